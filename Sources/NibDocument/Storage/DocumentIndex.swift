/// The document's indexes, built once, in one linear pass over the flat storage, the first time a
/// query needs them: elements by name and by owner, and constraints grouped by what they say.
/// (Ids have their own hash table, `IDTable`; positions theirs, `PositionTable`.)
///
/// Rules, the plan compiler and the solver ask these questions for every file; answering each by
/// scanning the document made a linter quadratic on hostile input (100,000 distinct element names
/// took 45 s).
final class DocumentIndex: Sendable {
    /// Interned name → its id in `DocumentStorage.names`.
    let nameIDs: [String: Int32]
    /// Per name id: the nodes with that name, in document order.
    let nodesByName: [[Int32]]
    /// Per node: the nearest enclosing element that carries an `id` (the object the element
    /// belongs to: a view for its `<rect>`, its `<constraints>` and their constraints), or -1.
    let owners: [Int32]

    init(storage: DocumentStorage) {
        var nameIDs: [String: Int32] = [:]
        nameIDs.reserveCapacity(storage.names.count)
        for (id, name) in storage.names.enumerated() where nameIDs[name] == nil { nameIDs[name] = Int32(id) }
        var byName = [[Int32]](repeating: [], count: storage.names.count)
        var owners = [Int32](repeating: -1, count: storage.nodes.count)
        let idName = nameIDs["id"]
        for (index, node) in storage.nodes.enumerated() {
            byName[Int(node.name)].append(Int32(index))
            guard node.parent >= 0 else { continue }
            // Nodes come in document order, so the parent's owner is already known.
            let parent = Int(node.parent)
            owners[index] = storage.hasAttribute(idName, node: storage.nodes[parent]) ? Int32(parent) : owners[parent]
        }
        self.nameIDs = nameIDs
        nodesByName = byName
        self.owners = owners
    }

    /// Groups of two or more `<constraint>` elements held by the same `<constraints>` list that
    /// write the same attributes with the same values, apart from `id` and `identifier` (which
    /// both must still write). Each group in document order; groups in order of their first.
    static func sameConstraintGroups(storage: DocumentStorage, index: DocumentIndex) -> [[Int32]] {
        guard let constraintName = index.nameIDs["constraint"] else { return [] }
        let ignored = Set(["id", "identifier"].compactMap { index.nameIDs[$0] })
        // Duplicates are rare: a cheap 64-bit fingerprint per constraint first (no allocation,
        // attribute order ignored by summing per-attribute hashes), sorted, and full signatures
        // only for constraints whose fingerprint another shares.
        let nodes = index.nodesByName[Int(constraintName)]
        var fingerprints: [(fingerprint: UInt64, node: Int32)] = []
        fingerprints.reserveCapacity(nodes.count)
        storage.arena.withUnsafeBufferPointer { arena in
            for node in nodes {
                let record = storage.nodes[Int(node)]
                var sum: UInt64 = 0
                let start = Int(record.attributeStart)
                for position in start ..< start + Int(record.attributeCount) {
                    let attribute = storage.attributes[position]
                    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(bitPattern: attribute.name))
                    hash = hash &* 0x0000_0100_0000_01b3
                    if !ignored.contains(attribute.name) {
                        let from = Int(attribute.valueStart)
                        for byte in arena[from ..< from + Int(attribute.valueLength)] {
                            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                        }
                    }
                    sum &+= hash ^ (hash >> 29)
                }
                let holder = UInt64(UInt32(bitPattern: record.parent)) &* 0x9E37_79B9_7F4A_7C15
                fingerprints.append(((sum ^ holder) &* 0xff51_afd7_ed55_8ccd, node))
            }
        }
        fingerprints.sort { $0.fingerprint != $1.fingerprint ? $0.fingerprint < $1.fingerprint : $0.node < $1.node }
        var groups: [ConstraintSignature: [Int32]] = [:]
        var run = 0
        while run < fingerprints.count {
            var end = run + 1
            while end < fingerprints.count, fingerprints[end].fingerprint == fingerprints[run].fingerprint { end += 1 }
            if end - run > 1 {
                for candidate in fingerprints[run ..< end] {
                    groups[signature(of: candidate.node, storage: storage, ignored: ignored), default: []].append(candidate.node)
                }
            }
            run = end
        }
        return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// A constraint's exact signature: its holder and its attributes by name, values but those
    /// of `ignored` names.
    private static func signature(of node: Int32, storage: DocumentStorage, ignored: Set<Int32>) -> ConstraintSignature {
        let record = storage.nodes[Int(node)]
        var attributes: [ConstraintSignature.Attribute] = []
        let start = Int(record.attributeStart)
        for position in start ..< start + Int(record.attributeCount) {
            let attribute = storage.attributes[position]
            let value = ignored.contains(attribute.name) ? [] : storage.bytes(of: attribute)
            attributes.append(ConstraintSignature.Attribute(name: attribute.name, value: value))
        }
        attributes.sort { $0.name < $1.name }
        return ConstraintSignature(holder: record.parent, attributes: attributes)
    }

    /// What makes two constraints the same: who holds them and every attribute but their names.
    struct ConstraintSignature: Hashable {
        struct Attribute: Hashable {
            let name: Int32
            let value: [UInt8]
        }

        let holder: Int32
        let attributes: [Attribute]
    }
}

/// Every element's line and column, computed in one forward pass over the source the first time
/// a position is asked for. Asking for each finding's column by scanning from the start of its
/// line made a one-line file with 100,000 findings never finish.
struct PositionTable: Sendable {
    /// Per node: 1-based line and column (in characters) of the `<` that starts its tag.
    let lines: [Int32]
    let columns: [Int32]

    init(storage: DocumentStorage) {
        var lines = [Int32](repeating: 1, count: storage.nodes.count)
        var columns = [Int32](repeating: 1, count: storage.nodes.count)
        if storage.positionsAreLines {
            for (index, node) in storage.nodes.enumerated() { lines[index] = node.tagEnd }
        } else {
            storage.source.withUnsafeBytes { raw in
                var line: Int32 = 1
                var column: Int32 = 1
                var cursor = 0
                for (index, node) in storage.nodes.enumerated() {
                    // `<` can't occur inside a start tag (not even in attribute values), so the
                    // last one before the tag's end is its start.
                    var start = min(Int(node.tagEnd), raw.count - 1)
                    while start > cursor, raw[start] != UInt8(ascii: "<") { start -= 1 }
                    while cursor < start {
                        let byte = raw[cursor]
                        if byte == 0x0A {
                            line += 1
                            column = 1
                        } else if byte & 0xC0 != 0x80 {
                            column += 1  // UTF-8 continuation bytes don't start a character
                        }
                        cursor += 1
                    }
                    lines[index] = line
                    columns[index] = column
                }
            }
        }
        self.lines = lines
        self.columns = columns
    }
}
