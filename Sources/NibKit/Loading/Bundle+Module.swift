import Foundation
import Synchronization

extension Bundle {
    /// The resource bundle SwiftPM built for the module that declares `type` (its target's
    /// `Bundle.module`), found by name beside the program: `<Package>_<Module>.resources` on
    /// Linux, `<Package>_<Module>.bundle` on Apple platforms, in the folder of the main bundle or
    /// of any loaded bundle. nil when the module has no resources, or they are elsewhere (then
    /// the type names its bundle: `static var nibBundle: Bundle { .module }`).
    ///
    /// `Bundle(for:)` can't be used: on Linux it answers the main bundle for every class, and on
    /// Apple platforms a SwiftPM target's resources are not in the bundle of its code.
    public static func resources(ofModuleDeclaring type: Any.Type) -> Bundle? {
        guard let module = ModuleBundles.moduleName(of: type) else { return nil }
        return ModuleBundles.bundle(forModule: module)
    }
}

/// Module name → its SwiftPM resource bundle, looked up once per module.
enum ModuleBundles {
    private static let found = Mutex<[String: URL?]>([:])

    /// The module part of a type's full name (`LibraryApp` of `LibraryApp.BookCell`).
    static func moduleName(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// The folders a SwiftPM resource bundle is looked for in: the main bundle's, and those of
    /// the loaded bundles (a test bundle's, on Apple platforms).
    static var searchedFolders: [URL] {
        var folders: [URL] = []
        for url in [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map({ $0.bundleURL.deletingLastPathComponent() }) where !folders.contains(url) {
            folders.append(url)
        }
        return folders
    }

    /// Every SwiftPM resource bundle beside the program (`*_*.resources`, `*_*.bundle`), by name.
    static var allResourceBundleURLs: [URL] {
        var urls: [URL] = []
        for folder in searchedFolders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.contains("_") && (name.hasSuffix(".resources") || name.hasSuffix(".bundle")) {
                let url = folder.appendingPathComponent(name)
                if !urls.contains(url) { urls.append(url) }
            }
        }
        return urls
    }

    static func bundle(forModule module: String) -> Bundle? {
        let url = found.withLock { cache -> URL?? in cache[module] }
        if let url { return url.flatMap(Bundle.init(url:)) }
        let suffixes = ["_\(module).resources", "_\(module).bundle"]
        var match: URL?
        search: for folder in searchedFolders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where suffixes.contains(where: { name.hasSuffix($0) }) {
                match = folder.appendingPathComponent(name)
                break search
            }
        }
        found.withLock { $0[module] = .some(match) }
        return match.flatMap(Bundle.init(url:))
    }
}
