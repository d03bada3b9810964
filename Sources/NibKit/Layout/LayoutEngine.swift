import Foundation
import NibDocument
import NibLayout

/// The layout system of one island (see View+Layout.swift): the island root's views, their
/// frame variables, and the constraints UIKit would install for them, in a NibLayout `Solver`
/// kept between passes.
///
/// What goes in, as UIKit builds it:
/// - the root at the origin, its size from the pass (required) or the fitting priorities;
/// - a cell's content view filling its cell, less what it was short of it when built (the
///   accessory's room);
/// - for views that translate their autoresizing mask, the mask's equalities from their current
///   frames (`AutoresizingEquations`);
/// - hugging and compression resistance around each intrinsic content size;
/// - stack views' arrangements (`StackArrangement`), hidden arranged views collapsed;
/// - every active constraint whose items are views (or guides of views) of the island.
@MainActor
final class LayoutEngine {
    /// The island's views in pre-order. The root holds this engine, so the engine holds the root
    /// without a count (a strong reference would be a cycle, leaking every laid-out view), and
    /// checked: a read after the root went would trap, never read freed memory. The others hold
    /// nothing back and are held strongly.
    private struct IslandViews {
        unowned let root: View
        var others: [View] = []
        var count: Int { others.count + 1 }
        var indices: Range<Int> { 0 ..< count }
        subscript(index: Int) -> View { index == 0 ? root : others[index - 1] }
        mutating func append(_ view: View) { if view !== root { others.append(view) } }
    }

    private var views: IslandViews
    private var root: View { views.root }
    private var indexOf: [ObjectIdentifier: Int] = [:]
    private var frames: [FrameVariables] = []
    /// A scroll view's content size, which constraints from its descendants to its edges decide.
    private var contentSizes: [Int: (width: SolverVariable, height: SolverVariable)] = [:]
    /// Guides of the app's (`addLayoutGuide(_:)`): their own variables, in the root's coordinates.
    private var guideFrames: [ObjectIdentifier: (guide: LayoutGuide, frame: FrameVariables, owner: Int)] = [:]
    private let solver = Solver()
    private var installed: [ObjectIdentifier: (constraint: LayoutConstraint, solver: SolverConstraint?)] = [:]
    private var intrinsic: [Int: [SolverConstraint]] = [:]
    /// Stack views' collapses of hidden arranged views, added after every view's constraints, as
    /// UIKit's stack adds them when it lays out: against a hidden view's own required size, the
    /// collapse is the constraint broken.
    private var deferredHiding: [StackArrangement.Generated] = []
    /// Multi-line labels: the width their intrinsic size was measured at.
    private var measuredWidths: [Int: CGFloat] = [:]
    private var sizeConstraints: [SolverConstraint] = []
    private var currentSize: (CGSize, LayoutPriority, LayoutPriority)?
    private(set) var conflictMessages: [String] = []

    init(root: View) {
        views = IslandViews(root: root)
        collect(root)
        build()
    }

    // MARK: Building

    /// The island in pre-order (an explicit stack: a nib may nest thousands of views deep).
    private func collect(_ root: View) {
        var island: [View] = []
        root.collectIsland(into: &island)
        for view in island {
            views.append(view)
            let index = frames.count
            indexOf[ObjectIdentifier(view)] = index
            frames.append(FrameVariables())
            if view is ScrollView, !(view is TableView), !(view is CollectionView) {
                contentSizes[index] = (SolverVariable(), SolverVariable())
            }
            for guide in view.layoutGuides {
                guideFrames[ObjectIdentifier(guide)] = (guide, FrameVariables(), index)
            }
        }
    }

