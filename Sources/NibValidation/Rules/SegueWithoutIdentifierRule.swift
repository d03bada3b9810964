import NibDocument

public struct SegueWithoutIdentifierRule: Rule {
    public init() {}
    public let id: RuleID = .segueWithoutIdentifier
    public let defaultSeverity = Severity.info
    /// Many segues are triggered by a control and never named in code; the rule is for projects
    /// that want every segue reachable from `prepare(for:sender:)` and `performSegue`.
    public let isEnabledByDefault = false
    public let summary = "Triggered segues have an identifier (off by default)"
    public let explanation = """
        Code reaches a triggered segue (show, present, custom, unwind, …) only by its identifier: \
        performSegue(withIdentifier:sender:) needs one, and prepare(for:sender:) can only tell \
        segues apart by it. A segue without one still works when a control or a cell triggers it, \
        but the destination can't be prepared reliably. Relationship and embed segues are not \
        concerned. Off by default; switch it on with --enable segue-without-identifier.
        """
    public let badExample = #"<segue destination="Dv4-Rk-7Jc" kind="show" id="Sg6-Ud-3Fo"/>"#
    public let goodExample = #"<segue destination="Dv4-Rk-7Jc" kind="show" identifier="showDetail" id="Sg6-Ud-3Fo"/>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for scene in document.scenes {
            for segue in StoryboardScenes.segues(in: scene) {
                guard let kind = segue.segueKind, kind.isTriggered, (segue.identifier ?? "").isEmpty else { continue }
                findings.append(Finding(
                    segue.element, "\(kind.interfaceBuilderName) segue from \(CellElements.name(segue.source)) has no identifier",
                    hint: "set its Identifier in Interface Builder's attributes inspector"))
            }
        }
    }
}
