import Foundation

/// What `TableViewController` and `CollectionViewController` share: a view of their list class
/// made when the storyboard gives none, and one reload before the first appearance.
extension ViewController {
    /// The controller's view as a `List`: without a storyboard view, a new one the size of a
    /// phone screen (393 × 852 points); nil when the storyboard's view is something else.
    func loadListView<List: View>(_ make: (CGRect) -> List) -> List? {
        if scene?.hasView != true, !(viewIfLoaded is List) {
            view = make(CGRect(x: 0, y: 0, width: 393, height: 852))
        }
        return viewIfLoaded as? List
    }

    /// Reloads the list the first time the controller is about to appear, as UIKit's list
    /// controllers do.
    func reloadListOnFirstAppearance(_ reload: () -> Void) {
        guard !listWasReloaded else { return }
        listWasReloaded = true
        reload()
    }
}
