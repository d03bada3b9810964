/// One entry of an object's `<connections>`: an outlet, an outlet collection, an action or a segue.
public struct Connection: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case outlet, outletCollection, action, segue
    }

    public let kind: Kind
    /// The `<outlet>`/`<action>`/… element itself, for its position and any other attribute.
    public let element: Element
    /// The object whose `<connections>` hold this one.
    public let source: Element

    /// The connection `element` (an `<outlet>`, `<action>`, … in `source`'s `<connections>`);
    /// nil for any other element.
    public init?(element: Element, source: Element) {
        guard let kind = Kind(rawValue: element.name) else { return nil }
        self.kind = kind
        self.element = element
        self.source = source
    }

    /// The connection's own Interface Builder id.
    public var id: String? { element.id }
    /// The id of the object at the other end (for a segue, the destination view controller).
    public var destination: String? { element[attribute: "destination"] }
    /// Outlets and outlet collections: the property set on the source.
    public var property: String? { element[attribute: "property"] }
    /// Actions: the selector sent, e.g. `favoriteTapped:`.
    public var selector: String? { element[attribute: "selector"] }
    /// Actions: the control event, e.g. `.touchUpInside`, `.valueChanged`; nil when not written.
    public var eventType: ControlEvent? { element[attribute: "eventType"].map(ControlEvent.init(interfaceBuilderName:)) }
    /// Segues: `.show`, `.presentation`, `.relationship`, `.embed`, …; nil when not written
    /// (a `<segue reference=…>` that only points at another segue).
    public var segueKind: SegueKind? { element[attribute: "kind"].map(SegueKind.init(interfaceBuilderName:)) }
    /// Relationship segues: which part of the container the destination fills.
    public var relationship: SegueRelationship? {
        element[attribute: "relationship"].map(SegueRelationship.init(interfaceBuilderName:))
    }
    /// Unwind segues: the action the destination controller declares, e.g. `unwindToList:`.
    public var unwindAction: String? { element[attribute: "unwindAction"] }
    /// Segues: the identifier code uses with `performSegue(withIdentifier:)`.
    public var identifier: String? { element[attribute: "identifier"] }
    /// Outlet collections: the collection class, usually `NSMutableArray`.
    public var collectionClass: String? { element[attribute: "collectionClass"] }
}

/// A layout constraint as Interface Builder writes it.
public struct Constraint: Sendable, Hashable {
    public let element: Element
    /// The view whose `<constraints>` hold it.
    public let owner: Element

    init?(element: Element, owner: Element) {
        guard element.name == "constraint" else { return nil }
        self.element = element
        self.owner = owner
    }

    /// The constraint's Interface Builder id.
    public var id: String? { element.id }
    /// The first item's id; when the file leaves it out, the owner's.
    public var firstItem: String? { element[attribute: "firstItem"] ?? owner.id }
    public var firstAttribute: LayoutAttribute? {
        element[attribute: "firstAttribute"].map(LayoutAttribute.init(interfaceBuilderName:))
    }
    public var secondItem: String? { element[attribute: "secondItem"] }
    public var secondAttribute: LayoutAttribute? {
        element[attribute: "secondAttribute"].map(LayoutAttribute.init(interfaceBuilderName:))
    }
    /// `equal` unless the file says `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: LayoutRelation {
        element[attribute: "relation"].map(LayoutRelation.init(interfaceBuilderName:)) ?? .equal
    }
    public var constant: Double { element.double("constant") ?? 0 }
    /// `multiplier="2:3"` and `"1/3"` are ratios, `"35%"` a percentage (Xcode 14.3 and later
    /// write what was typed); plain numbers are read as they are. 1 when absent.
    public var multiplier: Double {
        guard let text = element[attribute: "multiplier"] else { return 1 }
        return Constraint.parseMultiplier(text) ?? 1
    }
    /// `.required` (1000) unless the file says otherwise.
    public var priority: LayoutPriority {
        element.double("priority").map { LayoutPriority(Float($0)) } ?? .required
    }
    public var identifier: String? { element[attribute: "identifier"] }

    /// True when `multiplier` is written but is not a number or a ratio Interface Builder writes.
    public var hasMalformedMultiplier: Bool {
        element[attribute: "multiplier"].map { Constraint.parseMultiplier($0) == nil } ?? false
    }

    /// A multiplier as Interface Builder writes it (`2`, `16:9`, `1/3`, `2 / 3`, `35%`), or nil when it is none.
    public static func multiplierValue(_ text: String) -> Double? { parseMultiplier(text) }

    /// Spaces around a part are Interface Builder's too: it keeps what was typed (`2 / 3`).
    static func parseMultiplier(_ text: String) -> Double? {
        func number(_ part: Substring) -> Double? {
            var part = part
            while part.first == " " { part.removeFirst() }
            while part.last == " " { part.removeLast() }
            return Double(part)
        }
        for separator in [":", "/"] as [Character] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let a = number(parts[0]), let b = number(parts[1]), b != 0 else { return nil }
                return a / b
            }
        }
        if text.hasSuffix("%") { return number(text.dropLast()).map { $0 / 100 } }
        return number(text[...])
    }
}

/// A user-defined runtime attribute: a key path set with KVC after the object is created.
public struct RuntimeAttribute: Sendable, Hashable {
    public let element: Element

    init?(element: Element) {
        guard element.name == "userDefinedRuntimeAttribute" else { return nil }
        self.element = element
    }

    public var keyPath: String? { element[attribute: "keyPath"] }
    /// `boolean`, `number`, `string`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`, …
    public var type: String? { element[attribute: "type"] }
    /// The value: the `value` attribute for strings and booleans, else the child written with
    /// `key="value"` (`<real>`, `<integer>`, `<color>`, `<rect>`, …).
    public var value: String? {
        if let value = element[attribute: "value"] { return value }
        return element.child(key: "value")?[attribute: "value"]
    }
    public var valueElement: Element? { element.child(key: "value") }
}
