import Foundation
import NibSupport

/// A parsed Interface Builder file (`.xib` or `.storyboard`): the whole element tree, losslessly,
/// with positions, and a typed reading of it. Immutable and `Sendable`: parse once, share anywhere.
///
/// ```swift
/// let document = try Document(contentsOf: URL(fileURLWithPath: "BookCell.xib"))
/// for object in document.objects { print(object.name, object.customClass ?? "-") }
/// ```
public struct Document: Sendable {
    let storage: DocumentStorage

    init(storage: DocumentStorage) {
        self.storage = storage
    }

    /// The path or name the document was parsed from; every location and diagnostic uses it.
    public var file: String { storage.file }

    /// The root element: `<document>` for modern files, `<archive>` for legacy ones.
    public var root: Element { Element(storage: storage, index: 0) }

    /// Every element, in document order, the root first.
    public var elements: Element.Descendants {
        Element.Descendants(storage: storage, range: 0 ..< storage.nodes.count)
    }

    public var elementCount: Int { storage.nodes.count }

    /// The XML declaration the file opens with, as written (`<?xml version="1.0"
    /// encoding="UTF-8" standalone="no"?>` in files of Xcode 4), or nil when it has none: what a
    /// merge writes back unchanged.
    public var xmlDeclaration: String? {
        let source = storage.source
        var start = source.startIndex
        if source.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < source.endIndex, isASCIIWhitespace(source[start]) { start += 1 }
        guard source[start...].starts(with: Array("<?xml".utf8)),
              let end = source[start...].prefix(1024).firstRange(of: Array("?>".utf8)) else { return nil }
        return String(decoding: source[start ..< end.upperBound], as: UTF8.self)
    }

    /// The element whose `id` attribute is `id` (the first one, should ids repeat).
    public func element(withID id: String) -> Element? {
        storage.idTable.node(withID: id, in: storage).map { Element(storage: storage, index: $0) }
    }

    /// Elements whose `id` an earlier element already has, each with that earlier element, in
    /// document order. Interface Builder never writes these; merges and hand edits do.
    public var duplicateIDs: [(element: Element, first: Element)] {
        storage.idTable.duplicates.map {
            (Element(storage: storage, index: $0.node), Element(storage: storage, index: $0.first))
        }
    }

    // MARK: Parsing

    /// Parses the file at `url`.
    public init(contentsOf url: URL, limits: ParseLimits = .default) throws(ParseError) {
        try self.init(contentsOfFile: url.path, limits: limits)
    }

    /// Parses the file at `path`; `path` is also the name used in locations.
    public init(contentsOfFile path: String, limits: ParseLimits = .default) throws(ParseError) {
        let data = try Document.read(Array(path.utf8), name: path, limits: limits)
        try self.init(data: data, file: path, limits: limits)
    }

    /// The bytes of the file whose path is `pathBytes`, spelled as the file system spells it
    /// (file names need not be UTF-8), read as `init(contentsOfFile:)` reads them: regular files
    /// only, within the size limit. `file` is the printable name used in errors.
    public static func contents(ofFileSystemPath pathBytes: [UInt8], file: String, limits: ParseLimits = .default) throws(ParseError) -> Data {
        try read(pathBytes, name: file, limits: limits)
    }

    /// Parses bytes already in memory; `file` names them in locations and errors.
    public init(data: Data, file: String = "<data>", limits: ParseLimits = .default) throws(ParseError) {
        storage = try Document.build(data, file: file, limits: limits)
    }

    /// Parses a string (as UTF-8).
    public init(string: String, file: String = "<string>", limits: ParseLimits = .default) throws(ParseError) {
        try self.init(data: Data(string.utf8), file: file, limits: limits)
    }

