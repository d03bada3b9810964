import NibContract
import NibDocument

/// `missing-reuse-identifier`: Cells and prototype cells have a reuse identifier.
public struct MissingReuseIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "missing-reuse-identifier", severity: .info,
        summary: "Storyboard prototype cells have a reuse identifier",
        explanation: """
            A storyboard's prototype cell can only be dequeued by its reuse identifier; without one it \
            is unusable (Xcode warns "Prototype table cells must have reuse identifiers"). Cell nibs are \
            not checked: their identifier may come from the registration, which UIKit accepts.

            It is info because nothing can dequeue a cell without an identifier: on a device the cell \
            is never shown and nothing breaks, and Xcode already shows the same warning. The crash a \
            missing identifier can cause, code dequeuing an identifier no prototype has, is reported \
            where the code dequeues it, by unknown-reuse-identifier.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <tableViewController id="Tv1-aa-001" sceneMemberID="viewController">
                            <tableView key="view" id="Tb1-aa-001">
                                <prototypes>
                                    ↓<tableViewCell customClass="TagCell" id="Tg1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Tgc-aa-bb1"/>
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
                                    <tableViewCell customClass="TagCell" reuseIdentifier="TagCell" id="Tg1-aa-bb1">
                                        <tableViewCellContentView key="contentView" id="Tgc-aa-bb1"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard"),
            RuleExample("""
                <tableViewCell customClass="TagCell" id="Tg1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Tgc-aa-bb1"/>
                </tableViewCell>
                """, note: "a cell nib: its identifier may come from the registration"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var cells: [Element] = []
        switch document.kind {
        case .xib:
            // A cell nib's identifier may come from its registration, which UIKit allows.
            return
        case .storyboard:
            guard document.platform != .macOS else { return }
            cells = PrototypeCells.all(in: document)
        case .legacyArchive:
            return
        }
        for cell in cells where (cell.reuseIdentifier ?? "").isEmpty {
            findings.append(Finding(
                cell, "\(CellElements.name(cell)) has no reuse identifier",
                hint: "set its Identifier in Interface Builder's attributes inspector\(cell.customClass.map { " (the class name, '\($0)', is the convention)" } ?? "")"))
        }
    }
}

/// Storyboard prototype cells: what a table or collection view in a storyboard can dequeue.
enum PrototypeCells {
    /// Prototype cells grouped by the table or collection view that holds them. Static table
    /// cells (`<sections>`) are not prototypes and need no identifier.
    static func byContainer(in document: Document) -> [[Element]] {
        var groups: [[Element]] = []
        for table in document.elements(named: "tableView") {
            if let prototypes = table.child(named: "prototypes") {
                groups.append(Array(prototypes.children))
            }
        }
        for collection in document.elements(named: "collectionView") {
            var group: [Element] = []
            if let cells = collection.child(named: "cells") { group += cells.children }
            group += collection.children.filter {
                $0.name == "collectionReusableView" && ($0.key == "sectionHeaderView" || $0.key == "sectionFooterView")
            }
            groups.append(group)
        }
        return groups
    }

    static func all(in document: Document) -> [Element] {
        byContainer(in: document).flatMap { $0 }.sorted { $0.documentIndex < $1.documentIndex }
    }
}
