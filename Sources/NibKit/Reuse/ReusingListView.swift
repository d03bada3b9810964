import Foundation
import NibContract

/// A table view cell or a collection view cell: reusable, and selectable by its list view.
@MainActor
protocol ListCell: ReusableCell {
    var isSelected: Bool { get set }
    var isHighlighted: Bool { get set }
}

extension TableViewCell: ListCell {}
extension CollectionViewCell: ListCell {}

/// What a table view keeps about its rows, and a collection view about its items: registrations
/// and queues, the cells on screen, the selection, and the state of updates and layout.
@MainActor
final class ListReuse<Cell: ListCell> {
    var pool = ReusePool<Cell>()
    let visible = VisibleItems<Cell>()
    /// The selected index paths: a set, since every appearing cell asks whether it is in it and
    /// clearing a selection of k rows was O(k²) as an array. Callers walk it sorted.
    var selected: Set<IndexPath> = []
    /// Cells being reconfigured: a dequeue for one of these index paths returns the cell shown.
    var reconfiguring: [IndexPath: Cell] = [:]
    /// The batch `performBatchUpdates` is recording, if one is.
    var batch: BatchUpdate?
    /// `beginUpdates()` calls not yet matched by `endUpdates()`.
    var openUpdates = 0
    /// Whether the outermost `beginUpdates()` started `batch` (not a `performBatchUpdates` around it).
    var updatesOwnBatch = false
    /// Whether the data source's counts (and sizes) have been asked since the last reload.
    var measured = false
    /// Set while `trySetContentOffset` moves the offset, so that the move lays out once and
    /// throws instead of trapping.
    var suppressLayout = false
}

/// UIKit's rules that `UITableView` and `UICollectionView` share, written once: registration,
/// dequeue for an index path, reload, scrolling, selection and batch updates. Each view supplies
/// what differs (its data source and delegate calls, its geometry, UIKit's words in its messages),
/// and its UIKit-named methods forward here.
@MainActor
protocol ReusingListView: ScrollView {
    associatedtype Cell: ListCell
    associatedtype DataSource
    associatedtype Geometry: ListGeometry
    var reuse: ListReuse<Cell> { get }
    var dataSource: DataSource? { get }
    /// Where the rows or items are, from the last measure.
    var geometry: Geometry { get }
    var nibOptions: NibInstantiationOptions { get }
    /// Whether selection, and multiple selection, are allowed now: a table that is editing
    /// answers its `…DuringEditing` settings.
    var selectionAllowed: Bool { get }
    var multipleSelectionAllowed: Bool { get }
    /// The view's kind of cell and UIKit's words for it.
    static var traits: ListTraits { get }
    /// The data source's number of sections (nil without a data source), and of rows or items in one.
    func dataSourceSectionCount() -> Int?
    func dataSourceItemCount(inSection section: Int) -> Int
    /// Asks the data source and delegate for counts and sizes, and sets `reuse.measured`.
    func measure()
    /// Brings what is on screen up to date with the offset, the bounds and the data.
    func layoutVisible() throws(NibError)
    /// Hands the headers, footers or supplementary views on screen back to their queues.
    func removeSupplementaryViews()
    /// Gives a dequeued cell its frame for `indexPath`, before the data source configures it.
    func size(_ cell: Cell, for indexPath: IndexPath)
    /// Asks the data source for the cell at `indexPath` again (a reconfigure).
    func askDataSource(at indexPath: IndexPath)
    /// Tells the delegate that `cell` is about to appear, or has left the screen.
    func willDisplay(_ cell: Cell, at indexPath: IndexPath)
    func didEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
    /// The delegate's answer to a tap on a row or item: the index path to select, or nil.
    func willSelect(_ indexPath: IndexPath) -> IndexPath?
    /// The delegate's answer before a selection goes, by a tap or (`replacedBySelection`) because
    /// a single selection moved elsewhere: the index path to deselect, or nil to keep it.
    func willDeselect(_ indexPath: IndexPath, replacedBySelection: Bool) -> IndexPath?
    func didSelect(_ indexPath: IndexPath)
    func didDeselect(_ indexPath: IndexPath)
    /// The delegate's answer before a tap does anything: false and the tap neither highlights
    /// nor selects (`shouldHighlightRowAt`, `shouldHighlightItemAt`).
    func shouldHighlight(_ indexPath: IndexPath) -> Bool
}

