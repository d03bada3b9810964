import Foundation

/// The document's indexes, built once, in one linear pass over the flat storage, the first time a
/// query needs them: elements by name and by owner, and constraints grouped by what they say.
/// (Ids have their own hash table, `IDTable`; positions theirs, `PositionTable`.)
///
/// Rules, the plan compiler and the solver ask these questions for every file; answering each by
/// scanning the document made a linter quadratic on hostile input (100,000 distinct element names
/// took 45 s).
final class DocumentIndex: Sendable {
    /// Per name id: the nodes with that name, in document order.
    let nodesByName: [[Int32]]
    /// Per node: the nearest enclosing element that carries an `id` (the object the element
    /// belongs to: a view for its `<rect>`, its `<constraints>` and their constraints), or -1.
    let owners: [Int32]

    init(storage: DocumentStorage) {
        var byName = [[Int32]](repeating: [], count: storage.names.count)
        var owners = [Int32](repeating: -1, count: storage.nodes.count)
        // Whether each node carries an `id`, worked out once per node rather than once per child.
        var hasID = [Bool](repeating: false, count: storage.nodes.count)
        let idName = storage.nameID("id")
        for (index, node) in storage.nodes.enumerated() {
            byName[Int(node.name)].append(Int32(index))
            hasID[index] = storage.hasAttribute(idName, node: node)
            guard node.parent >= 0 else { continue }
            // Nodes come in document order, so the parent's owner is already known.
            let parent = Int(node.parent)
            owners[index] = hasID[parent] ? Int32(parent) : owners[parent]
        }
        nodesByName = byName
        self.owners = owners
    }

    /// Groups of two or more `<constraint>` elements held by the same `<constraints>` list that
    /// write the same attributes with the same values, apart from `id` and `identifier` (which
    /// both must still write). Each group in document order; groups in order of their first.
    static func sameConstraintGroups(storage: DocumentStorage, index: DocumentIndex) -> [[Int32]] {
        guard let constraintName = storage.nameID("constraint") else { return [] }
        let ignored = Set(["id", "identifier"].compactMap { storage.nameID($0) })
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
                guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                // Jumps with memchr between the bytes that matter (each tag's `<`, each line
                // break), and counts characters only on the line prefix before a tag: a byte
                // loop over the whole source was a fifth of linting the corpus.
                func next(_ byte: UInt8, from: Int, to end: Int) -> Int? {
                    guard from < end, let found = memchr(base + from, Int32(byte), end - from) else { return nil }
                    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
                var line: Int32 = 1
                var column: Int32 = 1
                var counted = 0  // the column counts the characters of the line up to here
                var cursor = 0
                for node in storage.nodes.indices {
                    // `<` can't occur inside a start tag (not even in attribute values), so the
                    // last one before the tag's end is its start.
                    let tagEnd = min(Int(storage.nodes[node].tagEnd), raw.count - 1)
                    var start = cursor
                    var from = cursor
                    while let open = next(UInt8(ascii: "<"), from: from, to: tagEnd + 1) {
                        start = open
                        from = open + 1
                    }
                    while let newline = next(0x0A, from: cursor, to: start) {
                        line += 1
                        column = 1
                        counted = newline + 1
                        cursor = counted
                    }
                    cursor = start
                    for offset in counted ..< max(counted, start) where base[offset] & 0xC0 != 0x80 { column += 1 }
                    counted = max(counted, start)
                    lines[node] = line
                    columns[node] = column
                }
            }
        }
        self.lines = lines
        self.columns = columns
    }
}
