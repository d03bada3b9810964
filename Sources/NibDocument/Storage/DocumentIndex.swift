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
        var groups: [ConstraintSignature: [Int32]] = [:]
        var order: [ConstraintSignature] = []
        for node in index.nodesByName[Int(constraintName)] {
            let record = storage.nodes[Int(node)]
            var attributes: [ConstraintSignature.Attribute] = []
            let start = Int(record.attributeStart)
            for position in start ..< start + Int(record.attributeCount) {
                let attribute = storage.attributes[position]
                let value = ignored.contains(attribute.name) ? [] : storage.bytes(of: attribute)
                attributes.append(ConstraintSignature.Attribute(name: attribute.name, value: value))
            }
            attributes.sort { $0.name < $1.name }
            let signature = ConstraintSignature(holder: record.parent, attributes: attributes)
            if groups[signature] == nil { order.append(signature) }
            groups[signature, default: []].append(node)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
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
