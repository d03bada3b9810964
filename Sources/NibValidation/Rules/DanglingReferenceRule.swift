import NibDocument

/// `dangling-reference`: Outlets, actions, constraints and segues point at objects that exist.
public struct DanglingReferenceRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .danglingReference
    public let defaultSeverity = Severity.error
    public let summary = "Outlets, actions, constraints and segues point at objects that exist"
    public let explanation = """
        An outlet, action or binding names its destination by id, a constraint names its items, a \
        segue its destination view controller and a storyboard its initial view controller. An id \
        that no object in the file has makes nib loading fail or leaves the outlet nil, and \
        Interface Builder shows the file as damaged. They come from deleting objects by hand in \
        the XML and from merges.
        """
    public let badExample = #"<outlet property="titleLabel" destination="Zk8-Hx-5Pq" …/>   <!-- no object has id Zk8-Hx-5Pq -->"#
    public let goodExample = #"<outlet property="titleLabel" destination="Tl5-Hx-0Ke" …/>   <!-- the label's id -->"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for reference in facts.references where document.element(withID: reference.id) == nil {
            let element = reference.element
            let what: String
            switch element.name {
            case "outlet", "outletCollection":
                what = "\(element.name) '\(element[attribute: "property"] ?? "?")'"
            case "action":
                what = "action '\(element[attribute: "selector"] ?? "?")'"
            case "segue":
                what = "segue\(element[attribute: "identifier"].map { " '\($0)'" } ?? "")"
            case "constraint":
                what = "constraint \(reference.attribute)"
            default:
                what = reference.attribute == "initialViewController" ? "initialViewController" : element.name
            }
            findings.append(Finding(
                element, "\(what) points at id '\(reference.id)', which no object in this file has",
                hint: "reconnect it in Interface Builder, or remove it"))
        }
    }
}
