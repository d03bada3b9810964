import Foundation

/// Names as they can be printed on one line.
package enum PrintableName {
    /// UTF-8 as it is; anything else with each byte of 0x80 and above written `\xNN`.
    package static func of(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var out = ""
        for byte in bytes {
            if byte < 0x80 {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "\\x" + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Control characters (a newline in a file name or a message) written as escapes, so that a
    /// finding stays one line; bidirectional controls too (`\u{202E}`), which would otherwise
    /// make a terminal show the rest of the line reversed, hiding what it says.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isBidirectionalControl($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isBidirectionalControl(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _ where isControl(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a terminal would act on `scalar` instead of showing it: a C0 or C1 control, DEL,
    /// or a bidirectional control.
    package static func isUnsafeForTerminal(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidirectionalControl(scalar)
    }

    /// The marks, embeddings, overrides and isolates of the Unicode bidirectional algorithm.
    private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80 ..< 0xA0).contains(scalar.value)
    }
}
