import NibContract
import NibDocument

/// `segue-without-identifier`: Triggered segues have an identifier.
public struct SegueWithoutIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "segue-without-identifier", severity: .info, enabledByDefault: false,
        summary: "Triggered segues have an identifier",
        explanation: """
            Code reaches a triggered segue (show, present, custom, unwind, …) only by its identifier: \
            performSegue(withIdentifier:sender:) needs one, and prepare(for:sender:) can only tell \
            segues apart by it. A segue without one still works when a control or a cell triggers it, \
            but the destination can't be prepared reliably. Relationship and embed segues are not \
            concerned. Off by default; switch it on with --enable segue-without-identifier.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                ↓<segue destination="Vc2-aa-001" kind="show" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <navigationController id="Nc1-aa-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="Nb1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>
                            </connections>
                        </navigationController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "relationship and embed segues are not performed by code"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for scene in document.scenes {
            for segue in StoryboardScenes.segues(in: scene) {
                guard let kind = segue.segueKind, kind.isTriggered, (segue.identifier ?? "").isEmpty else { continue }
                findings.append(Finding(
                    segue.element, "\(kind.interfaceBuilderName) segue from \(CellElements.name(segue.source)) has no identifier",
                    hint: "set its Identifier in Interface Builder's attributes inspector"))
            }
        }
    }
}
