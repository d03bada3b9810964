internal import CLibXML2

/// The one place that talks to libxml2.
///
/// It runs libxml2's SAX2 push parser over bytes already in memory and hands each event to a
/// `TreeBuilder`. The parser context, its error capture and its lifetime never leave this type:
/// errors arrive through the context's own structured-error callback (never a process-global
/// handler), so any number of parses may run on different threads at once.
///
/// Hostile input: no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution, and a
/// DOCTYPE stops the parse before its internal subset is read, so no entity is ever declared.
enum LibXML2Parser {
    /// libxml2 wants one `xmlInitParser()` before it is used from several threads.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// How much is handed to libxml2 at a time.
    static let chunkSize = 1 << 20

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into builder: TreeBuilder) {
        precondition(initialized)
        nibkit_silence_generic_errors()
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = onStartElement
        handler.endElementNs = onEndElement
        handler.characters = onCharacters
        handler.ignorableWhitespace = onCharacters
        handler.cdataBlock = onCharacters
        handler.internalSubset = onDoctype
        handler.externalSubset = onDoctype
        handler.entityDecl = onEntityDecl
        handler.serror = onError

        let session = Session(builder: builder)
        let unmanaged = Unmanaged.passUnretained(session)
        guard let context = builder.file.withCString({ name in
            xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, name)
        }) else {
            builder.fail(line: 1, column: 1, message: "libxml2 could not create a parser", reason: .malformed)
            return
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        session.context = context

        // A start tag with too many attributes is refused before libxml2 reads it (libxml2's
        // duplicate check is quadratic): only the bytes before it are parsed.
        let oversizedTag = StartTagScanner.firstStartTag(in: bytes, withMoreAttributesThan: builder.limits.maxAttributes)
        let end = oversizedTag ?? bytes.count

        // Fed in chunks: libxml2 (without XML_PARSE_HUGE) refuses a pending input over 10 MB as
        // "Huge input lookup", so one chunk of the whole file capped real files at 10 MB. Chunks
        // also keep `Int32` lengths valid for any file size. A single attribute value over
        // libxml2's own limit (10,000,000 bytes) is still refused, in NibKit's words (`onError`).
        if let base = bytes.baseAddress, end > 0 {
            base.withMemoryRebound(to: CChar.self, capacity: end) { chars in
                var offset = 0
                repeat {
                    let length = min(LibXML2Parser.chunkSize, end - offset)
                    let last = offset + length == bytes.count
                    _ = xmlParseChunk(context, chars + offset, Int32(length), last ? 1 : 0)
                    offset += length
                    // Errors come through the builder (a warning must not cut the parse short).
                    if builder.error != nil { break }
                } while offset < end
            }
        } else if oversizedTag == nil {
            _ = xmlParseChunk(context, nil, 0, 1)
        }
        if let oversizedTag { builder.rejectAttributes(ofTagAt: oversizedTag) }
    }

}

/// One parse in progress: the libxml2 context, the builder it feeds, and the names seen so far.
private final class Session {
    let builder: TreeBuilder
    var context: xmlParserCtxtPtr?
    /// libxml2 interns element and attribute names in its per-parse dictionary, so a name's
    /// pointer identifies it. This small open-addressing table maps those pointers to the
    /// builder's name indexes without hashing any string.
    @exclusivity(unchecked) private var slots: UnsafeMutableBufferPointer<NameSlot>
    @exclusivity(unchecked) private var used = 0

    private struct NameSlot {
        var key: UInt
        var id: Int32
    }

    init(builder: TreeBuilder) {
        self.builder = builder
        slots = .allocate(capacity: 256)
        slots.initialize(repeating: NameSlot(key: 0, id: -1))
    }

    deinit {
        slots.deallocate()
    }

    private static func slot(for key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key >> 3) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    @inline(__always)
    func name(_ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        if let prefix {
            return builder.intern(String(cString: prefix) + ":" + String(cString: local))
        }
        let key = UInt(bitPattern: local)
        let mask = slots.count - 1
        var slot = Session.slot(for: key, mask: mask)
        while slots[slot].id >= 0 {
            if slots[slot].key == key { return slots[slot].id }
            slot = (slot + 1) & mask
        }
        return addName(local, key: key, slot: slot)
    }

    /// A name met for the first time in this parse, stored in the empty `slot`.
    @inline(never)
    private func addName(_ local: UnsafePointer<xmlChar>, key: UInt, slot: Int) -> Int32 {
        // Unprefixed names never contain ':', so they can't collide with the prefixed ones `intern`
        // keeps; and distinct pointers are distinct strings.
        let id = builder.addName(utf8: UnsafeBufferPointer(start: local, count: Int(xmlStrlen(local))))
        slots[slot] = NameSlot(key: key, id: id)
        used += 1
        if used * 2 > slots.count { grow() }
        return id
    }

