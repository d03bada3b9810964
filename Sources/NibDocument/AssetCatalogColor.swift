import Foundation
import NibSupport

/// The entries of a colour set (`Name.colorset/Contents.json`): one colour per appearance and
/// device, each as components in a colour space or as a reference to a system colour. The one
/// reading of a colour set's JSON, shared by the renderer (what to draw) and the linter (whether a
/// colour the nib cannot find would look any different).
public struct AssetCatalogColor: Sendable, Hashable {
    /// One entry: `{"idiom": …, "appearances": […], "color": {"color-space": …, "components": {…}}}`.
    public struct Entry: Sendable, Hashable {
        /// The appearance values it applies to (`light`, `dark`, `high`); empty for any.
        public let appearances: [String]
        /// The colour space it names (`srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22`…), nil
        /// when it names none or refers to a system colour.
        public let colorSpace: String?
        /// Red, green, blue and alpha in 0…1 (a grey's white in all three); nil for a reference.
        public let components: Components?
        /// The system colour it refers to (`{"platform": "ios", "reference": "systemBlueColor"}`).
        public let reference: String?
    }

    /// Red, green, blue and alpha in 0…1.
    public struct Components: Sendable, Hashable, Codable {
        public let red: Double
        public let green: Double
        public let blue: Double
        public let alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Equal as 8-bit components are: within half of 1/255 in each.
        public func isClose(to other: Components) -> Bool {
            let tolerance = 0.5 / 255
            return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }
    }

    /// The set's entries, in the file's order.
    public let entries: [Entry]

    /// The colour set in `folder` (`Name.colorset`): its `Contents.json` read as a regular file of
    /// bounded size, never through a link; nil when it cannot be read or holds no list.
    public init?(setFolder folder: String) {
        let path = folder + "/Contents.json"
        guard let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: ProjectRoot.Limit.catalogJSON, followingLinks: false),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        self.init(contents: json)
    }

    /// The entries of a parsed `Contents.json` (`{"colors": […]}`); nil when it has no list.
    public init?(contents json: [String: Any]) {
        guard let list = json["colors"] as? [[String: Any]] else { return nil }
        entries = list.compactMap { entry in
            guard let color = entry["color"] as? [String: Any] else { return nil }
            let appearances = (entry["appearances"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
            return Entry(appearances: appearances, colorSpace: color["color-space"] as? String,
                         components: AssetCatalogColor.components(color), reference: color["reference"] as? String)
        }
    }

    /// A colour the same in every appearance and on every device.
    public struct Uniform: Sendable, Hashable, Codable {
        /// The colour spaces a nib's saved colour can be compared in.
        public enum Space: String, Sendable, Hashable, Codable {
            /// sRGB (`srgb`, `extended-srgb`; a nib's `customColorSpace="sRGB"`).
            case sRGB
            /// Grey with gamma 2.2 (`gray-gamma-22`; a nib's `genericGamma22GrayColorSpace`).
            case grayGamma22
            /// Display P3 (`display-p3`; a nib's `customColorSpace="displayP3"`).
            case displayP3
        }
        public let space: Space
        public let components: Components

        public init(space: Space, components: Components) {
            self.space = space
            self.components = components
        }
    }

    /// The one value the set gives in every appearance and on every device, in sRGB, Display P3 or grey:
    /// nil when it has none, refers to a system colour, or differs anywhere (a dark variant).
    public var uniformValue: Uniform? { uniformValue(showingDark: true) }

    /// The one value the set gives in every appearance an app shows: with `showingDark` false
    /// (an app that keeps the light appearance, `UIUserInterfaceStyle` `Light`), the dark
    /// entries are never used and are left out.
    public func uniformValue(showingDark: Bool) -> Uniform? {
        let entries = showingDark ? entries : entries.filter { !$0.appearances.contains("dark") }
        func space(_ name: String?) -> Uniform.Space? {
            switch name ?? "srgb" {
            case "srgb", "extended-srgb": return .sRGB
            case "gray-gamma-22": return .grayGamma22
            case "display-p3": return .displayP3
            default: return nil
            }
        }
        guard let first = entries.first, let components = first.components, first.reference == nil,
              let firstSpace = space(first.colorSpace) else { return nil }
        for entry in entries.dropFirst() {
            guard entry.reference == nil, space(entry.colorSpace) == firstSpace,
                  let other = entry.components, other.isClose(to: components) else { return nil }
        }
        return Uniform(space: firstSpace, components: components)
    }

    /// `{"components": {"red": "0.5" | "0x7F" | "127", …}}` or `{"components": {"white": …}}`;
    /// nil when a component is missing or not a number.
    public static func components(_ color: [String: Any]) -> Components? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let text = components[key] as? String { raw = text.trimmingCharacters(in: .whitespaces) }
            else if let number = components[key] as? NSNumber { raw = number.stringValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let byte = Int(raw.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(raw) else { return nil }
            // Integers above 1 are 0…255 components; "1" is full intensity either way.
            if key != "alpha", number > 1, !raw.contains(".") { return number / 255 }
            return number
        }
        if let white = value("white") { return Components(red: white, green: white, blue: white, alpha: value("alpha") ?? 1) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Components(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }
}
