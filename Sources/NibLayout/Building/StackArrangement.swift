import NibDocument

// The constraints a UIStackView makes for its arranged subviews. Names are UIKit's identifiers,
// which it shows in conflict messages.
//
// Along the axis (leading edge A, trailing edge B, size S):
//   UISV-canvas-connection   first.A == stack.A (+ margin), last.B == stack.B (− margin)
//   UISV-spacing             next.A == previous.B + spacing (fill, fillEqually, fillProportionally)
//                            next.A >= previous.B + spacing (equalSpacing, equalCentering)
//                            (baseline-relative, vertical: from the previous view's last baseline
//                            to the next one's first, where both show text)
//   UISV-fill-equally        every S == first S
//   UISV-fill-proportionally S == (stack S − spacings) × intrinsic / Σ intrinsic   @999
//   UISV-distributing        equal gaps (equalSpacing, required) or equal distances between
//                            centres (equalCentering, @249: weaker than a label's hugging, see
//                            below); gaps as small as the spacing @50 when nothing else decides them
//   UISV-canvas-fit          the stack as short as it may be @49 (equalSpacing, equalCentering)
// Across it (edges C, D):
//   fill                     C == stack.C, D == stack.D
//   leading/top, trailing/bottom, center: that edge (centre) equal, the others inside the stack
//                            (>=, <=), and the stack hugging its largest view @49 (UISV-canvas-fit)
//   first/last baseline      baselines equal to the first view's, whose top is the stack's top;
//                            every bottom inside the stack; the stack hugging @49
// Hidden arranged views collapse (UISV-hiding: size 0, no spacing), parked in the middle of the
// spacing between the visible views around them, at the edge of the last visible view when none
// follows, or, before the first visible view, ending where it starts (in a column with one
// visible view, not proportional, every hidden view at the column's top): a hidden view whose own
// required size wins keeps it there, as pocket-casts' EpisodeCell.xib saves its 16-point
// indicators at x = -16, and at 18.5 between views 16 and 21 along a 5-point spacing.

/// A stack view's arrangement: its parameters, and the constraints they make for its arranged
/// subviews. The nib model and NibKit's run-time `StackView` both build their stacks with it.
public struct StackArrangement {
    /// One arranged subview.
    public struct Item {
        /// The arranged view's frame.
        public var frame: FrameVariables
        /// Its natural size along the axis (intrinsic, else current), for `fillProportionally`.
        public var natural: Double
        /// Whether it collapses (hidden, when hidden views collapse).
        public var isCollapsed: Bool
        /// Its first or last baseline, for baseline alignment; nil when it has none.
        public var baseline: (LayoutAttribute) -> SolverExpression?
        /// The first or last baseline of the text it shows (its own, or, for a stack view, its
        /// arranged views'), for a baseline-relative arrangement's spacing; nil when it shows none
        /// (the spacing then reaches its edge).
        public var textBaseline: (LayoutAttribute) -> SolverExpression?

        /// An arranged view; see the properties.
        public init(frame: FrameVariables, natural: Double, isCollapsed: Bool,
                    baseline: @escaping (LayoutAttribute) -> SolverExpression?,
                    textBaseline: @escaping (LayoutAttribute) -> SolverExpression? = { _ in nil }) {
            self.frame = frame
            self.natural = natural
            self.isCollapsed = isCollapsed
            self.baseline = baseline
            self.textBaseline = textBaseline
        }
    }

    /// One generated constraint: `expression (relation) 0` at `strength`, with UIKit's identifier
    /// and the offsets of the arranged items it concerns.
    public struct Generated {
        /// UIKit's name for it (`UISV-spacing`, `UISV-alignment`, …).
        public let identifier: String
        /// The left-hand side of `expression (relation) 0`.
        public let expression: SolverExpression
        /// `==`, `<=` or `>=` zero.
        public let relation: SolverRelation
        /// Required, or the priority UIKit gives it.
        public let strength: Strength
        /// Offsets in the items of the arranged views it concerns.
        public let members: [Int]
        /// It holds across the stack's axis (alignment), not along it.
        public let isAcrossAxis: Bool
        /// The edge it pins (`leading`, `trailing`, `top`, `bottom`), where it pins one.
        public let edge: String?
    }

