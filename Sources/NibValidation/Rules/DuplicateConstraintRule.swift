import NibDocument

public struct DuplicateConstraintRule: Rule {
    public init() {}
    public let id: RuleID = .duplicateConstraint
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

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        // Constraints are only the same when held by the same view, and a view holds few, so
        // each list is compared pair by pair on the stored attribute bytes (all but the id).
        for list in document.elements(named: "constraints") {
            let constraints = list.children.filter { $0.name == "constraint" }
            guard constraints.count > 1 else { continue }
            for later in 1 ..< constraints.count {
                guard let earlier = constraints[..<later].first(where: {
                    $0.hasSameAttributes(as: constraints[later], ignoring: DuplicateConstraintRule.identity)
                }) else { continue }
                // Placeholder constraints are removed at build time; they duplicate on purpose.
                guard earlier[attribute: "placeholder"] != "YES" else { continue }
                let constraint = constraints[later]
                findings.append(Finding(
                    constraint, "constraint '\(constraint.id ?? "")' duplicates constraint '\(earlier.id ?? "")' (line \(earlier.line))",
                    hint: "delete one of the two"))
            }
        }
    }

    /// What names a constraint rather than describes it.
    static let identity: Set<String> = ["id", "identifier"]
}
