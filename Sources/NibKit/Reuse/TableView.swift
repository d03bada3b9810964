import Foundation
import NibDocument
import NibContract

/// Supplies a table view's rows (`UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// Returns the number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Returns the cell for the row at `indexPath`, typically from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Returns the number of sections; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// A plain header showing this title, when the delegate gives no header view.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A plain footer showing this title, when the delegate gives no footer view.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted); every row can unless implemented.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed the row's editing control: delete the row's data (and the row, with
    /// `deleteRows`), or insert.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The titles of the section index along the table's trailing edge; none unless implemented.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a tap on the index title `title`, at `index` in the index, scrolls to; the
    /// section at `index` unless implemented.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// Told ahead of time which rows the table will soon ask cells for, to start loading their data
/// (`UITableViewDataSourcePrefetching`).
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows about to come on screen, the nearest first.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched that are no longer about to come on screen; nothing unless implemented.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Heights, header and footer views, display and selection (`UITableViewDelegate`). Every method
/// has UIKit's default: heights are the table's properties, views are nil, selection goes ahead.
@MainActor
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// Whether a touch highlights the row; false and a tap neither highlights nor selects it.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select instead (or nil to select none).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead (or nil to keep it selected).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The control an editable row shows while the table is editing: `.delete` unless implemented.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The actions a swipe from the trailing edge shows for the row; nil: none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe from the leading edge shows for the row; nil: none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
}

/// `UITableView` with its registration, reuse, sizing and scrolling semantics: rows that scroll
/// out of the bounds go back to their reuse queue, rows that scroll in are asked of the data
/// source and sized to the table's width and their row's height before `cellForRowAt` returns.
/// Row positions are kept as running totals, so a layout pass costs the rows on screen plus
/// log n, however far the table has scrolled.
///
/// UIKit's checks hold: an unregistered identifier and two dequeues for one index path during
/// layout are errors, and a nib is checked against the cell contract when it is registered. The
/// UIKit-shaped methods trap on those errors, as UIKit raises; each has a throwing twin whose
/// name starts with `try`.
open class TableView: ScrollView, ReusingListView {
    /// UIKit's sentinel for "size this from the content" (`UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// How sections look (`UITableView.Style`).
    public enum Style: String, Sendable, Hashable {
        /// Headers float at the top while their section scrolls under them.
        case plain
        case grouped
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable, Hashable {
        case none, top, middle, bottom
    }

