import Foundation
import NibDocument

/// A layout constraint (`NSLayoutConstraint`): `firstItem.firstAttribute (relation)
/// secondItem.secondAttribute × multiplier + constant`, held at `priority`. From a nib, its items
/// are the instantiated objects; in code, make one with
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` or an anchor
/// (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`), then activate it.
/// NibKit's views lay themselves out with the active ones (`layoutIfNeeded()`).
public final class LayoutConstraint: NibObject {
    /// UIKit's `NSLayoutConstraint.Attribute`: `.leading`, `.width`, `.centerY`, ….
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis

    /// The items. From a nib, an item inside the owning view's subtree is held strongly (no
    /// cycle, and no weak reference per view); the owner itself without a count (it holds the
    /// constraint, and clears the reference when it goes away: a weak reference would cost it a
    /// side table); objects from outside the nib (File's Owner) weakly. Constraints made in code
    /// hold both weakly, as UIKit's do.
    public var firstItem: AnyObject? { first ?? firstOwner ?? firstWeak }
    public var secondItem: AnyObject? { second ?? secondOwner ?? secondWeak }

    /// How a nib's constraint holds an item (see `firstItem`).
    enum ItemHold: Sendable {
        case strong
        case owner
        case weak
    }
    /// The attribute of the first item the constraint is about.
    public internal(set) var firstAttribute: Attribute
    /// The attribute of the second item; `.notAnAttribute` when there is none.
    public internal(set) var secondAttribute: Attribute
    /// `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
    public internal(set) var relation: Relation
    /// Added to the second item's attribute times the multiplier. Changing it on an active
    /// constraint lays its views out again on the next pass, as UIKit does.
    public var constant: CGFloat {
        didSet { if constant != oldValue { holder?.installedConstraintDidChange(self) } }
    }
    /// The second item's attribute is multiplied by this.
    public internal(set) var multiplier: CGFloat
    /// 1000 (`.required`) must hold; lower priorities may be broken.
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { holder?.installedConstraintDidChange(self) } }
    }
    /// A name for debugging, as the nib's `identifier` gives it.
    public var identifier: String?

    /// Whether the constraint takes part in layout: installed on a view. Setting it to true
    /// installs it on the closest common ancestor of its items (UIKit's rule); false removes it.
    /// A constraint whose items share no ancestor cannot be activated: UIKit throws an
    /// exception, NibKit leaves it inactive (see `activate(_:)`, which reports it).
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                guard holder == nil, let target = commonHolder() else { return }
                target.addConstraint(self)
            } else if let holder {
                holder.removeConstraint(self)
            }
        }
    }

    /// The view the constraint is installed on; set by `addConstraint`/`removeConstraint`. Not
    /// `weak`, which would cost every view holding a constraint a side-table allocation: a view
    /// clears this on the constraints it holds when it goes away, which keeps the same guarantee.
    /// This and the two owners below are not checked `unowned` references: with them
    /// `nibbench instantiate` ran 9% slower (BENCHMARKS.md, "unowned references").
    unowned(unsafe) var holder: (any NibConstraintHolding)?

    private var first: AnyObject?
    private var second: AnyObject?
    private unowned(unsafe) var firstOwner: AnyObject?
    private unowned(unsafe) var secondOwner: AnyObject?
    private weak var firstWeak: AnyObject?
    private weak var secondWeak: AnyObject?

    init(firstItem: AnyObject?, holdingFirst: ItemHold, firstAttribute: Attribute,
         secondItem: AnyObject?, holdingSecond: ItemHold, secondAttribute: Attribute,
         relation: Relation, multiplier: Double, constant: Double, priority: LayoutPriority, identifier: String?) {
        switch holdingFirst {
        case .strong: first = firstItem
        case .owner: firstOwner = firstItem
        case .weak: firstWeak = firstItem
        }
        switch holdingSecond {
        case .strong: second = secondItem
        case .owner: secondOwner = secondItem
        case .weak: secondWeak = secondItem
        }
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = CGFloat(multiplier)
        self.constant = CGFloat(constant)
        self.priority = priority
        self.identifier = identifier
        super.init()
    }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: a required
    /// constraint, inactive until activated. `toItem` is nil (and its attribute
    /// `.notAnAttribute`) for a constant size: `width == constant`.
    public convenience init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: AnyObject?, attribute attr2: Attribute,
                            multiplier: CGFloat = 1, constant c: CGFloat = 0) {
        self.init(firstItem: view1, holdingFirst: .weak, firstAttribute: attr1,
                  secondItem: view2, holdingSecond: .weak, secondAttribute: view2 == nil ? .notAnAttribute : attr2,
                  relation: relation, multiplier: Double(multiplier), constant: Double(c),
                  priority: .required, identifier: nil)
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        firstAttribute = coder.string(forKey: "firstAttribute").map(Attribute.init(interfaceBuilderName:)) ?? .notAnAttribute
        secondAttribute = coder.string(forKey: "secondAttribute").map(Attribute.init(interfaceBuilderName:)) ?? .notAnAttribute
        relation = coder.string(forKey: "relation").map(Relation.init(interfaceBuilderName:)) ?? .equal
        constant = CGFloat(coder.double(forKey: "constant") ?? 0)
        multiplier = 1
        priority = LayoutPriority(Float(coder.double(forKey: "priority") ?? 1000))
        identifier = coder.string(forKey: "identifier")
        super.init(coder: coder)
    }

    /// The view holding this constraint is going away: forget it, as an installer and as an item.
    func holderWillDeinit(_ view: AnyObject) {
        if holder === view { holder = nil }
        if firstOwner === view { firstOwner = nil }
        if secondOwner === view { secondOwner = nil }
    }

    /// The view holding this constraint no longer does: an item it held without a count (the
    /// view itself) is held weakly from now on, since nothing clears it any more.
    func holderDidRemove(_ view: AnyObject) {
        if holder === view { holder = nil }
        if firstOwner === view { firstWeak = view; firstOwner = nil }
        if secondOwner === view { secondWeak = view; secondOwner = nil }
    }

    /// Activates every constraint (`NSLayoutConstraint.activate(_:)`). Returns those that could
    /// not be, because their items share no ancestor view (UIKit raises an exception for them).
    @discardableResult
    public static func activate(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var refused: [LayoutConstraint] = []
        for constraint in constraints {
            constraint.isActive = true
            if !constraint.isActive { refused.append(constraint) }
        }
        return refused
    }

    /// Deactivates every constraint (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The closest holder above (or at) both items: the first item's own view for a constant
    /// size, else the nearest common ancestor.
    private func commonHolder() -> (any NibConstraintHolding)? {
        guard let firstHolder = (firstItem as? any NibLayoutItem)?.holderForConstraints else { return nil }
        guard let secondItem else { return firstHolder }
        guard let secondHolder = (secondItem as? any NibLayoutItem)?.holderForConstraints else { return nil }
        var ancestors: [ObjectIdentifier] = []
        var current: (any NibConstraintHolding)? = firstHolder
        while let holder = current {
            ancestors.append(ObjectIdentifier(holder))
            current = holder.superholder
        }
        let set = Set(ancestors)
        current = secondHolder
        while let holder = current {
            if set.contains(ObjectIdentifier(holder)) { return holder }
            current = holder.superholder
        }
        return nil
    }
}
