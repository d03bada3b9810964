/// A `<color>` as Interface Builder writes it.
public struct ColorDescription: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        /// Components in 0…1, in `colorSpace` (e.g. `custom` + `sRGB`, `calibratedRGB`).
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        case white(Double, alpha: Double)
        /// A system color, e.g. `systemBackgroundColor`, `labelColor`, or the older
        /// `cocoaTouchSystemColor` names such as `darkTextColor`.
        case system(String)
        /// A named color: an asset-catalog color, or an AppKit catalog color (`catalog="System"`).
        case named(String, catalog: String?)
    }

    public let element: Element

    init?(element: Element) {
        guard element.name == "color" else { return nil }
        self.element = element
    }

    public var key: String? { element.key }
    public var colorSpace: String? { element[attribute: "colorSpace"] }
    public var customColorSpace: String? { element[attribute: "customColorSpace"] }

    /// Nil when the element carries none of the forms Interface Builder writes.
    public var value: Value? {
        // Components win over names: IB writes both for system colors it resolved at save time.
        if let red = element.double("red"), let green = element.double("green"), let blue = element.double("blue") {
            return .rgb(red: red, green: green, blue: blue, alpha: element.double("alpha") ?? 1)
        }
        if let white = element.double("white") {
            return .white(white, alpha: element.double("alpha") ?? 1)
        }
        if let system = element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"] {
            return .system(system)
        }
        if let name = element[attribute: "name"] {
            return .named(name, catalog: element[attribute: "catalog"])
        }
        return nil
    }

    /// The resolved RGBA components, when the file writes them.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double)? {
        switch value {
        case let .rgb(red, green, blue, alpha): return (red, green, blue, alpha)
        case let .white(white, alpha): return (white, white, white, alpha)
        default: return nil
        }
    }
}

/// A font: UIKit's `<fontDescription>` or AppKit's `<font>`.
public struct FontDescription: Sendable, Hashable {
    public let element: Element

    init?(element: Element) {
        guard element.name == "fontDescription" || element.name == "font" else { return nil }
        self.element = element
    }

    /// `system`, `boldSystem`, `italicSystem`, or nil for a named font.
    public var type: String? { element[attribute: "type"] }
    /// A PostScript name such as `Helvetica-Bold`, for custom fonts.
    public var name: String? { element[attribute: "name"] ?? element[attribute: "metaFont"] }
    public var family: String? { element[attribute: "family"] }
    public var pointSize: Double? { element.double("pointSize") ?? element.double("size") }
    /// `light`, `medium`, `semibold`, … for system fonts.
    public var weight: String? { element[attribute: "weight"] }
    /// A Dynamic Type text style, e.g. `UICTFontTextStyleBody`.
    public var textStyle: String? { element[attribute: "style"] }
}
