import Foundation
import NibSupport

/// The flat, immutable storage behind a `Document`.
///
/// Elements are kept in document (pre-)order in one array, so an element's subtree is the
/// contiguous range `index ..< subtreeEnd` and walking descendants needs no recursion. Nodes and
/// attribute records are plain integers: names are interned once per document, and attribute
/// values and character data are UTF-8 slices of one byte arena, turned into `String`s only when
/// read. That keeps building the model close to the cost of the XML parse itself.
///
/// Positions are derived on demand: each node keeps the byte offset where libxml2 finished its
/// start tag; the line and column of the tag's `<` are worked out from the original bytes when
/// asked for, through a line table built on first use.
final class DocumentStorage: Sendable {
    // Everything below is written once in `init` and only read afterwards; the indexes built on
    // first use live behind a lock.
    let file: String
    /// The original bytes, kept for positions and source lines (no copy: `Data` is shared).
    let source: Data
    let names: [String]
    /// Every interned name's UTF-8 bytes, one after another: name `id` is
    /// `nameBytes[nameOffsets[id] ..< nameOffsets[id + 1]]`. Comparing a name with these bytes
    /// reads no `String` of `names` (a copy of a name longer than 15 bytes, such as
    /// `translatesAutoresizingMaskIntoConstraints`, is a retain and a release).
    private let nameBytes: [UInt8]
    private let nameOffsets: [Int32]
    let nodes: FlatArray<Node>
    let attributes: FlatArray<AttributeRecord>
    let arena: FlatArray<UInt8>
    /// Set when the input was not UTF-8: `Node.tagEnd` then holds libxml2's line number instead of
    /// a byte offset, and columns are unknown (reported as 1).
    let positionsAreLines: Bool
    let kind: DocumentKind
    let platform: Platform?

    private let caches = Locked(Caches())

    private struct Caches {
        var lineStarts: [Int]?
        var idTable: IDTable?
        var index: DocumentIndex?
        var positions: PositionTable?
        var sameConstraintGroups: [[Int32]]?
        var nameTable: [[UInt8]: Int32]?
    }

    /// `nameBytes` and `nameOffsets` spell `names` as `nameBytes` describes.
    init(file: String, source: Data, names: [String], nameBytes: [UInt8], nameOffsets: [Int32],
         nodes: FlatArray<Node>, attributes: FlatArray<AttributeRecord>, arena: FlatArray<UInt8>, positionsAreLines: Bool) {
        precondition(nameOffsets.count == names.count + 1)
        self.file = file
        self.source = source
        self.names = names
        self.nameBytes = nameBytes
        self.nameOffsets = nameOffsets
        self.nodes = nodes
        self.attributes = attributes
        self.arena = arena
        self.positionsAreLines = positionsAreLines
        // The root's own attributes say what the document is; read them once.
        var type: String?
        var runtime: String?
        if let root = nodes.first {
            let start = Int(root.attributeStart)
            for record in attributes[start ..< start + Int(root.attributeCount)] {
                switch names[Int(record.name)] {
                case "type": type = DocumentStorage.decode(arena, record)
                case "targetRuntime": runtime = DocumentStorage.decode(arena, record)
                default: break
                }
            }
        }
        kind = DocumentKind(rootName: nodes.first.map { names[Int($0.name)] } ?? "", type: type)
        platform = Platform(targetRuntime: runtime, type: type)
    }

    private static func decode(_ arena: FlatArray<UInt8>, _ record: AttributeRecord) -> String {
        String(decoding: arena[Int(record.valueStart) ..< Int(record.valueStart) + Int(record.valueLength)], as: UTF8.self)
    }

    struct Node: Sendable {
        var name: Int32
        var parent: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// One past the last node of this element's subtree.
        var subtreeEnd: Int32 = -1
        var attributeStart: Int32
        var attributeCount: Int32 = 0
        /// Where libxml2 finished reading the start tag (see `positionsAreLines`).
        var tagEnd: Int32
        /// Direct character data as a slice of the arena; length -1 when there is none worth
        /// keeping (whitespace between child elements is indentation, not content).
        var textStart: Int32 = 0
        var textLength: Int32 = -1
    }

