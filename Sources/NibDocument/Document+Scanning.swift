/// Whole-document passes for tools that look at every element (linters, indexers). They read the
/// flat storage directly: attribute names are compared as interned integers, and a value becomes
/// a `String` only when its name is one the caller asked for.
extension Document {
    /// Calls `body` for every attribute, in document order, whose name is one of `names`, with the
    /// element, the index of the name in `names`, and the value.
    public func forEachAttribute(named names: [String], _ body: (Element, Int, String) -> Void) {
        // Interned ids of the requested names; a name the document never uses can't match.
        var wanted: [Int32: Int] = [:]
        for (position, name) in storage.names.enumerated() {
            if let requested = names.firstIndex(of: name) { wanted[Int32(position)] = requested }
        }
        guard !wanted.isEmpty else { return }
        // A small direct table beats hashing in the inner loop.
        var lookup = [Int](repeating: -1, count: storage.names.count)
        for (id, requested) in wanted { lookup[Int(id)] = requested }
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.attributes.withUnsafeBufferPointer { attributes in
                for index in 0 ..< nodes.count {
                    let node = nodes[index]
                    let start = Int(node.attributeStart)
                    for record in attributes[start ..< start + Int(node.attributeCount)] {
                        let requested = lookup[Int(record.name)]
                        if requested >= 0 {
                            body(Element(storage: storage, index: Int32(index)), requested, storage.value(of: record))
                        }
                    }
                }
            }
        }
    }

    /// The distinct element names the document uses.
    public var elementNames: Set<String> {
        var seen = [Bool](repeating: false, count: storage.names.count)
        for node in storage.nodes { seen[Int(node.name)] = true }
        return Set(seen.indices.filter { seen[$0] }.map { storage.names[$0] })
    }

    /// Every element with the given name, in document order.
    public func elements(named name: String) -> [Element] {
        guard let id = storage.names.firstIndex(of: name).map(Int32.init) else { return [] }
        return storage.nodes.indices.compactMap { index in
            storage.nodes[index].name == id ? Element(storage: storage, index: Int32(index)) : nil
        }
    }

    /// The text of a 1-based source line, without its line break: for diagnostics that quote the
    /// line with a caret under the column.
    public func sourceLine(_ line: Int) -> String? {
        storage.sourceLine(line)
    }
}

extension Element {
    /// The element's position in document order (the root is 0); stable for the document's life.
    public var documentIndex: Int { Int(index) }
}
