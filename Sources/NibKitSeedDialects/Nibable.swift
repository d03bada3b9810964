import Foundation
import NibKit

/// The third seed article's vocabulary ("Swift 4 - Nibable"): a collection reusable view names
/// its identifier and nib; `register(Cell.self)` and `dequeue(Cell.self, for:)` use them.
///
/// ```swift
/// final class Cell: CollectionViewCell, Nibable {
///     static let id = "cell"
///     static let nibName = "Cell"
/// }
/// collectionView.register(Cell.self)
/// let cell = collectionView.dequeue(Cell.self, for: indexPath)
/// ```
@MainActor
public protocol Nibable: CollectionReusableView {
    /// The reuse identifier to register for and dequeue with.
    static var id: String { get }
    /// The .xib's name; it must hold one top-level cell whose reuse identifier is `id`.
    static var nibName: String { get }
    /// Where the nib is found (`NibLoader.shared` by default).
    static var nibLoader: NibLoader { get }
}

extension Nibable {
    public static var nibLoader: NibLoader { NibLoader.shared }
}

extension CollectionView {
    /// Registers the nib of `cellClass`, as a cell, or as a supplementary view of `kind`.
    public func register<CellClass: Nibable>(_ cellClass: CellClass.Type, ofKind kind: String? = nil) {
        do {
            try nibOptions.registry.register(CellClass.self)
            let nib = try CellClass.nibLoader.load(named: CellClass.nibName)
            if let kind {
                try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: CellClass.id, className: String(describing: CellClass.self))
            } else {
                try tryRegister(nib, forCellWithReuseIdentifier: CellClass.id, className: String(describing: CellClass.self))
            }
        } catch {
            fatalError("\(CellClass.self): \(error)")
        }
    }

    /// A cell (or supplementary view of `kind`) of type `CellClass`.
    public func dequeue<CellClass: Nibable>(_ cellClass: CellClass.Type, ofKind kind: String? = nil, for indexPath: IndexPath) -> CellClass {
        let view: CollectionReusableView = kind.map {
            dequeueReusableSupplementaryView(ofKind: $0, withReuseIdentifier: cellClass.id, for: indexPath)
        } ?? dequeueReusableCell(withReuseIdentifier: cellClass.id, for: indexPath)
        guard let typed = view as? CellClass else {
            fatalError("dequeued a \(type(of: view)) for identifier '\(cellClass.id)' from \(cellClass.nibName).xib, but expected a \(CellClass.self): set the cell's Class to \(CellClass.self) in Interface Builder")
        }
        return typed
    }
}
