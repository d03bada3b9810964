import NibDocument

// Autoresizing masks as constraints (`translatesAutoresizingMaskIntoConstraints`).
//
// UIKit resizes such a view when its superview's bounds change, then pins the result with
// NSAutoresizingMaskLayoutConstraints. Along one axis a view splits its superview into three
// segments (the margin before it, its size, the margin after it); the mask says which of them
// stretch. When the superview grows by Δ, the flexible segments share Δ in proportion to their
// sizes at the saved layout (equally when they are all zero); rigid segments keep their size.
// For one resize from the saved size that is linear in the superview's size, so each axis is two
// required equalities:
//
//     view.min  = superview.min + start₀ + f_start × (superview.size − superviewSize₀)
//     view.size =                 size₀  + f_size  × (superview.size − superviewSize₀)
//
// With no mask at all the view keeps its saved frame relative to its superview's top-left corner.

/// The autoresizing mask of one view as two required equalities per axis.
public enum AutoresizingEquations {
    /// The share of a size change each of the three segments (before, size, after) takes.
    public static func shares(start: Double, size: Double, end: Double,
                       flexible: (start: Bool, size: Bool, end: Bool)) -> (start: Double, size: Double) {
        let segments = [(flexible.start, max(0, start)), (flexible.size, max(0, size)), (flexible.end, max(0, end))]
        let count = segments.filter(\.0).count
        guard count > 0 else { return (0, 0) }
        let total = segments.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> Double {
            guard segments[index].0 else { return 0 }
            return total > 0 ? segments[index].1 / total : 1 / Double(count)
        }
        return (share(0), share(1))
    }

    /// The equalities (`expression == 0`) that keep `view`, whose frame is `frame` in its
    /// superview's bounds of `parentSize`, where `mask` puts it when the superview (`parent`)
    /// changes size. Each comes with the name of what it fixes (`minX`, `width`, `minY`,
    /// `height`) and the value it fixes it at, for messages.
    public static func equations(mask: AutoresizingMask, frame: Rect, parentSize: LayoutSize,
                                 view: FrameVariables, parent: FrameVariables) -> [(SolverExpression, String, Double)] {
        let axes: [(Double, Double, Double, Bool, Bool, Bool, SolverVariable, SolverVariable, SolverVariable, SolverVariable, String, String)] = [
            (frame.x, frame.width, parentSize.width, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
             mask.contains(.flexibleRightMargin), view.left, view.width, parent.left, parent.width, "minX", "width"),
            (frame.y, frame.height, parentSize.height, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
             mask.contains(.flexibleBottomMargin), view.top, view.height, parent.top, parent.height, "minY", "height"),
        ]
        var result: [(SolverExpression, String, Double)] = []
        for (start, size, parentExtent, flexStart, flexSize, flexEnd, minVar, sizeVar, parentMin, parentSizeVar, minName, sizeName) in axes {
            let shares = shares(start: start, size: size, end: parentExtent - start - size,
                                flexible: (flexStart, flexSize, flexEnd))
            var position = SolverExpression([(minVar, 1), (parentMin, -1)], constant: -(start - shares.start * parentExtent))
            if shares.start != 0 { position = position.adding(parentSizeVar, times: -shares.start) }
            result.append((position, minName, start))
            var extent = SolverExpression([(sizeVar, 1)], constant: -(size - shares.size * parentExtent))
            if shares.size != 0 { extent = extent.adding(parentSizeVar, times: -shares.size) }
            result.append((extent, sizeName, size))
        }
        return result
    }

    /// UIKit's notation in its console messages: `h=-&- v=--&`, one character per segment
    /// (before, size, after), `&` flexible and `-` rigid.
    public static func code(_ mask: AutoresizingMask) -> String {
        func mark(_ bit: AutoresizingMask) -> String { mask.contains(bit) ? "&" : "-" }
        return "h=" + mark(.flexibleLeftMargin) + mark(.flexibleWidth) + mark(.flexibleRightMargin)
            + " v=" + mark(.flexibleTopMargin) + mark(.flexibleHeight) + mark(.flexibleBottomMargin)
    }
}

extension LayoutRoot {
    func addAutoresizingConstraints(_ view: LayoutView, into solver: Solver) {
        guard let parentIndex = view.superviewIndex else { return }
        let parent = views[parentIndex]
        // Alignment rectangles on both sides; the parent's bounds start at its frame's origin.
        let stored = view.alignmentFrame
        let frame = Rect(x: stored.x - parent.alignmentInsets.left, y: stored.y - parent.alignmentInsets.top,
                         width: stored.width, height: stored.height)
        let bounds = parent.alignmentFrame
        let origin = LayoutConstraintOrigin.autoresizing(viewID: view.id)
        let code = AutoresizingEquations.code(view.autoresizingMask)
        for (expression, name, value) in AutoresizingEquations.equations(
            mask: view.autoresizingMask, frame: frame, parentSize: LayoutSize(width: bounds.width, height: bounds.height),
            view: view.frameVariables, parent: parent.frameVariables) {
            add(expression, .equal, origin: origin, views: [view.index, parentIndex],
                summary: "<NSAutoresizingMaskLayoutConstraint \(code) \(view.name).\(name) == \(LayoutFormat.number(value))>",
                into: solver)
        }
    }
}
