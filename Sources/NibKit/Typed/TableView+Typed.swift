import Foundation
import NibDocument
import NibContract

/// The typed registration and dequeue of the seed articles, for table views: the identifier is the
/// type's `defaultReuseIdentifier`, nib or class is picked by `NibLoadableView` conformance, and the
/// type is made known to the class registry under its name so the nib's `customClass` resolves.
extension TableView {
    /// Registers a cell type: its nib when it is a `NibLoadableView`, else its class. The nib is
    /// checked now, not at the first dequeue: against the cell contract, and every outlet and
    /// action it connects against what the classes declare (`Nib.checkConnections`).
    public func register<T: TableViewCell & ReusableView>(_ cellType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try registerTypedCell(T.self) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a cell type as `register(_:)` does, throwing instead of trapping.
    public func tryRegister<T: TableViewCell & ReusableView>(_ cellType: T.Type) throws(NibError) { try registerTypedCell(T.self) }

    /// Registers each cell type, as `register(_:)` does.
    public func register(_ cellTypes: [any (TableViewCell & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) { for type in cellTypes { register(type, file: file, line: line) } }

    /// Registers a header/footer view type for `register(_:forHeaderFooterViewReuseIdentifier:)`
    /// under its `defaultReuseIdentifier`: its nib when it is a `NibLoadableView`, else its class.
    public func register<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegisterHeaderFooterView(viewType) } catch { trap(error, file: file, line: line) }
    }

    /// Registers a header/footer view type as `register(_:)` does, throwing instead of trapping.
    public func tryRegisterHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type) throws(NibError) {
        try TypedReuse.register(T.self, in: &headerFooterPool, kind: .tableViewHeaderFooterView, api: Self.headerFooterRegistrationAPI, options: nibOptions)
    }

    /// A cell of type `T` (inferred from the context), registering `T` first if nothing is
    /// registered under its identifier yet. Traps with a message naming the type, identifier and
    /// nib; `tryDequeueReusableCell(for:)` throws instead.
    public func dequeueReusableCell<T: TableViewCell & ReusableView>(for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try dequeueTypedCell(for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    /// A cell of type `cellType`, as `dequeueReusableCell(for:)` makes it.
    public func dequeueReusableCell<T: TableViewCell & ReusableView>(ofType cellType: T.Type, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }

    /// A cell of type `T`, as `dequeueReusableCell(for:)` makes it, throwing instead of trapping.
    public func tryDequeueReusableCell<T: TableViewCell & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T { try dequeueTypedCell(for: indexPath) }

    /// A header/footer view of type `T` (inferred from the context), registering `T` first if
    /// nothing is registered under its identifier yet.
    public func dequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableHeaderFooterView() } catch { trap(error, file: file, line: line) }
    }

    /// A header/footer view of type `viewType`, as `dequeueReusableHeaderFooterView()` makes it.
    public func dequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(ofType viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableHeaderFooterView(file: file, line: line)
    }

    /// A header/footer view of type `T`, throwing where `dequeueReusableHeaderFooterView()` traps.
    public func tryDequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>() throws(NibError) -> T {
        try TypedReuse.dequeue(T.self, from: &headerFooterPool, kind: .tableViewHeaderFooterView, api: Self.headerFooterRegistrationAPI, options: nibOptions)
    }
}