    /// The animation of a row update (`UITableView.RowAnimation`). Headless tables don't animate;
    /// the value is accepted so UIKit code ports unchanged.
    public enum RowAnimation: Sendable, Hashable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Supplies sections, rows and their cells; held weakly, as in UIKit.
    public weak var dataSource: TableViewDataSource?
    /// Receives height, header/footer, display and selection callbacks; held weakly.
    public weak var delegate: TableViewDelegate?
    /// Told which rows are about to come on screen (`prefetchDataSource`); held weakly.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// The rows `prefetchDataSource` was told of since the last reload, not yet shown.
    var prefetchedRows: Set<IndexPath> = []
    /// Whether the table gives focus back to the row that had it last (tvOS and keyboards);
    /// kept, as NibKit models no focus (`remembersLastFocusedIndexPath`).
    public var remembersLastFocusedIndexPath = false
    /// The table's style, fixed at creation (`.plain` unless the nib or initializer says otherwise).
    public let style: Style
    /// Every row's height; `automaticDimension` (the default) sizes rows from their cells.
    public var rowHeight: CGFloat = TableView.automaticDimension
    /// The height assumed for a self-sizing row until its cell is made.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// Every section header's height; `automaticDimension` (the default) gives a header only to
    /// sections with a header view or title.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Every section footer's height; `automaticDimension` (the default) gives a footer only to sections with a footer view or title.
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension
    /// The height assumed for a header before it is measured (`estimatedSectionHeaderHeight`).
    /// UIKit uses it to defer measuring; NibKit measures every header when it measures the
    /// table, so positions are the measured ones either way and this is kept, not used.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The same for footers (`estimatedSectionFooterHeight`).
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// The space above each section header (`sectionHeaderTopPadding`, iOS 15): a value of 0 or
    /// more puts that much above every section that has a header, moving what follows down.
    /// `automaticDimension` (the default) is none here: UIKit's automatic padding is not
    /// documented, so NibKit keeps the headers where iOS 14 put them.
    public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension
    /// Whether taps select rows; `true` by default.
    public var allowsSelection = true
    /// Whether several rows can be selected at once; `false` by default.
    public var allowsMultipleSelection = false
    /// Whether taps select rows while the table is editing (`allowsSelectionDuringEditing`);
    /// `false` by default, as in UIKit: editing is for the editing controls.
    public var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once while editing
    /// (`allowsMultipleSelectionDuringEditing`); `false` by default.
    public var allowsMultipleSelectionDuringEditing = false
    var selectionAllowed: Bool {
        // Multiple selection while editing is selection while editing (UIKit's checkmarks).
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }
    var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    /// How `dequeue` instantiates registered nibs.
    public var nibOptions = NibInstantiationOptions()
    /// How rows are separated (`separatorStyle`; NibKit draws no separators, and keeps what is set).
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine
    /// The separators' colour (`separatorColor`); nil is UIKit's default grey.
    public var separatorColor: Color?
    /// The separators' insets for cells that set none (`separatorInset`).
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Whether the table is editing (`isEditing`): its editable rows show their editing controls.
    /// Setting it is `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Starts or ends editing: every visible row the data source lets edit goes into editing with
    /// the style the delegate gives it (`.delete` by default), as rows that appear later do.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for (indexPath, cell) in reuse.visible.items { applyEditing(to: cell, at: indexPath, animated: animated) }
    }

