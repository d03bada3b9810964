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

    /// The extension points whose main view the system sizes, not the screen: a Today widget
    /// (as tall as its constraints ask, or the compact height), a custom keyboard, a
    /// notification's custom content and an iMessage app (their heights set by the system or
    /// `preferredContentSize`).
    static let systemSizedExtensionPoints: Set<String> = [
        "com.apple.widget-extension", "com.apple.keyboard-service",
        "com.apple.usernotifications.content-extension", "com.apple.message-payload-provider",
    ]

    /// The storyboard an extension's Info.plist names (`NSExtensionMainStoryboard`) when its
    /// extension point is one whose view the system sizes; nil otherwise.
    static func systemSizedStoryboard(in pairs: [(key: String, value: String)]) -> String? {
        guard pairs.contains(where: { $0.key == "NSExtensionPointIdentifier" && systemSizedExtensionPoints.contains($0.value) }) else { return nil }
        return pairs.first { $0.key == "NSExtensionMainStoryboard" && !$0.value.isEmpty }?.value
    }
}

