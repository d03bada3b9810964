import Foundation
import NibDocument

/// A color as a nib describes it: components when the file gives them, else a system or asset
/// color's name (which only the platform can resolve).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double?
    public var green: Double?
    public var blue: Double?
    public var alpha: Double
    /// `systemBackgroundColor`, `labelColor`, an asset-catalog name, …
    public var name: String?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(named name: String) {
        self.name = name
        self.alpha = 1
    }

    init?(_ color: NibDocument.ColorDescription) {
        switch color.value {
        case let .rgb(red, green, blue, alpha): self.init(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha): self.init(white: white, alpha: alpha)
        case let .system(name): self.init(named: name)
        case let .named(name, _): self.init(named: name)
        case nil: return nil
        }
    }

    public var description: String {
        if let name { return "Color(\(name))" }
        return "Color(r: \(red ?? 0), g: \(green ?? 0), b: \(blue ?? 0), a: \(alpha))"
    }
}

/// A font as a nib describes it.
public struct Font: Sendable, Hashable {
    /// A PostScript name for custom fonts; nil for system fonts.
    public var name: String?
    public var pointSize: Double
    /// `system`, `boldSystem`, `italicSystem`, … for system fonts.
    public var systemType: String?
    public var weight: String?
    /// A Dynamic Type style such as `UICTFontTextStyleBody`.
    public var textStyle: String?

    public init(name: String?, pointSize: Double, systemType: String? = nil, weight: String? = nil, textStyle: String? = nil) {
        self.name = name
        self.pointSize = pointSize
        self.systemType = systemType
        self.weight = weight
        self.textStyle = textStyle
    }

    public static func systemFont(ofSize size: Double) -> Font { Font(name: nil, pointSize: size, systemType: "system") }
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(name: nil, pointSize: size, systemType: "boldSystem") }

    init(_ font: NibDocument.FontDescription) {
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
