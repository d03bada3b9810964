import Foundation
import NibDocument
import NibValidation
import NibSupport

/// The first 128 bits of the SHA-256 of a file's bytes, and its length: the cache key. A
/// collision-resistant hash, because a pull request chooses the bytes: with a fast hash such as
/// FNV a file could be made to collide with one this machine cached earlier and take its
/// declarations, hiding a finding.
struct ContentHash: Hashable, Comparable, Sendable {
    let first: UInt64
    let second: UInt64
    let length: Int

    init(first: UInt64, second: UInt64, length: Int) {
        self.first = first
        self.second = second
        self.length = length
    }

    init(_ bytes: [UInt8]) {
        let digest = SHA256.digest(bytes)
        first = digest[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
        second = digest[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
        length = bytes.count
    }

    var hex: String {
        String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16) + "-" + String(length)
    }

    static func < (lhs: ContentHash, rhs: ContentHash) -> Bool {
        (lhs.first, lhs.second, lhs.length) < (rhs.first, rhs.second, rhs.length)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// A file's content as the cache files it: the reader that reads it and the hash of its bytes.
struct ContentKey: Hashable, Comparable, Sendable {
    enum Language: UInt8, Sendable {
        case swift = 1
        case objectiveC = 2
    }

    var language: Language
    var hash: ContentHash

    static func < (lhs: ContentKey, rhs: ContentKey) -> Bool {
        (lhs.language.rawValue, lhs.hash) < (rhs.language.rawValue, rhs.hash)
    }
}

/// What `stat` says about a file, as far as it changes when the file's bytes do: device and
/// inode (an editor that saves by renaming a new file over the old one), size, and the times of
/// the last modification and of the last status change.
///
/// The status-change time (`ctime`) is the one that makes a stamp safe to trust: the kernel
/// sets it on every write and no program can set it back, unlike the modification time, which
/// `touch -d`, `cp -p`, `rsync -t` and `tar` restore.
struct FileStamp: Hashable, Sendable {
    struct Time: Hashable, Sendable {
        var seconds: Int64
        var nanoseconds: Int64
        var value: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
    }

    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Time
    var changed: Time

    init(device: UInt64, inode: UInt64, size: Int64, modified: Time, changed: Time) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the file at `path` (symbolic links followed, as reading does); nil when it
    /// cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Time(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        changed = Time(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        modified = Time(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        changed = Time(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
    }

    /// Whether both times are at least `margin` seconds before `moment` (seconds since 1970).
    func settled(before moment: Double, margin: Double) -> Bool {
        max(modified.value, changed.value) <= moment - margin
    }
}

/// What the readers found in each source file, kept between runs in one binary file (see
/// `CacheFile` for the layout).
///
/// **Keys.** A file's declarations are filed by its content: language, a SHA-256 prefix and
/// the length (`ContentKey`), so a file that moves or comes back to an earlier content still
/// hits. Locations are stored without the file's path and get it back on lookup. With each
/// content the cache also keeps whether the byte scan found any of a set of needles in it, by
/// a hash of the set, so a Swift file the scan skipped is not read again either.
///
/// **Stamps.** To know a file's content without reading and hashing it, the cache also keeps,
/// per path, the file's `FileStamp` and the content it had. When a path's stamp is unchanged,
/// its bytes are taken to be unchanged; otherwise the file is read and hashed as before. This
/// is sound because the stamp includes `ctime`, which the kernel moves on every write, and
/// because a stamp is only recorded when both its times are at least `settlingTime` seconds
/// older than the start of the run: a write in the same clock tick as the one we saw (file
/// systems keep times at a granularity of up to 2 s, and the kernel's clock for them is coarse)
/// would otherwise leave the stamp unchanged while the bytes changed: git's "racy clean" case.
/// A freshly written file is therefore hashed on each run until it is a few seconds old.
///
/// **Life.** A file that is not a whole cache of this format and reader version (missing,
/// truncated, damaged, older, or something else entirely) is ignored and replaced when the run
/// saves. Contents and paths not used in a run are dropped when it saves; a run that learned
/// nothing new and dropped nothing does not write at all.
final class SourceCache: Sendable {
    /// Bumped whenever what the readers extract, how the byte scan matches or how contents are
    /// keyed changes, so that older files are ignored.
    static let readerVersion: UInt32 = 110
    /// How old a file's times must be, at the start of the run, for its stamp to be recorded.
    static let settlingTime: Double = 2
    /// How many needle sets' outcomes each content keeps (most recent first).
    static let scansKept = 8
    /// A cache file larger than this is not read (a large app's is a few megabytes).
    static let maxFileSize = 256 << 20

    private let file: URL?
    private let key: MachineKey?
    private let start: Double
    private let loaded: CacheFile.Loaded?
    /// What this run used, shared by the reading threads.
    private let run = Locked(Run())

    private struct Run {
        /// Contents used in this run, with what is known of them.
        var entries: [ContentKey: CacheFile.Entry] = [:]
        /// Paths seen in this run whose stamps can be trusted next time.
        var paths: [String: CacheFile.PathRecord] = [:]
        var changed = false

        /// The entry for `content` in this run, taken from the loaded file on first use.
        mutating func touch(_ content: ContentKey, loaded: CacheFile.Loaded?) -> CacheFile.Entry {
            if let entry = entries[content] { return entry }
            let entry = loaded?.entries[content] ?? CacheFile.Entry()
            entries[content] = entry
            return entry
        }
    }

    /// The cache kept in `file` (nil: none, nothing kept), signed with `key` (nil: no key could
    /// be had, nothing kept); `start` is when the run began.
    init(file: URL?, start: Date = Date(), key: MachineKey? = MachineKey.user) {
        self.file = key == nil ? nil : file
        self.key = key
        self.start = start.timeIntervalSince1970
        if let file, let key,
           let data = try? FileSystem.readRegularFile(Array(file.path.utf8), name: file.path, maxSize: SourceCache.maxFileSize) {
            loaded = CacheFile.decode([UInt8](data), key: key)
        } else {
            loaded = nil
        }
    }

    /// Whether a cache was loaded from the file.
    var isLoaded: Bool { loaded != nil }

    /// The content of the file at `path`, when its stamp is the one recorded for it: the file
    /// need not be read.
    func content(atPath path: String, stamp: FileStamp) -> ContentKey? {
        guard let record = loaded?.paths[path], record.stamp == stamp else { return nil }
        return record.content
    }

    /// Notes that `path`, with `stamp`, holds `content` in this run.
    func record(path: String, stamp: FileStamp, content: ContentKey) {
        let settled = stamp.settled(before: start, margin: SourceCache.settlingTime)
        let record = CacheFile.PathRecord(stamp: stamp, content: content)
        let known = loaded?.paths[path] == record
        run.withLock { run in
            _ = run.touch(content, loaded: loaded)
            guard settled else { return }
            run.paths[path] = record
            if !known { run.changed = true }
        }
    }

    /// Whether the byte scan for the needle set `needles` matched `content`, when known.
    func scanOutcome(_ content: ContentKey, needles: ContentHash) -> Bool? {
        run.withLock { $0.touch(content, loaded: loaded).scans.first { $0.needles == needles }?.matched }
    }

    /// Keeps the outcome of a byte scan.
    func recordScan(_ content: ContentKey, needles: ContentHash, matched: Bool) {
        run.withLock { run in
            var entry = run.touch(content, loaded: loaded)
            entry.scans.removeAll { $0.needles == needles }
            entry.scans.insert(CacheFile.Scan(needles: needles, matched: matched), at: 0)
            if entry.scans.count > SourceCache.scansKept { entry.scans.removeLast(entry.scans.count - SourceCache.scansKept) }
            run.entries[content] = entry
            run.changed = true
        }
    }

    /// The declarations read from `content` before, with `file` in their locations.
    func declarations(_ content: ContentKey, file: String) -> FileDeclarations? {
        let entry = run.withLock { $0.touch(content, loaded: loaded) }
        switch entry.declarations {
        case .none:
            return nil
        case .decoded(let declarations):
            return declarations.relocated(to: file)
        case .encoded(let range):
            // Decoded outside the lock: the loaded bytes never change.
            guard let loaded else { return nil }
            return CacheFile.declarations(in: loaded, range: range, file: file)
        }
    }

    /// Keeps what a reader found in `content`.
    func store(_ content: ContentKey, _ declarations: FileDeclarations) {
        run.withLock { run in
            var entry = run.touch(content, loaded: loaded)
            entry.declarations = .decoded(declarations)
            run.entries[content] = entry
            run.changed = true
        }
    }

    /// Writes what this run used, when it differs from what was loaded.
    func save() {
        guard let file, let key else { return }
        let loaded = self.loaded
        let bytes: [UInt8]? = run.withLock { run in
            guard run.changed || run.entries.count != (loaded?.entries.count ?? 0) || run.paths.count != (loaded?.paths.count ?? 0) else { return nil }
            return CacheFile.encode(entries: run.entries, paths: run.paths, key: key) { range in
                loaded.flatMap { CacheFile.declarations(in: $0, range: range, file: "") }
            }
        }
        guard let bytes else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A write that fails (a full disk, `ulimit -f`) leaves no cache, and no temporary file.
        try? FileSystem.replaceFile(at: file.path, with: Data(bytes))
    }
}

extension FileDeclarations {
    /// The same declarations with every location in `file`.
    func relocated(to file: String) -> FileDeclarations {
        func moved(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: file, line: location.line, column: location.column)
        }
        var copy = self
        for t in copy.types.indices {
            copy.types[t].location = moved(copy.types[t].location)
            for p in copy.types[t].properties.indices { copy.types[t].properties[p].location = moved(copy.types[t].properties[p].location) }
            for m in copy.types[t].methods.indices { copy.types[t].methods[m].location = moved(copy.types[t].methods[m].location) }
        }
        for l in copy.literals.indices { copy.literals[l].location = moved(copy.literals[l].location) }
        copy.file = file
        return copy
    }
}
