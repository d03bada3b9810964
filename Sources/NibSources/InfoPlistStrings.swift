import Foundation

/// The string values of an XML property list's keys, at any depth, in order: a scan of
/// `<key>K</key><string>V</string>` pairs rather than a full parse, so that a hostile plist
/// nested a million deep costs one pass and no recursion. A key whose value is not a string is
/// left out.
enum InfoPlistStrings {
    static func pairs(in bytes: [UInt8]) -> [(key: String, value: String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var pairs: [(key: String, value: String)] = []
        var rest = text[...]
        while let open = rest.range(of: "<key>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</key>") else { break }
            let key = rest[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[close.upperBound...]
            let value = rest.drop { $0.isWhitespace }
            guard value.hasPrefix("<string>"), let end = value.range(of: "</string>") else { continue }
            pairs.append((key, value[value.index(value.startIndex, offsetBy: 8)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return pairs
    }

    /// Whether the plist keeps the app in the light appearance (`UIUserInterfaceStyle` `Light`):
    /// the dark variants of its colours and images are then never shown.
    static func keepsLightAppearance(_ bytes: [UInt8]) -> Bool {
        pairs(in: bytes).contains { $0.key == "UIUserInterfaceStyle" && $0.value == "Light" }
    }
}
