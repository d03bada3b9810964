import Foundation
import NibDocument
import NibLayout
import NibSupport

// Layout at run time, as UIKit does it: constraints are solved by NibLayout's Cassowary solver,
// autoresizing masks resize subviews when a view's size changes (and become constraints where
// `translatesAutoresizingMaskIntoConstraints`), and a layout pass calls `layoutSubviews()` down
// the tree, whose default implementation gives each subview the frame the solver found.
//
// Layout islands. UIKit solves one engine per window. NibKit solves per island: a view with no
// superview, or a reusable cell or header (whose frame its table or collection view sets, and
// which no constraint reaches from outside). Each island root keeps its solver between passes
// (`LayoutEngine`): a size change re-solves incrementally; a constant or intrinsic size change
// replaces only those constraints; adding views or constraints rebuilds the island's system.

extension View {
    /// `UIView.noIntrinsicMetric`: the view has no natural size in that dimension.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: the smallest size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: a very large size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// How this view and the views below it measure text changed in code (labels, buttons, list
    /// content): the measurer set on this view, else the nearest superview's, else NibLayout's
    /// `ApproximateTextMeasuring`, a documented, deterministic approximation from the font's
    /// point size (there are no font files headless). A nib instantiated with
    /// `NibInstantiationOptions.textMeasuring` (a storyboard, a table's `nibOptions`) sets it on
    /// the views it makes; set it on a root view to measure a whole tree as a device does.
    public var textMeasuring: any TextMeasuring {
        get { textMeasurer.measuring }
        set {
            ownTextMeasurer = TextMeasurer(newValue)
            textMeasuringDidChange()
        }
    }

    /// The measurer `textMeasuring` answers with.
    var textMeasurer: TextMeasurer {
        var view: View? = self
        while let current = view {
            if let own = current.ownTextMeasurer { return own }
            view = current.superview
        }
        return .approximate
    }