    /// Along which axis the views are arranged.
    public var axis: LayoutAxis
    /// How the views share the stack's length along the axis.
    public var distribution: StackDistribution
    /// How the views are placed across the axis.
    public var alignment: StackAlignment
    /// The space between adjacent views (a minimum for the equal distributions).
    public var spacing: Double
    /// The insets the arrangement keeps from the stack's edges: its layout margins when
    /// `isLayoutMarginsRelativeArrangement`, else zero.
    public var insets: EdgeInsets
    /// Whether a horizontal stack runs from right to left.
    public var rightToLeft: Bool
    /// `isBaselineRelativeArrangement`: a vertical stack measures the spacing between views from
    /// the last baseline of one to the first baseline of the next (UIKit ignores it in a
    /// horizontal stack, whose baselines are its alignment's business).
    public var isBaselineRelative: Bool
    /// Whether, when every arranged view is hidden, the stack is only as big as its margins both
    /// ways and each hidden view hangs from its start corner, its far edges free (Interface
    /// Builder's frames; see `constraints(stack:items:)`).
    public var hangsAllHiddenViewsFromStart = false
    /// Whether the spacing is only preferred (just below required), each gap held at least 0:
    /// a system spacing whose value UIKit works out (`LayoutOptions.letsSystemSpacingGiveWay`).
    public var spacingGivesWay = false

    /// An arrangement with these parameters.
    public init(axis: LayoutAxis, distribution: StackDistribution, alignment: StackAlignment, spacing: Double,
                insets: EdgeInsets, rightToLeft: Bool, isBaselineRelative: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.insets = insets
        self.rightToLeft = rightToLeft
        self.isBaselineRelative = isBaselineRelative
    }

