import NibContract
import NibDocument

/// `dangling-reference`: Outlets, actions, constraints and segues point at objects that exist.
public struct DanglingReferenceRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .danglingReference, severity: .error,
        summary: "Outlets, actions, constraints and segues point at objects that exist",
        explanation: """
            An outlet, action or binding names its destination by id, a constraint names its items, a \
            segue its destination view controller and a storyboard its initial view controller. An id \
            that no object in the file has makes nib loading fail or leaves the outlet nil, and \
            Interface Builder shows the file as damaged. They come from deleting objects by hand in \
            the XML and from merges.
            """,
        triggering: [
            RuleExample("""
                <view id="Dv1-Aa-001" customClass="BookView">
                    <subviews>
                        <label text="Title" id="Tl5-Hx-0Ke"/>
                    </subviews>
                    <connections>
                        ↓<outlet property="titleLabel" destination="Zk8-Hx-5Pq" id="Oc1-Aa-001"/>
                    </connections>
                </view>
                """, note: "the label it pointed at was deleted by hand"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Dv1-Aa-001" customClass="BookView">
                    <subviews>
                        <label text="Title" id="Tl5-Hx-0Ke"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="Tl5-Hx-0Ke" id="Oc1-Aa-001"/>
                    </connections>
                </view>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        ContractChecks.checkReferences(facts.references, in: document, findings: &findings)
    }
}
