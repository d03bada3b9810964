import NibDocument

extension LayoutSystem {
    /// The size classes under which `document`'s variations install other constraints or views,
    /// or give constraints, stacks or views other values, than under its own device's: the
    /// combinations a layout checked only on the canvas's device never sees (an iPad's
    /// `wR,hR` in a file drawn on an iPhone). Each combination of width and height class is
    /// listed at most once, in a fixed order; none for a document without variations.
    public static func otherSizeClasses(of document: Document) -> [SizeClasses] {
        let keys = Set(document.elements(named: "variation").compactMap(\.key)).subtracting(["default"])
        guard !keys.isEmpty else { return [] }
        let own = DocumentLayoutContext(document: document)
        var result: [SizeClasses] = []
        for horizontal in SizeClasses.SizeClass.allCases {
            for vertical in SizeClasses.SizeClass.allCases {
                let sizeClasses = SizeClasses(horizontal: horizontal, vertical: vertical)
                // Only combinations some variation speaks of can differ from the device's.
                guard keys.contains(where: { DocumentLayoutContext.matches($0, sizeClasses.traits) }) else { continue }
                let other = DocumentLayoutContext(document: document, sizeClasses: sizeClasses)
                if other.excludedIDs != own.excludedIDs || other.variedConstants != own.variedConstants
                    || other.variedAttributes != own.variedAttributes {
                    result.append(sizeClasses)
                }
            }
        }
        return result
    }

    /// In a document drawn Any × Any (no device: Xcode 6 and 7's canvas), the views a constraint
    /// that only some size class's variation installs refers to: on a device their layout is
    /// that size class's, so what the canvas leaves open of them is no device's (novoda's
    /// adaptive demos pin a blur view's height and top in each size class alone). Empty for a
    /// document drawn on a device.
    public static func viewsConstrainedOnlyInSizeClasses(of document: Document) -> Set<String> {
        guard InterfaceBuilderMetrics.device(of: document) == nil else { return [] }
        var views: Set<String> = []
        for variation in document.elements(named: "variation") where variation.key != "default" {
            for mask in variation.children(named: "mask") {
                for reference in mask.children(named: "include") {
                    guard let id = reference[attribute: "reference"] else { continue }
                    views.formUnion(DocumentLayoutContext.viewIDs(ofConstraint: id, in: document))
                }
            }
        }
        return views
    }
}
