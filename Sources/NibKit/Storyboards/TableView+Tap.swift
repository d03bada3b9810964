import Foundation

extension TableView {
    /// After a tapped row is selected: the selection segue of the row's prototype or static cell,
    /// if the storyboard gives it one, from the table's controller (`shouldPerformSegue` asked
    /// first), as UIKit runs it.
    func performSelectionSegue(at indexPath: IndexPath) throws(NibError) {
        guard let cell = cellForRow(at: indexPath), let controller = closestViewController, let id = cell.nibObjectID,
              let template = controller.scene?.scene.triggeredSegues(from: id).first else { return }
        try controller.perform(template, sender: cell, triggeredByUser: true)
    }
}
