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
                         message: { "no storyboard has a view controller with identifier '\($0)'; instantiating it crashes" },
                         hint: "set it as the scene's Storyboard ID, or use the one set")
    }
}
