import Foundation
import NibDocument
import NibSupport

/// A secret of this machine's user, kept outside every repository, that signs the source cache:
/// a cache file committed to a repository (or written by anyone without the key) cannot change
/// what a run finds, because its signature does not verify.
///
/// The key is 32 random bytes in `$XDG_CACHE_HOME/nibcheck/key` (or `~/.cache/nibcheck/key`),
/// made on first use, readable by its owner only. It is looked for there whatever cache file is
/// used: a key beside a cache file in a repository would be the repository's to choose.
struct MachineKey: Sendable {
    let bytes: [UInt8]

    /// The folder of this user's nibcheck caches and key: `$XDG_CACHE_HOME/nibcheck/`, else
    /// `~/.cache/nibcheck/`.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("nibcheck")
        }
        return URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache/nibcheck")
    }

    /// This user's key, made on first use; nil when it can be neither read nor made.
    static let user: MachineKey? = load(in: folder())

    /// The key in `folder`, made there when it has none; nil when it can be neither read nor made
    /// (then nothing is cached).
    static func load(in folder: URL) -> MachineKey? {
        let path = folder.appendingPathComponent("key").path
        if let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: 64, followingLinks: false),
           data.count == 32 {
            return MachineKey(bytes: [UInt8](data))
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        var random = [UInt8](repeating: 0, count: 32)
        guard let source = fopen("/dev/urandom", "rb") else { return nil }
        let count = fread(&random, 1, random.count, source)
        fclose(source)
        guard count == random.count else { return nil }
        // O_EXCL: a key another run made meanwhile is read, not overwritten.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            guard errno == EEXIST,
                  let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: 64, followingLinks: false),
                  data.count == 32 else { return nil }
            return MachineKey(bytes: [UInt8](data))
        }
        defer { close(descriptor) }
        guard write(descriptor, random, random.count) == random.count else {
            unlink(path)
            return nil
        }
        return MachineKey(bytes: random)
    }

    /// HMAC-SHA-256 (RFC 2104) of the concatenation of `message` under this key.
    func signature(of message: [ArraySlice<UInt8>]) -> [UInt8] {
        SHA256.hmac(key: bytes, message: message)
    }
}

/// SHA-256 as FIPS 180-4 defines it, and HMAC over it: all the cache needs, with no dependency.
enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// The 32-byte digest of the concatenation of `parts`.
    static func digest(_ parts: [UInt8]...) -> [UInt8] {
        digest(parts: parts.map { $0[...] })
    }

    static func digest(parts: [ArraySlice<UInt8>]) -> [UInt8] {
        var state = initialState
        var schedule = [UInt32](repeating: 0, count: 64)
        var pending: [UInt8] = []
        pending.reserveCapacity(64)
        var total = 0
        for part in parts {
            total += part.count
            part.withUnsafeBufferPointer { buffer in
                var index = 0
                // Top up a partial block first, then whole blocks straight from the buffer.
                if !pending.isEmpty {
                    let take = min(64 - pending.count, buffer.count)
                    pending += buffer[0..<take]
                    index = take
                    if pending.count == 64 {
                        pending.withUnsafeBufferPointer { compress($0, into: &state, schedule: &schedule) }
                        pending.removeAll(keepingCapacity: true)
                    }
                }
                while index + 64 <= buffer.count {
                    compress(UnsafeBufferPointer(rebasing: buffer[index..<index + 64]), into: &state, schedule: &schedule)
                    index += 64
                }
                pending += buffer[index...]
            }
        }
        // Padding: a 1 bit, zeros, and the length in bits as a big-endian 64-bit number.
        let bitLength = UInt64(total) &* 8
        pending.append(0x80)
        if pending.count > 56 {
            pending += [UInt8](repeating: 0, count: 64 - pending.count)
            pending.withUnsafeBufferPointer { compress($0, into: &state, schedule: &schedule) }
            pending.removeAll(keepingCapacity: true)
        }
        pending += [UInt8](repeating: 0, count: 56 - pending.count)
        for shift in stride(from: 56, through: 0, by: -8) { pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        pending.withUnsafeBufferPointer { compress($0, into: &state, schedule: &schedule) }
        return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    /// HMAC (RFC 2104) with SHA-256, over the concatenation of `message` (no copy of it is made).
    static func hmac(key: [UInt8], message: [ArraySlice<UInt8>]) -> [UInt8] {
        var key = key.count > 64 ? digest(key) : key
        key += [UInt8](repeating: 0, count: 64 - key.count)
        let inner = digest(parts: [key.map { $0 ^ 0x36 }[...]] + message)
        return digest(key.map { $0 ^ 0x5c }, inner)
    }

    static func hmac(key: [UInt8], message: ArraySlice<UInt8>) -> [UInt8] {
        hmac(key: key, message: [message])
    }

    private static func compress(_ block: UnsafeBufferPointer<UInt8>, into state: inout [UInt32], schedule w: inout [UInt32]) {
        @inline(__always) func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        for t in 0..<16 {
            w[t] = UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8 | UInt32(block[4 * t + 3])
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for t in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ roundConstants[t] &+ w[t]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}
