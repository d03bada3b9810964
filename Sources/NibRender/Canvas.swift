import NibDocument
import NibLayout

/// The SVG of one root being written: a group per view, nested as the views are, each translated
/// to its frame, with the view's background, its content (text, control shapes, image), its
/// subviews and its border in that order, as UIKit's layers composite them.
struct Canvas {
    let renderer: NibRenderer
    let prefix: String
    var definitions = ""
    var body = ""
    var views: [RenderedView] = []
    var clipCount = 0
    /// Images already in `definitions`, by digest: each is embedded once and drawn with `<use>`.
    var imageIDs: Set<String> = []
    var problems: [String] = []

    init(renderer: NibRenderer, prefix: String) {
        self.renderer = renderer
        self.prefix = prefix
        body.reserveCapacity(8192)
    }

    // MARK: Roots and views

    /// Draws a root laid out at `size`, its top-left corner at `offset` in the current group and
    /// at `origin` in the picture.
    mutating func draw(root: LayoutRoot, at size: LayoutSize, offset: (x: Double, y: Double) = (0, 0),
                       origin: (x: Double, y: Double)) {
        let frames: [Rect?] = renderer.options.solvedFrames ? root.frames(at: size) : Array(repeating: nil, count: root.views.count)
        var children = Array(repeating: [Int](), count: root.views.count)
        for view in root.views { if let parent = view.superviewIndex { children[parent].append(view.index) } }
        let context = Context(root: root, frames: frames, children: children)
        let rootFrame = Rect(x: offset.x, y: offset.y, width: size.width, height: size.height)
        draw(view: root.views[0], frame: rootFrame, absolute: (origin.x, origin.y), solved: frames.first.flatMap { $0 } != nil,
             context: context, tint: renderer.system("systemBlueColor"))
    }

    struct Context {
        let root: LayoutRoot
        let frames: [Rect?]
        let children: [[Int]]
    }

    /// A usable frame: finite, not absurdly large.
    static func usable(_ rect: Rect?) -> Rect? {
        guard let rect, rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
              abs(rect.x) < 1e6, abs(rect.y) < 1e6, rect.width >= 0, rect.height >= 0,
              rect.width < 1e6, rect.height < 1e6 else { return nil }
        return rect
    }

    mutating func draw(view: LayoutView, frame: Rect, absolute: (x: Double, y: Double), solved: Bool,
                       context: Context, tint inherited: RGBA) {
        let element = view.element
        guard !view.isHidden else { return }
        views.append(RenderedView(id: view.id, name: view.name,
                                  frame: Rect(x: absolute.x, y: absolute.y, width: frame.width, height: frame.height),
                                  isSolved: solved))
        let tint = renderer.color(element, key: "tintColor") ?? inherited
        let width = frame.width
        let height = frame.height
        let layer = LayerStyle(element: element, renderer: renderer)
        body += "<g id=\"\(prefix)\(SVG.idSafe(view.id))\" class=\"view \(element.name)\" data-id=\"\(SVG.escape(view.id))\""
        if frame.x != 0 || frame.y != 0 {
            body += " transform=\"translate(\(SVG.number(frame.x)) \(SVG.number(frame.y)))\""
        }
        if let alpha = element.double("alpha"), alpha < 1 { body += " opacity=\"\(SVG.number(max(alpha, 0)))\"" }
        body += ">\n"

        if let background = renderer.color(element, key: "backgroundColor") ?? defaultBackground(element), !background.isClear {
            body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\""
            if layer.cornerRadius > 0 { body += " rx=\"\(SVG.number(layer.cornerRadius))\"" }
            body += " \(SVG.fill(background))/>\n"
        }
        let clips = element.bool("clipsSubviews") == true || layer.masksToBounds
        let clipClose = clips ? openClip(width: width, height: height, radius: layer.cornerRadius) : ""

        drawContent(of: element, width: width, height: height, tint: tint)

        if element.name == "tableView" { drawTableCells(of: element, width: width, absolute: absolute, tint: tint) }
        if element.name == "collectionView" { drawCollectionCells(of: element, absolute: absolute, tint: tint) }

        for childIndex in context.children[view.index] {
            let child = context.root.views[childIndex]
            let solvedFrame = Canvas.usable(context.frames[childIndex])
            let childFrame = solvedFrame ?? child.storedFrame
            draw(view: child, frame: childFrame, absolute: (absolute.x + childFrame.x, absolute.y + childFrame.y),
                 solved: solvedFrame != nil, context: context, tint: tint)
        }
        if element.name == "tableViewCell" { drawAccessory(of: element, width: width, height: height, tint: tint) }
        body += clipClose
        if layer.borderWidth > 0, let color = layer.borderColor {
            let inset = layer.borderWidth / 2
            body += "<rect x=\"\(SVG.number(inset))\" y=\"\(SVG.number(inset))\" width=\"\(SVG.number(max(0, width - layer.borderWidth)))\""
            body += " height=\"\(SVG.number(max(0, height - layer.borderWidth)))\""
            if layer.cornerRadius > 0 { body += " rx=\"\(SVG.number(max(0, layer.cornerRadius - inset)))\"" }
            body += " fill=\"none\" \(SVG.stroke(color, width: layer.borderWidth))/>\n"
        }
        body += "</g>\n"
    }

