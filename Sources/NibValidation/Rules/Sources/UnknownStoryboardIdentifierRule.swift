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
            has storyboards.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
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
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        project: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"Detail\")\n}\n"]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        LiteralCheck.run(project, kinds: [.storyboardIdentifier], provided: project.storyboardIdentifiers, findings: &findings,
                         message: { identifier in
                             let scenes = Self.scenesNamed(identifier, project)
                             let named = scenes.first.map { scenes.count == 1
                                 ? "; the scene of \($0.customClass ?? "") at \(Self.places(scenes)) has no Storyboard ID"
                                 : "; the scenes of \($0.customClass ?? "") at \(Self.places(scenes)) have no Storyboard ID" }
                             return "no storyboard has a view controller with identifier '\(identifier)'; instantiating it crashes" + (named ?? "")
                         },
                         hint: { identifier in
                             let scenes = Self.scenesNamed(identifier, project)
                             guard !scenes.isEmpty else { return "set it as the scene's Storyboard ID, or use the one set" }
                             return "set '\(identifier)' as the Storyboard ID of the \(scenes.count == 1 ? "scene" : "scenes") at \(Self.places(scenes)), in the identity inspector"
                         })
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
        let shown = elements.prefix(3).map(place).joined(separator: ", ")
        return elements.count > 3 ? shown + " and \(elements.count - 3) more" : shown
    }

    /// `Main.storyboard:787`, the file as the lint was given it.
    private static func place(_ element: Element) -> String {
        let location = element.location
        return "\(location.file):\(location.line)"
    }
}
