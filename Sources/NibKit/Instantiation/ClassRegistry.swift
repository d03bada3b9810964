import Foundation
import NibDocument

/// Class name → type, for instantiating a nib's objects by their `customClass` (Android's
/// LayoutInflater keeps the same kind of map). NibKit's own classes are registered under their
/// UIKit names (`UILabel`) and their element names (`label`); register your own with
/// `register(BookCell.self)`: under its bare name and under `Module.Name`.
///
/// Registering a second, different type under a name already taken is an error then and there,
/// not a surprise when some nib is loaded later.
public final class ClassRegistry: @unchecked Sendable {
    // Guarded by `lock`; every method takes it.
    public static let shared = ClassRegistry()

    private let lock = NSLock()
    private var types: [String: NibObject.Type] = [:]
    private var userTypes: Set<ObjectIdentifier> = []
    private var _version = 0

    /// Changes whenever a type is registered, so compiled plans know to resolve classes again.
    var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return _version
    }

    public init(includingBuiltIns: Bool = true) {
        guard includingBuiltIns else { return }
        for (names, type) in ClassRegistry.builtIns {
            for name in names { types[name] = type }
        }
    }

    static let builtIns: [([String], NibObject.Type)] = [
        (["view", "UIView", "tableViewCellContentView", "collectionViewCellContentView", "UITableViewCellContentView", "customView", "NSView"], View.self),
        (["label", "UILabel"], Label.self),
        (["button", "UIButton"], Button.self),
        (["imageView", "UIImageView"], ImageView.self),
        (["textField", "UITextField"], TextField.self),
        (["textView", "UITextView"], TextView.self),
        (["switch", "UISwitch"], Switch.self),
        (["slider", "UISlider"], Slider.self),
        (["stackView", "UIStackView"], StackView.self),
        (["scrollView", "UIScrollView"], ScrollView.self),
        (["tableView", "UITableView"], TableView.self),
        (["collectionView", "UICollectionView"], CollectionView.self),
        (["tableViewCell", "UITableViewCell"], TableViewCell.self),
        (["tableViewHeaderFooterView", "UITableViewHeaderFooterView"], TableViewHeaderFooterView.self),
        (["collectionReusableView", "UICollectionReusableView"], CollectionReusableView.self),
        (["collectionViewCell", "UICollectionViewCell"], CollectionViewCell.self),
        (["NSObject", "customObject"], NibObject.self),
    ]

    /// Registers `type` under its bare name and its module-qualified name (and `name`, if given).
    /// Registering the same type again does nothing; another type under a taken name throws.
    public func register<T: NibObject>(_ type: T.Type, as name: String? = nil) throws(NibError) {
        let qualified = String(reflecting: type)
        let bare = String(describing: type)
        var names = [bare, qualified]
        if let name { names.append(name) }
        lock.lock()
        defer { lock.unlock() }
        for name in names {
            if let existing = types[name], existing != type {
                throw NibError(kind: .registration,
                               message: "cannot register \(qualified) as '\(name)': \(String(reflecting: existing)) is already registered under that name")
            }
        }
        for name in names { types[name] = type }
        if userTypes.insert(ObjectIdentifier(type)).inserted { _version += 1 }
    }

    /// The type registered under `name`, if any.
    public func type(named name: String) -> NibObject.Type? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }

    /// True for types registered with `register(_:)` (as opposed to NibKit's own classes).
    public func isUserType(_ type: NibObject.Type) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return userTypes.contains(ObjectIdentifier(type))
    }

    /// The type for a `customClass`: `Module.Class` when the nib names a module, else the bare
    /// name. A module that has no such class falls back to the bare name, so code tested in one
    /// module can load nibs written for the app's module.
    public func type(forCustomClass customClass: String, module: String?) -> NibObject.Type? {
        if let module, let exact = type(named: "\(module).\(customClass)") { return exact }
        return type(named: customClass)
    }
}
