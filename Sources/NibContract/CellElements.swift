import NibDocument

/// What the cell checks agree on: which elements are cells, which kind of registration a XIB's
/// cells imply, and which object of a nib is the cell for a registration.
public enum CellElements {
    /// The element names of the objects a cell nib may hold at its top level.
    public static let topLevelCellNames: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// The kind of cell nib a XIB is, judged from its top-level objects (the first cell's); nil
    /// for a XIB with no cell at its top level (a plain view nib) and for storyboards.
    public static func inferredKind(of document: Document) -> CellRegistration.Kind? {
        guard document.kind == .xib, document.platform != .macOS else { return nil }
        for object in document.objects {
            switch object.name {
            case "tableViewCell": return .tableViewCell
            case "collectionViewCell": return .collectionViewCell
            case "collectionReusableView": return .collectionReusableView
            case "tableViewHeaderFooterView": return .tableViewHeaderFooterView
            default: continue
            }
        }
        return nil
    }

    /// Whether `object` can be the single top-level object of a nib registered as `kind`.
    public static func isAcceptable(_ object: Element, as kind: CellRegistration.Kind) -> Bool {
        switch kind {
        case .tableViewCell:
            return object.name == "tableViewCell"
        case .collectionViewCell:
            return object.name == "collectionViewCell"
        case .collectionReusableView:
            return object.name == "collectionViewCell" || object.name == "collectionReusableView"
        case .tableViewHeaderFooterView:
            // Interface Builder can't make a header/footer view at the top level of a XIB, so real
            // projects draw a plain view and set its class to their header subclass.
            return object.name == "tableViewHeaderFooterView" || (object.name == "view" && object.customClass != nil)
        }
    }

    /// The object the cell checks look at among a nib's top-level objects: the acceptable one,
    /// else the first cell.
    public static func cell(among objects: [Element], kind: CellRegistration.Kind) -> Element? {
        objects.first { isAcceptable($0, as: kind) }
            ?? objects.first { topLevelCellNames.contains($0.name) }
    }

    /// `tableViewCell 'BookCell'`: how messages name an object.
    public static func name(_ element: Element) -> String {
        element.customClass.map { "\(element.name) '\($0)'" } ?? element.name
    }

    /// `tableViewCell 'BookCell' (line 14)`: how messages name an object elsewhere in the file.
    public static func describe(_ element: Element) -> String {
        name(element) + " (line \(element.line))"
    }
}
