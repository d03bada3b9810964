// NibKit is the UIKit-shaped layer: headless views, table and collection views with UIKit's
// reuse, and the typed registration API. What turns a document into objects (Nib, NibLoader,
// ClassRegistry, the plan compiler, NibObject and NibCoder) is NibKitCore, which this module
// re-exports so that `import NibKit` is all an app or a test needs.
@_exported import NibKitCore
