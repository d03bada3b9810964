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
            A table or collection view keeps one registration per reuse identifier (a collection \
            view one for its cells and one for each kind of supplementary view). When two of its \
            prototype cells share an identifier, only one of them can ever be dequeued: the other is \
            dead, and code that expects its outlets gets the wrong cell and crashes on the cast. \
            Where the sources were read in full and no code dequeues the identifier (by literal, \
            constant or computed identifier), nothing gets the wrong cell yet: a warning.
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
                """, file: "Main.storyboard", note: "the code dequeues another identifier only, so nothing gets the wrong cell yet: a warning",
                        project: ["List.swift": "import UIKit\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.dequeueReusableCell(withIdentifier: \"Book\", for: path)\n}\n"]),
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
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <collectionViewController id="Cv1-aa-001" sceneMemberID="viewController">
                            <collectionView key="view" dataMode="prototypes" id="Cl1-aa-001">
                                <collectionViewFlowLayout key="collectionViewLayout" id="Fl1-aa-001"/>
                                <cells>
                                    <collectionViewCell reuseIdentifier="Cell" id="Ce1-aa-001">
                                        <view key="contentView" id="Cc1-aa-001"/>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionFooterView" reuseIdentifier="Cell" id="Fo1-aa-001"/>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                note: "jh008-ios's about-us collection: a cell and the section footer share 'Cell', but cells and each kind of supplementary view are registered apart"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        for group in PrototypeCells.byContainer(in: document) {
            // A collection view registers its cells and each kind of supplementary view
            // (`sectionHeaderView`, `sectionFooterView`) apart: one identifier may serve each.
            var first: [String: Element] = [:]
            for cell in group {
                guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { continue }
                let queue = cell.name == "collectionReusableView" ? (cell.key ?? "") : "cells"
                if let earlier = first[queue + "\u{0}" + identifier] {
                    // Only a dequeue of the identifier can get the wrong cell: with none in the
                    // code read in full, nothing breaks yet.
                    let undequeued = context.project.map { !$0.mayDequeue(reuseIdentifier: identifier) } ?? false
                    findings.append(Finding(
                        cell, "reuse identifier '\(identifier)' is already used by \(CellElements.describe(earlier)) in the same \(cell.parent?.parent?.name ?? "view")"
                            + (undequeued ? "; no code dequeues it yet, so nothing gets the wrong cell until some does" : ""),
                        hint: "give each prototype cell its own identifier",
                        isAtMostWarning: undequeued))
                } else {
                    first[queue + "\u{0}" + identifier] = cell
                }
            }
        }
    }
}
