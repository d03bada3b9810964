import Foundation

/// UIKit's name for `LayoutConstraint` (`NSLayoutConstraint`), so that code activating
/// constraints ports without a change.
public typealias NSLayoutConstraint = LayoutConstraint

// UIKit's system colours, by the names Interface Builder writes for them (`systemColor="…"`),
// so that a colour set in code equals the same colour read from a nib. Which colour each one is
// (light or dark, high contrast) is the platform's to resolve; NibKit keeps the name.
extension Color {
    public static let systemBackground = Color(named: "systemBackgroundColor")
    public static let secondarySystemBackground = Color(named: "secondarySystemBackgroundColor")
    public static let tertiarySystemBackground = Color(named: "tertiarySystemBackgroundColor")
    public static let systemGroupedBackground = Color(named: "systemGroupedBackgroundColor")
    public static let secondarySystemGroupedBackground = Color(named: "secondarySystemGroupedBackgroundColor")
    public static let tertiarySystemGroupedBackground = Color(named: "tertiarySystemGroupedBackgroundColor")
    public static let label = Color(named: "labelColor")
    public static let secondaryLabel = Color(named: "secondaryLabelColor")
    public static let tertiaryLabel = Color(named: "tertiaryLabelColor")
    public static let quaternaryLabel = Color(named: "quaternaryLabelColor")
    public static let placeholderText = Color(named: "placeholderTextColor")
    public static let link = Color(named: "linkColor")
    public static let separator = Color(named: "separatorColor")
    public static let opaqueSeparator = Color(named: "opaqueSeparatorColor")
    public static let systemFill = Color(named: "systemFillColor")
    public static let secondarySystemFill = Color(named: "secondarySystemFillColor")
    public static let tertiarySystemFill = Color(named: "tertiarySystemFillColor")
    public static let quaternarySystemFill = Color(named: "quaternarySystemFillColor")
    public static let systemBlue = Color(named: "systemBlueColor")
    public static let systemBrown = Color(named: "systemBrownColor")
    public static let systemCyan = Color(named: "systemCyanColor")
    public static let systemGreen = Color(named: "systemGreenColor")
    public static let systemIndigo = Color(named: "systemIndigoColor")
    public static let systemMint = Color(named: "systemMintColor")
    public static let systemOrange = Color(named: "systemOrangeColor")
    public static let systemPink = Color(named: "systemPinkColor")
    public static let systemPurple = Color(named: "systemPurpleColor")
    public static let systemRed = Color(named: "systemRedColor")
    public static let systemTeal = Color(named: "systemTealColor")
    public static let systemYellow = Color(named: "systemYellowColor")
    public static let systemGray = Color(named: "systemGrayColor")
    public static let systemGray2 = Color(named: "systemGray2Color")
    public static let systemGray3 = Color(named: "systemGray3Color")
    public static let systemGray4 = Color(named: "systemGray4Color")
    public static let systemGray5 = Color(named: "systemGray5Color")
    public static let systemGray6 = Color(named: "systemGray6Color")
    /// The tint colour of the system (`tintColor`).
    public static let tintColor = Color(named: "tintColor")

    // The fixed colours, by their components, as Interface Builder writes them.
    public static let black = Color(white: 0)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// The colour with another opacity (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        var color = self
        color.alpha = Double(alpha)
        return color
    }
}

extension Font {
    /// A Dynamic Type text style (`UIFont.TextStyle`), by the name Interface Builder writes
    /// (`style="UICTFontTextStyleBody"`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the default content size (Large), from Apple's Human Interface
        /// Guidelines' Dynamic Type sizes.
        var defaultPointSize: Double {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }

    /// The system font of a Dynamic Type style at the default content size
    /// (`preferredFont(forTextStyle:)`): body 17 points, headline 17 semibold, caption1 12, ….
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(name: nil, pointSize: style.defaultPointSize, systemType: "system",
             weight: style == .headline ? "semibold" : nil, textStyle: style.rawValue)
    }

    /// The system font at `size` points and `weight` (`systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(name: nil, pointSize: size, systemType: "system", weight: weight == .regular ? nil : weight.rawValue)
    }

    /// A font weight (`UIFont.Weight`), by the name Interface Builder writes.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: "ultraLight")
        public static let thin = Weight(rawValue: "thin")
        public static let light = Weight(rawValue: "light")
        public static let regular = Weight(rawValue: "regular")
        public static let medium = Weight(rawValue: "medium")
        public static let semibold = Weight(rawValue: "semibold")
        public static let bold = Weight(rawValue: "bold")
        public static let heavy = Weight(rawValue: "heavy")
        public static let black = Weight(rawValue: "black")
    }
}
