import NibDocument

/// `unknown-segue-identifier`: A segue identifier performed in code is one a storyboard's segue has.
public struct UnknownSegueIdentifierRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-segue-identifier", severity: .warning,
        summary: "A segue identifier performed in code is one a storyboard's segue has",
        explanation: """
            performSegue(withIdentifier:sender:) with an identifier no segue has crashes: "Receiver \
            has no segue with identifier". Checked when the project has storyboards. Not checked \
            in a file whose class overrides performSegue(withIdentifier:sender:): the override may \
            handle the identifier itself, nor in an Objective-C @try block, whose @catch takes \
            what it raises, or a @catch block, which runs only when its @try raised (AMSlideMenu \
            probes a storyboard for its menus' segues so). A warning: the crash needs that code path to run, and \
            the segue may live in a storyboard of another project. Performed in an instance \
            member of a view controller class nothing makes (no XIB names it or a subclass, nor a scene something \
            shows, and no code creates one), it cannot happen yet, and the finding says so. One in a \
            Swift function private to its file that the file never names again is not checked: \
            nothing can call it.
            """,
        triggering: [
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "showDetail"), file: "Main.storyboard",
                        project: ["List.swift": "import UIKit\nclass List: UIViewController {\n    func open() { performSegue(withIdentifier: ↓\"showDetial\", sender: nil) }\n}\n"]),
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "toConfirm"), file: "Main.storyboard",
                        note: "leoniknik's Swift-IOS-Technopark: the code performs 'ToConfirm', the storyboard's segue is 'toConfirm'; the finding names it",
                        project: ["Chat.swift": "import UIKit\nclass Chat: UIViewController {\n    func confirm() { performSegue(withIdentifier: ↓\"ToConfirm\", sender: nil) }\n}\n"]),
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "leftMenu"), file: "Main.storyboard",
                        note: "the menu's segues performed outside a @try: the second raises and crashes",
                        project: ["Menu.m": UnknownSegueIdentifierRule.slideMenu(probing: false)]),
        ],
        nonTriggering: [
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "showDetail"), file: "Main.storyboard",
                        project: ["List.swift": "import UIKit\nclass List: UIViewController {\n    func open() { performSegue(withIdentifier: \"showDetail\", sender: nil) }\n}\n"]),
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "showDetail"), file: "Main.storyboard", note: "Monal chatViewController.m: the class overrides performSegueWithIdentifier:sender: and presents the details itself",
                        project: ["Chat.m": "#import <UIKit/UIKit.h>\n@implementation Chat\n- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {\n    if ([identifier isEqualToString:@\"showDetails\"]) { [self presentViewController:[UIViewController new] animated:YES completion:nil]; return; }\n    [super performSegueWithIdentifier:identifier sender:sender];\n}\n- (void)details { [self performSegueWithIdentifier:@\"showDetails\" sender:self]; }\n@end\n"]),
            RuleExample(UnknownSegueIdentifierRule.scene(segue: "leftMenu"), file: "Main.storyboard",
                        note: "TaoZong's DoctorApp (AMSlideMenu): the menus' segues performed in @try blocks, whose @catch takes the exception of the one the storyboard lacks, and again in the @catch, which runs only when the first raised",
                        project: ["Menu.m": UnknownSegueIdentifierRule.slideMenu(probing: true)]),
        ])

    /// AMSlideMenu's way of finding a storyboard's menus: it performs `leftMenu` and `rightMenu`,
    /// in `@try` blocks when `probing`, and `rightMenu` again in the outer `@catch`.
    static func slideMenu(probing: Bool) -> String {
        let perform = { (identifier: String) in "[self performSegueWithIdentifier:\(probing || identifier == "leftMenu" ? "" : "↓")@\"\(identifier)\" sender:self];" }
        let body = probing
            ? "    @try {\n        \(perform("leftMenu"))\n        @try {\n            \(perform("rightMenu"))\n        }\n        @catch (NSException *exception) {}\n    }\n    @catch (NSException *exception) {\n        \(perform("rightMenu"))\n    }\n"
            : "    \(perform("leftMenu"))\n    \(perform("rightMenu"))\n"
        return "#import <UIKit/UIKit.h>\n@implementation MenuController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n" + body + "}\n@end\n"
    }

    /// A scene whose controller shows a second scene by the segue `identifier`.
    static func scene(segue identifier: String) -> String {
        """
        <scene sceneID="Sc1-aa-001">
            <objects>
                <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                    <view key="view" id="Vv1-aa-001"/>
                    <connections>
                        <segue destination="Vc2-aa-001" kind="show" identifier="\(identifier)" id="Sg1-aa-001"/>
                    </connections>
                </viewController>
                <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
            </objects>
        </scene>
        """
    }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        // A file whose class overrides performSegue(withIdentifier:sender:) may handle an
        // identifier itself before (or instead of) asking UIKit for a segue (Monal's
        // chatViewController presents its details view for "showDetails").
        let intercepting = Set(project.sources.types.filter { type in
            type.methods.contains { $0.selector == "performSegueWithIdentifier:sender:" }
        }.map(\.location.file))
        LiteralCheck.run(project, kinds: [.segueIdentifier], provided: project.segueIdentifiers,
                         checking: { !intercepting.contains($0.location.file) }, findings: &findings,
                         // Performed by a class nothing makes (Mattermost-iOS-Swift's
                         // ServerUrlViewController, which no scene or code creates): latent.
                         message: { value, _, outcome in "no segue has identifier '\(value)'; " + outcome.crashes("performing it") },
                         hint: { _ in "set it as the segue's Identifier, or use the one set" })
    }
}
