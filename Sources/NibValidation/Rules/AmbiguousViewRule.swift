import NibContract
import NibDocument

/// `ambiguous-view`: No view is marked ambiguous by Interface Builder.
public struct AmbiguousViewRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "ambiguous-view", severity: .info,
        summary: "No view is marked ambiguous by Interface Builder",
        explanation: """
            Interface Builder writes ambiguous="YES" on a view whose constraints do not determine its \
            position or size. At run time Auto Layout picks one of the possible layouts, which can \
            change between OS versions and devices.
            """,
        triggering: [
            RuleExample("""
                <view id="Mv1-aa-001">
                    <subviews>
                        ↓<label ambiguous="YES" text="Title" id="Ml1-aa-001"/>
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
        for view in facts.ambiguous {
            findings.append(Finding(
                view, "\(CellElements.name(view)) has ambiguous layout: its constraints do not fix its position or size",
                hint: "add the missing constraints (Editor > Resolve Auto Layout Issues > Add Missing Constraints)"))
        }
    }
}
