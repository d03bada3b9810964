import Foundation
import NibDocument
import NibValidation

/// The typed registration and dequeue of the seed articles, for table views: the identifier is the
/// type's `defaultReuseIdentifier`, nib or class is picked by `NibLoadableView` conformance, and the
/// type is made known to the class registry under its name so the nib's `customClass` resolves.
extension TableView {
    /// Registers a cell type: its nib when it is a `NibLoadableView`, else its class. The nib is
    /// checked now, not at the first dequeue: against the cell contract, and every outlet and
    /// action it connects against what the classes declare (`Nib.checkConnections`).
    public func register<T: TableViewCell & ReusableView>(_ cellType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegister(cellType) } catch { trap(error, file: file, line: line) }
    }

    public func tryRegister<T: TableViewCell & ReusableView>(_ cellType: T.Type) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, kind: .tableViewCell, options: nibOptions) {
            try tryRegister(nib, forCellReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forCellReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    public func register(_ cellTypes: [any (TableViewCell & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in cellTypes { register(type, file: file, line: line) }
    }

    /// Registers a header/footer view type for `register(_:forHeaderFooterViewReuseIdentifier:)`
    /// under its `defaultReuseIdentifier`: its nib when it is a `NibLoadableView`, else its class.
    public func register<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryRegisterHeaderFooterView(viewType) } catch { trap(error, file: file, line: line) }
    }

    public func tryRegisterHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type) throws(NibError) {
        if let nib = try TypedReuse.nib(for: T.self, kind: .tableViewHeaderFooterView, options: nibOptions) {
            try tryRegister(nib, forHeaderFooterViewReuseIdentifier: T.defaultReuseIdentifier, className: String(describing: T.self))
        } else {
            try tryRegister(T.self as AnyClass, forHeaderFooterViewReuseIdentifier: T.defaultReuseIdentifier)
        }
    }

    /// A cell of type `T` (inferred from the context), registering `T` first if nothing is
    /// registered under its identifier yet. Traps with a message naming the type, identifier and
    /// nib; `tryDequeueReusableCell(for:)` throws instead.
    public func dequeueReusableCell<T: TableViewCell & ReusableView>(for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableCell(for: indexPath) } catch { trap(error, file: file, line: line) }
    }

    public func dequeueReusableCell<T: TableViewCell & ReusableView>(ofType cellType: T.Type, for indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }

    public func tryDequeueReusableCell<T: TableViewCell & ReusableView>(for indexPath: IndexPath) throws(NibError) -> T {
        if cells.registrations[T.defaultReuseIdentifier] == nil { try tryRegister(T.self) }
        let cell = try tryDequeueReusableCell(withIdentifier: T.defaultReuseIdentifier, for: indexPath)
        guard let typed = cell as? T else { throw TypedReuse.mismatch(cell, T.self, T.defaultReuseIdentifier, cells.registrations[T.defaultReuseIdentifier]) }
        return typed
    }

    public func dequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryDequeueReusableHeaderFooterView() } catch { trap(error, file: file, line: line) }
    }

    public func dequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>(ofType viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableHeaderFooterView(file: file, line: line)
    }

    public func tryDequeueReusableHeaderFooterView<T: TableViewHeaderFooterView & ReusableView>() throws(NibError) -> T {
        if headerFooterViews.registrations[T.defaultReuseIdentifier] == nil { try tryRegisterHeaderFooterView(T.self) }
        let view = try tryDequeueReusableHeaderFooterView(withIdentifier: T.defaultReuseIdentifier)
        guard let typed = view as? T else { throw TypedReuse.mismatch(view, T.self, T.defaultReuseIdentifier, headerFooterViews.registrations[T.defaultReuseIdentifier]) }
        return typed
    }
}

enum TypedReuse {
    /// The one decision every typed registration makes: `T` becomes known to the class registry
    /// (so its nib's customClass resolves), and its nib is loaded when it is a `NibLoadableView`;
    /// nil means register the class. The nib is checked here, where typed registration promises
    /// it: first the cell contract for `kind` (one top-level object, of class `T`, with `T`'s
    /// identifier), then every connection against what the classes declare, so the error names
    /// the first thing to fix.
    static func nib<T: NibObject & ReusableView>(for type: T.Type, kind: CellRegistration.Kind,
                                                 options: NibInstantiationOptions) throws(NibError) -> Nib? {
        try options.registry.register(T.self)
        guard let nibType = T.self as? NibLoadableView.Type else { return nil }
        let nib = try nibType.nibLoader.load(named: nibType.nibName)
        try nib.checkCellContract(CellRegistration(kind: kind, reuseIdentifier: T.defaultReuseIdentifier,
                                                   className: String(describing: T.self)))
        try nib.checkConnections(options: options)
        return nib
    }

    /// The error for a dequeued view that is not the type asked for: names the type, the
    /// identifier, the nib, and what to change.
    static func mismatch<Cell: ReusableCell>(_ view: View, _ expected: AnyClass, _ identifier: String,
                                             _ registration: ReusePool<Cell>.Registration?) -> NibError {
        var source = "its registered class"
        var location: SourceLocation?
        if case .nib(let nib)? = registration {
            location = nib.document.topLevelLocation
            source = "\(nib.name).xib"
        }
        return NibError(kind: .dequeue, location: location,
                        message: "dequeued a \(type(of: view)) for identifier '\(identifier)' from \(source), but expected a \(expected): set the cell's Class to \(expected) in Interface Builder (and register \(expected) with its type, not another class or nib, under '\(identifier)')")
    }
}
