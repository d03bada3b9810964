import NibContract
import NibDocument

/// `duplicate-id`: Every object id is unique in its file.
public struct DuplicateIDRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .duplicateID, severity: .error,
        summary: "Every object id is unique in its file",
        explanation: """
            Connections and constraints name objects by id. With two objects sharing one, an outlet or \
            constraint resolves to whichever the loader meets first, and Interface Builder itself may \
            refuse to open the file. Duplicates come from merge conflicts resolved by hand and from \
            copy-pasted XML.
            """,
        triggering: [
            RuleExample("""
                <view id="Dv1-Aa-001">
                    <subviews>
                        <label text="Title" id="Du5-Lb-8Qs"/>
                        ↓<label text="Subtitle" id="Du5-Lb-8Qs"/>
                    </subviews>
                </view>
                """, note: "a label copied in the XML"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Dv1-Aa-001">
                    <subviews>
                        <label text="Title" id="Du5-Lb-8Qs"/>
                        <label text="Subtitle" id="Xq2-Lb-9Tz"/>
                    </subviews>
                </view>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        ContractChecks.checkDuplicateIDs(in: document, findings: &findings)
    }
}
