import Foundation

/// The typed registration and dequeue of the seed articles, for collection views (see `TableView`'s).
extension CollectionView {
    public func register<T: CollectionViewCell & ReusableView>(_ cellType: T.Type) {
        do { try tryRegister(cellType) } catch { trap(error) }
    }

    public func tryRegister<T: CollectionViewCell & ReusableView>(_ cellType: T.Type) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, registry: nibOptions.registry) {
            try tryRegister(nib, forCellWithReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    public func register(_ cellTypes: [any (CollectionViewCell & ReusableView).Type]) {
        for type in cellTypes { register(type) }
    }

    /// Registers a supplementary view type for `kind` (nib or class by conformance).
    public func register<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String) {
        do { try tryRegister(viewType, forSupplementaryViewOfKind: kind) } catch { trap(error) }
    }

    public func tryRegister<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, registry: nibOptions.registry) {
            try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    public func registerSupplementaryView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String) {
        register(viewType, forSupplementaryViewOfKind: kind)
    }

    public func registerHeaderView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type) {
        register(viewType, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader)
    }

    public func registerFooterView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type) {
        register(viewType, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter)
    }

    public func registerHeaderViews(_ viewTypes: [any (CollectionReusableView & ReusableView).Type]) {
        for type in viewTypes { registerHeaderView(type) }
    }

    public func registerFooterViews(_ viewTypes: [any (CollectionReusableView & ReusableView).Type]) {
        for type in viewTypes { registerFooterView(type) }
    }

    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath) -> T {
        do { return try tryDequeueReusableCell(for: indexPath) } catch { trap(error) }
    }

    /// The first seed's spelling (from its Swift 2 days) of `dequeueReusableCell(for:)`.
    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(forIndexPath indexPath: IndexPath) -> T {
        dequeueReusableCell(for: indexPath)
    }

    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(ofType cellType: T.Type, for indexPath: IndexPath) -> T {
        dequeueReusableCell(for: indexPath)
    }

    public func tryDequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T {
        if cells.registrations[T.defaultReuseIdentifier] == nil { try tryRegister(T.self) }
        let cell = try tryDequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = cell as? T else { throw TypedReuse.mismatch(cell, T.self, T.defaultReuseIdentifier, cells.registrations[T.defaultReuseIdentifier]) }
        return typed
    }

    public func dequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, viewType: T.Type = T.self, for indexPath: IndexPath) -> T {
        do { return try tryDequeueReusableSupplementaryView(ofKind: kind, for: indexPath) } catch { trap(error) }
    }

    public func tryDequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, for indexPath: IndexPath) throws(NibError) -> T {
        if supplementary[kind]?.registrations[T.defaultReuseIdentifier] == nil { try tryRegister(T.self, forSupplementaryViewOfKind: kind) }
        let view = try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = view as? T else { throw TypedReuse.mismatch(view, T.self, T.defaultReuseIdentifier, supplementary[kind]?.registrations[T.defaultReuseIdentifier]) }
        return typed
    }

    public func dequeueReusableHeaderView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, viewType: viewType, for: indexPath)
    }

    public func dequeueReusableFooterView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, viewType: viewType, for: indexPath)
    }
}

extension Nib {
    /// UIKit's `UINib(nibName:bundle:)`: the nib `name` from `bundle`'s resources, or from
    /// `NibLoader.shared` when `bundle` is nil. UIKit loads lazily and fails at first use; this
    /// loads now and traps with the loader's error. `Nib.load(named:loader:)` throws instead.
    public convenience init(nibName name: String, bundle: Bundle?) {
        let loader = bundle.map { NibLoader(bundle: $0) } ?? NibLoader.shared
        do {
            let nib = try loader.load(named: name)
            try self.init(document: nib.document, name: nib.name, url: nib.url)
        } catch {
            trap(error)
        }
    }

    public static func load(named name: String, loader: NibLoader = .shared) throws(NibError) -> Nib {
        try loader.load(named: name)
    }
}
