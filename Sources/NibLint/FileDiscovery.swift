import Foundation
import NibDocument
import NibSupport

/// A file to lint: its path as the file system spells it, and the name printed for it.
public struct LintFile: Sendable, Hashable, Comparable {
    /// The path's bytes (file names on Linux need not be UTF-8).
    public let path: [UInt8]
    /// The path for people and tools: the path itself when it is UTF-8, else with each byte of
    /// it written `\xNN`.
    public let name: String

    /// A file at the path's raw bytes.
    public init(path: [UInt8]) {
        self.path = path
        name = PrintableName.of(path)
    }

    /// A file at a UTF-8 path.
    public init(_ path: String) {
        self.init(path: Array(path.utf8))
    }

    /// Orders by printed name, then by raw path bytes.
    public static func < (a: LintFile, b: LintFile) -> Bool {
        a.name != b.name ? a.name < b.name : a.path.lexicographicallyPrecedes(b.path)
    }
}

/// A path nibcheck could not read or list: an I/O error (exit 2), never a silent skip.
public struct IOFailure: Sendable, Hashable, CustomStringConvertible {
    /// The path that failed, as printed.
    public let path: String
    /// What went wrong, e.g. the system's error message.
    public let reason: String

    /// A failure to read or list `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// What searching the paths given on the command line found.
public struct FileDiscovery: Sendable {
    /// The `.xib` and `.storyboard` files (and files given by name, whatever their extension),
    /// sorted by name, without duplicates.
    public var files: [LintFile] = []
    /// Paths that don't exist, and folders that can't be listed.
    public var failures: [IOFailure] = []
    /// Folders given on the command line in which no Interface Builder file was found.
    public var foldersWithoutFiles: [String] = []

    /// The folder being searched, resolved: links below it are followed only inside it.
    private var root: ProjectRoot?

    /// Folders never searched: build products, dependency checkouts, and hidden folders.
    static let skippedFolders = ProjectRoot.skippedFolderNames

    /// Nothing found.
    init() {}

    /// Searches `paths`: files are taken as given, folders searched recursively. The walk uses
    /// POSIX calls on bytes, so no name is lost to decoding, and symbolic links to folders are not
    /// followed (they can loop).
    init(paths: [String], excluding excludes: [String]) {
        var found: Set<LintFile> = []
        for path in paths {
            let bytes = Array(path.utf8)
            var status = stat()
            guard FileDiscovery.fileStatus(bytes, &status, followingLinks: true) else {
                failures.append(IOFailure(path: path, reason: "no such file or folder"))
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                let before = (found.count, failures.count)
                root = ProjectRoot(folder: path)
                walk(bytes, relative: [], excludes: excludes, into: &found)
                if (found.count, failures.count) == before { foldersWithoutFiles.append(path) }
            } else {
                found.insert(LintFile(path: bytes))
            }
        }
        files = found.sorted()
    }

    private mutating func walk(_ folder: [UInt8], relative: [UInt8], excludes: [String], into found: inout Set<LintFile>) {
        guard let directory = (folder + [0]).withUnsafeBufferPointer({ $0.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) } }) else {
            failures.append(IOFailure(path: PrintableName.of(folder), reason: "cannot be listed: \(String(cString: strerror(errno)))"))
            return
        }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let path = folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
            let relativePath = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            let printable = PrintableName.of(name)
            if excludes.contains(where: { fnmatch($0, PrintableName.of(relativePath), 0) == 0 || fnmatch($0, printable, 0) == 0 }) { continue }
            var status = stat()
            guard FileDiscovery.fileStatus(path, &status, followingLinks: false) else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard name.first != UInt8(ascii: "."), !FileDiscovery.skippedFolders.contains(printable) else { continue }
                walk(path, relative: relativePath, excludes: excludes, into: &found)
            default:
                // Regular files, and anything else named like a nib (a FIFO, a device, a link):
                // reading refuses what is not a regular file, as an I/O error. A link is followed
                // only when it stays inside the folder searched (a pull request's link to a file
                // elsewhere on the machine would have it read and drawn in the report).
                guard FileDiscovery.isInterfaceFile(name), !FileSystem.isAppleDouble(path, name: name) else { continue }
                if status.st_mode & S_IFMT == S_IFLNK, let root, root.resolve(bytes: path) == nil,
                   FileSystem.realPath(bytes: path) != nil {
                    failures.append(IOFailure(path: PrintableName.of(path), reason: "a link out of the folder searched, not followed"))
                    continue
                }
                found.insert(LintFile(path: path))
            }
        }
    }

    public static func isInterfaceFile(_ name: [UInt8]) -> Bool {
        name.reversed().starts(with: ".xib".utf8.reversed()) || name.reversed().starts(with: ".storyboard".utf8.reversed())
    }

    private static func fileStatus(_ path: [UInt8], _ status: inout stat, followingLinks: Bool) -> Bool {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cPath in
                (followingLinks ? stat(cPath.baseAddress!, &status) : lstat(cPath.baseAddress!, &status)) == 0
            }
        }
    }
}
