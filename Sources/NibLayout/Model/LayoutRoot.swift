import NibDocument

/// One layout system: a root view (a top-level view or cell, or a scene's root view) and every
/// view below it, with the constraints UIKit would install for them.
///
/// The solver is built on the first `solve(size:)`. Asking for another size afterwards changes
/// only the root's size constraints, through the solver's incremental path (no rebuild), as
/// UIKit re-solves when a window or a table changes width. A root is not thread-safe: use it from
/// one thread at a time.
public final class LayoutRoot {
    /// The root view's nib id.
    public let id: String
    /// The root view's element.
    public let element: Element
    /// The view controller whose root view this is, in a storyboard scene.
    public let controller: Element?
    /// The options the root was built with.
    public let options: LayoutOptions
    /// Every view, the root first, in pre-order (a view before its subviews, subviews in the
    /// nib's order; a cell's content view first among the cell's).
    public let views: [LayoutView]
    /// Whether the engine lays this root out (iOS and tvOS documents); otherwise every view is
    /// `not-laid-out`.
    public let isLaidOut: Bool
    /// The nib constraints of the root's views that the engine installs: those whose items are
    /// views and layout guides of this root, in the default size class.
    public internal(set) var nibConstraints: [Constraint] = []
    /// Nib constraints left out because an item is neither a view nor a guide of this root.
    public internal(set) var unresolvedConstraints: [Constraint] = []
    /// What each of `nibConstraints` says, read from its attributes on first use (see
    /// `nibConstraintFacts`).
    var nibFactsCache: [NibConstraintFacts]?
    /// Each of `nibConstraints`' items, resolved when it was collected.
    var nibConstraintItems: [(first: LayoutItem, second: LayoutItem?)] = []
    /// Each nib constraint's translation, made on first use and kept until the safe area or the
    /// margins it depends on change (`applySafeArea`): building the solver and checking the
    /// saved frames both need it.
    var translationCache: [CachedTranslation] = []

