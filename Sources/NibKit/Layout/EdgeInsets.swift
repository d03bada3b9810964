import Foundation
import NibDocument

/// Insets from the edges of a rectangle (`UIEdgeInsets`): NibDocument's, the one insets type
/// that the document, the layout engine and the views share.
public typealias EdgeInsets = NibDocument.EdgeInsets

extension EdgeInsets {
    /// The insets of a nib's `<inset key="…" minX="" minY="" maxX="" maxY=""/>` (left, top,
    /// right, bottom), or nil when one is missing or not a finite number.
    init?(inset element: Element) {
        guard let left = element.double("minX"), let top = element.double("minY"),
              let right = element.double("maxX"), let bottom = element.double("maxY"),
              [left, top, right, bottom].allSatisfy(\.isFinite) else { return nil }
        self.init(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
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
