import Foundation
import NibContract

extension CollectionView {
    /// UIKit's typed registration (`UICollectionView.CellRegistration`): a cell class or nib and
    /// the code that configures a cell for an item, registered on first use under an identifier
    /// of its own. The nib form checks the cell contract when the registration is made, as
    /// `register(T.self)` does, not at the first dequeue; the nib's connections are checked when
    /// a collection view first uses it, against the classes its `nibOptions.registry` knows
    /// (to which `Cell` is added then).
    @MainActor public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier: String
        let nib: Nib?
        let handler: Handler
        /// Made while a collection view was asking for a cell: UIKit refuses to dequeue with it.
        let madeInsideCellProvider = CellProviderScope.isActive

        /// Cells made from `Cell`'s class.
        public init(handler: @escaping Handler) {
            identifier = "\(Cell.self)-registration-\(UUID().uuidString)"
            nib = nil
            self.handler = handler
        }

        /// Cells made from `cellNib`, whose cell must be a `Cell`; traps at the caller's line when
        /// the nib breaks the cell contract (`init(validatingCellNib:handler:)` throws instead).
        public init(cellNib: Nib, handler: @escaping Handler, file: StaticString = #fileID, line: UInt = #line) {
            do { try self.init(validatingCellNib: cellNib, handler: handler) } catch { trap(error, file: file, line: line) }
        }

        /// Cells made from `cellNib`, checked now against the cell contract.
        public init(validatingCellNib cellNib: Nib, handler: @escaping Handler) throws(NibError) {
            // A nib cell that names its reuse identifier is registered under it (any other would
            // be UIKit's "cell reuse identifier in nib does not match").
            identifier = cellNib.document.objects.first?.reuseIdentifier ?? "\(Cell.self)-registration-\(UUID().uuidString)"
            try cellNib.checkCellContract(NibContract.CellRegistration(kind: .collectionViewCell, reuseIdentifier: identifier,
                                                                         className: String(describing: Cell.self)))
            nib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view registration (`UICollectionView.SupplementaryRegistration`).
    @MainActor public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let identifier: String
        public let elementKind: String
        let nib: Nib?
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "\(Supplementary.self)-registration-\(UUID().uuidString)"
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        /// Views made from `supplementaryNib`, checked now; traps at the caller's line.
        public init(supplementaryNib: Nib, elementKind: String, handler: @escaping Handler, file: StaticString = #fileID, line: UInt = #line) {
            identifier = supplementaryNib.document.objects.first?.reuseIdentifier ?? "\(Supplementary.self)-registration-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
            do {
                try supplementaryNib.checkCellContract(NibContract.CellRegistration(kind: .collectionReusableView, reuseIdentifier: identifier,
                                                                                      className: String(describing: Supplementary.self)))
            } catch {
                trap(error, file: file, line: line)
            }
        }
    }

    /// A cell for `indexPath`, from `registration` (registered on first use), configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?,
                                                          file: StaticString = #fileID, line: UInt = #line) -> Cell {
        do throws(NibError) {
            if registration.madeInsideCellProvider {
                // UIKit (iOS 15 and later) raises here, in these words.
                throw NibError(kind: .dequeue, message: "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(Cell.self)")
            }
            if reuse.pool.registrations[registration.identifier] == nil {
                if let nib = registration.nib {
                    // The class the nib names is made through this collection view's registry.
                    try nibOptions.registry.register(Cell.self)
                    try tryRegister(nib, forCellWithReuseIdentifier: registration.identifier, className: String(describing: Cell.self))
                } else {
                    try tryRegister(Cell.self, forCellWithReuseIdentifier: registration.identifier)
                }
            }
            let dequeued = try tryDequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
            guard let cell = dequeued as? Cell else {
                throw NibError(kind: .dequeue, message: "the registration for \(Cell.self) made a \(type(of: dequeued)); set the nib cell's Class to \(Cell.self)")
            }
            if let item { registration.handler(cell, indexPath, item) }
            return cell
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// A supplementary view for `indexPath`, from `registration` (registered on first use), configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath,
                                                                      file: StaticString = #fileID, line: UInt = #line) -> Supplementary {
        do throws(NibError) {
            let kind = registration.elementKind
            if supplementaryPools[kind]?.registrations[registration.identifier] == nil {
                if let nib = registration.nib {
                    try nibOptions.registry.register(Supplementary.self)
                    try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier, className: String(describing: Supplementary.self))
                } else {
                    try tryRegister(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
                }
            }
            let dequeued = try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
            guard let view = dequeued as? Supplementary else {
                throw NibError(kind: .dequeue, message: "the registration for \(Supplementary.self) made a \(type(of: dequeued)); set the nib view's Class to \(Supplementary.self)")
            }
            registration.handler(view, kind, indexPath)
            return view
        } catch {
            trap(error, file: file, line: line)
        }
    }
}

/// Whether a collection view is asking its data source for a cell on this task, so that a
/// `CellRegistration` made then is known as one made inside the cell provider.
enum CellProviderScope {
    @TaskLocal static var isActive = false

    /// Calls `ask` as the collection view's request for a cell.
    static func asking<T>(_ ask: () throws -> T) rethrows -> T {
        try $isActive.withValue(true, operation: ask)
    }
}
