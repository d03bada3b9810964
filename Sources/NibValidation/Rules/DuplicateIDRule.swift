import NibDocument

/// `duplicate-id`: Every object id is unique in its file.
public struct DuplicateIDRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .duplicateID
    public let defaultSeverity = Severity.error
    public let summary = "Every object id is unique in its file"
    public let explanation = """
        Connections and constraints name objects by id. With two objects sharing one, an outlet or \
        constraint resolves to whichever the loader meets first, and Interface Builder itself may \
        refuse to open the file. Duplicates come from merge conflicts resolved by hand and from \
        copy-pasted XML.
        """
    public let badExample = #"<label id="Du5-Lb-8Qs" …/> … <label id="Du5-Lb-8Qs" …/>"#
    public let goodExample = #"<label id="Du5-Lb-8Qs" …/> … <label id="Xq2-Lb-9Tz" …/>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for (element, first) in document.duplicateIDs {
            findings.append(Finding(
                element, "id '\(element.id ?? "")' is already used by \(CellElements.describe(first))",
                hint: "give this \(element.name) a new id (Interface Builder assigns one when you copy and paste the object in the canvas)"))
        }
    }
}
