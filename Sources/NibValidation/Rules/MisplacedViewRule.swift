import NibContract
import NibDocument

/// `misplaced-view`: No view is marked misplaced by Interface Builder.
public struct MisplacedViewRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "misplaced-view", severity: .info,
        summary: "No view is marked misplaced by Interface Builder",
        explanation: """
            Interface Builder writes misplaced="YES" on a view whose frame in the file differs from \
            where its constraints put it. What the canvas shows is then not what the app shows. \
            Xcode's "Update Frames" fixes it.
            """,
        triggering: [
            RuleExample("""
                <view id="Mv1-aa-001">
                    <subviews>
                        ↓<label misplaced="YES" text="Title" id="Ml1-aa-001"/>
                    </subviews>
                </view>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Mv1-aa-001">
                    <subviews>
                        <label text="Title" id="Ml1-aa-001"/>
                    </subviews>
                </view>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for view in facts.misplaced {
            findings.append(Finding(
                view, "\(CellElements.name(view)) is misplaced: its frame differs from what its constraints give",
                hint: "select it and choose Editor > Resolve Auto Layout Issues > Update Frames"))
        }
    }
}
