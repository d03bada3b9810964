import Foundation
import NibDocument
import NibContract

/// Supplies a collection view's items (`UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Returns the number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// Returns the cell for the item at `indexPath`; it must come from `dequeueReusableCell(withReuseIdentifier:for:)` for that same index path.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// Returns the number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Returns the header or footer view of `kind` for a section, or nil for none (the default).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary view, by default.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

/// Display and selection (`UICollectionViewDelegate`), with UIKit's defaults.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Called before a cell is added to the collection view for `indexPath`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after a cell leaves the visible items, before it goes back to the reuse pool.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Whether a touch highlights the item; false and a tap neither highlights nor selects it.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may select the item; `true` unless implemented.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after a tap has selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the item (multiple selection only); `true` unless implemented.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after a tap, or a new single selection, has deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Allows highlighting by default.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Allows selection by default.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Allows deselection by default.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// `UICollectionView` with a flow layout (`CollectionViewFlowLayout`, read from the nib or set in
/// code), and UIKit's registration, reuse and scrolling semantics (see `TableView`). Unlike a
/// table, a collection view requires every cell its data source returns to have been dequeued
/// for that index path. Supplementary views are registered per kind.
open class CollectionView: ScrollView, ReusingListView {
    /// The kind of a section header view (`UICollectionView.elementKindSectionHeader`).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer view (`UICollectionView.elementKindSectionFooter`).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Supplies sections, items and supplementary views; held weakly, as in UIKit.
    public weak var dataSource: CollectionViewDataSource?
    /// Receives display and selection callbacks, and flow layout sizes if it adopts `CollectionViewDelegateFlowLayout`; held weakly.
    public weak var delegate: CollectionViewDelegate?
    /// The layout: a flow layout (the default, or the nib's) or a compositional one. Changes to
    /// its properties take effect at the next reload or after `invalidateLayout()`; a new layout,
    /// assigned or set with `setCollectionViewLayout(_:animated:)`, at the next layout pass.
    public var collectionViewLayout: CollectionViewLayout = CollectionViewFlowLayout() {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            invalidateMeasurement()
        }
    }

    /// Which way a collection scrolls (`UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// Replaces the layout and lays the items out by it now, keeping the cells on screen that
    /// stay (`setCollectionViewLayout(_:animated:)`; `animated` is ignored). Traps on a data
    /// source error, as a layout pass does.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, file: StaticString = #fileID, line: UInt = #line) {
        let wasMeasured = reuse.measured
        collectionViewLayout = layout
        guard wasMeasured else { return }
        measure()
        do { try layoutVisible() } catch { trap(error, file: file, line: line) }
    }

    /// The layout when it is a flow layout, which the properties below read and write.
    private var flowLayout: CollectionViewFlowLayout? { collectionViewLayout as? CollectionViewFlowLayout }

    /// Measures again at the next layout pass (the layout changed).
    func invalidateMeasurement() {
        guard reuse.measured else { return }
        reuse.measured = false
        setNeedsLayout()
    }
    /// Whether taps select items; `true` by default.
    public var allowsSelection = true
    /// Whether several items can be selected at once; `false` by default.
    public var allowsMultipleSelection = false
    // A collection view has no editing here: its settings always apply.
    var selectionAllowed: Bool { allowsSelection }
    var multipleSelectionAllowed: Bool { allowsMultipleSelection }
    /// The options used to instantiate registered cell and supplementary view nibs.
    public var nibOptions = NibInstantiationOptions()

    // The flow layout's properties, for short. With another layout they read the flow layout's
    // defaults, and setting one makes the layout a flow layout with that value, so that nothing
    // set is ignored.

    /// The flow layout's item size.
    public var itemSize: CGSize {
        get { (flowLayout ?? CollectionViewFlowLayout()).itemSize }
        set { flowLayoutForWriting().itemSize = newValue }
    }
    /// The flow layout's minimum spacing, in points, between items in the same line.
    public var minimumInteritemSpacing: CGFloat {
        get { (flowLayout ?? CollectionViewFlowLayout()).minimumInteritemSpacing }
        set { flowLayoutForWriting().minimumInteritemSpacing = newValue }
    }
    /// The flow layout's minimum spacing, in points, between lines of items.
    public var minimumLineSpacing: CGFloat {
        get { (flowLayout ?? CollectionViewFlowLayout()).minimumLineSpacing }
        set { flowLayoutForWriting().minimumLineSpacing = newValue }
    }
    /// The height of each section's header in a vertical flow layout; 0 (the default) means none.
    public var headerHeight: CGFloat {
        get { (flowLayout ?? CollectionViewFlowLayout()).headerReferenceSize.height }
        set { flowLayoutForWriting().headerReferenceSize.height = newValue }
    }
    /// The height of each section's footer in a vertical flow layout; 0 (the default) means none.
    public var footerHeight: CGFloat {
        get { (flowLayout ?? CollectionViewFlowLayout()).footerReferenceSize.height }
        set { flowLayoutForWriting().footerReferenceSize.height = newValue }
    }

    private func flowLayoutForWriting() -> CollectionViewFlowLayout {
        if let flowLayout { return flowLayout }
        let layout = CollectionViewFlowLayout()
        collectionViewLayout = layout
        return layout
    }

    let reuse = ListReuse<CollectionViewCell>()
    let supplementaryViews = VisibleItems<CollectionReusableView>()
    /// A registration and queue per kind of supplementary view.
    var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    private(set) var geometry = CollectionGeometry()

    /// An empty collection view with a default flow layout.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A collection view with `layout` (`init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A 320 × 480 point collection view with a default flow layout.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Decodes the collection view, taking its flow layout from the nib's `collectionViewLayout` when it has one.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        if let layout = coder.object(forKey: "collectionViewLayout") as? CollectionViewLayout { collectionViewLayout = layout }
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open override class var outlets: [Outlet] {
        super.outlets + [
            .reference("dataSource", \CollectionView.dataSource),
            .reference("delegate", \CollectionView.delegate),
        ]
    }

    // MARK: Registration

    /// Registers a cell class for `identifier` (nil unregisters it); traps where `tryRegister` would throw.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line) {
        do { try registerCell(cellClass, identifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell nib for `identifier` (nil unregisters it); traps where `tryRegister` would throw.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line) {
        do { try registerCell(nib, identifier: identifier, className: nil) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a supplementary view class of `kind` for `identifier`; traps where `tryRegister` would throw.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a supplementary view nib of `kind` for `identifier`; traps where `tryRegister` would throw.
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                         file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell class for `identifier` (nil unregisters it); throws if the registration is refused.
    public func tryRegister(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) throws(NibError) { try registerCell(cellClass, identifier: identifier) }

    /// Registers a cell nib; with `className`, its connections are checked against the class now.
    public func tryRegister(_ nib: Nib?, forCellWithReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try registerCell(nib, identifier: identifier, className: className)
    }

    /// Registers a supplementary view class of `kind` for `identifier`; throws if the registration is refused.
    public func tryRegister(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) throws(NibError) {
        try supplementaryPools[kind, default: ReusePool()].register(viewClass, for: identifier, api: Self.supplementaryRegistrationAPI)
    }

    /// Registers a supplementary view nib of `kind` for `identifier`; with `className`, it is checked against that class.
    public func tryRegister(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try supplementaryPools[kind, default: ReusePool()].register(nib, for: identifier, kind: .collectionReusableView, className: className,
                                                                   api: Self.supplementaryRegistrationAPI, options: nibOptions)
    }

    static let supplementaryRegistrationAPI = "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"

    // MARK: Dequeue

    /// Returns a reused or new cell for `identifier` at `indexPath`; traps where `tryDequeueReusableCell` would throw.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> CollectionViewCell {
        do { return try dequeueCell(identifier, for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// Returns a reused or new cell for `identifier`, sized to its item; throws if nothing is registered for it, `indexPath` is outside the data, or a cell was already dequeued for it.
    public func tryDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> CollectionViewCell { try dequeueCell(identifier, for: indexPath) }

    static let traits = ListTraits(
        cellKind: .collectionViewCell, cellRegistrationAPI: "register(_:forCellWithReuseIdentifier:)",
        vocabulary: BatchUpdate.Vocabulary(items: "items", view: "collection view"), multipleDequeueAdvice: "",
        unregistered: { "could not dequeue a view of kind: UICollectionElementKindCell with identifier \($0) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard" },
        outsideData: { indexPath, counts in
            "dequeueReusableCell(withReuseIdentifier:for:) was given \(indexPath), which is outside the collection view's data (\(counts.count) sections; items per section: \(counts.map(String.init).joined(separator: ", "))); pass the index path collectionView(_:cellForItemAt:) was called with"
        },
        notDequeued: { "the cell returned from collectionView(_:cellForItemAt:) for \($0) was not retrieved by calling dequeueReusableCell(withReuseIdentifier:for:) for that index path; dequeue every cell you return" })

    /// Returns a reused or new supplementary view of `kind`; traps where the throwing variant would throw.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
                                                 file: StaticString = #fileID, line: UInt = #line) -> CollectionReusableView {
        do { return try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// Returns a reused or new supplementary view of `kind`; throws if nothing is registered for `kind` and `identifier`.
    public func tryDequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> CollectionReusableView {
        guard let view = try supplementaryPools[kind]?.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }

    /// A dequeued cell gets its item's frame, and its content view fills it.
    func size(_ cell: CollectionViewCell, for indexPath: IndexPath) {
        guard geometry.contains(indexPath) else { return }
        let frame = geometry.frame(ofItem: indexPath)
        cell.frame = frame
        cell.contentView.receiveLayoutFrame(CGRect(origin: .zero, size: frame.size))
    }

    /// How many cells have been instantiated rather than reused, for tests of reuse.
    public var createdCellCount: Int { reuse.pool.created }
    /// How many cells have been taken from the reuse pool rather than instantiated.
    public var reusedCellCount: Int { reuse.pool.reused }

    // MARK: Geometry

    /// The number of sections the data source reported at the last reload.
    public var numberOfSections: Int { sectionCount }

    /// The number of items in `section` at the last reload; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int { itemCount(inSection: section) }

    /// The cells on screen, in index path order.
    public var visibleCells: [CollectionViewCell] { visibleCellsInOrder }
    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] { visibleIndexPaths }
    /// The cell on screen at `indexPath`, or nil when that item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { reuse.visible.items[indexPath] }
    /// The item a visible cell shows; nil when the cell is not on screen (UIKit's `indexPath(for:)`).
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { indexPath(ofVisible: cell) }

    /// Where the item at `indexPath` is in the content; `.zero` when there is no such item.
    public func frameForItem(at indexPath: IndexPath) -> CGRect {
        measureIfNeeded()
        return geometry.contains(indexPath) ? geometry.frame(ofItem: indexPath) : .zero
    }

    /// Where the layout puts the item at `indexPath` (`layoutAttributesForItem(at:)`); nil when
    /// there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        measureIfNeeded()
        guard geometry.contains(indexPath) else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: geometry.frame(ofItem: indexPath))
    }

    // MARK: Loading and scrolling

    /// Discards the visible items and asks the data source again; traps where `tryReloadData` would throw.
    public func reloadData(file: StaticString = #fileID, line: UInt = #line) {
        do { try reloadAll() } catch { trap(error, file: file, line: line) }
    }

    /// Discards the visible items, measures the layout and lays out the visible items again; throws on a data source error such as a cell that was not dequeued.
    public func tryReloadData() throws(NibError) { try reloadAll() }

    /// Scrolls to `offset` and lays out the items it reveals, throwing data source errors instead of trapping.
    public func trySetContentOffset(_ offset: CGPoint) throws(NibError) { try scroll(to: offset) }

    open override func contentOffsetDidChange() { layoutAfterScrolling() }

    /// A view behind the items and supplementary views, as large as the collection's bounds,
    /// which does not scroll (`backgroundView`).
    public var backgroundView: View? {
        didSet { show(backgroundView: backgroundView, replacing: oldValue) }
    }

    /// Places the visible items and supplementary views (UICollectionView lays them out here).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutInPass()
    }

    // MARK: Selection

    /// The selected index paths, sorted; nil (not empty) when nothing is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? { sortedSelection }

    /// Selects the item without calling the delegate (nothing happens when `allowsSelection` is false); nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool) { select(indexPath) }

    /// Deselects the item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }

    /// Selects an item as a tap does, asking the delegate as UIKit does.
    public func tapItem(at indexPath: IndexPath) { _ = tap(indexPath) }

    func willSelect(_ indexPath: IndexPath) -> IndexPath? {
        delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func shouldHighlight(_ indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    /// A collection view asks before a tap deselects, not when a new single selection replaces one.
    func willDeselect(_ indexPath: IndexPath, replacedBySelection: Bool) -> IndexPath? {
        replacedBySelection || delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func didSelect(_ indexPath: IndexPath) { delegate?.collectionView(self, didSelectItemAt: indexPath) }
    func didDeselect(_ indexPath: IndexPath) { delegate?.collectionView(self, didDeselectItemAt: indexPath) }

    // MARK: Batch updates

    /// Runs `updates` and applies their inserts, deletes, moves and reloads as one batch; traps where the throwing variant would throw.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) {
        do { try performBatch(updates, completion: completion) } catch { trap(error, file: file, line: line) }
    }

    /// Runs `updates` and applies them as one batch, checking the data source's new counts as UIKit does; throws on an inconsistent update. Nested calls join the outer batch.
    public func tryPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) throws(NibError) { try performBatch(updates, completion: completion) }

    /// Inserts items, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func insertItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes items, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func deleteItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces the items' cells with new ones from the data source, in a batch when inside one.
    public func reloadItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Asks the data source to reconfigure the items' existing cells in place, without dequeuing new ones.
    public func reconfigureItems(at indexPaths: [IndexPath], file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reconfiguredItems.formUnion(indexPaths) }
    }

    /// Moves an item, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func insertSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, in a batch when inside `performBatchUpdates`; traps if the data source's counts do not agree.
    public func deleteSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads whole sections, in a batch when inside `performBatchUpdates`.
    public func reloadSections(_ sections: IndexSet, file: StaticString = #fileID, line: UInt = #line) {
        record(file, line) { $0.reloadedSections.formUnion(sections) }
    }

    // MARK: Layout

    func dataSourceSectionCount() -> Int? { dataSource?.numberOfSections(in: self) }
    func dataSourceItemCount(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    /// The sizes self-sizing cells asked for (`preferredLayoutAttributesFitting(_:)`) since the
    /// items were last measured from the data source.
    private(set) var fittedItemSizes: [IndexPath: CGSize] = [:]

    func measure() {
        fittedItemSizes.removeAll()
        measureKeepingFittedSizes()
    }

    private func measureKeepingFittedSizes() {
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        geometry = collectionViewLayout.geometry(in: self, counts: dataSourceCounts())
        reuse.measured = true
        contentSize = geometry.contentSize
        collectionViewLayout.collectionViewContentSize = geometry.contentSize
    }

    func layoutVisible() throws(NibError) {
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        measureIfNeeded()
        guard let dataSource else { return }
        let selfSizing = (collectionViewLayout as? CollectionViewFlowLayout)?.sizesItemsThemselves == true
        var window = CGRect(x: contentOffset.x, y: contentOffset.y, width: bounds.width, height: bounds.height)
        var (wantedItems, wantedSupplementary) = geometry.visible(in: window)
        // Self-sizing items: each cell made is measured at its estimate; when one asks for another
        // size the items are placed again, which may show others (twice or three times at most
        // in practice).
        for _ in 0 ..< 4 {
            var resized = false
            try updateVisibleCells(wantedItems) { indexPath in
                let cell = CellProviderScope.asking { dataSource.collectionView(self, cellForItemAt: indexPath) }
                if selfSizing, fittedItemSizes[indexPath] == nil {
                    let estimate = CollectionViewLayoutAttributes(indexPath: indexPath, frame: geometry.frame(ofItem: indexPath))
                    let fitted = cell.preferredLayoutAttributesFitting(estimate).frame.size
                    fittedItemSizes[indexPath] = fitted
                    if fitted != estimate.frame.size { resized = true }
                }
                return cell
            }
            guard resized else { break }
            measureKeepingFittedSizes()
            window = CGRect(x: contentOffset.x, y: contentOffset.y, width: bounds.width, height: bounds.height)
            (wantedItems, wantedSupplementary) = geometry.visible(in: window)
        }
        try supplementaryViews.update(wanted: wantedSupplementary, in: self, requireDequeued: false,
                                      notDequeuedMessage: { _ in "" },
                                      ask: { slot in
                                          let kind = geometry.kind(of: slot) ?? Self.elementKindSectionHeader
                                          let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind,
                                                                               at: IndexPath(item: 0, section: slot.section))
                                          view?.elementKind = kind
                                          return view
                                      },
                                      remove: endDisplaying,
                                      willDisplay: { view, _ in view.layoutIfNeeded() })
    }

    func removeSupplementaryViews() { supplementaryViews.removeAll(endDisplaying) }

    func askDataSource(at indexPath: IndexPath) {
        _ = CellProviderScope.asking { dataSource?.collectionView(self, cellForItemAt: indexPath) }
    }

    func willDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    func didEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }

    private func endDisplaying(_ view: CollectionReusableView, _ slot: IndexPath) {
        // The kind it was shown as: the geometry may have changed since.
        if let kind = view.elementKind, supplementaryPools[kind] != nil { supplementaryPools[kind]!.enqueue(view) }
        view.removeFromSuperview()
    }
}
