#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `String` of every element and attribute name, made once per process and shared by every
/// document that uses the name.
///
/// Interface Builder files use the same few hundred names over and over; making a `String` of each
/// name for every document (validating its bytes, allocating one longer than 15 bytes) and freeing
/// them all with it was a tenth of the tree builder's own work. Here a name met before costs a hash
/// and a lookup under a lock, and the documents' name arrays share one string's storage.
///
/// The table stops growing at `maxNames` names or `maxBytes` bytes, so hostile input with millions
/// of distinct names cannot make the process keep them: past that a name gets its own `String`, as
/// before. A pthread mutex, as `Locked` explains (ThreadSanitizer sees it); parses on different
/// threads take it once per name new to their document, for a few dozen instructions.
final class SharedNames: @unchecked Sendable {
    // @unchecked: everything below `mutex` is only read or written with it held (which is also why
    // the dynamic exclusivity checks, a quarter of a lookup, are switched off).
    static let shared = SharedNames()

    static let maxNames = 16_384
    static let maxBytes = 1 << 20

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @exclusivity(unchecked) private var slots: UnsafeMutableBufferPointer<Slot>
    @exclusivity(unchecked) private var strings: [String] = []
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var byteCount = 0

    private struct Slot {
        var hash: UInt64
        var start: Int32
        var length: Int32
        /// Index in `strings`; -1 for an empty slot.
        var string: Int32
    }

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        slots = .allocate(capacity: 1024)
        slots.initialize(repeating: Slot(hash: 0, start: 0, length: 0, string: -1))
        bytes = .allocate(capacity: SharedNames.maxBytes)
        strings.reserveCapacity(512)
    }

    /// The name spelled by `name` (UTF-8), the same string every time the table holds it.
    func string(_ name: UnsafeBufferPointer<UInt8>) -> String {
        let hash = SharedNames.hash(name)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].string >= 0 {
            let candidate = slots[slot]
            if candidate.hash == hash, Int(candidate.length) == name.count,
               name.count == 0 || memcmp(bytes + Int(candidate.start), name.baseAddress!, name.count) == 0 {
                return strings[Int(candidate.string)]
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: name, as: UTF8.self)
        guard strings.count < SharedNames.maxNames, byteCount + name.count <= SharedNames.maxBytes else { return string }
        if let source = name.baseAddress, name.count > 0 { (bytes + byteCount).update(from: source, count: name.count) }
        slots[slot] = Slot(hash: hash, start: Int32(byteCount), length: Int32(name.count), string: Int32(strings.count))
        byteCount += name.count
        strings.append(string)
        if strings.count * 2 > slots.count { grow() }
        return string
    }

    private func grow() {
        let old = slots
        slots = .allocate(capacity: old.count * 2)
        slots.initialize(repeating: Slot(hash: 0, start: 0, length: 0, string: -1))
        let mask = slots.count - 1
        for entry in old where entry.string >= 0 {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot].string >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        old.deallocate()
    }

    /// FNV-1a over eight bytes at a time, then mixed so that the low bits (the slot) depend on
    /// every byte.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(name.count)
        guard let base = name.baseAddress else { return hash }
        var index = 0
        while index + 8 <= name.count {
            hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0x0000_0100_0000_01B3
            index += 8
        }
        while index < name.count {
            hash = (hash ^ UInt64(base[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
