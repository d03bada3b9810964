import Foundation
import NibSupport

/// A folder that files are read inside on a project's behalf: nothing that resolves outside it is
/// ever read.
///
/// nibcheck runs on pull requests, so every file a project holds is untrusted. An image set
/// whose file is a link to `/proc/self/environ`, or whose `Contents.json` names
/// `../../secrets.png`, would otherwise be read and embedded in a published picture or report.
/// Every path read through a root is resolved (links, `.` and `..`) and must land inside the
/// root's own resolved path; only regular files of a bounded size are read.
public struct ProjectRoot: Sendable, Hashable, CustomStringConvertible {
    /// The folder's resolved path: absolute, with no link, `.` or `..` in it.
    public let path: String
    /// The folder as it was reached: absolute, with `.` and `..` taken by name but its links
    /// kept, as the paths of the files found walking it are spelt (`path` when nothing is
    /// linked on the way).
    public let entry: String

    /// The root at `folder`; nil when it is not an existing folder.
    public init?(folder: String) {
        guard let resolved = FileSystem.realPath(folder), FileSystem.kind(atPath: resolved, linked: false) == .directory else {
            return nil
        }
        path = resolved
        entry = FileSystem.absolute(folder)
    }

    /// One root is one resolved folder, however it was reached.
    public static func == (lhs: ProjectRoot, rhs: ProjectRoot) -> Bool { lhs.path == rhs.path }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The root that confines what is read for `path`: `path` itself when it is a folder, else
    /// the folder holding it.
    public init?(around path: String) {
        if let root = ProjectRoot(folder: path) {
            self = root
        } else {
            let parent = (path as NSString).deletingLastPathComponent
            self.init(folder: parent.isEmpty ? "." : parent)
        }
    }

    /// The folders no walk over a project enters, whether it looks for nibs, sources or asset
    /// catalogs: build products, dependency checkouts and packages, as well as every hidden
    /// folder (a name starting with a dot). One list, so that lint, the sources step and the
    /// report's pictures see the same project.
    public static let skippedFolderNames: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public var description: String { path }

    /// Whether the resolved path `resolved` is the root or lies below it.
    public func contains(resolved: String) -> Bool {
        guard resolved.hasPrefix(path) else { return false }
        if resolved.utf8.count == path.utf8.count || path == "/" { return true }
        return resolved.utf8[resolved.utf8.index(resolved.utf8.startIndex, offsetBy: path.utf8.count)] == UInt8(ascii: "/")
    }

    /// Whether the resolved raw path `resolved` is the root or lies below it.
    public func contains(resolvedBytes resolved: [UInt8]) -> Bool {
        let root = Array(path.utf8)
        guard resolved.starts(with: root) else { return false }
        return resolved.count == root.count || path == "/" || resolved[root.count] == UInt8(ascii: "/")
    }

    /// The raw path `path` resolved, when it exists and lies inside the root: the check for a
    /// name that need not be UTF-8, made on the very bytes that are opened.
    public func resolve(bytes path: [UInt8]) -> [UInt8]? {
        guard let resolved = FileSystem.realPath(bytes: path), contains(resolvedBytes: resolved) else { return nil }
        return resolved
    }

    /// `path` resolved, when it exists and lies inside the root.
    public func resolve(_ path: String) -> String? {
        guard let resolved = FileSystem.realPath(path), contains(resolved: resolved) else { return nil }
        return resolved
    }

    /// The bytes of the regular file at `path`, at most `maxSize` of them, when it lies inside
    /// the root; errors name `path` as given.
    public func read(_ path: String, maxSize: Int) throws(ParseError) -> Data {
        guard FileSystem.realPath(path) != nil else {
            throw ParseError(file: path, line: 1, column: 1, message: "no such file", reason: .unreadable)
        }
        guard let resolved = resolve(path) else {
            throw ParseError(file: path, line: 1, column: 1,
                             message: "resolves outside the project folder \(self.path) (through a link or '..'), so it is not read",
                             reason: .unreadable)
        }
        // The resolved path has no link in it; refusing one now keeps a link swapped in since out.
        do { return try FileSystem.readRegularFile(Array(resolved.utf8), name: path, maxSize: maxSize, followingLinks: false) }
        catch { throw ParseError(error) }
    }

    /// The bytes of the regular file at `path`, at most `maxSize` of them, read inside the folder
    /// that holds it: for a settings file named on the command line or found by name (a
    /// `.nibcheck.json`, a baseline), which a pull request may have made a link to any file on the
    /// machine.
    public static func readInOwnFolder(_ path: String, maxSize: Int) throws(ParseError) -> Data {
        let folder = (path as NSString).deletingLastPathComponent
        guard let root = ProjectRoot(folder: folder.isEmpty ? "." : folder) else {
            throw ParseError(file: path, line: 1, column: 1, message: "no such file", reason: .unreadable)
        }
        return try root.read(path, maxSize: maxSize)
    }

    /// The resolved `path` as findings name it: from the first of `roots`, other than `/`, that
    /// holds it; as given where none does.
    public static func shown(_ path: String, in roots: [ProjectRoot]) -> String {
        guard let root = roots.first(where: { $0.path != "/" && $0.contains(resolved: path) }) else { return path }
        return String(path.dropFirst(root.path.count + 1))
    }

    /// The first of `roots` that holds `path`.
    public static func holding(_ path: String, in roots: [ProjectRoot]) -> ProjectRoot? {
        guard let resolved = FileSystem.realPath(path) else { return nil }
        return roots.first { $0.contains(resolved: resolved) }
    }
}

extension ProjectRoot {
    /// The size limits of what is read on a project's behalf besides nibs (whose limit is
    /// `ParseLimits.maxFileSize`): real files stay far below them.
    public enum Limit {
        /// An asset catalog's `Contents.json` (real ones are a few kilobytes).
        public static let catalogJSON = 1 << 20
        /// An `Info.plist` (real ones are a few kilobytes).
        public static let infoPlist = 1 << 20
        /// An image embedded in a picture.
        public static let image = 16 << 20
        /// A Swift or Objective-C source file, an `.xcconfig`, a `project.pbxproj`.
        public static let source = 16 << 20
    }
}
