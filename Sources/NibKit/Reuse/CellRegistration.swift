import Foundation
import NibValidation

extension CollectionView {
    /// UIKit's typed registration (`UICollectionView.CellRegistration`): a cell class or nib and
    /// the code that configures a cell for an item, registered on first use under an identifier
    /// of its own. The nib form checks the cell contract when the registration is made, as
    /// `register(T.self)` does, not at the first dequeue.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier: String
        let nib: Nib?
        let handler: Handler

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

        /// Cells made from `cellNib`, checked now.
        public init(validatingCellNib cellNib: Nib, handler: @escaping Handler) throws(NibError) {
            // A nib cell that names its reuse identifier is registered under it (any other would
            // be UIKit's "cell reuse identifier in nib does not match").
            identifier = cellNib.document.objects.first?.reuseIdentifier ?? "\(Cell.self)-registration-\(UUID().uuidString)"
            try ClassRegistry.shared.register(Cell.self)
            try cellNib.checkCellContract(NibValidation.CellRegistration(kind: .collectionViewCell, reuseIdentifier: identifier,
                                                                         className: String(describing: Cell.self)))
            try cellNib.checkConnections()
            nib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view registration (`UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
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
                try ClassRegistry.shared.register(Supplementary.self)
                try supplementaryNib.checkCellContract(NibValidation.CellRegistration(kind: .collectionReusableView, reuseIdentifier: identifier,
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
            if reuse.pool.registrations[registration.identifier] == nil {
                if let nib = registration.nib {
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
