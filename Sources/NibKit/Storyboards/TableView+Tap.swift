import Foundation

extension TableView {
    /// What a user's tap on a visible row does in UIKit: the delegate's
    /// `tableView(_:didSelectRowAt:)` (when the delegate is a `TableViewController`), then the
    /// selection segue of the row's prototype or static cell, if the storyboard gives it one,
    /// from the table's controller (`shouldPerformSegue` asked first). Traps when the row is not
    /// visible or the segue fails; `tryTapRow(at:)` throws instead.
    public func tapRow(at indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryTapRow(at: indexPath) } catch { trap(error, file: file, line: line) }
    }

    public func tryTapRow(at indexPath: IndexPath) throws(NibError) {
        guard let cell = cellForRow(at: indexPath) else {
            throw NibError(kind: .dequeue, message: "row \(indexPath) is not visible, so it can't be tapped; scroll to it first (trySetContentOffset) or reloadData()")
        }
        (delegate as? TableViewController)?.tableView(self, didSelectRowAt: indexPath)
        guard let controller = closestViewController, let id = cell.nibObjectID,
              let template = controller.scene?.scene.triggeredSegues(from: id).first else { return }
        try controller.perform(template, sender: cell, triggeredByUser: true)
    }
}
