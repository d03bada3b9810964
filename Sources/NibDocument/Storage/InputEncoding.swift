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
    /// byte (this runs for every document, so no string searching over the file).
    private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: "<?xml".utf8) else { return nil }
        let head = bytes[start ..< min(bytes.count, start + 200)]
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = head[..<end].map { $0 | 0x20 }  // ASCII lower case
        let key = Array("encoding".utf8)
        guard declaration.count > key.count, let keyStart = (0 ..< declaration.count - key.count).first(where: {
            declaration[$0 ..< $0 + key.count].elementsEqual(key)
        }) else { return nil }
        let value = declaration[(keyStart + key.count)...].drop {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
        }.prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: " ") }
        return String(decoding: value, as: UTF8.self)
    }
}
