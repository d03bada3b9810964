import NibDocument

/// `duplicate-constraint`: No view holds the same constraint twice.
public struct DuplicateConstraintRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "duplicate-constraint", severity: .warning,
        summary: "No view holds the same constraint twice",
        explanation: """
            Two constraints with the same items, attributes, relation, multiplier, constant and \
            priority add nothing but work for the layout engine, and when one is later edited the \
            other silently keeps the old layout, or conflicts with it at run time.
            """,
        triggering: [
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        ↓<constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                </view>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" placeholder="YES" id="c2"/>
                    </constraints>
                </view>
                """, note: "placeholder constraints are removed at build time"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        // Grouped by hashing what each constraint says (the document's index), so a view holding
        // 20,000 constraints costs one pass, not 200 million comparisons.
        for group in document.sameConstraintGroups {
            let earlier = group[0]
            // Placeholder constraints are removed at build time; they duplicate on purpose.
            guard earlier[attribute: "placeholder"] != "YES" else { continue }
            for constraint in group.dropFirst() {
                findings.append(Finding(
                    constraint, "constraint '\(constraint.id ?? "")' duplicates constraint '\(earlier.id ?? "")' (line \(earlier.line))",
                    hint: "delete one of the two"))
            }
        }
    }

    /// What names a constraint rather than describes it.
    static let identity: Set<String> = ["id", "identifier"]
}
