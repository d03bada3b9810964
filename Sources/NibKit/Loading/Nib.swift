import Foundation
import NibDocument
import NibValidation

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
                               message: "Could not load NIB at '\(url.path)': \(error.message)", underlying: error)
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
                : "is a storyboard, not a nib"
            throw NibError(.unsupported, "\(name) \(why)", at: document.root)
        }
        let diagnostics = Nib.structuralRules.validate(document)
        guard diagnostics.isEmpty else { throw NibError(diagnostics) }
        self.document = document
        self.name = name
        self.url = url
    }

    /// The compiled plan, made on first use and shared by every later instantiation.
    func plan(registry: ClassRegistry, options: NibInstantiationOptions) throws(NibError) -> InstantiationPlan {
        try planCache.plan(for: registry, fallBack: options.fallBackOnUnknownClasses) { () throws(NibError) in
            try InstantiationPlan(document: document, registry: registry, options: options)
        }
    }

    /// Plans per registry and fallback setting; a plan resolves classes, so it depends on both.
    private final class PlanCache: @unchecked Sendable {
        private let lock = NSLock()
        private var plans: [Key: InstantiationPlan] = [:]
        /// The plan asked for last: almost always the one asked for next, found without hashing.
        private var last: (key: Key, plan: InstantiationPlan)?

        struct Key: Hashable {
            var registry: ObjectIdentifier
            var registryVersion: Int
            var fallBack: Bool
        }

        func plan(for registry: ClassRegistry, fallBack: Bool,
                  make: () throws(NibError) -> InstantiationPlan) throws(NibError) -> InstantiationPlan {
            let key = Key(registry: ObjectIdentifier(registry), registryVersion: registry.version, fallBack: fallBack)
            lock.lock()
            if let last, last.key == key {
                lock.unlock()
                return last.plan
            }
            if let plan = plans[key] {
                last = (key, plan)
                lock.unlock()
                return plan
            }
            lock.unlock()
            let plan = try make()
            lock.lock()
            // A plan made before the registry changed can't be asked for again: drop it.
            plans = plans.filter { $0.key.registry != key.registry || $0.key.registryVersion >= key.registryVersion }
            plans[key] = plan
            last = (key, plan)
            lock.unlock()
            return plan
        }
    }
}
