import Foundation
import NibDocument
import NibLayout

/// A view as a nib describes it: geometry, hierarchy and the appearance attributes, without
/// drawing (UIKit's `UIView`). Geometry uses Foundation's `CGRect`, so ported code reads the same.
open class View: NibObject, NibConstraintHolding, NibLayoutItem {
    /// UIKit's `UIView.ContentMode`.
    public typealias ContentMode = NibDocument.ContentMode
    /// UIKit's `UIView.AutoresizingMask`: `.flexibleWidth`, `.flexibleTopMargin`, ….
    public typealias AutoresizingMask = NibDocument.AutoresizingMask

    /// The view's rectangle in its superview's coordinates. Changing its size resizes the
    /// subviews that translate their autoresizing mask (UIKit's `autoresizesSubviews`) and asks
    /// for layout (see `View+Layout.swift`).
    public var frame: CGRect {
        didSet { frameDidChange(from: oldValue) }
    }
    /// The frame's centre, in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)` (`sizeToFit()`), keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The view's own coordinate space: its frame's size at `boundsOrigin` (the origin for a
    /// view, the content offset for a scroll view, as in UIKit: scrolling moves the bounds).
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            frame.size = newValue.size
            if newValue.origin != boundsOrigin { boundsOrigin = newValue.origin }
        }
    }

    /// The origin of `bounds`. Only a scroll view's moves (its `contentOffset`); other views keep
    /// theirs at zero, since nothing in NibKit draws what an offset origin would shift.
    var boundsOrigin: CGPoint {
        get { .zero }
        set {}
    }
    // The view tree's own bookkeeping goes without dynamic exclusivity checks: only this module
    // writes it, never while reading it, and the checks were a measurable share of instantiating
    // and releasing a nib (see BENCHMARKS.md, instantiate).
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Not `weak`, which costs every view a side-table allocation: a view clears its subviews'
    /// back-pointer when it goes away (see `deinit`), which keeps the same guarantee. Not a
    /// checked `unowned` either: `nibbench reuse` ran 5% slower with it and `nibbench scroll` 2%
    /// (BENCHMARKS.md, "unowned references").
    public var superview: View? { _superview }
    @exclusivity(unchecked) private unowned(unsafe) var _superview: View?
    public var tag = 0
    /// How the view's content flips between left-to-right and right-to-left layouts
    /// (`semanticContentAttribute`): `.forceRightToLeft` lays the view's subviews out right to
    /// left, leading and trailing swapped (and a stack view's arranged subviews in reverse).
    /// Not inherited by subviews, as in UIKit.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            invalidateLayoutSystem()
            for subview in subviews where subview.isLayoutIslandRoot { subview.invalidateLayoutSystem() }
        }
    }
    /// Whether the view is hidden; a hidden arranged subview of a stack view collapses.
    public var isHidden = false {
        didSet { if isHidden != oldValue, superview is StackView { superview?.invalidateLayoutSystem() } }
    }
    public var alpha: CGFloat = 1
    public var backgroundColor: Color?
    public var tintColor: Color?
    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layerStorage?.masksToBounds ?? clipsStorage }
        set {
            clipsStorage = newValue
            layerStorage?.masksToBounds = newValue
        }
    }
    private var clipsStorage = false
    /// How the view lays out its content when its bounds change: `.scaleToFill`, `.scaleAspectFit`, ….
    public var contentMode: ContentMode = .scaleToFill
    public var isUserInteractionEnabled = true
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var restorationIdentifier: String?
    /// The view's layer, an object as UIKit's `CALayer` is (`let layer = view.layer;
    /// layer.cornerRadius = 8` changes the view's); its `masksToBounds` is `clipsToBounds`. Made
    /// when first asked for: a view that never reads it pays one pointer.
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        let layer = Layer()
        layer.masksToBounds = clipsStorage
        layerStorage = layer
        return layer
    }
    private var layerStorage: Layer?

    /// Applies a nib's user-defined runtime attribute to the view's own properties, as UIKit's
    /// key-value coding does: its layer's (`layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.borderColor`, `layer.masksToBounds`, the shadow's), and `tag`, `alpha`, `hidden`,
    /// `backgroundColor`, `tintColor`, `clipsToBounds`, `userInteractionEnabled` and the
    /// accessibility identifier and label. Every attribute is also kept in `runtimeAttributes`,
    /// where a subclass finds those it applies itself.
    open override func setValue(_ value: NibValue, forKeyPath keyPath: String) throws {
        applyViewAttribute(value, forKeyPath: keyPath)
        try super.setValue(value, forKeyPath: keyPath)
    }
    /// The constraints this view holds, with their items resolved to views.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    /// The controller whose `view` this is: the next responder UIKit finds a view's controller by.
    weak var owningViewController: ViewController?
    /// The owning controller's `additionalSafeAreaInsets`, kept here so that reading the safe
    /// area does not load the weak reference at every level.
    var controllerSafeAreaAddition = EdgeInsets.zero

    // Auto Layout inputs (the API is in View+Layout.swift). Code-made views translate their
    // autoresizing mask, as UIKit's do; a nib says what each of its views does.
    var translatesMask = true
    var autoresizing: AutoresizingMask = []
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The intrinsic size Interface Builder saved for a nib view (nil: none, or made in code).
    var nibIntrinsicSize: IntrinsicContentSize?
    var margins: EdgeInsets?
    var preservesMargins = false
    var insetsMarginsFromSafeArea = true
    var ownSafeAreaInsets = EdgeInsets.zero
    var nibSafeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    /// Controls inside this view whose nib actions target it without a count (see
    /// `Control.TargetAction.target`); told when it goes away.
    @exclusivity(unchecked) var controlsTargetingSelf: [Control] = []
    /// The guides added with `addLayoutGuide(_:)`.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The layout system of the views this view lays out, kept between passes (see LayoutEngine).
    var layoutEngine: LayoutEngine?
    var needsLayout = true
    /// The nib constraints this view holds whose installation depends on the size classes
    /// (installed or not), with how.
    var variedConstraints: [(constraint: LayoutConstraint, variation: ConstraintVariation)] = []
    /// The view's own size-class variation (see `applyVariations(for:)`), the superview it goes
    /// back to when a size class installs it again, and where among its subviews.
    var ownVariation: ViewVariation?
    weak var variationHome: View?
    var variationIndex = 0
    /// Subviews a size class left out: the view holds them, to put them back when one installs
    /// them again (nothing else in the tree reaches them).
    var absentVariedSubviews: [View] = []
    /// Set by `setNeedsUpdateConstraints()`, cleared when `updateConstraints()` has run.
    var needsConstraintUpdate = false
    /// Whether this view or one below it needs its constraints updated (the pass descends only here).
    var subtreeNeedsConstraintUpdate = false

    /// The traits the view is shown with (`traitCollection`): its window's, or a phone's in
    /// portrait outside any window.
    public var traitCollection: TraitCollection {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window.windowTraitCollection }
            current = view.superview
        }
        return .phonePortrait
    }

    /// Called when the window's traits change, with those it had (`traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Updates the view's constraints in one place, in the pass before layout that
    /// `setNeedsUpdateConstraints()` asks for (`updateConstraints()`). Override to add or change
    /// constraints, and call super last, as UIKit asks.
    open func updateConstraints() {
        needsConstraintUpdate = false
    }
    /// The frames a top-level nib view shares with the other instances of its plan, while it is
    /// as the nib made it (see `SolvedLayoutCache`); dropped by any change layout reads.
    var solvedLayouts: SolvedLayoutCache?
    /// How this view's tree measures text, when set on it (see `textMeasuring`).
    var ownTextMeasurer: TextMeasurer?
    /// Set while a layout pass writes `frame`, which is then not a change made by the user.
    var isReceivingLayout = false

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

    /// What every view reads of its element, decoded once per nib.
    final class Decoded: NibDecodedValue {
        let frame: CGRect
        let tag: Int
        let isHidden: Bool
        let alpha: CGFloat
        let backgroundColor: Color?
        let tintColor: Color?
        let clipsToBounds: Bool
        let contentMode: ContentMode
        let isUserInteractionEnabled: Bool
        let restorationIdentifier: String?
        let accessibilityIdentifier: String?
        let accessibilityLabel: String?
        /// Auto Layout's inputs; nil for an element with no frame, mask or translation flag.
        let layout: Layout?

        struct Layout: Sendable {
            let translatesAutoresizingMaskIntoConstraints: Bool
            let autoresizingMask: AutoresizingMask
            let contentHugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
            let compressionResistance: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
            /// The size Interface Builder's engine gave the view (see `IntrinsicContentSize(nibElement:)`).
            let intrinsicContentSize: IntrinsicContentSize
            let layoutMargins: EdgeInsets?
            let preservesSuperviewLayoutMargins: Bool
            let insetsLayoutMarginsFromSafeArea: Bool
            let isLayoutMarginsRelativeArrangement: Bool?
        }

        init(record: ObjectRecord) {
            frame = record.rect(forKey: "frame") ?? .zero
            tag = record.string(forKey: "tag").flatMap { Int($0) } ?? 0  // not a number, or out of Int's range: 0
            isHidden = record.string(forKey: "hidden") == "YES"
            alpha = CGFloat(record.finiteDouble(forKey: "alpha") ?? 1)
            backgroundColor = record.color(forKey: "backgroundColor")
            tintColor = record.color(forKey: "tintColor")
            clipsToBounds = record.string(forKey: "clipsSubviews") == "YES"
            contentMode = record.string(forKey: "contentMode").map(ContentMode.init(interfaceBuilderName:)) ?? .scaleToFill
            isUserInteractionEnabled = record.string(forKey: "userInteractionEnabled") != "NO"
            restorationIdentifier = record.string(forKey: "restorationIdentifier")
            let accessibility = record.childAttributes(forKey: "accessibilityConfiguration")
            accessibilityIdentifier = accessibility?["identifier"]
            accessibilityLabel = accessibility?["label"]
            let element = record.element
            let laidOut = record.rect(forKey: "frame") != nil || element.hasAttribute("translatesAutoresizingMaskIntoConstraints")
                || element.child(key: "autoresizingMask") != nil
            layout = laidOut ? Layout(
                translatesAutoresizingMaskIntoConstraints: element.translatesAutoresizingMaskIntoConstraints,
                autoresizingMask: element.autoresizingMask ?? [],
                contentHugging: (element.contentHuggingPriority(for: .horizontal), element.contentHuggingPriority(for: .vertical)),
                compressionResistance: (element.compressionResistancePriority(for: .horizontal),
                                        element.compressionResistancePriority(for: .vertical)),
                intrinsicContentSize: IntrinsicContentSize(nibElement: element),
                layoutMargins: element.layoutMargins,
                preservesSuperviewLayoutMargins: element.preservesSuperviewLayoutMargins,
                insetsLayoutMarginsFromSafeArea: element.insetsLayoutMarginsFromSafeArea,
                isLayoutMarginsRelativeArrangement: element.isLayoutMarginsRelativeArrangement) : nil
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        // Stored before super.init: initializing stores are plain writes, while assignments after
        // it pay a dynamic exclusivity check each (a measurable share of instantiation).
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        frame = properties.frame
        tag = properties.tag
        isHidden = properties.isHidden
        alpha = properties.alpha
        backgroundColor = properties.backgroundColor
        tintColor = properties.tintColor
        clipsStorage = properties.clipsToBounds
        contentMode = properties.contentMode
        isUserInteractionEnabled = properties.isUserInteractionEnabled
        restorationIdentifier = properties.restorationIdentifier
        accessibilityIdentifier = properties.accessibilityIdentifier
        accessibilityLabel = properties.accessibilityLabel
        if let layout = properties.layout {
            translatesMask = layout.translatesAutoresizingMaskIntoConstraints
            autoresizing = layout.autoresizingMask
            hugging = (layout.contentHugging.horizontal ?? .defaultLow, layout.contentHugging.vertical ?? .defaultLow)
            compression = (layout.compressionResistance.horizontal ?? .defaultHigh,
                           layout.compressionResistance.vertical ?? .defaultHigh)
            if layout.intrinsicContentSize != .none { nibIntrinsicSize = layout.intrinsicContentSize }
            margins = layout.layoutMargins
            preservesMargins = layout.preservesSuperviewLayoutMargins
            insetsMarginsFromSafeArea = layout.insetsLayoutMarginsFromSafeArea
        }
        subviews = coder.subviews
        nibSafeAreaGuide = coder.object(forKey: "safeArea") as? LayoutGuide
        super.init(coder: coder)
        nibSafeAreaGuide?.owningView = self
        for subview in subviews {
            if subview._superview != nil { subview.removeFromSuperview() }
            subview._superview = self
        }
    }

    // Isolated: it clears the back references other views, guides, constraints and controls keep
    // to this one, which are main-actor state; released off the main actor, it runs there.
    isolated deinit {
        // A constraint nothing else holds goes away with the view, so nothing can reach the
        // references it keeps to it without a count; only shared ones need telling.
        for index in constraints.indices where !isKnownUniquelyReferenced(&constraints[index]) {
            constraints[index].holderWillDeinit(self)
        }
        nibSafeAreaGuide?.owningView = nil
        marginsGuide?.owningView = nil
        for guide in layoutGuides { guide.owningView = nil }
        for control in controlsTargetingSelf { control.targetWillDeinit(self) }
        // Release the subtree with a loop, not by recursion: a view about to go takes its
        // subviews along first, so each deinit finds none (a 7,000-deep nib overflowed a
        // worker thread's stack, one deinit frame per level).
        var orphans = subviews
        subviews = []
        while var view = orphans.popLast() {
            view._superview = nil
            if isKnownUniquelyReferenced(&view) {
                orphans.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view._superview = self
        // A view that laid itself out is now laid out by this one's island, unless it is an
        // island itself (a cell keeps its solver from one row to the next).
        if !view.isLayoutIslandRoot { view.layoutEngine = nil }
        // A view that asked for a constraint update before it had this superview still gets it.
        if view.subtreeNeedsConstraintUpdate { markSubtreeNeedsConstraintUpdate() }
        invalidateLayoutSystem()
    }

    /// Adds `view` at `index` among the subviews (0 is the back), clamped to their count
    /// (`insertSubview(_:at:)`).
    public func insertSubview(_ view: View, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }

    /// Adds `view` just behind `sibling` (at the end when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        addSubview(view)
        guard sibling !== view, let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
        subviews.removeLast()
        subviews.insert(view, at: index)
    }

    /// Adds `view` just in front of `sibling` (at the end when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        addSubview(view)
        guard sibling !== view, let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
        subviews.removeLast()
        subviews.insert(view, at: index + 1)
    }

    /// Moves a subview to the front (the end of `subviews`).
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back (the start of `subviews`).
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func removeFromSuperview() {
        guard let superview = _superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        _superview = nil
        superview.invalidateLayoutSystem()
    }

    /// Called before a subview leaves this view (UIKit's `willRemoveSubview(_:)`).
    func willRemoveSubview(_ subview: View) {}

    /// Installs a constraint on this view (UIKit's `addConstraint(_:)`; prefer activating it,
    /// which finds the right view). It takes part in the next layout pass.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if let holder = constraint.holder {
            if holder === self { return }
            holder.removeConstraint(constraint)
        }
        constraints.append(constraint)
        constraint.holder = self
        invalidateLayoutSystem()
    }

    func installFromNib(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
        constraint.holder = self
    }

    func keepVaried(_ constraint: LayoutConstraint, _ variation: ConstraintVariation) {
        variedConstraints.append((constraint, variation))
    }

    func keepVaried(view variation: ViewVariation, applyingSlot slot: Int) {
        ownVariation = variation
        variationHome = superview
        variationIndex = superview?.subviews.firstIndex { $0 === self } ?? 0
        applyOwnVariation(slot)
    }

    /// Installs this view and its varied nib constraints as their variations say for `traits`,
    /// with the attributes and constants those give.
    func applyVariations(for traits: TraitCollection) {
        for absent in absentVariedSubviews {
            for view in absent.allViews { view.applyVariations(for: traits) }
        }
        guard ownVariation != nil || !variedConstraints.isEmpty else { return }
        let slot = ConstraintVariation.index(horizontalRegular: traits.horizontalSizeClass == .regular,
                                             verticalRegular: traits.verticalSizeClass != .compact)
        applyOwnVariation(slot)
        for (constraint, variation) in variedConstraints {
            constraint.constant = CGFloat(variation.constants[slot])
            if variation.installed[slot] {
                if constraint.holder == nil { addConstraint(constraint) }
            } else if constraint.holder != nil {
                constraint.holder?.removeConstraint(constraint)
            }
        }
    }

    /// The view's own size-class variation: it is in its superview (back where it was, when
    /// installed again) and has its attributes as `slot`'s traits say.
    private func applyOwnVariation(_ slot: Int) {
        guard let variation = ownVariation else { return }
        applyVariedAttributes(variation.attributes[slot])
        if variation.installed[slot] {
            guard superview == nil, let home = variationHome else { return }
            home.absentVariedSubviews.removeAll { $0 === self }
            if let stack = home as? StackView {
                stack.insertArrangedSubview(self, at: min(variationIndex, stack.arrangedSubviews.count))
            } else {
                home.insertSubview(self, at: min(variationIndex, home.subviews.count))
            }
        } else if let home = superview {
            removeFromSuperview()
            if !home.absentVariedSubviews.contains(where: { $0 === self }) { home.absentVariedSubviews.append(self) }
        }
    }

    /// The attributes a size-class variation gives the view (`hidden`; a stack view's more).
    func applyVariedAttributes(_ attributes: [String: String]) {
        if let hidden = attributes["hidden"] { isHidden = hidden == "YES" }
    }

    /// Removes a constraint installed on this view; it no longer takes part in layout.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.holderDidRemove(self)
        invalidateLayoutSystem()
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes each constraint from this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    var superholder: (any NibConstraintHolding)? { _superview }
    var holderForConstraints: (any NibConstraintHolding)? { self }
    func installedConstraintDidChange(_ constraint: LayoutConstraint) {
        let root = layoutIslandRoot
        root.solvedLayouts = nil
        root.layoutEngine?.update(constraint)
        setNeedsLayout()
    }

    /// The view's natural size (`UIView.noIntrinsicMetric` in a dimension without one). A nib's
    /// label, button, switch, image view with an image, … has the size Interface Builder's engine
    /// saved for it (or the nib's placeholder size); labels and buttons changed in code measure
    /// their text (`textMeasuring`). Subclasses override this, and call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { savedIntrinsicContentSize }

    /// The size that best fits `size` (`sizeThatFits(_:)`): a plain view keeps its own size;
    /// a label measures its text. Override for views that size themselves.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Gives each subview the frame the constraints give it. Override to adjust frames after
    /// calling super, as in UIKit; never call it directly (call `layoutIfNeeded()`).
    open func layoutSubviews() {
        applySolvedFrames()
    }

    /// Whether the view is a reusable cell or header, whose frame its table or collection view
    /// sets (a layout island, see View+Layout.swift). A class property, not an `is` check: it is
    /// asked on every structural change.
    var isReusableView: Bool { false }

    /// This view and every view below it, depth first.
    public var allViews: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Whether `point`, in the view's coordinates, is inside it (`point(inside:with:)`): inside
    /// its bounds. Override to widen or narrow what `hitTest(_:with:)` finds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest view down the hierarchy, at or below this one, that contains `point` (in
    /// the view's coordinates), as UIKit finds it (`hitTest(_:with:)`): nil when the view is
    /// hidden, does not take user interaction, is all but transparent (alpha below 0.01), or the
    /// point is not inside it (`point(inside:with:)`); else the subviews are asked front to back,
    /// and the view itself answers when none does.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// The first view below (or at) this one with the given accessibility identifier.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        allViews.first { $0.accessibilityIdentifier == identifier }
    }
}

