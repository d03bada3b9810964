import Foundation
import NibDocument
import NibValidation

/// Finds nibs by name, parses and validates them once, and hands out the cached result.
///
/// `NibLoader()` looks in the `Resources/` folder of the current directory, then in the main
/// bundle's resources; `NibLoader(bundle: .module)` looks in a SwiftPM target's resources (where
/// `Bundle(for:)` would look in the wrong place). In each folder it tries `<name>.xib`, then
/// `<language>.lproj/<name>.xib` for each preferred language, then `Base.lproj/<name>.xib`.
/// Safe to use from several threads; parsed nibs are cached by path and modification time.
public final class NibLoader: Sendable {
    public let searchPaths: [URL]
    public let preferredLanguages: [String]
    public let limits: ParseLimits
    private let nibs = Cache<Nib>()
    private let storyboards = Cache<CompiledStoryboard>()

    public init(searchPaths: [URL], preferredLanguages: [String] = NibLoader.systemLanguages,
                limits: ParseLimits = .default) {
        self.searchPaths = searchPaths
        self.preferredLanguages = preferredLanguages
        self.limits = limits
    }

    /// `Resources/` in the current directory, then the main bundle's resources.
    public convenience init() {
        var paths = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources")]
        if let resources = Bundle.main.resourceURL { paths.append(resources) }
        self.init(searchPaths: paths)
    }

    /// A bundle's resources, e.g. a SwiftPM target's `Bundle.module`.
    public convenience init(bundle: Bundle) {
        self.init(searchPaths: [bundle.resourceURL ?? bundle.bundleURL])
    }

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

    /// Every place `load(named:)` looks, in order.
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
        let file = name.hasSuffix(".\(pathExtension)") ? name : name + ".\(pathExtension)"
        return searchPaths.flatMap { folder in
            [folder.appendingPathComponent(file)]
                + preferredLanguages.map { folder.appendingPathComponent("\($0).lproj/\(file)") }
                + [folder.appendingPathComponent("Base.lproj/\(file)")]
        }
    }

    /// Finds, parses and validates the nib `name` (cached).
    public func load(named name: String) throws(NibError) -> Nib {
        guard let url = url(forNibNamed: name) else {
            let places = searchPaths.map(\.path).joined(separator: "', '")
            throw NibError(kind: .notFound,
                           message: "Could not load NIB in bundle: '\(places)' with name '\(name)' (looked for \(candidates(for: name).map(\.path).joined(separator: ", ")))")
        }
        return try nibs.value(at: url) { () throws(NibError) in try Nib(contentsOf: url, limits: limits) }
    }

    /// Finds, parses, validates and compiles the storyboard `name` (cached like nibs). NibKit's
    /// `Storyboard(name:loader:)` is the public face of this.
    package func loadStoryboard(named name: String) throws(NibError) -> CompiledStoryboard {
        guard let url = url(forStoryboardNamed: name) else {
            let places = searchPaths.map(\.path).joined(separator: "', '")
            throw NibError(kind: .notFound,
                           message: "Could not find a storyboard named '\(name)' in '\(places)' (looked for \(candidates(forStoryboardNamed: name).map(\.path).joined(separator: ", ")))")
        }
        return try storyboards.value(at: url) { () throws(NibError) in
            try CompiledStoryboard(contentsOf: url, limits: limits)
        }
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

    static func cellKind(of document: Document) -> CellRegistration.Kind {
        for object in document.objects {
            switch object.name {
            case "collectionViewCell": return .collectionViewCell
            case "collectionReusableView": return .collectionReusableView
            case "tableViewHeaderFooterView": return .tableViewHeaderFooterView
            case "tableViewCell": return .tableViewCell
            default: continue
            }
        }
        return .tableViewCell
    }

    /// Parsed files by path, kept while their modification time and size stay the same.
    private final class Cache<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: (modified: Date?, size: Int?, value: Value)] = [:]

        func value(at url: URL, load: () throws(NibError) -> Value) throws(NibError) -> Value {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let modified = attributes?[.modificationDate] as? Date
            let size = attributes?[.size] as? Int
            lock.lock()
            if let entry = entries[url.path], entry.modified == modified, entry.size == size {
                lock.unlock()
                return entry.value
            }
            lock.unlock()
            // Parsed outside the lock: two threads may both parse a new file once; both results
            // are equal, and the cache keeps the last.
            let value = try load()
            lock.lock()
            entries[url.path] = (modified, size, value)
            lock.unlock()
            return value
        }
    }
}

extension Nib {
    /// Throws when the nib can't be registered as `registration` describes.
    public func checkCellContract(_ registration: CellRegistration, module: String? = nil) throws(NibError) {
        let diagnostics = cellContractFindings(registration, module: module)
        if !diagnostics.isEmpty { throw NibError(diagnostics) }
    }
}
