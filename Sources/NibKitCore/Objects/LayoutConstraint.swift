import Foundation
import NibDocument

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
