/// What the first bytes of a file say about its encoding, before libxml2 sees it.
///
/// UTF-8 (and ASCII) is what Interface Builder writes, and the only encoding whose positions are
/// exact: byte offsets map straight to lines and columns. UTF-16 and the single-byte encodings
/// libxml2 converts are read with libxml2's line numbers. UTF-32 and EBCDIC are refused: libxml2's
/// positions for them come out as 1:1 everywhere, and no nib is written in them.
enum InputEncoding {
    /// The name of an encoding NibKit refuses, or nil.
    static func unsupported(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 4 else { return nil }
        let head = (bytes[0], bytes[1], bytes[2], bytes[3])
        switch head {
        // Byte-order marks, then `<` as the first character without one.
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0x00, 0x00, 0xFF, 0xFE), (0xFE, 0xFF, 0x00, 0x00): return "UCS-4 (unusual byte order)"
        // `<?xm` in EBCDIC.
        case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
        default: break
        }
        // An ASCII-compatible declaration naming UTF-32 contradicts itself; libxml2 would
        // switch encodings mid-file.
        guard let declared = declaredEncoding(bytes) else { return nil }
        return ["ucs-4", "ucs4", "utf-32", "utf32"].contains { declared.hasPrefix($0) } ? "UTF-32" : nil
    }

    /// UTF-8 unless a byte-order mark or zero bytes say UTF-16/32, or the XML declaration names
    /// another encoding.
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return true }
        if bytes[0] == 0xFE || bytes[0] == 0xFF || bytes[0] == 0 || bytes[1] == 0 { return false }
        guard let declared = declaredEncoding(bytes) else { return true }
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains { declared.hasPrefix($0) }
    }

    /// The `encoding` of an ASCII-compatible XML declaration, in ASCII lower case. Read byte by
    /// byte over the buffer, with no intermediate arrays (this runs twice for every document, and
    /// slicing and mapping the declaration cost more than the rest of the checks before a parse).
    private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        let start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        guard count - start >= 5, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "?"),
              bytes[start + 2] == UInt8(ascii: "x"), bytes[start + 3] == UInt8(ascii: "m"),
              bytes[start + 4] == UInt8(ascii: "l") else { return nil }
        // The declaration: up to the first `>` within 200 bytes, read in ASCII lower case.
        let limit = min(count, start + 200)
        var end = start
        while end < limit, bytes[end] != UInt8(ascii: ">") { end += 1 }
        guard end < limit else { return nil }
        func lower(_ index: Int) -> UInt8 { bytes[index] | 0x20 }
        let key = encodingKey
        let length = end - start
        guard length > key.count else { return nil }
        var keyStart: Int?
        candidates: for candidate in start ..< start + length - key.count {
            for offset in 0 ..< key.count where lower(candidate + offset) != key[offset] { continue candidates }
            keyStart = candidate
            break
        }
        guard let keyStart else { return nil }
        var valueStart = keyStart + key.count
        while valueStart < end, [UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(lower(valueStart)) {
            valueStart += 1
        }
        var valueEnd = valueStart
        while valueEnd < end, ![UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: " ")].contains(lower(valueEnd)) {
            valueEnd += 1
        }
        return String(decoding: (valueStart ..< valueEnd).map(lower), as: UTF8.self)
    }

    private static let encodingKey = Array("encoding".utf8)
}
