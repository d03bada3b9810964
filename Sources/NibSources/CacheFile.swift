import NibDocument
import NibValidation

/// The bytes of a source cache file, and back.
///
/// ```
/// header (56 bytes)
///   magic     8 bytes   89 4E 53 43 0D 0A 1A 0A  ("\x89NSC\r\n\x1A\n": a text-mode copy breaks it)
///   format    u32 LE    CacheFile.format: this layout
///   reader    u32 LE    SourceCache.readerVersion: what the readers extract
///   length    u64 LE    bytes after the header
///   signature 32 bytes  HMAC-SHA-256 of the header's first 24 bytes and the payload, under the
///                       user's MachineKey
/// payload
///   strings   count, then each: length, UTF-8 bytes          every string below is an index here
///   contents  count, then each: language u8, hash u64 u64 length, scans (count, each: needle-set
///             hash u64 u64 length, matched u8), declarations (0, or 1, byte length, bytes)
///   paths     count, then each: path, content index, stamp (device, inode, size, modified s ns,
///             changed s ns)
/// ```
///
/// Counts, lengths, indices and line numbers are LEB128 varints, signed ones zigzagged. Nothing
/// read from a file is trusted: any length past the end, unknown enum code, index out of range,
/// signature that does not verify or trailing byte makes `decode` return nil (the caller starts an empty cache),
/// never a trap. One file's declarations are decoded only when asked for, with that file's path
/// put in their locations (the path is not stored with them: the same content may move).
enum CacheFile {
    static let magic: [UInt8] = [0x89, 0x4E, 0x53, 0x43, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Bumped when the layout above changes.
    static let format: UInt32 = 2
    static let headerSize = 56

    /// A file's content as the cache knows it.
    struct Entry {
        /// Needle sets the content was scanned for, and whether it named one.
        var scans: [Scan] = []
        var declarations: Declarations = .none
    }

    struct Scan: Equatable {
        var needles: ContentHash
        var matched: Bool
    }

    enum Declarations {
        /// Never read (a Swift file the byte scan skipped).
        case none
        /// Still encoded, at this range of the loaded file.
        case encoded(Range<Int>)
        case decoded(FileDeclarations)
    }

    /// A path's last stamp and which content it had then.
    struct PathRecord: Equatable {
        var stamp: FileStamp
        var content: ContentKey
    }

    /// What `decode` found: the strings stay here for decoding declarations later.
    struct Loaded {
        var bytes: [UInt8]
        var strings: [String]
        var entries: [ContentKey: Entry]
        var paths: [String: PathRecord]
    }

    struct Malformed: Error {}

    // MARK: Writing

    static func encode(entries: [ContentKey: Entry], paths: [String: PathRecord], key: MachineKey,
                       decode: (Range<Int>) -> FileDeclarations?) -> [UInt8] {
        var strings = StringTable()
        var body = ByteWriter()
        // Sorted, so the same cache gives the same bytes.
        let keys = entries.keys.sorted()
        var indexByKey: [ContentKey: Int] = [:]
        body.varint(keys.count)
        for (index, key) in keys.enumerated() {
            indexByKey[key] = index
            let entry = entries[key]!
            body.byte(key.language.rawValue)
            body.hash(key.hash)
            body.varint(entry.scans.count)
            for scan in entry.scans {
                body.hash(scan.needles)
                body.byte(scan.matched ? 1 : 0)
            }
            let declarations: FileDeclarations?
            switch entry.declarations {
            case .none: declarations = nil
            case .encoded(let range): declarations = decode(range)
            case .decoded(let value): declarations = value
            }
            if let declarations {
                var blob = ByteWriter()
                blob.declarations(declarations, strings: &strings)
                body.byte(1)
                body.varint(blob.bytes.count)
                body.bytes += blob.bytes
            } else {
                body.byte(0)
            }
        }
        let recorded = paths.filter { indexByKey[$0.value.content] != nil }.sorted { $0.key < $1.key }
        body.varint(recorded.count)
        for (path, record) in recorded {
            body.varint(strings.index(path))
            body.varint(indexByKey[record.content]!)
            body.stamp(record.stamp)
        }

        var payload = ByteWriter()
        payload.varint(strings.all.count)
        for string in strings.all {
            let utf8 = Array(string.utf8)
            payload.varint(utf8.count)
            payload.bytes += utf8
        }
        payload.bytes += body.bytes

        var file = ByteWriter()
        file.bytes = magic
        file.fixed32(format)
        file.fixed32(SourceCache.readerVersion)
        file.fixed64(UInt64(payload.bytes.count))
        file.bytes += signature(header: file.bytes[...], payload: payload.bytes[...], key: key)
        file.bytes += payload.bytes
        return file.bytes
    }

    // MARK: Reading

    /// The cache in `bytes`, or nil when they are not a whole cache file of this format and
    /// reader version.
    static func decode(_ bytes: [UInt8], key: MachineKey) -> Loaded? {
        do throws(Malformed) {
            var header = ByteReader(bytes: bytes)
            guard try header.take(magic.count).elementsEqual(magic) else { return nil }
            guard try header.fixed32() == format, try header.fixed32() == SourceCache.readerVersion else { return nil }
            let length = try header.fixed64()
            let signed = try header.take(32)
            guard length == UInt64(bytes.count - headerSize),
                  signature(header: bytes[..<24], payload: bytes[headerSize...], key: key).elementsEqual(signed) else { return nil }

            var reader = ByteReader(bytes: bytes, index: headerSize)
            let stringCount = try reader.count()
            var strings: [String] = []
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                let length = try reader.count()
                let utf8 = try reader.take(length)
                strings.append(String(decoding: utf8, as: UTF8.self))
            }

            let entryCount = try reader.count()
            var keys: [ContentKey] = []
            keys.reserveCapacity(entryCount)
            var entries: [ContentKey: Entry] = [:]
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                guard let language = ContentKey.Language(rawValue: try reader.byte()) else { throw Malformed() }
                let key = ContentKey(language: language, hash: try reader.hash())
                var entry = Entry()
                for _ in 0..<(try reader.count()) {
                    entry.scans.append(Scan(needles: try reader.hash(), matched: try reader.flag()))
                }
                if try reader.flag() {
                    let length = try reader.count()
                    let start = reader.index
                    _ = try reader.take(length)
                    entry.declarations = .encoded(start..<start + length)
                }
                guard entries.updateValue(entry, forKey: key) == nil else { throw Malformed() }
                keys.append(key)
            }

            let pathCount = try reader.count()
            var paths: [String: PathRecord] = [:]
            paths.reserveCapacity(pathCount)
            for _ in 0..<pathCount {
                let path = try reader.string(strings)
                let index = try reader.varint()
                guard index < UInt64(keys.count) else { throw Malformed() }
                paths[path] = PathRecord(stamp: try reader.stamp(), content: keys[Int(index)])
            }
            guard reader.index == bytes.count else { return nil }
            return Loaded(bytes: bytes, strings: strings, entries: entries, paths: paths)
        } catch {
            return nil
        }
    }

    /// One file's declarations, from `range` of a loaded file, with `file` in every location;
    /// nil when the bytes there are not declarations.
    static func declarations(in loaded: Loaded, range: Range<Int>, file: String) -> FileDeclarations? {
        guard range.lowerBound >= 0, range.upperBound <= loaded.bytes.count else { return nil }
        var reader = ByteReader(bytes: loaded.bytes, index: range.lowerBound, end: range.upperBound)
        do throws(Malformed) {
            var value = try reader.declarations(strings: loaded.strings, file: file)
            value.file = file
            return reader.index == range.upperBound ? value : nil
        } catch {
            return nil
        }
    }

    /// The signature of a header's first 24 bytes and its payload.
    static func signature(header: ArraySlice<UInt8>, payload: ArraySlice<UInt8>, key: MachineKey) -> [UInt8] {
        key.signature(of: [header, payload])
    }
}

