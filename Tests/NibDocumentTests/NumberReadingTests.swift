import NibDocument
import Testing

/// `Element.double(_:)` reads plain decimals from their bytes, without a string: it must give
/// exactly the double `Double(String)` gives for the same text, and for every other spelling
/// what the string parse gives.
@Suite struct NumberReadingTests {
    /// Decimals of every shape the fast path takes (up to 15 digits, fractions, signs, zeros)
    /// and spellings it leaves to the string parse.
    static var values: [String] {
        var values = [
            "0", "-0", "0.0", "-0.0", "1", "-1", "0.5", "0.1", "0.2", "0.3", "1.1", "2.675", "20.5", "-8",
            "375", "667", "0.33333333333333", "0.666666666666667", "999999999999999", "-999999999999999",
            "0.000000000000001", "123456789.012345", "9007199254740993", "1234567890123456", "0.1000000000000001",
            "1e3", "1E-2", ".5", "5.", "+1", "-", ".", "", "nan", "inf", "-inf", "0x10", " 1", "1 ", "1.2.3",
            "--1", "12a", "١٢",
        ]
        // A fixed pseudo-random set of plain decimals: up to 9 integer and 6 fraction digits.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        for _ in 0 ..< 2000 {
            let integer = next(1_000_000_000)
            let fractionDigits = Int(next(7))
            var text = (next(4) == 0 ? "-" : "") + String(integer)
            if fractionDigits > 0 {
                var fraction = String(next(UInt64(pow10(fractionDigits))))
                fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
                text += "." + fraction
            }
            values.append(text)
        }
        return values
    }

    static func pow10(_ exponent: Int) -> Int {
        (0 ..< exponent).reduce(1) { result, _ in result * 10 }
    }

    @Test func aNumberReadFromItsBytesIsTheStringParse() throws {
        let values = Self.values
        let attributes = values.enumerated().map { "v\($0.offset)=\"\($0.element)\"" }.joined(separator: " ")
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <rect key="frame" \(attributes)/>
            </document>
            """)
        let rect = try #require(document.elements(named: "rect").first)
        for (index, text) in values.enumerated() {
            let read = rect.double("v\(index)")
            let parsed = Double(text)
            #expect(read?.bitPattern == parsed?.bitPattern, "\(text): \(String(describing: read)) != \(String(describing: parsed))")
        }
    }
}
