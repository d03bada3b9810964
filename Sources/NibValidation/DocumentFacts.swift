import NibContract
import NibDocument

/// What the rules need to know about a document, gathered in one pass over its attributes, so
/// that running every rule costs about one extra look at the file rather than one per rule.
/// (Ids are indexed by the document itself: `element(withID:)` and `duplicateIDs`.)
public struct DocumentFacts: Sendable {
    /// Attributes that name another object by id.
    public private(set) var references: [Reference] = []
    /// Elements with a `customClass`, with their module settings.
    public private(set) var customClasses: [CustomClassUse] = []
    /// Elements Interface Builder itself marked `misplaced="YES"` / `ambiguous="YES"`.
    public private(set) var misplaced: [Element] = []
    public private(set) var ambiguous: [Element] = []
    /// The document's constraints solved, computed the first time a layout rule asks.
    public let layout: LayoutFacts

    /// The ids that outlets and outlet collections point at: the objects code can reach.
    public var outletDestinations: Set<String> {
        Set(references.lazy.filter { $0.attribute == "destination" && ($0.element.name == "outlet" || $0.element.name == "outletCollection") }.map(\.id))
    }

    /// An attribute that names another object by id (NibContract's, so the dangling-reference
    /// check reads the same references whoever gathered them).
    public typealias Reference = ObjectReference

    public struct CustomClassUse: Sendable {
        public var element: Element
        public var customClass: String
        public var customModule: String?
        public var customModuleProvider: String?
    }

    // The attributes read, by position.
    /// The attributes the one pass reads, in `forEachAttribute`'s index order.
    private enum Scanned: Int, CaseIterable {
        case destination, target, initialViewController
        case customClass, customModule, customModuleProvider, misplaced, ambiguous
        case firstItem, secondItem
    }

    /// The names, made once (a case's name is its attribute's).
    private static let scanned = Scanned.allCases.map { "\($0)" }

    public init(_ document: Document) {
        self.layout = LayoutFacts(document: document)
        // Legacy archives use `id`/`ref` for their own object graph; nothing here applies to them.
        guard document.kind != .legacyArchive else { return }
        // Collected in locals, not through `self`: mutating a struct's arrays from inside the
        // closure costs a copy per attribute.
        var references: [Reference] = []
        var customClasses: [CustomClassUse] = []
        var misplaced: [Element] = []
        var ambiguous: [Element] = []
        // A class and its module only mean something together: they are collected for the
        // current element and recorded when the pass moves on.
        var current = -1
        var classUse: CustomClassUse?
        func finishElement() {
            if let use = classUse, !use.customClass.isEmpty { customClasses.append(use) }
            classUse = nil
        }
        document.forEachAttribute(named: DocumentFacts.scanned) { element, which, value in
            if element.documentIndex != current {
                finishElement()
                current = element.documentIndex
            }
            guard let attribute = Scanned(rawValue: which) else { return }
            switch attribute {
            case .destination, .target, .initialViewController, .firstItem, .secondItem:
                let name = DocumentFacts.scanned[which]
                if ObjectReference.isReference(name, on: element) {
                    references.append(Reference(element: element, attribute: name, id: value))
                }
            case .customClass, .customModule, .customModuleProvider:
                if classUse == nil { classUse = CustomClassUse(element: element, customClass: "") }
                switch attribute {
                case .customClass: classUse!.customClass = value
                case .customModule: classUse!.customModule = value
                default: classUse!.customModuleProvider = value
                }
            case .misplaced:
                if value == "YES" { misplaced.append(element) }
            case .ambiguous:
                if value == "YES" { ambiguous.append(element) }
            }
        }
        finishElement()
        self.references = references
        self.customClasses = customClasses
        self.misplaced = misplaced
        self.ambiguous = ambiguous
    }
}

extension DocumentFacts.CustomClassUse {
    init(element: Element, customClass: String) {
        self.init(element: element, customClass: customClass, customModule: nil, customModuleProvider: nil)
    }
}

