/// One action a class can be sent: the selector as Interface Builder writes it in an `<action>`,
/// and an unapplied method reference the compiler checks. Replaces Objective-C's message
/// dispatch, which Swift on Linux does not have.
///
/// ```swift
/// func favoriteTapped(_ sender: Button) { … }
/// func refresh() { … }
///
/// override class var actions: [ActionMethod] {
///     super.actions + [
///         ActionMethod("favoriteTapped:", BookCell.favoriteTapped),   // takes the sender
///         ActionMethod("refresh", BookCell.refresh),                  // takes nothing
///     ]
/// }
/// ```
///
/// Views and controllers are main-actor isolated, as UIKit's are, so their methods (`@IBAction`
/// ones included) are named bare, as above; the action is sent on the main actor.
///
/// The selector's colons say how many arguments the method takes, as in Objective-C: Interface
/// Builder writes `favoriteTapped:` for `@IBAction func favoriteTapped(_ sender: Any)` and
/// `refresh` for `@IBAction func refresh()`. A selector whose colons don't match the method's
/// form is a mistake in the declaration, caught when `actions` is first read.
///
/// UIKit's third form, `(sender, forEvent: UIEvent)`, has no counterpart: NibKit models no touch
/// events, and `Control.Event` (which events an action is registered for) is not what that
/// argument carries.
public struct ActionMethod: Sendable {
    // The methods are main-actor functions, as the methods of main-actor classes (every view and
    // controller) are; nonisolated ones convert. They are called on the main actor, where UIKit
    // sends actions. A main-actor function is Sendable, so the action is too.

    /// The selector, e.g. `favoriteTapped:`.
    public let selector: String
    /// The type the method takes as its sender, for messages; nil when it takes no sender.
    public var senderTypeName: String? { describeSender() }
    private let describeSender: @Sendable () -> String?
    /// Whether a control of the given class may send this action (always true for methods that
    /// take no sender, or take it as `Any` or a protocol type, which no class test can decide).
    let acceptsSender: @Sendable (AnyClass) -> Bool
    /// Calls the method; false when the target or the sender is not of the declared type.
    private let invoke: @MainActor (_ target: AnyObject, _ sender: AnyObject) -> Bool

    /// An action whose method takes the sender: `(Target) -> (Sender) -> Void`, e.g.
    /// `BookCell.favoriteTapped` for `func favoriteTapped(_ sender: Button)`.
    public init<Target: AnyObject, Sender>(_ selector: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void,
                                           file: StaticString = #fileID, line: UInt = #line) {
        ActionMethod.checkArity(selector, arguments: 1, file: file, line: line)
        self.selector = selector
        describeSender = { String(describing: Sender.self) }
        acceptsSender = { TypeTest.accepts($0, as: Sender.self) }
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action whose method takes nothing: `(Target) -> () -> Void`, e.g. `Screen.refresh`
    /// for `func refresh()`.
    public init<Target: AnyObject>(_ selector: String, _ method: @escaping @MainActor (Target) -> () -> Void,
                                   file: StaticString = #fileID, line: UInt = #line) {
        ActionMethod.checkArity(selector, arguments: 0, file: file, line: line)
        self.selector = selector
        describeSender = { nil }
        acceptsSender = { _ in true }
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// Sends the action to `target` from `sender`, as `UIApplication.sendAction(_:to:from:for:)`
    /// does; false when either is not of the type the method declares.
    @MainActor @discardableResult
    public func send(to target: AnyObject, from sender: AnyObject) -> Bool {
        invoke(target, sender)
    }

    /// The action `type` declares for `selector` (its `actions`, the last declaration winning, so
    /// that a subclass's entry overrides its superclass's); nil when it declares none.
    @MainActor public static func declared(_ selector: String, by type: AnyObject.Type) -> ActionMethod? {
        (type as? any OutletDeclaring.Type)?.actions.last { $0.selector == selector }
    }

    private static func checkArity(_ selector: String, arguments: Int, file: StaticString, line: UInt) {
        let colons = selector.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
        guard colons != arguments else { return }
        let name = selector.split(separator: ":").first.map(String.init) ?? selector
        let fix = arguments == 0
            ? "a method that takes no sender has a selector without ':'; write ActionMethod(\"\(name)\", …), or give the method a sender parameter"
            : "a method that takes the sender has a selector with one ':', as Interface Builder writes it; write ActionMethod(\"\(name):\", …)"
        fatalError("ActionMethod(\"\(selector)\", …): the selector has \(colons) ':' but the method takes \(arguments) argument\(arguments == 1 ? "" : "s"); \(fix)",
                   file: file, line: line)
    }
}

/// Tests whether objects of a class can be stored as a declared type, from the class alone (at
/// registration no object exists yet).
enum TypeTest {
    /// True when `candidate` is `Value` or a subclass of it. A `Value` that is no class (`Any`,
    /// `AnyObject`, a protocol type) can't be decided from a class: it is accepted, and the cast
    /// when the connection is made decides.
    static func accepts<Value>(_ candidate: AnyClass, as value: Value.Type) -> Bool {
        guard Value.self is AnyClass else { return true }
        return candidate is Value.Type
    }
}
