import Foundation
import NibKit

/// The fourth seed article's vocabulary ("Registering and dequeuing cells in a collection view"):
/// a cell names its identifier and nib; `register(type:)` and `dequeueCell(at:)` use them.
///
/// ```swift
/// extension HomeCell: CollectionViewRegisterable {
///     static var cellIdentifier: String { "HomeCellID" }
///     static var cellNib: Nib { Nib(nibName: "HomeCell", bundle: nil) }
/// }
/// collectionView.register(type: HomeCell.self)
/// let cell: HomeCell = collectionView.dequeueCell(at: indexPath)
/// ```
@MainActor
public protocol CollectionViewRegisterable {
    static var cellIdentifier: String { get }
    static var cellNib: Nib { get }
}

extension CollectionView {
    /// Registers `type.cellNib` for `type.cellIdentifier`, and the cell class with the nib options' registry when it is a `NibObject`.
    public func register(type: CollectionViewRegisterable.Type, file: StaticString = #fileID, line: UInt = #line) {
        if let cellType = type as? NibObject.Type {
            do { try nibOptions.registry.register(cellType) } catch { error.trap(file: file, line: line) }
        }
        register(type.cellNib, forCellWithReuseIdentifier: type.cellIdentifier, file: file, line: line)
    }

    /// Dequeues a cell for `indexPath` as `CellType`; traps when nothing is registered for its identifier or the cell is not a `CellType`.
    public func dequeueCell<CellType: CollectionViewRegisterable>(at indexPath: IndexPath) -> CellType {
        let cell = dequeueReusableCell(withReuseIdentifier: CellType.cellIdentifier, for: indexPath)
        guard let typed = cell as? CellType else {
            fatalError("CollectionView should dequeue a cell of type \(CellType.self) for identifier '\(CellType.cellIdentifier)', but got a \(type(of: cell)): set the cell's Class to \(CellType.self) in its nib")
        }
        return typed
    }
}

extension ClassRegistry {
    /// Registers a type known only by its metatype.
    func register(_ type: NibObject.Type) throws(NibError) {
        func open<T: NibObject>(_ type: T.Type) throws(NibError) { try register(type, as: nil) }
        try open(type)
    }
}
