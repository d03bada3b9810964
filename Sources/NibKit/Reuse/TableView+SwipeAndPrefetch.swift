import Foundation

/// An action a swipe on a row shows (`UIContextualAction`): a title, a colour and a handler
/// that is told when the action is chosen, and calls its completion with whether it was done.
@MainActor
open class ContextualAction {
    /// How the action looks (`UIContextualAction.Style`).
    public enum Style: Int, Sendable, Hashable {
        case normal, destructive
    }
    /// What the action does (`UIContextualAction.Handler`): the action, the view it was shown
    /// in (the row's cell), and the completion to call with whether it was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var backgroundColor: Color?
    public var image: Image?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a swipe on a row shows, first nearest the edge (`UISwipeActionsConfiguration`).
@MainActor
open class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`).
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

extension TableView {
    /// Which edge a swipe starts from.
    public enum SwipeEdge: Sendable, Hashable {
        case leading, trailing
    }

    /// The actions a swipe from `edge` shows for the row, as the delegate gives them
    /// (`trailingSwipeActionsConfigurationForRowAt`, `leadingSwipeActionsConfigurationForRowAt`);
    /// nil when it gives none, or while the table is editing.
    public func swipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge = .trailing) -> SwipeActionsConfiguration? {
        guard !isEditing else { return nil }
        switch edge {
        case .trailing: return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        case .leading: return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Swipes the row from `edge` and chooses the action at `index` (0, the one nearest the edge,
    /// is what a full swipe performs): its handler runs with the row's cell, as UIKit's does.
    /// Returns what the handler passed to its completion; nil when the row shows no such
    /// action or is not on screen.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing, choosingActionAt index: Int = 0) -> Bool? {
        guard let configuration = swipeActionsConfiguration(forRowAt: indexPath, edge: edge),
              configuration.actions.indices.contains(index), let cell = cellForRow(at: indexPath) else { return nil }
        let action = configuration.actions[index]
        var performed: Bool?
        action.handler(action, cell) { performed = $0 }
        return performed
    }

    /// How many rows past those on screen the prefetch data source hears of, in the direction
    /// of the content (UIKit does not document its count).
    static let prefetchDistance = 10

    /// Tells the prefetch data source of the rows just below those on screen that it was not
    /// told of since the last reload, the nearest first.
    func prefetchBeyondVisibleRows() {
        guard let prefetchDataSource, let last = reuse.visible.items.keys.max() else { return }
        for shown in reuse.visible.items.keys { prefetchedRows.remove(shown) }
        var upcoming: [IndexPath] = []
        var section = last.section
        var row = last.row + 1
        while upcoming.count < TableView.prefetchDistance, section < numberOfSections {
            if row < numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                if !prefetchedRows.contains(indexPath) { upcoming.append(indexPath) }
                row += 1
            } else {
                section += 1
                row = 0
            }
        }
        guard !upcoming.isEmpty else { return }
        prefetchedRows.formUnion(upcoming)
        prefetchDataSource.tableView(self, prefetchRowsAt: upcoming)
    }

    /// Scrolls to the section an index title stands for, as a tap on the section index does:
    /// the data source's `sectionForSectionIndexTitle` decides the section, whose first row goes
    /// to the top.
    public func tapSectionIndexTitle(at index: Int, file: StaticString = #fileID, line: UInt = #line) {
        guard let titles = sectionIndexTitles, titles.indices.contains(index) else {
            trap(NibError(kind: .invalid, message: "the table has no section index title at \(index); its data source's sectionIndexTitles(for:) gave \(sectionIndexTitles.map { "\($0.count)" } ?? "none")"),
                 file: file, line: line)
        }
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
        guard section >= 0, section < numberOfSections, numberOfRows(inSection: section) > 0 else { return }
        scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false, file: file, line: line)
    }
}
