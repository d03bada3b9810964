/// A reference held without a strong count, that still knows what it refers to after the object
/// has begun to go away.
///
/// Swift's `unowned` traps when it is read after its object's deinit has begun, which is exactly
/// when the object tells its holders to forget it ("am I the one you hold?"). This keeps the
/// object's identity beside the reference, so that question is answered without reading it.
/// Used where `weak` would cost each object a side-table allocation (a view that holds a
/// constraint, the view a control's action targets), and where the object clears the reference
/// when it goes away; a read after that would trap, not read freed memory.
struct UnownedReference<Object: AnyObject> {
    private unowned var stored: Object?
    private var identity: ObjectIdentifier?

    init(_ object: Object? = nil) {
        stored = object
        identity = object.map { ObjectIdentifier($0) }
    }

    /// The object; traps if it went away without clearing this.
    var object: Object? { stored }

    /// Whether this refers to `other`, answered from identity alone (safe while `other` deinits).
    func refers(to other: AnyObject) -> Bool { identity == ObjectIdentifier(other) }

    /// Whether this refers to nothing.
    var isEmpty: Bool { identity == nil }
}
