import NibDocument

/// `ambiguous-view`: No view is marked ambiguous by Interface Builder.
public struct AmbiguousViewRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .ambiguousView
    public let defaultSeverity = Severity.warning
    public let summary = "No view is marked ambiguous by Interface Builder"
    public let explanation = """
        Interface Builder writes ambiguous="YES" on a view whose constraints do not determine its \
        position or size. At run time Auto Layout picks one of the possible layouts, which can \
        change between OS versions and devices.
        """
    public let badExample = #"<label ambiguous="YES" …>"#
    public let goodExample = #"<label …>   <!-- with constraints for x, y, width and height -->"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for view in facts.ambiguous {
            findings.append(Finding(
                view, "\(CellElements.name(view)) has ambiguous layout: its constraints do not fix its position or size",
                hint: "add the missing constraints (Editor > Resolve Auto Layout Issues > Add Missing Constraints)"))
        }
    }
}
