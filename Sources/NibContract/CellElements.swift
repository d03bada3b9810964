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

    /// Whether the class an object names (its `customClass`, in its module) is, once loaded, a
    /// kind's required class or a subclass of it: each checker answers from what it knows, the
    /// linter from the sources' class chains, NibKit from its class registry.
    public typealias CellClassTest = (_ object: Element, _ kind: CellRegistration.Kind) -> Bool

    /// Whether `object` can be the single top-level object of a nib registered as `kind`. UIKit's
    /// test is the loaded object's class (`isKindOfClass:`), not the element Interface Builder
    /// wrote, so a plain `<view>` whose class is a cell class passes too, when `isCellClass`
    /// says its class is one (see `isPlainViewOfCellClass`).
    public static func isAcceptable(_ object: Element, as kind: CellRegistration.Kind, isCellClass: CellClassTest? = nil) -> Bool {
        switch kind {
        case .tableViewCell:
            if object.name == "tableViewCell" { return true }
        case .collectionViewCell:
            if object.name == "collectionViewCell" { return true }
        case .collectionReusableView:
            if object.name == "collectionViewCell" || object.name == "collectionReusableView" { return true }
        case .tableViewHeaderFooterView:
            // Interface Builder can't make a header/footer view at the top level of a XIB, so real
            // projects draw a plain view and set its class to their header subclass.
            if object.name == "tableViewHeaderFooterView" || (object.name == "view" && object.customClass != nil) { return true }
        }
        return isPlainViewOfCellClass(object, as: kind, isCellClass: isCellClass)
    }

    /// A `<view>` whose class is a cell class of `kind` (a `UITableViewCell` subclass drawn as a
    /// plain view): a cell once loaded. Without a way to tell a class's superclasses, none is.
    public static func isPlainViewOfCellClass(_ object: Element, as kind: CellRegistration.Kind, isCellClass: CellClassTest?) -> Bool {
        guard object.name == "view", object.customClass != nil, let isCellClass else { return false }
        return isCellClass(object, kind)
    }

    /// The object the cell checks look at among a nib's top-level objects: the acceptable one,
    /// else the first cell.
    public static func cell(among objects: [Element], kind: CellRegistration.Kind, isCellClass: CellClassTest? = nil) -> Element? {
        objects.first { isAcceptable($0, as: kind, isCellClass: isCellClass) }
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
