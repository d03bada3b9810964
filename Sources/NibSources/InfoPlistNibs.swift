import NibSupport

/// The nibs an app's Info.plist loads by itself, with no code: `NSMainNibFile` (the main window
/// nib, owned by the application) and `UILaunchStoryboardName`, which may name a xib, each with
/// its device-specific variants (`NSMainNibFile~ipad`).
enum InfoPlistNibs {
    static let keys: Set<String> = ["NSMainNibFile", "UILaunchStoryboardName"]

    /// The values of those keys in an XML property list.
    static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for (key, value) in InfoPlistStrings.pairs(in: bytes) where !value.isEmpty {
            let base = key.firstIndex(of: "~").map { String(key[..<$0]) } ?? key
            if keys.contains(base) { names.insert(value) }
        }
        return names
    }
}
