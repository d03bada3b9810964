import Foundation

/// Supplies a table view's rows (`UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func numberOfSections(in tableView: TableView) -> Int
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Header and footer views and row heights (`UITableViewDelegate`).
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// `UITableView` with its registration, reuse and scrolling semantics: rows that scroll out of
/// the bounds go back to their reuse queue, rows that scroll in are asked of the data source.
/// Scrolling 1,000 rows through a window of 20 makes about 21 cells.
///
/// UIKit's checks hold: an unregistered identifier, a cell the data source made itself instead of
/// dequeuing, and two dequeues for one index path are errors; a nib is checked against the cell
/// contract when it is registered. The UIKit-shaped methods trap on those errors, as UIKit raises;
/// each has a throwing twin whose name starts with `try`.
open class TableView: ScrollView {
    public weak var dataSource: TableViewDataSource?
    public weak var delegate: TableViewDelegate?
    public var rowHeight: CGFloat = 44
    /// Height reserved for each section's header/footer; 0 (the default) means none.
    public var sectionHeaderHeight: CGFloat = 0
    public var sectionFooterHeight: CGFloat = 0
    /// How `dequeue` instantiates registered nibs.
    public var nibOptions = NibInstantiationOptions()

    var cells = ReusePool<TableViewCell>()
    var headerFooterViews = ReusePool<TableViewHeaderFooterView>()
    private var visible: [IndexPath: TableViewCell] = [:]
    private var visibleHeaders: [Int: View] = [:]
    private var visibleFooters: [Int: View] = [:]
    /// Cells handed out by dequeue and not yet placed, by the index path they were asked for.
    private var dequeuedForLayout: [IndexPath: TableViewCell] = [:]
    private var layingOut: IndexPath?
    private var sectionLayout: [(headerY: CGFloat, rowsY: CGFloat, rows: Int, footerY: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    public required init(coder: NibCoder) throws {
        let properties = coder.record.builtIn
        rowHeight = CGFloat(properties.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? 44)
        sectionHeaderHeight = CGFloat(max(0, properties.sectionHeaderHeight ?? 0))
        sectionFooterHeight = CGFloat(max(0, properties.sectionFooterHeight ?? 0))
        try super.init(coder: coder)
    }

    open override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("dataSource", typeName: "TableViewDataSource") { (table: TableView, value) in
                guard let source = value as? TableViewDataSource else { return false }
                table.dataSource = source
                return true
            },
            Outlet("delegate", typeName: "TableViewDelegate") { (table: TableView, value) in
                guard let delegate = value as? TableViewDelegate else { return false }
                table.delegate = delegate
                return true
            },
        ]
    }

    // MARK: Registration

