import NibDocument

// The constraints a UIStackView makes for its arranged subviews (in a nib, every subview of a
// stack view is arranged). Names are UIKit's identifiers, which it shows in conflict messages.
//
// Along the axis (leading edge A, trailing edge B, size S):
//   UISV-canvas-connection   first.A == stack.A (+ margin), last.B == stack.B (− margin)
//   UISV-spacing             next.A == previous.B + spacing (fill, fillEqually, fillProportionally)
//                            next.A >= previous.B + spacing (equalSpacing, equalCentering)
//   UISV-fill-equally        every S == first S
//   UISV-fill-proportionally S == (stack S − spacings) × intrinsic / Σ intrinsic   @999
//   UISV-distributing        equal gaps (equalSpacing, required) or equal distances between
//                            centres (equalCentering, @999); gaps as small as the spacing @50 when
//                            nothing else decides them
// Across it (edges C, D):
//   fill                     C == stack.C, D == stack.D
//   leading/top, trailing/bottom, center: that edge (centre) equal, the others inside the stack
//                            (>=, <=), and the stack hugging its largest view @49 (UISV-canvas-fit)
//   first/last baseline      baselines equal to the first view's, whose top is the stack's top;
//                            every bottom inside the stack; the stack hugging @49
// Hidden arranged views collapse at run time (UISV-hiding: size 0, no spacing); Interface
// Builder's saved frames lay them out as if visible (`LayoutOptions.hiddenArrangedSubviews`).
// A stack view arranges inside its layout margins when the nib says
// `layoutMarginsRelativeArrangement="YES"` or gives it explicit margins.