    /// The root's safe-area insets. By default what Interface Builder simulates for the root
    /// (its device, status bar, navigation and tab bars; zero for cells), or
    /// `LayoutOptions.safeAreaInsets`. Setting it rebuilds the system on the next solve.
    public var safeAreaInsets: EdgeInsets {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            applySafeArea()
            solver = nil
        }
    }

    let context: DocumentLayoutContext
    var viewIndex: [String: Int] = [:]
    var guides: [LayoutGuide] = []
    var guideIndex: [String: Int] = [:]
    /// Heights of the old-style top and bottom layout guides of a scene (status and bars).
    var topGuideLength = 0.0
    var bottomGuideLength = 0.0

    // The built system.
    var solver: Solver?
    var entries: [Entry] = []
    var sizeConstraints: [SolverConstraint] = []
    var currentSize: LayoutSize?
    /// Whether the root's height is fitted to its content (`solveFittingHeight()`) instead of
    /// held at the size asked for.
    var fitsHeight = false
    /// Whether the system holds every view's width and height at zero or more, as UIKit's engine
    /// does. Most roots never need it: the bounds go in only when a solve without them gave some
    /// view a negative size (see `prepare(size:)`).
    var boundsSizes = false
    /// How far below zero the solve without the bounds took the smallest width or height (0 when
    /// none went below).
    var sizeDeficit = 0.0
    var buildConflicts: [LayoutConflict] = []
    /// Stack views' collapses of hidden arranged views, added after the nib's constraints (see
    /// `addStackConstraints`).
    var deferredHidingConstraints: [() -> Void] = []
    /// Stack views' constraints on arranged views that keep their saved size, added last and
    /// broken quietly where they would size them (see `addStackConstraints`).
    var deferredGivingWayConstraints: [() -> Void] = []
    /// A top-level XIB cell's content view size, added after the nib's constraints (see
    /// `addContentViewConstraints`).
    var deferredContentSizeConstraints: [() -> Void] = []
    var sizeConflicts: [LayoutConflict] = []
    var intrinsicConstraints: [[SolverConstraint]] = []
    /// How much narrower than its saved frame the root is laid out (`savedSize`).
    let savedWidthInset: Double
    /// Whether building the system passed `SolverLimits.untrustedFile`: the constraints after
    /// that point were not added, and no frame of the root is trusted.
    public private(set) var exceedsSolverLimits = false

    /// One constraint of the built system and where it comes from. Its index is the solver
    /// constraint's tag.
    struct Entry {
        let constraint: SolverConstraint
        let origin: LayoutConstraintOrigin
        let viewIndexes: [Int]
        /// UIKit's wording of the constraint, made only when a conflict is described.
        let summary: () -> String
    }

    init(element: Element, controller: Element?, context: DocumentLayoutContext, options: LayoutOptions) {
        self.id = element.id ?? ""
        self.element = element
        self.controller = controller
        self.context = context
        self.options = options
        self.isLaidOut = context.isLaidOut
        self.safeAreaInsets = .zero
        var views: [LayoutView] = []
        LayoutRoot.collect(element, superview: nil, role: LayoutRoot.rootRole(of: element),
                           arranged: false, context: context, options: options, into: &views)
        self.views = views
        savedWidthInset = InsetGroupedCellWidth.inset(of: element, frame: views[0].storedFrame, context: context)
        viewIndex.reserveCapacity(views.count)
        for view in views { viewIndex[view.id] = view.index }
        computeSavedAbsoluteFrames()
        if options.sizesEmptyStacksAsSaved { sizeEmptyStacksAsSaved() }
        measureTextViewsSavedWithoutFrames()
        safeAreaInsets = options.safeAreaInsets ?? simulatedSafeArea()
        applySafeArea()
        collectGuidesAndConstraints()
    }

    /// The root's frame as saved.
    public var storedFrame: Rect { views[0].storedFrame }

    /// The view with this nib id.
    public func view(withID id: String) -> LayoutView? { viewIndex[id].map { views[$0] } }

    // MARK: Views

    static func rootRole(of element: Element) -> ViewRole {
        if LayoutSystem.cellNames.contains(element.name) { return .cell }
        return LayoutSystem.isTableHeaderOrFooter(element) ? .plain : .rootView
    }

    static let scrollViewNames: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    /// UIKit's scroll view classes, as a custom class names them.
    static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// Whether `element` scrolls its subviews: a scroll view's element, or, where the options
    /// lay out the run time (`LayoutOptions.scrollsByRuntimeClass`), a plain view whose custom
    /// class is one of UIKit's scroll views (artsy energy's ARSettings.storyboard: a `<view
    /// customClass="UIScrollView">` whose content is pinned to its top and bottom and is taller
    /// than it, which Interface Builder draws squeezed and flags misplaced, and which scrolls on a
    /// device).
    static func scrollsAtRunTime(_ element: Element, options: LayoutOptions) -> Bool {
        if scrollViewNames.contains(element.name) { return true }
        guard options.scrollsByRuntimeClass, element[attribute: "customModule"] == nil,
              let customClass = element[attribute: "customClass"] else { return false }
        return scrollViewClasses.contains(customClass)
    }

    /// The views of the tree under `root`, in pre-order (a view before its content view and its
    /// subviews, in document order). Walked with an explicit stack: nesting can be as deep as
    /// the parse limit allows, which a user may raise far past what recursion survives.
    static func collect(_ root: Element, superview rootSuperview: Int?, role rootRole: ViewRole, arranged rootArranged: Bool,
                        context: DocumentLayoutContext, options: LayoutOptions, into views: inout [LayoutView]) {
        var pending: [(element: Element, superview: Int?, role: ViewRole, arranged: Bool)] = [(root, rootSuperview, rootRole, rootArranged)]
        let platform = context.document.platform
        // One buffer for every view's children, emptied (keeping its room) for each view.
        var children: [(element: Element, superview: Int?, role: ViewRole, arranged: Bool)] = []
        while let (element, superview, role, arranged) = pending.popLast() {
            let index = views.count
            let parentFrame = superview.map { views[$0].storedFrame }
            var stored = element.frame
            let hasFrame = stored != nil
            if stored == nil, role == .tableCellContentView || role == .cellContentView, let parentFrame {
                stored = Rect(x: 0, y: 0, width: parentFrame.width, height: parentFrame.height)
            }
            // Xcode 7 could save a storyboard's prototype table cell with no frame (an iOS lab's
            // check-in cell, tools 7702: its content laid out in the 320-pt table's width, views
            // pinned to its trailing edge saved 8 pt in from 320). Interface Builder draws it as
            // wide as its table and as tall as its row height: the cell's, else the table's.
            if stored == nil, superview == nil, element.name == "tableViewCell", element.parent?.name == "prototypes",
               let table = element.parent?.parent, let tableFrame = table.frame {
                let rowHeight = element[attribute: "rowHeight"].flatMap(Double.init) ?? table[attribute: "rowHeight"].flatMap(Double.init) ?? 44
                stored = Rect(x: 0, y: 0, width: tableFrame.width, height: rowHeight.isFinite ? max(0, rowHeight) : 44)
            }
            // Xcode 6 saved a XIB's table cell's content view at its default 320 × 43 whatever
            // the cell's size, and laid the content out in the cell's width and its height less
            // the 1-pt separator (MIT-Mobile's news cells, tools 6254: a 329 × 145 cell whose
            // content is saved 329 × 144; rainmachine's graph cells, 6250 and 7531, 168 pt tall).
            if role == .tableCellContentView, context.toolsVersion < 8000, let parentFrame, let saved = stored,
               saved == Rect(x: 0, y: 0, width: 320, height: 43), parentFrame.width != 320 || parentFrame.height != 44,
               let superview, views[superview].element.parent?.name == "objects" {
                stored = Rect(x: 0, y: 0, width: parentFrame.width, height: max(0, parentFrame.height - 1))
            }
            // Xcode 6 saved a storyboard's prototype collection view cell at the default 50 × 50
            // whatever its size, and its content view and subviews at the size it laid them out
            // in, the flow layout's item size, which the cell has on a device too
            // (FireDoorTracker's Main.storyboard, tools 6254: cells saved 50 × 50 around content
            // views of 450 × 141 and 225 × 75).
            if superview == nil, element.name == "collectionViewCell", context.toolsVersion < 8000,
               stored == Rect(x: 0, y: 0, width: 50, height: 50),
               let content = element.children.first(where: { $0.key == "contentView" })?.frame,
               content.x == 0, content.y == 0, content.width > 0, content.height > 0 {
                stored = Rect(x: 0, y: 0, width: content.width, height: content.height)
            }
            let translates: Bool
            if superview == nil || arranged || role == .tableCellContentView || role == .cellContentView {
                translates = false
            } else {
                translates = element.translatesAutoresizingMaskIntoConstraints
                    || (element.hasFixedFrame && !context.constrainedIDs.contains(element.id ?? ""))
            }
            let view = LayoutView(
                id: element.id ?? "", element: element, index: index, superviewIndex: superview,
                storedFrame: stored ?? Rect(x: 0, y: 0, width: 0, height: 0), hasStoredFrame: hasFrame,
                role: role,
                translates: translates, isScrollView: scrollsAtRunTime(element, options: options),
                isHidden: context.attribute("hidden", of: element) == "YES",
                imageSize: element.name == "imageView" ? IntrinsicSizes.imageName(of: element).flatMap { context.imageSizes[$0] } : nil)
            views.append(view)
            children.removeAll(keepingCapacity: true)
            if role == .cell, let content = element.children.first(where: { $0.key == "contentView" }),
               ElementClassTable.isView(content.name, platform: platform) || content.name.hasSuffix("ContentView") {
                let contentRole: ViewRole = element.name == "tableViewCell" ? .tableCellContentView : .cellContentView
                children.append((content, index, contentRole, false))
            }
            // A visual effect view holds its subviews in its content view, which follows it by
            // its autoresizing mask: without it the effect view's size is open, though its
            // content sets it (GoMap's undo bar, cwa-app-ios's footer views).
            if element.name == "visualEffectView", let content = element.children.first(where: { $0.key == "contentView" }),
               let id = content.id, !context.excludedIDs.contains(id), ElementClassTable.isView(content.name, platform: platform) {
                children.append((content, index, .plain, false))
            }
            let isStack = element.name == "stackView"
            for subview in element.subviews {
                guard ElementClassTable.isView(subview.name, platform: platform), let id = subview.id,
                      !context.excludedIDs.contains(id) else { continue }
                children.append((subview, index, subview.name == "stackView" ? .stackView : .plain, isStack))
            }
            // Reversed onto the stack, so they come off it in document order.
            pending.append(contentsOf: children.reversed())
        }
    }

    /// A stack view with no arranged views keeps its saved size as if it were its intrinsic
    /// size, held by its own hugging and compression resistance
    /// (`LayoutOptions.sizesEmptyStacksAsSaved`).
    func sizeEmptyStacksAsSaved() {
        var hasSubviews = Set<Int>()
        for view in views { if let parent = view.superviewIndex { hasSubviews.insert(parent) } }
        for view in views where view.element.name == "stackView" && view.hasStoredFrame && !hasSubviews.contains(view.index) {
            view.intrinsicContentSize = IntrinsicContentSize(width: view.storedFrame.width, height: view.storedFrame.height)
        }
    }

    /// Each view's saved alignment rectangle in the root's coordinates (a parent's bounds origin
    /// is its frame origin: saved scroll views are at offset zero).
    func computeSavedAbsoluteFrames() {
        for view in views {
            let frame = view.alignmentFrame
            if let parent = view.superviewIndex {
                let parentView = views[parent]
                let originX = parentView.savedAbsolute.x - parentView.alignmentInsets.left
                let originY = parentView.savedAbsolute.y - parentView.alignmentInsets.top
                view.savedAbsolute = Rect(x: originX + frame.x, y: originY + frame.y,
                                          width: frame.width, height: frame.height)
            } else {
                view.savedAbsolute = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            }
        }
    }

    /// Whether `ancestor` is a (strict) ancestor of `view`.
    func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var current = views[view].superviewIndex
        while let index = current {
            if index == ancestor { return true }
            current = views[index].superviewIndex
        }
        return false
    }

    /// Whether the root's height may follow its content on a device instead of its canvas: a
    /// cell (a table with automatic row heights, a collection layout with estimated sizes) or a
    /// table's header or footer view, which the code often fits the same way.
    public var heightMayFollowContent: Bool {
        LayoutSystem.cellNames.contains(element.name) || LayoutSystem.isTableHeaderOrFooter(element)
    }

    /// A stack view's axis and distribution under the size classes the root is laid out in (a
    /// variation matching them overrides the stack's own, as it does for the solve); nil for an
    /// element that is not a stack view.
    public func stackArrangement(of element: Element) -> (axis: LayoutAxis, distribution: StackDistribution)? {
        guard element.name == "stackView" else { return nil }
        return (context.attribute("axis", of: element).map(LayoutAxis.init(interfaceBuilderName:)) ?? .horizontal,
                context.attribute("distribution", of: element).map(StackDistribution.init(interfaceBuilderName:)) ?? .fill)
    }

    // MARK: Solving

    /// Lays the root out at its saved size; but where its height may follow its content
    /// (`heightMayFollowContent`) and the saved height leaves a view open, as short as its content
    /// allows (`solveFittingHeight()`), which is what a device shows, as ambiguous-layout judges
    /// such a cell (`LayoutFacts` asks the same, and also whether something outside the nib
    /// holds the root at its canvas size). `isFitted` says which was taken.
    public func solveAsShown() -> (solution: LayoutSolution, isFitted: Bool) {
        let solution = solve()
        guard heightMayFollowContent, solution.views.contains(where: { $0.status == .ambiguous }) else {
            return (solution, false)
        }
        return (solveFittingHeight(), true)
    }

    /// Lays the root out as a self-sizing table view cell is: at its saved width, and as short as
    /// its content allows (UIKit's `systemLayoutSizeFitting` with a target height of 0 at
    /// `fittingSizeLevel`), instead of at the height saved on the canvas. What is open only at
    /// the saved height (two labels sharing its spare points, spacers with no height) is not
    /// open in a table with automatic row heights. The root keeps this mode for later solves.
    public func solveFittingHeight() -> LayoutSolution {
        fitsHeight = true
        solver = nil
        currentSize = nil
        // Whether this layout squeezes a view is its own question, not the saved height's.
        boundsSizes = false
        sizeDeficit = 0
        var solution = solve(size: savedSize)
        if let fitted = solution.views.first?.solved {
            solution.size = LayoutSize(width: fitted.width, height: fitted.height)
        }
        return solution
    }

    /// Lays the root out at `size` (nil: the saved size) and reports every view's frame with its
    /// status. The first call builds the system; later calls at another size re-solve
    /// incrementally. Ambiguity is checked for every view, which costs more than the solve; use
    /// `frames(at:)` when only frames are needed.
    public func solve(size: LayoutSize? = nil) -> LayoutSolution {
        let size = size ?? savedSize
        guard isLaidOut else {
            return LayoutSolution(rootID: id, size: size, views: views.map {
                SolvedView(id: $0.id, name: $0.name, element: $0.element, stored: $0.storedFrame,
                           solved: nil, status: .notLaidOut, ambiguity: [])
            }, conflicts: [])
        }
        let frames = self.frames(at: size)
        guard !exceedsSolverLimits else {
            return LayoutSolution(rootID: id, size: size, views: views.map {
                SolvedView(id: $0.id, name: $0.name, element: $0.element, stored: $0.storedFrame,
                           solved: nil, status: .tooLarge, ambiguity: [])
            }, conflicts: [])
        }
        let conflicts = self.conflicts
        var inConflict = Set<Int>()
        for conflict in conflicts {
            for description in conflict.all { inConflict.formUnion(description.viewIDs.compactMap { viewIndex[$0] }) }
        }
        inConflict.remove(0)
        var solved: [SolvedView] = []
        solved.reserveCapacity(views.count)
        for view in views {
            // The root, content views and views that translate their autoresizing mask have
            // their frames (in the superview's coordinates, as UIKit reports ambiguity) fixed by
            // required equalities: no need to ask the solver.
            let fixed = view.index == 0 || view.translatesAutoresizingMaskIntoConstraints
                || view.role == .tableCellContentView || view.role == .cellContentView
            let ambiguity = fixed ? LayoutAmbiguity() : self.ambiguity(of: view)
            var frame = frames[view.index]
            var status: LayoutStatus = inConflict.contains(view.index) ? .unsatisfiable
                : (ambiguity.isEmpty ? .ok : .ambiguous)
            if let solvedFrame = frame, ![solvedFrame.x, solvedFrame.y, solvedFrame.width, solvedFrame.height].allSatisfy(\.isFinite) {
                frame = nil
                status = .invalid
            }
            solved.append(SolvedView(id: view.id, name: view.name, element: view.element, stored: view.storedFrame,
                                     solved: frame, status: status, ambiguity: ambiguity))
        }
        var solution = LayoutSolution(rootID: id, size: size, views: solved, conflicts: conflicts)
        // Beyond the pixel rounding of saved sizes, which can leave a chain a fraction of a
        // point over its container.
        solution.isSqueezed = sizeDeficit > 1
        return solution
    }

    /// The conflicts `solve(size:)` reports at `size` (nil: the saved size), without its frames
    /// and statuses: no ambiguity checks, which cost more than the solve.
    public func conflicts(at size: LayoutSize?) -> [LayoutConflict] {
        guard isLaidOut else { return [] }
        _ = prepare(size: size ?? savedSize)
        return exceedsSolverLimits ? [] : conflicts
    }

    /// The frames of every view (indexed like `views`) at `size` (nil: the saved size), in the
    /// superview's coordinates; nil for a root that is not laid out. The fast path: no statuses.
    public func frames(at size: LayoutSize? = nil) -> [Rect?] {
        guard isLaidOut else { return Array(repeating: nil, count: views.count) }
        let solver = prepare(size: size ?? savedSize)
        var result: [Rect?] = []
        result.reserveCapacity(views.count)
        // A television has one pixel per point: UIKit puts each edge on a whole point, in the
        // window's coordinates (Reusable's tvOS storyboard: three widgets sharing 1,910 points are
        // saved 634 wide from x = 638, not 633.33 from 638.33). Phones and tablets have two or
        // three pixels per point, within the tolerance anything compares frames with.
        let wholePoints = context.document.platform == .tvOS
        func edge(_ value: Double) -> Double { wholePoints && value.isFinite ? (value + 0.5).rounded(.down) : value }
        for view in views {
            let insets = view.alignmentInsets
            let left = solver.value(of: view.left) - insets.left
            let top = solver.value(of: view.top) - insets.top
            let right = left + solver.value(of: view.width) + insets.left + insets.right
            let bottom = top + solver.value(of: view.height) + insets.top + insets.bottom
            var x = edge(left)
            var y = edge(top)
            if let parent = view.superviewIndex {
                x -= edge(solver.value(of: views[parent].left) - views[parent].alignmentInsets.left)
                y -= edge(solver.value(of: views[parent].top) - views[parent].alignmentInsets.top)
            } else {
                x = view.storedFrame.x
                y = view.storedFrame.y
            }
            let width = edge(right) - edge(left)
            let height = edge(bottom) - edge(top)
            result.append(Rect(x: clean(x), y: clean(y), width: clean(width), height: clean(height)))
        }
        return result
    }

    /// The undetermined parts of a view's frame (UIKit's `hasAmbiguousLayout` when not empty),
    /// in the system as last solved (built at the saved size if it was never solved).
    public func ambiguity(of view: LayoutView) -> LayoutAmbiguity {
        guard isLaidOut else { return [] }
        let solver = prepare(size: currentSize ?? savedSize)
        var ambiguity = LayoutAmbiguity()
        let margin = LayoutRoot.savedSizeRounding
        if solver.isAmbiguous(view.left, beyond: margin) { ambiguity.insert(.horizontalPosition) }
        if solver.isAmbiguous(view.width, beyond: margin) { ambiguity.insert(.width) }
        if solver.isAmbiguous(view.top, beyond: margin) { ambiguity.insert(.verticalPosition) }
        if solver.isAmbiguous(view.height, beyond: margin) { ambiguity.insert(.height) }
        return ambiguity
    }

    /// How far apart two equally good frames must be for a view to count as ambiguous: one
    /// point. Intrinsic sizes here are the sizes Interface Builder saved, rounded to the pixel
    /// (and a stretched label saves its stretched size), so a chain of them can over-fill its
    /// container by a fraction of a point that equal compression resistances then share in any
    /// proportion: a tie the rounding made, which Interface Builder, measuring exactly, never
    /// sees (wikipedia-ios OnThisDayViewControllerHeader.xib, three labels 0.5 pt over).
    static let savedSizeRounding = 1.0

    /// Whether the view with this id has an undetermined frame.
    public func hasAmbiguousLayout(viewID: String) -> Bool {
        guard let index = viewIndex[viewID] else { return false }
        return !ambiguity(of: views[index]).isEmpty
    }

    /// The conflicts met while building the system and laying it out at the current size.
    public var conflicts: [LayoutConflict] { buildConflicts + sizeConflicts }

    /// The size Interface Builder laid the root out at: its saved size, less the insets of an
    /// inset-grouped table for a cell whose saved frame still spans the table
    /// (`InsetGroupedCellWidth`).
    public var savedSize: LayoutSize { LayoutSize(width: storedFrame.width - savedWidthInset, height: storedFrame.height) }

    /// Rounds away solver noise (1e-9) so that `20.5` prints as `20.5`.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// The solver, built or re-sized for `size`.
    func prepare(size: LayoutSize) -> Solver {
        let prepared: Solver
        if let solver {
            guard size != currentSize else { return solver }
            resize(solver, to: size)
            prepared = solver
        } else {
            prepared = build(size: size)
        }
        // UIKit's engine never gives a view a negative width or height. Bounding every size costs
        // a tenth of the solve, and where the solution without the bounds has no negative size it
        // is also the solution with them (it is feasible for the bounded system and no worse), so
        // they go in only where it has one, and the system is built again with them. Then
        // required constraints that need a negative size conflict, as UIKit logs
        // (GenesisVision's cells, whose rows of labels over-fill them; fearless's hidden
        // arranged views with padded content, which Interface Builder saves uncollapsed).
        if !boundsSizes, !exceedsSolverLimits {
            let smallest = views.dropFirst().reduce(0.0) { min($0, prepared.value(of: $1.width), prepared.value(of: $1.height)) }
            // Below solver noise: a size the bound would change.
            if smallest < -1e-6 {
                boundsSizes = true
                sizeDeficit = -smallest
                solver = nil
                return build(size: size)
            }
        }
        return prepared
    }

    /// Replaces the root's size constraints: removal and addition, both incremental.
    func resize(_ solver: Solver, to size: LayoutSize) {
        for constraint in sizeConstraints where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
        }
        sizeConflicts = []
        sizeConstraints = []
        currentSize = size
        let root = views[0]
        for (variable, value) in [(root.width, size.width), (root.height, size.height)] {
            // A self-sizing cell: UIKit asks for the smallest height its content allows
            // (`systemLayoutSizeFitting` with a target height of 0 at `fittingSizeLevel`).
            let fitted = fitsHeight && variable === root.height
            let constraint = SolverConstraint(SolverExpression([(variable, 1)], constant: fitted ? 0 : -value), .equal,
                                              strength: fitted ? Strength(50) : .required, tag: entries.count)
            entries.append(Entry(constraint: constraint, origin: .rootSize(viewID: root.id), viewIndexes: [0],
                                 summary: { "\(root.name).\(variable === root.width ? "width" : "height") == \(LayoutFormat.number(value))" }))
            do {
                try solver.addConstraint(constraint)
                sizeConstraints.append(constraint)
            } catch {
                if case .tooLarge = error {
                    exceedsSolverLimits = true
                    return
                }
                if case let .unsatisfiable(conflicting, broken) = error {
                    sizeConflicts.append(conflict(conflicting: conflicting, broken: broken))
                }
                // The root cannot take that size: ask for it as strongly as an optional can.
                let optional = SolverConstraint(constraint.expression, .equal, strength: Strength(999), tag: constraint.tag)
                if (try? solver.addConstraint(optional)) != nil { sizeConstraints.append(optional) }
            }
        }
    }

    /// Builds the solver from scratch at `size`.
    @discardableResult
    func build(size: LayoutSize) -> Solver {
        let solver = Solver()
        solver.limits = .untrustedFile
        solver.breaksPriorityTiesUpward = options.breaksPriorityTiesUpward
        self.solver = solver
        exceedsSolverLimits = false
        entries = []
        buildConflicts = []
        intrinsicConstraints = Array(repeating: [], count: views.count)
        deferredHidingConstraints = []
        deferredGivingWayConstraints = []
        deferredContentSizeConstraints = []
        let root = views[0]
        add(SolverExpression([(root.left, 1)]), .equal, origin: .rootSize(viewID: root.id), views: [0],
            summary: "\(root.name).minX == 0", into: solver)
        add(SolverExpression([(root.top, 1)]), .equal, origin: .rootSize(viewID: root.id), views: [0],
            summary: "\(root.name).minY == 0", into: solver)
        currentSize = nil
        sizeConstraints = []
        resize(solver, to: size)
        if boundsSizes {
            for view in views.dropFirst() {
                add(SolverExpression([(view.width, 1)]), .greaterThanOrEqual, origin: .nonNegativeSize(viewID: view.id),
                    views: [view.index], summary: "\(view.name).width >= 0", into: solver)
                add(SolverExpression([(view.height, 1)]), .greaterThanOrEqual, origin: .nonNegativeSize(viewID: view.id),
                    views: [view.index], summary: "\(view.name).height >= 0", into: solver)
            }
        }
        // A fill-equally stack's `size_i == size_0` equalities go in before the views' optional
        // content sizes: each then takes one of its own views' sizes as its subject. Added after
        // them, every size was already bound by a content-size row, and each equality went
        // through the artificial-variable path with pivots over the whole tableau: cubic in the
        // number of arranged views (500 labels ran for minutes). Other stacks keep their place,
        // after the content sizes: where optima tie, the order picks Interface Builder's frames.
        let stacks = views.filter { $0.element.name == "stackView" }
        let equalSizes = stacks.filter { $0.element[attribute: "distribution"] == "fillEqually" }
        for view in equalSizes { addStackConstraints(view, into: solver) }
        for view in views.dropFirst() {
            if view.role == .tableCellContentView || view.role == .cellContentView {
                addContentViewConstraints(view, into: solver)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                addAutoresizingConstraints(view, into: solver)
            }
            addIntrinsicConstraints(view, into: solver)
        }
        for view in stacks where view.element[attribute: "distribution"] != "fillEqually" {
            addStackConstraints(view, into: solver)
        }
        for index in nibConstraints.indices {
            addNibConstraint(at: index, into: solver)
        }
        for install in deferredContentSizeConstraints { install() }
        deferredContentSizeConstraints = []
        for install in deferredHidingConstraints { install() }
        deferredHidingConstraints = []
        for install in deferredGivingWayConstraints { install() }
        deferredGivingWayConstraints = []
        return solver
    }

    /// Adds a constraint; on a conflict, records it (UIKit's recovery: the new one is broken),
    /// unless `breaksQuietly`: then it is broken with no record, as a constraint meant to give way.
    @discardableResult
    func add(_ expression: SolverExpression, _ relation: SolverRelation, strength: Strength = .required,
             origin: LayoutConstraintOrigin, views viewIndexes: [Int], summary: @escaping @autoclosure () -> String,
             into solver: Solver, breaksQuietly: Bool = false) -> SolverConstraint? {
        let constraint = SolverConstraint(expression, relation, strength: strength, tag: entries.count)
        entries.append(Entry(constraint: constraint, origin: origin, viewIndexes: viewIndexes, summary: summary))
        do {
            try solver.addConstraint(constraint)
            return constraint
        } catch {
            switch error {
            case let .unsatisfiable(conflicting, broken):
                guard !breaksQuietly else { break }
                buildConflicts.append(conflict(conflicting: conflicting, broken: broken))
            case .tooLarge:
                exceedsSolverLimits = true
            default:
                break
            }
            return nil
        }
    }

    func conflict(conflicting: [SolverConstraint], broken: SolverConstraint) -> LayoutConflict {
        LayoutConflict(broken: describe(broken), conflicting: conflicting.map(describe))
    }

    func describe(_ constraint: SolverConstraint) -> LayoutConstraintDescription {
        guard let tag = constraint.tag, tag < entries.count else {
            return LayoutConstraintDescription(origin: .rootSize(viewID: id), text: constraint.description, viewIDs: [])
        }
        let entry = entries[tag]
        let ids = entry.viewIndexes.map { views[$0].id }
        let text: String
        if case .nib(let nibConstraint) = entry.origin { text = describe(nibConstraint) } else { text = entry.summary() }
        return LayoutConstraintDescription(origin: entry.origin, text: text, viewIDs: ids)
    }

    // MARK: Structural constraints

    /// A cell keeps its content view at the insets it was saved with (the accessory's room, say);
    /// an old-format content view saved without a frame fills its cell.
    func addContentViewConstraints(_ view: LayoutView, into solver: Solver) {
        guard let parentIndex = view.superviewIndex else { return }
        let cell = views[parentIndex]
        let frame = view.storedFrame
        let origin = LayoutConstraintOrigin.contentView(viewID: view.id)
        // Never wider or taller than the cell: a content view saved larger than its cell (one
        // saved 712 × 94 in a 414 × 54 cell) is a stale frame, and UIKit sizes it to
        // the cell.
        let widthInset = max(0, cell.storedFrame.width - frame.width)
        let heightInset = max(0, cell.storedFrame.height - frame.height)
        add(SolverExpression([(view.left, 1), (cell.left, -1)], constant: -frame.x), .equal, origin: origin,
            views: [view.index, parentIndex], summary: "\(view.name).minX == \(LayoutFormat.number(frame.x))", into: solver)
        add(SolverExpression([(view.top, 1), (cell.top, -1)], constant: -frame.y), .equal, origin: origin,
            views: [view.index, parentIndex], summary: "\(view.name).minY == \(LayoutFormat.number(frame.y))", into: solver)
        let size: () -> Void = { [unowned self] in
            add(SolverExpression([(view.width, 1), (cell.width, -1)], constant: widthInset), .equal, origin: origin,
                views: [view.index, parentIndex],
                summary: "\(view.name).width == \(cell.name).width - \(LayoutFormat.number(widthInset))", into: solver)
            add(SolverExpression([(view.height, 1), (cell.height, -1)], constant: heightInset), .equal, origin: origin,
                views: [view.index, parentIndex],
                summary: "\(view.name).height == \(cell.name).height - \(LayoutFormat.number(heightInset))", into: solver)
        }
        // A XIB's top-level cell is in no table or collection view: its content view's size
        // comes from its frame (autoresizing), which UIKit turns into constraints when it first
        // updates them, after the nib's. Where the content needs another size than the cell's,
        // that size is what breaks, and the content keeps its own, laid out from the top:
        // safe-ios AddOwnerKeyCell.xib (tools 21701: a 60-pt image and the 4- and 2-pt insets
        // around it, 80 pt in a 90-pt cell, saved at their sizes from the top), entourage-ios
        // HomeHelpCell.xib (23504: a 68-pt box pinned to the top and 32 pt above the bottom of a
        // 173-pt cell saved 68 pt tall at y = 0), pocket-casts NoSearchResultsCell.xib (14490: two
        // labels 40 pt below the top and 40 above the bottom of a 202.5-pt cell, 164 pt of
        // content, saved from 40 down). In a table, the cell's size is the table's, and holds.
        if context.document.kind == .xib, cell.element.parent?.name == "objects" {
            deferredContentSizeConstraints.append(size)
        } else {
            size()
        }
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
    /// Written without per-view arrays of axes and bounds: it runs for every view of every build.
    func addIntrinsicConstraints(_ view: LayoutView, into solver: Solver) {
        var added: [SolverConstraint] = []
        let size = view.intrinsicContentSize
        if let saved = size.width {
            addIntrinsicBounds(view, saved: saved, variable: view.width, hugging: view.contentHugging.horizontal,
                               compression: view.compressionResistance.horizontal, name: "width",
                               textWidth: view.stretchedTextWidth, into: solver, added: &added)
        }
        if let saved = size.height {
            addIntrinsicBounds(view, saved: saved, variable: view.height, hugging: view.contentHugging.vertical,
                               compression: view.compressionResistance.vertical, name: "height",
                               textWidth: nil, into: solver, added: &added)
        }
        intrinsicConstraints[view.index] = added
    }

    /// One axis of `addIntrinsicConstraints`: hugging at the saved size, then compression
    /// resistance, then (a stretched label's width only) the weak hugging at its text's width.
    ///
    /// A label saved stretched (`IntrinsicSizes.stretchedLabelNaturalWidth`) resists
    /// compression only below its text's width. It hugs at the saved width, where Interface
    /// Builder's own solution held it, and, at the lowest priority, at its text's width:
    /// UIKit's hugging pulls it there, and the weak pull decides only what nothing else
    /// does (a label pinned at one side only is as wide as its text, not anywhere up to the
    /// saved width), where a second hugging at its own priority would outweigh a
    /// neighbour's higher one in the linear objective.
    private func addIntrinsicBounds(_ view: LayoutView, saved: Double, variable: SolverVariable,
                                    hugging: LayoutPriority, compression: LayoutPriority, name: String,
                                    textWidth: Double?, into solver: Solver, added: inout [SolverConstraint]) {
        func bound(_ relation: SolverRelation, _ priority: LayoutPriority, _ value: Double) {
            guard priority.rawValue > 0 else { return }
            let symbol = relation == .lessThanOrEqual ? "<=" : ">="
            let expression = SolverExpression([(variable, 1)], constant: -value)
            // The summary is written only if a conflict is described (most never are).
            if let constraint = add(expression, relation, strength: Strength(Double(priority.rawValue)),
                                    origin: .contentSize(viewID: view.id), views: [view.index],
                                    summary: "<NSContentSizeLayoutConstraint \(view.name).\(name) \(symbol) \(LayoutFormat.number(value)) Hug:\(hugging) CompressionResistance:\(compression)>",
                                    into: solver) {
                added.append(constraint)
            }
        }
        bound(.lessThanOrEqual, hugging, saved)
        bound(.greaterThanOrEqual, compression, textWidth ?? saved)
        if let textWidth, hugging.rawValue > 0 { bound(.lessThanOrEqual, LayoutPriority(1), textWidth) }
    }

    // MARK: Run-time changes

    /// Overrides a view's intrinsic content size (`intrinsicContentSize` overridden in code) and
    /// re-solves incrementally: only that view's hugging and compression constraints are replaced
    /// (`invalidateIntrinsicContentSize()`).
    public func setIntrinsicContentSize(_ size: IntrinsicContentSize, forViewWithID id: String) {
        guard let index = viewIndex[id] else { return }
        let view = views[index]
        view.intrinsicContentSize = size
        view.stretchedTextWidth = nil
        guard let solver else { return }
        for constraint in intrinsicConstraints[index] where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
        }
        addIntrinsicConstraints(view, into: solver)
    }

    /// Gives a text view (a label, a button's title, a text field) new text: its intrinsic size
    /// becomes the text's size by `options.textMeasuring`, with the view's font and number of
    /// lines, wrapped at `maximumWidth` (a label's `preferredMaxLayoutWidth`) if given.
    public func setText(_ text: String, forViewWithID id: String, maximumWidth: Double? = nil) {
        guard let index = viewIndex[id], let size = measure(text, in: views[index], maximumWidth: maximumWidth) else { return }
        setIntrinsicContentSize(size, forViewWithID: id)
    }

    /// `text`'s size in `view` (its font, its number of lines, a button's padding), by
    /// `options.textMeasuring`; nil for a view that shows no text.
    func measure(_ text: String, in view: LayoutView, maximumWidth: Double?) -> IntrinsicContentSize? {
        guard let pointSize = view.fontPointSize else { return nil }
        let lines = Int(view.element[attribute: "numberOfLines"] ?? "1") ?? 1
        var size = options.textMeasuring.size(of: text, font: FontMetrics(pointSize: pointSize),
                                              maximumWidth: maximumWidth, numberOfLines: lines)
        if view.element.name == "button" {
            // UIButton pads its title: 30 pt high at 15 pt, and a little room at the sides.
            size = LayoutSize(width: size.width + 2 * 6, height: max(30, size.height + 12))
        }
        return IntrinsicContentSize(width: size.width, height: size.height)
    }

    /// Documents saved without frames (Xcode 8 could) give a text view no saved size to take as
    /// its intrinsic size; it gets its text's measured size instead, as UIKit would give it one.
    /// Without it, every label of such a file would be reported with an open height.
    func measureTextViewsSavedWithoutFrames() {
        for view in views where !view.hasStoredFrame && view.intrinsicContentSize == .none {
            // A label without text measures nothing: UILabel's intrinsic size is then 0 × 0
            // (wsdot-ios-app's travel-time screens, Xcode 15: a stack of labels whose text the
            // code fills, saved without frames, each empty one 0 pt tall).
            if view.element.name == "label", IntrinsicSizes.shownText(of: view.element)?.isEmpty ?? true {
                view.intrinsicContentSize = IntrinsicContentSize(width: 0, height: 0)
                continue
            }
            // A segmented control is as tall as UIKit makes it: an alignment rectangle of 28 pt
            // to iOS 12 (frames saved 29 pt, see `alignmentInsets`) and 31 from Xcode 11 (tools
            // 14800, frames of 32). Its segments share its width equally, each as wide as the
            // widest 13-pt title and about 16 pt more (saved frames of Xcode 8 without a width
            // constraint: "First" and "Second" 121 pt at tools 11542, "Manual" and "Auto" 123 at
            // 11762, five titles of up to three characters 200 at 11762); an image's segment is
            // taken as 16 pt, its image's size unread. joind.in-iphone's MainStoryboard (11201,
            // no frames) stacks a table under one whose height is only that.
            if view.element.name == "segmentedControl" {
                let segments = view.element.child(named: "segments")?.children(named: "segment") ?? []
                let widest = segments.compactMap { $0[attribute: "title"] }
                    .map { options.textMeasuring.size(of: $0, font: FontMetrics(pointSize: 13), maximumWidth: nil, numberOfLines: 1).width }
                    .max() ?? 0
                view.intrinsicContentSize = IntrinsicContentSize(width: Double(max(1, segments.count)) * (widest + 16),
                                                                 height: context.toolsVersion >= 14800 ? 31 : 28)
                continue
            }
            // A search bar outside a navigation bar is 44 pt tall to iOS 12 and 56 from Xcode 11
            // (tools 14800), as Interface Builder saves it: a Udacity course's movie picker
            // (tools 11201, no frames) hangs its table from the bar's bottom.
            if view.element.name == "searchBar" {
                view.intrinsicContentSize = IntrinsicContentSize(width: nil, height: context.toolsVersion >= 14800 ? 56 : 44)
                continue
            }
            // A text field is one line of its font high, and a rounded one has UIKit's border
            // around it: 30 pt at 14 pt to iOS 12, 34 from Xcode 11 (tools 14800), frames saved by
            // both; as wide as its text or placeholder. Apple's FoodTracker lesson (tools 11201,
            // no frames) stacks its meal-name field in a column whose height nothing else gives.
            // Only lower-priority hugging and compression hold these values, so no constraint
            // conflicts with a guess at them.
            if view.element.name == "textField", let pointSize = view.fontPointSize {
                let text = [view.element[attribute: "text"], view.element[attribute: "placeholder"]]
                    .compactMap { $0 }.first { !$0.isEmpty } ?? ""
                let width = text.isEmpty ? 0 : measure(text, in: view, maximumWidth: nil)?.width ?? 0
                let line = FontMetrics(pointSize: pointSize).lineHeight.rounded(.up)
                switch view.element[attribute: "borderStyle"] ?? "none" {
                case "roundedRect":
                    let modern = context.toolsVersion >= 14800
                    view.intrinsicContentSize = IntrinsicContentSize(width: width + 14, height: max(modern ? 34 : 30, line + (modern ? 17 : 13)))
                case "line", "bezel":
                    view.intrinsicContentSize = IntrinsicContentSize(width: width + 8, height: line + 4)
                default:
                    view.intrinsicContentSize = IntrinsicContentSize(width: width, height: line)
                }
                continue
            }
            // A button with an image in its normal state is at least that image's size, as the
            // document's resources list it, its title beside it: CDIiPhoneApp's MainStoryboard
            // (tools 3084, buttons saved without frames) pins 44-pt image buttons by their top
            // alone, which their images' height places. A background image is at least its own
            // size, under the image and title: Spread's MainStoryboard (3084) pins back buttons
            // drawn by a 60-pt background image by one corner.
            let normal = view.element.name == "button" ? IntrinsicSizes.normalState(of: view.element) : nil
            let image = normal?[attribute: "image"].flatMap { context.imageSizes[$0] }
            let background = normal?[attribute: "backgroundImage"].flatMap { context.imageSizes[$0] }
            if image != nil || background != nil {
                let title = IntrinsicSizes.shownText(of: view.element).flatMap { measure($0, in: view, maximumWidth: nil) }
                let content = (width: (image?.width ?? 0) + (title?.width ?? 0), height: max(image?.height ?? 0, title?.height ?? 0))
                view.intrinsicContentSize = IntrinsicContentSize(width: max(content.width, background?.width ?? 0),
                                                                 height: max(content.height, background?.height ?? 0))
                continue
            }
            guard let text = IntrinsicSizes.shownText(of: view.element),
                  let size = measure(text, in: view, maximumWidth: nil) else { continue }
            view.intrinsicContentSize = size
        }
    }
}