    private func build() {
        let rootFrame = frames[0]
        require(SolverExpression(rootFrame.left), .equal)
        require(SolverExpression(rootFrame.top), .equal)
        for index in views.indices.dropFirst() {
            let view = views[index]
            guard let superview = view.superview, let parent = indexOf[ObjectIdentifier(superview)] else { continue }
            if isContentView(view, of: superview) {
                addContentViewConstraints(index, parent: parent)
            } else if view.translatesMask && !isArranged(view), view.frame.isFinite, superview.bounds.isFinite {
                for (expression, _, _) in AutoresizingEquations.equations(
                    mask: view.autoresizing, frame: Rect(view.frame),
                    parentSize: LayoutSize(width: Double(superview.bounds.width), height: Double(superview.bounds.height)),
                    view: frames[index], parent: frames[parent]) {
                    require(expression, .equal)
                }
            }
            addIntrinsicConstraints(index)
        }
        for index in views.indices {
            let view = views[index]
            if let stack = view as? StackView { addStackConstraints(stack, index) }
            for constraint in view.constraints { install(constraint) }
        }
        for generated in deferredHiding { add(generated.expression, generated.relation, generated.strength) }
        deferredHiding = []
    }

    private func isContentView(_ view: View, of superview: View) -> Bool {
        (superview as? TableViewCell)?.contentView === view || (superview as? CollectionViewCell)?.contentView === view
            || (superview as? TableViewHeaderFooterView)?.contentView === view
    }

    /// A stack view's arranged subviews: the stack places them, whatever their mask says.
    private func isArranged(_ view: View) -> Bool {
        (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } ?? false
    }

    /// A content view fills its cell, less a table cell's accessory room at the trailing edge.
    private func addContentViewConstraints(_ index: Int, parent: Int) {
        let accessory = (views[parent] as? TableViewCell)?.accessoryWidth ?? 0
        let content = frames[index], frame = frames[parent]
        require(SolverExpression([(content.left, 1), (frame.left, -1)]), .equal)
        require(SolverExpression([(content.top, 1), (frame.top, -1)]), .equal)
        require(SolverExpression([(content.width, 1), (frame.width, -1)], constant: Double(accessory)), .equal)
        require(SolverExpression([(content.height, 1), (frame.height, -1)]), .equal)
    }

