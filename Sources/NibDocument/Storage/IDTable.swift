import Foundation

/// The document's id index: every element's `id` attribute, found by hashing the stored bytes
/// (FNV-1a) into an open-addressing table of node indexes. No `String` is made to build it, which
/// matters because linting looks up every id of every file.
struct IDTable: Sendable {
    /// Per slot: the node holding an id and the attribute record of its value; node -1 when empty.
    private var slots: [(node: Int32, value: DocumentStorage.AttributeRecord)]
    /// Nodes whose id an earlier node already has, with that earlier node, in document order.
    private(set) var duplicates: [(node: Int32, first: Int32)] = []

    init(storage: DocumentStorage) {
        let idName = storage.names.firstIndex(of: "id").map(Int32.init)
        var holders: [(node: Int32, record: DocumentStorage.AttributeRecord)] = []
        if let idName {
            for (index, node) in storage.nodes.enumerated() {
                let start = Int(node.attributeStart)
                for position in start ..< start + Int(node.attributeCount) where storage.attributes[position].name == idName {
                    holders.append((Int32(index), storage.attributes[position]))
                    break
                }
            }
        }
        var capacity = 16
        while capacity < holders.count * 2 { capacity *= 2 }
        let empty = DocumentStorage.AttributeRecord(name: -1, valueStart: 0, valueLength: 0)
        slots = Array(repeating: (-1, empty), count: capacity)
        storage.arena.withUnsafeBufferPointer { arena in
            for (node, record) in holders {
                let bytes = UnsafeBufferPointer(start: arena.baseAddress! + Int(record.valueStart), count: Int(record.valueLength))
                var slot = IDTable.hash(bytes) & (capacity - 1)
                while slots[slot].node >= 0, !storage.bytesEqual(record, slots[slot].value) {
                    slot = (slot + 1) & (capacity - 1)
                }
                if slots[slot].node >= 0 {
                    duplicates.append((node, slots[slot].node))
                } else {
                    slots[slot] = (node, record)
                }
            }
        }
    }

    /// The first node whose id is `id`.
    func node(withID id: String, in storage: DocumentStorage) -> Int32? {
        var id = id
        return id.withUTF8 { wanted -> Int32? in
            var slot = IDTable.hash(wanted) & (slots.count - 1)
            return storage.arena.withUnsafeBufferPointer { arena -> Int32? in
                while slots[slot].node >= 0 {
                    let record = slots[slot].value
                    if Int(record.valueLength) == wanted.count,
                       wanted.isEmpty || memcmp(arena.baseAddress! + Int(record.valueStart), wanted.baseAddress!, wanted.count) == 0 {
                        return slots[slot].node
                    }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return nil
            }
        }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
