/// A number written the plain way Interface Builder writes numbers: an optional minus, digits,
/// and an optional point followed by digits (`-12.5`, `1000`), read from its bytes without making a
/// string. Anything else (an exponent, a plus, spaces, `nan`) is not one, and its reader falls back
/// to parsing the string.
public struct PlainDecimal: Sendable {
    /// Whether it starts with a minus.
    public let isNegative: Bool
    /// How many digits it has before the point.
    public let integerDigits: Int
    /// How many digits it has after the point (0 without a point).
    public let fractionDigits: Int
    /// Its first 18 digits as a whole number, the point left out (exact while
    /// `integerDigits + fractionDigits <= 18`).
    public let digitValue: UInt64
    /// Whether any of its digits is not 0.
    public let hasNonZeroDigit: Bool

    /// Reads `bytes`; nil unless they are a plain decimal as a whole.
    @inlinable
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var value: UInt64 = 0
        var digits = 0
        var integerDigits = 0
        var fractionDigits = 0
        var nonZero = false
        var afterPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if digits < 18 { value = value * 10 + UInt64(byte - UInt8(ascii: "0")) }
                if byte != UInt8(ascii: "0") { nonZero = true }
                digits += 1
                if afterPoint { fractionDigits += 1 } else { integerDigits += 1 }
            } else if byte == UInt8(ascii: "."), !afterPoint, integerDigits > 0 {
                afterPoint = true
            } else {
                return nil
            }
        }
        guard integerDigits > 0, !afterPoint || fractionDigits > 0 else { return nil }
        isNegative = negative
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
        digitValue = value
        hasNonZeroDigit = nonZero
    }

    /// Exact powers of ten up to 10²², the largest a `Double` holds exactly.
    @usableFromInline
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Its value when it has at most 15 digits, else nil. The whole number of its digits and the
    /// power of ten it is divided by are both exact doubles, so the one rounding of the division
    /// gives the correctly rounded value, as `Double(String)` does (Clinger's fast path): the same
    /// double, bit for bit.
    @inlinable
    public var exactDouble: Double? {
        guard integerDigits + fractionDigits <= 15 else { return nil }
        let value = Double(digitValue) / PlainDecimal.powersOfTen[fractionDigits]
        return isNegative ? -value : value
    }
}
