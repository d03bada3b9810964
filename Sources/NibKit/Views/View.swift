import Foundation
import NibDocument

/// A view as a nib describes it: geometry, hierarchy and the appearance attributes, without
/// drawing (UIKit's `UIView`). Geometry uses Foundation's `CGRect`, so ported code reads the same.
open class View: NibObject, NibConstraintHolding {
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = NibDocument.ContentMode

    public var frame: CGRect
    /// The view's own coordinate space: its frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public private(set) var subviews: [View] = []
    /// Not `weak`, which costs every view a side-table allocation: a view clears its subviews'
    /// back-pointer when it goes away (see `deinit`), which keeps the same guarantee.
    public var superview: View? { _superview }
    private unowned(unsafe) var _superview: View?
    public var tag = 0
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var backgroundColor: Color?
    public var tintColor: Color?
    public var clipsToBounds = false
    /// How the view lays out its content when its bounds change: `.scaleToFill`, `.scaleAspectFit`, ….
    public var contentMode: ContentMode = .scaleToFill
    public var isUserInteractionEnabled = true
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var restorationIdentifier: String?
    /// The constraints this view holds, with their items resolved to views.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// The controller whose `view` this is: the next responder UIKit finds a view's controller by.
    weak var owningViewController: ViewController?

    /// The controller of this view or of the nearest view above it that has one (UIKit finds it
    /// through the responder chain).
    public var closestViewController: ViewController? {
        var current: View? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are what view elements are made as.
    open override class var isView: Bool { true }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init(coder: NibCoder) throws {
        // Stored before super.init: initializing stores are plain writes, while assignments after
        // it pay a dynamic exclusivity check each (a measurable share of instantiation).
        let properties = coder.record.view
        frame = properties.frame
        tag = properties.tag
        isHidden = properties.isHidden
        alpha = properties.alpha
        backgroundColor = properties.backgroundColor
        tintColor = properties.tintColor
        clipsToBounds = properties.clipsToBounds
        contentMode = properties.contentMode
        isUserInteractionEnabled = properties.isUserInteractionEnabled
        restorationIdentifier = properties.restorationIdentifier
        accessibilityIdentifier = properties.accessibilityIdentifier
        accessibilityLabel = properties.accessibilityLabel
        subviews = coder.subviews
        try super.init(coder: coder)
        for subview in subviews {
            subview.removeFromSuperview()
            subview._superview = self
        }
    }

    deinit {
        for subview in subviews { subview._superview = nil }
    }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view._superview = self
    }

    public func removeFromSuperview() {
        guard let superview = _superview else { return }
        superview.subviews.removeAll { $0 === self }
        _superview = nil
    }

    public func addConstraint(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }

    /// This view and every view below it, depth first.
    public var allViews: [View] {
        [self] + subviews.flatMap(\.allViews)
    }

    /// The first view below (or at) this one with the given accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        allViews.first { $0.accessibilityIdentifier == identifier }
    }
}

