import NibDocument

/// The class a nib's cell is instantiated as must be the class it is registered for; otherwise
/// the typed dequeue's cast fails.
public struct CustomClassMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "custom-class-mismatch", severity: .error,
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
        guard let registration = context.registration, let expected = registration.className,
              let cell = CellElements.cell(of: document, kind: registration.kind, context: context) else { return }
        let (expectedModule, expectedClass) = CustomClassMismatchRule.split(expected)
        let actualClass = cell.customClass
        let actualModule = cell.customModule
            ?? (cell.customModuleProvider == "target" ? context.module : nil)
        let classMatches = actualClass == expectedClass
        let moduleMatches = expectedModule == nil || actualModule == nil || actualModule == expectedModule
        // A nib that names a module but a registration that can't say which module it is from
        // is fine; two different modules are not.
        if classMatches && moduleMatches { return }
        let actual = actualClass.map { name in actualModule.map { "\($0).\(name)" } ?? name }
            ?? (cell.baseClassName ?? cell.name)
        findings.append(Finding(
            cell, "cell class in nib (\(actual)) does not match the class it is registered for (\(expected))",
            hint: "set the cell's Class to '\(expectedClass)'\(expectedModule.map { " and Module to '\($0)'" } ?? "") in Interface Builder's identity inspector"))
    }

    /// `Books.BookCell` → (`Books`, `BookCell`); `BookCell` → (nil, `BookCell`).
    static func split(_ name: String) -> (module: String?, name: String) {
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
