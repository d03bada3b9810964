import Foundation
import NibDocument

public struct MissingInitialViewControllerRule: Rule {
    public init() {}
    public let id: RuleID = .missingInitialViewController
    public let defaultSeverity = Severity.error
    public let summary = "A storyboard the app starts with has an initial view controller"
    public let explanation = """
        When Info.plist names a storyboard as UIMainStoryboardFile, UILaunchStoryboardName or a \
        scene configuration's UISceneStoryboardFile, UIKit instantiates its initial view \
        controller at launch. Without one, the app starts with a black screen and logs "Failed to \
        instantiate the default view controller for UIMainStoryboardFile". The rule reads the \
        Info.plist beside the storyboard (or beside its .lproj folder); a storyboard no Info.plist \
        names is not checked.
        """
    public let badExample = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" …>   <!-- no initialViewController -->"#
    public let goodExample = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" … initialViewController="Tv2-Lc-8Qa">"#

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
    /// `storyboard`, with the key that names it.
    static func infoPlist(naming storyboard: String, near file: URL) -> (URL, String)? {
        var folder = file.deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent("Info.plist")]
        if folder.pathExtension == "lproj" {
            folder = folder.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("Info.plist"))
        }
        for candidate in candidates {
            guard let data = FileManager.default.contents(atPath: candidate.path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            if let key = storyboardKey(in: plist, naming: storyboard) { return (candidate, key) }
        }
        return nil
    }

    private static func storyboardKey(in plist: [String: Any], naming storyboard: String) -> String? {
        for key in ["UIMainStoryboardFile", "UILaunchStoryboardName"] where plist[key] as? String == storyboard {
            return key
        }
        // Scene-based apps name it per scene configuration.
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for case let roles as [[String: Any]] in configurations.values {
            if roles.contains(where: { $0["UISceneStoryboardFile"] as? String == storyboard }) {
                return "UISceneStoryboardFile"
            }
        }
        return nil
    }
}
