import NibDocument

/// What the rules need to know about a document, gathered in one pass over its attributes, so
/// that running every rule costs about one extra look at the file rather than one per rule.
public struct DocumentFacts: Sendable {
    /// The first element carrying each id.
    public private(set) var firstByID: [String: Element] = [:]
    /// Elements whose id was already used earlier, with the first one.
    public private(set) var duplicateIDs: [(element: Element, first: Element)] = []
    /// Attributes that name another object by id.
    public private(set) var references: [Reference] = []
    /// Elements with a `customClass`, with their module settings.
    public private(set) var customClasses: [CustomClassUse] = []
    /// Elements Interface Builder itself marked `misplaced="YES"` / `ambiguous="YES"`.
    public private(set) var misplaced: [Element] = []
    public private(set) var ambiguous: [Element] = []

    public struct Reference: Sendable {
        public var element: Element
        public var attribute: String
        public var id: String
    }

    public struct CustomClassUse: Sendable {
        public var element: Element
        public var customClass: String
        public var customModule: String?
        public var customModuleProvider: String?
    }

    private static let scanned = [
        "id", "destination", "target", "firstItem", "secondItem", "initialViewController",
        "customClass", "customModule", "customModuleProvider", "misplaced", "ambiguous",
    ]

    /// Elements whose `destination`/`target` attribute names an object (connections).
    private static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding"]

    public init(_ document: Document) {
        // Legacy archives use `id`/`ref` for their own object graph; nothing here applies to them.
        guard document.kind != .legacyArchive else { return }
        var pendingClass: CustomClassUse?
        var pendingElement: Element?
        func flushClass() {
            if let use = pendingClass { customClasses.append(use) }
            pendingClass = nil
        }
        document.forEachAttribute(named: DocumentFacts.scanned) { element, which, value in
            if element != pendingElement {
                flushClass()
                pendingElement = element
            }
            switch DocumentFacts.scanned[which] {
            case "id":
                if let first = firstByID[value] {
                    duplicateIDs.append((element, first))
                } else {
                    firstByID[value] = element
                }
            case "destination", "target":
                if DocumentFacts.connectionElements.contains(element.name) {
                    references.append(Reference(element: element, attribute: DocumentFacts.scanned[which], id: value))
                }
            case "firstItem", "secondItem":
                if element.name == "constraint" {
                    references.append(Reference(element: element, attribute: DocumentFacts.scanned[which], id: value))
                }
            case "initialViewController":
                if element.documentIndex == 0 {
                    references.append(Reference(element: element, attribute: "initialViewController", id: value))
                }
            case "customClass":
                pendingClass = CustomClassUse(element: element, customClass: value,
                                              customModule: element.customModule,
                                              customModuleProvider: element.customModuleProvider)
            case "misplaced":
                if value == "YES" { misplaced.append(element) }
            case "ambiguous":
                if value == "YES" { ambiguous.append(element) }
            default:
                break
            }
        }
        flushClass()
    }
}
