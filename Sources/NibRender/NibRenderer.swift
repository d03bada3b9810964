import Foundation
import NibDocument
import NibLayout

/// How `NibRenderer` draws.
public struct RenderOptions: Sendable {
    /// Lay every root out at this size (points). Nil: the device's size for scene roots and its
    /// width for other roots when `device` is set, else the saved size.
    public var size: LayoutSize?
    /// Draw for this device. Nil: the nib's `<device>`, whose size the saved frames already have.
    public var device: Device?
    /// Light or dark. Nil: the nib's `<device appearance=…>`, else light.
    public var appearance: Appearance?
    /// Where named colours and images come from; nil: none (labelled placeholders are drawn).
    public var assets: AssetCatalog?
    /// Put before every `id` in the SVG, so that several pictures can share one HTML page.
    public var idPrefix: String
    /// Draw the frames the layout engine solves (true, the default) or the frames the nib saved.
    public var solvedFrames: Bool
    /// How the layout engine builds its constraints.
    public var layout: LayoutOptions

    public init(size: LayoutSize? = nil, device: Device? = nil, appearance: Appearance? = nil,
                assets: AssetCatalog? = nil, idPrefix: String = "", solvedFrames: Bool = true,
                layout: LayoutOptions = .interfaceBuilder) {
        self.size = size
        self.device = device
        self.appearance = appearance
        self.assets = assets
        self.idPrefix = idPrefix
        self.solvedFrames = solvedFrames
        self.layout = layout
    }
}

/// One view as drawn: where it is in its root's picture.
public struct RenderedView: Sendable, Hashable {
    /// The nib object id.
    public let id: String
    /// `UILabel:Tl5-Hx-0Ke`.
    public let name: String
    /// The frame in the root's picture (root coordinates, points).
    public let frame: Rect
    /// Whether the engine laid the view out (false: the saved frame is drawn).
    public let isSolved: Bool
}

/// A root drawn as SVG.
public struct RenderedRoot: Sendable {
    /// The root view's nib id.
    public let id: String
    /// What to call it: `BookCell (UITableViewCell Ka3-Fp-8Rw)`, or a scene's controller.
    public let title: String
    /// The picture's size in points.
    public let size: LayoutSize
    /// A complete `<svg>` element (no XML declaration), `size` points wide and high.
    public let svg: String
    /// Every view drawn, the root first, in drawing order.
    public let views: [RenderedView]
    /// What could not be drawn and why, each `file:line: message` (an image over the budget).
    public var problems: [String] = []

    /// The view with this id.
    public func view(withID id: String) -> RenderedView? { views.first { $0.id == id } }
}

/// Draws the roots of a document (each top-level view or cell of a XIB, each scene of a
/// storyboard) as SVG, at the frames NibLayout solves, or the saved frames where a view is not
/// laid out.
///
/// ```swift
/// let document = try Document(contentsOfFile: "BookCell.xib")
/// let renderer = NibRenderer(document: document, options: RenderOptions(assets: .near(file: document.file)))
/// for root in renderer.render() { try root.svg.write(toFile: "\(root.id).svg", atomically: true, encoding: .utf8) }
/// ```
public struct NibRenderer {
    public let document: Document
    public let options: RenderOptions
    /// The layout system the frames come from.
    public let system: LayoutSystem
    /// The roots drawn on their own (prototype cells are drawn inside their table or collection).
    public let roots: [LayoutRoot]
    /// Light or dark: the option, else the nib's `<device appearance=…>`.
    public let appearance: Appearance
    let resources: DocumentResources
    let cellRoots: [String: LayoutRoot]

    /// Draws `document`, laid out with `options.layout`.
    public init(document: Document, options: RenderOptions = RenderOptions()) {
        self.init(system: LayoutSystem(document: document, options: options.layout), options: options)
    }

    /// Draws the document of `system`, a layout system built (and perhaps already solved) by
    /// someone else, such as the layout rules of a lint: its roots' solvers are reused at their
    /// sizes, so nothing is solved twice. `options.layout` is not used: the system has its own.
    public init(system: LayoutSystem, options: RenderOptions = RenderOptions()) {
        let document = system.document
        self.document = document
        self.options = options
        self.system = system
        let device = document.root.child(named: "device")
        appearance = options.appearance ?? (device?[attribute: "appearance"] == "dark" ? .dark : .light)
        resources = DocumentResources(document: document)
        var cells: [String: LayoutRoot] = [:]
        let rootElements = Set(system.roots.map(\.element))
        var own: [LayoutRoot] = []
        for root in system.roots {
            if LayoutSystem.isCell(root.element) { cells[root.id] = root }
            // A root inside another root (a prototype cell in a table) is drawn there.
            if root.element.ancestors.contains(where: { rootElements.contains($0) }) { continue }
            own.append(root)
        }
        self.roots = own
        self.cellRoots = cells
    }

    /// Every root, drawn.
    public func render() -> [RenderedRoot] { roots.map(render) }

