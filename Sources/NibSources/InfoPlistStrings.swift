/// The string values of an XML property list's keys, at any depth, in order: a scan of
/// `<key>K</key><string>V</string>` pairs over the bytes rather than a full parse, so that a
/// hostile plist nested a million deep costs one pass and no recursion. A key whose value is not
/// a string is left out; keys and values are taken as written (no entities decoded), trimmed.
enum InfoPlistStrings {
    static func pairs(in bytes: [UInt8]) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        bytes.withUnsafeBufferPointer { text in
            var cursor = 0
            while let open = find(keyOpen, in: text, from: cursor) {
                let keyStart = open + keyOpen.count
                guard let close = find(keyClose, in: text, from: keyStart) else { break }
                cursor = close + keyClose.count
                var value = cursor
                while value < text.count, isSpace(text[value]) { value += 1 }
                guard starts(stringOpen, in: text, at: value) else { continue }
                let valueStart = value + stringOpen.count
                // No closing tag here means none further on either. Going on after the value's
                // end reads each byte a bounded number of times, however the tags nest.
                guard let end = find(stringClose, in: text, from: valueStart) else { break }
                pairs.append((trimmed(text, keyStart, close), trimmed(text, valueStart, end)))
                cursor = end + stringClose.count
            }
        }
        return pairs
    }

    /// Whether the plist keeps the app in the light appearance (`UIUserInterfaceStyle` `Light`):
    /// the dark variants of its colours and images are then never shown.
    static func keepsLightAppearance(_ pairs: [(key: String, value: String)]) -> Bool {
        pairs.contains { $0.key == "UIUserInterfaceStyle" && $0.value == "Light" }
    }

    private static let keyOpen = Array("<key>".utf8), keyClose = Array("</key>".utf8)
    private static let stringOpen = Array("<string>".utf8), stringClose = Array("</string>".utf8)

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func starts(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= text.count else { return false }
        for offset in pattern.indices where text[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Where `pattern` (which starts with `<`, found nowhere else in it) next occurs from `index`.
    private static func find(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var cursor = index
        while cursor < text.count {
            guard let lessThan = text[cursor...].firstIndex(of: pattern[0]) else { return nil }
            if starts(pattern, in: text, at: lessThan) { return lessThan }
            cursor = lessThan + 1
        }
        return nil
    }

    private static func trimmed(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        var from = start, to = end
        while from < to, isSpace(text[from]) { from += 1 }
        while to > from, isSpace(text[to - 1]) { to -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[from..<to]), as: UTF8.self)
    }
}
