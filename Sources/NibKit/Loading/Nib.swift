import Foundation
import NibDocument
import NibContract
import NibSupport

/// A nib: a parsed, validated XIB, ready to instantiate as many times as needed. The first
/// instantiation compiles it into a plan; later ones do no XML work at all.
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "Resources/BookCell.xib"))
/// let cell = try nib.tryInstantiate(withOwner: nil).first as? BookCell
/// ```
public final class Nib: Sendable {
    public let document: Document
    /// The nib's name: its file name without extension.
    public let name: String
    /// Where it was loaded from, when it came from a file.
    public let url: URL?
    /// What the nib makes: the document's top-level objects, or (a storyboard's prototype cell)
    /// one subtree of it.
    let scope: PlanScope
    private let planCache = PlanCache<InstantiationPlan>()
    private let contractChecks = Locked<[ContractCheck: [Diagnostic]]>([:])

    private struct ContractCheck: Hashable {
        var registration: CellRegistration
        var module: String?
        /// The registry's identity and version: what it knows of cell classes may change.
        var registry: UInt64
        var registryVersion: Int
    }

    public convenience init(contentsOf url: URL, limits: ParseLimits = .default) throws(NibError) {
        try self.init(contentsOf: url, reportedAs: url.path, limits: limits)
    }

    /// Parses the nib at `url`, naming `file` in its errors and locations: the source file a
    /// build copied it from, which is the one to edit.
    convenience init(contentsOf url: URL, reportedAs file: String, limits: ParseLimits = .default) throws(NibError) {
        let document: Document
        do {
            let data = try Document.contents(ofFileSystemPath: Array(url.path.utf8), file: file, limits: limits)
            document = try Document(data: data, file: file, limits: limits)
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
        let diagnostics = LoadContract.structuralDiagnostics(of: document)
        guard diagnostics.isEmpty else { throw NibError(diagnostics) }
        self.document = document
        self.name = name
        self.url = url
        scope = PlanScope(nib: document)
    }

    /// A nib made of one subtree of an already validated document: a storyboard's prototype
    /// cell, which UIKit compiles into a nib of its own and registers under its identifier. The
    /// cell contract is checked against that subtree alone.
    init(subtree root: Element, name: String, url: URL?) {
        document = root.document
        self.name = name
        self.url = url
        scope = PlanScope(roots: [root], owner: nil)
    }

    /// The compiled plan, made on first use and shared by every later instantiation.
    @MainActor func plan(registry: ClassRegistry, fallBackOnUnknownClasses fallBack: Bool) throws(NibError) -> InstantiationPlan {
        try planCache.plan(for: registry, fallBack: fallBack) { () throws(NibError) in
            try InstantiationPlan(document: document, scope: scope, registry: registry, fallBackOnUnknownClasses: fallBack)
        }
    }

    /// The cell contract's findings for `registration`, worked out once per registration: a
    /// storyboard's table registers its prototypes every time a scene is made.
    func cellContractFindings(_ registration: CellRegistration, module: String?, registry: ClassRegistry) -> [Diagnostic] {
        let key = ContractCheck(registration: registration, module: module, registry: registry.identity, registryVersion: registry.version)
        if let known = contractChecks.withLock({ $0[key] }) { return known }
        let topLevelObjects = scope.roots.map { $0 } == document.objects ? nil : scope.roots
        let diagnostics = LoadContract.cellDiagnostics(of: document, registration: registration, module: module,
                                                       topLevelObjects: topLevelObjects,
                                                       isCellClass: { registry.isCellClass($0, of: $1, module: module) })
        contractChecks.withLock { $0[key] = diagnostics }
        return diagnostics
    }
}