    private func applyEditing(to cell: TableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? true)
        cell.editingStyle = editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    /// The user confirms the row's editing control, as a tap on its Delete button (or insert
    /// control) does: the data source's `commit` with the row's editing style. Nothing happens
    /// for a row that is not visible, not editable, or has no style.
    public func commitEditing(forRowAt indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), cell.editingStyle != .none else { return }
        dataSource?.tableView(self, commit: cell.editingStyle, forRowAt: indexPath)
    }

    /// A view above the first section, as wide as the table and as tall as its own frame
    /// (`tableHeaderView`): the rows start below it and it scrolls with them.
    public var tableHeaderView: View? {
        didSet { tableViewReplaced(oldValue, by: tableHeaderView) }
    }
    /// A view below the last section, placed as `tableHeaderView` is (`tableFooterView`).
    public var tableFooterView: View? {
        didSet { tableViewReplaced(oldValue, by: tableFooterView) }
    }

    private func tableViewReplaced(_ old: View?, by new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        guard reuse.measured else { return }
        measure()
        setNeedsLayout()
    }

    /// The height of a row, header or footer with nothing else to go by (UIKit's default row).
    static let defaultRowHeight: CGFloat = 44
    /// A titled header's or footer's height in a plain table (UIKit's default).
    static let defaultTitleHeight: CGFloat = 28

    let reuse = ListReuse<TableViewCell>()
    let headersAndFooters = VisibleItems<View>()
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
    private(set) var geometry = TableGeometry()

    /// An empty table view of `style` (`init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A 320 × 480 point plain table view.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Decodes a table view, taking its style and its positive row height and non-negative header and footer heights from the nib.
    final class Decoded: NibDecodedValue {
        let style: Style
        let rowHeight: Double?
        let sectionHeaderHeight: Double?
        let sectionFooterHeight: Double?
        let separatorStyle: TableViewCell.SeparatorStyle
        let separatorColor: Color?
        let separatorInset: EdgeInsets?
        init(record: ObjectRecord) {
            style = record.string(forKey: "style").flatMap(Style.init(rawValue:)) ?? .plain
            rowHeight = record.finiteDouble(forKey: "rowHeight")
            sectionHeaderHeight = record.finiteDouble(forKey: "sectionHeaderHeight")
            sectionFooterHeight = record.finiteDouble(forKey: "sectionFooterHeight")
            switch record.string(forKey: "separatorStyle") {
            case "none": separatorStyle = .none
            case "singleLineEtched": separatorStyle = .singleLineEtched
            default: separatorStyle = .singleLine
            }
            separatorColor = record.color(forKey: "separatorColor")
            separatorInset = record.element.child(key: "separatorInset").flatMap(EdgeInsets.init(inset:))
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        style = properties.style
        if let height = properties.rowHeight, height > 0 { rowHeight = CGFloat(height) }
        if let height = properties.sectionHeaderHeight, height >= 0 { sectionHeaderHeight = CGFloat(height) }
        if let height = properties.sectionFooterHeight, height >= 0 { sectionFooterHeight = CGFloat(height) }
        separatorStyle = properties.separatorStyle
        separatorColor = properties.separatorColor
        if let inset = properties.separatorInset { separatorInset = inset }
        super.init(coder: coder)
        // A nib keeps them as keyed children (`<searchBar key="tableHeaderView">`), not subviews.
        tableHeaderView = coder.object(forKey: "tableHeaderView") as? View
        tableFooterView = coder.object(forKey: "tableFooterView") as? View
        for view in [tableHeaderView, tableFooterView] {
            if let view, view.superview !== self { addSubview(view) }
        }
    }

    open override class var outlets: [Outlet] {
        super.outlets + [
            .reference("dataSource", \TableView.dataSource),
            .reference("delegate", \TableView.delegate),
        ]
    }

    // MARK: Registration

    /// Registers a cell class (a `TableViewCell` subclass), or removes the registration with nil.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try registerCell(cellClass, identifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell class for `identifier` (nil removes it); throws if the registration is refused.
    public func tryRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws(NibError) {
        try registerCell(cellClass, identifier: identifier)
    }

    /// Registers a cell nib, checked now against the cell contract for `identifier`; nil removes it.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try registerCell(nib, identifier: identifier, className: nil) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell nib; with `className`, the nib's cell must be that class, and every outlet
    /// and action the nib connects is checked against what the class declares, now.
    public func tryRegister(_ nib: Nib?, forCellReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try registerCell(nib, identifier: identifier, className: className)
    }

    /// Registers a header/footer view class for `identifier` (nil removes it); traps where `tryRegister` would throw.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(viewClass, forHeaderFooterViewReuseIdentifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a header/footer view class for `identifier` (nil removes it); throws if the registration is refused.
    public func tryRegister(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) throws(NibError) {
        try headerFooterPool.register(viewClass, for: identifier, api: Self.headerFooterRegistrationAPI)
    }

    /// Registers a header/footer view nib for `identifier` (nil removes it); traps where `tryRegister` would throw.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(nib, forHeaderFooterViewReuseIdentifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a header/footer view nib for `identifier`; with `className`, the nib's view must be
    /// that class and its connections are checked against the classes now.
    public func tryRegister(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try headerFooterPool.register(nib, for: identifier, kind: .tableViewHeaderFooterView, className: className,
                                      api: Self.headerFooterRegistrationAPI, options: nibOptions)
    }

    static let headerFooterRegistrationAPI = "register(_:forHeaderFooterViewReuseIdentifier:)"

    // MARK: Dequeue

    /// A queued cell (after `prepareForReuse()`) or a new one, sized for `indexPath`; never nil.
    /// Traps with UIKit's message when nothing is registered for `identifier`, and when the
    /// table asks its data source for that row during layout and the row was dequeued already.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> TableViewCell {
        do { return try dequeueCell(identifier, for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// Returns a queued or new cell sized for `indexPath`; throws where `dequeueReusableCell(withIdentifier:for:)` traps.
    public func tryDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> TableViewCell { try dequeueCell(identifier, for: indexPath) }

    /// A queued or new cell, or nil when nothing is registered for `identifier`. A registered nib
    /// that fails to instantiate traps (UIKit raises); `tryDequeueReusableCell(withIdentifier:)`
    /// throws instead.
    public func dequeueReusableCell(withIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line) -> TableViewCell? {
        do { return try reuse.pool.dequeue(identifier, options: nibOptions) } catch { trap(error, file: file, line: line) }
    }

    /// nil when nothing is registered for `identifier`; an error when the registration fails.
    public func tryDequeueReusableCell(withIdentifier identifier: String) throws(NibError) -> TableViewCell? {
        try reuse.pool.dequeue(identifier, options: nibOptions)
    }

    /// A queued or new header/footer view, or nil when nothing is registered for `identifier`; a
    /// registered nib that fails to instantiate traps.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line) -> TableViewHeaderFooterView? {
        do { return try headerFooterPool.dequeue(identifier, options: nibOptions) } catch { trap(error, file: file, line: line) }
    }

    /// Returns a queued or new header/footer view; throws when nothing is registered for `identifier` or its nib fails to instantiate.
    public func tryDequeueReusableHeaderFooterView(withIdentifier identifier: String) throws(NibError) -> TableViewHeaderFooterView {
        guard let view = try headerFooterPool.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "unable to dequeue a header/footer view with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }

    static let traits = ListTraits(
        cellKind: .tableViewCell, cellRegistrationAPI: "register(_:forCellReuseIdentifier:)",
        vocabulary: BatchUpdate.Vocabulary(items: "rows", view: "table view"),
        multipleDequeueAdvice: " If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path).",
        unregistered: { "unable to dequeue a cell with identifier \($0) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard" },
        outsideData: { indexPath, counts in
            "dequeueReusableCell(withIdentifier:for:) was given \(indexPath), which is outside the table's data (\(counts.count) sections\(counts.isEmpty ? "" : "; rows per section: \(counts.map(String.init).joined(separator: ", "))")); pass the index path tableView(_:cellForRowAt:) was called with"
        },
        // A cell the data source made itself (`dequeueReusableCell(withIdentifier:) ?? TableViewCell(…)`)
        // is legal for UITableView; only UICollectionView requires dequeued cells.
        notDequeued: nil)

    /// Sizes a cell for its row, as UIKit does before `cellForRowAt` returns: as wide as the
    /// table, as tall as the row, its content view filling it less the accessory.
    func size(_ cell: TableViewCell, for indexPath: IndexPath) {
        let rect = geometry.contains(indexPath) ? geometry.rect(ofRow: indexPath, width: bounds.width)
            : CGRect(x: 0, y: 0, width: bounds.width, height: max(0, rowHeight > 0 ? rowHeight : TableView.defaultRowHeight))
        cell.frame = rect
        cell.contentView.receiveLayoutFrame(CGRect(x: 0, y: 0, width: max(0, rect.width - cell.accessoryWidth), height: rect.height))
    }

    // MARK: Reuse statistics

    /// Cells made so far (from classes or nibs), and cells handed out again from a queue.
    public var createdCellCount: Int { reuse.pool.created }
    /// How many cells have been handed out again from a reuse queue rather than made.
    public var reusedCellCount: Int { reuse.pool.reused }

    // MARK: Geometry

    /// The number of sections the data source reported at the last reload.
    public var numberOfSections: Int { sectionCount }

    /// The number of rows in `section` at the last reload; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int { itemCount(inSection: section) }

    /// The frame of the row at `indexPath` in the table's content. A row the table does not
    /// have traps, at the caller's line, as UIKit raises for it: a `.zero` rectangle would pass
    /// for a row at the top.
    public func rectForRow(at indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> CGRect {
        measureIfNeeded()
        guard geometry.contains(indexPath) else {
            let rows = (0 ..< sectionCount).map { String(itemCount(inSection: $0)) }.joined(separator: ", ")
            trap(NibError(kind: .invalid, message: "request for rect at invalid index path (section \(indexPath.section), row \(indexPath.row)); the table has \(sectionCount) sections (rows per section: \(rows))"),
                 file: file, line: line)
        }
        return geometry.rect(ofRow: indexPath, width: bounds.width)
    }

    /// The row at `point` in the table's content, if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        measureIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        guard case .row(let indexPath)? = geometry.slot(at: Double(point.y)) else { return nil }
        return indexPath
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [TableViewCell] { visibleCellsInOrder }
    /// The index paths of the rows on screen, sorted. Optional, as UIKit declares it; NibKit
    /// answers an empty array when no row is on screen.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleIndexPaths }

    /// The cell at `indexPath` if it is visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { reuse.visible.items[indexPath] }
    /// The row a visible cell shows; nil when the cell is not on screen (UIKit's `indexPath(for:)`).
    public func indexPath(for cell: TableViewCell) -> IndexPath? { indexPath(ofVisible: cell) }

    /// The header view of `section` if it is visible and a `TableViewHeaderFooterView` (a titled
    /// section's is; a delegate's other view is not), as UIKit's.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        headersAndFooters.items[IndexPath(item: 0, section: section)] as? TableViewHeaderFooterView
    }
    /// The footer view of `section`, as `headerView(forSection:)`.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        headersAndFooters.items[IndexPath(item: 1, section: section)] as? TableViewHeaderFooterView
    }

    // MARK: Loading and scrolling

    /// Forgets every visible row, asks the data source again, and lays out what is visible.
    public func reloadData(file: StaticString = #fileID, line: UInt = #line) {
        do { try reloadAll() } catch { trap(error, file: file, line: line) }
    }

    /// Forgets every visible row, asks the data source again and lays out what is visible; throws on a data source error such as a cell dequeued twice.
    public func tryReloadData() throws(NibError) { try reloadAll() }

    /// Scrolls: sets `contentOffset` and lays out, with errors thrown instead of trapping.
    public func trySetContentOffset(_ offset: CGPoint) throws(NibError) { try scroll(to: offset) }

    open override func contentOffsetDidChange() { layoutAfterScrolling() }

    /// Scrolls so the row is at `position` (`.none`: just into view), and lays out.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool,
                            file: StaticString = #fileID, line: UInt = #line) {
        measureIfNeeded()
        guard geometry.contains(indexPath) else {
            trap(NibError(kind: .dequeue, message: "scrollToRow(at:at:animated:) was given \(indexPath), which is outside the table's data; scroll to a row the data source has"), file: file, line: line)
        }
        let rect = geometry.rect(ofRow: indexPath, width: bounds.width)
        // Positions are within the part the adjusted insets leave visible.
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        case .none:
            if rect.minY < y + inset.top {
                y = rect.minY - inset.top
            } else if rect.maxY > y + inset.top + visibleHeight {
                y = rect.maxY - visibleHeight - inset.top
            }
        }
        let range = contentOffsetRange
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(range.minimum.y, y), range.maximum.y))
    }

    /// Places the visible rows, headers and footers (UITableView lays out its rows here): called
    /// by a layout pass, `layoutIfNeeded()` after a change of size, say.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutInPass()
    }

    /// A view behind the rows, headers and footers, as large as the table's bounds, which does
    /// not scroll (`backgroundView`).
    public var backgroundView: View? {
        didSet { show(backgroundView: backgroundView, replacing: oldValue) }
    }

    /// The section index the data source gave at the last reload (`sectionIndexTitles(for:)`);
    /// NibKit draws no index, and keeps what it would show.
    public private(set) var sectionIndexTitles: [String]?

    // MARK: Selection

    /// The first selected row in index path order, or nil when none is selected.
    public var indexPathForSelectedRow: IndexPath? { sortedSelection?.first }
    /// The selected rows, sorted; nil (not empty) when none is selected, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? { sortedSelection }

    /// Selects a row without asking the delegate, as UIKit's method does (`scrollPosition`
    /// scrolls to it unless `.none`).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard select(indexPath), let indexPath, scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects a row without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }

    /// Selects a row as a tap does: `willSelectRowAt` (which may redirect or refuse), the previous
    /// selection's `willDeselectRowAt`/`didDeselectRowAt` (single selection), then
    /// `didSelectRowAt`, then the storyboard's selection segue for the row's cell, if any; in a
    /// multiple-selection table a tap on a selected row deselects it. Traps when the row is not
    /// visible or its segue fails; `tryTapRow(at:)` throws instead.
    public func tapRow(at indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryTapRow(at: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// Selects a row as `tapRow(at:)` does, throwing when the row is not visible or its segue fails.
    public func tryTapRow(at indexPath: IndexPath) throws(NibError) {
        guard cellForRow(at: indexPath) != nil else {
            throw NibError(kind: .dequeue, message: "row \(indexPath) is not visible, so it can't be tapped; scroll to it first (trySetContentOffset) or reloadData()")
        }
        guard let target = tap(indexPath) else { return }
        try performSelectionSegue(at: target)
    }

    func willSelect(_ indexPath: IndexPath) -> IndexPath? {
        delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    }

    func shouldHighlight(_ indexPath: IndexPath) -> Bool {
        delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    /// A table asks before every deselection, a tap's or a new single selection's.
    func willDeselect(_ indexPath: IndexPath, replacedBySelection: Bool) -> IndexPath? {
        delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    }

    func didSelect(_ indexPath: IndexPath) { delegate?.tableView(self, didSelectRowAt: indexPath) }
    func didDeselect(_ indexPath: IndexPath) { delegate?.tableView(self, didDeselectRowAt: indexPath) }

    // MARK: Batch updates

    /// Groups the updates made in `updates` into one, checked against the data source's counts
    /// before and after, as UIKit does.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) {
        do { try performBatch(updates, completion: completion) } catch { trap(error, file: file, line: line) }
    }

    /// Groups the updates made in `updates` into one batch and applies it, throwing on an inconsistent update; nested calls join the outer batch.
    public func tryPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) throws(NibError) { try performBatch(updates, completion: completion) }

    /// Starts a batch that lasts until the matching `endUpdates()` (`beginUpdates()`; pairs nest,
    /// and inside `performBatchUpdates` they join its batch).
    public func beginUpdates() {
        measureIfNeeded()
        if reuse.openUpdates == 0 {
            reuse.updatesOwnBatch = reuse.batch == nil
            if reuse.updatesOwnBatch { reuse.batch = BatchUpdate() }
        }
        reuse.openUpdates += 1
    }

    /// Ends a `beginUpdates()` batch; the outermost applies it, checked as `performBatchUpdates`
    /// checks it, and asks again for every height (so `beginUpdates()` then `endUpdates()` with
    /// nothing between re-measures the rows, the UIKit idiom). Traps if it does not add up;
    /// `tryEndUpdates()` throws instead.
    public func endUpdates(file: StaticString = #fileID, line: UInt = #line) {
        do { try tryEndUpdates() } catch { trap(error, file: file, line: line) }
    }

    /// Ends a `beginUpdates()` batch as `endUpdates()` does, throwing on an inconsistent update.
    /// An end without a begin re-measures the rows (inside `performBatchUpdates`, whose batch
    /// applies at its own end, it does nothing).
    public func tryEndUpdates() throws(NibError) {
        measureIfNeeded()
        guard reuse.openUpdates > 0 else {
            if reuse.batch == nil { try apply(BatchUpdate()) }
            return
        }
        reuse.openUpdates -= 1
        guard reuse.openUpdates == 0, reuse.updatesOwnBatch, let update = reuse.batch else { return }
        reuse.batch = nil
        reuse.updatesOwnBatch = false
        try apply(update)
    }

    /// Inserts rows, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree. `animation` is ignored.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes rows, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree. `animation` is ignored.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces the rows' cells with new ones from the data source, in a batch when inside one. `animation` is ignored.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for visible rows, keeping their cells (a dequeue for such a row
    /// returns the cell already shown, without `prepareForReuse()`).
    public func reconfigureRows(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reconfiguredItems.formUnion(indexPaths) }
    }

    /// Moves a row, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads whole sections, in a batch when inside `performBatchUpdates`. `animation` is ignored.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reloadedSections.formUnion(sections) }
    }

    // MARK: Layout

    func dataSourceSectionCount() -> Int? { dataSource?.numberOfSections(in: self) }
    func dataSourceItemCount(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// Asks the data source for its counts and every row's height (or estimate), once per reload.
    func measure() {
        prefetchedRows = []
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        let counts = dataSourceCounts()
        var heights: [Double] = []
        var selfSizing: [Bool] = []
        heights.reserveCapacity(counts.reduce(2 * counts.count, +))
        for (section, count) in counts.enumerated() {
            heights.append(headerHeight(section))
            selfSizing.append(false)
            if let delegate {
                for row in 0 ..< count {
                    let (height, automatic) = rowHeight(delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)),
                                                        at: IndexPath(row: row, section: section))
                    heights.append(height)
                    selfSizing.append(automatic)
                }
            } else {
                let (height, automatic) = rowHeight(rowHeight, at: nil)
                heights.append(contentsOf: repeatElement(height, count: count))
                selfSizing.append(contentsOf: repeatElement(automatic, count: count))
            }
            heights.append(footerHeight(section))
            selfSizing.append(false)
        }
        geometry = TableGeometry(counts: counts, heights: heights, selfSizing: selfSizing,
                                 top: Double(max(0, tableHeaderView?.frame.height ?? 0)),
                                 bottom: Double(max(0, tableFooterView?.frame.height ?? 0)),
                                 headerPadding: sectionHeaderTopPadding >= 0 && sectionHeaderTopPadding.isFinite ? Double(sectionHeaderTopPadding) : 0)
        reuse.measured = true
        contentSize = CGSize(width: bounds.width, height: geometry.height)
    }

    /// A row's height, or its estimate when it sizes itself (and whether it does).
    private func rowHeight(_ height: CGFloat, at indexPath: IndexPath?) -> (Double, Bool) {
        if height >= 0, height.isFinite { return (Double(height), false) }
        var estimate = estimatedRowHeight
        if let indexPath, let delegate { estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath) }
        return (Double(estimate > 0 && estimate.isFinite ? estimate : TableView.defaultRowHeight), true)
    }

    private func headerHeight(_ section: Int) -> Double {
        let height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0, height.isFinite { return Double(height) }
        return automaticHeight(title: dataSource?.tableView(self, titleForHeaderInSection: section),
                               view: { delegate?.tableView(self, viewForHeaderInSection: section) })
    }

    private func footerHeight(_ section: Int) -> Double {
        let height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0, height.isFinite { return Double(height) }
        return automaticHeight(title: dataSource?.tableView(self, titleForFooterInSection: section),
                               view: { delegate?.tableView(self, viewForFooterInSection: section) })
    }

    /// An automatic header or footer: a titled one gets UIKit's default height; a view laid out
    /// with constraints the height they give it at the table's width (`systemLayoutSizeFitting`,
    /// as UIKit sizes self-sizing headers), else its own height, else the default; a section
    /// with neither gets none.
    private func automaticHeight(title: String?, view: () -> View?) -> Double {
        if title != nil { return Double(TableView.defaultTitleHeight) }
        guard let view = view() else { return 0 }
        var height = view.frame.height > 0 ? view.frame.height : TableView.defaultTitleHeight
        if view.allViews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0.5 { height = (fitted * 3).rounded(.up) / 3 }
        }
        if let reusable = view as? TableViewHeaderFooterView { headerFooterPool.enqueue(reusable) }
        return Double(height)
    }

    func layoutVisible() throws(NibError) {
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        measureIfNeeded()
        guard reuse.measured else { return }
        // Self-sizing rows change height when their cells are made, which moves the rows below:
        // lay out again until nothing moves (twice at most in practice).
        var anyResized = false
        for _ in 0 ..< 4 {
            let window = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
            let (wantedRows, wantedHeaders) = geometry.visible(in: window, width: bounds.width, floatingHeaders: style == .plain)
            var resized = false
            try updateVisibleCells(wantedRows) { indexPath throws(NibError) in
                let cell = try cellFromDataSource(at: indexPath)
                if geometry.isSelfSizing(indexPath) {
                    let height = cell.fittingHeight(forWidth: bounds.width)
                    if geometry.setHeight(Double(height), ofRow: indexPath) { resized = true }
                }
                return cell
            }
            try headersAndFooters.update(wanted: wantedHeaders, in: self, requireDequeued: false,
                                         notDequeuedMessage: { _ in "" },
                                         ask: { indexPath in headerOrFooter(indexPath) },
                                         remove: endDisplaying,
                                         willDisplay: { view, indexPath in
                                             view.layoutIfNeeded()
                                             if indexPath.item == 0 {
                                                 delegate?.tableView(self, willDisplayHeaderView: view, forSection: indexPath.section)
                                             } else {
                                                 delegate?.tableView(self, willDisplayFooterView: view, forSection: indexPath.section)
                                             }
                                         })
            contentSize = CGSize(width: bounds.width, height: geometry.height)
            if !resized { break }
            anyResized = true
        }
        // A self-sized row's cell was laid out at its estimate when it appeared: fit its content
        // view to the measured row and lay it out again, so it is handed out laid out. (Only
        // after a pass that measured a row: scrolling past measured rows costs nothing here.)
        for (indexPath, cell) in reuse.visible.items where anyResized && cell.contentView.frame.height != cell.frame.height {
            size(cell, for: indexPath)
            cell.layoutIfNeeded()
        }
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(geometry.top))
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.sectionsEnd, width: bounds.width, height: CGFloat(geometry.bottom))
        }
        prefetchBeyondVisibleRows()
    }

    /// The header (`item` 0) or footer (`item` 1) of a section: the delegate's view, else a
    /// header-footer view whose `textLabel` shows the data source's title.
    private func headerOrFooter(_ indexPath: IndexPath) -> View? {
        let section = indexPath.section
        let isHeader = indexPath.item == 0
        if let view = isHeader ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section) {
            return view
        }
        guard let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    private func cellFromDataSource(at indexPath: IndexPath) throws(NibError) -> TableViewCell {
        guard let dataSource else {
            throw NibError(kind: .dequeue, message: "UITableView (\(self)) failed to obtain a cell from its dataSource (nil); set the table's dataSource")
        }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        size(cell, for: indexPath)
        applyEditing(to: cell, at: indexPath, animated: false)
        return cell
    }

    func removeSupplementaryViews() { headersAndFooters.removeAll(endDisplaying) }

    func askDataSource(at indexPath: IndexPath) { _ = dataSource?.tableView(self, cellForRowAt: indexPath) }

    func willDisplay(_ cell: TableViewCell, at indexPath: IndexPath) { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    func didEndDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }

    private func endDisplaying(_ view: View, _ indexPath: IndexPath) {
        if indexPath.item == 0 {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: indexPath.section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: indexPath.section)
        }
        if let reusable = view as? TableViewHeaderFooterView { headerFooterPool.enqueue(reusable) }
        view.removeFromSuperview()
    }
}
