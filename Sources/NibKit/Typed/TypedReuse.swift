import Foundation
import NibDocument
import NibContract

/// What every typed registration and dequeue does, for any kind of reusable view.
@MainActor
enum TypedReuse {
    /// Registers `T` under its `defaultReuseIdentifier`. `T` becomes known to the class registry
    /// (so its nib's customClass resolves); a `NibLoadableView` registers its nib, checked now
    /// (first the cell contract for `kind`: one top-level object, of class `T`, with `T`'s
    /// identifier; then every connection against what the classes declare, so the error names
    /// the first thing to fix); any other type registers its class.
    static func register<T: NibObject & ReusableView, Cell: ReusableCell>(_ type: T.Type, in pool: inout ReusePool<Cell>, kind: CellRegistration.Kind,
                                                                          api: String, options: NibInstantiationOptions) throws(NibError) {
        try options.registry.register(T.self)
        if let nibType = T.self as? NibLoadableView.Type {
            let nib = try nibType.loadTypedNib()
            try pool.register(nib, for: T.defaultReuseIdentifier, kind: kind, className: String(describing: T.self), api: api, options: options)
        } else {
            try pool.register(T.self as AnyClass, for: T.defaultReuseIdentifier, api: api)
        }
    }

    /// A view of type `T` from `pool` (header, footer or supplementary view), registering `T`
    /// first when nothing is registered under its identifier.
    static func dequeue<T: NibObject & ReusableView, Cell: ReusableCell>(_ type: T.Type, from pool: inout ReusePool<Cell>, kind: CellRegistration.Kind,
                                                                         api: String, options: NibInstantiationOptions) throws(NibError) -> T {
        let identifier = T.defaultReuseIdentifier
        if pool.registrations[identifier] == nil { try register(T.self, in: &pool, kind: kind, api: api, options: options) }
        guard let view = try pool.dequeue(identifier, options: options) else {
            throw NibError(kind: .dequeue, message: "nothing is registered for identifier '\(identifier)'; register \(T.self) first")
        }
        guard let typed = view as? T else { throw mismatch(view, T.self, identifier, pool.registrations[identifier]) }
        return typed
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
