import NibContract
import NibDocument

/// `duplicate-reuse-identifier`: Prototype cells of one table or collection view have distinct identifiers.
public struct DuplicateReuseIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "duplicate-reuse-identifier", severity: .error,
        summary: "Prototype cells of one table or collection view have distinct identifiers",
        explanation: """
            A table or collection view keeps one registration per reuse identifier. When two of its \
            prototype cells share an identifier, only one of them can ever be dequeued: the other is \
            dead, and code that expects its outlets gets the wrong cell and crashes on the cast.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <tableViewController id="Tv1-aa-001" sceneMemberID="viewController">
                            <tableView key="view" id="Tb1-aa-001">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Cell" id="Bk1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Bkc-aa-bb1"/>
                                    </tableViewCell>
                                    ↓<tableViewCell reuseIdentifier="Cell" id="Au1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Auc-aa-bb1"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <tableViewController id="Tv1-aa-001" sceneMemberID="viewController">
                            <tableView key="view" id="Tb1-aa-001">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="BookCell" id="Bk1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Bkc-aa-bb1"/>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="AuthorCell" id="Au1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Auc-aa-bb1"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
        ])

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