    /// The constraints for a stack whose frame is `stack` and whose arranged subviews are `items`.
    public func constraints(stack: FrameVariables, items: [Item]) -> [Generated] {
        guard !items.isEmpty else { return [] }
        var result: [Generated] = []
        let horizontal = axis != .vertical
        let rightToLeft = self.rightToLeft && horizontal
        let visible = items.indices.filter { !items[$0].isCollapsed }
        let hidden = items.indices.filter { items[$0].isCollapsed }

        func start(_ frame: FrameVariables) -> SolverVariable { horizontal ? frame.left : frame.top }
        func size(_ frame: FrameVariables) -> SolverVariable { horizontal ? frame.width : frame.height }
        func crossStart(_ frame: FrameVariables) -> SolverVariable { horizontal ? frame.top : frame.left }
        func crossSize(_ frame: FrameVariables) -> SolverVariable { horizontal ? frame.height : frame.width }
        let marginBefore = horizontal ? (rightToLeft ? insets.right : insets.left) : insets.top
        let marginAfter = horizontal ? (rightToLeft ? insets.left : insets.right) : insets.bottom
        let crossBefore = horizontal ? insets.top : insets.left
        let crossAfter = horizontal ? insets.bottom : insets.right

        func constrain(_ identifier: String, _ expression: SolverExpression, _ relation: SolverRelation,
                       _ strength: Strength = .required, _ members: [Int], across: Bool = false, edge: String? = nil) {
            result.append(Generated(identifier: identifier, expression: expression, relation: relation,
                                    strength: strength, members: members, isAcrossAxis: across, edge: edge))
        }
        // The edges' names along the axis and across it.
        let (alongStart, alongEnd) = horizontal ? ("leading", "trailing") : ("top", "bottom")
        let (crossStartName, crossEndName) = horizontal ? ("top", "bottom") : ("leading", "trailing")
        // In layout order views go from the stack's start to its end; positions are measured as
        // `sign × edge`, so right to left flips the order of edges.
        func leadingEdge(_ frame: FrameVariables) -> SolverExpression {
            rightToLeft ? SolverExpression([(start(frame), -1), (size(frame), -1)]) : SolverExpression(start(frame))
        }
        func trailingEdge(_ frame: FrameVariables) -> SolverExpression {
            rightToLeft ? SolverExpression([(start(frame), -1)]) : SolverExpression([(start(frame), 1), (size(frame), 1)])
        }
        let stackLeading = leadingEdge(stack)
        let stackTrailing = trailingEdge(stack)

        // Along the axis. A stack whose views are all hidden connects to them, collapsed: it is
        // as long as its margins (cosmostation-ios's rows of hidden labels, saved 0 wide, not
        // open).
        // On Interface Builder's canvas (`hangsAllHiddenViewsFromStart`) such a stack is as long
        // as its margins whatever its hidden views' own sizes, where nothing else sizes it (at
        // the canvas-fit's 49): threema's IntroQuestionView.xib saves a row whose only view, a
        // hidden button 110 pt wide by a constraint of its own, 0 x 0, the button at its origin.
        // Weak, as UIKit's other canvas-fit pulls: a row the nib's constraints stretch keeps
        // their length (its hidden views collapsed at its start) rather than breaking them.
        let allHiddenHang = hangsAllHiddenViewsFromStart && visible.isEmpty
        if allHiddenHang {
            constrain("UISV-canvas-fit", SolverExpression(size(stack)).adding(constant: -(marginBefore + marginAfter)),
                      .equal, Strength(49), [])
        }
        let connected = allHiddenHang ? [] : visible.isEmpty ? Array(items.indices) : visible
        if let first = connected.first, let last = connected.last {
            constrain("UISV-canvas-connection", leadingEdge(items[first].frame).subtracting(stackLeading).adding(constant: -marginBefore),
                      .equal, .required, [first], edge: alongStart)
            constrain("UISV-canvas-connection", stackTrailing.subtracting(trailingEdge(items[last].frame)).adding(constant: -marginAfter),
                      .equal, .required, [last], edge: alongEnd)
        }
        // The gap between two neighbours, which the spacing and the equal distributions measure:
        // edge to edge, or, baseline-relative, from the last baseline of the text above to the
        // first baseline of the text below where both neighbours show text (Provenance
        // GameMoreInfo.storyboard: rows of two 17-pt labels, 20.33 pt tall, in a column spaced 29
        // are saved 29 pt apart, baseline to baseline); next to a view without text, edge to edge
        // (owncloud's Main.storyboard: a stack of text rows saved right under a logo view, in a
        // column spaced 0, not with its first baseline there).
        let baselineGaps = isBaselineRelative && !horizontal
        func gap(_ previous: Item, _ next: Item) -> (expression: SolverExpression, isBetweenBaselines: Bool) {
            if baselineGaps, let above = previous.textBaseline(.lastBaseline), let below = next.textBaseline(.firstBaseline) {
                return (below.subtracting(above), true)
            }
            return (leadingEdge(next.frame).subtracting(trailingEdge(previous.frame)), false)
        }
        let measured = zip(visible, visible.dropFirst()).map { pair in (pair.0, pair.1, gap(items[pair.0], items[pair.1])) }
        let gaps = measured.map { ($0.0, $0.1, $0.2.expression) }
        let spacingRelation: SolverRelation = (distribution == .equalSpacing || distribution == .equalCentering)
            ? .greaterThanOrEqual : .equal
        for (previous, next, (gap, isBetweenBaselines)) in measured {
            if spacingGivesWay {
                // Between two baselines the system spacing follows the fonts and is far more than
                // 8 (a Ray Wenderlich course's title-2 and title-3 labels, in a column held 54
                // tall, are saved at their own heights, baselines 28 pt apart): preferring 8 there
                // would stretch a label to fill the difference, so that preference is only a
                // guess weaker than any label's hugging.
                let preference = isBetweenBaselines ? Strength.fittingSizeLevel : Strength(999.5)
                constrain("UISV-spacing", gap, .greaterThanOrEqual, .required, [previous, next])
                constrain("UISV-spacing", gap.adding(constant: -spacing), spacingRelation, preference, [previous, next])
            } else {
                constrain("UISV-spacing", gap.adding(constant: -spacing), spacingRelation, .required, [previous, next])
            }
        }
        switch distribution {
        case .fillEqually:
            if let first = visible.first {
                for index in visible.dropFirst() {
                    constrain("UISV-fill-equally", SolverExpression([(size(items[index].frame), 1), (size(items[first].frame), -1)]),
                              .equal, .required, [first, index])
                }
            }
        case .fillProportionally:
            let total = visible.reduce(0) { $0 + max(0, items[$1].natural) }
            if total > 0 {
                let spacings = spacing * Double(max(0, visible.count - 1)) + marginBefore + marginAfter
                for index in visible {
                    let share = max(0, items[index].natural) / total
                    constrain("UISV-fill-proportionally",
                              SolverExpression([(size(items[index].frame), 1), (size(stack), -share)], constant: share * spacings),
                              .equal, Strength(999), [index])
                }
            }
        case .equalSpacing:
            if let (_, _, firstGap) = gaps.first {
                for (previous, next, gap) in gaps.dropFirst() {
                    constrain("UISV-distributing", gap.subtracting(firstGap), .equal, .required, [previous, next])
                }
                constrain("UISV-distributing", firstGap.adding(constant: -spacing), .equal, Strength(50), [])
            }
        case .equalCentering:
            func center(_ index: Int) -> SolverExpression {
                leadingEdge(items[index].frame).adding(trailingEdge(items[index].frame)).scaled(by: 0.5)
            }
            let distances = zip(visible, visible.dropFirst()).map { (($0.0, $0.1), center($0.1).subtracting(center($0.0))) }
            // Equal centring does not stretch views to even the centres: where the nib's own
            // constraints fix the gaps, Interface Builder leaves the centres unevenly spaced and
            // keeps labels (hugging 251) at their text's height (safe-ios's three centred columns
            // of an image, labels and a button with 32-, 16- and 24-pt gaps pinned between them:
            // two-line labels saved 41 pt tall, not stretched to even the centres). How much
            // weaker than 251 UIKit makes it, no file read says; 249 is below the default low
            // hugging too.
            if let (_, firstDistance) = distances.first {
                for (pair, distance) in distances.dropFirst() {
                    constrain("UISV-distributing", distance.subtracting(firstDistance), .equal, Strength(249), [pair.0, pair.1])
                }
                if let (_, _, firstGap) = gaps.first {
                    constrain("UISV-distributing", firstGap.adding(constant: -spacing), .equal, Strength(50), [])
                }
            }
        default:
            break
        }
        // Where the spacings are only minimums (equal spacing, equal centring), the stack pulls
        // itself as short as its views allow, weaker than anything of the nib's (UISV-canvas-fit
        // @49 along the axis): a view only bounded from below is as small as it may be, and the
        // stack hugs its content (stepik's placeholder: an image container pinned at the image's
        // bottom with its top `>=`, in an equal-spacing column nothing else sizes).
        if (distribution == .equalSpacing || distribution == .equalCentering), !visible.isEmpty {
            constrain("UISV-canvas-fit", SolverExpression(size(stack)), .equal, Strength(49), [])
        }
        for index in hidden {
            // In a column with only one visible view, a hidden view sits at the column's top,
            // not at that view's bottom or ending at its top: 12 of the 13 such views after it in
            // the apps read, from tools 21507 on (ivpn's Main.storyboard, 23504: a hidden country
            // label below a city label, spacing 2, saved at y = 0; safe-ios's, entourage's and
            // habitica's labels, views, buttons and stacks, collapsed or held open by a height of
            // their own, at y = 0), and 5 of the 6 before it (habitica's three bars held open by
            // their heights above a 1-pt separator, saved at y = 0, and a 174-pt stack; planck's
            // 50-pt container; bither's and Kurozora's); where hidden views after the last of two
            // or more visible views are saved at its end (eleven, in rows and columns), and so are
            // the two after a row's only view (woocommerce's 44-pt button, safe-ios's 40-pt
            // image, each held open by its width). The two columns that differ: an older one (safe-ios's
            // EditAdvancedParameters cell, 20037: a hidden stack its own spacing holds 8 pt tall,
            // saved at the visible view's bottom) and a proportional one (planck's 14-pt image
            // ending where the visible image starts, spacing 8), which keeps the other rules.
            // Why UIKit places them so, no file read says.
            if !horizontal, visible.count == 1, distribution != .fillProportionally {
                constrain("UISV-hiding", leadingEdge(items[index].frame).subtracting(stackLeading.adding(constant: marginBefore)), .equal, .required, [index])
            } else if let before = visible.last(where: { $0 < index }) {
                // Between two visible views, in the middle of the spacing between them.
                let gap = visible.contains(where: { $0 > index }) ? spacing / 2 : 0
                constrain("UISV-hiding", leadingEdge(items[index].frame).subtracting(trailingEdge(items[before].frame)).adding(constant: -gap),
                          .equal, .required, [index])
            } else if let after = visible.first(where: { $0 > index }) {
                constrain("UISV-hiding", trailingEdge(items[index].frame).subtracting(leadingEdge(items[after].frame)), .equal, .required, [index])
            } else {
                constrain("UISV-hiding", leadingEdge(items[index].frame).subtracting(stackLeading.adding(constant: marginBefore)), .equal, .required, [index])
            }
            constrain("UISV-hiding", SolverExpression(size(items[index].frame)), .equal, .required, [index])
        }

        // Across the axis.
        let stackCrossStart = SolverExpression(crossStart(stack)).adding(constant: crossBefore)
        let stackCrossEnd = SolverExpression([(crossStart(stack), 1), (crossSize(stack), 1)]).adding(constant: -crossAfter)
        func crossEnd(_ frame: FrameVariables) -> SolverExpression { SolverExpression([(crossStart(frame), 1), (crossSize(frame), 1)]) }
        let baselineAttribute: LayoutAttribute? = horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : (alignment == .lastBaseline ? .lastBaseline : nil)) : nil
        let hangsFromBottom = baselineAttribute == .lastBaseline
        // Every view hidden, on Interface Builder's canvas: each hangs from the stack's start
        // across it, its own size kept, and the stack is as thick as its margins where nothing
        // else sizes it (entourage-ios's Neighborhood.storyboard: rows of hidden 28-pt icons,
        // filling a row held 0 tall by a constraint, saved 28 x 28 at its origin; threema's
        // hidden button, bottom-aligned in a row saved 0 tall, at y = 0). Why UIKit drops the
        // far edges there, no file read says.
        if allHiddenHang {
            for index in items.indices {
                let startGap = SolverExpression(crossStart(items[index].frame)).subtracting(stackCrossStart)
                constrain("UISV-alignment", startGap, .equal, .required, [index], across: true, edge: crossStartName)
            }
            constrain("UISV-canvas-fit", SolverExpression(crossSize(stack)).adding(constant: -(crossBefore + crossAfter)),
                      .equal, Strength(49), [], across: true)
            return result
        }
        for (index, item) in items.enumerated() {
            let startGap = SolverExpression(crossStart(item.frame)).subtracting(stackCrossStart)
            let endGap = stackCrossEnd.subtracting(crossEnd(item.frame))
            switch alignment {
            case .fill:
                constrain("UISV-alignment", startGap, .equal, .required, [index], across: true, edge: crossStartName)
                constrain("UISV-alignment", endGap, .equal, .required, [index], across: true, edge: crossEndName)
                continue
            case .leading:
                constrain("UISV-alignment", startGap, .equal, .required, [index], across: true, edge: crossStartName)
                constrain("UISV-spanning-boundary", endGap, .greaterThanOrEqual, .required, [index], across: true, edge: crossEndName)
            case .trailing:
                constrain("UISV-alignment", endGap, .equal, .required, [index], across: true, edge: crossEndName)
                constrain("UISV-spanning-boundary", startGap, .greaterThanOrEqual, .required, [index], across: true, edge: crossStartName)
            case .center:
                constrain("UISV-alignment", startGap.subtracting(endGap), .equal, .required, [index], across: true, edge: "center")
                constrain("UISV-spanning-boundary", startGap, .greaterThanOrEqual, .required, [index], across: true, edge: crossStartName)
            case .firstBaseline, .lastBaseline, .unknown:
                if let baselineAttribute, index != 0,
                   let mine = item.baseline(baselineAttribute), let theirs = items[0].baseline(baselineAttribute) {
                    constrain("UISV-alignment", mine.subtracting(theirs), .equal, .required, [0, index], across: true)
                } else if hangsFromBottom {
                    constrain("UISV-canvas-connection", endGap, .equal, Strength(999), [index], across: true, edge: crossEndName)
                } else {
                    // Baseline alignment hangs the stack's top on its first view's top (what
                    // Interface Builder's frames show: a taller button aligned on a label's
                    // baseline sticks out above the stack), short of required: a label the nib
                    // pins 8 pt below the stack's top sits there (iOS-planckForiOS's settings
                    // rows, saved at y = 8), without a conflict. Every view stays above its bottom.
                    // Last-baseline alignment is the mirror image: the first view's bottom is the
                    // stack's, and every view stays below its top (a Ray Wenderlich course's
                    // row of a headline label and a 34-pt text field, last-baseline aligned, is
                    // saved 27.5 tall: the field's top at the stack's, its bottom sticking out).
                    constrain("UISV-canvas-connection", startGap, .equal, Strength(999), [index], across: true, edge: crossStartName)
                }
                if hangsFromBottom {
                    constrain("UISV-spanning-boundary", startGap, .greaterThanOrEqual, .required, [index], across: true, edge: crossStartName)
                } else {
                    constrain("UISV-spanning-boundary", endGap, .greaterThanOrEqual, .required, [index], across: true, edge: crossEndName)
                }
            }
            constrain("UISV-canvas-fit", startGap.adding(endGap), .equal, Strength(49), [index], across: true)
        }
        if baselineAttribute != nil {
            // A view that sticks out of a baseline-aligned stack pulls it thicker as hard as a
            // view inside pulls it thinner, so the canvas fits alone leave its thickness anywhere
            // between the two. Interface Builder's frames show the thinnest (both examples
            // above); a pull far weaker than any priority a nib can write breaks that tie alone.
            constrain("UISV-spanning-fit", SolverExpression(crossSize(stack)), .equal, Strength(0.001), [], across: true)
        }
        return result
    }
}