    /// The root with this id (a top-level view, a scene's root view or its controller's id, or a
    /// prototype cell), drawn; nil when there is none.
    public func render(objectID id: String) -> RenderedRoot? {
        if let root = system.roots.first(where: { $0.id == id || $0.controller?.id == id }) { return render(root) }
        return nil
    }

    /// The ids `render(objectID:)` accepts, for messages.
    public var objectIDs: [String] { system.roots.map(\.id) }

    /// The size a root is drawn at.
    public func size(of root: LayoutRoot) -> LayoutSize {
        if let size = options.size { return size }
        let saved = NibRenderer.usableSize(root)
        guard let device = options.device else { return saved }
        let landscape = document.root.child(named: "device")?[attribute: "orientation"] == "landscape"
        let screen = landscape ? device.landscape : device.portrait
        if root.controller != nil { return screen }
        return LayoutSize(width: screen.width, height: saved.height)
    }

    /// Draws one root.
    public func render(_ root: LayoutRoot) -> RenderedRoot {
        let size = self.size(of: root)
        var canvas = Canvas(renderer: self, prefix: options.idPrefix + SVG.idSafe(root.id) + "-")
        canvas.draw(root: root, at: size, origin: (0, 0))
        let width = SVG.number(max(size.width, 1))
        let height = SVG.number(max(size.height, 1))
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        svg += " data-root=\"\(SVG.escape(root.id))\">\n"
        if !canvas.definitions.isEmpty { svg += "<defs>\n" + canvas.definitions + "</defs>\n" }
        svg += canvas.body
        svg += "</svg>\n"
        var rendered = RenderedRoot(id: root.id, title: title(of: root), size: size, svg: svg, views: canvas.views)
        rendered.problems = canvas.problems
        return rendered
    }

    /// The saved size, with a dimension that is not a usable number (`nan`, negative, huge)
    /// replaced by the extent of the subviews' saved frames.
    static func usableSize(_ root: LayoutRoot) -> LayoutSize {
        func usable(_ value: Double) -> Bool { value.isFinite && value > 0 && value < 100_000 }
        var size = root.savedSize
        guard !usable(size.width) || !usable(size.height) else { return size }
        var extent = (width: 0.0, height: 0.0)
        for view in root.views.dropFirst() {
            let frame = view.storedFrame
            if usable(frame.x + frame.width) { extent.width = max(extent.width, frame.x + frame.width) }
            if usable(frame.y + frame.height) { extent.height = max(extent.height, frame.y + frame.height) }
        }
        if !usable(size.width) { size.width = max(extent.width, 44) }
        if !usable(size.height) { size.height = max(extent.height, 44) }
        return size
    }

    func title(of root: LayoutRoot) -> String {
        let element = root.controller ?? root.element
        let className = element.className ?? element.name
        var name = element.userLabel ?? element.customClass ?? element[attribute: "title"]
        if name == nil, let controller = root.controller {
            name = controller.child(key: "navigationItem")?[attribute: "title"]
        }
        if let name, name != className { return "\(name) (\(className) \(element.id ?? ""))" }
        return "\(className) \(element.id ?? "")"
    }

    /// A colour of the nib, in the renderer's appearance: system colours from the table, named
    /// colours from the asset catalogs, then from the nib's `<resources>`.
    func resolve(_ description: ColorDescription?) -> RGBA? {
        guard let description else { return nil }
        let element = description.element
        if let name = element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"],
           let color = SystemColors.color(named: name, appearance: appearance) {
            return color
        }
        if let name = element[attribute: "name"] {
            if let color = options.assets?.color(named: name, appearance: appearance) { return color }
            if let color = resources.namedColors[name] { return resolve(color) }
            if let color = SystemColors.color(named: name, appearance: appearance) { return color }
        }
        switch description.value {
        case let .rgb(red, green, blue, alpha): return RGBA(red, green, blue, alpha)
        case let .white(white, alpha): return RGBA.white(white, alpha)
        case .system(let name):
            if let color = resources.systemColors[name] { return resolve(color) }
            return nil
        default: return nil
        }
    }

    func color(_ element: Element, key: String) -> RGBA? { resolve(element.color(forKey: key)) }

    func system(_ name: String) -> RGBA { SystemColors.color(named: name, appearance: appearance) ?? .black }
}

extension LayoutSystem {
    static func isCell(_ element: Element) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name)
    }
}

/// `<resources>`: the colours Interface Builder resolved at save time.
struct DocumentResources {
    var namedColors: [String: ColorDescription] = [:]
    var systemColors: [String: ColorDescription] = [:]
    var images: [String: Element] = [:]

    init(document: Document) {
        guard let resources = document.root.child(named: "resources") else { return }
        for child in resources.children {
            guard let name = child[attribute: "name"] else { continue }
            switch child.name {
            case "namedColor": if let color = child.colors.first { namedColors[name] = color }
            case "systemColor": if let color = child.colors.first { systemColors[name] = color }
            case "image": images[name] = child
            default: break
            }
        }
    }
}

extension SVG {
    /// An id fragment: letters, digits, `-` and `_`.
    static func idSafe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