    /// An image's entry in `<defs>`, on a line of its own: `Composite` and the HTML report drop
    /// the repeats of an id they already hold, so a picture of many roots holds each image once.
    static func imageDefinition(id: String, width: Double, height: Double, dataURL: String) -> String {
        "<image id=\"\(id)\" width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" preserveAspectRatio=\"none\" href=\"\(dataURL)\"/>\n"
    }

    /// Starts clipping to the bounds (rounded by `radius`); returns what closes it.
    mutating func openClip(width: Double, height: Double, radius: Double) -> String {
        if radius <= 0 {
            body += "<svg width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" overflow=\"hidden\">\n"
            return "</svg>\n"
        }
        clipCount += 1
        let id = "\(prefix)clip\(clipCount)"
        definitions += "<clipPath id=\"\(id)\"><rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"\(SVG.number(radius))\"/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id))\">\n"
        return "</g>\n"
    }

    func defaultBackground(_ element: Element) -> RGBA? {
        switch element.name {
        case "tableViewCell": return renderer.system("systemBackgroundColor")
        case "tableView":
            let grouped = element[attribute: "style"].map { $0.lowercased().contains("grouped") } ?? false
            return renderer.system(grouped ? "systemGroupedBackgroundColor" : "systemBackgroundColor")
        case "navigationBar", "toolbar", "tabBar": return renderer.appearance == .dark ? RGBA.bytes(22, 22, 24) : RGBA.bytes(249, 249, 249)
        default: return nil
        }
    }

    // MARK: Tables and collections

    /// A table's prototype (or static) cells at their saved places, laid out at the table's
    /// width, with separators.
    mutating func drawTableCells(of table: Element, width: Double, absolute: (x: Double, y: Double), tint: RGBA) {
        var cells: [Element] = []
        for child in table.children {
            if child.name == "prototypes" { cells += child.children.filter { $0.name == "tableViewCell" } }
            if child.name == "sections" {
                for section in child.children {
                    cells += section.child(named: "cells")?.children.filter { $0.name == "tableViewCell" } ?? []
                }
            }
        }
        let separators = table[attribute: "separatorStyle"] != "none"
        let separator = renderer.system("separatorColor")
        if let first = cells.first, table.child(named: "prototypes") != nil, let frame = first.frame, frame.y >= 28 {
            let font = RenderFont.system(13)
            body += "<text x=\"20\" y=\"\(SVG.number(frame.y - 10))\" \(font.svgAttributes) \(SVG.fill(renderer.system("secondaryLabelColor")))>Prototype Cells</text>\n"
        }
        for cell in cells {
            guard let id = cell.id, let root = renderer.cellRoots[id], let frame = cell.frame else { continue }
            let size = LayoutSize(width: width, height: frame.height)
            draw(root: root, at: size, offset: (frame.x, frame.y), origin: (absolute.x + frame.x, absolute.y + frame.y))
            if separators {
                let y = frame.y + frame.height - 0.25
                body += "<line x1=\"\(SVG.number(frame.x + 16))\" y1=\"\(SVG.number(y))\" x2=\"\(SVG.number(frame.x + width))\" y2=\"\(SVG.number(y))\" \(SVG.stroke(separator, width: 0.5))/>\n"
            }
        }
    }

