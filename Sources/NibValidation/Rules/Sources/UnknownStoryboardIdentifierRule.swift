import NibDocument

/// `unknown-storyboard-identifier`: A storyboard identifier used in code is one a storyboard defines.
public struct UnknownStoryboardIdentifierRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-storyboard-identifier", severity: .warning,
        summary: "A storyboard identifier used in code is one a storyboard defines",
        explanation: """
            instantiateViewController(withIdentifier:) with an identifier no scene has crashes: \
            "Storyboard doesn't contain a view controller with identifier". Checked when the project \
            has storyboards. A request in a restoration class's \
            viewController(withRestorationIdentifierPath:coder:) is checked only when the app \
            delegate opts into state restoration (application(_:shouldRestoreApplicationState:) or \
            its secure form): UIKit calls it for nothing else. Asked for in an instance member of \
            a view controller class nothing makes, it cannot happen yet, and the finding says so. \
            An Objective-C request in an @try block, whose @catch takes what it raises, or in a \
            @catch block, which runs only when its @try raised, is not checked, nor is one in a Swift \
            function private to its file that the file never names again: nothing can call it.
            """,
        triggering: [
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        project: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: ↓\"Detial\")\n}\n"]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" customClass="ImageViewController" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        note: "hoccer-xo-iphone: the code asks for 'ImageViewController', whose scene has no Storyboard ID; the finding names that scene",
                        project: ["Show.swift": "import UIKit\nfunc image(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: ↓\"ImageViewController\")\n}\n"]),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "a restoration class's request, in an app whose delegate opts into state restoration: restoring crashes",
                        project: UnknownStoryboardIdentifierRule.revealRestoration(marked: true).merging([
                            "AppDelegate.m": "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {\n    return YES;\n}\n@end\n",
                        ]) { own, _ in own }),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "the same, the delegate in Swift",
                        project: UnknownStoryboardIdentifierRule.revealRestoration(marked: true).merging([
                            "AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {\n        true\n    }\n}\n",
                        ]) { own, _ in own }),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "a lesson repository where another app's storyboard was never committed: this app's nibs are all here, so its request is checked",
                        project: UnknownStoryboardIdentifierRule.sliderLesson(appRequest: "↓\"Detial\"")),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "vj0906's exercises: the storyboard was moved on disk and the project still names its old place; the file of that name in the project's folder is the one",
                        project: UnknownStoryboardIdentifierRule.sliderLesson(appRequest: "↓\"Detial\"", appStoryboard: "screen_1/Base.lproj/Main.storyboard")),
        ],
        nonTriggering: [
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "a lesson repository's SliderDemo: its target builds a storyboard never committed, which may define the IDs its code asks for",
                        project: UnknownStoryboardIdentifierRule.sliderLesson(appRequest: "\"Detail\"")),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "a course's lessons uploaded as their Swift files alone: an app's folder with no project and no nib in it or beside it, whose storyboard was never committed",
                        project: ["Lessons/Concentration/MainController.swift": "import UIKit\nfunc scores(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"BestScoresNavigContr\")\n}\n"]),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        project: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"Detail\")\n}\n"]),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "sprocket_ios_app's PGLandingPageViewController.m: a scene of a pod's storyboard, which the checked-in Pods folder's resources script copies into the app",
                        project: UnknownNibNameRule.checkedInPod(["Landing.m": "@implementation Landing\n- (UIViewController *)gallery {\n    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@\"Gallery\" bundle:nil];\n    return [storyboard instantiateViewControllerWithIdentifier:@\"GalleryController\"];\n}\n@end\n"])),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard",
                        note: "sprocket_ios_app's vendored SWRevealViewController.m: a restoration class's request, in an app that never opts into state restoration, so UIKit never makes it",
                        project: UnknownStoryboardIdentifierRule.revealRestoration(marked: false)),
            RuleExample(UnknownStoryboardIdentifierRule.detailScene, file: "Main.storyboard", note: "the same in Swift",
                        project: ["Reveal.swift": """
                            import UIKit
                            class RevealController: UIViewController, UIViewControllerRestoration {
                                static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                                    let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard
                                    return storyboard?.instantiateViewController(withIdentifier: "RevealController")
                                }
                            }

                            """]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        LiteralCheck.run(project, kinds: [.storyboardIdentifier], provided: project.storyboardIdentifiers.union(project.sources.podStoryboardIdentifiers),
                         // A restoration class's request runs only if the app restores state.
                         checking: { !$0.runsOnlyInStateRestoration || project.mayRestoreState },
                         findings: &findings,
                         message: { identifier, _, outcome in
                             let scenes = Self.scenesNamed(identifier, project)
                             let named = scenes.first.map { scenes.count == 1
                                 ? "; the scene of \($0.customClass ?? "") at \(Self.places(scenes)) has no Storyboard ID"
                                 : "; the scenes of \($0.customClass ?? "") at \(Self.places(scenes)) have no Storyboard ID" }
                             return "no storyboard has a view controller with identifier '\(identifier)'; " + outcome.crashes("instantiating it") + (named ?? "")
                         },
                         hint: { identifier in
                             let scenes = Self.scenesNamed(identifier, project)
                             guard !scenes.isEmpty else { return "set it as the scene's Storyboard ID, or use the one set" }
                             return "set '\(identifier)' as the Storyboard ID of the \(scenes.count == 1 ? "scene" : "scenes") at \(Self.places(scenes)), in the identity inspector"
                         })
    }

    /// A scene whose Storyboard ID is `Detail`.
    static let detailScene = """
        <scene sceneID="Sc1-aa-001">
            <objects>
                <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
            </objects>
        </scene>
        """

    /// SWRevealViewController's restoration: its class method asks the restored storyboard for
    /// the Storyboard ID `SWRevealViewController`, which no scene has (the finding's place when
    /// `marked`).
    static func revealRestoration(marked: Bool) -> [String: String] {
        ["SWRevealViewController.m": """
            @implementation SWRevealViewController
            + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)identifierComponents coder:(NSCoder *)coder {
                UIStoryboard *sb = [coder decodeObjectForKey:UIStateRestorationViewControllerStoryboardKey];
                return [sb instantiateViewControllerWithIdentifier:\(marked ? "↓" : "")@"SWRevealViewController"];
            }
            @end

            """]
    }

    /// Two apps of a lesson repository: App builds `appStoryboard` (the example's
    /// `Main.storyboard`, or a path the project still names after a move) and asks it for
    /// `appRequest` (a Swift literal); Other's target builds `Other/Slider.storyboard`, which
    /// was never committed, and asks for `BlueVCID`.
    static func sliderLesson(appRequest: String, appStoryboard: String = "Main.storyboard") -> [String: String] {
        ExampleXcodeProject.twoApplications(
            app: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \(appRequest))\n}\n"],
            resources: [appStoryboard],
            other: ["Menu.swift": "import UIKit\nfunc blue(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"BlueVCID\")\n}\n"],
            otherResources: ["Slider.storyboard"])
    }

    /// The view controllers without a Storyboard ID whose class the identifier names, its first
    /// letter's case aside (hoccer's `@"chatViewController"` for ChatViewController): the scenes
    /// the code most likely asks for, every one (an iPhone and an iPad storyboard each need the
    /// ID).
    static func scenesNamed(_ identifier: String, _ project: ProjectFacts) -> [Element] {
        guard let first = identifier.first else { return [] }
        let rest = identifier.dropFirst()
        for name in [identifier, first.uppercased() + rest, first.lowercased() + rest] {
            if let elements = project.viewControllersWithoutStoryboardID[name], !elements.isEmpty { return elements }
        }
        return []
    }

    /// `Main.storyboard:787`, or the first three of several and how many more.
    private static func places(_ elements: [Element]) -> String {
        ShortList.of(elements, limit: 3, place)
    }

    /// `Main.storyboard:787`, the file as the lint was given it.
    private static func place(_ element: Element) -> String {
        let location = element.location
        return "\(location.file):\(location.line)"
    }
}
