import NibContract
import NibDocument

/// The class a nib's cell is instantiated as must be the class it is registered for; otherwise
/// the typed dequeue's cast fails.
public struct CustomClassMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .customClassMismatch, severity: .error,
        summary: "A cell nib's class is the class it is registered for",
        explanation: """
            dequeueReusableCell(for:) -> T casts the cell UIKit made from the nib to T; if the nib's \
            customClass is another class (or none, so a plain UITableViewCell), that cast crashes. A \
            bare registered name compares with the bare customClass; a qualified one (Module.Class) \
            must also match customModule, and customModuleProvider="target" stands for the \
            registering module. Checked when a nib is registered for a class; nibcheck alone has no \
            class to compare with.
            """,
        triggering: [
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="AuthorCell" id="Ce1-aa-bb1" customClass="AuthorCell" customModule="Authors">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "registered for Books.AuthorCell",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "Books.AuthorCell")),
            RuleExample("""
                ↓<tableViewCell reuseIdentifier="AuthorCell" id="Ce1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "no class: UIKit makes a plain UITableViewCell, and the typed dequeue's cast fails",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "AuthorCell")),
        ],
        nonTriggering: [
            RuleExample("""
                <tableViewCell reuseIdentifier="AuthorCell" id="Ce1-aa-bb1" customClass="AuthorCell" customModule="Books">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "Books.AuthorCell")),
            RuleExample("""
                <tableViewCell reuseIdentifier="AuthorCell" id="Ce1-aa-bb1" customClass="AuthorCell" customModule="Books">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "a bare registered name says nothing about the module",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "AuthorCell", className: "AuthorCell")),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let registration = context.registration else { return }
        ContractChecks.checkCustomClass(CellElements.topLevelObjects(of: document, context: context), registration: registration,
                                        module: context.module, findings: &findings)
    }
}
