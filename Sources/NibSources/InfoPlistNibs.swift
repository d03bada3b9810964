/// The nibs an app's Info.plist loads by itself, with no code: `NSMainNibFile` (the main window
/// nib, owned by the application) and `UILaunchStoryboardName`, which may name a xib, each with
/// its device-specific variants (`NSMainNibFile~ipad`).
enum InfoPlistNibs {
    static let keys: Set<String> = ["NSMainNibFile", "UILaunchStoryboardName"]
    /// The keys that name a storyboard the system loads: the main one, a scene configuration's,
    /// an app extension's, and macOS's.
    static let storyboardKeys: Set<String> = ["UIMainStoryboardFile", "UISceneStoryboardFile", "NSExtensionMainStoryboard", "NSMainStoryboardFile"]

    /// The values of those keys among a property list's strings (`InfoPlistStrings.pairs`).
    static func names(in pairs: [(key: String, value: String)], keys: Set<String> = keys) -> Set<String> {
        var names: Set<String> = []
        for (key, value) in pairs where !value.isEmpty {
            let base = key.firstIndex(of: "~").map { String(key[..<$0]) } ?? key
            if keys.contains(base) { names.insert(value) }
        }
        return names
    }
}
