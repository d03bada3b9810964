import NibDocument

/// `duplicate-segue-identifier`: The segues of one view controller have distinct identifiers.
public struct DuplicateSegueIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "duplicate-segue-identifier", severity: .warning,
        summary: "The segues of one view controller have distinct identifiers",
        explanation: """
            performSegue(withIdentifier:sender:) performs the segue of the controller's scene that \
            has the identifier, and prepare(for:sender:) tells segues apart by it. Two segues of one \
            scene with the same identifier (say, from two buttons to two screens) make both \
            ambiguous: code performs one of them and prepares the other as if it were the first. A \
            warning: nothing crashes, the wrong screen may show.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="next" id="Sg1-aa-001"/>
                                ↓<segue destination="Vc3-aa-001" kind="show" identifier="next" id="Sg2-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                        <viewController id="Vc3-aa-001" sceneMemberID="viewController"><view key="view" id="Vv3-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <tableViewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <tableView key="view" id="Tv1-aa-001">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Book" id="Pc1-aa-001">
                                        <connections>
                                            <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="Magazine" id="Pc2-aa-001">
                                        <connections>
                                            <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg2-aa-001"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "two prototype cells show the same detail scene: one segue to the code"),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="showAuthor" id="Sg1-aa-001"/>
                                <segue destination="Vc3-aa-001" kind="show" identifier="showBook" id="Sg2-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                        <viewController id="Vc3-aa-001" sceneMemberID="viewController"><view key="view" id="Vv3-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for scene in document.scenes {
            var first: [String: Connection] = [:]
            for segue in StoryboardScenes.segues(in: scene) {
                guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                // The same identifier to the same destination by the same kind of segue (two
                // prototype cells or two buttons that show one screen) is one segue to the code:
                // whichever performs it, prepare(for:sender:) handles it the same way.
                if let earlier = first[identifier], earlier.destination != segue.destination || earlier.segueKind != segue.segueKind {
                    let controller = StoryboardScenes.controller(of: scene).map(StoryboardScenes.describe) ?? "the scene"
                    findings.append(Finding(
                        segue.element, "segue identifier '\(identifier)' is already used by the \(earlier.segueKind?.interfaceBuilderName ?? "") segue on line \(earlier.element.line), in the same scene (\(controller))",
                        hint: "give each segue of a view controller its own identifier"))
                } else if first[identifier] == nil {
                    first[identifier] = segue
                }
            }
        }
    }
}
