import NibDocument

/// `duplicate-reuse-identifier`: Prototype cells of one table or collection view have distinct identifiers.
public struct DuplicateReuseIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .duplicateReuseIdentifier
    public let defaultSeverity = Severity.error
    public let summary = "Prototype cells of one table or collection view have distinct identifiers"
    public let explanation = """
        A table or collection view keeps one registration per reuse identifier. When two of its \
        prototype cells share an identifier, only one of them can ever be dequeued: the other is \
        dead, and code that expects its outlets gets the wrong cell and crashes on the cast.
        """
    public let badExample = #"<prototypes><tableViewCell reuseIdentifier="Cell" …/><tableViewCell reuseIdentifier="Cell" …/></prototypes>"#
    public let goodExample = #"<prototypes><tableViewCell reuseIdentifier="BookCell" …/><tableViewCell reuseIdentifier="AuthorCell" …/></prototypes>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for group in PrototypeCells.byContainer(in: document) {
            var first: [String: Element] = [:]
            for cell in group {
                guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    findings.append(Finding(
                        cell, "reuse identifier '\(identifier)' is already used by \(CellElements.describe(earlier)) in the same \(cell.parent?.parent?.name ?? "view")",
                        hint: "give each prototype cell its own identifier"))
                } else {
                    first[identifier] = cell
                }
            }
        }
    }
}
