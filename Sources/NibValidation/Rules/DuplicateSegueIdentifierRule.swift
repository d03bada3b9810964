import NibDocument

public struct DuplicateSegueIdentifierRule: Rule {
    public init() {}
    public let id: RuleID = .duplicateSegueIdentifier
    public let defaultSeverity = Severity.error
    public let summary = "The segues of one view controller have distinct identifiers"
    public let explanation = """
        performSegue(withIdentifier:sender:) performs the segue of the controller's scene that \
        has the identifier, and prepare(for:sender:) tells segues apart by it. Two segues of one \
        scene with the same identifier (say, from two buttons to two screens) make both \
        ambiguous: code performs one of them and prepares the other as if it were the first.
        """
    public let badExample = #"<segue destination="A" kind="show" identifier="next" …/> … <segue destination="B" kind="show" identifier="next" …/>"#
    public let goodExample = #"<segue destination="A" kind="show" identifier="showAuthor" …/> … <segue destination="B" kind="show" identifier="showBook" …/>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for scene in document.scenes {
            var first: [String: Connection] = [:]
            for segue in StoryboardScenes.segues(in: scene) {
                guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    let controller = StoryboardScenes.controller(of: scene).map(StoryboardScenes.describe) ?? "the scene"
                    findings.append(Finding(
                        segue.element, "segue identifier '\(identifier)' is already used by the \(earlier.segueKind?.interfaceBuilderName ?? "") segue on line \(earlier.element.line), in the same scene (\(controller))",
                        hint: "give each segue of a view controller its own identifier"))
                } else {
                    first[identifier] = segue
                }
            }
        }
    }
}
