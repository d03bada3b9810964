import Foundation
import NibDocument
import NibContract
import NibSupport

/// Finds nibs by name, parses and validates them once, and hands out the cached result.
///
/// Errors name the file to edit when the loader is told where the nibs were copied from
/// (`sourceFolders`): a nib SwiftPM copied into `.build/…/Package_Target.resources/` is reported
/// at its source under `Sources/Target/` when exactly one file there matches.
///
/// `NibLoader()` looks in the main bundle's resources, then in the SwiftPM resource bundles built
/// beside the program (what UIKit's `nil` bundle is for an app whose targets carry its nibs);
/// never relative to the working directory. `NibLoader(bundle: .module)` looks in one SwiftPM
/// target's resources (where `Bundle(for:)` would look in the wrong place). In each folder it looks where a bundle looks
/// (see `candidates(for:)`): the folder itself, then `<language>.lproj` for each preferred
/// language, then `Base.lproj`; in each of those, the device's variant (`<name>~iphone.xib` or
/// `<name>~ipad.xib`, by `idiom`) before `<name>.xib`.
/// Safe to use from several threads; parsed nibs are cached by path and modification time.
public final class NibLoader: Sendable {
    /// The kind of device nibs are chosen for (`UIUserInterfaceIdiom`'s two that have nib
    /// variants): a file named `<name>~iphone.xib` or `<name>~ipad.xib` is that device's version
    /// of `<name>.xib`.
    public enum Idiom: String, Sendable, CaseIterable {
        case phone
        case pad

        /// The file-name modifier: `~iphone`, `~ipad`.
        public var fileNameModifier: String {
            switch self {
            case .phone: return "~iphone"
            case .pad: return "~ipad"
            }
        }
    }

    public let searchPaths: [URL]
    public let preferredLanguages: [String]
    /// The device whose `~iphone`/`~ipad` variants are preferred; `.phone` unless told.
    public let idiom: Idiom
    public let limits: ParseLimits
    /// The folders the nibs of `searchPaths` were copied from by a build (a target's sources,
    /// `Sources/Target`): errors about a nib name the one file there at the nib's path in its
    /// search path, when there is exactly one. Empty: errors name the file loaded.
    public let sourceFolders: [URL]
    private let nibs = Cache<Nib>()
    private let storyboards = Cache<CompiledStoryboard>()

    public init(searchPaths: [URL], preferredLanguages: [String] = NibLoader.systemLanguages,
                idiom: Idiom = .phone, limits: ParseLimits = .default, sourceFolders: [URL] = []) {
        self.searchPaths = searchPaths
        self.preferredLanguages = preferredLanguages
        self.idiom = idiom
        self.limits = limits
        self.sourceFolders = sourceFolders
    }

    /// The main bundle's resources, then each SwiftPM resource bundle beside the program
    /// (`<Package>_<Target>.resources` on Linux, `.bundle` on Apple platforms). Nothing relative
    /// to the working directory: a folder of your own is `NibLoader(searchPaths:)`.
    public convenience init() {
        var paths: [URL] = []
        if let resources = Bundle.main.resourceURL { paths.append(resources) }
        for url in ModuleBundles.allResourceBundleURLs where !paths.contains(url) { paths.append(url) }
        self.init(searchPaths: paths)
    }

    /// A bundle's resources, e.g. a SwiftPM target's `Bundle.module`; `sourceFolders` as for
    /// `init(searchPaths:preferredLanguages:idiom:limits:sourceFolders:)`.
    public convenience init(bundle: Bundle, idiom: Idiom = .phone, sourceFolders: [URL] = []) {
        self.init(searchPaths: [bundle.resourceURL ?? bundle.bundleURL], idiom: idiom, sourceFolders: sourceFolders)
    }

