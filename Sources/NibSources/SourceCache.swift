import Foundation
import NibValidation

/// Two independent 64-bit FNV-1a hashes of a file's bytes and its length: the cache key. A
/// collision would need both hashes and the length to agree.
struct ContentHash: Hashable, Sendable {
    let first: UInt64
    let second: UInt64
    let length: Int

    init(_ bytes: [UInt8]) {
        var a: UInt64 = 0xcbf29ce484222325
        var b: UInt64 = 0x84222325cbf29ce4
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x100000001b3
            b = (b &* 0x100000001b3) ^ UInt64(byte &+ 0x5A)
        }
        first = a
        second = b
        length = bytes.count
    }

    var hex: String {
        String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16) + "-" + String(length)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// What SourceKit said about each Swift file, by content hash, kept in one JSON file between runs.
/// Locations are stored without the file's path (the same content may move) and put back on
/// lookup. Entries not used in a run are dropped when it saves.
final class SourceCache: @unchecked Sendable {
    /// Bumped whenever what the reader extracts changes, so older entries are ignored.
    static let version = "nibcheck-sources-1"

    private struct Stored: Codable {
        var version: String
        var entries: [String: FileDeclarations]
    }

    private let file: URL?
    private let lock = NSLock()
    private var loaded: [String: FileDeclarations] = [:]
    private var used: [String: FileDeclarations] = [:]
    private var changed = false

    init(file: URL?) {
        self.file = file
        guard let file, let data = try? Data(contentsOf: file),
              let stored = try? JSONDecoder().decode(Stored.self, from: data),
              stored.version == SourceCache.version else { return }
        loaded = stored.entries
    }

    static func key(for bytes: [UInt8]) -> String { ContentHash(bytes).hex }

    func lookup(_ key: String) -> FileDeclarations? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = loaded[key] else { return nil }
        used[key] = entry
        return entry
    }

    func store(_ key: String, _ declarations: FileDeclarations) {
        lock.lock()
        defer { lock.unlock() }
        used[key] = declarations.relocated(to: "")
        changed = true
    }

    func save() {
        guard let file else { return }
        lock.lock()
        defer { lock.unlock() }
        guard changed || used.count != loaded.count else { return }
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(Stored(version: SourceCache.version, entries: used)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}

extension FileDeclarations {
    /// The same declarations with every location in `file`.
    func relocated(to file: String) -> FileDeclarations {
        var copy = self
        for t in copy.types.indices {
            copy.types[t].location.file = file
            for p in copy.types[t].properties.indices { copy.types[t].properties[p].location.file = file }
            for m in copy.types[t].methods.indices { copy.types[t].methods[m].location.file = file }
        }
        for l in copy.literals.indices { copy.literals[l].location.file = file }
        return copy
    }
}
