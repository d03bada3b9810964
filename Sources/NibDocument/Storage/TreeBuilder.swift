import Foundation

/// Builds `DocumentStorage` from parse events, in one pass, in document order.
///
/// Everything it appends is plain integers and bytes: names are interned to indexes, attribute
/// values and character data are copied into one byte arena. The builder is only ever used by the
/// thread running its parse, so the dynamic exclusivity checks Swift puts on class properties buy
/// nothing here (and cost a third of the build time): they are switched off for the hot state.
final class TreeBuilder {
    let file: String
    private let bytes: UnsafeBufferPointer<UInt8>
    let limits: ParseLimits
    /// False when the input is not UTF-8: libxml2 converts it, byte offsets no longer line up with
    /// what it reads, and libxml2's line numbers stand in for positions.
    let positionsFromBytes: Bool

    @exclusivity(unchecked) private(set) var names: [String] = []
    private let sharedNames = SharedNames.shared
    /// The names' UTF-8 bytes one after another, and where each ends (`DocumentStorage.nameBytes`).
    @exclusivity(unchecked) private var nameByteBuffer = GrowableBuffer<UInt8>(capacity: 2048)
    @exclusivity(unchecked) private var nameOffsetBuffer = GrowableBuffer<Int32>(capacity: 256)
    @exclusivity(unchecked) private var nameIDs: [String: Int32] = [:]
    @exclusivity(unchecked) private var nodeBuffer: GrowableBuffer<DocumentStorage.Node>
    @exclusivity(unchecked) private var attributeBuffer: GrowableBuffer<DocumentStorage.AttributeRecord>
    @exclusivity(unchecked) private var arenaBuffer: GrowableBuffer<UInt8>
    private(set) var error: ParseError? {
        didSet { failed = error != nil }
    }
    /// `error != nil`, kept as a plain flag: every start tag checks it, and reading the optional
    /// error itself copies (retains and releases) its strings.
    @exclusivity(unchecked) private(set) var failed = false

    /// Open elements, innermost last, with the last child seen so far of each and where its
    /// character data starts in `pendingText`.
    @exclusivity(unchecked) private var open = GrowableBuffer<OpenElement>(capacity: 64)
    /// Character data of the open elements, outermost first. A child's text is appended after its
    /// parent's and removed when the child ends, so each open element's text stays contiguous.
    @exclusivity(unchecked) private var pendingText = GrowableBuffer<UInt8>(capacity: 4096)

    private struct OpenElement {
        var node: Int32
        var lastChild: Int32
        var textStart: Int
    }

    var nameBytes: [UInt8] { nameByteBuffer.toArray() }
    var nameOffsets: [Int32] { nameOffsetBuffer.toArray() }
    /// The nodes, attribute records and arena built, handed over without a copy (the builder's
    /// buffers are left empty).
    func takeNodes() -> FlatArray<DocumentStorage.Node> { nodeBuffer.takeFlatArray() }
    func takeAttributes() -> FlatArray<DocumentStorage.AttributeRecord> { attributeBuffer.takeFlatArray() }
    func takeArena() -> FlatArray<UInt8> { arenaBuffer.takeFlatArray() }
    var rootNode: DocumentStorage.Node? { nodeBuffer.count > 0 ? nodeBuffer[0] : nil }

