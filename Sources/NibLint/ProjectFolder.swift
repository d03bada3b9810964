import Foundation
import NibDocument
import NibSupport

/// The project a path given to nibcheck is in, found as git finds its repository: from the path
/// (a folder, or the folder holding a file) upwards, the nearest folder holding a project file.
/// nibcheck reads the sources, projects, asset catalogs and other nibs of that whole folder (and
/// nothing outside it), whichever path inside it was given, so that `nibcheck App/Views` finds
/// for those nibs what `nibcheck .` finds for them.
///
/// The project files: an Xcode project or workspace (`*.xcodeproj`, `*.xcworkspace`), XcodeGen's
/// `project.yml`, Tuist's `Project.swift` or `Workspace.swift`, and a SwiftPM `Package.swift`, but
/// only for its own folder and its target folders (`Sources/`, `Tests/`, `Plugins/` or a folder a
/// target's `path:` names): a package's folder may hold folders that no target of it builds (a
/// repository's samples, an example app), and the package is not their project. The nearest
/// project file decides: a project nested in another (an app's `.xcodeproj` in a workspace's
/// folder) is the project of the paths inside it.
///
/// The walk never goes above a repository's top (a folder holding `.git`, a folder or a
/// submodule's file), nor into a folder that others may write to (`/tmp`) or that another user
/// owns than the one owning the path's folder: a project file there is nobody's project, and could
/// have been put there to have the lint read a whole shared folder. When no project is found, the
/// paths given are read as the project, as a folder of loose nibs has no other.
public struct ProjectFolder: Sendable, Hashable, Comparable {
    /// The folder, resolved: absolute, with no link, `.` or `..` in it.
    public let path: String
    /// The project file that marks it (`App.xcodeproj`, `Package.swift`).
    public let marker: String

    /// A project at `path` (resolved) marked by the file `marker` in it.
    public init(path: String, marker: String) {
        self.path = path
        self.marker = marker
    }

    public static func < (a: ProjectFolder, b: ProjectFolder) -> Bool { a.path < b.path }

    /// The project holding the file or folder at `path`, or nil when none is found before the
    /// walk must stop.
    public static func enclosing(_ path: String) -> ProjectFolder? {
        guard let resolved = FileSystem.realPath(path) else { return nil }
        let start = FileSystem.kind(atPath: resolved, linked: false) == .directory ? resolved : parent(of: resolved)
        return enclosing(resolvedFolder: start)
    }

    /// The project holding the resolved folder `start`.
    static func enclosing(resolvedFolder start: String) -> ProjectFolder? {
        var owner = stat()
        guard stat(start, &owner) == 0 else { return nil }
        var folder = start
        while true {
            var info = stat()
            // A folder others may write to, or another user's: the walk stops short of it.
            guard stat(folder, &info) == 0, info.st_mode & S_IWOTH == 0, info.st_uid == owner.st_uid else { return nil }
            let entries = FileSystem.entries(of: folder) ?? []
            if let marker = marker(in: entries, folder: folder, holding: start) { return ProjectFolder(path: folder, marker: marker) }
            if entries.contains(where: { $0.name == ".git" }) || folder == "/" { return nil }
            // `.git` may be a broken link or another kind of entry the listing leaves out.
            if FileManager.default.fileExists(atPath: folder + "/.git") { return nil }
            folder = parent(of: folder)
        }
    }

    /// The project file among `entries` of `folder` that makes it the project of `start`.
    private static func marker(in entries: [(name: String, kind: FileSystem.Kind)], folder: String, holding start: String) -> String? {
        let names = entries.map(\.name)
        if let project = names.first(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return project }
        if let file = names.first(where: { ["project.yml", "Project.swift", "Workspace.swift"].contains($0) }) { return file }
        if names.contains("Package.swift"), packageBuilds(start, manifest: folder + "/Package.swift", folder: folder) {
            return "Package.swift"
        }
        return nil
    }

    /// Whether the package whose manifest is at `manifest` has the resolved folder `start` in one of
    /// its target folders: the conventional ones, or one a `path: "…"` argument names.
    private static func packageBuilds(_ start: String, manifest: String, folder: String) -> Bool {
        if start == folder { return true }
        guard start.hasPrefix(folder + "/") || folder == "/" else { return false }
        let relative = String(start.dropFirst(folder == "/" ? 1 : folder.count + 1))
        func isInside(_ target: String) -> Bool {
            var target = target
            while target.hasPrefix("./") { target.removeFirst(2) }
            while target.hasSuffix("/") { target.removeLast() }
            return !target.isEmpty && target != "." && (relative == target || relative.hasPrefix(target + "/"))
        }
        if ["Sources", "Tests", "Plugins"].contains(where: isInside) { return true }
        guard let root = ProjectRoot(folder: folder), let data = try? root.read(manifest, maxSize: ProjectRoot.Limit.source) else {
            return false
        }
        return targetPaths(inManifest: String(decoding: data, as: UTF8.self)).contains(where: isInside)
    }

    /// The string literals a manifest passes as `path:` (a target's folder), read without running
    /// the manifest: a literal is all a manifest's target paths are in practice.
    static func targetPaths(inManifest text: String) -> [String] {
        var paths: [String] = []
        var rest = text[...]
        while let label = rest.range(of: "path:") {
            rest = rest[label.upperBound...]
            let value = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard value.first == "\"", let end = value.dropFirst().firstIndex(where: { $0 == "\"" || $0 == "\n" }),
                  value[end] == "\"" else { continue }
            paths.append(String(value[value.index(after: value.startIndex)..<end]))
        }
        return paths
    }

    private static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    /// The folder as printed: relative to the current folder when it is that folder, inside it
    /// or above it (`.`, `App`, `../..`), else absolute.
    public var displayPath: String {
        guard let current = FileSystem.realPath(FileManager.default.currentDirectoryPath) else { return path }
        if path == current { return "." }
        if current == "/" { return String(path.dropFirst()) }
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        if path == "/" || current.hasPrefix(path + "/") {
            let below = current.dropFirst(path == "/" ? 1 : path.count + 1).split(separator: "/").count
            return Array(repeating: "..", count: below).joined(separator: "/")
        }
        return path
    }
}
