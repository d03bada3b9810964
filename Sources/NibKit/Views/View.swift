import Foundation
import NibDocument

/// A view as a nib describes it: geometry, hierarchy and the appearance attributes, without
/// drawing (UIKit's `UIView`). Geometry uses Foundation's `CGRect`, so ported code reads the same.
open class View: NibObject {
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

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

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

/// A layout constraint from a nib, its items resolved to the instantiated objects
/// (`NSLayoutConstraint`). Nothing lays views out; the constraint is kept to be inspected.
public final class LayoutConstraint: NibObject {
    /// UIKit's `NSLayoutConstraint.Attribute`: `.leading`, `.width`, `.centerY`, ….
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation

    /// The items. An item inside the owning view's subtree is held strongly (no cycle, and no weak
    /// reference per view); the owner itself, anything above it and objects from outside the nib
    /// (File's Owner) are held weakly, since they may hold the constraint.
    public var firstItem: AnyObject? { first ?? firstWeak }
    public var secondItem: AnyObject? { second ?? secondWeak }
    /// The attribute of the first item the constraint is about.
    public internal(set) var firstAttribute: Attribute
    /// The attribute of the second item; `.notAnAttribute` when there is none.
    public internal(set) var secondAttribute: Attribute
    /// `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
    public internal(set) var relation: Relation
    /// Added to the second item's attribute times the multiplier.
    public var constant: CGFloat
    /// The second item's attribute is multiplied by this.
    public internal(set) var multiplier: CGFloat
    /// 1000 (`.required`) must hold; lower priorities may be broken.
    public var priority: LayoutPriority
    /// A name for debugging, as the nib's `identifier` gives it.
    public var identifier: String?
    public var isActive = true

    private var first: AnyObject?
    private var second: AnyObject?
    private weak var firstWeak: AnyObject?
    private weak var secondWeak: AnyObject?

    init(firstItem: AnyObject?, holdingFirstStrongly: Bool, firstAttribute: Attribute,
         secondItem: AnyObject?, holdingSecondStrongly: Bool, secondAttribute: Attribute,
         relation: Relation, multiplier: Double, constant: Double, priority: LayoutPriority, identifier: String?) {
        if holdingFirstStrongly { first = firstItem } else { firstWeak = firstItem }
        if holdingSecondStrongly { second = secondItem } else { secondWeak = secondItem }
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = CGFloat(multiplier)
        self.constant = CGFloat(constant)
        self.priority = priority
        self.identifier = identifier
        super.init()
    }

    public required init(coder: NibCoder) throws {
        firstAttribute = coder.string(forKey: "firstAttribute").map(Attribute.init(interfaceBuilderName:)) ?? .notAnAttribute
        secondAttribute = coder.string(forKey: "secondAttribute").map(Attribute.init(interfaceBuilderName:)) ?? .notAnAttribute
        relation = coder.string(forKey: "relation").map(Relation.init(interfaceBuilderName:)) ?? .equal
        constant = CGFloat(coder.double(forKey: "constant") ?? 0)
        multiplier = 1
        priority = LayoutPriority(Float(coder.double(forKey: "priority") ?? 1000))
        identifier = coder.string(forKey: "identifier")
        try super.init(coder: coder)
    }
}
