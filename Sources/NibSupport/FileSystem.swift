import Foundation

/// Folder listings, path arithmetic and bounded reads, without a `stat` or a `URL` per entry: on
/// a large app the walk over its folders was most of a warm run.
package enum FileSystem {
    /// Why `readRegularFile` read nothing: the file's printable name and what is wrong with it.
    package struct ReadError: Error, Sendable {
        package var file: String
        package var message: String
        /// Larger than the limit it was read under, rather than missing or not a regular file.
        package var isTooLarge: Bool
    }

    package enum Kind: Equatable, Sendable {
        case file
        case directory
        /// A directory reached through a symbolic link.
        case linkedDirectory
        /// A regular file reached through a symbolic link.
        case linkedFile
    }

    /// The entries of `folder` (without `.` and `..`), sorted by name, with their kinds; entries
    /// that are neither files nor directories, and broken links, are left out. The listing's own
    /// entry types are used; only links and entries of unknown type cost a `stat`.
    package static func entries(of folder: String) -> [(name: String, kind: Kind)]? {
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
    package static func kind(atPath path: String, linked: Bool?) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isDirectory = info.st_mode & S_IFMT == S_IFDIR
        guard isDirectory || info.st_mode & S_IFMT == S_IFREG else { return nil }
        let isLink: Bool
        if let linked {
            isLink = linked
        } else {
            var own = stat()
            isLink = lstat(path, &own) == 0 && own.st_mode & S_IFMT == S_IFLNK
        }
        switch (isDirectory, isLink) {
        case (true, true): return .linkedDirectory
        case (true, false): return .directory
        case (false, true): return .linkedFile
        case (false, false): return .file
        }
    }

    /// A file name's extension as `NSString.pathExtension` gives it: after the last dot, none
    /// for a name that only starts with one.
    package static func pathExtension(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    /// `path` made absolute and standardized, as `URL(fileURLWithPath:).standardizedFileURL.path`
    /// does it but for `..`, which is taken by name (see `plainAbsolute`), and without building a
    /// URL when the path is plain.
    package static func absolute(_ path: String) -> String {
        plainAbsolute(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The standardized absolute form of `path` when it takes no file system to find: repeated
    /// slashes, `.` components and a trailing slash dropped, a `..` component taken with the one
    /// before it, a relative path put under the current folder. Nil for what Foundation does more
    /// with: a leading `~`, and paths it strips a prefix from (`/private/…`, `/var/automount/…`).
    /// A `..` is resolved by name, not through the file system as Foundation does: the files
    /// found walking a project are named by the way in, so a project reached through a linked
    /// folder must name its targets' files (`Stream Savvy/../Cell.swift`) the same way, or
    /// every file a target compiles looks compiled by none.
    package static func plainAbsolute(_ path: String) -> String? {
        let utf8 = path.utf8
        guard let first = utf8.first, first != UInt8(ascii: "~") else { return nil }
        // The common case, a path that is already standard, costs one pass and no allocation.
        var isStandard = first == UInt8(ascii: "/")
        var previous: UInt8 = 0
        var componentLength = 0
        var componentIsDots = true
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength > 0, componentIsDots, componentLength <= 2 { isStandard = false }
                if previous == UInt8(ascii: "/") { isStandard = false }
                componentLength = 0
                componentIsDots = true
            } else {
                componentLength += 1
                if byte != UInt8(ascii: ".") { componentIsDots = false }
            }
            previous = byte
        }
        if componentLength > 0, componentIsDots, componentLength <= 2 { isStandard = false }
        if previous == UInt8(ascii: "/"), utf8.count > 1 { isStandard = false }
        let result: String
        if isStandard {
            result = path
        } else {
            let base = first == UInt8(ascii: "/") ? "" : FileManager.default.currentDirectoryPath
            guard first == UInt8(ascii: "/") || base.hasPrefix("/") else { return nil }
            var components: [Substring] = []
            for component in (base + "/" + path).split(separator: "/") where component != "." {
                // The root's parent is the root.
                if component == ".." { _ = components.popLast() } else { components.append(component) }
            }
            result = "/" + components.joined(separator: "/")
        }
        if result == "/private" || result.hasPrefix("/private/") || result.hasPrefix("/var/automount") { return nil }
        return result
    }

    /// `path` with every link, `.` and `..` resolved (`realpath`); nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the link at `path` holds, as written (relative to the link's folder unless it starts
    /// with `/`); nil when `path` is no link.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` (raw bytes: names need not be UTF-8) with every link, `.` and `..` resolved; nil
    /// when it does not exist. Checks on a path must use the bytes that are then opened: a name
    /// made printable (`\xE9`) names another file, or none.
    package static func realPath(bytes path: [UInt8]) -> [UInt8]? {
        guard !path.contains(0) else { return nil }
        let resolved = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress!, nil) }
        }
        guard let resolved else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// Whether the file at `pathBytes`, named `name`, is an AppleDouble file (`._Cell.swift`):
    /// the metadata macOS writes beside a file on a volume without extended attributes (a copy
    /// to a USB drive, an archive made on a Mac), sometimes committed by mistake. It starts with
    /// the AppleDouble magic number, 00 05 16 07, and is neither source nor a nib. A link is
    /// never read here: what it leads to is the discovery's to refuse or follow.
    package static func isAppleDouble(_ pathBytes: [UInt8], name: [UInt8]) -> Bool {
        guard name.starts(with: [UInt8(ascii: "."), UInt8(ascii: "_")]),
              let data = try? readRegularFile(pathBytes, name: "", maxSize: 1 << 16, followingLinks: false) else { return false }
        return data.starts(with: [0x00, 0x05, 0x16, 0x07])
    }

    /// The bytes of the regular file at `pathBytes` (spelled as the file system spells it: names
    /// need not be UTF-8), at most `maxSize` of them. FIFOs, devices and folders are refused
    /// without blocking; with `followingLinks` false, so is a link in the last component.
    /// `name` is the printable name used in errors.
    package static func readRegularFile(_ pathBytes: [UInt8], name path: String, maxSize: Int,
                                        followingLinks: Bool = true) throws(ReadError) -> Data {
        func unreadable(_ why: String) -> ReadError { ReadError(file: path, message: why, isTooLarge: false) }
        guard !pathBytes.contains(0) else { throw unreadable("no such file") }
        // POSIX rather than FileHandle: FileHandle.read(upToCount:) leaks a small buffer per call
        // in swift-corelibs-foundation (seen under LeakSanitizer), and a linter reads many files.
        // O_NONBLOCK: opening a FIFO for reading blocks until a writer comes, possibly for ever;
        // this way the open returns at once and `fstat` refuses it.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = (pathBytes + [0]).withUnsafeBufferPointer { cPath in
            cPath.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, flags) }
        }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw unreadable("no such file")
            case ELOOP: throw unreadable("is a symbolic link, which is not followed here")
            default: throw unreadable("cannot be opened for reading: \(String(cString: strerror(errno)))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable("cannot be read: \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable("is a directory, not a file")
        case S_IFIFO: throw unreadable("is a FIFO, not a regular file")
        case S_IFCHR, S_IFBLK: throw unreadable("is a device, not a regular file")
        default: throw unreadable("is not a regular file")
        }
        // Read one byte past the limit: enough to know it is too large without reading it all.
        var data = Data()
        data.reserveCapacity(min(Int(status.st_size), maxSize) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= maxSize {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable("cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0 ..< count])
        }
        guard data.count <= maxSize else {
            throw ReadError(file: path, message: "file is larger than the limit of \(maxSize) bytes", isTooLarge: true)
        }
        return data
    }
}

