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
            instantiate the default view controller for UIMainStoryboardFile". nibcheck reads the \
            Info.plist beside the storyboard (or beside its .lproj folder) and gives the rule the key \
            that names it (ValidationContext.storyboardEntry); a storyboard no Info.plist names is \
            not checked. Where the code sets a window's rootViewController, it shows its own first \
            screen and only the log remains: a warning (a launch screen runs no code, so it stays \
            an error).
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
                """, file: "Main.storyboard", note: "the app delegate sets the window's rootViewController itself, so only the log remains: a warning",
                        project: ["Info.plist": MissingInitialViewControllerRule.infoPlist,
                                  "AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        window?.rootViewController = UINavigationController()\n        return true\n    }\n}\n"]),
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
        guard document.kind == .storyboard, (document.initialViewControllerID ?? "").isEmpty,
              let entry = context.storyboardEntry else { return }
        let name = (document.file as NSString).lastPathComponent
        let storyboard = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
        // The main storyboard's window is the app's to replace: code that sets a window's
        // rootViewController at launch shows its own first screen, and only the log remains. A
        // launch screen runs no code.
        let replaced = entry.key != "UILaunchStoryboardName"
            && context.project.map { $0.sources.referencedNames.contains("rootViewController") } == true
        findings.append(Finding(
            document.root, "storyboard '\(storyboard)' has no initial view controller, but \((entry.infoPlist as NSString).lastPathComponent) names it as \(entry.key)"
                + (replaced ? "; UIKit logs \"Failed to instantiate the default view controller\", and the code's own rootViewController decides what shows" : ""),
            hint: replaced
                ? "check \"Is Initial View Controller\" on the first screen in Interface Builder, or remove the \(entry.key) entry if the code builds the first screen"
                : "select the first screen's view controller and check \"Is Initial View Controller\" in Interface Builder",
            isAtMostWarning: replaced))
    }
}