extension LayoutRoot {
    func addStackConstraints(_ stack: LayoutView, into solver: Solver) {
        let element = stack.element
        let arranged = views.filter { $0.superviewIndex == stack.index }
        guard !arranged.isEmpty else { return }
        let horizontal = element.stackAxis != .vertical
        let spacing = element.stackSpacing
        let distribution = element.stackDistribution
        let alignment = element.stackAlignment
        let relative = element.isLayoutMarginsRelativeArrangement ?? (element.layoutMargins != nil)
        let margins = relative ? stack.margins : .zero
        let collapse = options.hiddenArrangedSubviews == .collapse
        let visible = arranged.filter { !(collapse && $0.isHidden) }
        let hidden = arranged.filter { collapse && $0.isHidden }
        let rightToLeft = options.direction == .rightToLeft && horizontal

        func start(_ view: LayoutView) -> SolverVariable { horizontal ? view.left : view.top }
        func size(_ view: LayoutView) -> SolverVariable { horizontal ? view.width : view.height }
        func crossStart(_ view: LayoutView) -> SolverVariable { horizontal ? view.top : view.left }
        func crossSize(_ view: LayoutView) -> SolverVariable { horizontal ? view.height : view.width }
        let marginBefore = horizontal ? (rightToLeft ? margins.right : margins.left) : margins.top
        let marginAfter = horizontal ? (rightToLeft ? margins.left : margins.right) : margins.bottom
        let crossBefore = horizontal ? margins.top : margins.left
        let crossAfter = horizontal ? margins.bottom : margins.right
        let axisLetter = horizontal ? "H" : "V"

        func constrain(_ identifier: String, _ expression: SolverExpression, _ relation: SolverRelation,
                       _ strength: Strength = .required, _ members: [LayoutView]) {
            add(expression, relation, strength: strength, origin: .stackView(viewID: stack.id, identifier: identifier),
                views: [stack.index] + members.map(\.index),
                summary: "<NSLayoutConstraint '\(identifier)' \(axisLetter) \(stack.name) [\(members.map(\.name).joined(separator: ", "))] \(relation) \(strength)>",
                into: solver)
        }
        // The leading edge of a view along the axis in layout order (right to left: mirrored).
        // In layout order the views go from the stack's "start" to its "end"; expressions below
        // measure positions as `sign × edge`, so right to left flips the order of edges.
        func leadingEdge(_ view: LayoutView) -> SolverExpression {
            rightToLeft ? SolverExpression([(start(view), -1), (size(view), -1)]) : SolverExpression(start(view))
        }
        func trailingEdge(_ view: LayoutView) -> SolverExpression {
            rightToLeft ? SolverExpression([(start(view), -1)]) : SolverExpression([(start(view), 1), (size(view), 1)])
        }
        let stackLeading = leadingEdge(stack)
        let stackTrailing = trailingEdge(stack)

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            constrain("UISV-canvas-connection", leadingEdge(first).subtracting(stackLeading).adding(constant: -marginBefore), .equal, .required, [first])
            constrain("UISV-canvas-connection", stackTrailing.subtracting(trailingEdge(last)).adding(constant: -marginAfter), .equal, .required, [last])
        }
        let gaps = zip(visible, visible.dropFirst()).map { pair in
            (pair.0, pair.1, leadingEdge(pair.1).subtracting(trailingEdge(pair.0)))
        }
        switch distribution {
        case .equalSpacing, .equalCentering:
            for (previous, next, gap) in gaps {
                constrain("UISV-spacing", gap.adding(constant: -spacing), .greaterThanOrEqual, .required, [previous, next])
            }
        default:
            for (previous, next, gap) in gaps {
                constrain("UISV-spacing", gap.adding(constant: -spacing), .equal, .required, [previous, next])
            }
        }
        switch distribution {
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() {
                    constrain("UISV-fill-equally", SolverExpression([(size(view), 1), (size(first), -1)]), .equal, .required, [first, view])
                }
            }
        case .fillProportionally:
            let naturals = visible.map { view -> Double in
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                return max(0, intrinsic ?? (horizontal ? view.storedFrame.width : view.storedFrame.height))
            }
            let total = naturals.reduce(0, +)
            if total > 0 {
                let spacings = spacing * Double(max(0, visible.count - 1)) + marginBefore + marginAfter
                for (view, natural) in zip(visible, naturals) {
                    let share = natural / total
                    constrain("UISV-fill-proportionally",
                              SolverExpression([(size(view), 1), (size(stack), -share)], constant: share * spacings),
                              .equal, Strength(999), [view])
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
            func center(_ view: LayoutView) -> SolverExpression { leadingEdge(view).adding(trailingEdge(view)).scaled(by: 0.5) }
            let distances = zip(visible, visible.dropFirst()).map { center($0.1).subtracting(center($0.0)) }
            if let firstDistance = distances.first {
                for (offset, distance) in distances.enumerated().dropFirst() {
                    constrain("UISV-distributing", distance.subtracting(firstDistance), .equal, Strength(999),
                              [visible[offset], visible[offset + 1]])
                }
                if let (_, _, firstGap) = gaps.first {
                    constrain("UISV-distributing", firstGap.adding(constant: -spacing), .equal, Strength(50), [])
                }
            }
        default:
            break
        }
        // Hidden views: no room along the axis, parked at the edge of the view before them.
        for view in hidden {
            constrain("UISV-hiding", SolverExpression(size(view)), .equal, .required, [view])
            let before = visible.last { $0.index < view.index }
            let anchor = before.map(trailingEdge) ?? stackLeading.adding(constant: marginBefore)
            constrain("UISV-hiding", leadingEdge(view).subtracting(anchor), .equal, .required, [view])
        }

        // Across the axis.
        let stackCrossStart = SolverExpression(crossStart(stack)).adding(constant: crossBefore)
        let stackCrossEnd = SolverExpression([(crossStart(stack), 1), (crossSize(stack), 1)]).adding(constant: -crossAfter)
        func crossEnd(_ view: LayoutView) -> SolverExpression { SolverExpression([(crossStart(view), 1), (crossSize(view), 1)]) }
        let baselineAttribute: LayoutAttribute? = horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : (alignment == .lastBaseline ? .lastBaseline : nil)) : nil
        let firstArranged = arranged[0]
        for view in arranged {
            let startGap = SolverExpression(crossStart(view)).subtracting(stackCrossStart)
            let endGap = stackCrossEnd.subtracting(crossEnd(view))
            switch alignment {
            case .fill:
                constrain("UISV-alignment", startGap, .equal, .required, [view])
                constrain("UISV-alignment", endGap, .equal, .required, [view])
                continue
            case .leading:
                constrain("UISV-alignment", startGap, .equal, .required, [view])
                constrain("UISV-spanning-boundary", endGap, .greaterThanOrEqual, .required, [view])
            case .trailing:
                constrain("UISV-alignment", endGap, .equal, .required, [view])
                constrain("UISV-spanning-boundary", startGap, .greaterThanOrEqual, .required, [view])
            case .center:
                constrain("UISV-alignment", startGap.subtracting(endGap), .equal, .required, [view])
                constrain("UISV-spanning-boundary", startGap, .greaterThanOrEqual, .required, [view])
            case .firstBaseline, .lastBaseline, .unknown:
                if let baselineAttribute, view !== firstArranged,
                   let mine = expression(baselineAttribute, of: .view(view.index), other: nil),
                   let theirs = expression(baselineAttribute, of: .view(firstArranged.index), other: nil) {
                    constrain("UISV-alignment", mine.subtracting(theirs), .equal, .required, [firstArranged, view])
                } else {
                    // Baseline alignment hangs the stack's top on its first view's top (what
                    // Interface Builder's frames show: a taller button aligned on a label's
                    // baseline sticks out above the stack); every view stays above its bottom.
                    constrain("UISV-canvas-connection", startGap, .equal, .required, [view])
                }
                constrain("UISV-spanning-boundary", endGap, .greaterThanOrEqual, .required, [view])
            }
            constrain("UISV-canvas-fit", startGap.adding(endGap), .equal, Strength(49), [view])
        }
    }
}
