import Foundation

extension Outlet {
    /// An outlet to a delegate or data source (`weak var delegate: TableViewDelegate?`): set when
    /// the object the nib connects conforms; otherwise kept by name as an undeclared outlet, not
    /// refused, because Interface Builder connects any object there and UIKit calls only what it
    /// implements.
    static func reference<Root: NibObject, Value>(_ name: String, _ keyPath: sending ReferenceWritableKeyPath<Root, Value?>) -> Outlet {
        Outlet(name, typeName: String(describing: Value.self)) { (root: Root, value) in
            if let reference = value as? Value {
                root[keyPath: keyPath] = reference
            } else {
                root.keepUndeclaredOutlet(name, [value])
            }
            return true
        }
    }
}
