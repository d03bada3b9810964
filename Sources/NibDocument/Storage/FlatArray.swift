#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only array of plain values that owns a `malloc` block: the storage of a finished
/// `GrowableBuffer`, handed over without a copy.
///
/// The tree builder writes a document's nodes, attribute records and byte arena into growable
/// buffers; copying each into an `Array` when the parse ended (allocating, copying, freeing the
/// buffer) was a fortieth of building a document. A `FlatArray` takes the buffer itself. Indexes
/// are checked as `Array` checks them.
struct FlatArray<Element: BitwiseCopyable & Sendable>: RandomAccessCollection, @unchecked Sendable {
    // @unchecked: the values are immutable once handed over, and `owner` frees them only when no
    // `FlatArray` refers to it.
    private let owner: Owner
    private let base: UnsafePointer<Element>
    let count: Int

    /// Takes `count` values at `base`, a block from `malloc` (or `realloc`) that the array frees.
    init(takingMallocBlock base: UnsafeMutablePointer<Element>, count: Int) {
        owner = Owner(base)
        self.base = UnsafePointer(base)
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    func index(after index: Int) -> Int { index + 1 }

    @inline(__always)
    func index(before index: Int) -> Int { index - 1 }

    @inline(__always)
    subscript(position: Int) -> Element {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "FlatArray index out of range")
        return base[position]
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }

    private final class Owner {
        let base: UnsafeMutableRawPointer

        init(_ base: UnsafeMutablePointer<Element>) {
            self.base = UnsafeMutableRawPointer(base)
        }

        deinit {
            free(base)
        }
    }
}
