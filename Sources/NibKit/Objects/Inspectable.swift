import Foundation

/// One property a nib's user-defined runtime attributes set (what `@IBInspectable` properties
/// are saved as): the key path as Interface Builder writes it, and a key path the compiler
/// checks. Replaces the key-value coding UIKit sets them with, which Swift on Linux does not have.
///
/// ```swift
/// var cornerRadius: CGFloat = 0          // @IBInspectable on iOS
/// var badgeText: String?
///
/// override class var inspectables: [Inspectable] {
///     super.inspectables + [Inspectable("cornerRadius", \BadgeView.cornerRadius),
///                           Inspectable("badgeText", \BadgeView.badgeText)]
/// }
/// ```
///
/// A nib value of another type than the property's is an error with the attribute's place in
/// the file, as UIKit's key-value coding raises for it.
public struct Inspectable: Sendable {
    /// As the nib writes it (`keyPath="cornerRadius"`).
    public let keyPath: String
    /// The property's type, for messages.
    let typeName: String
    /// Sets the property; false when the value is not of its type.
    /// On the main actor, as the properties of views and controllers are set.
    let set: @MainActor (_ object: AnyObject, _ value: NibValue) -> Bool

    /// A property of one of the types a nib's attributes have.
    public init<Root: AnyObject, Value: NibValueConvertible>(_ keyPath: String, _ property: sending ReferenceWritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        typeName = String(describing: Value.self)
        set = { object, value in
            guard let root = object as? Root, let converted = Value(nibValue: value) else { return false }
            root[keyPath: property] = converted
            return true
        }
    }

    /// An optional property; the nib's `nil` empties it.
    public init<Root: AnyObject, Value: NibValueConvertible>(_ keyPath: String, _ property: sending ReferenceWritableKeyPath<Root, Value?>) {
        self.keyPath = keyPath
        typeName = String(describing: Value?.self)
        set = { object, value in
            guard let root = object as? Root else { return false }
            if case .nil = value {
                root[keyPath: property] = nil
                return true
            }
            guard let converted = Value(nibValue: value) else { return false }
            root[keyPath: property] = converted
            return true
        }
    }

    /// The declaration of `type` for `keyPath` (the last one, so a subclass's wins); nil when it
    /// declares none.
    @MainActor static func declared(_ keyPath: String, by type: NibObject.Type) -> Inspectable? {
        type.inspectables.last { $0.keyPath == keyPath }
    }
}

/// A type a nib's user-defined runtime attribute can be converted to.
public protocol NibValueConvertible: SendableMetatype {
    /// The value, or nil when the nib's value is of another type.
    init?(nibValue: NibValue)
}

extension Bool: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .bool(let flag) = nibValue else { return nil }
        self = flag
    }
}

extension String: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .string(let text) = nibValue else { return nil }
        self = text
    }
}

extension Double: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .number(let number) = nibValue else { return nil }
        self = number
    }
}

extension CGFloat: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .number(let number) = nibValue else { return nil }
        self = CGFloat(number)
    }
}

extension Float: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .number(let number) = nibValue else { return nil }
        self = Float(number)
    }
}

extension Int: NibValueConvertible {
    /// A whole number in `Int`'s range; a fraction is not an `Int`.
    public init?(nibValue: NibValue) {
        guard case .number(let number) = nibValue, number.rounded() == number, abs(number) < 9e15 else { return nil }
        self = Int(number)
    }
}

extension Color: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .color(let color) = nibValue else { return nil }
        self = color
    }
}

extension CGSize: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .size(let size) = nibValue else { return nil }
        self = size
    }
}

extension CGPoint: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .point(let point) = nibValue else { return nil }
        self = point
    }
}

extension CGRect: NibValueConvertible {
    public init?(nibValue: NibValue) {
        guard case .rect(let rect) = nibValue else { return nil }
        self = rect
    }
}
