import NibDocument
import NibLayout
import NibSupport

/// The document's layout, solved once for the three layout rules and only when one of them asks.
///
/// Each root is laid out at its saved size with `LayoutFacts.options` (Interface Builder's options,
/// which reproduce its own frames best, less one canvas-only pull), so that a difference from a saved frame
/// means something about the file rather than about the engine.
public final class LayoutFacts: Sendable {
    /// One root's results.
    public struct Root: Sendable {
        public let solution: LayoutSolution
        /// Views whose saved frames violate a plain required constraint on them by more than a
        /// point: the file's frames are stale there, whatever the engine approximates elsewhere.
        public let staleViewIDs: Set<String>
        /// Views inside a scroll view (their frames depend on its content size).
        public let scrollContentViewIDs: Set<String>
        /// Hidden arranged views of stack views and the views inside them. The engine collapses
        /// such a view as UIKit does at run time (UISV-hiding); Interface Builder lays it out at
        /// its own size instead, so what the engine finds inside it says nothing about the file.
        public let collapsedViewIDs: Set<String>
        /// Views a table view cell's `accessoryView` or `editingAccessoryView` outlet names, and
        /// the views inside them: the cell takes such a view out of its content view and places
        /// it by frame, so its constraints in the content view say nothing about run time (Delta's
        /// Settings.storyboard: a switch kept in a cell's content view without constraints).
        public let accessoryViewIDs: Set<String>
        /// Views inside a `fillProportionally` stack view (its arranged views and what they
        /// hold). UIKit shares such a stack's length by its views' intrinsic sizes, and by their
        /// current sizes where they have none; NibLayout takes those from the saved frames, which
        /// a stale file contradicts, so an open size found there may be the model's, not UIKit's.
        public let proportionallyFilledViewIDs: Set<String>
        /// The arranged views of stack views that fill their length (`distribution` fill, the
        /// default), each with that length's axis, under the size classes the root is laid out in.
        public let fillingStackAxisByArrangedViewID: [String: LayoutAxis]
        /// Views inside a view Interface Builder saved `ambiguous="YES"` (and not that view
        /// itself): what is open there follows from the flagged view's own ambiguity, which
        /// ambiguous-view reports once (cwa-app-ios HomeStatisticsCardView.xib: a stack flagged
        /// ambiguous, its label and image reported again for its open position).
        public let insideFlaggedViewIDs: Set<String>
        /// Views that use Auto Layout (`translatesAutoresizingMaskIntoConstraints="NO"`, not
        /// arranged in a stack) but that no constraint of the file mentions, and the views inside
        /// them. Nothing in the file places such a view, so the code does: it sets the frame
        /// (OsmAnd's OARouteProgressBarCell sets its progress bar's in `layoutSubviews`) or adds
        /// constraints. Its frame is the code's, open only to a reader of the nib alone.
        public let placedByCodeViewIDs: Set<String>
        /// For each view that is not arranged in a stack, the axes (horizontal, vertical) on
        /// which exactly one of the root's installed equalities mentions it: one edge, a centre
        /// or a size fixed there, the rest open or only bounded. A view the code holds through
        /// an outlet and that the file leaves open only on such axes is one whose layout the
        /// code completes (zotero ItemDetailViewController.xib: a collection view pinned at its
        /// top and sides, its bottom pinned to the keyboard layout guide in `viewDidLoad`). An
        /// axis no equality mentions is a forgotten constraint as often as code's: still reported.
        public let looselyHeldAxes: [String: Set<LayoutAxis>]
        /// Whether something outside the nib holds the root at its canvas size: a scene's view,
        /// or the view File's Owner's `view` outlet names, which the window or container sizes
        /// to the screen. Other roots (cells, which size themselves to their content, views the
        /// code places, and the views of freeform scenes nothing in their storyboard shows at the
        /// screen's size: `freeformControllersSizedElsewhere`) may take any size, so what holds
        /// only at the canvas size says nothing about run time.
        public let sizeIsFixed: Bool
        /// A cell's layout as a self-sizing table makes it (`LayoutRoot.solveFittingHeight()`):
        /// its height fitted to its content instead of held at the saved canvas height. Solved
        /// only for a cell nothing holds at its canvas size whose layout at that size leaves a
        /// view open; nil otherwise.
        public let fittedSolution: LayoutSolution?
    }

