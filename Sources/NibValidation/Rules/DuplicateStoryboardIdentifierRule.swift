import NibDocument

/// UIKit: "Storyboard (<…>) doesn't contain a view controller with identifier 'X'" is the error
/// for a missing identifier; a repeated one has no error at all, which is worse.
public struct DuplicateStoryboardIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "duplicate-storyboard-identifier", severity: .error,
        summary: "Every view controller of a storyboard has its own Storyboard ID",
        explanation: """
            instantiateViewController(withIdentifier:) makes the scene whose controller has the \
            Storyboard ID asked for. When two scenes share one, UIKit silently picks one of them, and \
            code that expects the other gets the wrong controller (and crashes on the cast, or shows \
            the wrong screen). Copying a scene in Interface Builder copies its Storyboard ID. Where \
            the sources were read in full and neither the code (by literal, constant or computed \
            identifier) nor a storyboard reference in a scene something may show asks for the \
            ID, nothing gets the wrong controller yet: a warning.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        ↓<viewController storyboardIdentifier="Detail" id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv2-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "a scene copied with its Storyboard ID"),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        ↓<viewController storyboardIdentifier="Detail" id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv2-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "the code asks for another ID only, so nothing gets the wrong controller yet: a warning",
                        project: ["Open.swift": "import UIKit\nfunc open(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"Settings\")\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv2-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        var first: [String: Element] = [:]
        for scene in document.scenes {
            for controller in scene.objects {
                guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    // Only a request for the ID can get the wrong controller: with none in the
                    // code read in full, nothing breaks yet.
                    let unasked = context.project.map { !$0.mayInstantiate(storyboardIdentifier: identifier, in: document) } ?? false
                    findings.append(Finding(
                        controller, "Storyboard ID '\(identifier)' is already used by \(StoryboardScenes.describe(earlier))"
                            + (unasked ? "; no code, or storyboard reference in a scene something may show, asks for it yet, so nothing gets the wrong controller until one does" : ""),
                        hint: "give this controller its own Storyboard ID in Interface Builder's identity inspector",
                        isAtMostWarning: unasked))
                } else {
                    first[identifier] = controller
                }
            }
        }
    }
}
