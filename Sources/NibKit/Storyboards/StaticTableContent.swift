import Foundation

/// A static table's sections and the cells the storyboard draws in them, made once with the
/// table's view (`dataMode="static"`).
@MainActor
struct StaticTableContent {
    struct Section {
        let headerTitle: String?
        let footerTitle: String?
        let cells: [TableViewCell]
    }

    let sections: [Section]

    init(sections: [Section]) {
        self.sections = sections
        // Handed out as they are, never dequeued: the table must accept them.
        for cell in sections.flatMap(\.cells) { cell.isStaticTableCell = true }
    }

    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    func cell(at indexPath: IndexPath) -> TableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }
}