    let document: Document
    private let cache = Locked<[Root]?>(nil)
    /// The system the roots are solved in, built on first use. Its roots keep their solvers, so
    /// whoever draws the document afterwards (the HTML report) takes the frames from them
    /// without solving again. A `LayoutRoot` is used by one thread at a time: the rules' worker
    /// while the file is checked, the reporter after the run.
    private let builtSystem = Locked<LayoutSystem?>(nil)
    /// The roots laid out again with priority ties broken upward, built on first use, only for
    /// a document with a view to confirm (`staysAmbiguous`); the fitted cells' ambiguous views.
    private let tieBroken = Locked<(roots: [String: LayoutRoot]?, fittedAmbiguous: [String: Set<String>])>((nil, [:]))
    /// The conflicts under the document's other size classes (`otherSizeClassConflicts`), found on first use.
    let sizeClassConflictCache = Locked<[SizeClassConflicts]?>(nil)

    init(document: Document) {
        self.document = document
    }

    /// Every root of the document, solved (on first use).
    public var roots: [Root] {
        if let roots = cache.withLock({ $0 }) { return roots }
        let roots = solve()
        cache.withLock { $0 = roots }
        return roots
    }

    /// The roots if a rule has already asked for them; nil otherwise (nothing is solved here).
    public var solvedRoots: [Root]? { cache.withLock { $0 } }

    /// Interface Builder's options without what only its canvas does, which reproduces saved
    /// frames but must neither make nor hide a layout finding about a device: the saved sizes it
    /// keeps for empty arranged views along a filling stack (`keepsSavedAxisSizes`), for empty
    /// stacks and for arranged views saved translating their masks, and its all-hidden stacks
    /// that leave their views' far edges free (which hid entourage-ios's row of hidden 28-pt
    /// icons in a row held 0 tall, a conflict UIKit logs); and a stack's system spacing, which
    /// UIKit works out from the views, may give way (`letsSystemSpacingGiveWay`); and a plain view
    /// whose custom class is one of UIKit's scroll views scrolls its content, as on a device
    /// (`scrollsByRuntimeClass`).
    static var options: LayoutOptions {
        var options = LayoutOptions.interfaceBuilder
        options.keepsSavedAxisSizes = false
        options.sizesEmptyStacksAsSaved = false
        options.keepsSavedSizesOfTranslatingArrangedViews = false
        options.hangsAllHiddenArrangedViewsFromStart = false
        options.letsSystemSpacingGiveWay = true
        options.scrollsByRuntimeClass = true
        return options
    }

    /// The document's layout system (`LayoutFacts.options`), the one the layout rules
    /// solved when they ran: its roots' frames are then had without solving again.
    public var system: LayoutSystem {
        builtSystem.withLock { built in
            if let built { return built }
            let system = LayoutSystem(document: document, options: LayoutFacts.options)
            built = system
            return system
        }
    }

