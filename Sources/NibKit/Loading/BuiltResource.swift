import NibSupport

/// A nib a build copied out of the sources (SwiftPM's `Package_Target.resources/`, say), traced
/// back to the file it was copied from, so that errors name the file its user edits rather than
/// the copy a rebuild overwrites. The loader is told where the sources are (`sourceFolders`);
/// nothing here guesses them from the copy's path.
enum BuiltResource {
    /// The one file under `sourceFolders` whose path ends with the path `path` has inside the
    /// search path it was found in (`Cell.xib`, `Base.lproj/Cell.xib`); nil when there is none,
    /// or more than one.
    static func sourcePath(of path: String, searchPaths: [String], sourceFolders: [String]) -> String? {
        guard !sourceFolders.isEmpty,
              let searchPath = searchPaths.first(where: { path.hasPrefix($0 + "/") }) else { return nil }
        let inSearchPath = String(path.dropFirst(searchPath.count))       // `/Cell.xib`
        var found: [String] = []
        for folder in sourceFolders {
            collect(endingWith: inSearchPath, under: folder, depth: 8, into: &found)
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
