import NibContract
import NibDocument

/// UIKit: "invalid nib registered for identifier (X) - nib must contain exactly one top level
/// object which must be a UITableViewCell instance".
public struct CellTopLevelObjectsRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .cellTopLevelObjects, severity: .error,
        summary: "A cell nib holds exactly one top-level object, and it is a cell",
        explanation: """
            UIKit instantiates a registered cell nib and takes its only top-level object as the cell. \
            If the nib holds a second object (a view dropped outside the cell, a gesture recognizer) or \
            its only object is not a cell, the app crashes at the first dequeue with "invalid nib \
            registered for identifier (X) - nib must contain exactly one top level object which must \
            be a UITableViewCell instance" (UICollectionReusableView for collection views). File's \
            Owner and First Responder are placeholders and do not count. Header/footer views may be a \
            plain <view> whose class is the header subclass. Without a registration (nibcheck), only \
            a XIB that looks like a cell nib is checked: one top-level cell, File's Owner without \
            another class, and beside the cell nothing but gesture recognizers and at most one empty \
            view. A XIB holding several views, one of them a cell, is loaded with loadNibNamed and is \
            fine.
            """,
        triggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModule="Books" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<view id="Vw2-cc-dd2">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                </view>
                """, note: "a view dropped beside the cell"),
            RuleExample("""
                ↓<view id="Vw1-aa-bb1" customClass="BookCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                </view>
                """, note: "registered as a table view cell, but a plain view",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "BookCell")),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModule="Books" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShelfViewController"/>
                <view id="Vw1-aa-bb1"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "a screen's nib that also holds a cell, loaded with loadNibNamed: not a cell nib"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let kind = CellElements.kind(of: document, context: context) else { return }
        // Linting without a registration: only a XIB that looks like a cell nib is held to the
        // contract (see CellElements.looksLikeCellNib for how that is judged).
        if context.registration == nil, !CellElements.looksLikeCellNib(document, facts: facts) { return }
        ContractChecks.checkTopLevelObjects(CellElements.topLevelObjects(of: document, context: context), of: document, kind: kind,
                                            registeredAs: context.registration?.reuseIdentifier, findings: &findings)
    }
}
