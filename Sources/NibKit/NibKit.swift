// NibKit is the runtime: it turns a document into objects (Nib, NibLoader, ClassRegistry, the
// plan compiler, NibObject and NibCoder) and gives them UIKit's shapes: headless views, table and
// collection views with UIKit's reuse, storyboards, controllers and the typed registration API.
// Foundation is re-exported, as UIKit re-exports it: code that wrote `import UIKit` and used
// `CGRect`, `IndexPath` or `Bundle` compiles with `import NibKit` in its place.
@_exported import Foundation