    /// `isUTF8` is `InputEncoding.isUTF8(bytes)`, which the caller has already worked out.
    init(file: String, bytes: UnsafeBufferPointer<UInt8>, isUTF8: Bool, limits: ParseLimits) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
        self.positionsFromBytes = isUTF8
        nodeBuffer = GrowableBuffer(capacity: bytes.count / 80)
        attributeBuffer = GrowableBuffer(capacity: bytes.count / 25)
        arenaBuffer = GrowableBuffer(capacity: bytes.count / 3)
        nameOffsetBuffer.append(0)
        names.reserveCapacity(128)
    }

    deinit {
        nodeBuffer.deallocate()
        attributeBuffer.deallocate()
        arenaBuffer.deallocate()
        open.deallocate()
        pendingText.deallocate()
        nameByteBuffer.deallocate()
        nameOffsetBuffer.deallocate()
    }

    /// The interned index of a name, adding it on first sight.
    func intern(_ name: String) -> Int32 {
        if let known = nameIDs[name] { return known }
        let id = addName(name)
        nameIDs[name] = id
        return id
    }

    /// Adds a name the caller knows is new (libxml2's own name dictionary already told distinct
    /// names apart), skipping the string hashing of `intern`.
    func addName(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { addName(utf8: $0) }
    }

    /// Adds a name given as its UTF-8 bytes (as libxml2 hands them over: it refuses a document
    /// whose names are not UTF-8, so they decode unchanged and the stored bytes spell the name).
    func addName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let name = sharedNames.string(bytes)
        assert(name.utf8.elementsEqual(bytes))
        nameByteBuffer.append(bytes)
        nameOffsetBuffer.append(Int32(nameByteBuffer.count))
        names.append(name)
        return Int32(names.count - 1)
    }

    // MARK: Events

    /// `position` is the byte offset where the start tag ends (or libxml2's line number when
    /// `positionsFromBytes` is false). Returns false when the parse must stop (a limit was hit).
    func beginElement(name: Int32, position: Int, attributeCount: Int) -> Bool {
        guard !failed else { return false }
        let depth = open.count
        if attributeCount > limits.maxAttributes {
            let (line, column) = lineAndColumn(ofTagEndingAt: position)
            failTooManyAttributes(line: line, column: column)
            return false
        }
        if depth >= limits.maxDepth {
            let (line, column) = lineAndColumn(ofTagEndingAt: position)
            fail(line: line, column: column,
                 message: "elements nested deeper than \(limits.maxDepth) levels", reason: .tooDeep)
            return false
        }
        let index = Int32(nodeBuffer.count)
        let parent = open.last?.node ?? -1
        nodeBuffer.append(DocumentStorage.Node(
            name: name, parent: parent, attributeStart: Int32(attributeBuffer.count),
            tagEnd: Int32(clamping: position)))
        if depth > 0 {
            let previous = open[depth - 1].lastChild
            if previous >= 0 {
                nodeBuffer.base[Int(previous)].nextSibling = index
            } else {
                nodeBuffer.base[Int(parent)].firstChild = index
            }
            open.base[depth - 1].lastChild = index
        }
        open.append(OpenElement(node: index, lastChild: -1, textStart: pendingText.count))
        return true
    }

    /// Makes room for `count` more attribute records, so that the `appendAttribute` calls after
    /// it append records without checking capacity (each makes room for its own value: adding the
    /// values' lengths up first was a second pass over libxml2's attribute array).
    @inline(__always)
    func reserveAttributes(count: Int) {
        attributeBuffer.reserve(count)
    }

    /// An attribute value as libxml2 hands it over, for the element begun last. Without entity
    /// substitution libxml2 keeps an `&` (written `&amp;` or `&#38;`) as the five characters
    /// `&#38;`; every other reference is already decoded, and undeclared entities are errors, so
    /// that is the only one left to undo. Room must have been made with `reserveAttributes`.
    func appendAttribute(name: Int32, rawValue: UnsafeBufferPointer<UInt8>) {
        arenaBuffer.reserve(rawValue.count)  // decoding never lengthens a value
        let start = arenaBuffer.count
        if let base = rawValue.baseAddress, rawValue.count > 0 {
            if memchr(base, Int32(UInt8(ascii: "&")), rawValue.count) != nil {
                var index = 0
                while index < rawValue.count {
                    if rawValue[index] == UInt8(ascii: "&"), index + 5 <= rawValue.count,
                       rawValue[(index + 1) ..< (index + 5)].elementsEqual("#38;".utf8) {
                        arenaBuffer.appendReserved(UInt8(ascii: "&"))
                        index += 5
                    } else {
                        arenaBuffer.appendReserved(rawValue[index] as UInt8)
                        index += 1
                    }
                }
            } else {
                arenaBuffer.appendReserved(base, count: rawValue.count)
            }
        }
        attributeBuffer.appendReserved(DocumentStorage.AttributeRecord(
            name: name, valueStart: Int32(start), valueLength: Int32(arenaBuffer.count - start)))
    }

    /// An attribute value with no reference in it (`appendAttribute(name:rawValue:)` without the
    /// search for one). Room must have been made with `reserveAttributes`.
    @inline(__always)
    func appendVerbatimAttribute(name: Int32, value: UnsafeBufferPointer<UInt8>) {
        arenaBuffer.reserve(value.count)
        let start = arenaBuffer.count
        if let base = value.baseAddress { arenaBuffer.appendReserved(base, count: value.count) }
        attributeBuffer.appendReserved(DocumentStorage.AttributeRecord(
            name: name, valueStart: Int32(start), valueLength: Int32(value.count)))
    }

    /// An attribute given as a string (a namespace declaration put back), for the element begun
    /// last.
    func appendAttribute(name: Int32, value: String) {
        var value = value
        value.withUTF8 {
            reserveAttributes(count: 1)
            appendAttribute(name: name, rawValue: $0)
        }
    }

    /// Ends the start tag of the element begun last: its attributes are the ones appended since.
    func endAttributes() {
        guard open.count > 0 else { return }
        let node = Int(open[open.count - 1].node)
        nodeBuffer.base[node].attributeCount = Int32(attributeBuffer.count) - nodeBuffer.base[node].attributeStart
    }

    func characters(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard open.count > 0 else { return }
        pendingText.append(chunk)
    }

    func endElement() {
        guard let closing = open.removeLast() else { return }
        let index = Int(closing.node)
        nodeBuffer.base[index].subtreeEnd = Int32(nodeBuffer.count)
        let length = pendingText.count - closing.textStart
        guard length > 0 else { return }
        let text = closing.textStart ..< pendingText.count
        // Whitespace around child elements is indentation; in a leaf it is the content.
        if closing.lastChild < 0
            || !isASCIIWhitespace(UnsafeBufferPointer(start: pendingText.base + text.lowerBound, count: length)) {
            nodeBuffer.base[index].textStart = Int32(arenaBuffer.count)
            nodeBuffer.base[index].textLength = Int32(length)
            arenaBuffer.append(UnsafeBufferPointer(start: pendingText.base + text.lowerBound, count: length))
        }
        pendingText.truncate(to: closing.textStart)
    }

    func rejectDoctype(fallbackLine: Int) {
        guard error == nil else { return }
        var (line, column) = (fallbackLine, 1)
        if positionsFromBytes, let offset = firstOffset(of: "<!DOCTYPE") {
            (line, column) = lineAndColumn(ofOffset: offset)
        }
        fail(line: line, column: column,
             message: "DOCTYPE is not allowed: Interface Builder never writes one, and NibKit loads no DTD and expands no entity",
             reason: .doctype)
    }

    /// The start tag at byte `offset` holds more attributes than the limit (found before libxml2
    /// read it; see `StartTagScanner`).
    func rejectAttributes(ofTagAt offset: Int) {
        let (line, column) = positionsFromBytes ? lineAndColumn(ofOffset: offset) : (newlines(before: offset) + 1, 1)
        failTooManyAttributes(line: line, column: column)
    }

    private func failTooManyAttributes(line: Int, column: Int) {
        fail(line: line, column: column,
             message: "element has more than \(limits.maxAttributes) attributes", reason: .tooManyAttributes)
    }

    /// Keeps the first error: later ones are usually consequences of it.
    func fail(line: Int, column: Int, message: String, reason: ParseError.Reason) {
        guard error == nil else { return }
        error = ParseError(file: file, line: line, column: column, message: message, reason: reason)
    }

    /// Closes elements left open by an error, so every node's subtree range is valid.
    func finish() {
        while open.count > 0 { endElement() }
    }

    // MARK: Positions of errors (the model's own positions are derived later, on demand)

    private func lineAndColumn(ofTagEndingAt position: Int) -> (line: Int, column: Int) {
        guard positionsFromBytes else { return (position, 1) }
        var start = min(position, bytes.count - 1)
        while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        return lineAndColumn(ofOffset: start)
    }

    private func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0 ..< min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private func newlines(before offset: Int) -> Int {
        bytes[0 ..< min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    private func firstOffset(of needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0 ... bytes.count - pattern.count).first { start in
            bytes[start] == pattern[0] && bytes[start ..< start + pattern.count].elementsEqual(pattern)
        }
    }
}

