/// Whole-document passes for tools that look at every element (linters, indexers). They read the
/// flat storage directly: attribute names are compared as interned integers, and a value becomes
/// a `String` only when its name is one the caller asked for.
extension Document {
    /// Calls `body` for every attribute, in document order, whose name is one of `names`, with the
    /// element, the index of the name in `names`, and the value.
    public func forEachAttribute(named names: [String], _ body: (Element, Int, String) -> Void) {
        forEachAttribute(named: names, unless: { _, _ in false }, body)
    }

    /// `forEachAttribute(named:_:)` for the attributes `skip` does not take: it sees the index of
    /// the name in `names` and the value's UTF-8 bytes first, and a value it skips is never made
    /// a `String` (a rule that checks numbers passes over the thousands of plain ones so).
    public func forEachAttribute(named names: [String], unless skip: (Int, UnsafeBufferPointer<UInt8>) -> Bool,
                                 _ body: (Element, Int, String) -> Void) {
        // Interned ids of the requested names; a name the document never uses can't match.
        // A direct table from interned name to requested index beats hashing in the inner loop.
        // Every id spelled as a requested name maps (two parser routes may intern one name twice).
        // Each interned name is compared only with the requested names of its length (comparing
        // it with every requested name was most of a scan's cost); the first requested index
        // that matches wins, as the requested names are listed by length in index order.
        var lookup = [Int](repeating: -1, count: storage.names.count)
        var any = false
        var requestedByLength: [[Int]] = []
        for (requested, name) in names.enumerated() {
            let length = name.utf8.count
            if length >= requestedByLength.count {
                requestedByLength.append(contentsOf: Array(repeating: [], count: length + 1 - requestedByLength.count))
            }
            requestedByLength[length].append(requested)
        }
        for id in storage.names.indices {
            let length = storage.nameLength(Int32(id))
            guard length < requestedByLength.count else { continue }
            for requested in requestedByLength[length] where storage.name(Int32(id), is: names[requested]) {
                lookup[id] = requested
                any = true
                break
            }
        }
        guard any else { return }
        storage.nodes.withUnsafeBufferPointer { nodes in
            storage.attributes.withUnsafeBufferPointer { attributes in
                storage.arena.withUnsafeBufferPointer { arena in
                    lookup.withUnsafeBufferPointer { lookup in
                        for index in 0 ..< nodes.count {
                            let node = nodes[index]
                            var attribute = Int(node.attributeStart)
                            let end = attribute + Int(node.attributeCount)
                            while attribute < end {
                                let record = attributes[attribute]
                                attribute += 1
                                let requested = lookup[Int(record.name)]
                                guard requested >= 0 else { continue }
                                let bytes = UnsafeBufferPointer(start: arena.baseAddress! + Int(record.valueStart), count: Int(record.valueLength))
                                guard !skip(requested, bytes) else { continue }
                                let value = String(decoding: bytes, as: UTF8.self)
                                body(Element(storage: storage, index: Int32(index)), requested, value)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The distinct element names the document uses, in order of first use.
    public var elementNames: [String] {
        var seen = [Bool](repeating: false, count: storage.names.count)
        var names: [String] = []
        for node in storage.nodes where !seen[Int(node.name)] {
            seen[Int(node.name)] = true
            names.append(storage.names[Int(node.name)])
        }
        return names
    }

    /// Every element with the given name, in document order. Indexed: the first query builds the
    /// index in one pass, every query after it costs only its answer.
    public func elements(named name: String) -> [Element] {
        guard let id = storage.nameID(name) else { return [] }
        return storage.index.nodesByName[Int(id)].map { Element(storage: storage, index: $0) }
    }

    /// Groups of two or more constraints held by the same view that write the same attributes
    /// with the same values, apart from `id` and `identifier`: each group in document order, the
    /// groups in the order of their first constraint. Found by hashing, in one pass.
    public var sameConstraintGroups: [[Element]] {
        storage.sameConstraintGroups.map { $0.map { Element(storage: storage, index: $0) } }
    }

    /// The text of a 1-based source line, without its line break: for diagnostics that quote the
    /// line with a caret under the column.
    public func sourceLine(_ line: Int) -> String? {
        storage.sourceLine(line)
    }
}

extension Element {
    /// True when both elements write the same attributes with the same values, in any order,
    /// apart from the values of those named in `ignoring` (which must still be written by both).
    /// Compares the stored bytes; no string is made.
    public func hasSameAttributes(as other: Element, ignoring: Set<String> = []) -> Bool {
        guard storage === other.storage else {
            let mine = attributes.filter { !ignoring.contains($0.name) }
            let theirs = other.attributes.filter { !ignoring.contains($0.name) }
            return Set(mine) == Set(theirs) && mine.count == theirs.count
        }
        let records = storage.attributes
        let a = storage.nodes[Int(index)]
        let b = storage.nodes[Int(other.index)]
        guard a.attributeCount == b.attributeCount else { return false }
        let bRange = Int(b.attributeStart) ..< Int(b.attributeStart) + Int(b.attributeCount)
        for i in Int(a.attributeStart) ..< Int(a.attributeStart) + Int(a.attributeCount) {
            let record = records[i]
            guard let match = bRange.first(where: { records[$0].name == record.name }) else { return false }
            // Only a value that differs needs its name looked up.
            if !storage.bytesEqual(record, records[match]), !ignoring.contains(storage.names[Int(record.name)]) {
                return false
            }
        }
        return true
    }

    /// The element's position in document order (the root is 0); stable for the document's life.
    public var documentIndex: Int { Int(index) }
}
