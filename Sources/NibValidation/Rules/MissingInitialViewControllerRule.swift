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
            not checked.
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
        guard document.kind == .storyboard, (document.initialViewControllerID ?? "").isEmpty,
              let entry = context.storyboardEntry else { return }
        let name = (document.file as NSString).lastPathComponent
        let storyboard = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
        findings.append(Finding(
            document.root, "storyboard '\(storyboard)' has no initial view controller, but \((entry.infoPlist as NSString).lastPathComponent) names it as \(entry.key)",
            hint: "select the first screen's view controller and check \"Is Initial View Controller\" in Interface Builder"))
    }
}