    private func grow() {
        let old = slots
        slots = .allocate(capacity: old.count * 2)
        slots.initialize(repeating: NameSlot(key: 0, id: -1))
        let mask = slots.count - 1
        for entry in old where entry.id >= 0 {
            var slot = Session.slot(for: entry.key, mask: mask)
            while slots[slot].id >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        old.deallocate()
    }

    func stop() {
        if let context { xmlStopParser(context) }
    }

    func startElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let context, let localName else { return }
        // libxml2 reads the whole start tag before calling back: its position is the tag's end.
        let position = builder.positionsFromBytes
            ? Session.bytesConsumed(context)
            : Int(context.pointee.input?.pointee.line ?? 1)
        // The scan before the parse stops almost every oversized tag; this is the exact count.
        let count = namespaceCount + attributeCount
        guard builder.beginElement(name: name(localName, prefix: prefix), position: position, attributeCount: count) else {
            return stop()
        }
        defer { builder.endAttributes() }
        // Namespace declarations come separately from attributes; put them back as the
        // attributes they were written as, so nothing is lost.
        if let namespaces {
            for index in 0..<namespaceCount {
                let declaredPrefix = namespaces[2 * index]
                let uri = namespaces[2 * index + 1].map { String(cString: $0) } ?? ""
                let attributeName = declaredPrefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                builder.appendAttribute(name: builder.intern(attributeName), value: uri)
            }
        }
        guard let attributes, attributeCount > 0 else { return }
        // Room for every record at once: the appends below check only their values' room.
        builder.reserveAttributes(count: attributeCount)
        // libxml2 hands a value over as a slice of its input buffer only when it read the value
        // verbatim: printable ASCII with no `&` (a reference sends it down the path that decodes
        // into a buffer of its own). Such a value has nothing to undo and is copied as it is.
        let input = context.pointee.input
        let inputStart = input?.pointee.base
        let inputEnd = input?.pointee.end
        for index in 0..<attributeCount {
            let base = attributes + 5 * index
            guard let local = base[0], let value = base[3], let end = base[4] else { continue }
            let name = name(local, prefix: base[1])
            let bytes = UnsafeBufferPointer(start: value, count: end - value)
            if let inputStart, let inputEnd, value >= inputStart, end <= inputEnd {
                builder.appendVerbatimAttribute(name: name, value: bytes)
            } else {
                builder.appendAttribute(name: name, rawValue: bytes)
            }
        }
    }

    /// `xmlByteConsumed(context)`, read straight from the input where no encoder converts it (a
    /// call per start tag was a twentieth of the tree builder's time): the bytes of the input
    /// consumed before its current buffer, and how far into the buffer the parser is.
    @inline(__always)
    static func bytesConsumed(_ context: xmlParserCtxtPtr) -> Int {
        guard let input = context.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base,
              input.pointee.buf == nil || input.pointee.buf.pointee.encoder == nil else {
            return Int(xmlByteConsumed(context))
        }
        return Int(input.pointee.consumed) + (cur - base)
    }
}

// MARK: - SAX callbacks
//
// C function pointers can't capture, so each one recovers the session from the user-data pointer.

private func session(_ context: UnsafeMutableRawPointer?) -> Session {
    Unmanaged<Session>.fromOpaque(context!).takeUnretainedValue()
}

/// Runs `body` with the session, which the parse keeps alive for every callback: without the
/// retain and release a plain reference costs (the callbacks run once per tag and text run).
private func withSession<Result>(_ context: UnsafeMutableRawPointer?, _ body: (Session) -> Result) -> Result {
    Unmanaged<Session>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
}

private func onStartElement(
    _ context: UnsafeMutableRawPointer?,
    _ localName: UnsafePointer<xmlChar>?,
    _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?,
    _ namespaceCount: Int32,
    _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ attributeCount: Int32,
    _ defaultedCount: Int32,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    withSession(context) {
        $0.startElement(localName: localName, prefix: prefix,
                        namespaceCount: Int(namespaceCount), namespaces: namespaces,
                        attributeCount: Int(attributeCount), attributes: attributes)
    }
}

private func onEndElement(
    _ context: UnsafeMutableRawPointer?,
    _ localName: UnsafePointer<xmlChar>?,
    _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?
) {
    withSession(context) { $0.builder.endElement() }
}

private func onCharacters(_ context: UnsafeMutableRawPointer?, _ characters: UnsafePointer<xmlChar>?, _ length: Int32) {
    guard let characters, length > 0 else { return }
    withSession(context) { $0.builder.characters(UnsafeBufferPointer(start: characters, count: Int(length))) }
}

private func onDoctype(
    _ context: UnsafeMutableRawPointer?,
    _ name: UnsafePointer<xmlChar>?,
    _ externalID: UnsafePointer<xmlChar>?,
    _ systemID: UnsafePointer<xmlChar>?
) {
    let session = session(context)
    session.builder.rejectDoctype(fallbackLine: Int(session.context?.pointee.input?.pointee.line ?? 1))
    session.stop()
}

private func onEntityDecl(
    _ context: UnsafeMutableRawPointer?,
    _ name: UnsafePointer<xmlChar>?,
    _ type: Int32,
    _ publicID: UnsafePointer<xmlChar>?,
    _ systemID: UnsafePointer<xmlChar>?,
    _ content: UnsafeMutablePointer<xmlChar>?
) {
    let session = session(context)
    session.builder.rejectDoctype(fallbackLine: Int(session.context?.pointee.input?.pointee.line ?? 1))
    session.stop()
}

private func onError(_ context: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let error else { return }
    let level = error.pointee.level
    guard level == XML_ERR_ERROR || level == XML_ERR_FATAL else { return }
    var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
    while let last = message.last, last.isWhitespace { message.removeLast() }
    if message.hasSuffix("Huge input lookup") {
        // libxml2's words for a single attribute value (or name) over its 10,000,000-byte limit.
        message = "attribute value too long: more than 10,000,000 bytes, libxml2's limit for one value (Interface Builder never writes one)"
    }
    session(context).builder.fail(
        line: max(1, Int(error.pointee.line)),
        column: max(1, Int(error.pointee.int2)),
        message: message,
        reason: .malformed)
}

