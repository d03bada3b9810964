import Foundation
import NibDocument

/// A rectangle constraints can relate to without a view (`UILayoutGuide`). Every view has two:
/// `safeAreaLayoutGuide` (the view inset by its safe area) and `layoutMarginsGuide` (inset by
/// its layout margins). A nib's `<viewLayoutGuide key="safeArea">` is its view's safe-area guide.
/// Make your own with `LayoutGuide()` and `View.addLayoutGuide(_:)`: constraints place it like
/// a view, and `layoutFrame` says where it was laid out (a spacer that draws nothing).
public final class LayoutGuide: NibObject, NibLayoutItem {
    /// Which rectangle a guide stands for.
    enum Kind {
        case safeArea
        case layoutMargins
        /// A guide of the app's: placed by its constraints.
        case custom
    }

    let kind: Kind
    /// The view the guide belongs to (UIKit's `owningView`). Not `weak` (a side table for every
    /// view with a guide): the view clears it when it goes away, and a read after that would
    /// trap (a checked `unowned`), never read freed memory.
    public internal(set) unowned var owningView: View?
    /// A name for debugging (`identifier`).
    public var identifier: String

    init(kind: Kind, owningView: View?) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        super.init()
    }

    /// A nib's `<viewLayoutGuide>`: its `key` says which guide of its view it is.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        kind = .safeArea
        identifier = "UIViewSafeAreaLayoutGuide"
        super.init(coder: coder)
    }

    /// A guide of your own, to add to a view with `addLayoutGuide(_:)`.
    public convenience override init() {
        self.init(kind: .custom, owningView: nil)
        identifier = ""
    }

    /// Where a guide of your own was last laid out, in its view's coordinates.
    var solvedFrame = CGRect.zero

    /// The guide's rectangle in its view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .custom: return solvedFrame
        }
    }

    var holderForConstraints: (any NibConstraintHolding)? { owningView }

    /// The edges of the safe-area and margins guides as insets of their view.
    var insets: EdgeInsets {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.safeAreaInsets
        case .layoutMargins: return view.layoutMargins
        case .custom: return .zero
        }
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
