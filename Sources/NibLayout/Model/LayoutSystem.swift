import NibDocument

/// The layout systems of a document: one `LayoutRoot` per top-level view or cell of a XIB, per
/// scene root view of a storyboard, and per prototype cell of a storyboard's tables and
/// collections.
///
/// ```swift
/// let document = try Document(contentsOf: url)
/// for root in LayoutSystem(document: document).roots {
///     let solution = root.solve()                     // at the saved size
///     let wide = root.solve(size: LayoutSize(width: 393, height: root.storedFrame.height))
/// }
/// ```
///
/// Only iOS and tvOS documents are laid out. The roots of other documents are listed with every
/// view `not-laid-out`.
public struct LayoutSystem {
    /// The document.
    public let document: Document
    /// The options every root was built with.
    public let options: LayoutOptions
    /// The roots, in document order.
    public let roots: [LayoutRoot]

    public init(document: Document, options: LayoutOptions = .runtime) {
        self.init(document: document, options: options, roots: { _ in true })
    }

    /// Only the roots whose id `included` takes (a merge lays out the roots a side changed).
    public init(document: Document, options: LayoutOptions, roots included: (String) -> Bool) {
        self.document = document
        self.options = options
        let context = DocumentLayoutContext(document: document, sizeClasses: options.sizeClasses)
        self.roots = LayoutSystem.rootElements(of: document).filter { $0.element.id.map(included) ?? false }.map {
            LayoutRoot(element: $0.element, controller: $0.controller, context: context, options: options)
        }
    }

    /// The root with this nib id.
    public func root(withID id: String) -> LayoutRoot? { roots.first { $0.id == id } }

    /// What a document's size-class variations make of it under one combination of size
    /// classes: the constraint and view ids not installed, the constants constraints take, and
    /// the attributes views take (`hidden`, a stack view's `axis`, `spacing`, `distribution`,
    /// `alignment`), by view id. The run time installs a nib's constraints and views by this.
    public struct SizeClassVariations: Sendable {
        public let excludedIDs: Set<String>
        public let constants: [String: Double]
        public let attributes: [String: [String: String]]
    }

    /// The variations of `document` under `sizeClasses`; nil when it has none.
    public static func sizeClassVariations(of document: Document, sizeClasses: SizeClasses) -> SizeClassVariations? {
        guard !document.elements(named: "variation").isEmpty else { return nil }
        let context = DocumentLayoutContext(document: document, sizeClasses: sizeClasses)
        var attributes: [String: [String: String]] = [:]
        for (index, values) in context.variedAttributes {
            guard let id = document.elements[index].id else { continue }
            attributes[id] = values
        }
        return SizeClassVariations(excludedIDs: context.excludedIDs, constants: context.variedConstants, attributes: attributes)
    }

    /// The attributes a size-class variation may give a view at run time.
    public static var variedAttributeNames: Set<String> { DocumentLayoutContext.variedAttributeNames }

    /// Which elements are roots, each with its view controller when it is a scene's root view.
    static func rootElements(of document: Document) -> [(element: Element, controller: Element?)] {
        let platform = document.platform
        var roots: [(Element, Element?)] = []
        var seen = Set<Element>()
        func add(_ element: Element, _ controller: Element?) {
            guard element.id != nil, !seen.contains(element) else { return }
            seen.insert(element)
            roots.append((element, controller))
        }
        for object in document.objects {
            if ElementClassTable.isView(object.name, platform: platform) {
                add(object, nil)
            } else if let view = object.children.first(where: { $0.key == "view" }),
                      ElementClassTable.isView(view.name, platform: platform) {
                add(view, object)
            }
        }
        // A table's header and footer views: children of the table, not subviews, that the table
        // places at its top and bottom, as wide as itself and as tall as their frames. Found
        // through the document's index of names (the tables' children, in document order), not
        // by reading every element's `key`.
        let headersAndFooters = document.elements(named: "tableView").flatMap { table in
            table.children.filter { $0.key == "tableHeaderView" || $0.key == "tableFooterView" }
        }.sorted { $0.documentIndex < $1.documentIndex }
        for element in headersAndFooters { add(element, nil) }
        // Prototype cells and supplementary views that no root reaches through `<subviews>`.
        if document.kind == .storyboard {
            let cells = cellNames.sorted().flatMap { document.elements(named: $0) }.sorted { $0.documentIndex < $1.documentIndex }
            for element in cells where element.parent?.name != "subviews" { add(element, nil) }
        }
        return roots
    }

    /// Whether `element` is a table view's `tableHeaderView` or `tableFooterView`: a root of its
    /// own, which the table sizes and places.
    static func isTableHeaderOrFooter(_ element: Element) -> Bool {
        (element.key == "tableHeaderView" || element.key == "tableFooterView") && element.parent?.name == "tableView"
    }

