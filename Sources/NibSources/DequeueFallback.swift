/// Whether a nib load is the fallback of a dequeue that found no cell: the classic
/// Objective-C list code
///
/// ```objc
/// Cell *cell = [tableView dequeueReusableCellWithIdentifier:identifier];
/// if (cell == nil) {
///     cell = [[[NSBundle mainBundle] loadNibNamed:@"Cell" owner:self options:nil] objectAtIndex:0];
/// }
/// ```
///
/// `dequeueReusableCellWithIdentifier:` returns nil only when nothing provides the identifier:
/// where a prototype or a registration does, the load never runs (careermap-iOS's job cells,
/// whose nibs were deleted when the storyboard's prototypes took their place).
///
/// Read from the bytes around the load, as `IdiomGuard` reads them: the innermost block's
/// opening brace, the `if` before it testing a name for nil, and the statement before that
/// assigning the name from the dequeue. Anything else, or anything it cannot read, is no
/// fallback.
enum DequeueFallback {
    /// How far back the block's brace and the dequeue are looked for.
    static let reach = 4096

    /// The byte offset of the `dequeueReusableCellWithIdentifier:` whose nil result the load at
    /// byte `offset` of `bytes` is the fallback of; nil when it is none.
    static func dequeue(before offset: Int, in bytes: [UInt8]) -> Int? {
        // The innermost unclosed `{` before the load, and the `if` header before it.
        guard let brace = EnclosingBlock.openingBrace(before: offset, in: bytes, reach: reach) else { return nil }
        let start = EnclosingBlock.statementBoundary(before: brace, in: bytes, notBelow: max(0, brace - 400))
        guard start >= 0 else { return nil }
        let header = String(decoding: bytes[(start + 1)..<brace], as: UTF8.self).filter { !$0.isWhitespace }
        guard let name = testedForNil(header) else { return nil }
        // The statement before the `if`: `name = [… dequeueReusableCellWithIdentifier:…];`, with
        // a declaration or a cast before the message.
        guard bytes[start] == UInt8(ascii: ";") else { return nil }
        let statementStart = EnclosingBlock.statementBoundary(before: start, in: bytes, notBelow: max(0, start - reach))
        let statement = Array(bytes[(statementStart + 1)..<start])
        let piece = Array("dequeueReusableCellWithIdentifier:".utf8)
        guard let found = firstIndex(of: piece, in: statement), firstIndex(of: Array("forIndexPath:".utf8), in: statement) == nil else { return nil }
        // The name is what the statement assigns: the identifier right before its one `=`.
        let assigned = statement[..<found]
        guard let equals = assigned.firstIndex(of: UInt8(ascii: "=")), assigned.lastIndex(of: UInt8(ascii: "=")) == equals else { return nil }
        var nameEnd = equals
        while nameEnd > 0, assigned[nameEnd - 1] == 0x20 || assigned[nameEnd - 1] == 0x09 || assigned[nameEnd - 1] == 0x0A { nameEnd -= 1 }
        var nameStart = nameEnd
        while nameStart > 0, IdentifierBytes.isPart(assigned[nameStart - 1]) { nameStart -= 1 }
        guard String(decoding: assigned[nameStart..<nameEnd], as: UTF8.self) == name else { return nil }
        return statementStart + 1 + found
    }

    /// Where `pattern` first occurs in `bytes`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
        }
        return nil
    }

    /// The name an `if` header (whitespace removed) tests for nil: `if(cell==nil)`,
    /// `if(nil==cell)`, `if(!cell)`, `if(cell==NULL)`; nil for any other test.
    static func testedForNil(_ header: String) -> String? {
        guard header.hasPrefix("if("), header.hasSuffix(")") else { return nil }
        let condition = header.dropFirst(3).dropLast()
        func isName(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if condition.hasPrefix("!"), isName(condition.dropFirst()) { return String(condition.dropFirst()) }
        let sides = condition.components(separatedBy: "==")
        guard sides.count == 2 else { return nil }
        let nils: Set<String> = ["nil", "NULL", "Nil"]
        if nils.contains(sides[1]), isName(Substring(sides[0])) { return sides[0] }
        if nils.contains(sides[0]), isName(Substring(sides[1])) { return sides[1] }
        return nil
    }
}
