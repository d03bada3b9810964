import Foundation

/// A view as a nib describes it: geometry, hierarchy and the appearance attributes, without
/// drawing (UIKit's `UIView`). Geometry uses Foundation's `CGRect`, so ported code reads the same.
open class View: NibObject {
    public var frame: CGRect
    /// The view's own coordinate space: its frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public var tag = 0
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var backgroundColor: NibColor?
    public var tintColor: NibColor?
    public var clipsToBounds = false
    /// `scaleToFill`, `scaleAspectFit`, `center`, … as the nib writes it.
    public var contentMode = "scaleToFill"
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
        frame = coder.rect(forKey: "frame") ?? .zero
        try super.init(coder: coder)
        tag = coder.int(forKey: "tag") ?? 0
        isHidden = coder.bool(forKey: "hidden") ?? false
        alpha = CGFloat(coder.double(forKey: "alpha") ?? 1)
        backgroundColor = coder.color(forKey: "backgroundColor")
        tintColor = coder.color(forKey: "tintColor")
        clipsToBounds = coder.bool(forKey: "clipsSubviews") ?? false
        contentMode = coder.string(forKey: "contentMode") ?? "scaleToFill"
        isUserInteractionEnabled = coder.bool(forKey: "userInteractionEnabled") ?? true
        restorationIdentifier = coder.string(forKey: "restorationIdentifier")
        if let accessibility = coder.childAttributes(forKey: "accessibilityConfiguration") {
            accessibilityIdentifier = accessibility["identifier"]
            accessibilityLabel = accessibility["label"]
        }
        for subview in coder.subviews { addSubview(subview) }
    }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
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
    public internal(set) weak var firstItem: AnyObject?
    public internal(set) var firstAttribute: String
    public internal(set) weak var secondItem: AnyObject?
    public internal(set) var secondAttribute: String?
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public internal(set) var relation: String
    public var constant: CGFloat
    public internal(set) var multiplier: CGFloat
    public var priority: Float
    public var identifier: String?
    public var isActive = true

    init(firstItem: AnyObject?, firstAttribute: String, secondItem: AnyObject?, secondAttribute: String?,
         relation: String, multiplier: Double, constant: Double, priority: Double, identifier: String?) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = CGFloat(multiplier)
        self.constant = CGFloat(constant)
        self.priority = Float(priority)
        self.identifier = identifier
        super.init()
    }

    public required init(coder: NibCoder) throws {
        firstAttribute = coder.string(forKey: "firstAttribute") ?? ""
        secondAttribute = coder.string(forKey: "secondAttribute")
        relation = coder.string(forKey: "relation") ?? "equal"
        constant = CGFloat(coder.double(forKey: "constant") ?? 0)
        multiplier = 1
        priority = Float(coder.double(forKey: "priority") ?? 1000)
        identifier = coder.string(forKey: "identifier")
        try super.init(coder: coder)
    }
}