/// POSIX `read(2)`, under a name that no `read` method in scope hides.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}

extension FileSystem {
    /// A file that could not be written: the path as given and the system's reason.
    package struct WriteFailure: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): cannot be written (\(reason))" }
    }

    /// Writes `data` as the file at `path` without ever writing through a link.
    ///
    /// nibcheck writes where a pull request's tree may have put a link (a committed `Cell-1.png`
    /// linking to `~/.bashrc`), so a regular file is written as a new file created beside the
    /// target (exclusively, never through a link) and renamed over it: no reader ever sees half a
    /// file, and its permissions are kept. A link at the target is refused, neither followed nor
    /// replaced (replacing `/dev/stdout` would be as wrong as writing through a link to a
    /// secret). A device or FIFO the user names (`-o /dev/null`) is written as it is.
    package static func replaceFile(at path: String, with data: Data) throws(WriteFailure) {
        func failure(_ code: Int32) -> WriteFailure { WriteFailure(path: path, reason: String(cString: strerror(code))) }
        guard !path.isEmpty, !path.utf8.contains(0) else { throw WriteFailure(path: path, reason: "not a file name") }
        var existing = stat()
        var mode: mode_t = 0o644
        if lstat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: mode = existing.st_mode & 0o777
            case S_IFDIR: throw WriteFailure(path: path, reason: "is a folder")
            case S_IFLNK:
                throw WriteFailure(path: path, reason: "is a symbolic link, which nibcheck neither writes through nor replaces; remove it, or write to another path")
            default:
                try writeInPlace(path, data)
                return
            }
        }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0 ..< 16 where descriptor < 0 {
            temporary = folder + "." + String(base.prefix(64)) + ".\(getpid())-\(UInt32.random(in: .min ... .max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor < 0, errno != EEXIST { throw failure(errno) }
        }
        guard descriptor >= 0 else { throw failure(EEXIST) }
        let error = writeAll(data, to: descriptor)
        _ = fchmod(descriptor, mode)
        if let error {
            close(descriptor)
            unlink(temporary)
            throw failure(error)
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    /// Writes `data` to the device or FIFO at `path`, opened without following a link.
    private static func writeInPlace(_ path: String, _ data: Data) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteFailure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let error = writeAll(data, to: descriptor) { throw WriteFailure(path: path, reason: String(cString: strerror(error))) }
    }

    /// Writes all of `data` to `descriptor`, again after an interruption; the error number when
    /// it fails.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        var written = 0
        let count = data.count
        return data.withUnsafeBytes { buffer -> Int32? in
            while written < count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
    }

    /// `name` as one file name that cannot climb or hide: letters, digits, `-`, `_` and `.` kept,
    /// anything else (a `/`, a control character) written `_`, no leading dot, at most 100 bytes.
    /// For names built from what a document says, such as an object's id.
    package static func safeFileName(_ name: String) -> String {
        var out = String(String.UnicodeScalarView(name.unicodeScalars.prefix(100).map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? scalar : "_"
        }))
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "_" : out
    }
}

/// POSIX `write(2)`, under a name that no `write` method in scope hides.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
