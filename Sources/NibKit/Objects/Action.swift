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
/// A method marked `@IBAction` is main-actor isolated in Swift 6, and the compiler refuses its
/// bare reference (`BookCell.favoriteTapped`) outside the main actor ("sending 'self' risks
/// causing data races"): keep the attribute and name it in a closure,
/// `ActionMethod("favoriteTapped:", { (cell: BookCell) in cell.favoriteTapped })`.
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
    // The methods are taken as main-actor functions, so that `@IBAction` methods (main-actor
    // isolated in Swift 6) are accepted along with plain ones, which convert. UIKit sends actions
    // on the main thread; headless NibKit has no main run loop to send them on, and sends them on
    // the thread that asks (a test's, a tap's), as every other call into a view is made. A
    // synchronous function's isolation is checked by the compiler only, not carried in its value,
    // so the method is called through its nonisolated form (`nonisolatedForm`).

    /// The selector, e.g. `favoriteTapped:`.
    public let selector: String
    /// The type the method takes as its sender, for messages; nil when it takes no sender.
    public var senderTypeName: String? { describeSender() }
    private let describeSender: @Sendable () -> String?
    /// Whether a control of the given class may send this action (always true for methods that
    /// take no sender, or take it as `Any` or a protocol type, which no class test can decide).
    let acceptsSender: @Sendable (AnyClass) -> Bool
    /// Calls the method; false when the target or the sender is not of the declared type.
    private let invoke: @Sendable (_ target: AnyObject, _ sender: AnyObject) -> Bool

    /// An action whose method takes the sender: `(Target) -> (Sender) -> Void`, e.g.
    /// `BookCell.favoriteTapped` for `func favoriteTapped(_ sender: Button)`.
    public init<Target: AnyObject, Sender>(_ selector: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void,
                                           file: StaticString = #fileID, line: UInt = #line) {
        ActionMethod.checkArity(selector, arguments: 1, file: file, line: line)
        self.selector = selector
        describeSender = { String(describing: Sender.self) }
        acceptsSender = { TypeTest.accepts($0, as: Sender.self) }
        let method = MainActorMethod.nonisolatedForm(method, as: ((Target) -> (Sender) -> Void).self)
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method.value(target)(sender)
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
        let method = MainActorMethod.nonisolatedForm(method, as: ((Target) -> () -> Void).self)
        invoke = { target, _ in
            guard let target = target as? Target else { return false }
            method.value(target)()
            return true
        }
    }

    /// Sends the action to `target` from `sender`, as `UIApplication.sendAction(_:to:from:for:)`
    /// does; false when either is not of the type the method declares.
    @discardableResult
    public func send(to target: AnyObject, from sender: AnyObject) -> Bool {
        invoke(target, sender)
    }

    /// The action `type` declares for `selector` (its `actions`, the last declaration winning, so
    /// that a subclass's entry overrides its superclass's); nil when it declares none.
    public static func declared(_ selector: String, by type: AnyObject.Type) -> ActionMethod? {
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

/// Main-actor methods called from the thread that sends them (see `ActionMethod`): an action's or an
/// unwind action's method.
enum MainActorMethod {
    /// `method` as a nonisolated function of the same signature: the same value (a synchronous
    /// function's isolation is not part of its representation), callable from any thread.
    static func nonisolatedForm<Main, Plain>(_ method: Main, as plain: Plain.Type) -> SendableBox<Plain> {
        precondition(MemoryLayout<Main>.size == MemoryLayout<Plain>.size)
        return SendableBox(value: unsafeBitCast(method, to: Plain.self))
    }

    /// A method reference as a `@Sendable` closure may capture: it was a main-actor function,
    /// which is Sendable, and captures nothing but what its method's unapplied reference does.
    struct SendableBox<Value>: @unchecked Sendable {
        let value: Value
    }
}
