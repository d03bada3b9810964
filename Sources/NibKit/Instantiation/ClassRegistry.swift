import Foundation
import NibDocument
import Synchronization
import NibSupport

/// Class name → type, for instantiating a nib's objects by their `customClass` (Android's
/// LayoutInflater keeps the same kind of map).
///
/// Types are keyed by their module-qualified name (`Feed.HeaderCell`), so two modules may each
/// have a `HeaderCell`. A bare name (`HeaderCell`) resolves only when exactly one module
/// registered it; when several did, resolving it is an error that lists the candidates, and the
/// nib must say which with its `customModule`. The built-in classes a registry starts with (NibKit's
/// views under their UIKit names, `UILabel`, and their element names, `label`) are given by the
/// module that defines them: `ClassRegistry.shared` and `ClassRegistry()` in NibKit.
///
/// Registering a second, different type under a name already taken is an error then and there,
/// not a surprise when some nib is loaded later.
public final class ClassRegistry: Sendable {
    /// Never reused, unlike the registry's address: compiled plans are cached per registry, and a
    /// freed registry's address can belong to the next one made.
    let identity: UInt64

    private let state: Locked<State>

    private struct State {
        /// Exact names: module-qualified names, explicit aliases, and the built-ins' UIKit and
        /// element names.
        var exact: [String: NibObject.Type] = [:]
        /// Bare class name → the distinct module-qualified names registered with it.
        var bare: [String: [String]] = [:]
        var userTypes: Set<ObjectIdentifier> = []
        var version = 0
    }

    private static let identities = Atomic<UInt64>(0)

    /// A registry that starts with `builtIns`: classes under exact names (element names and
    /// the platform's class names), which are not user types.
    public init(builtIns: [(names: [String], type: NibObject.Type)]) {
        identity = ClassRegistry.identities.add(1, ordering: .relaxed).newValue
        var state = State()
        for (names, type) in builtIns {
            for name in names { state.exact[name] = type }
        }
        self.state = Locked(state)
    }

    /// Changes with every registration, so compiled plans know to resolve classes again.
    var version: Int { state.withLock { $0.version } }

    /// Registers `type` under its module-qualified name (`Feed.HeaderCell`, which also makes the
    /// bare `HeaderCell` resolvable while no other module registers one), and under `name`, if
    /// given, as an exact alias. Registering the same type again does nothing; another type under
    /// a taken qualified name or alias throws.
    public func register<T: NibObject>(_ type: T.Type, as name: String? = nil) throws(NibError) {
        let qualified = String(reflecting: type)
        let bare = String(describing: type)
        let result: Result<Void, NibError> = state.withLock { state in
            for key in [qualified] + (name.map { [$0] } ?? []) {
                if let existing = state.exact[key], existing != type {
                    return .failure(NibError(kind: .registration,
                                             message: "cannot register \(qualified) as '\(key)': \(String(reflecting: existing)) is already registered under that name; register it under another name with register(_:as:)"))
                }
            }
            var changed = false
            for key in [qualified] + (name.map { [$0] } ?? []) where state.exact[key] == nil {
                state.exact[key] = type
                changed = true
            }
            if bare != qualified, !(state.bare[bare]?.contains(qualified) ?? false) {
                state.bare[bare, default: []].append(qualified)
                changed = true
            }
            if state.userTypes.insert(ObjectIdentifier(type)).inserted { changed = true }
            if changed { state.version += 1 }
            return .success(())
        }
        try result.get()
    }

    /// The type registered under `name`: an exact (qualified, alias or built-in) name, else a
    /// bare name that exactly one module registered. Nil when none, or when the bare name is
    /// ambiguous (`resolve(customClass:module:)` says which modules).
    public func type(named name: String) -> NibObject.Type? {
        try? resolve(customClass: name, module: nil)
    }

    /// True for types registered with `register(_:)` (as opposed to NibKit's own classes).
    public func isUserType(_ type: NibObject.Type) -> Bool {
        state.withLock { $0.userTypes.contains(ObjectIdentifier(type)) }
    }

    /// The type for a nib's `customClass`: `Module.Class` when the nib names a module that
    /// registered it; otherwise the exact name, or the bare name when one module registered it.
    /// A module that has no such class falls back to the bare name, so code tested in one module
    /// can load nibs written for the app's module. A bare name several modules registered throws,
    /// listing them.
    public func resolve(customClass: String, module: String?) throws(NibError) -> NibObject.Type? {
        let result: Result<NibObject.Type?, NibError> = state.withLock { state in
            if let module, let exact = state.exact["\(module).\(customClass)"] { return .success(exact) }
            if let exact = state.exact[customClass] { return .success(exact) }
            guard let candidates = state.bare[customClass] else { return .success(nil) }
            if candidates.count == 1 { return .success(state.exact[candidates[0]]) }
            return .failure(NibError(kind: .unknownClass,
                                     message: "class name '\(customClass)' is ambiguous: \(candidates.sorted().joined(separator: ", ")) are registered; set the object's Module in Interface Builder (customModule) to say which"))
        }
        if let found = try result.get() { return found }
        // As UIKit does (NSClassFromString), a class the nib names with its module is found by
        // that name in the running program, registered or not; it then counts as registered.
        guard let module, let found = _typeByName("\(module).\(customClass)") as? NibObject.Type else { return nil }
        state.withLock { state in
            state.exact["\(module).\(customClass)"] = found
            if state.userTypes.insert(ObjectIdentifier(found)).inserted { state.version += 1 }
        }
        return found
    }
}