/// A table's or a collection's geometry: what every list view asks of it.
protocol ListGeometry {
    /// The section counts at the last measure (empty before the first).
    var counts: [Int] { get }
    /// Whether `indexPath` is a row or item of the data measured.
    func contains(_ indexPath: IndexPath) -> Bool
}

extension TableGeometry: ListGeometry {}
extension CollectionGeometry: ListGeometry {}

/// What distinguishes a table view's cells from a collection view's in UIKit's checks and words.
struct ListTraits {
    /// What the cell contract checks a registered cell nib against.
    let cellKind: CellRegistration.Kind
    /// The UIKit method that registers cells, for messages.
    let cellRegistrationAPI: String
    /// `rows` or `items`, and the view's name, for UIKit's messages.
    let vocabulary: BatchUpdate.Vocabulary
    /// UIKit's words after its "Attempted to dequeue multiple cells for the same index path (…),
    /// which is not allowed." (a table adds advice).
    let multipleDequeueAdvice: String
    /// UIKit's message for a dequeue of an identifier nothing is registered for.
    let unregistered: @Sendable (_ identifier: String) -> String
    /// The message for a dequeue for an index path outside the data, given the section counts.
    let outsideData: @Sendable (_ indexPath: IndexPath, _ counts: [Int]) -> String
    /// The message for a cell the data source returned without dequeuing it for its index path;
    /// nil where that is allowed (a table).
    let notDequeued: (@Sendable (_ indexPath: IndexPath) -> String)?
}

