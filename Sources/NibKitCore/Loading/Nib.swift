import Foundation
import NibDocument
import NibValidation
import Synchronization

/// A nib: a parsed, validated XIB, ready to instantiate as many times as needed. The first
/// instantiation compiles it into a plan; later ones do no XML work at all.
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "Resources/BookCell.xib"))
/// let cell = try nib.instantiate(withOwner: nil).first as? BookCell
/// ```
public final class Nib: Sendable {
    public let document: Document
    /// The nib's name: its file name without extension.
    public let name: String
    /// Where it was loaded from, when it came from a file.
    public let url: URL?
    private let planCache = PlanCache()

    /// The rules every nib must pass to be instantiated at all: anything that would make loading
    /// it resolve the wrong object or none.
    static let structuralRules: Validator = {
        let ids: Set<RuleID> = [.duplicateID, .danglingReference]
        return Validator(rules: Validator.allRules.filter { ids.contains($0.id) },
                         severities: Dictionary(uniqueKeysWithValues: ids.map { ($0, Severity.error) }))
    }()

    public convenience init(contentsOf url: URL, limits: ParseLimits = .default) throws(NibError) {
        let document: Document
        do {
            document = try Document(contentsOf: url, limits: limits)
        } catch {
            if error.reason == .unreadable {
                throw NibError(kind: .notFound, location: error.location,
                               message: "Could not load NIB at '\(url.path)': \(error.message)",
                               hint: "check the path, or load the nib by name with a NibLoader that searches its folder",
                               underlying: error)
            }
            throw NibError(error)
        }
        try self.init(document: document, name: url.deletingPathExtension().lastPathComponent, url: url)
    }

    public convenience init(data: Data, name: String, limits: ParseLimits = .default) throws(NibError) {
        let document: Document
        do {
            document = try Document(data: data, file: name + ".xib", limits: limits)
        } catch {
            throw NibError(error)
        }
        try self.init(document: document, name: name, url: nil)
    }

    /// Validates an already parsed document.
    public init(document: Document, name: String, url: URL? = nil) throws(NibError) {
        guard document.kind == .xib else {
            let why = document.kind == .legacyArchive
                ? "is a legacy Interface Builder archive; open it in Xcode and save it to convert it"
                : "is a storyboard, not a nib; load its scenes as a storyboard, or move the view into a .xib"
            throw NibError(.unsupported, "\(name) \(why)", at: document.root)
        }
        let diagnostics = Nib.structuralRules.validate(document)
        guard diagnostics.isEmpty else { throw NibError(diagnostics) }
        self.document = document
        self.name = name
        self.url = url
    }

    /// The compiled plan, made on first use and shared by every later instantiation.
    func plan(registry: ClassRegistry, fallBackOnUnknownClasses fallBack: Bool) throws(NibError) -> InstantiationPlan {
        try planCache.plan(for: registry, fallBack: fallBack) { () throws(NibError) in
            try InstantiationPlan(document: document, registry: registry, fallBackOnUnknownClasses: fallBack)
        }
    }

    /// Plans per registry and fallback setting; a plan resolves classes, so it depends on both.
    /// Keyed by the registry's never-reused identity and its version, never by its address: a
    /// freed registry's address is soon another registry's.
    private final class PlanCache: Sendable {
        private struct Key: Hashable {
            var registry: UInt64
            var registryVersion: Int
            var fallBack: Bool
        }

        private struct State {
            /// Plans in the order they were made; few (one per registry a nib is used with).
            var plans: [(key: Key, plan: InstantiationPlan)] = []
            /// The plan asked for last: almost always the one asked for next, found without hashing.
            var last: (key: Key, plan: InstantiationPlan)?
        }

        /// Registries come and go (a test suite makes hundreds); holding no reference to them
        /// (not even weak: a weak reference's side table outlives a global registry and reads as
        /// a leak), the cache keeps the most recent plans only.
        static let capacity = 16

        private let state = Mutex(State())

        func plan(for registry: ClassRegistry, fallBack: Bool,
                  make: () throws(NibError) -> InstantiationPlan) throws(NibError) -> InstantiationPlan {
            let key = Key(registry: registry.identity, registryVersion: registry.version, fallBack: fallBack)
            let cached: InstantiationPlan? = state.withLock { state in
                if let last = state.last, last.key == key { return last.plan }
                guard let plan = state.plans.first(where: { $0.key == key })?.plan else { return nil }
                state.last = (key, plan)
                return plan
            }
            if let cached { return cached }
            let plan = try make()
            state.withLock { state in
                // Plans made before this registry changed can't be asked for again: drop them,
                // and the oldest beyond the capacity.
                state.plans.removeAll { $0.key.registry == key.registry && $0.key.registryVersion < key.registryVersion || $0.key == key }
                state.plans.append((key, plan))
                if state.plans.count > PlanCache.capacity { state.plans.removeFirst(state.plans.count - PlanCache.capacity) }
                state.last = (key, plan)
            }
            return plan
        }
    }
}