    private func addIntrinsicConstraints(_ index: Int) {
        let view = views[index]
        var size = view.intrinsicContentSize
        if let label = view as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            let width = measuredWidths[index] ?? view.frame.width
            measuredWidths[index] = width
            size = label.intrinsicContentSize(wrappingAt: width)
        }
        var added: [SolverConstraint] = []
        let axes: [(CGFloat, SolverVariable, LayoutPriority, LayoutPriority)] = [
            (size.width, frames[index].width, view.hugging.horizontal, view.compression.horizontal),
            (size.height, frames[index].height, view.hugging.vertical, view.compression.vertical),
        ]
        for (value, variable, hugging, compression) in axes where value >= 0 && value.isFinite {
            let expression = SolverExpression([(variable, 1)], constant: -Double(value))
            for (relation, priority) in [(SolverRelation.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)]
                where priority.rawValue > 0 {
                if let constraint = add(expression, relation, Strength(Double(priority.rawValue))) { added.append(constraint) }
            }
        }
        intrinsic[index] = added
    }

    private func addStackConstraints(_ stack: StackView, _ index: Int) {
        let arranged = stack.arrangedSubviews.compactMap { indexOf[ObjectIdentifier($0)] }
        let horizontal = stack.axis != .vertical
        let arrangement = StackArrangement(
            axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment, spacing: Double(stack.spacing),
            insets: stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero,
            rightToLeft: stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let items = arranged.map { member in
            let view = views[member]
            let intrinsic = view.intrinsicContentSize
            let natural = horizontal ? (intrinsic.width >= 0 ? intrinsic.width : view.frame.width)
                : (intrinsic.height >= 0 ? intrinsic.height : view.frame.height)
            return StackArrangement.Item(frame: frames[member], natural: Double(natural), isCollapsed: view.isHidden,
                                         baseline: { [unowned self] attribute in self.expression(attribute, of: view, other: nil, rightToLeft: false) })
        }
        for generated in arrangement.constraints(stack: frames[index], items: items) {
            if generated.identifier == "UISV-hiding" {
                deferredHiding.append(generated)
            } else {
                add(generated.expression, generated.relation, generated.strength)
            }
        }
    }

    private func install(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { return }
        let strength = Strength(Double(min(constraint.priority.rawValue, 1000)))
        installed[key] = (constraint, translate(constraint).flatMap { add($0.0, $0.1, strength, describing: constraint) })
    }

    /// `first − multiplier × second − constant (relation) 0`, or nil when an item is not in the
    /// island (a view elsewhere, File's Owner) or an attribute is unknown.
    private func translate(_ constraint: LayoutConstraint) -> (SolverExpression, SolverRelation)? {
        // Numbers no layout can hold (a nib's `constant="1e400"`, nibcheck's invalid-number)
        // leave the constraint out rather than poison every frame.
        guard constraint.priority.rawValue > 0, constraint.constant.isFinite, constraint.multiplier.isFinite,
              let first = constraint.firstItem else { return nil }
        // Leading and trailing follow the layout direction of the view the items are laid out in
        // (their nearest common ancestor; a lone item's superview), as its
        // `effectiveUserInterfaceLayoutDirection` says.
        // (Asked only of constraints that have a direction: finding the ancestor walks the tree.)
        var rightToLeft = false
        if constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
            let container = constraint.secondItem.flatMap { commonAncestor(first, $0) } ?? Self.view(of: first)?.superview
            rightToLeft = container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        guard var expression = expression(constraint.firstAttribute, of: first, other: constraint.secondItem, rightToLeft: rightToLeft) else { return nil }
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = self.expression(constraint.secondAttribute, of: second, other: first, rightToLeft: rightToLeft) else { return nil }
            expression = expression.adding(other, times: -Double(constraint.multiplier))
            // Positions are measured in the items' nearest common ancestor's bounds (see
            // NibLayout's translation): with a multiplier, that ancestor's origin counts.
            let multiplier = Double(constraint.multiplier)
            if multiplier != 1, !constraint.firstAttribute.isSize, !constraint.secondAttribute.isSize,
               let firstAxis = constraint.firstAttribute.axis, let secondAxis = constraint.secondAttribute.axis,
               let container = commonAncestor(first, second), let index = indexOf[ObjectIdentifier(container)] {
                let frame = frames[index]
                if case .vertical = firstAxis { expression = expression.adding(frame.top, times: -1) } else { expression = expression.adding(frame.left, times: -1) }
                if case .vertical = secondAxis { expression = expression.adding(frame.top, times: multiplier) } else { expression = expression.adding(frame.left, times: multiplier) }
            }
        }
        expression = expression.adding(constant: -Double(constraint.constant))
        switch constraint.relation {
        case .equal: return (expression, .equal)
        case .lessThanOrEqual: return (expression, .lessThanOrEqual)
        case .greaterThanOrEqual: return (expression, .greaterThanOrEqual)
        case .unknown: return nil
        }
    }

    /// The nearest view that is, or is an ancestor of, both items' views (a guide's is its owner's).
    private func commonAncestor(_ first: AnyObject, _ second: AnyObject) -> View? {
        guard let firstView = Self.view(of: first), var candidate = Self.view(of: second) else { return nil }
        while true {
            if candidate === firstView || firstView.isDescendant(of: candidate) { return candidate }
            guard let next = candidate.superview else { return nil }
            candidate = next
        }
    }

    private static func view(of item: AnyObject) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }

    private func expression(_ attribute: LayoutAttribute, of item: AnyObject, other: AnyObject?, rightToLeft: Bool) -> SolverExpression? {
        if let view = item as? View {
            guard let index = indexOf[ObjectIdentifier(view)] else { return nil }
            var baselines: (first: Double, last: Double)?
            if let label = view as? Label {
                baselines = AttributeGeometry.textBaselineOffsets(
                    pointSize: Double(label.font?.pointSize ?? 17), numberOfLines: label.numberOfLines, height: Double(view.frame.height))
            }
            var geometry = AttributeGeometry(frames[index], margins: view.layoutMargins, baselineOffsets: baselines)
            if let content = contentSizes[index], let otherView = (other as? View) ?? (other as? LayoutGuide)?.owningView,
               otherView !== view, otherView.isDescendant(of: view) {
                geometry.edgeWidth = SolverExpression(content.width)
                geometry.edgeHeight = SolverExpression(content.height)
            }
            return geometry.expression(attribute, rightToLeft: rightToLeft)
        }
        if let custom = guideFrames[ObjectIdentifier(item)] {
            return AttributeGeometry(custom.frame).expression(attribute, rightToLeft: rightToLeft)
        }
        if let guide = item as? LayoutGuide, let view = guide.owningView, let index = indexOf[ObjectIdentifier(view)] {
            return AttributeGeometry(frames[index], insets: guide.insets).expression(attribute, rightToLeft: rightToLeft)
        }
        return nil
    }

    @discardableResult
    private func require(_ expression: SolverExpression, _ relation: SolverRelation) -> SolverConstraint? {
        add(expression, relation, .required)
    }

    /// Adds a constraint; a required one that conflicts is broken, as UIKit breaks it, and the
    /// conflict kept in UIKit's words.
    @discardableResult
    private func add(_ expression: SolverExpression, _ relation: SolverRelation, _ strength: Strength,
                     describing constraint: LayoutConstraint? = nil) -> SolverConstraint? {
        let solverConstraint = SolverConstraint(expression, relation, strength: strength)
        do {
            try solver.addConstraint(solverConstraint)
            return solverConstraint
        } catch {
            conflictMessages.append("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking "
                + (constraint.map(Self.describe) ?? "\(solverConstraint)") + " (\(error))")
            return nil
        }
    }

    static func describe(_ constraint: LayoutConstraint) -> String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            let type = String(describing: Swift.type(of: item))
            if let object = item as? NibObject, let id = object.nibObjectID { return "\(type):\(id)" }
            return type
        }
        var text = "<LayoutConstraint \(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
        if constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute {
            text += " \(name(constraint.secondItem)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " * \(constraint.multiplier)" }
            if constraint.constant != 0 { text += " + \(constraint.constant)" }
        } else {
            text += " \(constraint.constant)"
        }
        if constraint.priority != .required { text += " @\(constraint.priority)" }
        return text + ">"
    }

    // MARK: Changes

    /// An installed constraint's constant or priority changed: replace only it.
    func update(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = installed.removeValue(forKey: key) else { return }
        remove(entry.solver.map { [$0] } ?? [])
        install(constraint)
    }

    /// A view's intrinsic size (or its priorities) changed: replace only its constraints.
    func updateIntrinsicSize(of view: View) {
        guard let index = indexOf[ObjectIdentifier(view)], index > 0 else { return }
        replaceIntrinsicConstraints(index, measuredAt: nil)
    }

    /// Replaces a view's hugging and compression constraints; a wrapping label is measured at
    /// `width` (nil: its current width).
    private func replaceIntrinsicConstraints(_ index: Int, measuredAt width: CGFloat?) {
        remove(intrinsic[index] ?? [])
        measuredWidths[index] = width
        addIntrinsicConstraints(index)
    }

    /// Takes constraints out of the solver (those still in it), incrementally.
    private func remove(_ constraints: [SolverConstraint]) {
        for constraint in constraints where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
    }

    // MARK: Solving

    /// Solves at the root's `size`, both dimensions required.
    func layOut(size: CGSize) {
        setRootSize(size, .required, .required)
        remeasureWrappingLabels()
    }

    /// The root's size at `target` with these priorities: `systemLayoutSizeFitting`.
    func fit(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        setRootSize(target, horizontal, vertical)
        remeasureWrappingLabels()
        func finite(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(max(0, value)) : 0 }
        return CGSize(width: finite(solver.value(of: frames[0].width)), height: finite(solver.value(of: frames[0].height)))
    }

    private func setRootSize(_ size: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) {
        if let current = currentSize, current.0 == size, current.1 == horizontal, current.2 == vertical { return }
        remove(sizeConstraints)
        sizeConstraints = []
        currentSize = (size, horizontal, vertical)
        for (variable, value, priority) in [(frames[0].width, size.width, horizontal), (frames[0].height, size.height, vertical)] {
            let expression = SolverExpression([(variable, 1)], constant: -Double(value.isFinite ? value : 0))
            let strength = Strength(Double(min(priority.rawValue, 1000)))
            if let constraint = add(expression, .equal, strength) {
                sizeConstraints.append(constraint)
            } else if let constraint = add(expression, .equal, Strength(999)) {
                // The island cannot take that size (UIKit's "UIView-Encapsulated-Layout-Height"
                // conflict): ask for it as strongly as an optional constraint can.
                sizeConstraints.append(constraint)
            }
        }
    }

    /// Multi-line labels wrap at the width they get; UIKit lays out again once a label's width
    /// is known. Twice more at most: each round can only narrow what was measured.
    private func remeasureWrappingLabels() {
        for _ in 0 ..< 2 {
            var changed = false
            for (index, measured) in measuredWidths {
                let width = CGFloat(solver.value(of: frames[index].width))
                if abs(width - measured) > 0.5 {
                    replaceIntrinsicConstraints(index, measuredAt: width)
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// A view's frame in its superview's coordinates, as solved; nil for views not in the island.
    func frame(of view: View) -> CGRect? {
        guard let index = indexOf[ObjectIdentifier(view)], let superview = view.superview,
              let parent = indexOf[ObjectIdentifier(superview)] else { return nil }
        return solvedFrame(frames[index], in: frames[parent])
    }

    /// A guide of the app's as solved, in its view's coordinates.
    func frame(of guide: LayoutGuide) -> CGRect? {
        guard let entry = guideFrames[ObjectIdentifier(guide)] else { return nil }
        return solvedFrame(entry.frame, in: frames[entry.owner])
    }

    /// `own` as solved, relative to `outer`'s origin: sizes never negative, solver noise (1e-9)
    /// rounded away, anything not finite 0.
    private func solvedFrame(_ own: FrameVariables, in outer: FrameVariables) -> CGRect {
        func clean(_ value: Double) -> CGFloat {
            guard value.isFinite else { return 0 }
            let rounded = (value * 1e6).rounded() / 1e6
            return CGFloat(rounded == 0 ? 0 : rounded)
        }
        return CGRect(x: clean(solver.value(of: own.left) - solver.value(of: outer.left)),
                      y: clean(solver.value(of: own.top) - solver.value(of: outer.top)),
                      width: clean(max(0, solver.value(of: own.width))), height: clean(max(0, solver.value(of: own.height))))
    }

    /// Every view's frame below the root, in order, for other instances of the same nib; nil
    /// when the solution is not only frames (conflicts to report, scroll views' content sizes,
    /// guides of the app's).
    func shareableFrames() -> [CGRect]? {
        guard conflictMessages.isEmpty, contentSizes.isEmpty, guideFrames.isEmpty else { return nil }
        return views.others.map { frame(of: $0) ?? $0.frame }
    }

    /// A scroll view's content size as its descendants' constraints decide it.
    func contentSize(of scrollView: ScrollView) -> CGSize? {
        guard let index = indexOf[ObjectIdentifier(scrollView)], let content = contentSizes[index] else { return nil }
        return CGSize(width: max(0, solver.value(of: content.width)), height: max(0, solver.value(of: content.height)))
    }

    /// Whether the view's frame is undetermined in the system as last solved.
    func isAmbiguous(_ view: View) -> Bool {
        guard let index = indexOf[ObjectIdentifier(view)], index > 0 else { return false }
        if currentSize == nil { layOut(size: root.bounds.size) }
        let frame = frames[index]
        return [frame.left, frame.top, frame.width, frame.height].contains { solver.isAmbiguous($0) }
    }
}

extension View {
    /// Whether `ancestor` is this view's superview, or its superview's, ….
    func isDescendant(of ancestor: View) -> Bool {
        var current = superview
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}

extension CGRect {
    /// Every coordinate a finite number.
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension LayoutAttribute {
    /// Whether the attribute means a side by the layout direction (leading or trailing).
    fileprivate var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
