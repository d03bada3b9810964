import Foundation
import NibDocument

/// A color as a nib describes it: components when the file gives them, else a system or asset
/// color's name (which only the platform can resolve).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1, in the nib's color space; nil for a named color.
    public var red: Double?
    /// The green component, 0…1, in the nib's color space; nil for a named color.
    public var green: Double?
    /// The blue component, 0…1, in the nib's color space; nil for a named color.
    public var blue: Double?
    /// The opacity, 0…1; 1 for a named color.
    public var alpha: Double
    /// `systemBackgroundColor`, `labelColor`, an asset-catalog name, …
    public var name: String?

    /// A color from components, opaque unless `alpha` is given (`UIColor(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray from one component, 0 (black) … 1 (white) (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A system or asset-catalog color by name, left for the platform to resolve (`UIColor(named:)`).
    public init(named name: String) {
        self.name = name
        self.alpha = 1
    }

    /// The colour a nib's `<color>` describes (for a `NibDecodedValue` reading a view's children);
    /// nil for one NibKit cannot express.
    public init?(_ color: NibDocument.ColorDescription) {
        switch color.value {
        case let .rgb(red, green, blue, alpha): self.init(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha): self.init(white: white, alpha: alpha)
        case let .system(name): self.init(named: name)
        case let .named(name, _): self.init(named: name)
        case nil: return nil
        }
    }

    /// `Color(name)` for a named color, else `Color(r: …, g: …, b: …, a: …)`.
    public var description: String {
        if let name { return "Color(\(name))" }
        return "Color(r: \(red ?? 0), g: \(green ?? 0), b: \(blue ?? 0), a: \(alpha))"
    }
}

/// A font as a nib describes it.
public struct Font: Sendable, Hashable {
    /// A PostScript name for custom fonts; nil for system fonts.
    public var name: String?
    /// The size in points.
    public var pointSize: Double
    /// `system`, `boldSystem`, `italicSystem`, … for system fonts.
    public var systemType: String?
    /// The weight as the nib writes it (`bold`, `medium`, …); nil for the type's default.
    public var weight: String?
    /// A Dynamic Type style such as `UICTFontTextStyleBody`.
    public var textStyle: String?

    /// A font as given; only `name` and `pointSize` are required.
    public init(name: String?, pointSize: Double, systemType: String? = nil, weight: String? = nil, textStyle: String? = nil) {
        self.name = name
        self.pointSize = pointSize
        self.systemType = systemType
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The regular system font at `size` points (`UIFont.systemFont(ofSize:)`).
    public static func systemFont(ofSize size: Double) -> Font { Font(name: nil, pointSize: size, systemType: "system") }
    /// The bold system font at `size` points (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(name: nil, pointSize: size, systemType: "boldSystem") }

    /// The font a nib's `<fontDescription>` describes (17 points when it gives no size).
    public init(_ font: NibDocument.FontDescription) {
        self.init(name: font.name, pointSize: font.pointSize ?? 17, systemType: font.type,
                  weight: font.weight, textStyle: font.textStyle)
    }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

/// The name this type had before the naming policy (UIKit's names without `UI`) was applied.
@available(*, deprecated, renamed: "Color")
public typealias NibColor = Color

/// The name this type had before the naming policy (UIKit's names without `UI`) was applied.
@available(*, deprecated, renamed: "Font")
public typealias NibFont = Font
