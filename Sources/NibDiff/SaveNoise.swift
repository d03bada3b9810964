import NibDocument

/// What Interface Builder changes on its own when a file is merely opened and saved, in another
/// Xcode or for another device: a diff leaves these out unless asked (`--all`).
enum SaveNoise {
    /// Elements that hold no design: versions, the simulated device and canvas, and data
    /// Interface Builder derives from the rest of the file (`<resources>`, `<designables>`, the
    /// segues a storyboard's simulated metrics were inferred from, which it re-keys on its own,
    /// `<customFonts>`, the list of the custom fonts the objects use, and `<classes>`, Xcode 4's
    /// and 5's copy of the outlets and actions it read from the classes' headers).
    static let elements: Set<String> = [
        "dependencies", "plugIn", "capability", "deployment", "device", "resources", "designables",
        "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "inferredMetricsTieBreakers", "customFonts", "classes",
    ]

    /// Attributes that record the tool or a derived state, not a design decision.
    static let attributes: Set<String> = [
        "toolsVersion", "systemVersion", "colorMatched", "misplaced", "ambiguous", "canvasLocation",
    ]

    /// Keyed values that are canvas state: where a scene sits on the canvas, a macOS window's
    /// screen.
    static let keys: Set<String> = ["canvasLocation", "screenRect"]

    /// What an attribute's value means, where Xcode writes one thing two ways by version: a
    /// button's `roundedRect` type is `system` (UIKit declares `UIButtonTypeRoundedRect =
    /// UIButtonTypeSystem` since iOS 7; Hippo-iOS-SDK's storyboards changed fifteen buttons from one
    /// to the other in one save). Any other value means itself.
    static func meaning(of value: String?, attribute: String, in element: String) -> String? {
        if element == "button", attribute == "buttonType", value == "roundedRect" { return "system" }
        return value
    }

    /// `attributes` with each value replaced by what it means (see `meaning(of:attribute:in:)`),
    /// and without what another attribute overrides: a colour's `cocoaTouchSystemColor`, which an
    /// older Xcode adds beside the `systemColor` that names it (as the colour's value is read).
    static func meanings(of attributes: [Attribute], in element: String) -> [Attribute] {
        let overridden = element == "color" && attributes.contains { $0.name == "systemColor" } ? "cocoaTouchSystemColor" : nil
        return attributes.filter { $0.name != overridden }
            .map { Attribute(name: $0.name, value: meaning(of: $0.value, attribute: $0.name, in: element) ?? $0.value) }
    }

    /// Whether an element, with everything in it, is noise.
    static func isNoise(_ element: Element) -> Bool {
        if elements.contains(element.name) || element.name.hasPrefix("simulated") { return true }
        if let key = element.key, keys.contains(key) { return true }
        // An empty `<animations/>` is what a newer Xcode adds to every view.
        if element.name == "animations" && element.children.isEmpty { return true }
        return false
    }

    /// Whether an element lies inside one that is noise.
    static func isInsideNoise(_ element: Element) -> Bool {
        var current: Element? = element
        while let next = current {
            if isNoise(next) { return true }
            current = next.parent
        }
        return false
    }

    /// Whether a changed frame only follows the constraints (or the device): in an Auto Layout
    /// document, the frame of a view placed by constraints is Interface Builder's last solve, and
    /// a view's frame moves with the simulated device when that changed.
    static func isDerivedFrame(_ rect: Element, deviceChanged: Bool) -> Bool {
        guard rect.name == "rect", rect.key == "frame" || rect.key == "bounds", let view = rect.parent else { return false }
        guard view.document.useAutolayout else { return false }
        return deviceChanged || view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO"
    }
}
