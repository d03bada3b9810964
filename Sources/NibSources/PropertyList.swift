/// A reader for the property lists of `project.pbxproj`: the OpenStep ("old-style ASCII") form
/// Xcode writes, `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and bare strings,
/// `/* comments */`; and the XML form Xcode also opens (`PropertyList+XML.swift`).
enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var array: [PropertyList]? { if case .array(let value) = self { return value } else { return nil } }
    var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { return value } else { return nil } }
    subscript(key: String) -> PropertyList? { dictionary?[key] }

    static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var parser = Parser(bytes: bytes)
        parser.skipTrivia()
        // `<?xml`, `<!DOCTYPE` or `<plist`: the XML form (an OpenStep list starts with `{`).
        if parser.index + 1 < bytes.count, bytes[parser.index] == 0x3C,
           bytes[parser.index + 1] == 0x3F || bytes[parser.index + 1] == 0x21 || bytes[parser.index + 1] == 0x70 {
            return try parseXML(bytes)
        }
        return try parser.value()
    }

    /// The value of a hex digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// `line:column: what`, the place of byte `index` counted from the start of `bytes`.
    static func failure(_ what: String, at index: Int, in bytes: [UInt8]) -> ParseError {
        let before = bytes[..<min(max(index, 0), bytes.count)]
        let line = 1 + before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = 1 + before.count - ((before.lastIndex(of: 0x0A) ?? -1) + 1)
        return ParseError(description: "\(line):\(column): \(what)")
    }

    /// How deep arrays and dictionaries may nest. Xcode's projects nest five or six levels; a
    /// hostile file of 100,000 `(` would otherwise overflow the stack.
    static let maxDepth = 128

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0

        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index += 2
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        /// `line:column: what`, the place counted from the start of the file.
        func fail(_ what: String) -> ParseError { PropertyList.failure(what, at: index, in: bytes) }

        mutating func expect(_ byte: UInt8) throws(ParseError) {
            skipTrivia()
            guard index < bytes.count, bytes[index] == byte else { throw fail("expected '\(Character(Unicode.Scalar(byte)))'") }
            index += 1
        }

        mutating func value() throws(ParseError) -> PropertyList {
            skipTrivia()
            guard index < bytes.count else { throw fail("unexpected end") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= PropertyList.maxDepth else { throw fail("nested deeper than \(PropertyList.maxDepth) levels") }
            switch bytes[index] {
            case 0x7B:  // {
                index += 1
                var result: [String: PropertyList] = [:]
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw fail("unterminated dictionary") }
                    if bytes[index] == 0x7D { index += 1; return .dictionary(result) }
                    let key = try string()
                    try expect(0x3D)
                    result[key] = try value()
                    try expect(0x3B)
                }
            case 0x28:  // (
                index += 1
                var result: [PropertyList] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw fail("unterminated array") }
                    if bytes[index] == 0x29 { index += 1; return .array(result) }
                    result.append(try value())
                    skipTrivia()
                    if index < bytes.count, bytes[index] == 0x2C { index += 1 }
                }
            case 0x3C:  // <hex data>: kept as its text
                let start = index
                while index < bytes.count, bytes[index] != 0x3E { index += 1 }
                index += 1
                return .string(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self))
            default:
                return .string(try string())
            }
        }

        mutating func string() throws(ParseError) -> String {
            skipTrivia()
            guard index < bytes.count else { throw fail("expected a string") }
            if bytes[index] == 0x22 {
                index += 1
                var result: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C, index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case 0x6E: result.append(0x0A)
                        case 0x74: result.append(0x09)
                        case 0x72: result.append(0x0D)
                        case 0x61: result.append(0x07)
                        case 0x62: result.append(0x08)
                        case 0x66: result.append(0x0C)
                        case 0x76: result.append(0x0B)
                        case 0x55:
                            // `\U0010`: a UTF-16 unit in four hex digits, as Xcode writes control
                            // characters in a file's name (a pair for a character beyond it).
                            result.append(contentsOf: String(Character(unicodeEscape())).utf8)
                            continue
                        case 0x30...0x37:
                            // `\012`: up to three octal digits.
                            var value: UInt32 = 0
                            var digits = 0
                            while digits < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                                value = value * 8 + UInt32(bytes[index] - 0x30)
                                index += 1
                                digits += 1
                            }
                            result.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
                            continue
                        default: result.append(bytes[index])
                        }
                    } else {
                        result.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { throw fail("unterminated string") }
                index += 1
                return String(decoding: result, as: UTF8.self)
            }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let bare = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F || byte == 0x24 || byte == 0x2F || byte == 0x3A || byte == 0x2E || byte == 0x2D || byte == 0x2B
                guard bare else { break }
                index += 1
            }
            guard index > start else { throw fail("expected a string") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// The character of a `\U` escape, `index` at the `U`; after it, `index` is past its
        /// digits (and past a second escape that completes a surrogate pair). A malformed or
        /// unpaired unit is U+FFFD.
        mutating func unicodeEscape() -> Unicode.Scalar {
            index += 1
            let first = hexUnit()
            if (0xD800...0xDBFF).contains(first), index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x55 {
                let saved = index
                index += 2
                let second = hexUnit()
                if (0xDC00...0xDFFF).contains(second) {
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
                }
                index = saved
            }
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }

        /// Up to four hex digits at `index`, read past.
        private mutating func hexUnit() -> UInt32 {
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = PropertyList.hexValue(bytes[index]) {
                value = value * 16 + digit
                index += 1
                digits += 1
            }
            return value
        }
    }
}
