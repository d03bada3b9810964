import Foundation
import NibDocument

/// `missing-initial-view-controller`: A storyboard the app starts with has an initial view controller.
public struct MissingInitialViewControllerRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// The examples' Info.plist: it starts the app with `Main.storyboard`.
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        </dict>
        </plist>
        """

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "missing-initial-view-controller", severity: .error,
        summary: "A storyboard the app starts with has an initial view controller",
        explanation: """
            When Info.plist names a storyboard as UIMainStoryboardFile, UILaunchStoryboardName or a \
            scene configuration's UISceneStoryboardFile, UIKit instantiates its initial view \
            controller at launch. Without one, the app starts with a black screen and logs "Failed to \
            instantiate the default view controller for UIMainStoryboardFile". The rule reads the \
            Info.plist beside the storyboard (or beside its .lproj folder); a storyboard no Info.plist \
            names is not checked.
            """,
        triggering: [
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="Sc1-aa-001">
                            <objects>
                                <viewController id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Main.storyboard", note: "Info.plist starts the app with it",
                        project: ["Info.plist": MissingInitialViewControllerRule.infoPlist]),
        ],
        nonTriggering: [
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc1-aa-001">
                    <scenes>
                        <scene sceneID="Sc1-aa-001">
                            <objects>
                                <viewController id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Main.storyboard", project: ["Info.plist": MissingInitialViewControllerRule.infoPlist]),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="Sc1-aa-001">
                            <objects>
                                <viewController id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Settings.storyboard", note: "a storyboard Info.plist does not name: the code instantiates its scenes by identifier",
                        project: ["Info.plist": MissingInitialViewControllerRule.infoPlist]),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard, (document.initialViewControllerID ?? "").isEmpty else { return }
        let url = URL(fileURLWithPath: document.file)
        let name = url.deletingPathExtension().lastPathComponent
        guard let (plist, key) = MissingInitialViewControllerRule.infoPlist(naming: name, near: url) else { return }
        findings.append(Finding(
            document.root, "storyboard '\(name)' has no initial view controller, but \(plist.lastPathComponent) names it as \(key)",
            hint: "select the first screen's view controller and check \"Is Initial View Controller\" in Interface Builder"))
    }

    /// The Info.plist beside the storyboard (or beside the `.lproj` folder it is in) that names
    /// `storyboard`, with the key that names it. Read as every project file is: inside the folder
    /// it is found in, a regular file of at most a megabyte.
    static func infoPlist(naming storyboard: String, near file: URL) -> (URL, String)? {
        var folder = file.deletingLastPathComponent()
        var candidates = [(folder, folder.appendingPathComponent("Info.plist"))]
        if folder.pathExtension == "lproj" {
            folder = folder.deletingLastPathComponent()
            candidates.append((folder, folder.appendingPathComponent("Info.plist")))
        }
        for (folder, candidate) in candidates {
            guard let root = ProjectRoot(folder: folder.path),
                  let data = try? root.read(candidate.path, maxSize: ProjectRoot.Limit.infoPlist) else { continue }
            if let key = storyboardKey(in: data, naming: storyboard) { return (candidate, key) }
        }
        return nil
    }

    /// The key that names `storyboard` in an XML property list: `UIMainStoryboardFile`,
    /// `UILaunchStoryboardName`, or a scene configuration's `UISceneStoryboardFile`, at any depth.
    /// A scan of `<key>K</key><string>V</string>` pairs rather than a full parse, so that a
    /// hostile plist nested a million deep costs one pass and no recursion.
    static func storyboardKey(in data: Data, naming storyboard: String) -> String? {
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
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
