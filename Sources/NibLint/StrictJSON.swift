/// A JSON reader for nibcheck's own files (`.nibcheck.json`, baselines) that accepts exactly
/// RFC 8259 and keeps what Foundation's reader loses: the difference between `true` and `1`,
/// duplicate keys and trailing commas (all of which corelibs' JSONSerialization lets through),
/// and the line and column of a mistake.
enum StrictJSON {
    indirect enum Value: Equatable {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        /// The number as written; `integer` reads it when it is a whole number.
        case number(String)
        case bool(Bool)
        case null

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
            case (.array(let x), .array(let y)): return x == y
            case (.string(let x), .string(let y)), (.number(let x), .number(let y)): return x == y
            case (.bool(let x), .bool(let y)): return x == y
            case (.null, .null): return true
            default: return false
            }
        }

        /// A whole number written without fraction or exponent, as `Int`.
        var integer: Int? {
            guard case .number(let text) = self, !text.contains(where: { ".eE".contains($0) }) else { return nil }
            return Int(text)
        }

        /// What the value is, for messages: "a string", "true", "a number", …
        var kind: String {
            switch self {
            case .object: return "an object"
            case .array: return "a list"
            case .string: return "a string"
            case .number: return "a number"
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return "null"
            }
        }
    }

    struct SyntaxError: Error {
        let line: Int
        let column: Int
        let message: String
        var description: String { "\(line):\(column): \(message)" }
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Value {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.atEnd else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[index] }

        func error(_ message: String) -> SyntaxError {
            let before = bytes[..<min(index, bytes.count)]
            let line = 1 + before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let column = 1 + (before.lastIndex(of: 0x0A).map { index - $0 - 1 } ?? index)
            return SyntaxError(line: line, column: column, message: message)
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: String) throws(SyntaxError) {
            for byte in literal.utf8 {
                guard current == byte else { throw error("expected '\(literal)'") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> Value {
            guard depth < 64 else { throw error("nested too deeply") }
            guard let byte = current else { throw error("unexpected end of the file") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a JSON value")
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> Value {
            index += 1
            var members: [(key: String, value: Value)] = []
            var keys: Set<String> = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object([])
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else {
                    throw error(current == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a key in double quotes")
                }
                let keyStart = index
                let key = try string()
                guard keys.insert(key).inserted else {
                    index = keyStart
                    throw error("duplicate key '\(key)'")
                }
                skipWhitespace()
                try expect(":")
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> Value {
            index += 1
            var items: [Value] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array([])
            }
            while true {
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                try expect("]")
                return .array(items)
            }
        }

        mutating func number() throws(SyntaxError) -> String {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(first) else { throw error("malformed number") }
            if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
            if current == UInt8(ascii: ".") {
                index += 1
                guard skipDigits() > 0 else { throw error("malformed number") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard skipDigits() > 0 else { throw error("malformed number") }
            }
            return String(decoding: bytes[start ..< index], as: UTF8.self)
        }

        @discardableResult
        mutating func skipDigits() -> Int {
            let start = index
            while let byte = current, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - start
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while true {
                guard let byte = current else { throw error("unterminated string") }
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard let escape = current else { throw error("unterminated string") }
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                    default: throw error("unknown escape in a string")
                    }
                case 0 ..< 0x20:
                    throw error("control character in a string")
                default:
                    raw.append(byte)
                }
            }
        }

        /// `\uXXXX`, with a surrogate pair read as one scalar.
        mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
            let high = try hex4()
            if (0xD800 ..< 0xDC00).contains(high) {
                try expect("\\u")
                let low = try hex4()
                guard (0xDC00 ..< 0xE000).contains(low) else { throw error("unpaired surrogate in a string") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in a string") }
            return scalar
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count, bytes[index ..< index + 4].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }),
                  let value = UInt32(String(decoding: bytes[index ..< index + 4], as: UTF8.self), radix: 16) else {
                throw error("malformed \\u escape")
            }
            index += 4
            return value
        }
    }
}
