import Foundation
import NibContract

/// UIKit's reuse bookkeeping for one kind of view (table cells, header/footer views, collection
/// cells, one kind of supplementary view): a registration and a queue per reuse identifier.
///
/// The last registration for an identifier wins; registering nil removes it; an empty identifier
/// is refused. A dequeue hands out a queued view after `prepareForReuse()`, else makes one from
/// the registered class or nib.
@MainActor
struct ReusePool<Cell: ReusableCell> {
    /// How to make a view for an identifier.
    enum Registration {
        case type(Cell.Type)
        case nib(Nib)
    }

    private(set) var registrations: [String: Registration] = [:]
    private var queues: [String: [Cell]] = [:]
    /// Views made so far, and views handed out again from a queue.
    private(set) var created = 0
    private(set) var reused = 0

    /// Registers a class for `identifier` (nil removes the registration), as the UIKit-shaped
    /// `register(_:for…ReuseIdentifier:)` methods named by `api` do.
    mutating func register(_ viewClass: AnyClass?, for identifier: String, api: String) throws(NibError) {
        try checkIdentifier(identifier, api)
        guard let viewClass else { return register(nil, for: identifier) }
        guard let type = viewClass as? Cell.Type else {
            throw NibError(kind: .registration, message: "cannot register \(viewClass) for reuse identifier '\(identifier)': it is not a \(Cell.self) subclass")
        }
        register(.type(type), for: identifier)
    }

    /// Registers a nib for `identifier`, checked now against the cell contract for `kind`; with
    /// `className`, every outlet and action the nib connects is then checked against what the
    /// classes declare. A refused registration leaves the identifier as it was.
    mutating func register(_ nib: Nib?, for identifier: String, kind: CellRegistration.Kind, className: String?, api: String,
                           options: NibInstantiationOptions) throws(NibError) {
        try checkIdentifier(identifier, api)
        guard let nib else { return register(nil, for: identifier) }
        try nib.checkCellContract(CellRegistration(kind: kind, reuseIdentifier: identifier, className: className), registry: options.registry)
        if className != nil { try nib.checkConnections(options: options) }
        register(.nib(nib), for: identifier)
    }

    mutating func register(_ registration: Registration?, for identifier: String) {
        registrations[identifier] = registration
        // Views made from an older registration must not be handed out for the new one.
        queues[identifier] = nil
    }

    /// A queued view (prepared for reuse), a new one, or nil when nothing is registered.
    mutating func dequeue(_ identifier: String, options: NibInstantiationOptions) throws(NibError) -> Cell? {
        // Popped in place: a copy of the queue out of the dictionary would copy its storage.
        if let cell = queues[identifier]?.popLast() {
            cell.prepareForReuse()
            reused += 1
            return cell
        }
        guard let registration = registrations[identifier] else { return nil }
        let cell: Cell
        switch registration {
        case .type(let type):
            cell = ReusePool.make(type, identifier: identifier)
        case .nib(let nib):
            let objects = try nib.tryInstantiate(withOwner: nil, options: options)
            guard objects.count == 1, let made = objects.first as? Cell else {
                // The contract was checked at registration; this is a class the nib names that
                // is not a `Cell` (e.g. a header view class that is not a reusable view).
                throw NibError(kind: .dequeue, location: nib.document.topLevelLocation,
                               message: "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(Cell.self) instance; it made \(objects.map { String(describing: type(of: $0)) })")
            }
            cell = made
        }
        if cell.reuseIdentifier == nil || cell.reuseIdentifier == "" { cell.reuseIdentifier = identifier }
        created += 1
        return cell
    }

    /// Puts a view that went off screen back in its queue.
    mutating func enqueue(_ cell: Cell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cell.removeFromSuperview()
        queues[identifier, default: []].append(cell)
    }

    func queuedCount(_ identifier: String) -> Int { queues[identifier]?.count ?? 0 }

    private static func make(_ type: Cell.Type, identifier: String) -> Cell {
        if let tableCell = type as? TableViewCell.Type {
            return tableCell.init(reuseIdentifier: identifier) as! Cell
        }
        if let header = type as? TableViewHeaderFooterView.Type {
            return header.init(madeForReuseIdentifier: identifier) as! Cell
        }
        if let reusable = type as? CollectionReusableView.Type {
            return reusable.init(madeForReuseWithFrame: .zero) as! Cell
        }
        preconditionFailure("\(type) is not a cell class NibKit can make")
    }
}

/// An identifier must not be empty (UIKit raises on it too).
func checkIdentifier(_ identifier: String, _ what: String) throws(NibError) {
    if identifier.isEmpty {
        throw NibError(kind: .registration, message: "must pass a valid reuse identifier to \(what)")
    }
}
