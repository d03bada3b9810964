import Foundation
import NibLayout

/// `TableViewController` and `CollectionViewController`: a controller that serves its list view,
/// the storyboard's or, without one, a list it makes the size of a phone screen (`Devices.phone`).
/// `ViewController` does the rest in `loadView` and `viewWillAppear`: the controller becomes the
/// list's data source and delegate unless they are set, and the list is reloaded the first time
/// the controller is about to appear, as UIKit's list controllers do.
@MainActor
protocol ListController: ViewController {
    associatedtype List: ListDelegating
    /// A new list view of the controller's kind.
    func makeList(frame: CGRect) -> List
    /// UIKit's `clearsSelectionOnViewWillAppear`.
    var clearsSelectionOnViewWillAppear: Bool { get }
    /// Called once the list view is loaded and served.
    func listViewDidLoad()
}

extension ListController {
    func loadListView() {
        if scene?.hasView != true, !(viewIfLoaded is List) {
            view = makeList(frame: CGRect(origin: .zero, size: Devices.phone.screenSize))
        }
        guard let list = viewIfLoaded as? List else { return }
        if list.dataSource == nil, let dataSource = self as? List.DataSource { list.dataSource = dataSource }
        if list.delegate == nil, let delegate = self as? List.Delegate { list.delegate = delegate }
        listViewDidLoad()
    }

    /// The list's part of `viewWillAppear`: the first time, the list is loaded; every time after,
    /// its selection is cleared unless `clearsSelectionOnViewWillAppear` is off (a row selected
    /// to push a detail screen is no longer selected when the list comes back).
    func prepareListForAppearance() {
        guard let list = viewIfLoaded as? List else { return }
        guard listWasReloaded else {
            listWasReloaded = true
            do { try list.reloadAll() } catch { trap(error, file: #fileID, line: #line) }
            return
        }
        if clearsSelectionOnViewWillAppear { list.select(nil) }
    }
}

/// A list view's settable data source and delegate, as its controller sets them.
@MainActor
protocol ListDelegating: ReusingListView {
    associatedtype Delegate
    var dataSource: DataSource? { get set }
    var delegate: Delegate? { get set }
}

extension TableView: ListDelegating {}
extension CollectionView: ListDelegating {}