@inline(__always)
func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}

/// Whether every byte of `bytes` is ASCII whitespace. Indentation is mostly spaces, so bytes are
/// read eight at a time: a word of spaces is one comparison, and any other word is tested for
/// the four whitespace bytes in all its lanes at once.
func isASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let spaces: UInt64 = 0x2020_2020_2020_2020
    var index = 0
    while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word != spaces, !isASCIIWhitespace(word: word) { return false }
        index += 8
    }
    for offset in index ..< bytes.count where !isASCIIWhitespace(base[offset]) { return false }
    return true
}

/// Whether all eight bytes of `word` are ASCII whitespace.
@inline(__always)
private func isASCIIWhitespace(word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    // The high bit of each byte of `word` equal to the byte `value` repeats (exact: the sum
    // below never carries from one byte into the next).
    func lanes(equalTo value: UInt64) -> UInt64 {
        let difference = word ^ value
        return ~(((difference & low) &+ low) | difference | low)
    }
    let matches = lanes(equalTo: 0x2020_2020_2020_2020) | lanes(equalTo: 0x0A0A_0A0A_0A0A_0A0A)
        | lanes(equalTo: 0x0909_0909_0909_0909) | lanes(equalTo: 0x0D0D_0D0D_0D0D_0D0D)
    return matches == high
}