// MARK: - Strings

/// Each distinct string once, by index, in the order first seen.
private struct StringTable {
    var all: [String] = []
    var indices: [String: Int] = [:]

    mutating func index(_ string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = all.count
        all.append(string)
        return all.count - 1
    }
}

// MARK: - Writer

private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func fixed32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func fixed64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A count, length or index (never negative).
    mutating func varint(_ value: Int) { varint(UInt64(max(0, value))) }

    /// Any Int, zigzagged so small negative numbers stay short.
    mutating func signed(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    mutating func hash(_ hash: ContentHash) {
        fixed64(hash.first)
        fixed64(hash.second)
        varint(hash.length)
    }

    mutating func stamp(_ stamp: FileStamp) {
        varint(stamp.device)
        varint(stamp.inode)
        signed(stamp.size)
        signed(stamp.modified.seconds)
        signed(stamp.modified.nanoseconds)
        signed(stamp.changed.seconds)
        signed(stamp.changed.nanoseconds)
    }

    mutating func string(_ string: String, _ strings: inout StringTable) { varint(strings.index(string)) }

    /// 0 for nil, else the index plus one.
    mutating func optional(_ string: String?, _ strings: inout StringTable) {
        if let string { varint(strings.index(string) + 1) } else { byte(0) }
    }

    mutating func location(_ location: SourceLocation) {
        signed(Int64(location.line))
        signed(Int64(location.column))
    }

    mutating func declarations(_ declarations: FileDeclarations, strings: inout StringTable) {
        varint(declarations.types.count)
        for type in declarations.types {
            byte(type.kind == .classDeclaration ? 0 : 1)
            byte(type.language == .swift ? 0 : 1)
            string(type.name, &strings)
            varint(type.inheritedTypes.count)
            for inherited in type.inheritedTypes { string(inherited, &strings) }
            optional(type.objcName, &strings)
            optional(type.module, &strings)
            location(type.location)
            varint(type.properties.count)
            for property in type.properties {
                string(property.name, &strings)
                optional(property.typeName, &strings)
                // Bits 3 to 5: the platforms the declaration is not compiled for.
                byte((property.isOutlet ? 1 : 0) | (property.isOutletCollection ? 2 : 0) | (property.isImplicitlyUnwrapped ? 4 : 0)
                     | (SourcePlatforms.all.rawValue & ~property.platforms.rawValue) << 3)
                location(property.location)
            }
            varint(type.methods.count)
            for method in type.methods {
                string(method.selector, &strings)
                byte(method.isAction ? 1 : 0)
                location(method.location)
                varint(method.setsOnSelf.count)
                for name in method.setsOnSelf.sorted() { string(name, &strings) }
            }
            varint(type.assignedNames.count)
            for name in type.assignedNames.sorted() { string(name, &strings) }
            varint(type.calledMembers.count)
            for name in type.calledMembers.sorted() { string(name, &strings) }
            varint(type.hiddenMembers.count)
            for name in type.hiddenMembers.sorted() { string(name, &strings) }
            varint(type.shownMembers.count)
            for name in type.shownMembers.sorted() { string(name, &strings) }
            varint(type.interactionDisabledMembers.count)
            for name in type.interactionDisabledMembers.sorted() { string(name, &strings) }
            varint(type.interactionEnabledMembers.count)
            for name in type.interactionEnabledMembers.sorted() { string(name, &strings) }
            varint(type.staticPropertyNames.count)
            for name in type.staticPropertyNames.sorted() { string(name, &strings) }
            byte(type.writtenForNibKit ? 1 : 0)
            byte(type.loadsViewWithoutNib ? 1 : 0)
            varint(type.listedOutlets.count)
            for name in type.listedOutlets.sorted() { string(name, &strings) }
            varint(type.listedActions.count)
            for name in type.listedActions.sorted() { string(name, &strings) }
            varint(type.sharedNameUses.count)
            for name in type.sharedNameUses.sorted() { string(name, &strings) }
            varint(type.collapsedConstraints.count)
            for name in type.collapsedConstraints.sorted() { string(name, &strings) }
        }
        varint(declarations.literals.count)
        for literal in declarations.literals {
            byte(LiteralUse.Kind.codes.firstIndex(of: literal.kind).map(UInt8.init) ?? 0)
            optional(literal.value, &strings)
            location(literal.location)
            optional(literal.nibName, &strings)
            optional(literal.constant, &strings)
            optional(literal.constantValue, &strings)
            byte(literal.queue.map { ReuseQueue.codes.firstIndex(of: $0).map { UInt8($0 + 1) } ?? 0 } ?? 0)
            optional(literal.cellClass, &strings)
            optional(literal.bundle, &strings)
            optional(literal.storyboard, &strings)
            optional(literal.performer, &strings)
            optional(literal.enclosingClass, &strings)
            optional(literal.memberName, &strings)
            optional(literal.askedThroughCallsOf, &strings)
            optional(literal.runsWhenPropertyIsRead, &strings)
            byte((literal.returnsNilWhenUnregistered ? 1 : 0) | (literal.identifierIsClassName ? 2 : 0) | (literal.isTypedRegistration ? 4 : 0)
                 | (literal.runsOnlyOnIPad ? 8 : 0) | (literal.runsOnlyInStateRestoration ? 16 : 0) | (literal.dequeuesFromOwnList ? 32 : 0)
                 | (literal.takesTheCellAsItIs ? 64 : 0) | (literal.isInTryOrCatch ? 128 : 0))
            byte((literal.identifierIsReceiverClassName ? 1 : 0) | (literal.storyboardIsEnumCase ? 2 : 0) | (literal.isViewControllerNib ? 4 : 0)
                 | (literal.supplementaryKind == .sectionHeader ? 8 : 0) | (literal.supplementaryKind == .sectionFooter ? 16 : 0))
            signed(Int64(literal.fallbackForDequeueAtLine ?? -1))
            // The owner: 0 none given, 1 no owner, 2 an instance of the class that follows,
            // 3 the class named like the nib, 4 unknown.
            switch literal.owner {
            case nil: byte(0)
            case .none?: byte(1)
            case .instance(let name)?: byte(2); string(name, &strings)
            case .instanceOfClassNamedLikeTheNib?: byte(3)
            case .unknown?: byte(4)
            }
        }
        varint(declarations.stringConstants.count)
        for name in declarations.stringConstants.keys.sorted() {
            string(name, &strings)
            string(declarations.stringConstants[name] ?? "", &strings)
        }
        varint(declarations.referencedNames.count)
        for name in declarations.referencedNames.sorted() { string(name, &strings) }
        varint(declarations.nilSafeNames.count)
        for name in declarations.nilSafeNames.sorted() { string(name, &strings) }
        varint(declarations.valueNames.count)
        for name in declarations.valueNames.sorted() { string(name, &strings) }
        varint(declarations.valueNamesMadeOnlyWithANib.count)
        for name in declarations.valueNamesMadeOnlyWithANib.sorted() { string(name, &strings) }
        varint(declarations.swappedInClassNames.count)
        for name in declarations.swappedInClassNames.sorted() { string(name, &strings) }
        varint(declarations.identifierStrings.count)
        for text in declarations.identifierStrings.sorted() { string(text, &strings) }
        varint(declarations.stringRawValues.count)
        for text in declarations.stringRawValues.sorted() { string(text, &strings) }
        varint(declarations.quotedImports.count)
        for name in declarations.quotedImports.sorted() { string(name, &strings) }
        varint(declarations.forwardDeclaredClasses.count)
        for name in declarations.forwardDeclaredClasses.sorted() { string(name, &strings) }
        varint(declarations.constantOnlyStrings.count)
        for text in declarations.constantOnlyStrings.keys.sorted() {
            string(text, &strings)
            let constants = declarations.constantOnlyStrings[text] ?? []
            varint(constants.count)
            for constant in constants.sorted() { string(constant, &strings) }
        }
        varint(declarations.typeMemberReferences.count)
        for name in declarations.typeMemberReferences.sorted() { string(name, &strings) }
        varint(declarations.classNameMembers.count)
        for name in declarations.classNameMembers.sorted() { string(name, &strings) }
        varint(declarations.callLabels.count)
        for (name, labels) in declarations.callLabels.sorted(by: { $0.key < $1.key }) {
            string(name, &strings)
            varint(labels.count)
            for value in labels.sorted() { string(value, &strings) }
        }
        varint(declarations.classEnumCases.count)
        for (name, cases) in declarations.classEnumCases.sorted(by: { $0.key < $1.key }) {
            string(name, &strings)
            varint(cases.count)
            for value in cases.sorted() { string(value, &strings) }
        }
        varint(declarations.storyboardKeyedStrings.count)
        for text in declarations.storyboardKeyedStrings.sorted() { string(text, &strings) }
    }
}

