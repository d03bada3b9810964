import NibSupport

/// The nibs an app's Info.plist loads by itself, with no code: `NSMainNibFile` (the main window
/// nib, owned by the application) and `UILaunchStoryboardName`, which may name a xib, each with
/// its device-specific variants (`NSMainNibFile~ipad`).
enum InfoPlistNibs {
    static let keys: Set<String> = ["NSMainNibFile", "UILaunchStoryboardName"]

    /// The values of those keys in an XML property list: a scan of `<key>K</key><string>V</string>`
    /// pairs rather than a full parse, so that a hostile plist nested a million deep costs one
    /// pass and no recursion.
    static func names(in bytes: [UInt8]) -> Set<String> {
        let text = String(decoding: bytes, as: UTF8.self)
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "<key>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</key>") else { break }
            var key = rest[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[close.upperBound...]
            if let tilde = key.firstIndex(of: "~") { key = String(key[..<tilde]) }
            guard keys.contains(key) else { continue }
            let value = rest.drop { $0.isWhitespace }
            guard value.hasPrefix("<string>"), let end = value.range(of: "</string>") else { continue }
            let name = value[value.index(value.startIndex, offsetBy: 8)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty { names.insert(name) }
        }
        return names
    }
}
