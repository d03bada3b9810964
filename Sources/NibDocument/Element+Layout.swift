import Foundation
/// Typed reading of the view properties that take part in layout: autoresizing, the
/// intrinsic-size priorities, layout margins and the stack-view settings. Like the rest of the
/// typed layer these are thin views over the element; absent attributes read as UIKit's defaults
/// only where UIKit has one that does not depend on the view's class (the class-dependent
/// defaults, such as a label's hugging, are the layout engine's business).

/// `UIView.AutoresizingMask`: which parts of a view's frame stretch when its superview's bounds
/// change. Interface Builder writes `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" …>`.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `flexibleMinX`: the left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable`: the width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX`: the right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY`: the top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable`: the height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY`: the bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The attribute Interface Builder writes for each bit, in UIKit's bit order.
    public static let interfaceBuilderNames: [(AutoresizingMask, String)] = [
        (.flexibleLeftMargin, "flexibleMinX"), (.flexibleWidth, "widthSizable"),
        (.flexibleRightMargin, "flexibleMaxX"), (.flexibleTopMargin, "flexibleMinY"),
        (.flexibleHeight, "heightSizable"), (.flexibleBottomMargin, "flexibleMaxY"),
    ]

    /// Reads `<autoresizingMask …>`: each attribute set to `YES` sets its bit.
    public init(element: NibDocument.Element) {
        var mask = AutoresizingMask()
        for (bit, name) in AutoresizingMask.interfaceBuilderNames where element.bool(name) == true {
            mask.insert(bit)
        }
        self = mask
    }

    /// The Interface Builder names of the bits set, e.g. `flexibleMaxX|flexibleMaxY`, or `none`.
    public var description: String {
        let names = AutoresizingMask.interfaceBuilderNames.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}

/// Insets from the edges of a rectangle, in points: UIKit's `UIEdgeInsets`, and the one insets
/// type of the package (NibKit names it `EdgeInsets` too). `directionalLayoutMargins` are read
/// with leading as left and trailing as right (left-to-right).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given sizes, in points; an edge not named is 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()

    /// The same inset on every side.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` writes it.
    public var description: String { "{\(Double(top)), \(Double(left)), \(Double(bottom)), \(Double(right))}" }
}

extension Element {
    /// The `<autoresizingMask key="autoresizingMask">` child, or nil when the file has none.
    public var autoresizingMask: AutoresizingMask? {
        child(key: "autoresizingMask").map { AutoresizingMask(element: $0) }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: true unless the file says `NO` (UIKit's
    /// default for views made in code and in nibs alike).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        bool("translatesAutoresizingMaskIntoConstraints") ?? true
    }

    /// `fixedFrame="YES"`: Interface Builder keeps this view at its saved frame rather than
    /// computing it from constraints.
    public var hasFixedFrame: Bool { bool("fixedFrame") ?? false }

    /// `hidden="YES"`.
    public var isHidden: Bool { bool("hidden") ?? false }

    /// `misplaced="YES"`: Interface Builder found the saved frame differs from its constraints.
    public var isMarkedMisplaced: Bool { bool("misplaced") ?? false }

    /// `ambiguous="YES"`: Interface Builder found the constraints do not determine the frame.
    public var isMarkedAmbiguous: Bool { bool("ambiguous") ?? false }

    /// The content-hugging priority the file gives for `axis`
    /// (`horizontalHuggingPriority`/`verticalHuggingPriority`), or nil when it gives none.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority? {
        let name = axis == .vertical ? "verticalHuggingPriority" : "horizontalHuggingPriority"
        return double(name).map { LayoutPriority(Float($0)) }
    }

    /// The compression-resistance priority the file gives for `axis`, or nil when it gives none.
    public func compressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority? {
        let name = axis == .vertical
            ? "verticalCompressionResistancePriority" : "horizontalCompressionResistancePriority"
        return double(name).map { LayoutPriority(Float($0)) }
    }

    /// `placeholderIntrinsicWidth`: the intrinsic width Interface Builder assumes at design time
    /// for a view whose real one is only known at run time. Nil when absent or `infinite`
    /// (no intrinsic width).
    public var placeholderIntrinsicWidth: Double? { double("placeholderIntrinsicWidth") }

    /// `placeholderIntrinsicHeight`, as `placeholderIntrinsicWidth`.
    public var placeholderIntrinsicHeight: Double? { double("placeholderIntrinsicHeight") }

    /// Explicit layout margins: `<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">` (leading read as left). Nil when
    /// the file leaves the view's default margins.
    public var layoutMargins: EdgeInsets? {
        for child in children where child.key == "layoutMargins" || child.key == "directionalLayoutMargins" {
            let directional = child.name == "directionalEdgeInsets"
            return EdgeInsets(
                top: child.double("top") ?? 0,
                left: child.double(directional ? "leading" : "left") ?? 0,
                bottom: child.double("bottom") ?? 0,
                right: child.double(directional ? "trailing" : "right") ?? 0)
        }
        return nil
    }

    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins: Bool { bool("preservesSuperviewLayoutMargins") ?? false }

    /// `insetsLayoutMarginsFromSafeArea`: true unless the file says `NO`.
    public var insetsLayoutMarginsFromSafeArea: Bool { bool("insetsLayoutMarginsFromSafeArea") ?? true }

    // MARK: Stack views

    /// A stack view's `axis`: horizontal unless the file says otherwise.
    public var stackAxis: LayoutAxis {
        self[attribute: "axis"].map(LayoutAxis.init(interfaceBuilderName:)) ?? .horizontal
    }

    /// A stack view's `distribution`: `fill` unless the file says otherwise.
    public var stackDistribution: StackDistribution {
        self[attribute: "distribution"].map(StackDistribution.init(interfaceBuilderName:)) ?? .fill
    }

    /// A stack view's `alignment`: `fill` unless the file says otherwise.
    public var stackAlignment: StackAlignment {
        self[attribute: "alignment"].map(StackAlignment.init(interfaceBuilderName:)) ?? .fill
    }

    /// A stack view's `spacing`: 0 unless the file says otherwise. `spacingType="standard"`
    /// (UIKit's `spacingUseSystem`) is the system spacing between sibling views,
    /// `systemStackSpacing`.
    public var stackSpacing: Double {
        if let spacing = double("spacing") { return spacing.isFinite ? spacing : 0 }
        return self[attribute: "spacingType"] == "standard" ? Element.systemStackSpacing : 0
    }

    /// The system spacing a stack view with `spacingType="standard"` puts between its views: 8 pt,
    /// as Interface Builder saves them (10 of the 11 pairs of views in such `fill` stacks of the
    /// corpus and the apps are 8 pt apart; openfoodfacts' Settings.storyboard saves two text
    /// fields 34 pt tall at y = 0 and 42).
    public static let systemStackSpacing = 8.0

    /// `layoutMarginsRelativeArrangement="YES"`, when the file writes it.
    public var isLayoutMarginsRelativeArrangement: Bool? { bool("layoutMarginsRelativeArrangement") }

    /// `baselineRelativeArrangement="YES"`: spacing measured between baselines.
    public var isBaselineRelativeArrangement: Bool { bool("baselineRelativeArrangement") ?? false }
}
