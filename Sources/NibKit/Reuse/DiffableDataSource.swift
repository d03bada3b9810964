import Foundation

/// What the two diffable data sources share: the current snapshot, how it is read, and how a new
/// one is applied to the view through its batch updates. Use `TableViewDiffableDataSource` or
/// `CollectionViewDiffableDataSource`.
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    var current = Snapshot()

    init() {}

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// The item shown at `indexPath` in the current snapshot, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where the item is in the current snapshot, or nil when it is not in it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// Makes `snapshot` current and updates `view`: the difference as batch updates (checked as
    /// UIKit checks them), or a reload the first time (nothing shown yet).
    func apply(_ snapshot: Snapshot, to view: some BatchUpdating, showsNothing: Bool, reload: () -> Void,
               file: StaticString, line: UInt) {
        view.applyDifference(snapshot.update(from: current), firstTime: current.sections.isEmpty && showsNothing,
                             makeCurrent: { self.current = snapshot }, reload: reload, file: file, line: line)
    }
}

/// A table's data source driven by snapshots (`UITableViewDiffableDataSource`): cells come from
/// `cellProvider`, counts from the current snapshot, and `apply(_:animatingDifferences:)` turns
/// the difference from the previous snapshot into the table's batch updates.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {    /// Makes the cell for an item, typically by dequeuing from the table; returning nil traps when the table asks for that row.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider

    /// Becomes `tableView`'s data source, as UIKit's does.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Makes `snapshot` current and updates the table: the difference as batch updates (checked
    /// as UIKit checks them), or a reload the first time.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                      file: StaticString = #fileID, line: UInt = #line) {
        guard let tableView else { return }
        apply(snapshot, to: tableView, showsNothing: tableView.visibleCells.isEmpty,
              reload: { tableView.reloadData(file: file, line: line) }, file: file, line: line)
        completion?()
    }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSection: section)
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            trap(NibError(kind: .dequeue, message: "UITableViewDiffableDataSource's cell provider returned nil for index path \(indexPath); return a cell for every item"), file: #fileID, line: #line)
        }
        return cell
    }
}

/// A collection view's data source driven by snapshots (`UICollectionViewDiffableDataSource`).
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource {    /// Makes the cell for an item, dequeued from the collection view for that index path; returning nil traps when the collection view asks for it.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes the supplementary view of a kind for an index path, or nil for none.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Supplementary views (section headers and footers), when set.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source, as UIKit's does.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` current and updates the collection view: the difference as batch updates
    /// (checked as UIKit checks them), or a reload the first time.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                      file: StaticString = #fileID, line: UInt = #line) {
        guard let collectionView else { return }
        apply(snapshot, to: collectionView, showsNothing: collectionView.visibleCells.isEmpty,
              reload: { collectionView.reloadData(file: file, line: line) }, file: file, line: line)
        completion?()
    }

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in `section` of the current snapshot; 0 for a section it does not have.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSection: section)
    }

    /// The cell `cellProvider` makes for the item at `indexPath`; traps when the provider returns nil.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            trap(NibError(kind: .dequeue, message: "UICollectionViewDiffableDataSource's cell provider returned nil for index path \(indexPath); return a cell for every item"), file: #fileID, line: #line)
        }
        return cell
    }

    /// The view `supplementaryViewProvider` makes, or nil when it is not set.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
