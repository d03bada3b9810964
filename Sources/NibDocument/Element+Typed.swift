/// Typed reading of the attributes and child elements Interface Builder writes on objects. Each is a
/// thin view over the lossless tree: the raw attributes and children stay available.
extension Element {
    /// The Interface Builder object id (`id="Ka3-Fp-8Rw"`), nil for elements without one.
    public var id: String? { self[attribute: "id"] }
    /// The property of the parent this element sets, e.g. `frame`, `contentView`, `backgroundColor`.
    public var key: String? { self[attribute: "key"] }
    public var customClass: String? { self[attribute: "customClass"] }
    public var customModule: String? { self[attribute: "customModule"] }
    /// `target` when Xcode resolves the module to the target the file belongs to.
    public var customModuleProvider: String? { self[attribute: "customModuleProvider"] }
    public var reuseIdentifier: String? { self[attribute: "reuseIdentifier"] }
    public var userLabel: String? { self[attribute: "userLabel"] }
    /// A storyboard scene's controller: the Storyboard ID code instantiates it by.
    public var storyboardIdentifier: String? { self[attribute: "storyboardIdentifier"] }

    /// The class this object is instantiated as: its `customClass`, else the base class for its tag.
    public var className: String? { customClass ?? baseClassName }

    /// The UIKit (or, in a macOS document, AppKit) class Interface Builder instantiates for this tag,
    /// or nil when the tag is not an object we know.
    public var baseClassName: String? {
        let platform = document.platform
        return ElementClassTable.baseClassName(forElement: name, platform: platform)
    }

    /// `<rect key="frame" …>`, the object's frame in its superview.
    public var frame: Rect? { child(key: "frame").flatMap(Rect.init(element:)) }

    /// The views inside `<subviews>`, in order.
    public var subviews: [Element] {
        child(named: "subviews").map { Array($0.children) } ?? []
    }

    /// Outlets, outlet collections, actions and segues whose source is this object.
    public var connections: [Connection] {
        child(named: "connections")?.children.compactMap { Connection(element: $0, source: self) } ?? []
    }

    /// The constraints this view holds (`<constraints>`); a constraint without `firstItem` is
    /// about this view.
    public var constraints: [Constraint] {
        child(named: "constraints")?.children.compactMap { Constraint(element: $0, owner: self) } ?? []
    }

    public var userDefinedRuntimeAttributes: [RuntimeAttribute] {
        child(named: "userDefinedRuntimeAttributes")?.children.compactMap(RuntimeAttribute.init(element:)) ?? []
    }

    /// Every `<color key=…>` child, e.g. `backgroundColor`, `textColor`, `tintColor`.
    public var colors: [ColorDescription] {
        children.compactMap { $0.name == "color" ? ColorDescription(element: $0) : nil }
    }

    public func color(forKey key: String) -> ColorDescription? {
        children.first { $0.name == "color" && $0.key == key }.flatMap(ColorDescription.init(element:))
    }

    /// `<fontDescription key="fontDescription" …>` (UIKit) or `<font key="font" …>` (AppKit).
    public var font: FontDescription? {
        children.first { $0.name == "fontDescription" || ($0.name == "font" && $0.key == "font") }
            .flatMap(FontDescription.init(element:))
    }

    /// An attribute read as a number; nil when absent or not a number.
    public func double(_ attribute: String) -> Double? {
        guard let record = storage.attributeRecord(named: attribute, node: Int(index)) else { return nil }
        return storage.plainDecimal(record) ?? Double(storage.value(of: record))
    }

    /// An attribute read as Interface Builder writes booleans (`YES`/`NO`); nil when absent.
    public func bool(_ attribute: String) -> Bool? {
        switch self[attribute: attribute] {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }
}

/// A rectangle as Interface Builder writes it (`<rect x= y= width= height=>`).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Nil unless the element carries the four numbers.
    public init?(element: Element) {
        guard let x = element.double("x"), let y = element.double("y"),
              let width = element.double("width"), let height = element.double("height") else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
