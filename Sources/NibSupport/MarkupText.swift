import Foundation

/// XML and HTML text for the package's reports, pictures and dumps: the one escaper for markup.
/// Markup characters become entities; tab and line breaks character references (so an attribute
/// value keeps them through attribute normalisation, and text reads the same); what XML 1.0 cannot
/// carry at all (other control characters, U+FFFE, U+FFFF) becomes U+FFFD.
package enum XMLText {
    /// How much is replaced: what Interface Builder writes, or everything a report or picture
    /// must make safe.
    enum Level { case elementText, attributeValue, everything }

    /// An attribute value as Interface Builder writes one: `&`, `<`, `>` and `"` as entities,
    /// line breaks and tabs as character references, apostrophes as they are (`File's Owner`).
    package static func attributeValue(_ text: String) -> String { escaped(text, .attributeValue) }

    /// Element text as Interface Builder writes it (a `<string key="text">`'s lines as they are).
    package static func content(_ text: String) -> String { escaped(text, .elementText) }

    /// Text for HTML and XML the package writes itself (reports, SVG): every markup character
    /// and every control character made safe.
    package static func escape(_ text: String) -> String { escaped(text, .everything) }

    /// The one escaper: markup characters always, quotes and whitespace in attribute values,
    /// apostrophes and characters XML cannot carry only for the package's own output.
    static func escaped(_ text: String, _ level: Level) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where level != .elementText: out += "&quot;"
            case "\t" where level != .elementText: out += "&#9;"
            case "\n" where level != .elementText: out += "&#10;"
            case "\r" where level != .elementText: out += "&#13;"
            case "'" where level == .everything: out += "&#39;"
            case _ where level == .everything && (scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF):
                out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Minimal JSON writing: the package has no dependency to do it, and Foundation's encoder would
/// lose attribute order.
/// JSON text for the package's reporters and dumps (not public API: clients have JSONEncoder).
package enum JSON {
    package static func quote(_ string: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
