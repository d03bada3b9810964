import NibDocument
import NibLayout

/// `empty-file`: The file is not empty.
///
/// A rule about the file rather than its content, like `parse-error`: `Validator.diagnostic(for:)`
/// turns a `ParseError` into its finding.
public struct EmptyFileRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .emptyFile, severity: .error,
        summary: "The file is not empty",
        explanation: """
            A 0-byte (or whitespace-only) .xib or .storyboard is usually a failed write or a botched \
            merge. Xcode can't open it and building the app fails when ibtool compiles it.
            """,
        triggering: [
            RuleExample("↓", note: "a 0-byte file"),
            RuleExample("↓  \n\n", note: "whitespace only"),
        ],
        nonTriggering: [
            RuleExample(#"<view id="Ev1-Aa-001"/>"#),
        ])
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {}
}
