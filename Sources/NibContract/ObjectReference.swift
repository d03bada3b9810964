import NibDocument

/// An attribute that names another object of the document by id: an outlet's, action's, segue's
/// or binding's `destination` and `target`, a constraint's `firstItem` and `secondItem`, a
/// storyboard's `initialViewController`.
public struct ObjectReference: Sendable {
    /// The element holding the reference.
    public var element: Element
    /// The attribute the reference is in.
    public var attribute: String
    /// The id it refers to.
    public var id: String

    public init(element: Element, attribute: String, id: String) {
        self.element = element
        self.attribute = attribute
        self.id = id
    }

    /// The attributes that can hold a reference; `isReference` says on which elements they do.
    public static let attributeNames = ["destination", "target", "initialViewController", "firstItem", "secondItem"]

    /// Whether `attribute` on `element` names another object. (NibValidation's `DocumentFacts`
    /// asks this in its one pass over a document's attributes.)
    public static func isReference(_ attribute: String, on element: Element) -> Bool {
        switch attribute {
        case "destination", "target":
            let name = element.name
            return name == "outlet" || name == "action" || name == "segue" || name == "outletCollection" || name == "binding"
        case "initialViewController":
            return element.documentIndex == 0
        case "firstItem", "secondItem":
            return element.name == "constraint"
        default:
            return false
        }
    }

    /// Every reference in `document`, in document order. Legacy archives use `id` and `ref` for
    /// their own object graph, so they have none of these.
    public static func all(in document: Document) -> [ObjectReference] {
        guard document.kind != .legacyArchive else { return [] }
        var references: [ObjectReference] = []
        document.forEachAttribute(named: attributeNames) { element, which, value in
            let attribute = attributeNames[which]
            if isReference(attribute, on: element) {
                references.append(ObjectReference(element: element, attribute: attribute, id: value))
            }
        }
        return references
    }
}
