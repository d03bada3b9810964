/// An attribute of a layout constraint (`NSLayoutConstraint.Attribute`), as Interface Builder
/// names it in `firstAttribute`/`secondAttribute`.
public enum LayoutAttribute: InterfaceBuilderValue {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// IB writes `baseline` for UIKit's `lastBaseline`.
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// A constraint with no second item (a constant width, say).
    case notAnAttribute
    case unknown(String)

    public static let spellings: [(value: LayoutAttribute, names: [String])] = [
        (.left, ["left"]), (.right, ["right"]), (.top, ["top"]), (.bottom, ["bottom"]),
        (.leading, ["leading"]), (.trailing, ["trailing"]), (.width, ["width"]), (.height, ["height"]),
        (.centerX, ["centerX"]), (.centerY, ["centerY"]),
        (.lastBaseline, ["baseline", "lastBaseline"]), (.firstBaseline, ["firstBaseline"]),
        (.leftMargin, ["leftMargin"]), (.rightMargin, ["rightMargin"]), (.topMargin, ["topMargin"]),
        (.bottomMargin, ["bottomMargin"]), (.leadingMargin, ["leadingMargin"]), (.trailingMargin, ["trailingMargin"]),
        (.centerXWithinMargins, ["centerXWithinMargins"]), (.centerYWithinMargins, ["centerYWithinMargins"]),
        (.notAnAttribute, ["notAnAttribute"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }

    /// The axis the attribute lies on: horizontal attributes can only be related to horizontal ones.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute, .unknown:
            return nil
        }
    }

    /// True for the attributes measured against the layout margins rather than the edges.
    public var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// True for `width` and `height`: sizes, not positions.
    public var isSize: Bool { self == .width || self == .height }
}

/// Horizontal or vertical: the axis of a layout attribute or a stack view.
public enum LayoutAxis: InterfaceBuilderValue {
    case horizontal, vertical
    case unknown(String)

    public static let spellings: [(value: LayoutAxis, names: [String])] = [
        (.horizontal, ["horizontal"]), (.vertical, ["vertical"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// The relation of a layout constraint (`NSLayoutConstraint.Relation`). Interface Builder leaves
/// `relation` out for `equal`.
public enum LayoutRelation: InterfaceBuilderValue {
    case equal, lessThanOrEqual, greaterThanOrEqual
    case unknown(String)

    public static let spellings: [(value: LayoutRelation, names: [String])] = [
        (.equal, ["equal"]), (.lessThanOrEqual, ["lessThanOrEqual"]), (.greaterThanOrEqual, ["greaterThanOrEqual"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// A layout priority (`UILayoutPriority`): 1 to 1000, where 1000 is required and anything less
/// may be broken to satisfy a higher one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ value: Float) { self.rawValue = value }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to ask for the smallest fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// True for 1000 and above.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// A priority `value` above this one (`.defaultHigh + 1`), as UIKit's operator.
    public static func + (priority: LayoutPriority, value: Float) -> LayoutPriority { LayoutPriority(priority.rawValue + value) }
    /// A priority `value` below this one (`.required - 1`).
    public static func - (priority: LayoutPriority, value: Float) -> LayoutPriority { LayoutPriority(priority.rawValue - value) }

    public var description: String {
        // Through Int only within its range: a priority of 1e300 (infinite as a Float) traps there.
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}
