/// One element of a parsed document: its tag, attributes in document order, direct character data,
/// children and the position of its start tag. A cheap value (a reference to the shared storage and
/// an index), so it can be passed around and stored freely.
public struct Element: Sendable, Hashable, CustomStringConvertible {
    let storage: DocumentStorage
    let index: Int32

    init(storage: DocumentStorage, index: Int32) {
        self.storage = storage
        self.index = index
    }

    private var node: DocumentStorage.Node { storage.nodes[Int(index)] }

    /// The tag, e.g. `tableViewCell`, `label`, `rect`.
    public var name: String { storage.names[Int(node.name)] }

    /// 1-based line of the start tag's `<`.
    public var line: Int { storage.position(of: Int(index)).line }
    /// 1-based column of the start tag's `<`, counted in characters.
    public var column: Int { storage.position(of: Int(index)).column }
    /// The file, line and column of the start tag's `<`, for diagnostics.
    public var location: SourceLocation {
        let (line, column) = storage.position(of: Int(index))
        return SourceLocation(file: storage.file, line: line, column: column)
    }

    /// Every attribute, in the order the file writes them.
    public var attributes: [Attribute] {
        let node = node
        let start = Int(node.attributeStart)
        return storage.attributes[start ..< start + Int(node.attributeCount)].map { record in
            Attribute(name: storage.names[Int(record.name)], value: storage.value(of: record))
        }
    }

    /// The value of the attribute `name`, or nil when it is not written.
    public subscript(attribute name: String) -> String? {
        storage.attributeRecord(named: name, node: Int(index)).map(storage.value(of:))
    }

    /// True when the element writes the attribute `name`, without reading its value.
    public func hasAttribute(_ name: String) -> Bool {
        storage.attributeRecord(named: name, node: Int(index)) != nil
    }

    /// The element's direct character data, entities decoded, CDATA included, text between its
    /// children included. Whitespace-only text around child elements (indentation) is not kept;
    /// in an element without children it is kept as it is.
    public var text: String? { storage.text(of: node) }

    /// The enclosing element, or nil for the root.
    public var parent: Element? {
        let parent = node.parent
        return parent < 0 ? nil : Element(storage: storage, index: parent)
    }

    /// The direct child elements, in document order.
    public var children: Children { Children(storage: storage, first: node.firstChild) }

    /// This element's descendants (not itself), in document order.
    public var descendants: Descendants {
        Descendants(storage: storage, range: Int(index) + 1 ..< Int(node.subtreeEnd))
    }

    /// The first child with the given tag.
    public func child(named name: String) -> Element? {
        children.first { $0.name == name }
    }

    /// The first child whose `key` attribute is `key`, e.g. `child(key: "frame")`.
    public func child(key: String) -> Element? {
        children.first { $0[attribute: "key"] == key }
    }

    /// Every direct child with the given tag, in document order.
    public func children(named name: String) -> [Element] {
        children.filter { $0.name == name }
    }

    /// The nearest enclosing element that has an `id`: the object this element belongs to (the
    /// view for its `<rect>`, its `<constraints>` list and each `<constraint>` in it).
    public var owner: Element? {
        let owner = storage.index.owners[Int(index)]
        return owner < 0 ? nil : Element(storage: storage, index: owner)
    }

    /// The enclosing elements, innermost first.
    public var ancestors: [Element] {
        var result: [Element] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }

    /// The document this element belongs to.
    public var document: Document { Document(storage: storage) }

    /// The tag with its `id` and `customClass` when written, and its position, e.g. `<label id="abc"> at 12:9`.
    public var description: String {
        var parts = ["<\(name)"]
        if let id { parts.append("id=\"\(id)\"") }
        if let customClass { parts.append("customClass=\"\(customClass)\"") }
        return parts.joined(separator: " ") + "> at \(line):\(column)"
    }

    /// Two elements are equal when they are the same node of the same parsed document.
    public static func == (a: Element, b: Element) -> Bool {
        a.index == b.index && a.storage === b.storage
    }

    /// Hashes the node's identity: its index and its document.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(ObjectIdentifier(storage))
    }

    /// The children of an element, walked through the sibling links.
    public struct Children: Sequence, Sendable {
        let storage: DocumentStorage
        let first: Int32

        /// An iterator over the children, first to last.
        public func makeIterator() -> Iterator { Iterator(storage: storage, cursor: first) }

        /// Walks the sibling links from the first child.
        public struct Iterator: IteratorProtocol {
            let storage: DocumentStorage
            var cursor: Int32

            /// The next child, or nil after the last.
            public mutating func next() -> NibDocument.Element? {
                guard cursor >= 0 else { return nil }
                let element = NibDocument.Element(storage: storage, index: cursor)
                cursor = storage.nodes[Int(cursor)].nextSibling
                return element
            }
        }

        /// True when the element has no child elements.
        public var isEmpty: Bool { first < 0 }
    }

    /// A subtree in document order: a contiguous range of the flat storage.
    public struct Descendants: RandomAccessCollection, Sendable {
        let storage: DocumentStorage
        let range: Range<Int>

        /// The storage index of the subtree's first element.
        public var startIndex: Int { range.lowerBound }
        /// The storage index just past the subtree's last element.
        public var endIndex: Int { range.upperBound }
        /// The element at a storage index between `startIndex` and `endIndex`.
        public subscript(position: Int) -> NibDocument.Element {
            NibDocument.Element(storage: storage, index: Int32(position))
        }
    }
}