    struct AttributeRecord: Sendable {
        var name: Int32
        var valueStart: Int32
        var valueLength: Int32
    }

    func string(start: Int32, length: Int32) -> String {
        arena.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(start) ..< Int(start) + Int(length)]), as: UTF8.self)
        }
    }

    func value(of record: AttributeRecord) -> String {
        string(start: record.valueStart, length: record.valueLength)
    }

    func bytesEqual(_ a: AttributeRecord, _ b: AttributeRecord) -> Bool {
        guard a.valueLength == b.valueLength else { return false }
        return arena.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + Int(a.valueStart), buffer.baseAddress! + Int(b.valueStart), Int(a.valueLength)) == 0
        }
    }

    /// The raw bytes of an attribute's value.
    func bytes(of record: AttributeRecord) -> [UInt8] {
        Array(arena[Int(record.valueStart) ..< Int(record.valueStart) + Int(record.valueLength)])
    }

    /// The record of the attribute `name` of node `index`, or nil when the node does not write
    /// it. The name's bytes and length are taken once, and each record's name is told apart by
    /// its length before its bytes are compared: the lookup every typed accessor makes.
    func attributeRecord(named name: String, node index: Int) -> AttributeRecord? {
        let node = nodes[index]
        let start = Int(node.attributeStart)
        let end = start + Int(node.attributeCount)
        guard start < end else { return nil }
        let found = name.utf8.withContiguousStorageIfAvailable { query -> AttributeRecord? in
            nameOffsets.withUnsafeBufferPointer { offsets -> AttributeRecord? in
                nameBytes.withUnsafeBufferPointer { bytes -> AttributeRecord? in
                    for position in start ..< end {
                        let record = attributes[position]
                        let id = Int(record.name)
                        let from = Int(offsets[id])
                        let length = Int(offsets[id + 1]) - from
                        guard length == query.count else { continue }
                        if length == 0 || memcmp(bytes.baseAddress! + from, query.baseAddress!, length) == 0 { return record }
                    }
                    return nil
                }
            }
        }
        if let found { return found }
        // A string without contiguous UTF-8 (a bridged one): compare name by name.
        for position in start ..< end where self.name(attributes[position].name, is: name) { return attributes[position] }
        return nil
    }

    /// A value written as a plain decimal of at most 15 digits, read without making a string;
    /// nil for anything else (the caller then parses the string).
    func plainDecimal(_ record: AttributeRecord) -> Double? {
        let length = Int(record.valueLength)
        guard length > 0, length <= 17 else { return nil }
        return arena.withUnsafeBufferPointer { buffer in
            PlainDecimal(UnsafeBufferPointer(rebasing: buffer[Int(record.valueStart) ..< Int(record.valueStart) + length]))?.exactDouble
        }
    }

    /// True when `node` writes the attribute with interned name `name`.
    func hasAttribute(_ name: Int32?, node: Node) -> Bool {
        guard let name else { return false }
        let start = Int(node.attributeStart)
        for position in start ..< start + Int(node.attributeCount) where attributes[position].name == name { return true }
        return false
    }

    func text(of node: Node) -> String? {
        node.textLength < 0 ? nil : string(start: node.textStart, length: node.textLength)
    }

    // MARK: Derived indexes

    /// Builds a cache entry once. The builder runs outside the lock (two threads may both build
    /// it; the first stored wins), so a slow build never blocks readers of other caches.
    private func cached<T: Sendable>(_ path: WritableKeyPath<Caches, T?> & Sendable, _ build: () -> T) -> T {
        if let value = caches.withLock({ $0[keyPath: path] }) { return value }
        let value = build()
        return caches.withLock { caches in
            if let existing = caches[keyPath: path] { return existing }
            caches[keyPath: path] = value
            return value
        }
    }

    /// The interned id of `name` (the first, should two routes have interned it), or nil when the
    /// document never uses it. A document uses a few hundred names, where comparing small strings
    /// beats hashing every name into a table (hashing them was a fifth of linting); past that
    /// (hostile input) a table is built once.
    func nameID(_ name: String) -> Int32? {
        if names.count <= 512 { return names.indices.first { self.name(Int32($0), is: name) }.map(Int32.init) }
        let table = cached(\.nameTable) {
            var table: [[UInt8]: Int32] = [:]
            table.reserveCapacity(names.count)
            for (id, name) in names.enumerated() where table[Array(name.utf8)] == nil { table[Array(name.utf8)] = Int32(id) }
            return table
        }
        return table[Array(name.utf8)]
    }

    /// The UTF-8 length of interned name `id`.
    @inline(__always)
    func nameLength(_ id: Int32) -> Int {
        Int(nameOffsets[Int(id) + 1]) - Int(nameOffsets[Int(id)])
    }

    /// Whether interned name `id` is `name`. XML names are compared as their bytes (XML does not
    /// normalize them; Swift's `==` would equate canonically equivalent spellings), and lengths
    /// first: they tell most names apart at once (comparing unequal strings was a tenth of
    /// linting).
    @inline(__always)
    func name(_ id: Int32, is name: String) -> Bool {
        let start = Int(nameOffsets[Int(id)])
        let length = Int(nameOffsets[Int(id) + 1]) - start
        guard length == name.utf8.count else { return false }
        guard length > 0 else { return true }
        return nameBytes.withUnsafeBufferPointer { stored in
            if let equal = name.utf8.withContiguousStorageIfAvailable({ memcmp(stored.baseAddress! + start, $0.baseAddress!, length) == 0 }) {
                return equal
            }
            return stored[start ..< start + length].elementsEqual(name.utf8)
        }
    }

    /// Every element's `id`, built on first use.
    var idTable: IDTable { cached(\.idTable) { IDTable(storage: self) } }

    /// Elements by name and by owner, built on first use.
    var index: DocumentIndex { cached(\.index) { DocumentIndex(storage: self) } }

    /// Groups of constraints that say the same thing, built on first use.
    var sameConstraintGroups: [[Int32]] {
        cached(\.sameConstraintGroups) { DocumentIndex.sameConstraintGroups(storage: self, index: index) }
    }

    /// 1-based line and column of the `<` that starts node `index`'s tag.
    func position(of index: Int) -> (line: Int, column: Int) {
        let table = cached(\.positions) { PositionTable(storage: self) }
        return (Int(table.lines[index]), Int(table.columns[index]))
    }

    /// 1-based line and column (in characters) of a byte offset into the source.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = source.withUnsafeBytes { raw in
            var column = 1
            for byteIndex in starts[low] ..< min(offset, raw.count) where raw[byteIndex] & 0xC0 != 0x80 {
                column += 1  // UTF-8 continuation bytes don't start a character
            }
            return column
        }
        return (low + 1, column)
    }

    /// The text of a 1-based source line, without its line break (for caret diagnostics).
    func sourceLine(_ line: Int) -> String? {
        let starts = lineStarts
        guard line >= 1, line <= starts.count, !positionsAreLines else { return nil }
        let start = starts[line - 1]
        return source.withUnsafeBytes { SourceText.line(startingAt: start, in: $0) }
    }

    private var lineStarts: [Int] { cached(\.lineStarts) { buildLineStarts() } }

    private func buildLineStarts() -> [Int] {
        var starts = [0]
        source.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let base = buffer.baseAddress else { return }
            var cursor = 0
            while cursor < buffer.count, let newline = memchr(base + cursor, 0x0A, buffer.count - cursor) {
                cursor = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                starts.append(cursor)
            }
        }
        return starts
    }
}


/// One attribute as written: its qualified name and its value with entities decoded.
public struct Attribute: Sendable, Hashable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