    /// A collection's cells and supplementary views at their saved frames.
    mutating func drawCollectionCells(of collection: Element, absolute: (x: Double, y: Double), tint: RGBA) {
        var cells: [Element] = []
        for child in collection.children {
            if child.name == "cells" { cells += child.children.filter { LayoutSystem.isCell($0) } }
            if LayoutSystem.isCell(child) { cells.append(child) }
        }
        for cell in cells {
            guard let id = cell.id, let root = renderer.cellRoots[id], let frame = cell.frame else { continue }
            draw(root: root, at: LayoutSize(width: frame.width, height: frame.height),
                 offset: (frame.x, frame.y), origin: (absolute.x + frame.x, absolute.y + frame.y))
        }
    }

    mutating func drawAccessory(of cell: Element, width: Double, height: Double, tint: RGBA) {
        let x = width - 20
        let middle = height / 2
        let gray = renderer.system("tertiaryLabelColor")
        switch cell[attribute: "accessoryType"] {
        case "disclosureIndicator":
            body += "<path d=\"M\(SVG.number(x - 4)) \(SVG.number(middle - 6.5)) L\(SVG.number(x + 2)) \(SVG.number(middle)) L\(SVG.number(x - 4)) \(SVG.number(middle + 6.5))\" fill=\"none\" \(SVG.stroke(gray, width: 2)) stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case "checkmark":
            body += "<path d=\"M\(SVG.number(x - 8)) \(SVG.number(middle)) L\(SVG.number(x - 3)) \(SVG.number(middle + 5)) L\(SVG.number(x + 5)) \(SVG.number(middle - 6))\" fill=\"none\" \(SVG.stroke(tint, width: 2)) stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
        case "detailButton", "detailDisclosureButton":
            body += "<circle cx=\"\(SVG.number(x - 2))\" cy=\"\(SVG.number(middle))\" r=\"10\" fill=\"none\" \(SVG.stroke(tint, width: 1.5))/>\n"
            let font = RenderFont.system(14, weight: 600)
            body += "<text x=\"\(SVG.number(x - 2))\" y=\"\(SVG.number(middle + 5))\" text-anchor=\"middle\" \(font.svgAttributes) \(SVG.fill(tint))>i</text>\n"
        default: break
        }
    }
}

/// A view's layer as user-defined runtime attributes set it (`layer.cornerRadius`,
/// `layer.borderWidth`, `layer.borderColor`, `layer.masksToBounds`), or the same keys without
/// `layer.` (the usual `@IBInspectable` names).
struct LayerStyle {
    var cornerRadius = 0.0
    var borderWidth = 0.0
    var borderColor: RGBA?
    var masksToBounds = false

    init(element: Element, renderer: NibRenderer) {
        guard element.child(named: "userDefinedRuntimeAttributes") != nil else { return }
        for attribute in element.userDefinedRuntimeAttributes {
            guard var keyPath = attribute.keyPath else { continue }
            if keyPath.hasPrefix("layer.") { keyPath.removeFirst("layer.".count) }
            switch keyPath {
            case "cornerRadius": cornerRadius = max(0, attribute.value.flatMap(Double.init) ?? 0)
            case "borderWidth": borderWidth = max(0, attribute.value.flatMap(Double.init) ?? 0)
            case "borderColor", "borderUIColor":
                borderColor = attribute.valueElement.flatMap { $0.name == "color" ? $0 : nil }
                    .flatMap { renderer.color($0.parent ?? $0, key: "value") }
            case "masksToBounds", "clipsToBounds": masksToBounds = attribute.value == "YES"
            default: break
            }
        }
        if borderWidth > 0, borderColor == nil { borderColor = .black }
    }
}
