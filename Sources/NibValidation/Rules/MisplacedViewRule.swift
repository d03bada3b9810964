import NibDocument

/// `misplaced-view`: No view is marked misplaced by Interface Builder.
public struct MisplacedViewRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .misplacedView
    public let defaultSeverity = Severity.warning
    public let summary = "No view is marked misplaced by Interface Builder"
    public let explanation = """
        Interface Builder writes misplaced="YES" on a view whose frame in the file differs from \
        where its constraints put it. What the canvas shows is then not what the app shows. \
        Xcode's "Update Frames" fixes it.
        """
    public let badExample = #"<label misplaced="YES" …>"#
    public let goodExample = #"<label …>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for view in facts.misplaced {
            findings.append(Finding(
                view, "\(CellElements.name(view)) is misplaced: its frame differs from what its constraints give",
                hint: "select it and choose Editor > Resolve Auto Layout Issues > Update Frames"))
        }
    }
}