    /// Registers a cell class (a `TableViewCell` subclass), or removes the registration with nil.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        do { try tryRegister(cellClass, forCellReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) throws(NibError) {
        try cells.register(cellClass, for: identifier, api: "register(_:forCellReuseIdentifier:)")
    }

    /// Registers a cell nib, checked now against the cell contract for `identifier`; nil removes it.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        do { try tryRegister(nib, forCellReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ nib: Nib?, forCellReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try cells.register(nib, for: identifier, kind: .tableViewCell, className: className, api: "register(_:forCellReuseIdentifier:)")
    }

    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        do { try tryRegister(viewClass, forHeaderFooterViewReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) throws(NibError) {
        try headerFooterViews.register(viewClass, for: identifier, api: "register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        do { try tryRegister(nib, forHeaderFooterViewReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try headerFooterViews.register(nib, for: identifier, kind: .tableViewHeaderFooterView, className: className,
                                       api: "register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    // MARK: Dequeue

    /// A queued cell (after `prepareForReuse()`) or a new one; never nil. Traps with UIKit's
    /// message when nothing is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        do { return try tryDequeueReusableCell(withIdentifier: identifier, for: indexPath) } catch { trap(error) }
    }

    public func tryDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> TableViewCell {
        if dequeuedForLayout[indexPath] != nil {
            throw NibError(kind: .dequeue, message: "Attempted to dequeue multiple cells for the same index path (\(indexPath)), which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path).")
        }
        guard let cell = try cells.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        dequeuedForLayout[indexPath] = cell
        return cell
    }

    /// A queued or new cell, or nil when nothing is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        try? cells.dequeue(identifier, options: nibOptions)
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        try? headerFooterViews.dequeue(identifier, options: nibOptions)
    }

    public func tryDequeueReusableHeaderFooterView(withIdentifier identifier: String) throws(NibError) -> TableViewHeaderFooterView {
        guard let view = try headerFooterViews.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "unable to dequeue a header/footer view with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }

    // MARK: Reuse statistics

    /// Cells made so far (from classes or nibs), and cells handed out again from a queue.
    public var createdCellCount: Int { cells.created }
    public var reusedCellCount: Int { cells.reused }

    // MARK: Layout

    public var numberOfSections: Int { sectionLayout.count }

    public func numberOfRows(inSection section: Int) -> Int {
        section < sectionLayout.count ? sectionLayout[section].rows : 0
    }

    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { visible[$0] }
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        visible.keys.sorted()
    }

    /// The cell at `indexPath` if it is visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visible[indexPath]
    }

    public func headerView(forSection section: Int) -> View? { visibleHeaders[section] }

    /// The frame of the row at `indexPath` in the table's content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let section = sectionLayout[indexPath.section]
        var y = section.rowsY
        if delegate == nil {
            y += CGFloat(indexPath.row) * rowHeight
        } else {
            for row in 0 ..< indexPath.row { y += height(of: IndexPath(row: row, section: indexPath.section)) }
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height(of: indexPath))
    }

    /// Forgets every visible row, asks the data source again, and lays out what is visible.
    public func reloadData() {
        do { try tryReloadData() } catch { trap(error) }
    }

    public func tryReloadData() throws(NibError) {
        for cell in visible.values { cells.enqueue(cell) }
        visible.removeAll()
        for view in visibleHeaders.values { recycle(view) }
        for view in visibleFooters.values { recycle(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        measure()
        try layoutVisibleRows()
    }

    /// Scrolls: sets `contentOffset` and lays out, with errors thrown instead of trapping.
    public func trySetContentOffset(_ offset: CGPoint) throws(NibError) {
        suppressLayout = true
        contentOffset = offset
        suppressLayout = false
        try layoutVisibleRows()
    }

    private var suppressLayout = false

    open override func contentOffsetDidChange() {
        guard !suppressLayout, !sectionLayout.isEmpty || dataSource != nil else { return }
        do { try layoutVisibleRows() } catch { trap(error) }
    }

    private func height(of indexPath: IndexPath) -> CGFloat {
        delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    private func measure() {
        sectionLayout.removeAll()
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var y: CGFloat = 0
        for section in 0 ..< max(0, dataSource.numberOfSections(in: self)) {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let headerY = y
            y += sectionHeaderHeight
            let rowsY = y
            if delegate == nil {
                y += CGFloat(rows) * rowHeight
            } else {
                for row in 0 ..< rows { y += height(of: IndexPath(row: row, section: section)) }
            }
            sectionLayout.append((headerY, rowsY, rows, y))
            y += sectionFooterHeight
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private func layoutVisibleRows() throws(NibError) {
        if sectionLayout.isEmpty && dataSource != nil { measure() }
        let window = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
        var wanted: [IndexPath: CGRect] = [:]
        var wantedHeaders: [Int: CGRect] = [:]
        var wantedFooters: [Int: CGRect] = [:]
        for (section, layout) in sectionLayout.enumerated() {
            guard layout.footerY + sectionFooterHeight > window.minY, layout.headerY < window.maxY else { continue }
            let header = CGRect(x: 0, y: layout.headerY, width: bounds.width, height: sectionHeaderHeight)
            if sectionHeaderHeight > 0, header.overlapsVertically(window) { wantedHeaders[section] = header }
            let footer = CGRect(x: 0, y: layout.footerY, width: bounds.width, height: sectionFooterHeight)
            if sectionFooterHeight > 0, footer.overlapsVertically(window) { wantedFooters[section] = footer }
            var y = layout.rowsY
            var row = 0
            if delegate == nil, rowHeight > 0 {
                // Fixed heights: jump straight to the first visible row.
                row = min(layout.rows, max(0, Int(saturatingFloor: (window.minY - y) / rowHeight)))
                y += CGFloat(row) * rowHeight
            }
            while row < layout.rows, y < window.maxY {
                let indexPath = IndexPath(row: row, section: section)
                let height = self.height(of: indexPath)
                let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                if frame.maxY > window.minY, height > 0 { wanted[indexPath] = frame }
                y += height
                row += 1
            }
        }
        // Rows that left go back to their queues first, so rows that enter can reuse them.
        // In row order, so which cell is reused for which row does not depend on hashing.
        for indexPath in visible.keys.sorted() where wanted[indexPath] == nil {
            cells.enqueue(visible[indexPath]!)
            visible[indexPath] = nil
        }
        for (section, view) in visibleHeaders where wantedHeaders[section] == nil {
            recycle(view)
            visibleHeaders[section] = nil
        }
        for (section, view) in visibleFooters where wantedFooters[section] == nil {
            recycle(view)
            visibleFooters[section] = nil
        }
        for indexPath in wanted.keys.sorted() where visible[indexPath] == nil {
            let cell = try cellFromDataSource(at: indexPath)
            cell.frame = wanted[indexPath]!
            addSubview(cell)
            visible[indexPath] = cell
        }
        for section in wantedHeaders.keys.sorted() where visibleHeaders[section] == nil {
            if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
                view.frame = wantedHeaders[section]!
                addSubview(view)
                visibleHeaders[section] = view
            }
        }
        for section in wantedFooters.keys.sorted() where visibleFooters[section] == nil {
            if let view = delegate?.tableView(self, viewForFooterInSection: section) {
                view.frame = wantedFooters[section]!
                addSubview(view)
                visibleFooters[section] = view
            }
        }
    }

    private func cellFromDataSource(at indexPath: IndexPath) throws(NibError) -> TableViewCell {
        guard let dataSource else {
            throw NibError(kind: .dequeue, message: "UITableView (\(self)) failed to obtain a cell from its dataSource (nil)")
        }
        dequeuedForLayout.removeAll()
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        defer { dequeuedForLayout.removeAll() }
        guard dequeuedForLayout[indexPath] === cell || cell.isStaticTableCell else {
            throw NibError(kind: .dequeue, message: "UITableView failed to obtain a cell from its dataSource for \(indexPath): the cell returned was not dequeued for that index path; use dequeueReusableCell(withIdentifier:for:)")
        }
        return cell
    }

    private func recycle(_ view: View) {
        if let reusable = view as? TableViewHeaderFooterView {
            headerFooterViews.enqueue(reusable)
        } else {
            view.removeFromSuperview()
        }
    }
}
