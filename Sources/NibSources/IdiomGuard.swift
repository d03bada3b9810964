/// Whether code runs only on an iPad's own idiom: a load inside `if … userInterfaceIdiom == .pad {`
/// (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad` in Objective-C), or on the iPad side
/// of `idiom == .pad ? "Main_iPad" : "Main"`. An app built for iPhone only runs on an iPad in
/// compatibility mode, where the idiom is the phone's, so such a load never happens there
/// (Towy-IOS-Client's `Maps_iPad` storyboard, which the app does not have).
///
/// Read from the bytes around the use, as a person reads it: the innermost block's opening
/// brace and the `if` line(s) before it, within a few kilobytes. A brace inside a string or a
/// comment between the two can mislead it; a test joined with `||` or negated is not an iPad's.
enum IdiomGuard {
    /// How far back the enclosing block's brace is looked for.
    static let reach = 8192

    /// Whether the use at byte `offset` of `bytes` runs only under the iPad idiom.
    static func isIPadOnly(at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0, offset <= bytes.count else { return false }
        if isOnPadSideOfConditional(at: offset, in: bytes) { return true }
        guard let brace = EnclosingBlock.openingBrace(before: offset, in: bytes, reach: reach) else { return false }
        return headerTestsPad(before: brace, in: bytes)
    }

    /// The statement before the brace at `brace` is `if` (or `else if`) with an iPad idiom test:
    /// from the last line before the brace that starts one (Swift ends statements at line ends,
    /// Objective-C at `;`), back no further than the previous `;`, `{` or `}`.
    private static func headerTestsPad(before brace: Int, in bytes: [UInt8]) -> Bool {
        let start = EnclosingBlock.statementBoundary(before: brace, in: bytes, notBelow: max(0, brace - 400))
        let lines = String(decoding: bytes[(start + 1)..<brace], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func opensIf(_ line: Substring) -> Bool {
            var text = line.trimmingPrefix { $0.isWhitespace }
            if text.hasPrefix("else ") { text = text.dropFirst("else ".count).trimmingPrefix { $0.isWhitespace } }
            return text.hasPrefix("if ") || text.hasPrefix("if(")
        }
        guard let first = lines.lastIndex(where: opensIf) else { return false }
        return testsPadIdiom(lines[first...].joined(separator: "\n"))
    }

    /// `… == .pad ? <use>`, the use before the conditional's `:`, on the use's line. A colon
    /// right after a name is an argument's label (`name:`), not the conditional's.
    private static func isOnPadSideOfConditional(at offset: Int, in bytes: [UInt8]) -> Bool {
        var start = offset - 1
        while start >= max(0, offset - 400), bytes[start] != UInt8(ascii: "\n") { start -= 1 }
        let before = Array(String(decoding: bytes[(start + 1)..<offset], as: UTF8.self))
        guard let question = before.lastIndex(of: "?") else { return false }
        for index in (question + 1)..<before.count where before[index] == ":" {
            let previous = before[index - 1]
            if !(previous.isLetter || previous.isNumber || previous == "_") { return false }
        }
        return testsPadIdiom(String(before[..<question]))
    }

    /// The text compares the interface idiom with the iPad's, for equality, and nothing else.
    static func testsPadIdiom(_ text: String) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.contains("=="), !compact.contains("!="), !compact.contains("||"), !compact.contains("!(") else { return false }
        let namesIdiom = compact.contains("userInterfaceIdiom") || compact.contains("UI_USER_INTERFACE_IDIOM") || compact.contains("UIUserInterfaceIdiom")
        let namesPad = compact.contains("==.pad") || compact.contains(".pad==") || compact.contains("Idiom.pad") || compact.contains("UIUserInterfaceIdiomPad")
        return namesIdiom && namesPad
    }
}
