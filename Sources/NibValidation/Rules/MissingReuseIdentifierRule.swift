import NibDocument

/// `missing-reuse-identifier`: Cells and prototype cells have a reuse identifier.
public struct MissingReuseIdentifierRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .missingReuseIdentifier
    public let defaultSeverity = Severity.warning
    public let summary = "Storyboard prototype cells have a reuse identifier"
    public let explanation = """
        A storyboard's prototype cell can only be dequeued by its reuse identifier; without one it \
        is unusable (Xcode warns "Prototype table cells must have reuse identifiers"). Cell nibs are \
        not checked: their identifier may come from the registration, which UIKit accepts.
        """
    public let badExample = #"<prototypes><tableViewCell customClass="TagCell" id="Tg1-aa-bb1" …>"#
    public let goodExample = #"<prototypes><tableViewCell customClass="TagCell" reuseIdentifier="TagCell" id="Tg1-aa-bb1" …>"#

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