    /// Parses raw bytes.
    public init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ParseLimits = .default) throws(ParseError) {
        storage = try Document.build(Data(buffer: bytes), file: file, limits: limits)
    }

    static func read(_ pathBytes: [UInt8], name path: String, limits: ParseLimits) throws(ParseError) -> Data {
        do { return try FileSystem.readRegularFile(pathBytes, name: path, maxSize: limits.effectiveMaxFileSize) }
        catch { throw ParseError(error) }
    }

    static func build(_ data: Data, file: String, limits: ParseLimits) throws(ParseError) -> DocumentStorage {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ParseError) -> DocumentStorage in
                try build(raw.bindMemory(to: UInt8.self), source: data, file: file, limits: limits)
            }
        }
        return try result.get()
    }

    private static func build(_ bytes: UnsafeBufferPointer<UInt8>, source: Data, file: String, limits: ParseLimits) throws(ParseError) -> DocumentStorage {
        guard bytes.count <= limits.effectiveMaxFileSize else {
            throw ParseError(file: file, line: 1, column: 1,
                             message: "document is larger than the limit of \(limits.effectiveMaxFileSize) bytes",
                             reason: .fileTooLarge)
        }
        guard let first = bytes.firstIndex(where: { !isASCIIWhitespace($0) }) else {
            throw ParseError(file: file, line: 1, column: 1, message: "empty document", reason: .empty)
        }
        if let encoding = InputEncoding.unsupported(bytes) {
            throw ParseError(file: file, line: 1, column: 1,
                             message: "unsupported encoding \(encoding): Interface Builder writes UTF-8; re-save the file as UTF-8",
                             reason: .unsupportedEncoding)
        }
        let isUTF8 = InputEncoding.isUTF8(bytes)
        try rejectNonXML(bytes, first: first, isUTF8: isUTF8, file: file)
        let builder = TreeBuilder(file: file, bytes: bytes, isUTF8: isUTF8, limits: limits)
        LibXML2Parser.parse(bytes, into: builder)
        builder.finish()
        if let error = builder.error {
            // A merge committed unresolved: libxml2 would name the first marker's '<' as a bad
            // start tag; say what it is, where it is.
            if error.reason == .malformed, let line = SourceText.conflictMarkerLine(in: UnsafeRawBufferPointer(bytes)) {
                throw ParseError(file: file, line: line, column: 1,
                                 message: "holds a merge conflict marker ('<<<<<<<'); resolve the conflict, as Xcode cannot open the file either",
                                 reason: .malformed)
            }
            throw error
        }
        guard let root = builder.rootNode else {
            throw ParseError(file: file, line: 1, column: 1, message: "empty document", reason: .empty)
        }
        let storage = DocumentStorage(
            file: file, source: source, names: builder.names, nameBytes: builder.nameBytes,
            nameOffsets: builder.nameOffsets, nodes: builder.takeNodes(),
            attributes: builder.takeAttributes(), arena: builder.takeArena(),
            positionsAreLines: !builder.positionsFromBytes)
        let rootName = builder.names[Int(root.name)]
        guard rootName == "document" || rootName == "archive" else {
            let (line, column) = storage.position(of: 0)
            throw ParseError(
                file: file, line: line, column: column,
                message: "root element is <\(rootName)>, not an Interface Builder <document> or <archive>",
                reason: .unsupportedRoot)
        }
        return storage
    }
}

extension Document {
    /// Source code, a binary or a text file given by mistake would get libxml2's "Document is
    /// empty" or "Start tag expected"; an XML document starts with `<` (after an optional
    /// byte-order mark and whitespace), so anything else is said to be what it is.
    /// `isUTF8` is `InputEncoding.isUTF8(bytes)`.
    static func rejectNonXML(_ bytes: UnsafeBufferPointer<UInt8>, first: Int, isUTF8: Bool, file: String) throws(ParseError) {
        guard isUTF8 else { return }
        var start = first
        if bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]) {
            start += 3
            while start < bytes.count, isASCIIWhitespace(bytes[start]) { start += 1 }
        }
        guard start == bytes.count || bytes[start] != UInt8(ascii: "<") else { return }
        let leading = bytes[0 ..< start]
        let line = 1 + leading.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = 1 + (leading.lastIndex(of: 0x0A).map { start - $0 - 1 } ?? start)
        throw ParseError(file: file, line: line, column: column,
                         message: "not an XML document: an Interface Builder file starts with '<'",
                         reason: .malformed)
    }
}
