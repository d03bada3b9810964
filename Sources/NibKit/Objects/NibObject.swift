import Foundation
import NibDocument

/// The root of everything a nib instantiates (UIKit's `NSObject` in this role). Objects are made
/// with `init(coder:)`, connected, then sent `awakeFromNib()`; outlets are nil inside
/// `init(coder:)`, as in UIKit.
///
/// Main-actor isolated, as UIKit's views, controllers, constraints, bar items and segues are:
/// everything a nib makes is one of those, and a subclass has its superclass's isolation. What
/// reads and checks nib files (`Nib`'s parsing, `NibDocument`, `NibLayout`, `NibValidation`)
/// stays nonisolated and runs on any thread.
@MainActor
open class NibObject: OutletDeclaring {
    /// The element the object was made from (`label`, `tableViewCell`, …); nil when made in code.
    public private(set) var nibElementName: String?
    /// The element's attributes, in order, so that nothing the file says is lost, even for
    /// elements NibKit has no typed reading for.
    public private(set) var nibAttributes: [Attribute] = []
    /// The Interface Builder object id.
    public private(set) var nibObjectID: String?
    /// Outlets set on a built-in class that does not declare them (`delegate`, `dataSource` of
    /// classes NibKit models loosely): kept by name, never dropped. Held weakly, as UIKit holds
    /// delegates and data sources: such outlets often point up the hierarchy, and a strong
    /// reference would make a cycle.
    public var undeclaredOutlets: [String: [AnyObject]] {
        undeclaredOutletStorage.mapValues { $0.compactMap(\.object) }
    }
    var undeclaredOutletStorage: [String: [WeakReference]] = [:]

    func keepUndeclaredOutlet(_ name: String, _ destinations: [AnyObject]) {
        undeclaredOutletStorage[name] = destinations.map(WeakReference.init)
    }

    struct WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
    /// The nib's `userDefinedRuntimeAttributes`, by key path, as the nib set them (a view also
    /// applies those it has, such as `layer.cornerRadius`; see `setValue(_:forKeyPath:)`).
    public internal(set) var runtimeAttributes: [String: NibValue] = [:]

    public init() {}

    /// Decodes the object from its element. Subclasses decode their own extras and call super.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        nibElementName = coder.elementName
        nibAttributes = coder.attributes
        nibObjectID = coder.objectID
    }

    /// The values the class decodes when a nib is compiled rather than at the first
    /// instantiation (see `NibDecodedValue`), after its superclass's:
    /// `super.decodedTypes + [Style.self]`. Either way each is decoded once per object.
    open class var decodedTypes: [any NibDecodedValue.Type] { [] }

    /// True for views: classes a view element (`<label>`, `<view>`, …) may be made as. NibKit's
    /// `View` says true; a `customClass` on a view element must name such a class.
    open class var isView: Bool { false }

    /// Sent to every object of a nib after all of them are made and connected.
    open func awakeFromNib() {}

    /// The outlets this class can be connected through, one line each, checked by the compiler:
    ///
    /// ```swift
    /// override class var outlets: [Outlet] {
    ///     super.outlets + [Outlet("titleLabel", \BookCell.titleLabel)]
    /// }
    /// ```
    open class var outlets: [Outlet] { [] }

    /// The actions this class can be sent from a nib's controls, one line each, checked by the
    /// compiler (see `ActionMethod`):
    ///
    /// ```swift
    /// override class var actions: [ActionMethod] {
    ///     super.actions + [ActionMethod("favoriteTapped:", BookCell.favoriteTapped)]
    /// }
    /// ```
    open class var actions: [ActionMethod] { [] }

    /// The properties this class's nib runtime attributes set, one line each, checked by the
    /// compiler (see `Inspectable`):
    ///
    /// ```swift
    /// override class var inspectables: [Inspectable] {
    ///     super.inspectables + [Inspectable("cornerRadius", \BadgeView.cornerRadius)]
    /// }
    /// ```
    open class var inspectables: [Inspectable] { [] }

    /// Applies a user-defined runtime attribute: the property `inspectables` declares for it is
    /// set (a value of another type throws), and every attribute is kept in `runtimeAttributes`.
    /// Override to apply other key paths, and call super.
    open func setValue(_ value: NibValue, forKeyPath keyPath: String) throws {
        runtimeAttributes[keyPath] = value
        guard let declared = Inspectable.declared(keyPath, by: type(of: self)) else { return }
        guard declared.set(self, value) else {
            throw NibError(kind: .decoding, message: "the runtime attribute '\(keyPath)' is \(value.kindDescription), but \(type(of: self)).\(keyPath) is \(declared.typeName); give the attribute that type in Interface Builder's Identity inspector")
        }
    }
}

