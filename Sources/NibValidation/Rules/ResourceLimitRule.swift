import NibDocument
import NibLayout

/// `resource-limit`: The file stays within NibKit's size and nesting limits.
///
/// A rule about the file rather than its content, like `parse-error`: `Validator.diagnostic(for:)`
/// turns a `ParseError` into its finding.
public struct ResourceLimitRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .resourceLimit, severity: .error,
        summary: "The file stays within NibKit's size, nesting and attribute limits",
        explanation: """
            NibKit refuses files larger than its size limit (64 MiB by default), nested deeper than \
            its depth limit (256 by default), or with an element carrying more attributes than its \
            attribute limit (4,096 by default), so that hostile input costs bounded memory and time. \
            No real Interface Builder file comes near any of them; all can be changed \
            (--max-file-size, --max-depth, --max-attributes). The layout rules likewise stop solving \
            a root whose constraints pass the solver's work limit (a ring or chain of thousands of \
            constraints): the root is reported here, at its view, and is not checked for layout.
            """,
        triggering: [
            RuleExample(RuleExample.xib(objects: String(repeating: #"<view id="deep"><subviews>"#, count: 127) + "↓<view/>"),
                        note: "views nested past the depth limit (256); the rest of the file is never read"),
        ],
        nonTriggering: [
            RuleExample(RuleExample.xib(objects: String(repeating: #"<view><subviews>"#, count: 100) + "<view/>" + String(repeating: "</subviews></view>", count: 100)),
                        note: "views nested 200 deep"),
        ])
    /// Only what the layout rules already solved: this rule never starts the solver itself, and
    /// the validator runs it after them.
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for root in facts.layout.solvedRoots ?? [] where root.solution.views.first?.status == .tooLarge {
            let view = root.solution.views[0]
            findings.append(Finding(view.element, """
                the layout of \(view.name) is not checked: solving its constraints passed the solver's \
                limits (\(SolverLimits.untrustedFile))
                """))
        }
    }
}