private extension ReuseQueue {
    /// The byte each queue is written as: its position here plus one (0: none). Append only.
    static let codes: [ReuseQueue] = [.tableCells, .collectionCells, .other]
}

private extension LiteralUse.Kind {
    /// The byte each kind is written as: its position here. Append only.
    static let codes: [LiteralUse.Kind] = [
        .dequeueReuseIdentifier, .registerReuseIdentifier, .nibName, .storyboardName, .storyboardIdentifier, .segueIdentifier,
        .initialViewController, .stateRestoration, .sectionHeaderSize, .sectionFooterSize,
    ]
}

// MARK: - Reader

/// Reads from `bytes[index..<end]`; every read past `end` throws.
private struct ByteReader {
    let bytes: [UInt8]
    var index = 0
    var end: Int

    init(bytes: [UInt8], index: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.index = index
        self.end = end ?? bytes.count
    }

    mutating func byte() throws(CacheFile.Malformed) -> UInt8 {
        guard index < end else { throw CacheFile.Malformed() }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func flag() throws(CacheFile.Malformed) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheFile.Malformed()
        }
    }

    mutating func take(_ count: Int) throws(CacheFile.Malformed) -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - index else { throw CacheFile.Malformed() }
        defer { index += count }
        return bytes[index..<index + count]
    }

    mutating func fixed32() throws(CacheFile.Malformed) -> UInt32 {
        var value: UInt32 = 0
        for (offset, byte) in try take(4).enumerated() { value |= UInt32(byte) << UInt32(offset * 8) }
        return value
    }

    mutating func fixed64() throws(CacheFile.Malformed) -> UInt64 {
        var value: UInt64 = 0
        for (offset, byte) in try take(8).enumerated() { value |= UInt64(byte) << UInt64(offset * 8) }
        return value
    }

    mutating func varint() throws(CacheFile.Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            // The tenth byte may hold only the top bit.
            guard shift < 63 || byte <= 1 else { throw CacheFile.Malformed() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count, length or index: also no larger than what is left to read, so a damaged count
    /// cannot ask for a huge allocation.
    mutating func count() throws(CacheFile.Malformed) -> Int {
        let value = try varint()
        guard value <= UInt64(end - index) else { throw CacheFile.Malformed() }
        return Int(value)
    }

    mutating func signed() throws(CacheFile.Malformed) -> Int64 {
        let value = try varint()
        return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }

    mutating func int() throws(CacheFile.Malformed) -> Int {
        guard let value = Int(exactly: try signed()) else { throw CacheFile.Malformed() }
        return value
    }

    mutating func hash() throws(CacheFile.Malformed) -> ContentHash {
        let first = try fixed64()
        let second = try fixed64()
        guard let length = Int(exactly: try varint()) else { throw CacheFile.Malformed() }
        return ContentHash(first: first, second: second, length: length)
    }

    mutating func stamp() throws(CacheFile.Malformed) -> FileStamp {
        FileStamp(device: try varint(), inode: try varint(), size: try signed(),
                  modified: FileStamp.Time(seconds: try signed(), nanoseconds: try signed()),
                  changed: FileStamp.Time(seconds: try signed(), nanoseconds: try signed()))
    }

    mutating func string(_ strings: [String]) throws(CacheFile.Malformed) -> String {
        let index = try varint()
        guard index < UInt64(strings.count) else { throw CacheFile.Malformed() }
        return strings[Int(index)]
    }

    mutating func optional(_ strings: [String]) throws(CacheFile.Malformed) -> String? {
        let index = try varint()
        if index == 0 { return nil }
        guard index <= UInt64(strings.count) else { throw CacheFile.Malformed() }
        return strings[Int(index - 1)]
    }

    mutating func location(_ file: String) throws(CacheFile.Malformed) -> SourceLocation {
        SourceLocation(file: file, line: try int(), column: try int())
    }

    mutating func declarations(strings: [String], file: String) throws(CacheFile.Malformed) -> FileDeclarations {
        var result = FileDeclarations()
        let typeCount = try count()
        result.types.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            let kind: TypeDeclaration.Kind = try flag() ? .addition : .classDeclaration
            let language: TypeDeclaration.Language = try flag() ? .objectiveC : .swift
            let name = try string(strings)
            var type = TypeDeclaration(kind: kind, language: language, name: name, location: SourceLocation(file: file, line: 0, column: 0))
            for _ in 0..<(try count()) { type.inheritedTypes.append(try string(strings)) }
            type.objcName = try optional(strings)
            type.module = try optional(strings)
            type.location = try location(file)
            let propertyCount = try count()
            type.properties.reserveCapacity(propertyCount)
            for _ in 0..<propertyCount {
                let name = try string(strings)
                let typeName = try optional(strings)
                let flags = try byte()
                guard flags < 64 else { throw CacheFile.Malformed() }
                var property = TypeDeclaration.Property(
                    name: name, typeName: typeName, isOutlet: flags & 1 != 0, isOutletCollection: flags & 2 != 0,
                    isImplicitlyUnwrapped: flags & 4 != 0, location: try location(file))
                property.platforms = SourcePlatforms(rawValue: SourcePlatforms.all.rawValue & ~(flags >> 3))
                type.properties.append(property)
            }
            let methodCount = try count()
            type.methods.reserveCapacity(methodCount)
            for _ in 0..<methodCount {
                let selector = try string(strings)
                let isAction = try flag()
                var method = TypeDeclaration.Method(selector: selector, isAction: isAction, location: try location(file))
                for _ in 0..<(try count()) { method.setsOnSelf.insert(try string(strings)) }
                type.methods.append(method)
            }
            for _ in 0..<(try count()) { type.assignedNames.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.calledMembers.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.hiddenMembers.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.shownMembers.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.interactionDisabledMembers.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.interactionEnabledMembers.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.staticPropertyNames.insert(try string(strings)) }
            type.writtenForNibKit = try flag()
            type.loadsViewWithoutNib = try flag()
            for _ in 0..<(try count()) { type.listedOutlets.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.listedActions.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.sharedNameUses.insert(try string(strings)) }
            for _ in 0..<(try count()) { type.collapsedConstraints.insert(try string(strings)) }
            result.types.append(type)
        }
        let literalCount = try count()
        result.literals.reserveCapacity(literalCount)
        for _ in 0..<literalCount {
            let code = Int(try byte())
            guard code < LiteralUse.Kind.codes.count else { throw CacheFile.Malformed() }
            let value = try optional(strings)
            let place = try location(file)
            var use = LiteralUse(kind: LiteralUse.Kind.codes[code], value: value, location: place, nibName: try optional(strings))
            use.constant = try optional(strings)
            use.constantValue = try optional(strings)
            let queue = Int(try byte())
            guard queue <= ReuseQueue.codes.count else { throw CacheFile.Malformed() }
            use.queue = queue == 0 ? nil : ReuseQueue.codes[queue - 1]
            use.cellClass = try optional(strings)
            use.bundle = try optional(strings)
            use.storyboard = try optional(strings)
            use.performer = try optional(strings)
            use.enclosingClass = try optional(strings)
            use.memberName = try optional(strings)
            use.askedThroughCallsOf = try optional(strings)
            use.runsWhenPropertyIsRead = try optional(strings)
            let flags = try byte()
            use.returnsNilWhenUnregistered = flags & 1 != 0
            use.identifierIsClassName = flags & 2 != 0
            use.isTypedRegistration = flags & 4 != 0
            use.runsOnlyOnIPad = flags & 8 != 0
            use.runsOnlyInStateRestoration = flags & 16 != 0
            use.dequeuesFromOwnList = flags & 32 != 0
            use.takesTheCellAsItIs = flags & 64 != 0
            use.isInTryOrCatch = flags & 128 != 0
            let moreFlags = try byte()
            guard moreFlags < 32, moreFlags & 24 != 24 else { throw CacheFile.Malformed() }
            use.identifierIsReceiverClassName = moreFlags & 1 != 0
            use.storyboardIsEnumCase = moreFlags & 2 != 0
            use.isViewControllerNib = moreFlags & 4 != 0
            use.supplementaryKind = moreFlags & 8 != 0 ? .sectionHeader : moreFlags & 16 != 0 ? .sectionFooter : nil
            let fallbackLine = try int()
            guard fallbackLine >= -1 else { throw CacheFile.Malformed() }
            use.fallbackForDequeueAtLine = fallbackLine < 0 ? nil : fallbackLine
            switch try byte() {
            case 0: use.owner = nil
            case 1: use.owner = NibOwner.none
            case 2: use.owner = .instance(of: try string(strings))
            case 3: use.owner = .instanceOfClassNamedLikeTheNib
            case 4: use.owner = .unknown
            default: throw CacheFile.Malformed()
            }
            result.literals.append(use)
        }
        for _ in 0..<(try count()) {
            let name = try string(strings)
            result.stringConstants[name] = try string(strings)
        }
        for _ in 0..<(try count()) { result.referencedNames.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.nilSafeNames.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.valueNames.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.valueNamesMadeOnlyWithANib.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.swappedInClassNames.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.identifierStrings.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.stringRawValues.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.quotedImports.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.forwardDeclaredClasses.insert(try string(strings)) }
        for _ in 0..<(try count()) {
            let text = try string(strings)
            var constants: Set<String> = []
            for _ in 0..<(try count()) { constants.insert(try string(strings)) }
            result.constantOnlyStrings[text] = constants
        }
        for _ in 0..<(try count()) { result.typeMemberReferences.insert(try string(strings)) }
        for _ in 0..<(try count()) { result.classNameMembers.insert(try string(strings)) }
        for _ in 0..<(try count()) {
            let name = try string(strings)
            var labels: Set<String> = []
            for _ in 0..<(try count()) { labels.insert(try string(strings)) }
            result.callLabels[name] = labels
        }
        for _ in 0..<(try count()) {
            let name = try string(strings)
            var cases: Set<String> = []
            for _ in 0..<(try count()) { cases.insert(try string(strings)) }
            result.classEnumCases[name] = cases
        }
        for _ in 0..<(try count()) { result.storyboardKeyedStrings.insert(try string(strings)) }
        return result
    }
}