    /// One loader per bundle, so that every type whose nibs are in a bundle shares its cache
    /// of parsed nibs (the typed API's default, `NibLoadableView.nibLoader`); the main bundle's
    /// is `shared`.
    public static func cached(for bundle: Bundle) -> NibLoader {
        if bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL { return .shared }
        let key = bundle.bundleURL.standardizedFileURL.path
        return bundleLoaders.withLock { loaders in
            if let loader = loaders[key] { return loader }
            let loader = NibLoader(bundle: bundle)
            loaders[key] = loader
            return loader
        }
    }
    private static let bundleLoaders = Locked<[String: NibLoader]>([:])

    /// The process's preferred languages, most preferred first (`Locale.preferredLanguages`,
    /// with region-qualified forms followed by their bare language).
    public static var systemLanguages: [String] {
        var languages: [String] = []
        for language in Locale.preferredLanguages {
            for candidate in [language, String(language.prefix { $0 != "-" && $0 != "_" })] where !languages.contains(candidate) {
                languages.append(candidate)
            }
        }
        return languages
    }

    /// Where `name` would be loaded from, or nil.
    public func url(forNibNamed name: String) -> URL? {
        candidates(for: name).first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every place `load(named:)` looks, in order: per search path, the folder itself, then
    /// `<language>.lproj` for each preferred language (region-qualified before bare, as
    /// `systemLanguages` lists them), then `Base.lproj`; in each of these, `<name>~<device>.xib`
    /// before `<name>.xib`.
    ///
    /// This is the order Apple documents for bundles, which `UINib(nibName:bundle:)` finds its
    /// file through (Bundle Programming Guide, "The Bundle Search Pattern"; CFBundle's "Search
    /// Algorithm"): global (non-localized) resources first, then region-specific, then
    /// language-specific ones, then the development language; "If a global version of a resource
    /// exists, language-specific versions of the same resource are never returned." So an
    /// `.lproj` variant is only found when the folder has no `<name>.xib` of its own. Once a
    /// resource is found, "the bundle interfaces then check to see if there is a
    /// platform-specific version that should be returned instead" (Resource Programming Guide,
    /// "iOS Supports Device-Specific Resources": `<basename>~<device>.<extension>`, `~iphone`
    /// or `~ipad`), hence the device variant first within each place. A name that already ends
    /// in a modifier is looked up as it is.
    public func candidates(for name: String) -> [URL] {
        candidates(for: name, extension: "xib")
    }

    /// Where the storyboard `name` would be loaded from, or nil.
    public func url(forStoryboardNamed name: String) -> URL? {
        candidates(forStoryboardNamed: name).first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every place a storyboard is looked for, in order: as for nibs, with `.storyboard`.
    public func candidates(forStoryboardNamed name: String) -> [URL] {
        candidates(for: name, extension: "storyboard")
    }

    private func candidates(for name: String, extension pathExtension: String) -> [URL] {
        let suffix = ".\(pathExtension)"
        let base = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        let hasModifier = Idiom.allCases.contains { base.hasSuffix($0.fileNameModifier) }
        let files = hasModifier ? ["\(base)\(suffix)"] : ["\(base)\(idiom.fileNameModifier)\(suffix)", "\(base)\(suffix)"]
        return searchPaths.flatMap { folder in
            ([folder] + (preferredLanguages + ["Base"]).map { folder.appendingPathComponent("\($0).lproj") })
                .flatMap { place in files.map { place.appendingPathComponent($0) } }
        }
    }

    /// Finds, parses and validates the nib `name` (cached).
    public func load(named name: String) throws(NibError) -> Nib {
        guard let url = url(forNibNamed: name) else {
            let places = searchPaths.map(\.path).joined(separator: "', '")
            throw NibError(kind: .notFound,
                           message: "Could not load NIB in bundle: '\(places)' with name '\(name)' (looked for \(candidates(for: name).map(\.path).joined(separator: ", ")))",
                           hint: "add \(name).xib to one of those folders, or give the loader (a type's `nibLoader`) the folder it is in")
        }
        return try nibs.value(at: url) { () throws(NibError) in
            try Nib(contentsOf: url, reportedAs: reportedPath(of: url), limits: limits)
        }
    }

    /// Finds, parses, validates and compiles the storyboard `name` (cached like nibs). NibKit's
    /// `Storyboard(name:loader:)` is the public face of this.
    func loadStoryboard(named name: String) throws(NibError) -> CompiledStoryboard {
        guard let url = url(forStoryboardNamed: name) else {
            let places = searchPaths.map(\.path).joined(separator: "', '")
            throw NibError(kind: .notFound,
                           message: "Could not find a storyboard named '\(name)' in '\(places)' (looked for \(candidates(forStoryboardNamed: name).map(\.path).joined(separator: ", ")))")
        }
        return try storyboards.value(at: url) { () throws(NibError) in
            try CompiledStoryboard(contentsOf: url, reportedAs: reportedPath(of: url), limits: limits)
        }
    }

    /// The path errors about the file at `url` name: its source, when `sourceFolders` has it.
    private func reportedPath(of url: URL) -> String {
        BuiltResource.sourcePath(of: url.path, searchPaths: searchPaths.map(\.path), sourceFolders: sourceFolders.map(\.path))
            ?? url.path
    }

    /// Loads `name` and checks it against the cell contract for `reuseIdentifier`: exactly one
    /// top-level object, a cell of the kind its top level implies (table cells unless it holds a
    /// collection cell or reusable view), whose reuse identifier (if set) is `reuseIdentifier` and
    /// whose class is `className` (bare, or `Module.Class`) when given.
    public func loadCell(named name: String, reuseIdentifier: String, className: String? = nil) throws(NibError) -> Nib {
        let nib = try load(named: name)
        let kind = NibLoader.cellKind(of: nib.document)
        try nib.checkCellContract(CellRegistration(kind: kind, reuseIdentifier: reuseIdentifier, className: className))
        return nib
    }

    /// `loadCell` for an explicit kind (a collection view's cells, supplementary views, table
    /// header/footer views).
    public func loadCell(named name: String, kind: CellRegistration.Kind, reuseIdentifier: String,
                         className: String? = nil) throws(NibError) -> Nib {
        let nib = try load(named: name)
        try nib.checkCellContract(CellRegistration(kind: kind, reuseIdentifier: reuseIdentifier, className: className))
        return nib
    }

    /// The kind of the nib's first top-level cell; a table view cell when it has none.
    static func cellKind(of document: Document) -> CellRegistration.Kind {
        CellElements.inferredKind(of: document) ?? .tableViewCell
    }

    /// Parsed files by path, kept while their modification time and size stay the same.
    private final class Cache<Value: Sendable>: Sendable {
        private struct Entry {
            let modified: Date?
            let size: Int?
            let value: Value
        }

        private let entries = Locked<[String: Entry]>([:])

        func value(at url: URL, load: () throws(NibError) -> Value) throws(NibError) -> Value {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let modified = attributes?[.modificationDate] as? Date
            let size = attributes?[.size] as? Int
            let cached = entries.withLock { entries -> Value? in
                guard let entry = entries[url.path], entry.modified == modified, entry.size == size else { return nil }
                return entry.value
            }
            if let cached { return cached }
            // Parsed outside the lock: two threads may both parse a new file once; both results
            // are equal, and the cache keeps the last.
            let value = try load()
            entries.withLock { $0[url.path] = Entry(modified: modified, size: size, value: value) }
            return value
        }
    }
}

extension Nib {
    /// Throws when the nib can't be registered as `registration` describes. A top-level plain
    /// view whose class `registry` knows as a cell class of the registration's kind is its cell,
    /// as UIKit judges the loaded object's class.
    public func checkCellContract(_ registration: CellRegistration, module: String? = nil, registry: ClassRegistry = .shared) throws(NibError) {
        let diagnostics = cellContractFindings(registration, module: module, registry: registry)
        if !diagnostics.isEmpty { throw NibError(diagnostics) }
    }
}
