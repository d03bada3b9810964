/// The block and statement around a byte of Objective-C or Swift source, read from the bytes as
/// a person reads them (`IdiomGuard`, `DequeueFallback`): braces and statement ends are taken
/// as they stand, so one inside a string or a comment can mislead it.
enum EnclosingBlock {
    /// The innermost `{` before `offset` that nothing closes before it, looked for no further
    /// back than `reach` bytes; nil when there is none there.
    static func openingBrace(before offset: Int, in bytes: [UInt8], reach: Int) -> Int? {
        guard offset > 0, offset <= bytes.count else { return nil }
        var depth = 0
        var index = offset - 1
        let limit = max(0, offset - reach)
        while index >= limit {
            switch bytes[index] {
            case UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "{"):
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The `;`, `{` or `}` that ends what comes before the statement at `index` (the statement
    /// then runs from the byte after it up to `index`), looked for down to `lowerBound`; the byte
    /// before `lowerBound` when there is none.
    static func statementBoundary(before index: Int, in bytes: [UInt8], notBelow lowerBound: Int) -> Int {
        var boundary = index - 1
        while boundary >= lowerBound, ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[boundary]) { boundary -= 1 }
        return boundary
    }
}
