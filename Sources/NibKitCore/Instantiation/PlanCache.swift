import Synchronization

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

    private struct Entry {
        let plan: Plan
        /// Weak, so a cache never keeps a registry alive, and entries of freed registries
        /// can be dropped.
        weak var registry: ClassRegistry?
    }

    private struct State {
        var plans: [Key: Entry] = [:]
        /// The plan asked for last: almost always the one asked for next, found without hashing.
        var last: (key: Key, plan: Plan)?
    }

    private let state = Mutex(State())

    func plan(for registry: ClassRegistry, fallBack: Bool,
              make: () throws(NibError) -> Plan) throws(NibError) -> Plan {
        let key = Key(registry: registry.identity, registryVersion: registry.version, fallBack: fallBack)
        let cached: Plan? = state.withLock { state in
            if let last = state.last, last.key == key { return last.plan }
            guard let plan = state.plans[key]?.plan else { return nil }
            state.last = (key, plan)
            return plan
        }
        if let cached { return cached }
        let plan = try make()
        state.withLock { state in
            // Plans of freed registries, and plans made before this registry changed, can't
            // be asked for again: drop them.
            state.plans = state.plans.filter { entry in
                entry.value.registry != nil
                    && (entry.key.registry != key.registry || entry.key.registryVersion >= key.registryVersion)
            }
            state.plans[key] = Entry(plan: plan, registry: registry)
            state.last = (key, plan)
        }
        return plan
    }
}
