import Foundation

/// A controller whose view is a table (`UITableViewController`). It is its table's data source
/// and delegate; subclasses override the methods below, as with UIKit:
///
/// ```swift
/// override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { books.count }
/// ```
///
/// A static table (a storyboard's `dataMode="static"`) is served by these defaults, so a
/// subclass that overrides one for a static table calls `super` for the rest, as in UIKit. The
/// table is reloaded the first time it is about to appear.
// Every method of both protocols is declared here, `open`, so that a subclass overrides it with
// `override` as UIKit code does, and the table calls the subclass's. Left to the protocol
// extensions' defaults, a subclass's method would not be an override (Swift rejects the
// keyword), the conformance would keep the default, and the method would never be called.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate, ListController {
    /// The controller's view, as a table.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Whether the table's selection is cleared each time the controller is about to appear
    /// again (UIKit's `clearsSelectionOnViewWillAppear`; on by default, and read from a
    /// storyboard's `clearsSelectionOnViewWillAppear="NO"`).
    public var clearsSelectionOnViewWillAppear = true

    /// A static table's sections and cells, set when the storyboard's table is static.
    var staticContent: StaticTableContent?

    /// The style of the table the controller makes when no storyboard gives it one.
    private var listStyle = TableView.Style.plain

    /// A controller that makes a plain table when its view is first asked for.
    public override init() {
        super.init()
    }

    /// A controller that makes a table of `style` (`init(style:)`).
    public init(style: TableView.Style) {
        listStyle = style
        super.init()
    }

    /// Decodes a table view controller from a storyboard scene, with its
    /// `clearsSelectionOnViewWillAppear` and its refresh control ("Refreshing: Enabled").
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        clearsSelectionOnViewWillAppear = coder.bool(forKey: "clearsSelectionOnViewWillAppear") ?? true
        super.init(coder: coder)
        controllerRefreshControl = coder.object(forKey: "refreshControl") as? RefreshControl
    }

    /// The table's refresh control (`refreshControl`): the storyboard's, or one set in code. It
    /// becomes the table's `refreshControl` when the view loads.
    public var refreshControl: RefreshControl? {
        get { (viewIfLoaded as? TableView)?.refreshControl ?? controllerRefreshControl }
        set {
            controllerRefreshControl = newValue
            (viewIfLoaded as? TableView)?.refreshControl = newValue
        }
    }
    /// The refresh control until the table is loaded.
    private var controllerRefreshControl: RefreshControl?

    /// Gives the loaded table the controller's refresh control.
    func listViewDidLoad() {
        if let controllerRefreshControl, let table = viewIfLoaded as? TableView, table.refreshControl == nil {
            table.refreshControl = controllerRefreshControl
        }
    }

    /// Without a storyboard view, the controller makes a table of its style the size of a phone screen.
    func makeList(frame: CGRect) -> TableView { TableView(frame: frame, style: listStyle) }

    // MARK: Data source

    /// The number of sections of the storyboard's static table, or 1 for a dynamic table unless overridden.
    open func numberOfSections(in tableView: TableView) -> Int {
        staticContent?.sections.count ?? 1
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticContent?.numberOfRows(inSection: section) ?? 0
    }

    /// The static cell at `indexPath`; a table with prototypes needs this overridden, so without
    /// a static table it traps with what to override.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let cell = staticContent?.cell(at: indexPath) else {
            fatalError("\(String(reflecting: type(of: self))) must override tableView(_:cellForRowAt:) to return a dequeued cell for \(indexPath) (the default serves static tables only)")
        }
        return cell
    }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        staticContent?.cell(at: indexPath).map { $0.frame.height > 0 ? $0.frame.height : tableView.rowHeight } ?? tableView.rowHeight
    }

    /// A static table's section title, as the storyboard gives it.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard let sections = staticContent?.sections, sections.indices.contains(section) else { return nil }
        return sections[section].headerTitle
    }

    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}

    /// Whether a touch highlights the row (and a tap may select it); true by default.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row to select instead, or nil to select none; the row itself by default.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Called by `TableView.tapRow(at:)` after the row's selection segue (if any) was performed.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row to deselect instead, or nil to keep it selected; the row itself by default.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Editing

    /// Every row can be edited, unless overridden.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No section index, unless overridden.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Nothing is deleted or inserted, unless overridden.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// `.delete`, unless overridden.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }

    /// Enters or leaves editing, and the table with it, as UIKit's table view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }
}
