import Foundation

/// The tree builder's storage while a parse runs: a manually grown buffer of plain values.
///
/// The builder appends a few hundred thousand small records per megabyte of XML; through `Array`
/// each append pays a uniqueness check, a capacity check and generic code, which together cost
/// more than libxml2's parse of the same bytes. Here an append is a bounds check and a store. The
/// buffer is owned by one builder on one thread and handed over as an `Array` when the parse ends.
struct GrowableBuffer<Value: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Value>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the storage; the buffer must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }

    subscript(index: Int) -> Value {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    mutating func append(_ value: Value) {
        if count == capacity { grow(to: count + 1) }
        base[count] = value
        count += 1
    }

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

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
