import NibContract
import NibDocument

/// `cell-subview-outside-content-view`: A cell's subviews live in its content view.
public struct CellSubviewOutsideContentViewRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .cellSubviewOutsideContentView, severity: .error,
        summary: "A cell's subviews live in its content view",
        explanation: """
            Table and collection view cells lay out, indent, highlight and hit-test the views inside \
            their contentView. A view added to the cell itself sits under the content view: it does \
            not move with editing controls or swipe actions, and may not receive touches. Interface \
            Builder puts subviews into the content view; a <subviews> directly under the cell comes \
            from hand edits or old files.
            """,
        triggering: [
            RuleExample("""
                <tableViewCell reuseIdentifier="TagCell" id="Ce1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                    <subviews>
                        ↓<label text="Tag" id="Lb1-aa-bb1"/>
                    </subviews>
                </tableViewCell>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <tableViewCell reuseIdentifier="TagCell" id="Ce1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1">
                        <subviews>
                            <label text="Tag" id="Lb1-aa-bb1"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        ContractChecks.checkSubviewsOutsideContentView(in: document, topLevelObjects: context.topLevelObjects, findings: &findings)
    }
}
