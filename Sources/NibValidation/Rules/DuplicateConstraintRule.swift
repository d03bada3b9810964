import NibDocument

public struct DuplicateConstraintRule: Rule {
    public init() {}
    public let id = "duplicate-constraint"
    public let defaultSeverity = Severity.warning
    public let summary = "No view holds the same constraint twice"
    public let explanation = """
        Two constraints with the same items, attributes, relation, multiplier, constant and \
        priority add nothing but work for the layout engine, and when one is later edited the \
        other silently keeps the old layout, or conflicts with it at run time.
        """
    public let badExample = """
        <constraint firstItem="A" firstAttribute="leading" secondItem="B" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="B" secondAttribute="leading" constant="16" id="c2"/>
        """
    public let goodExample = #"<constraint firstItem="A" firstAttribute="leading" secondItem="B" secondAttribute="leading" constant="16" id="c1"/>"#

    private struct Signature: Hashable {
        var firstItem, firstAttribute, secondItem, secondAttribute, relation: String?
        var multiplier, constant, priority: Double
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        for list in document.elements(named: "constraints") {
            guard let owner = list.parent else { continue }
            var seen: [Signature: Element] = [:]
            for constraint in owner.constraints where constraint.element[attribute: "placeholder"] != "YES" {
                let signature = Signature(
                    firstItem: constraint.firstItem, firstAttribute: constraint.firstAttribute,
                    secondItem: constraint.secondItem, secondAttribute: constraint.secondAttribute,
                    relation: constraint.relation, multiplier: constraint.multiplier,
                    constant: constraint.constant, priority: constraint.priority)
                if let earlier = seen[signature] {
                    findings.append(Finding(
                        constraint.element, "constraint '\(constraint.id ?? "")' duplicates constraint '\(earlier.id ?? "")' (line \(earlier.line))",
                        hint: "delete one of the two"))
                } else {
                    seen[signature] = constraint.element
                }
            }
        }
    }
}