    /// The elements that are cells: roots of their own, sized by their table or collection view.
    public static let cellNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
}

/// What every root of a document shares: the device, the tools version, the size-class
/// variations in force.
struct DocumentLayoutContext {
    let document: Document
    let isLaidOut: Bool
    let toolsVersion: Double
    let deviceID: String?
    let screen: LayoutSize?
    /// Constraint and subview ids the default size class leaves out (`<variation key="default">`
    /// masks), minus those a variation matching the device puts back.
    let excludedIDs: Set<String>
    /// Attributes a variation matching the device gives views (`<variation key="heightClass=compact"
    /// axis="vertical"/>` in a stack view, `hidden="YES"`), by the view's document index.
    let variedAttributes: [Int: [String: String]]
    /// Views a constraint installed under the device's size classes refers to: Interface
    /// Builder lays them out by constraints, whatever `fixedFrame="YES"` says, which marks a view
    /// no installed constraint refers to in the size class it was saved in (MIT-Mobile's dining
    /// label, centred in compact width only, under Xcode 6's size classes; vinitam's LabelSwift,
    /// whose label is pinned in every size class, 185 pt down on an iPad).
    let constrainedIDs: Set<String>
    /// Constants a variation matching the device gives constraints, by constraint id
    /// (`<constraint constant="90"><variation key="heightClass=regular-widthClass=regular" constant="10"/>`).
    let variedConstants: [String: Double]
    /// Each segue's source controller and kind, by the id of its destination: how `SceneBars`
    /// finds the containers showing a scene without rescanning the document for each one.
    let seguesByDestination: [String: [(source: Element, kind: String?)]]
    /// The ids of the scenes every segue to which presents them as a form or page sheet.
    let shownOnlyAsSheets: Set<String>

    /// Some segue leads to `controller`, and every one is of `kinds` (`embed`: a container view's
    /// child; `popover`: shown in a popover).
    func isShownOnly(_ controller: Element, bySeguesOf kinds: Set<String>) -> Bool {
        guard let id = controller.id, let segues = seguesByDestination[id], !segues.isEmpty else { return false }
        return segues.allSatisfy { $0.kind.map(kinds.contains) ?? false }
    }
    /// The size of each image the document's resources list, by name (`IntrinsicSizes.resourceImageSizes`).
    let imageSizes: [String: LayoutSize]

    init(document: Document, sizeClasses: SizeClasses? = nil) {
        self.document = document
        imageSizes = IntrinsicSizes.resourceImageSizes(of: document)
        var segues: [String: [(source: Element, kind: String?)]] = [:]
        var sheets: Set<String> = [], notSheets: Set<String> = []
        for segue in document.elements(named: "segue") {
            guard let destination = segue[attribute: "destination"], let source = segue.parent?.parent else { continue }
            segues[destination, default: []].append((source, segue[attribute: "kind"]))
            if segue[attribute: "kind"] == "presentation", ["formSheet", "pageSheet"].contains(segue[attribute: "modalPresentationStyle"] ?? "") {
                sheets.insert(destination)
            } else {
                notSheets.insert(destination)
            }
        }
        seguesByDestination = segues
        shownOnlyAsSheets = sheets.subtracting(notSheets)
        let platform = document.platform
        isLaidOut = (platform == .iOS || platform == .tvOS) && document.kind != .legacyArchive
        toolsVersion = InterfaceBuilderMetrics.toolsVersion(of: document)
        let device = InterfaceBuilderMetrics.device(of: document)
        deviceID = device?.id
        var screen = device.flatMap { InterfaceBuilderMetrics.screenSize(deviceID: $0.id) }
        if let portrait = screen, device?.landscape == true {
            screen = LayoutSize(width: portrait.height, height: portrait.width)
        }
        // Compact height is a phone turned to landscape: laid out under it, a phone drawn in
        // portrait has that orientation's insets (no status bar; a notched phone's sensor housing
        // at the sides), not the canvas's (Dailymotion's root container: a view pinned to the
        // root's top, and to its top margin in compact height, where that margin is at the top).
        if sizeClasses?.vertical == .compact, let portrait = screen, portrait.height > portrait.width, portrait.width < 700 {
            screen = LayoutSize(width: portrait.height, height: portrait.width)
        }
        self.screen = screen

        // Each id's installation is decided by the most specific variation matching the device
        // that mentions it: `default` (Any × Any) first, then one trait, then both. A variation
        // can include what the default leaves out, and exclude what it installs.
        var decided: [String: (specificity: Int, installed: Bool)] = [:]
        var constants: [String: (specificity: Int, value: Double)] = [:]
        var attributes: [Int: [String: (specificity: Int, value: String)]] = [:]
        // A document without a device (Xcode 6 and 7's 600 × 600 canvas) is drawn Any × Any:
        // its saved frames are the base values', which a size class's variations change (a
        // course's WordCollage moves twenty labels under compact width). Other size classes
        // are laid out as such (`otherSizeClasses`).
        var traits = sizeClasses?.traits ?? (self.screen == nil ? [:] : DocumentLayoutContext.sizeClasses(screen: self.screen))
        traits["userInterfaceIdiom"] = DocumentLayoutContext.idiom(platform: platform, screen: self.screen)
        for variation in document.elements(named: "variation") {
            guard let key = variation.key else { continue }
            let specificity: Int
            if key == "default" {
                specificity = 0
            } else {
                guard DocumentLayoutContext.matches(key, traits) else { continue }
                specificity = key.split(separator: "-").count
            }
            if let view = variation.parent, view.name != "constraint", view.id != nil {
                for attribute in variation.attributes where DocumentLayoutContext.variedAttributeNames.contains(attribute.name) {
                    if let known = attributes[view.documentIndex]?[attribute.name], known.specificity > specificity { continue }
                    attributes[view.documentIndex, default: [:]][attribute.name] = (specificity, attribute.value)
                }
            }
            if let constraint = variation.parent, constraint.name == "constraint", let id = constraint.id,
               let value = variation.double("constant"), value.isFinite,
               constants[id].map({ $0.specificity <= specificity }) ?? true {
                constants[id] = (specificity, value)
            }
            for mask in variation.children(named: "mask") {
                for reference in mask.children {
                    guard let id = reference[attribute: "reference"],
                          reference.name == "include" || reference.name == "exclude" else { continue }
                    if let known = decided[id], known.specificity > specificity { continue }
                    decided[id] = (specificity, reference.name == "include")
                }
            }
        }
        excludedIDs = Set(decided.filter { !$0.value.installed }.keys)
        var constrained: Set<String> = []
        for constraint in document.elements(named: "constraint") where !excludedIDs.contains(constraint.id ?? "") {
            constrained.formUnion(DocumentLayoutContext.viewIDs(of: constraint))
        }
        constrainedIDs = constrained
        variedConstants = constants.mapValues(\.value)
        variedAttributes = attributes.mapValues { $0.mapValues(\.value) }

    }

