import NibDocument

/// One semantic change between two versions of a nib, in Interface Builder's terms.
///
/// `object` is the id of the object that changed, or of the nearest object that owns the element
/// that changed (a label's `<fontDescription>` belongs to the label); for a resource it is the
/// resource's name; it is nil only for the document's own attributes.
public struct NibChange: Sendable, Hashable {
    /// What happened to the element.
    public enum Kind: String, Sendable, Hashable {
        /// The element is only in the new version.
        case added
        /// The element is only in the old version.
        case removed
        /// An attribute, or a keyed value such as a frame, font or colour, changed.
        case changed
        /// The object is in both versions, under another parent; or, with the attribute
        /// `position`, at another place among its siblings (z-order, a stack's arrangement,
        /// top-level objects), `old` and `new` saying which (`2 of 4`).
        case moved
    }

    /// Added, removed, changed or moved.
    public var kind: Kind
    /// The id of the object that changed or owns what changed.
    public var object: String?
    /// The element's tag: `label`, `fontDescription`, `constraint`, `outlet`.
    public var element: String
    /// The attribute, or the key of a keyed value (`text`, `frame`, `fontDescription`); nil for
    /// an element added, removed or moved as a whole.
    public var attribute: String?
    /// The value before, as Interface Builder shows it (`system 17`, `"Sign in"`); for a removed
    /// element, its description; for a moved one, its old parent.
    public var old: String?
    /// The value after; for an added element, its description; for a moved one, its new parent.
    public var new: String?
    /// The element's line in the old version, where it is there.
    public var oldLine: Int?
    /// The element's line in the new version, where it is there.
    public var newLine: Int?
    /// Whether the change is one Interface Builder makes on its own when a file is opened and
    /// saved (versions, device, canvas, derived frames and flags); left out unless asked for.
    public var isNoise: Bool

    /// A change; `DocumentDiff.changes(includingNoise:)` makes them.
    public init(kind: Kind, object: String?, element: String, attribute: String? = nil, old: String? = nil,
                new: String? = nil, oldLine: Int? = nil, newLine: Int? = nil, isNoise: Bool = false) {
        self.kind = kind
        self.object = object
        self.element = element
        self.attribute = attribute
        self.old = old
        self.new = new
        self.oldLine = oldLine
        self.newLine = newLine
        self.isNoise = isNoise
    }
}
