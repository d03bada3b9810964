import NibDocument
import NibSupport

/// A resource SwiftPM copied into a build folder, traced back to the file it was copied from:
/// `…/.build/<triple>/debug/App_App.resources/Cell.xib` came from `…/Sources/App/…/Cell.xib`.
/// Errors about a nib name that file, the one its user edits, not the copy a rebuild overwrites.
enum BuiltResource {
    /// The source of the resource at `path`, when `path` is inside a SwiftPM resource bundle and
    /// exactly one file of the bundle's target (under `Sources/` or `Tests/`) has its path
    /// within the bundle; nil otherwise.
    static func sourcePath(of path: String) -> String? {
        guard let build = path.range(of: "/.build/"),
              let bundleEnd = path.range(of: ".resources/", range: build.upperBound..<path.endIndex),
              let slash = path[..<bundleEnd.lowerBound].lastIndex(of: "/") else { return nil }
        let root = String(path[..<build.lowerBound])
        let bundle = path[path.index(after: slash)..<bundleEnd.lowerBound]      // `Package_Target`
        let inBundle = String(path[bundleEnd.upperBound...])                     // `Cell.xib`, or `Nibs/Cell.xib`
        var found: [String] = []
        for folder in ["Sources", "Tests"] {
            for (target, kind) in FileSystem.entries(of: root + "/" + folder) ?? []
            where kind == .directory && bundle.hasSuffix("_" + target) {
                collect(endingWith: "/" + inBundle, under: root + "/" + folder + "/" + target, depth: 8, into: &found)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Files under `folder` whose path ends with `suffix`, links to folders not followed.
    private static func collect(endingWith suffix: String, under folder: String, depth: Int, into found: inout [String]) {
        guard depth > 0, found.count < 2 else { return }
        for (name, kind) in FileSystem.entries(of: folder) ?? [] where !name.hasPrefix(".") {
            let path = folder + "/" + name
            switch kind {
            case .directory: collect(endingWith: suffix, under: path, depth: depth - 1, into: &found)
            default: if path.hasSuffix(suffix) { found.append(path) }
            }
        }
    }
}
