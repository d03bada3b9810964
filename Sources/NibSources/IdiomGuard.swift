/// Whether code runs only on an iPad's own idiom: a load inside `if … userInterfaceIdiom == .pad {`
/// (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad` in Objective-C), or on the iPad side
/// of `idiom == .pad ? "Main_iPad" : "Main"`. An app built for iPhone only runs on an iPad in
/// compatibility mode, where the idiom is the phone's, so such a load never happens there
/// (Towy-IOS-Client's `Maps_iPad` storyboard, which the app does not have).
///
/// Read from the bytes around the use, as a person reads it: the innermost block's opening
/// brace and the statement before it, within a few kilobytes; comments and strings holding braces
/// can mislead it, and then it answers no.
enum IdiomGuard {
    /// How far back the enclosing block's brace is looked for.
    static let reach = 8192

    /// Whether the use at byte `offset` of `bytes` runs only under the iPad idiom.
    static func isIPadOnly(at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0, offset <= bytes.count else { return false }
        if isOnPadSideOfConditional(at: offset, in: bytes) { return true }
        // The innermost unclosed `{` before the use.
        var depth = 0
        var index = offset - 1
        let limit = max(0, offset - reach)
        while index >= limit {
            switch bytes[index] {
            case UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "{"):
                if depth == 0 { return headerTestsPad(before: index, in: bytes) }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return false
    }

    /// The statement before the brace at `brace` is `if` (or `else if`) with an iPad idiom test.
    private static func headerTestsPad(before brace: Int, in bytes: [UInt8]) -> Bool {
        var start = brace - 1
        while start >= max(0, brace - 400), ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[start]) { start -= 1 }
        let header = String(decoding: bytes[(start + 1)..<brace], as: UTF8.self).trimmingPrefix { $0.isWhitespace }
        let statement = header.hasPrefix("else ") ? header.dropFirst("else ".count).trimmingPrefix { $0.isWhitespace } : header[...]
        guard statement.hasPrefix("if ") || statement.hasPrefix("if(") else { return false }
        return testsPadIdiom(String(statement))
    }

    /// `… == .pad ? <use>`, the use before the `:`, on the use's line.
    private static func isOnPadSideOfConditional(at offset: Int, in bytes: [UInt8]) -> Bool {
        var start = offset - 1
        while start >= max(0, offset - 400), bytes[start] != UInt8(ascii: "\n") { start -= 1 }
        let before = String(decoding: bytes[(start + 1)..<offset], as: UTF8.self)
        guard let question = before.lastIndex(of: "?"), !before[question...].contains(":") else { return false }
        return testsPadIdiom(String(before[..<question]))
    }

    /// The text compares the interface idiom with the iPad's, for equality.
    static func testsPadIdiom(_ text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.contains("==") else { return false }
        let namesIdiom = compact.contains("userInterfaceIdiom") || compact.contains("UI_USER_INTERFACE_IDIOM") || compact.contains("UIUserInterfaceIdiom")
        let namesPad = compact.contains("==.pad") || compact.contains(".pad==") || compact.contains("Idiom.pad") || compact.contains("UIUserInterfaceIdiomPad")
        return namesIdiom && namesPad && !compact.contains("!=")
    }
}
