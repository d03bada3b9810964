import Foundation

/// Folder listings and path arithmetic without a `stat` or a `URL` per entry: on a large app
/// the walk over its folders was most of a warm run.
enum FileSystem {
    enum Kind: Equatable {
        case file
        case directory
        /// A directory reached through a symbolic link.
        case linkedDirectory
    }

    /// The entries of `folder` (without `.` and `..`), sorted by name, with their kinds; entries
    /// that are neither files nor directories, and broken links, are left out. The listing's own
    /// entry types are used; only links and entries of unknown type cost a `stat`.
    static func entries(of folder: String) -> [(name: String, kind: Kind)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var result: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = self.kind(atPath: folder + "/" + name, linked: true)
            case Int32(DT_UNKNOWN): kind = self.kind(atPath: folder + "/" + name, linked: nil)
            default: kind = nil
            }
            if let kind { result.append((name, kind)) }
        }
        result.sort { $0.name < $1.name }
        return result
    }

    /// What `path` is, following links; nil when it is missing or neither a file nor a folder.
    /// `linked` says whether `path` itself is a link; nil when unknown (then `lstat` tells).
    static func kind(atPath path: String, linked: Bool?) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isDirectory = info.st_mode & S_IFMT == S_IFDIR
        guard isDirectory || info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard isDirectory else { return .file }
        if let linked { return linked ? .linkedDirectory : .directory }
        var own = stat()
        return lstat(path, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK ? .linkedDirectory : .directory
    }

    /// A file name's extension as `NSString.pathExtension` gives it: after the last dot, none
    /// for a name that only starts with one.
    static func pathExtension(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }
}
