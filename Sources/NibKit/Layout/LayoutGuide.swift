import Foundation
import NibDocument

/// A rectangle constraints can relate to without a view (`UILayoutGuide`). Every view has two:
/// `safeAreaLayoutGuide` (the view inset by its safe area) and `layoutMarginsGuide` (inset by
/// its layout margins). A nib's `<viewLayoutGuide key="safeArea">` is its view's safe-area guide.
public final class LayoutGuide: NibObject, NibLayoutItem {
    /// Which rectangle of its view a guide stands for.
    enum Kind {
        case safeArea
        case layoutMargins
    }

    let kind: Kind
    /// The view the guide belongs to (UIKit's `owningView`). Not `weak` (a side table for every
    /// view with a guide): the view clears it when it goes away.
    public internal(set) unowned(unsafe) var owningView: View?
    /// A name for debugging (`identifier`).
    public var identifier: String

    init(kind: Kind, owningView: View?) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        super.init()
    }

    /// A nib's `<viewLayoutGuide>`: its `key` says which guide of its view it is.
    public required init(coder: NibCoder) throws {
        kind = .safeArea
        identifier = "UIViewSafeAreaLayoutGuide"
        try super.init(coder: coder)
    }

    /// The guide's rectangle in its view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let insets = kind == .safeArea ? view.safeAreaInsets : view.layoutMargins
        return view.bounds.inset(by: insets)
    }

    package var holderForConstraints: (any NibConstraintHolding)? { owningView }

    /// The guide's edges as insets of its view.
    var insets: EdgeInsets {
        guard let view = owningView else { return .zero }
        return kind == .safeArea ? view.safeAreaInsets : view.layoutMargins
    }
}

extension CGRect {
    /// The rectangle inset by `insets` (UIKit's `inset(by:)`), never negative in size.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: max(0, size.width - insets.left - insets.right),
               height: max(0, size.height - insets.top - insets.bottom))
    }
}
