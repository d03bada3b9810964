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
            screen and only the log remains: a warning. A launch storyboard without one shows a \
            blank launch screen while the app starts, and the app runs: a warning too; one with \
            no scenes at all is the known way to ask for a blank launch screen (and, before launch \
            screens were required, for a phone's full resolution), and is not reported.
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
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6211" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <scenes/>
                </document>
                """, file: "Launchboard.storyboard",
                        note: "Texture's example apps: a launch storyboard with no scenes asks for a blank launch screen",
                        project: ["Info.plist": MissingInitialViewControllerRule.launchInfoPlist]),
        ])

    /// An Info.plist whose launch screen is `Launchboard.storyboard`.
    static let launchInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UILaunchStoryboardName</key>
            <string>Launchboard</string>
        </dict>
        </plist>
        """

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard, (document.initialViewControllerID ?? "").isEmpty,
              let entry = context.storyboardEntry else { return }
        let isLaunchScreen = entry.key == "UILaunchStoryboardName"
        // No scenes at all: a blank launch screen, asked for.
        if isLaunchScreen, document.scenes.isEmpty { return }
        let name = (document.file as NSString).lastPathComponent
        let storyboard = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
        // The main storyboard's window is the app's to replace: code that sets a window's
        // rootViewController at launch shows its own first screen, and only the log remains.
        let replaced = !isLaunchScreen
            && context.project.map { $0.sources.referencedNames.contains("rootViewController") } == true
        let outcome = isLaunchScreen ? "; the launch screen is blank while the app starts"
            : replaced ? "; UIKit logs \"Failed to instantiate the default view controller\", and the code's own rootViewController decides what shows" : ""
        findings.append(Finding(
            document.root, "storyboard '\(storyboard)' has no initial view controller, but \((entry.infoPlist as NSString).lastPathComponent) names it as \(entry.key)" + outcome,
            hint: replaced
                ? "check \"Is Initial View Controller\" on the first screen in Interface Builder, or remove the \(entry.key) entry if the code builds the first screen"
                : "select the first screen's view controller and check \"Is Initial View Controller\" in Interface Builder",
            isAtMostWarning: replaced || isLaunchScreen))
    }
}
