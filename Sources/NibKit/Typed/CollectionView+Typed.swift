import Foundation

/// The typed registration and dequeue of the seed articles, for collection views (see `TableView`'s).
extension CollectionView {
    public func register<T: CollectionViewCell & ReusableView>(_ cellType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(cellType) } catch { trap(error, file: file, line: line) }
    }

    public func tryRegister<T: CollectionViewCell & ReusableView>(_ cellType: T.Type) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, kind: .collectionViewCell, options: nibOptions) {
            try tryRegister(nib, forCellWithReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    public func register(_ cellTypes: [any (CollectionViewCell & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in cellTypes { register(type, file: file, line: line) }
    }

    /// Registers a supplementary view type for `kind` (nib or class by conformance).
    public func register<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(viewType, forSupplementaryViewOfKind: kind) } catch { trap(error, file: file, line: line) }
    }

    public func tryRegister<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, kind: .collectionReusableView, options: nibOptions) {
            try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableCell(for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(ofType cellType: T.Type, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }

    public func tryDequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T {
        if cells.registrations[T.defaultReuseIdentifier] == nil { try tryRegister(T.self) }
        let cell = try tryDequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = cell as? T else { throw TypedReuse.mismatch(cell, T.self, T.defaultReuseIdentifier, cells.registrations[T.defaultReuseIdentifier]) }
        return typed
    }

    public func dequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableSupplementaryView(ofKind: kind, for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    public func tryDequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, for indexPath: IndexPath) throws(NibError) -> T {
        if supplementary[kind]?.registrations[T.defaultReuseIdentifier] == nil { try tryRegister(T.self, forSupplementaryViewOfKind: kind) }
        let view = try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = view as? T else { throw TypedReuse.mismatch(view, T.self, T.defaultReuseIdentifier, supplementary[kind]?.registrations[T.defaultReuseIdentifier]) }
        return typed
    }

    public func dequeueReusableHeaderView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, viewType: viewType, for: indexPath, file: file, line: line)
    }

    public func dequeueReusableFooterView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, viewType: viewType, for: indexPath, file: file, line: line)
    }
}

extension Nib {
    /// UIKit's `UINib(nibName:bundle:)`: the nib `name` from `bundle`'s resources, or from
    /// `NibLoader.shared` when `bundle` is nil. UIKit loads lazily and fails at first use; this
    /// loads now and traps with the loader's error. `Nib.load(named:loader:)` throws instead.
    public convenience init(nibName name: String, bundle: Bundle?, file: StaticString = #fileID, line: UInt = #line) {
        let loader = bundle.map { NibLoader(bundle: $0) } ?? NibLoader.shared
        do {
            let nib = try loader.load(named: name)
            try self.init(document: nib.document, name: nib.name, url: nib.url)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    public static func load(named name: String, loader: NibLoader = .shared) throws(NibError) -> Nib {
        try loader.load(named: name)
    }
}
