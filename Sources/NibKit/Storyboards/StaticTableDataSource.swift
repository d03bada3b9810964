import Foundation

/// Serves a static table whose controller is not a `TableViewController` (UIKit only allows
/// static tables in table view controllers; a storyboard edited by hand may have one elsewhere).
public final class StaticTableDataSource: TableViewDataSource {
    let content: StaticTableContent

    init(content: StaticTableContent) {
        self.content = content
    }

    /// The number of sections of the static table.
    public func numberOfSections(in tableView: TableView) -> Int { content.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        content.numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let cell = content.cell(at: indexPath) else {
            preconditionFailure("static table has no cell at \(indexPath)")
        }
        return cell
    }

    /// The section titles the storyboard gives, for printing what a user sees.
    public func titleForHeader(inSection section: Int) -> String? {
        content.sections.indices.contains(section) ? content.sections[section].headerTitle : nil
    }
}
