import Foundation
import NibDocument

/// Insets from the edges of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given sizes, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets {
    /// The same insets as NibLayout's (`Double`) values.
    init(_ insets: NibDocument.EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    /// The insets of a nib's `<inset key="…" minX="" minY="" maxX="" maxY=""/>` (left, top,
    /// right, bottom), or nil when one is missing or not a finite number.
    init?(inset element: Element) {
        guard let left = element.double("minX"), let top = element.double("minY"),
              let right = element.double("maxX"), let bottom = element.double("maxY"),
              [left, top, right, bottom].allSatisfy(\.isFinite) else { return nil }
        self.init(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }

    /// As NibLayout's insets.
    var layoutInsets: NibDocument.EdgeInsets {
        NibDocument.EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    /// Each edge the larger of the two.
    func maximum(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// Edge by edge, the sum.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// UIKit's `UILayoutPriority`: `.required` (1000), `.defaultHigh` (750), `.defaultLow` (250),
/// `.fittingSizeLevel` (50), or any value, `LayoutPriority(251)`.
public typealias LayoutPriority = NibDocument.LayoutPriority
