import NibDocument

// A nib's stack views: in a nib, every subview of a stack view is arranged. What the stack
// generates is `StackArrangement`'s. Interface Builder's saved frames lay hidden views out as if
// visible (`LayoutOptions.hiddenArrangedSubviews`). A stack view arranges inside its layout
// margins when the nib says `layoutMarginsRelativeArrangement="YES"` or gives explicit margins.

extension LayoutRoot {
    /// An activity indicator that hides itself while stopped (`hidesWhenStopped="YES"`, not
    /// `animating`): hidden at run time, shown on Interface Builder's canvas.
    public static func isStoppedActivityIndicator(_ element: Element) -> Bool {
        element.name == "activityIndicatorView" && element[attribute: "hidesWhenStopped"] == "YES" && element[attribute: "animating"] != "YES"
    }

    func addStackConstraints(_ stack: LayoutView, into solver: Solver) {
        let element = stack.element
        let arranged = views.filter { $0.superviewIndex == stack.index }
        guard !arranged.isEmpty else { return }
        // Under the size classes in force (a variation may change axis, spacing, distribution, alignment).
        guard let (axis, distribution) = stackArrangement(of: element) else { return }
        let alignment = context.attribute("alignment", of: element).map(StackAlignment.init(interfaceBuilderName:)) ?? .fill
        let spacing = context.attribute("spacing", of: element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
            ?? element.stackSpacing
        let horizontal = axis != .vertical
        let relative = element.isLayoutMarginsRelativeArrangement ?? (element.layoutMargins != nil)
        var arrangement = StackArrangement(
            axis: axis, distribution: distribution, alignment: alignment,
            spacing: spacing, insets: relative ? stack.margins : .zero,
            rightToLeft: options.direction == .rightToLeft,
            isBaselineRelative: element.isBaselineRelativeArrangement)
        arrangement.hangsAllHiddenViewsFromStart = options.hangsAllHiddenArrangedViewsFromStart
        arrangement.spacingGivesWay = options.letsSystemSpacingGiveWay && context.attribute("spacing", of: element) == nil
            && element[attribute: "spacingType"] == "standard"
        let collapse = options.hiddenArrangedSubviews == .collapse
        let items = arranged.map { view in
            let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            return StackArrangement.Item(
                frame: view.frameVariables,
                natural: intrinsic ?? (horizontal ? view.storedFrame.width : view.storedFrame.height),
                isCollapsed: collapse && view.isHidden
                    && (options.collapsesStoppedActivityIndicators || !Self.isStoppedActivityIndicator(view.element)),
                baseline: { [unowned self] attribute in self.expression(attribute, of: .view(view.index), other: nil) },
                textBaseline: { [unowned self] attribute in self.textBaseline(attribute, of: view) })
        }
        let axisLetter = horizontal ? "H" : "V"
        let crossAxisLetter = horizontal ? "V" : "H"
        // Interface Builder keeps an arranged view's saved size across the stack where nothing
        // else sizes it: just above the stacks' own pulls to their sizes (UISV-canvas-fit, 49 for
        // each other arranged view, of this stack and of the stacks it is arranged in, all of
        // which a taller view leaves gaps beside), below everything the file says (MixinNetwork
        // CompactAssetCell.xib: a 50-pt spacer in a row of two labels, in a column, in a row
        // beside an icon, is saved 50 tall; at 49.5 the three stacks' 147 pulled it to the labels').
        if options.keepsSavedCrossSizes, alignment != .fill {
            let strength = Strength(min(49 * Double(canvasFitPulls(above: stack)) + 0.5, 249))
            for view in arranged where view.hasStoredFrame && !(collapse && view.isHidden) {
                let intrinsic = horizontal ? view.intrinsicContentSize.height : view.intrinsicContentSize.width
                guard intrinsic == nil else { continue }
                let size = horizontal ? view.height : view.width
                let saved = horizontal ? view.storedFrame.height : view.storedFrame.width
                _ = add(SolverExpression([(size, 1)], constant: -saved), .equal, strength: strength,
                        origin: .stackView(viewID: stack.id, identifier: "IB-saved-size"), views: [stack.index, view.index],
                        summary: "<saved size \(LayoutFormat.number(saved)) across \(stack.name) of \(view.name)>", into: solver)
            }
        }
        // Along the stack, a filling stack's arranged view with no intrinsic size there keeps its
        // saved size too, against the optional pulls of the file (a content view pinned at 250
        // to the bottom and the centre of its scroll view, to fill it), not against anything
        // required. stopp-corona's 17701 storyboards centre a column of labels, an empty 50-pt
        // view and a button in a scroll view that way, 29 times: Interface Builder saves the
        // column at its natural height with the empty view at 50, not stretched to the scroll
        // view's; MixinNetwork, zotero, cwa and KeePassium have more such views (25). Above
        // hugging, 251 (cwa-app-ios's bars, 6 views more at 500 than at 251); below compression
        // resistance.
        if options.keepsSavedAxisSizes, distribution == .fill {
            for view in arranged where view.hasStoredFrame && !(collapse && view.isHidden) {
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard intrinsic == nil else { continue }
                let size = horizontal ? view.width : view.height
                let saved = horizontal ? view.storedFrame.width : view.storedFrame.height
                _ = add(SolverExpression([(size, 1)], constant: -saved), .equal, strength: Strength(500),
                        origin: .stackView(viewID: stack.id, identifier: "IB-saved-size"), views: [stack.index, view.index],
                        summary: "<saved size \(LayoutFormat.number(saved)) along \(stack.name) of \(view.name)>", into: solver)
            }
        }
        // An arranged view saved translating its autoresizing mask keeps its saved size on
        // Interface Builder's canvas: the stack places it (tinode's Main.storyboard: labels saved
        // 241 and 167 pt wide, at x = 0 in a filling 324-pt column and side by side in a row
        // filled equally, which sizes them neither), but what would size it gives way. How
        // Interface Builder resolves the autoresizing constraints against the stack's is not
        // known; the saved frames show the size kept and the place the stack's. The stack's
        // constraints on such a view go in after everything else, and give way without a
        // conflict where they would size it.
        var keptSizes = Set<Int>()
        if options.keepsSavedSizesOfTranslatingArrangedViews {
            for view in arranged where view.hasStoredFrame && !(collapse && view.isHidden)
                && view.element.translatesAutoresizingMaskIntoConstraints {
                keptSizes.insert(view.index)
                for (size, saved, name) in [(view.width, view.storedFrame.width, "width"), (view.height, view.storedFrame.height, "height")] {
                    _ = add(SolverExpression([(size, 1)], constant: -saved), .equal,
                            origin: .stackView(viewID: stack.id, identifier: "IB-autoresizing-size"), views: [stack.index, view.index],
                            summary: "<saved \(name) \(LayoutFormat.number(saved)) of autoresizing \(view.name) in \(stack.name)>", into: solver)
                }
            }
        }
        for generated in arrangement.constraints(stack: stack.frameVariables, items: items) {
            let members = generated.members.map { arranged[$0] }
            let givesWay = members.contains { keptSizes.contains($0.index) }
            // UIKit's stack view adds a hidden view's collapse when it lays out, after the nib's
            // constraints are in: against a required size of the view's own, the collapse is the
            // constraint broken (Interface Builder saves the view at its own size).
            let install: () -> Void = { [unowned self] in
                _ = add(generated.expression, generated.relation, strength: generated.strength,
                    origin: .stackView(viewID: stack.id, identifier: generated.identifier),
                    views: [stack.index] + members.map(\.index),
                    summary: "<NSLayoutConstraint '\(generated.identifier)' \(generated.isAcrossAxis ? crossAxisLetter : axisLetter) \(stack.name) [\(members.map(\.name).joined(separator: ", "))]\(generated.edge.map { "." + $0 } ?? "") \(generated.relation) \(generated.strength)>",
                    into: solver, breaksQuietly: givesWay)
            }
            if givesWay {
                deferredGivingWayConstraints.append(install)
            } else if generated.identifier == "UISV-hiding" {
                deferredHidingConstraints.append(install)
            } else {
                install()
            }
        }
    }

    /// The first or last baseline of the text a view shows, for a baseline-relative stack's
    /// spacing: a text view's own; a stack view's, its arranged views' (UIKit's
    /// `forFirstBaselineLayout` and `forLastBaselineLayout` of a stack view: a column's first and
    /// last views', a row's first view that shows text); nil for any other view, whose baseline
    /// is only its bottom edge.
    func textBaseline(_ attribute: LayoutAttribute, of view: LayoutView) -> SolverExpression? {
        if view.fontPointSize != nil { return expression(attribute, of: .view(view.index), other: nil) }
        guard view.element.name == "stackView" else { return nil }
        let collapse = options.hiddenArrangedSubviews == .collapse
        let arranged = views.filter { $0.superviewIndex == view.index && !(collapse && $0.isHidden) }
        let axis = context.attribute("axis", of: view.element).map(LayoutAxis.init(interfaceBuilderName:)) ?? .horizontal
        if axis == .vertical {
            guard let member = attribute == .lastBaseline ? arranged.last : arranged.first else { return nil }
            return textBaseline(attribute, of: member)
        }
        return arranged.lazy.compactMap { self.textBaseline(attribute, of: $0) }.first
    }

    /// How many UISV-canvas-fit constraints a view arranged in `stack` pulls against when it grows
    /// across the stack: one for each other visible view arranged in `stack`, and in each stack
    /// `stack` is itself arranged in (up to the first ancestor that is not a stack view).
    func canvasFitPulls(above stack: LayoutView) -> Int {
        var pulls = 0
        var current: LayoutView? = stack
        while let container = current {
            let visible = views.filter { $0.superviewIndex == container.index && !$0.isHidden }.count
            pulls += max(0, visible - 1)
            guard let parent = container.superviewIndex, views[parent].element.name == "stackView" else { break }
            current = views[parent]
        }
        return max(pulls, 1)
    }
}
