import Foundation

/// What the two diffable data sources share: the current snapshot, how it is read, and how a new
/// one is applied to the view through its batch updates. Use `TableViewDiffableDataSource` or
/// `CollectionViewDiffableDataSource`.
@MainActor
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    var current = Snapshot()
    /// How a snapshot reaches the list view this data source serves (held weakly); false when
    /// the view is gone.
    private let update: (DiffableDataSource, Snapshot, StaticString, UInt) -> Bool

    /// Becomes `list`'s data source, as UIKit's diffable data sources do.
    init<List: ListDelegating>(list: List) {
        update = { [weak list] source, snapshot, file, line in
            guard let list else { return false }
            source.apply(snapshot, to: list, file: file, line: line)
            return true
        }
        list.dataSource = self as? List.DataSource
    }

    /// Makes `snapshot` current and updates the list view: the difference from the previous
    /// snapshot as batch updates (checked as UIKit checks them), or a reload the first time (when
    /// nothing is shown yet). Headless views do not animate; `animatingDifferences` is accepted
    /// so UIKit code ports unchanged.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                      file: StaticString = #fileID, line: UInt = #line) {
        // With its view gone there is nothing to update, and nothing completes.
        guard update(self, snapshot, file, line) else { return }
        completion?()
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// The item shown at `indexPath` in the current snapshot, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where the item is in the current snapshot, or nil when it is not in it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    private func apply(_ snapshot: Snapshot, to view: some ReusingListView, file: StaticString, line: UInt) {
        view.applyDifference(snapshot.update(from: current), firstTime: current.sections.isEmpty && view.reuse.visible.items.isEmpty,
                             makeCurrent: { self.current = snapshot.applied },
                             reload: { do throws(NibError) { try view.reloadAll() } catch { trap(error, file: file, line: line) } }, file: file, line: line)
    }

    /// The cell `provide` makes for the item at `indexPath`; traps, in the words of UIKit's
    /// `dataSourceClass`, when there is no item or the provider returns nil.
    func providedCell<Cell>(at indexPath: IndexPath, dataSourceClass: String, _ provide: (ItemIdentifierType) -> Cell?) -> Cell {
        guard let item = itemIdentifier(for: indexPath), let cell = provide(item) else {
            trap(NibError(kind: .dequeue, message: "\(dataSourceClass)'s cell provider returned nil for index path \(indexPath); return a cell for every item"), file: #fileID, line: #line)
        }
        return cell
    }
}

/// A table's data source driven by snapshots (`UITableViewDiffableDataSource`): cells come from
/// `cellProvider`, counts from the current snapshot, and `apply(_:animatingDifferences:)` turns
/// the difference from the previous snapshot into the table's batch updates.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {
    /// Makes the cell for an item, typically by dequeuing from the table; returning nil traps when the table asks for that row.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private let cellProvider: CellProvider

    /// Becomes `tableView`'s data source, as UIKit's does.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: tableView)
    }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The number of rows in `section` of the current snapshot; 0 for a section it does not have.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { current.count(inSection: section) }

    /// The cell `cellProvider` makes for the item at `indexPath`; traps when the provider returns nil.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        providedCell(at: indexPath, dataSourceClass: "UITableViewDiffableDataSource") { cellProvider(tableView, indexPath, $0) }
    }

    // Declared here, `open`, so that a subclass's `override` (as UIKit code writes section
    // titles and swipe-to-delete on its diffable data source) is the method the table calls.

    /// No title, unless overridden.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title, unless overridden.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row, unless overridden (the protocol's default).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing is deleted or inserted, unless overridden.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No section index, unless overridden.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
}

/// A collection view's data source driven by snapshots (`UICollectionViewDiffableDataSource`).
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource {
    /// Makes the cell for an item, dequeued from the collection view for that index path; returning nil traps when the collection view asks for it.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes the supplementary view of a kind for an index path, or nil for none.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private let cellProvider: CellProvider
    /// Supplementary views (section headers and footers), when set.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source, as UIKit's does.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(list: collectionView)
    }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in `section` of the current snapshot; 0 for a section it does not have.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { current.count(inSection: section) }

    /// The cell `cellProvider` makes for the item at `indexPath`; traps when the provider returns nil.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        providedCell(at: indexPath, dataSourceClass: "UICollectionViewDiffableDataSource") { cellProvider(collectionView, indexPath, $0) }
    }

    /// The view `supplementaryViewProvider` makes, or nil when it is not set.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
