/// The XML form of a property list (`<plist><dict><key>objects</key><dict>…`), which Xcode opens
/// as a `project.pbxproj` as readily as its own OpenStep form, and which tools that convert or
/// merge projects write (beone-iOS-v2's project). Strings, numbers, dates and data are kept as
/// their text and `<true/>` and `<false/>` as `YES` and `NO`, as the OpenStep form spells them.
/// The file is untrusted: nesting is bounded by `PropertyList.maxDepth`, no DTD is loaded and
/// only XML's five named entities and numeric references are expanded.
extension PropertyList {
    static func parseXML(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var parser = XMLParser(bytes: bytes)
        try parser.skipProlog()
        let plist = try parser.tag()
        guard plist.name == "plist", !plist.closes else { throw parser.fail("expected <plist>") }
        if plist.isEmpty { throw parser.fail("an empty <plist/>") }
        let value = try parser.value(after: parser.tag())
        let end = try parser.tag()
        guard end.closes, end.name == "plist" else { throw parser.fail("expected </plist>") }
        return value
    }

    private struct XMLParser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0

        /// A start, end or empty tag: `<dict>`, `</dict>`, `<true/>`.
        struct Tag {
            var name: String
            var closes = false
            var isEmpty = false
        }

        func fail(_ what: String) -> ParseError { PropertyList.failure(what, at: index, in: bytes) }

        func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

        mutating func skipBlanks() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// Blanks, comments, the XML declaration and the DOCTYPE (never loaded) before the root,
        /// and comments between elements.
        mutating func skipProlog() throws(ParseError) {
            while true {
                skipBlanks()
                if starts(with: "<?") {
                    try skip(past: "?>")
                } else if starts(with: "<!--") {
                    try skip(past: "-->")
                } else if starts(with: "<!DOCTYPE") {
                    try skip(past: ">")
                } else {
                    return
                }
            }
        }

        mutating func skip(past end: String) throws(ParseError) {
            let terminator = Array(end.utf8)
            while index < bytes.count, !bytes[index...].starts(with: terminator) { index += 1 }
            guard index < bytes.count else { throw fail("unterminated '\(end)'") }
            index += terminator.count
        }

        /// The next tag, after blanks and comments.
        mutating func tag() throws(ParseError) -> Tag {
            while true {
                skipBlanks()
                guard starts(with: "<!--") else { break }
                try skip(past: "-->")
            }
            guard index < bytes.count, bytes[index] == 0x3C else { throw fail("expected a tag") }
            let start = index
            while index < bytes.count, bytes[index] != 0x3E { index += 1 }
            guard index < bytes.count else { index = start; throw fail("unterminated tag") }
            var inner = bytes[(start + 1)..<index]
            index += 1
            var tag = Tag(name: "")
            if inner.first == 0x2F { tag.closes = true; inner = inner.dropFirst() }
            if inner.last == 0x2F { tag.isEmpty = true; inner = inner.dropLast() }
            let name = inner.prefix { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            tag.name = String(decoding: name, as: UTF8.self)
            return tag
        }

        /// The value `start` opens.
        mutating func value(after start: Tag) throws(ParseError) -> PropertyList {
            guard !start.closes else { throw fail("unexpected </\(start.name)>") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= PropertyList.maxDepth else { throw fail("nested deeper than \(PropertyList.maxDepth) levels") }
            switch start.name {
            case "dict":
                var result: [String: PropertyList] = [:]
                guard !start.isEmpty else { return .dictionary(result) }
                while true {
                    let next = try tag()
                    if next.closes, next.name == "dict" { return .dictionary(result) }
                    guard next.name == "key", !next.closes else { throw fail("expected <key> in a <dict>") }
                    let key = try next.isEmpty ? "" : text(closing: "key")
                    result[key] = try value(after: tag())
                }
            case "array":
                var result: [PropertyList] = []
                guard !start.isEmpty else { return .array(result) }
                while true {
                    let next = try tag()
                    if next.closes, next.name == "array" { return .array(result) }
                    result.append(try value(after: next))
                }
            case "true": return try flag("YES", start)
            case "false": return try flag("NO", start)
            case "string", "integer", "real", "date", "data":
                return try .string(start.isEmpty ? "" : text(closing: start.name))
            default:
                throw fail("unknown element <\(start.name)>")
            }
        }

        mutating func flag(_ value: String, _ start: Tag) throws(ParseError) -> PropertyList {
            if !start.isEmpty {
                let end = try tag()
                guard end.closes, end.name == start.name else { throw fail("expected </\(start.name)>") }
            }
            return .string(value)
        }

        /// The character data up to `</name>`, references expanded.
        mutating func text(closing name: String) throws(ParseError) -> String {
            var result: [UInt8] = []
            while index < bytes.count, bytes[index] != 0x3C {
                if bytes[index] == 0x26 {
                    try reference(into: &result)
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            let end = try tag()
            guard end.closes, end.name == name else { throw fail("expected </\(name)>") }
            return String(decoding: result, as: UTF8.self)
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#38;` or `&#x26;` at `index`.
        mutating func reference(into result: inout [UInt8]) throws(ParseError) {
            let start = index
            while index < bytes.count, bytes[index] != 0x3B, index - start < 12 { index += 1 }
            guard index < bytes.count, bytes[index] == 0x3B else { index = start; throw fail("unterminated reference") }
            let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
            index += 1
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let text = named[name] {
                result.append(contentsOf: text.utf8)
            } else if name.hasPrefix("#"), let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()),
                      let scalar = Unicode.Scalar(code) {
                result.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                index = start
                throw fail("unknown reference '&\(name);'")
            }
        }
    }
}