extension ReusingListView {
    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier` (nil removes the registration).
    func registerCell(_ cellClass: AnyClass?, identifier: String) throws(NibError) {
        try reuse.pool.register(cellClass, for: identifier, api: Self.traits.cellRegistrationAPI)
    }

    /// Registers a cell nib for `identifier`, checked now against the cell contract; with
    /// `className`, also every connection against what the classes declare.
    func registerCell(_ nib: Nib?, identifier: String, className: String?) throws(NibError) {
        try reuse.pool.register(nib, for: identifier, kind: Self.traits.cellKind, className: className,
                                api: Self.traits.cellRegistrationAPI, options: nibOptions)
    }

    /// A queued or new cell for `indexPath`, sized for it, with UIKit's checks: the index path is
    /// in the data, and was not dequeued already in this layout pass.
    func dequeueCell(_ identifier: String, for indexPath: IndexPath) throws(NibError) -> Cell {
        if let cell = reuse.reconfiguring[indexPath] {
            reuse.visible.recordDequeue(cell, for: indexPath)
            return cell
        }
        try checkInData(indexPath)
        try reuse.visible.checkDequeue(for: indexPath, message: "Attempted to dequeue multiple cells for the same index path (\(indexPath)), which is not allowed.\(Self.traits.multipleDequeueAdvice)")
        guard let cell = try reuse.pool.dequeue(identifier, options: nibOptions) else {
            // UIKit's words, then what is registered: a typo shows next to the right name.
            let registered = reuse.pool.registrations.keys.sorted()
            let known = registered.isEmpty ? "no identifier is registered"
                : "registered: " + registered.map { "'\($0)'" }.joined(separator: ", ")
            throw NibError(kind: .dequeue, message: Self.traits.unregistered(identifier) + " (\(known))")
        }
        size(cell, for: indexPath)
        reuse.visible.recordDequeue(cell, for: indexPath)
        return cell
    }

    /// A dequeue for an index path the data source does not have is an error (with a data
    /// source to ask).
    func checkInData(_ indexPath: IndexPath) throws(NibError) {
        guard hasDataSource else { return }
        measureIfNeeded()
        guard geometry.contains(indexPath) else {
            throw NibError(kind: .dequeue, message: Self.traits.outsideData(indexPath, measuredCounts))
        }
    }

    /// Registers a cell type under its default identifier: its nib when it is a `NibLoadableView`,
    /// else its class.
    func registerTypedCell<T: NibObject & ReusableView>(_ type: T.Type) throws(NibError) {
        try TypedReuse.register(T.self, in: &reuse.pool, kind: Self.traits.cellKind, api: Self.traits.cellRegistrationAPI, options: nibOptions)
    }

    /// Registers `T` unless something is registered under its default identifier, dequeues it
    /// for `indexPath`, and checks its type.
    func dequeueTypedCell<T: NibObject & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T {
        let identifier = T.defaultReuseIdentifier
        if reuse.pool.registrations[identifier] == nil { try registerTypedCell(T.self) }
        let cell = try dequeueCell(identifier, for: indexPath)
        guard let typed = cell as? T else { throw TypedReuse.mismatch(cell, T.self, identifier, reuse.pool.registrations[identifier]) }
        return typed
    }

    /// Takes a cell that left the screen out of the view and puts it back in its queue (a cell
    /// without a reuse identifier, which a table's data source may make itself, has none), after
    /// telling the delegate.
    func endDisplaying(_ cell: Cell, _ indexPath: IndexPath) {
        didEndDisplaying(cell, at: indexPath)
        reuse.pool.enqueue(cell)
        cell.removeFromSuperview()
    }

    // MARK: Counts and visible cells

    var hasDataSource: Bool { dataSource != nil }
    var measuredCounts: [Int] { geometry.counts }

    func dataSourceCounts() -> [Int] {
        guard let sections = dataSourceSectionCount() else { return [] }
        return (0 ..< max(0, sections)).map { max(0, dataSourceItemCount(inSection: $0)) }
    }

    func measureIfNeeded() {
        if !reuse.measured && hasDataSource { measure() }
    }

    var sectionCount: Int {
        measureIfNeeded()
        return measuredCounts.count
    }

    /// The number of rows or items in `section`; 0 for a section that does not exist.
    func itemCount(inSection section: Int) -> Int {
        measureIfNeeded()
        return measuredCounts.indices.contains(section) ? measuredCounts[section] : 0
    }

    var visibleIndexPaths: [IndexPath] { reuse.visible.items.keys.sorted() }
    var visibleCellsInOrder: [Cell] { visibleIndexPaths.compactMap { reuse.visible.items[$0] } }
    func indexPath(ofVisible cell: Cell) -> IndexPath? { reuse.visible.items.first { $0.value === cell }?.key }

    // MARK: Loading, scrolling and layout

    /// Forgets what is on screen and the selection, asks the data source again, keeps the offset
    /// inside the new content (a table that shrank from 100 rows to 5 shows its 5, as UIKit's
    /// does), and lays out what is visible.
    func reloadAll() throws(NibError) {
        reuse.visible.removeAll(endDisplaying)
        reuse.selected.removeAll()
        removeSupplementaryViews()
        measure()
        let limit = contentOffsetRange.maximum
        if contentOffset.x > limit.x || contentOffset.y > limit.y {
            reuse.suppressLayout = true
            contentOffset = CGPoint(x: min(contentOffset.x, limit.x), y: min(contentOffset.y, limit.y))
            reuse.suppressLayout = false
        }
        try layoutVisible()
    }

    /// Moves the offset and lays out once, throwing what the data source does wrong.
    func scroll(to offset: CGPoint) throws(NibError) {
        reuse.suppressLayout = true
        contentOffset = offset
        reuse.suppressLayout = false
        try layoutVisible()
    }

    /// A scroll by setting `contentOffset` lays out what it reveals.
    func layoutAfterScrolling() {
        guard !reuse.suppressLayout, reuse.measured || hasDataSource else { return }
        do { try layoutVisible() } catch { trap(error, file: #fileID, line: #line) }
    }

    /// Brings the cells on screen to `wanted`, asking the data source for the ones that enter
    /// (selected as the selection says), and laying each out before the delegate hears it appears.
    func updateVisibleCells(_ wanted: VisibleItems<Cell>.Placements, ask: (IndexPath) throws(NibError) -> Cell) throws(NibError) {
        let notDequeued = Self.traits.notDequeued
        try reuse.visible.update(wanted: wanted, in: self, requireDequeued: notDequeued != nil, notDequeuedMessage: { notDequeued?($0) ?? "" },
                                 ask: { indexPath throws(NibError) in
                                     let cell = try ask(indexPath)
                                     cell.isSelected = reuse.selected.contains(indexPath)
                                     return cell
                                 },
                                 remove: endDisplaying,
                                 willDisplay: { cell, indexPath in
                                     // Sized for its place: lay out what is inside it, as UIKit
                                     // does before a cell appears.
                                     cell.layoutIfNeeded()
                                     willDisplay(cell, at: indexPath)
                                 })
    }

    /// `layoutSubviews`' work: a data-source error traps at the caller of the layout pass.
    func layOutInPass() {
        guard reuse.measured || hasDataSource else { return }
        LayoutPass.run { () throws(NibError) in try layoutVisible() }
    }

    // MARK: Selection

    /// The selection sorted; nil (not empty) when nothing is selected, as in UIKit.
    var sortedSelection: [IndexPath]? { reuse.selected.isEmpty ? nil : reuse.selected.sorted() }

    /// Selects without asking the delegate (nil deselects everything); false when selection is
    /// off or nothing was given.
    @discardableResult
    func select(_ indexPath: IndexPath?) -> Bool {
        guard let indexPath else {
            for path in reuse.selected.sorted() { deselect(path) }
            return false
        }
        guard selectionAllowed else { return false }
        if !multipleSelectionAllowed {
            for path in reuse.selected.sorted() where path != indexPath { deselect(path) }
        }
        reuse.selected.insert(indexPath)
        reuse.visible.items[indexPath]?.isSelected = true
        return true
    }

    /// Deselects without asking the delegate.
    func deselect(_ indexPath: IndexPath) {
        reuse.selected.remove(indexPath)
        reuse.visible.items[indexPath]?.isSelected = false
    }

    /// A tap, as UIKit handles it: in a multiple selection a tap on a selected index path
    /// deselects it (if the delegate lets it); else the delegate may redirect or refuse the
    /// selection, a single selection replaces the previous one, and the delegate hears of each
    /// change. Returns the index path selected, if any.
    func tap(_ indexPath: IndexPath) -> IndexPath? {
        guard selectionAllowed, shouldHighlight(indexPath) else { return nil }
        // The touch highlights the row while it is down, and the lift selects it.
        if let cell = reuse.visible.items[indexPath] {
            cell.isHighlighted = true
            cell.isHighlighted = false
        }
        if multipleSelectionAllowed, reuse.selected.contains(indexPath) {
            guard let target = willDeselect(indexPath, replacedBySelection: false) else { return nil }
            deselect(target)
            didDeselect(target)
            return nil
        }
        guard let target = willSelect(indexPath) else { return nil }
        if !multipleSelectionAllowed {
            for previous in reuse.selected.sorted() where previous != target {
                guard let deselected = willDeselect(previous, replacedBySelection: true) else { continue }
                deselect(deselected)
                didDeselect(deselected)
            }
        }
        select(target)
        didSelect(target)
        return target
    }

    // MARK: Batch updates

    /// Records the updates made in `updates` as one batch (nested calls join the outer one),
    /// then applies it.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws(NibError) {
        measureIfNeeded()
        let outer = reuse.batch == nil
        if outer { reuse.batch = BatchUpdate() }
        updates?()
        guard outer, let update = reuse.batch else { return }
        reuse.batch = nil
        try apply(update)
        completion?(true)
    }

    /// Applies a diffable data source's difference: a reload the first time (nothing shown yet),
    /// else one batch, checked as UIKit checks it, in which `makeCurrent` makes the new snapshot
    /// the one the data source answers from.
    func applyDifference(_ update: BatchUpdate, firstTime: Bool, makeCurrent: @escaping () -> Void, reload: () -> Void,
                         file: StaticString, line: UInt) {
        if firstTime {
            makeCurrent()
            return reload()
        }
        do {
            try performBatch({
                makeCurrent()
                self.reuse.batch?.formUnion(update)
            }, completion: nil)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// Adds to the batch in progress, or makes a batch of its own and applies it, trapping at the
    /// caller's line when it does not add up.
    func record(_ file: StaticString, _ line: UInt, _ change: (inout BatchUpdate) -> Void) {
        measureIfNeeded()
        if reuse.batch != nil { return change(&reuse.batch!) }
        var update = BatchUpdate()
        change(&update)
        do { try apply(update) } catch { trap(error, file: file, line: line) }
    }

    /// Checks `update` against the data source's counts before and after, as UIKit does, moves
    /// the cells on screen and the selection to their new index paths, asks again for the
    /// reconfigured ones (keeping their cells), and lays out.
    func apply(_ update: BatchUpdate) throws(NibError) {
        let oldCounts = measuredCounts
        let newCounts = dataSourceCounts()
        try update.validate(oldCounts: oldCounts, newCounts: newCounts, vocabulary: Self.traits.vocabulary)
        let map = update.itemMap(oldCounts: oldCounts, newCounts: newCounts)
        reuse.visible.remap({ map[$0] }, remove: endDisplaying)
        reuse.selected = Set(reuse.selected.compactMap { map[$0] })
        removeSupplementaryViews()
        measure()
        let reconfigured = update.reconfiguredItems.compactMap { old in map[old].flatMap { new in reuse.visible.items[new].map { (new, $0) } } }
        for (indexPath, cell) in reconfigured where hasDataSource {
            reuse.reconfiguring[indexPath] = cell
            askDataSource(at: indexPath)
            reuse.reconfiguring[indexPath] = nil
        }
        try layoutVisible()
    }
}