    /// Every island at or below this view measures again on its next pass.
    private func textMeasuringDidChange() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view === self || view.isLayoutIslandRoot { view.invalidateLayoutSystem() }
            pending.append(contentsOf: view.subviews)
        }
    }

    // MARK: Inputs

    /// Whether the autoresizing mask becomes constraints that fix the view's frame relative to its
    /// superview (UIKit's default for views made in code). Set it to false for views placed by
    /// constraints, as Interface Builder does for views that have them.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesMask }
        set { if newValue != translatesMask { translatesMask = newValue; invalidateLayoutSystem() } }
    }

    /// How the view resizes when its superview's size changes.
    public var autoresizingMask: AutoresizingMask {
        get { autoresizing }
        set { if newValue != autoresizing { autoresizing = newValue; invalidateLayoutSystem() } }
    }

    /// The intrinsic size Interface Builder saved, or none in both dimensions.
    var savedIntrinsicContentSize: CGSize {
        guard let size = nibIntrinsicSize else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return CGSize(width: size.width.map { CGFloat($0) } ?? View.noIntrinsicMetric,
                      height: size.height.map { CGFloat($0) } ?? View.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed: the next pass re-reads it, replacing only
    /// this view's hugging and compression-resistance constraints.
    public func invalidateIntrinsicContentSize() {
        let root = layoutIslandRoot
        root.solvedLayouts = nil
        root.layoutEngine?.updateIntrinsicSize(of: self)
        setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by
    /// default; Interface Builder writes 251 for labels).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .vertical ? hugging.vertical : hugging.horizontal
    }

    /// Sets the content-hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .vertical { hugging.vertical = priority } else { hugging.horizontal = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .vertical ? compression.vertical : compression.horizontal
    }

    /// Sets the compression-resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .vertical { compression.vertical = priority } else { compression.horizontal = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: Margins and the safe area

    /// The insets the margin attributes and `layoutMarginsGuide` use: the nib's or those set,
    /// else UIKit's defaults (8 on every side; 16 at the sides of a view controller's root view,
    /// 20 from 414 pt wide), plus the safe area where `insetsLayoutMarginsFromSafeArea`, and at
    /// least the superview's where `preservesSuperviewLayoutMargins`.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set { margins = newValue; invalidateLayoutSystem() }
    }

    /// Whether the view's margins are at least the part of its superview's margins it overlaps.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesMargins }
        set { preservesMargins = newValue; invalidateLayoutSystem() }
    }

    /// Whether the safe area adds to the layout margins (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeArea }
        set { insetsMarginsFromSafeArea = newValue; invalidateLayoutSystem() }
    }

    /// The part of the view the safe area leaves out. A view with no superview stands for the
    /// screen: set its insets to simulate a device (zero by default, as a headless window has no
    /// status bar or home indicator). Below it, a view's insets are the part of its superview's
    /// it overlaps, or those set on it if larger; a controller's root view adds the controller's
    /// `additionalSafeAreaInsets`.
    public var safeAreaInsets: EdgeInsets {
        get {
            // A controller's root view adds the controller's `additionalSafeAreaInsets`.
            let additional = controllerSafeAreaAddition
            guard let superview else { return ownSafeAreaInsets + additional }
            let inherited = superview.safeAreaInsets
            let size = superview.bounds.size
            let overlap = EdgeInsets(
                top: max(0, min(inherited.top - frame.minY, frame.height)),
                left: max(0, min(inherited.left - frame.minX, frame.width)),
                bottom: max(0, min(frame.maxY - (size.height - inherited.bottom), frame.height)),
                right: max(0, min(frame.maxX - (size.width - inherited.right), frame.width)))
            return overlap.maximum(ownSafeAreaInsets) + additional
        }
        set { ownSafeAreaInsets = newValue; invalidateLayoutSystem() }
    }

    /// The view inset by its safe area, to constrain content to (`safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let nibSafeAreaGuide { return nibSafeAreaGuide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self)
        nibSafeAreaGuide = guide
        return guide
    }

    /// The view inset by its layout margins (`layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide(kind: .layoutMargins, owningView: self)
        marginsGuide = guide
        return guide
    }

    /// Adds a guide of your own to this view, to constrain like a view (`addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        invalidateLayoutSystem()
    }

    /// Removes a guide added with `addLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        invalidateLayoutSystem()
    }

    private var effectiveLayoutMargins: EdgeInsets {
        var result = margins ?? defaultLayoutMargins
        if insetsMarginsFromSafeArea { result = result + safeAreaInsets }
        if preservesMargins, let superview {
            let outer = superview.layoutMargins
            let size = superview.bounds.size
            result = result.maximum(EdgeInsets(
                top: max(0, outer.top - frame.minY), left: max(0, outer.left - frame.minX),
                bottom: max(0, frame.maxY - (size.height - outer.bottom)),
                right: max(0, frame.maxX - (size.width - outer.right))))
        }
        return result
    }

    /// UIKit's default margins: a view controller's root view has the system minimum (16 at the
    /// sides, 20 from 414 pt wide, none at top and bottom); a table cell's content view the
    /// readable margins (11 × 16 or 20); a stack view none; any other view 8 on every side.
    private var defaultLayoutMargins: EdgeInsets {
        if owningViewController != nil {
            let side: CGFloat = bounds.width < 414 ? 16 : 20
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        if let cell = superview as? TableViewCell, cell.contentView === self {
            let side: CGFloat = bounds.width >= 414 ? 20 : 16
            return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        if self is StackView { return .zero }
        return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    // MARK: Layout passes

    /// Asks for a layout pass: the next `layoutIfNeeded()` (a table's layout, a test's call)
    /// calls `layoutSubviews()` here and below.
    public func setNeedsLayout() {
        needsLayout = true
        var current = superview
        while let view = current, !view.needsLayout {
            view.needsLayout = true
            if view.isLayoutIslandRoot { break }
            current = view.superview
        }
    }

    /// Asks for the constraint update pass (`setNeedsUpdateConstraints()`): the view's
    /// `updateConstraints()` runs before the next layout pass, or at `updateConstraintsIfNeeded()`.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        markSubtreeNeedsConstraintUpdate()
        setNeedsLayout()
    }

    /// Marks this view and its ancestors as holding a view whose constraints need updating.
    func markSubtreeNeedsConstraintUpdate() {
        var current: View? = self
        while let view = current, !view.subtreeNeedsConstraintUpdate {
            view.subtreeNeedsConstraintUpdate = true
            current = view.superview
        }
    }

    /// Whether `updateConstraints()` is due (`needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the constraint update pass now, here and below (`updateConstraintsIfNeeded()`): the
    /// `updateConstraints()` of each view that asked, subviews before their superview, as UIKit
    /// orders it. A layout pass runs it first.
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsConstraintUpdate else { return }
        // An explicit stack: a nib may nest thousands of views deep.
        var stack: [(view: View, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            if childrenDone {
                if view.needsConstraintUpdate { view.updateConstraints() }
                continue
            }
            view.subtreeNeedsConstraintUpdate = false
            stack.append((view, true))
            for subview in view.subviews.reversed() where subview.subtreeNeedsConstraintUpdate { stack.append((subview, false)) }
        }
    }

    /// Lays out now if a pass was asked for: solves the view's island at its root's size, then
    /// calls `layoutSubviews()` on every view that needs it, top down. A table or collection
    /// view lays out its rows in its `layoutSubviews()`; a data source error found there (a cell
    /// dequeued twice for one row, say) traps at the caller's `file` and `line`.
    public func layoutIfNeeded(file: StaticString = #fileID, line: UInt = #line) {
        let root = layoutIslandRoot
        guard root.needsLayout || needsLayout else { return }
        LayoutPass.$caller.withValue((file, line)) { root.performLayoutPass() }
    }

    /// `layoutSubviews()`'s default: each subview gets the frame its island's solution gives it.
    func applySolvedFrames() {
        guard let engine = layoutIslandRoot.layoutEngine else { return }
        for subview in subviews where !subview.isLayoutIslandRoot {
            guard let frame = engine.frame(of: subview) else { continue }
            subview.receiveLayoutFrame(frame)
        }
        if let scrollView = self as? ScrollView, let size = engine.contentSize(of: scrollView) {
            scrollView.contentSize = size
        }
        for guide in layoutGuides { guide.solvedFrame = engine.frame(of: guide) ?? .zero }
    }

    /// The smallest size that satisfies the view's constraints (`systemLayoutSizeFitting(_:)`):
    /// as close to `targetSize` as the constraints allow, at `.fittingSizeLevel` in both dimensions.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are asked to be
    /// `targetSize`'s at these priorities (`.required` fixes a dimension; `.fittingSizeLevel`
    /// lets the content decide). A self-sizing cell is fitted at its table's width with
    /// `.required` horizontally and `.fittingSizeLevel` vertically.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> CGSize {
        let engine: LayoutEngine
        if isLayoutIslandRoot {
            engine = layoutEngine ?? LayoutEngine(root: self)
            layoutEngine = engine
        } else {
            engine = LayoutEngine(root: self)
        }
        let size = engine.fit(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return size
    }

    /// The conflicts the last layout of this view's island met, in UIKit's words ("Unable to
    /// simultaneously satisfy constraints…"): UIKit logs them to the console and breaks one
    /// constraint; NibKit breaks the same one and keeps the message here.
    public var layoutConflictMessages: [String] { layoutIslandRoot.layoutEngine?.conflictMessages ?? [] }

    /// Whether the view's frame is not determined by its constraints (`hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        let root = layoutIslandRoot
        let engine = root.layoutEngine ?? LayoutEngine(root: root)
        root.layoutEngine = engine
        return engine.isAmbiguous(self)
    }

    // MARK: Internals

    /// The root of the island this view is laid out in.
    var layoutIslandRoot: View {
        var view = self
        while !view.isLayoutIslandRoot, let superview = view.superview { view = superview }
        return view
    }

    /// A view with no superview, or a reusable cell or header: its frame is set from outside.
    var isLayoutIslandRoot: Bool { superview == nil || isReusableView }

    /// Drops the island's system: the next pass rebuilds it (views or constraints changed).
    func invalidateLayoutSystem() {
        var view: View? = self
        while let current = view {
            current.needsLayout = true
            if current.isLayoutIslandRoot {
                current.layoutEngine = nil
                current.solvedLayouts = nil
                return
            }
            view = current.superview
        }
    }

    func performLayoutPass() {
        updateConstraintsIfNeeded()
        // A nib's view as the nib made it, at a size another instance was laid out at: take
        // that solution (the island's views are the same, in the same order).
        let shared = layoutEngine == nil ? solvedLayouts : nil
        let key = shared.map { _ in
            SolvedLayoutCache.Key(width: Double(bounds.width), height: Double(bounds.height), variant: layoutVariant,
                                  textMeasurer: textMeasurer)
        }
        if let shared, let key, let frames = shared.frames(for: key) {
            var views: [View] = []
            collectIsland(into: &views)
            if views.count == frames.count + 1 {
                for (view, frame) in zip(views.dropFirst(), frames) { view.receiveLayoutFrame(frame) }
                visitForLayout(self)
                return
            }
        }
        let engine = layoutEngine ?? LayoutEngine(root: self)
        layoutEngine = engine
        engine.layOut(size: bounds.size)
        if let shared, let key, let frames = engine.shareableFrames() { shared.store(frames, for: key) }
        markViewsTheSolutionMoves(engine)
        visitForLayout(self)
    }

    /// A view whose solved frame differs from its frame, or whose layout guides' or content
    /// size does, needs its superview's (or its own) `layoutSubviews()` to take it: UIKit lays out
    /// only the views whose layout the solution changed.
    private func markViewsTheSolutionMoves(_ engine: LayoutEngine) {
        var views: [View] = []
        collectIsland(into: &views)
        for view in views {
            if view !== self, let frame = engine.frame(of: view), frame != view.frame { view.superview?.needsLayout = true }
            if view.layoutGuides.contains(where: { (engine.frame(of: $0) ?? .zero) != $0.solvedFrame }) { view.needsLayout = true }
            if let scrollView = view as? ScrollView, let size = engine.contentSize(of: scrollView), size != scrollView.contentSize {
                view.needsLayout = true
            }
        }
    }

    /// What else a shared solution depends on besides how text is measured: whether the view is
    /// a controller's (its default margins).
    private var layoutVariant: Int {
        owningViewController != nil ? 1 : 0
    }

    /// The island's views in the engine's order: pre-order, nested islands left out.
    /// (An explicit stack, as every walk here: a nib may nest thousands of views deep.)
    func collectIsland(into views: inout [View]) {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            views.append(view)
            pending.append(contentsOf: view.subviews.reversed().filter { !$0.isLayoutIslandRoot })
        }
    }

    /// Calls `layoutSubviews()` on `root` and on every view below it in its island that needs
    /// layout (asked for one, was resized, or holds a view the solution moves), parents first (a
    /// parent's `layoutSubviews` places its subviews before they place theirs); nested islands
    /// lay themselves out.
    private func visitForLayout(_ root: View) {
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if view !== root, view.isLayoutIslandRoot {
                view.layoutIfNeeded()
                continue
            }
            guard view === root || view.needsLayout else {
                pending.append(contentsOf: view.subviews.reversed())
                continue
            }
            view.needsLayout = false
            // A controller's root view tells its controller around its own layout, as UIKit's do.
            let controller = view.owningViewController
            controller?.viewWillLayoutSubviews()
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Sets a frame found by layout: not a change the island's system must be rebuilt for.
    func receiveLayoutFrame(_ frame: CGRect) {
        guard frame != self.frame else { return }
        isReceivingLayout = true
        self.frame = frame
        isReceivingLayout = false
    }

    /// UIKit's reaction to a new frame: a new size resizes the subviews that translate their
    /// autoresizing mask, and asks for layout. A frame set in code on a view that translates its
    /// mask changes the constraints that pin it, so its island's system is rebuilt.
    func frameDidChange(from old: CGRect) {
        // The same frame again (equal bounds, say) changes nothing and asks for nothing.
        guard old != frame else { return }
        if old.size != frame.size {
            for subview in subviews where subview.translatesMask && !subview.isLayoutIslandRoot {
                subview.receiveLayoutFrame(View.autoresized(subview.frame, mask: subview.autoresizing, from: old.size, to: frame.size))
            }
            // During a pass the view is visited after its new frame; otherwise ask for one.
            if isReceivingLayout { needsLayout = true } else { setNeedsLayout() }
        }
        if !isReceivingLayout, translatesMask, !isLayoutIslandRoot {
            superview?.invalidateLayoutSystem()
        }
    }

    /// A frame resized as its mask says when its superview goes from `old` to `new` (the same
    /// rule as the solver's, `AutoresizingEquations`).
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ start: CGFloat, _ size: CGFloat, _ parent: CGFloat, _ newParent: CGFloat,
                  _ flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let shares = AutoresizingEquations.shares(start: Double(start), size: Double(size), end: Double(parent - start - size),
                                                      flexible: flexible)
            let delta = Double(newParent - parent)
            return (start + CGFloat(shares.start * delta), size + CGFloat(shares.size * delta))
        }
        let (x, width) = axis(frame.minX, frame.width, old.width, new.width,
                              (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = axis(frame.minY, frame.height, old.height, new.height,
                               (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// The layout pass in progress on this thread, for traps inside `layoutSubviews()`.
@MainActor
enum LayoutPass {
    /// Where `layoutIfNeeded` was called; nil outside a pass started by a caller.
    @TaskLocal static var caller: (file: StaticString, line: UInt)?

    /// Runs a layout step that can fail, trapping at the caller of the pass (or at `file`/`line`
    /// when no caller started it).
    static func run(_ step: () throws(NibError) -> Void, file: StaticString = #fileID, line: UInt = #line) {
        do { try step() } catch {
            let position = caller ?? (file, line)
            trap(error, file: position.file, line: position.line)
        }
    }
}