    /// Whether the view, ambiguous in its root's solution, stays so when ties between priorities
    /// are broken upward. Linear weights tie a higher priority against lower ones that together
    /// cost as much (a label hugging at 251 beside its own width of 100 at 250, its neighbour
    /// hugging at 250: Fresco's comment cell); UIKit's engine settles that for the higher one, as
    /// Interface Builder's saved frames show, and no ambiguity is left on a device. `fitted`: the
    /// root was judged at the height its content fits (a self-sizing cell).
    public func staysAmbiguous(viewID: String, rootID: String, fitted: Bool) -> Bool {
        tieBroken.withLock { state in
            if state.roots == nil {
                var options = LayoutFacts.options
                options.breaksPriorityTiesUpward = true
                let system = LayoutSystem(document: document, options: options)
                state.roots = Dictionary(system.roots.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let root = state.roots?[rootID], let view = root.view(withID: viewID) else { return true }
            if fitted {
                if let ambiguous = state.fittedAmbiguous[rootID] { return ambiguous.contains(viewID) }
                let ambiguous = Set(root.solveFittingHeight().views.lazy.filter { $0.status == .ambiguous }.map(\.id))
                state.fittedAmbiguous[rootID] = ambiguous
                return ambiguous.contains(viewID)
            }
            // Only the view asked about: its root's other views are not checked again.
            return !root.ambiguity(of: view).isEmpty
        }
    }

    /// The controllers of a storyboard whose scenes Interface Builder draws at a freeform size,
    /// a size the designer chose, and that nothing in the storyboard shows at the screen's
    /// size: not the initial view controller, and no segue leads to them but an embedding, a
    /// popover or a form or page sheet, or none. Such a view takes the size of whatever holds it
    /// (a container view, a popover, a sheet, the screen an iPhone adapts those to, or the code
    /// that makes the controller and places its view), which nibcheck does not know, and which
    /// the freeform canvas is not: TheOneRepMax's 220 x 400 percentages scene, which the code
    /// adds as a child and pins to a scroll view's width and height. (A freeform scene a segue
    /// pushes or presents over the screen is still laid out at its canvas size.) The segue
    /// kinds are read as NibLayout's `DocumentLayoutContext` reads them for safe areas: a sheet
    /// is a `presentation` segue of a sheet style.
    static func freeformControllersSizedElsewhere(in document: Document) -> Set<String> {
        guard document.kind == .storyboard else { return [] }
        var shownAtScreenSize: Set<String> = []
        if let initial = document.initialViewControllerID { shownAtScreenSize.insert(initial) }
        for segue in document.elements(named: "segue") {
            guard let destination = segue[attribute: "destination"] else { continue }
            let kind = segue[attribute: "kind"] ?? ""
            let isSheet = kind == "presentation" && ["formSheet", "pageSheet"].contains(segue[attribute: "modalPresentationStyle"] ?? "")
            if ["embed", "popoverPresentation", "popover"].contains(kind) || isSheet { continue }
            shownAtScreenSize.insert(destination)
        }
        var sizedElsewhere: Set<String> = []
        for scene in document.elements(named: "scene") {
            guard let objects = scene.child(named: "objects") else { continue }
            for controller in objects.children {
                guard let id = controller.id, !shownAtScreenSize.contains(id),
                      controller.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" || $0.key == "freeformSize" })
                else { continue }
                sizedElsewhere.insert(id)
            }
        }
        return sizedElsewhere
    }

    /// How many open views a root may have for `staysAmbiguous` to be asked: a tie of weights is
    /// a local coincidence among a few views, so a root left open more widely is open for real,
    /// and laying it out twice would double the cost where it is highest.
    public static let tieCheckedOpenViews = 8

    private func solve() -> [Root] {
        guard document.useAutolayout else { return [] }
        // The view File's Owner's `view` outlet names, found once: looking it up for each root
        // filtered the top-level objects each time (26 s for 20,000 top-level views).
        let ownersView = document.filesOwner?.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
        let sizedElsewhere = LayoutFacts.freeformControllersSizedElsewhere(in: document)
        return system.roots.compactMap { root in
            guard LayoutFacts.canBeSolved(root) else { return nil }
            // Over 1 pt: Interface Builder's own pixel rounding (Xcode 8 saved centred views 0.75 pt
            // off; seven equal widths in 360 pt are saved as whole points) is not worth a warning.
            let stale = Set(root.savedFrameViolations(tolerance: 1, trustingAlignmentInsets: false).flatMap(\.viewIDs))
            var inScroll = Set<String>(), collapsed = Set<String>(), accessories = Set<String>(), proportional = Set<String>()
            var scrolling = [Bool](repeating: false, count: root.views.count)
            var hiding = [Bool](repeating: false, count: root.views.count)
            var sharing = [Bool](repeating: false, count: root.views.count)
            // The views cells met so far name as their accessory views (a cell comes before the
            // views it holds).
            var namedAccessories = Set<String>()
            // Every view a constraint of the root mentions (a constraint without `firstItem` is
            // about the view that holds it).
            var mentioned = Set<String>()
            for view in root.views {
                for constraint in view.element.constraints {
                    if let first = constraint.firstItem { mentioned.insert(first) }
                    if let second = constraint.secondItem { mentioned.insert(second) }
                }
            }
            var filled: [String: LayoutAxis] = [:]
            var insideFlagged = Set<String>(), placedByCode = Set<String>()
            for view in root.views {
                if view.element.name == "tableViewCell" {
                    for connection in view.element.connections where connection.kind == .outlet
                        && (connection.property == "accessoryView" || connection.property == "editingAccessoryView") {
                        if let destination = connection.destination { namedAccessories.insert(destination) }
                    }
                }
                guard let parent = view.superviewIndex else { continue }
                let parentView = root.views[parent]
                if parentView.element.isMarkedAmbiguous || insideFlagged.contains(parentView.id) { insideFlagged.insert(view.id) }
                let unplaced = !view.translatesAutoresizingMaskIntoConstraints && !mentioned.contains(view.id)
                    && parentView.element.name != "stackView" && view.element.key != "contentView"
                if unplaced || placedByCode.contains(parentView.id) { placedByCode.insert(view.id) }
                scrolling[view.index] = scrolling[parent] || parentView.isScrollView
                if scrolling[view.index] { inScroll.insert(view.id) }
                let hiddenArranged = view.isHidden && root.views[parent].element.name == "stackView"
                hiding[view.index] = hiding[parent] || hiddenArranged
                if hiding[view.index] { collapsed.insert(view.id) }
                if namedAccessories.contains(view.id) || accessories.contains(root.views[parent].id) { accessories.insert(view.id) }
                let stack = root.stackArrangement(of: root.views[parent].element)
                sharing[view.index] = sharing[parent] || stack?.distribution == .fillProportionally
                if sharing[view.index] { proportional.insert(view.id) }
                if let stack, stack.distribution == .fill { filled[view.id] = stack.axis }
            }
            // Equalities only: an inequality bounds an edge, it does not place it.
            let mentions = root.equalityMentions
            var looselyHeld: [String: Set<LayoutAxis>] = [:]
            for view in root.views.dropFirst() {
                guard let parent = view.superviewIndex, root.views[parent].element.name != "stackView" else { continue }
                let count = mentions[view.id] ?? (0, 0)
                var axes = Set<LayoutAxis>()
                if count.horizontal == 1 { axes.insert(.horizontal) }
                if count.vertical == 1 { axes.insert(.vertical) }
                if !axes.isEmpty { looselyHeld[view.id] = axes }
            }
            let element = root.views[0].element
            // A scene's view is held at the screen's size, but for a freeform scene nothing in
            // its storyboard shows at that size (`freeformControllersSizedElsewhere`).
            // File's Owner's view is held at the screen's size when UIKit presents its controller,
            // which sizes it by its frame. One saved not to translate its autoresizing mask is
            // placed by constraints instead: a child controller's view in a stack or container
            // (habit-whitelabel-app-ios's MZCardActions, arranged in a card), sized by its content.
            let controllerID = element.parent?.id
            let sizeIsFixed = (element.key == "view" && element.parent?.name != "objects"
                               && !(controllerID.map(sizedElsewhere.contains) ?? false))
                || (ownersView != nil && ownersView == element.id && element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO")
            let solution = root.solve()
            // A cell whose height nothing fixes (a table with automatic row heights makes it as
            // tall as its content needs): what is open only at the saved height is not open on
            // a device.
            let fitted = root.heightMayFollowContent && !sizeIsFixed && solution.views.contains { $0.status == .ambiguous }
                ? root.solveFittingHeight() : nil
            return Root(solution: solution, staleViewIDs: stale, scrollContentViewIDs: inScroll,
                        collapsedViewIDs: collapsed, accessoryViewIDs: accessories,
                        proportionallyFilledViewIDs: proportional, fillingStackAxisByArrangedViewID: filled, insideFlaggedViewIDs: insideFlagged,
                        placedByCodeViewIDs: placedByCode, looselyHeldAxes: looselyHeld, sizeIsFixed: sizeIsFixed,
                        fittedSolution: fitted)
        }
    }
}
