/// A colour in sRGB with components in 0…1.
public struct RGBA: Sendable, Hashable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from 0…1 components; opaque unless `alpha` is given.
    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0…255 components, as Apple's documentation lists them.
    static func bytes(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> RGBA {
        RGBA(red / 255, green / 255, blue / 255, alpha)
    }

    static func white(_ white: Double, _ alpha: Double = 1) -> RGBA { RGBA(white, white, white, alpha) }

    /// Fully transparent black (`UIColor.clear`).
    public static let clear = RGBA(0, 0, 0, 0)
    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA(1, 1, 1)

    /// `#rrggbb`, the form SVG and CSS read everywhere (opacity goes in a separate attribute).
    public var hex: String {
        func byte(_ value: Double) -> String {
            // max(NaN, 0) is NaN, which Int(_:) traps on: a component that is not a number is 0.
            let number = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(number, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// True when alpha is 1, give or take rounding (at least 0.999).
    public var isOpaque: Bool { alpha >= 0.999 }
    /// True when alpha is 0, give or take rounding (at most 0.001): nothing is drawn.
    public var isClear: Bool { alpha <= 0.001 }

    /// This colour drawn over `background` (both taken as sRGB, alpha compositing).
    public func over(_ background: RGBA) -> RGBA {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / a
        }
        return RGBA(mix(red, background.red), mix(green, background.green), mix(blue, background.blue), a)
    }
}

/// Light or dark: which value a dynamic system colour takes.
public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}

/// UIKit's system colours, by the name Interface Builder writes (`systemColor="labelColor"`,
/// `cocoaTouchSystemColor="darkTextColor"`), each with its light and dark value.
///
/// Source: Apple Developer Documentation, UIKit "Standard colors" and "UI element colors"
/// (https://developer.apple.com/documentation/uikit/standard-colors,
/// https://developer.apple.com/documentation/uikit/ui-element-colors), with the RGB values Apple's
/// Human Interface Guidelines "Color" page published for iOS 15–17
/// (https://developer.apple.com/design/human-interface-guidelines/color). The light values agree
/// with what Interface Builder itself writes into `<resources><systemColor>` (e.g.
/// `secondaryLabelColor` = 60, 60, 67 at 60 %, `systemGray5Color` = 229, 229, 234). The fixed
/// colours (`blackColor`, `lightGrayColor`, …) are UIColor's class properties, the same in both.
public enum SystemColors {
    /// Name → (light, dark).
    public static let table: [String: (light: RGBA, dark: RGBA)] = {
        var table: [String: (light: RGBA, dark: RGBA)] = [
            // Adaptable standard colours.
            "systemRedColor": (.bytes(255, 59, 48), .bytes(255, 69, 58)),
            "systemOrangeColor": (.bytes(255, 149, 0), .bytes(255, 159, 10)),
            "systemYellowColor": (.bytes(255, 204, 0), .bytes(255, 214, 10)),
            "systemGreenColor": (.bytes(52, 199, 89), .bytes(48, 209, 88)),
            "systemMintColor": (.bytes(0, 199, 190), .bytes(99, 230, 226)),
            "systemTealColor": (.bytes(48, 176, 199), .bytes(64, 200, 224)),
            "systemCyanColor": (.bytes(50, 173, 230), .bytes(100, 210, 255)),
            "systemBlueColor": (.bytes(0, 122, 255), .bytes(10, 132, 255)),
            "systemIndigoColor": (.bytes(88, 86, 214), .bytes(94, 92, 230)),
            "systemPurpleColor": (.bytes(175, 82, 222), .bytes(191, 90, 242)),
            "systemPinkColor": (.bytes(255, 45, 85), .bytes(255, 55, 95)),
            "systemBrownColor": (.bytes(162, 132, 94), .bytes(172, 142, 104)),
            // Adaptable grays.
            "systemGrayColor": (.bytes(142, 142, 147), .bytes(142, 142, 147)),
            "systemGray2Color": (.bytes(174, 174, 178), .bytes(99, 99, 102)),
            "systemGray3Color": (.bytes(199, 199, 204), .bytes(72, 72, 74)),
            "systemGray4Color": (.bytes(209, 209, 214), .bytes(58, 58, 60)),
            "systemGray5Color": (.bytes(229, 229, 234), .bytes(44, 44, 46)),
            "systemGray6Color": (.bytes(242, 242, 247), .bytes(28, 28, 30)),
            // Label colours.
            "labelColor": (.bytes(0, 0, 0), .bytes(255, 255, 255)),
            "secondaryLabelColor": (.bytes(60, 60, 67, 0.6), .bytes(235, 235, 245, 0.6)),
            "tertiaryLabelColor": (.bytes(60, 60, 67, 0.3), .bytes(235, 235, 245, 0.3)),
            "quaternaryLabelColor": (.bytes(60, 60, 67, 0.18), .bytes(235, 235, 245, 0.16)),
            "placeholderTextColor": (.bytes(60, 60, 67, 0.3), .bytes(235, 235, 245, 0.3)),
            "linkColor": (.bytes(0, 122, 255), .bytes(9, 132, 255)),
            // Separators.
            "separatorColor": (.bytes(60, 60, 67, 0.29), .bytes(84, 84, 88, 0.6)),
            "opaqueSeparatorColor": (.bytes(198, 198, 200), .bytes(56, 56, 58)),
            // Fills.
            "systemFillColor": (.bytes(120, 120, 128, 0.2), .bytes(120, 120, 128, 0.36)),
            "secondarySystemFillColor": (.bytes(120, 120, 128, 0.16), .bytes(120, 120, 128, 0.32)),
            "tertiarySystemFillColor": (.bytes(118, 118, 128, 0.12), .bytes(118, 118, 128, 0.24)),
            "quaternarySystemFillColor": (.bytes(116, 116, 128, 0.08), .bytes(118, 118, 128, 0.18)),
            // Backgrounds.
            "systemBackgroundColor": (.bytes(255, 255, 255), .bytes(0, 0, 0)),
            "secondarySystemBackgroundColor": (.bytes(242, 242, 247), .bytes(28, 28, 30)),
            "tertiarySystemBackgroundColor": (.bytes(255, 255, 255), .bytes(44, 44, 46)),
            "systemGroupedBackgroundColor": (.bytes(242, 242, 247), .bytes(0, 0, 0)),
            "secondarySystemGroupedBackgroundColor": (.bytes(255, 255, 255), .bytes(28, 28, 30)),
            "tertiarySystemGroupedBackgroundColor": (.bytes(242, 242, 247), .bytes(44, 44, 46)),
            // Nonadaptable.
            "lightTextColor": (.white(1, 0.6), .white(1, 0.6)),
            "darkTextColor": (.black, .black),
            "groupTableViewBackgroundColor": (.bytes(242, 242, 247), .bytes(0, 0, 0)),
            "tintColor": (.bytes(0, 122, 255), .bytes(10, 132, 255)),
        ]
        // UIColor's fixed colours.
        let fixed: [String: RGBA] = [
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
            "darkGrayColor": .white(1.0 / 3), "lightGrayColor": .white(2.0 / 3), "grayColor": .white(0.5),
            "redColor": RGBA(1, 0, 0), "greenColor": RGBA(0, 1, 0), "blueColor": RGBA(0, 0, 1),
            "cyanColor": RGBA(0, 1, 1), "yellowColor": RGBA(1, 1, 0), "magentaColor": RGBA(1, 0, 1),
            "orangeColor": RGBA(1, 0.5, 0), "purpleColor": RGBA(0.5, 0, 0.5), "brownColor": RGBA(0.6, 0.4, 0.2),
            // Pre-iOS 13 table-view background pattern colour, drawn as its grouped background.
            "tableViewBackgroundColor": .bytes(242, 242, 247),
        ]
        for (name, value) in fixed { table[name] = (value, value) }
        return table
    }()

    /// The value of a system colour in an appearance; nil for a name not in the table.
    public static func color(named name: String, appearance: Appearance) -> RGBA? {
        guard let entry = table[name] ?? table[name + "Color"] else { return nil }
        return appearance == .dark ? entry.dark : entry.light
    }
}