/// The value of a user-defined runtime attribute.
public enum NibValue: Sendable, Hashable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case color(Color)
    case rect(CGRect)
    case point(CGPoint)
    case size(CGSize)
    case image(String)
    case range(location: Int, length: Int)
    case `nil`
    /// A type NibKit does not decode, with its raw attributes.
    case other(type: String, attributes: [String: String])

    /// What kind of value it is, for messages ("a number", "a string", …).
    var kindDescription: String {
        switch self {
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .color: return "a color"
        case .rect: return "a rect"
        case .point: return "a point"
        case .size: return "a size"
        case .image: return "an image"
        case .range: return "a range"
        case .nil: return "nil"
        case .other(let type, _): return "a \(type)"
        }
    }
}

/// A class whose connections a nib can make, declared where the compiler checks them: its
/// outlets (`Outlet`, a name and a key path) and its actions (`ActionMethod`, a selector and a method).
/// `NibObject` and its subclasses are `OutletDeclaring`; so is any other class used as File's
/// Owner (`instantiate(withOwner:)`), which declares its outlets and actions the same way. This
/// is the one way to declare connections; `actions` may be left out (none).
///
/// ```swift
/// final class Screen: OutletDeclaring {
///     var titleLabel: Label!
///     func save(_ sender: Button) { … }
///     static var outlets: [Outlet] { [Outlet("titleLabel", \Screen.titleLabel)] }
///     static var actions: [ActionMethod] { [ActionMethod("save:", Screen.save)] }
/// }
/// ```
///
/// A class hierarchy outside `NibObject` declares them as `class var` in its root class and
/// overrides them in subclasses (a `static var` in a subclass alone is not seen through the
/// protocol).
///
/// The protocol is main-actor isolated, as instantiating a nib is, so a class that conforms is
/// too, and names its own properties and methods in its declarations.
@MainActor
public protocol OutletDeclaring: AnyObject {
    /// The outlets the class can be connected through.
    static var outlets: [Outlet] { get }
    /// The actions the class can be sent.
    static var actions: [ActionMethod] { get }
}

extension OutletDeclaring {
    /// No actions, unless the class declares them.
    public static var actions: [ActionMethod] { [] }
}

/// What holds constraints (NibKit's `View`): a nib's, and those activated in code, which
/// UIKit installs on the items' closest common ancestor.
@MainActor
protocol NibConstraintHolding: AnyObject {
    func addConstraint(_ constraint: LayoutConstraint)
    /// Installs a constraint of a nib being instantiated: the view is new, so nothing laid out
    /// needs to hear of it.
    func installFromNib(_ constraint: LayoutConstraint)
    /// Keeps a nib constraint whose installation and constant depend on the size classes, to
    /// install again when the traits change.
    func keepVaried(_ constraint: LayoutConstraint, _ variation: ConstraintVariation)
    /// Keeps the view's own size-class variation (installed or not, attributes), and applies it
    /// for `slot`, the run time's default traits.
    func keepVaried(view variation: ViewVariation, applyingSlot slot: Int)
    func removeConstraint(_ constraint: LayoutConstraint)
    /// The holder above this one (a view's superview).
    var superholder: (any NibConstraintHolding)? { get }
    /// An installed constraint's constant, priority or activation changed: lay out again.
    func installedConstraintDidChange(_ constraint: LayoutConstraint)
    /// A top-level view's plan-wide layouts (see `SolvedLayoutCache`).
    var solvedLayouts: SolvedLayoutCache? { get set }
}

/// An item a constraint can relate (NibKit's `View` and `LayoutGuide`): the view that holds
/// constraints about it.
@MainActor
protocol NibLayoutItem: AnyObject {
    var holderForConstraints: (any NibConstraintHolding)? { get }
}

/// What sends a nib's actions (NibKit's `Control`).
@MainActor
protocol NibActionSending: AnyObject {
    func addTarget(_ target: AnyObject?, action: String, forNibEvent event: ControlEvent)
}
