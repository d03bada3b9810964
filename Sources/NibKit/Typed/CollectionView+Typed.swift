import Foundation

/// The typed registration and dequeue of the seed articles, for collection views (see `TableView`'s).
extension CollectionView {
    /// Registers a cell type: its nib when it is a `NibLoadableView` (checked now against the cell
    /// contract and its connections), else its class.
    public func register<T: CollectionViewCell & ReusableView>(_ cellType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try registerTypedCell(T.self) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell type as `register(_:)` does, throwing instead of trapping.
    public func tryRegister<T: CollectionViewCell & ReusableView>(_ cellType: T.Type) throws(NibError) { try registerTypedCell(T.self) }

    /// Registers each cell type, as `register(_:)` does.
    public func register(_ cellTypes: [any (CollectionViewCell & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) { for type in cellTypes { register(type, file: file, line: line) } }

    /// Registers a supplementary view type for `kind` (nib or class by conformance).
    public func register<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(viewType, forSupplementaryViewOfKind: kind) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a supplementary view type for `kind`, throwing instead of trapping.
    public func tryRegister<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String) throws(NibError) {
        try TypedReuse.register(T.self, in: &supplementaryPools[kind, default: ReusePool()], kind: .collectionReusableView,
                                api: Self.supplementaryRegistrationAPI, options: nibOptions)
    }

    /// A cell of type `T` (inferred from the context), registering `T` first if nothing is
    /// registered under its identifier yet; traps with a message naming the type, identifier and nib.
    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try dequeueTypedCell(for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// A cell of type `cellType`, as `dequeueReusableCell(for:)` makes it.
    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(ofType cellType: T.Type, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }

    /// A cell of type `T`, as `dequeueReusableCell(for:)` makes it, throwing instead of trapping.
    public func tryDequeueReusableCell<T: CollectionViewCell & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T { try dequeueTypedCell(for: indexPath) }

    /// A supplementary view of type `T` and `kind`, registering `T` first if nothing is registered
    /// under its identifier for `kind` yet.
    public func dequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableSupplementaryView(ofKind: kind, for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// A supplementary view of type `T`, throwing where `dequeueReusableSupplementaryView(ofKind:for:)` traps.
    public func tryDequeueReusableSupplementaryView<T: CollectionReusableView & ReusableView>(ofKind kind: String, for indexPath: IndexPath) throws(NibError) -> T {
        try TypedReuse.dequeue(T.self, from: &supplementaryPools[kind, default: ReusePool()], kind: .collectionReusableView,
                               api: Self.supplementaryRegistrationAPI, options: nibOptions)
    }

    /// A section header of type `T` (`elementKindSectionHeader`).
    public func dequeueReusableHeaderView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, viewType: viewType, for: indexPath, file: file, line: line)
    }

    /// A section footer of type `T` (`elementKindSectionFooter`).
    public func dequeueReusableFooterView<T: CollectionReusableView & ReusableView>(ofType viewType: T.Type = T.self, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, viewType: viewType, for: indexPath, file: file, line: line)
    }
}