    /// The ids of the views the constraint `id` refers to: its items, and for a constraint
    /// without a first item the view that holds it. Empty when `id` is no constraint.
    static func viewIDs(ofConstraint id: String, in document: Document) -> [String] {
        guard let constraint = document.element(withID: id), constraint.name == "constraint" else { return [] }
        return viewIDs(of: constraint)
    }

    /// The ids of the views `constraint` refers to: its items, and without a first item the
    /// view that holds it.
    static func viewIDs(of constraint: Element) -> [String] {
        var views = [constraint[attribute: "firstItem"], constraint[attribute: "secondItem"]].compactMap { $0 }
        if constraint[attribute: "firstItem"] == nil, let owner = constraint.parent?.parent?.id { views.append(owner) }
        return views
    }

    /// The view attributes a variation may change that layout reads.
    static let variedAttributeNames: Set<String> = ["hidden", "axis", "spacing", "distribution", "alignment"]

    /// `name` of `element` under the size classes in force: a matching variation's, else its own.
    func attribute(_ name: String, of element: Element) -> String? {
        variedAttributes[element.documentIndex]?[name] ?? element[attribute: name]
    }

    /// `widthClass` and `heightClass` of the device: iPhones in portrait are compact × regular,
    /// in landscape compact height (regular width from the 414-pt phones up); iPads regular × regular.
    static func sizeClasses(screen: LayoutSize?) -> [String: String] {
        guard let screen else { return ["widthClass": "compact", "heightClass": "regular"] }
        if min(screen.width, screen.height) >= 700 { return ["widthClass": "regular", "heightClass": "regular"] }
        if screen.width > screen.height {
            return ["widthClass": screen.width >= 736 ? "regular" : "compact", "heightClass": "compact"]
        }
        return ["widthClass": "compact", "heightClass": "regular"]
    }

    /// Whether a variation key such as `heightClass=regular-widthClass=regular` holds. A trait
    /// the device does not state (one this model does not know) does not hold: IQKeyboardManager's
    /// `userInterfaceIdiom=mac` variation, which removes a stepper on the Mac, is not an iPhone's.
    static func matches(_ key: String, _ traits: [String: String]) -> Bool {
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, traits[pair[0]] == pair[1] else { return false }
        }
        return true
    }

    /// `userInterfaceIdiom` of the document's device, as variation keys name it.
    static func idiom(platform: Platform?, screen: LayoutSize?) -> String {
        if platform == .tvOS { return "tv" }
        guard let screen else { return "phone" }
        return min(screen.width, screen.height) >= 700 ? "pad" : "phone"
    }
}
