import Foundation
import NibDocument
import NibValidation

extension StoryboardEntry {
    /// The Info.plist beside the storyboard at `file` (or beside the `.lproj` folder it is in)
    /// that names it, with the key that does. Read as every project file is: inside the folder it
    /// is found in, a regular file of at most a megabyte.
    static func find(for file: String) -> StoryboardEntry? {
        let url = URL(fileURLWithPath: file)
        guard url.pathExtension == "storyboard" else { return nil }
        let storyboard = url.deletingPathExtension().lastPathComponent
        var folder = url.deletingLastPathComponent()
        var candidates = [(folder, folder.appendingPathComponent("Info.plist"))]
        if folder.pathExtension == "lproj" {
            folder = folder.deletingLastPathComponent()
            candidates.append((folder, folder.appendingPathComponent("Info.plist")))
        }
        for (folder, candidate) in candidates {
            guard let root = ProjectRoot(folder: folder.path),
                  let data = try? root.read(candidate.path, maxSize: ProjectRoot.Limit.infoPlist) else { continue }
            if let key = key(in: data, naming: storyboard) { return StoryboardEntry(infoPlist: candidate.path, key: key) }
        }
        return nil
    }

    /// The key that names `storyboard` in an XML property list: `UIMainStoryboardFile`,
    /// `UILaunchStoryboardName`, or a scene configuration's `UISceneStoryboardFile`, at any depth.
    /// A scan of `<key>K</key><string>V</string>` pairs rather than a full parse, so that a
    /// hostile plist nested a million deep costs one pass and no recursion.
    static func key(in data: Data, naming storyboard: String) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let keys = ["UIMainStoryboardFile", "UILaunchStoryboardName", "UISceneStoryboardFile"]
        var rest = text[...]
        while let open = rest.range(of: "<key>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</key>") else { return nil }
            let key = rest[..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[close.upperBound...]
            guard keys.contains(key) else { continue }
            let value = rest.drop { $0.isWhitespace }
            guard value.hasPrefix("<string>"), let end = value.range(of: "</string>") else { continue }
            let string = value[value.index(value.startIndex, offsetBy: 8)..<end.lowerBound]
            if unescaped(string.trimmingCharacters(in: .whitespacesAndNewlines)) == storyboard { return key }
        }
        return nil
    }

    /// XML's five predefined entities, which is all a storyboard name in a plist may hold.
    private static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
