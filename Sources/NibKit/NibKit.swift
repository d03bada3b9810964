// NibKit is the UIKit-shaped layer: headless views, table and collection views with UIKit's
// reuse, and the typed registration API. What turns a document into objects (Nib, NibLoader,
// ClassRegistry, the plan compiler, NibObject and NibCoder) is NibKitCore, which this module
// re-exports so that `import NibKit` is all an app or a test needs. Foundation is re-exported
// too, as UIKit re-exports it: code that wrote `import UIKit` and used `CGRect`, `IndexPath` or
// `Bundle` compiles with `import NibKit` in its place.
@_exported import Foundation
@_exported import NibKitCore
