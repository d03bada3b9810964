import NibDocument
import NibSupport

/// Compiled plans per registry and fallback setting; a plan resolves classes, so it depends on
/// both. Keyed by the registry's never-reused identity and its version, never by its address: a
/// freed registry's address is soon another registry's. Used by nibs (one plan) and storyboard
/// scenes (the controller's plan and its view's).
final class PlanCache<Plan: Sendable>: Sendable {
    private struct Key: Hashable {
        var registry: UInt64
        var registryVersion: Int
        var fallBack: Bool
    }

    private struct State {
        /// Plans in the order they were made; few (one per registry a nib is used with).
        var plans: [(key: Key, plan: Plan)] = []
        /// The plan asked for last: almost always the one asked for next, found without hashing.
        var last: (key: Key, plan: Plan)?
    }

    /// Registries come and go (a test suite makes hundreds); holding no reference to them
    /// (not even weak: a weak reference's side table outlives a global registry and reads as a
    /// leak under LeakSanitizer), the cache keeps the most recent plans only.
    static var capacity: Int { 16 }

    private let state = Locked(State())

    func plan(for registry: ClassRegistry, fallBack: Bool,
              make: () throws(NibError) -> Plan) throws(NibError) -> Plan {
        let key = Key(registry: registry.identity, registryVersion: registry.version, fallBack: fallBack)
        let cached: Plan? = state.withLock { state in
            if let last = state.last, last.key == key { return last.plan }
            guard let plan = state.plans.first(where: { $0.key == key })?.plan else { return nil }
            state.last = (key, plan)
            return plan
        }
        if let cached { return cached }
        let plan = try make()
        state.withLock { state in
            // Plans made before this registry changed can't be asked for again: drop them, and
            // the oldest beyond the capacity.
            state.plans.removeAll { ($0.key.registry == key.registry && $0.key.registryVersion < key.registryVersion) || $0.key == key }
            state.plans.append((key, plan))
            if state.plans.count > Self.capacity { state.plans.removeFirst(state.plans.count - Self.capacity) }
            state.last = (key, plan)
        }
        return plan
    }
}
