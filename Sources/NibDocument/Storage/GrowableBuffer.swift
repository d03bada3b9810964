import Foundation

/// The tree builder's storage while a parse runs: a manually grown buffer of plain values.
///
/// The builder appends a few hundred thousand small records per megabyte of XML; through `Array`
/// each append pays a uniqueness check, a capacity check and generic code, which together cost
/// more than libxml2's parse of the same bytes. Here an append is a bounds check and a store. The
/// buffer is owned by one builder on one thread and handed to the document as a `FlatArray` (no copy) when the parse ends.
struct GrowableBuffer<Value: BitwiseCopyable> {
    fileprivate(set) var base: UnsafeMutablePointer<Value>
    fileprivate(set) var count = 0
    fileprivate var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = GrowableBuffer.reallocate(nil, capacity: self.capacity)
    }

    /// Frees the storage; the buffer must not be used afterwards.
    func deallocate() {
        free(base)
    }

    subscript(index: Int) -> Value {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ value: Value) {
        if count == capacity { grow(to: count + 1) }
        base[count] = value
        count += 1
    }

    @inline(__always)
    mutating func append(_ values: UnsafeBufferPointer<Value>) {
        guard let source = values.baseAddress, !values.isEmpty else { return }
        if count + values.count > capacity { grow(to: count + values.count) }
        (base + count).update(from: source, count: values.count)
        count += values.count
    }

    /// Makes room for `extra` more values, for the `appendReserved` calls after it.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Appends within room `reserve` made: no capacity check.
    @inline(__always)
    mutating func appendReserved(_ value: Value) {
        base[count] = value
        count += 1
    }

    /// Appends `count` values from `source` within room `reserve` made.
    @inline(__always)
    mutating func appendReserved(_ source: UnsafePointer<Value>, count newCount: Int) {
        (base + count).update(from: source, count: newCount)
        count += newCount
    }

    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    var last: Value? { count > 0 ? base[count - 1] : nil }

    mutating func removeLast() -> Value? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// A copy of the values as an `Array`, made with one block copy (the generic conversion
    /// from a buffer copied value by value).
    func toArray() -> [Value] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let destination = buffer.baseAddress, count > 0 {
                destination.initialize(from: base, count: count)
            }
            initialized = count
        }
    }

    /// Out of line: the appends inline only their capacity check (a call per append was a
    /// twentieth of the tree builder's work).
    @inline(never)
    fileprivate mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        base = GrowableBuffer.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
    }

    /// `malloc` blocks (rather than `UnsafeMutablePointer.allocate`), so that growing may extend a
    /// block in place and a finished buffer can be trimmed and handed over (`FlatArray` frees it).
    fileprivate static func reallocate(_ block: UnsafeMutablePointer<Value>?, capacity: Int) -> UnsafeMutablePointer<Value> {
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        guard !overflow, let raw = realloc(block, max(bytes, 1)) else {
            fatalError("GrowableBuffer: out of memory for \(capacity) values")
        }
        return raw.bindMemory(to: Value.self, capacity: capacity)
    }
}

extension GrowableBuffer where Value: Sendable {
    /// The values as a `FlatArray` that takes the storage over (trimmed to the values, in place
    /// where `realloc` can), leaving this buffer empty.
    mutating func takeFlatArray() -> FlatArray<Value> {
        let block = GrowableBuffer.reallocate(base, capacity: max(count, 1))
        let result = FlatArray(takingMallocBlock: block, count: count)
        capacity = 16
        count = 0
        base = GrowableBuffer.reallocate(nil, capacity: capacity)
        return result
    }
}
