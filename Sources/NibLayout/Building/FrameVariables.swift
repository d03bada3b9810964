import NibDocument

/// The four solver variables of one view's frame (in the coordinates of the system's root):
/// what both the nib model (`LayoutRoot`) and NibKit's run-time engine build their constraints
/// on, so that an attribute, a stack view or an autoresizing mask means the same in both.
public struct FrameVariables: Sendable {
    /// The frame's left edge.
    public let left: SolverVariable
    /// The frame's top edge.
    public let top: SolverVariable
    /// The frame's width.
    public let width: SolverVariable
    /// The frame's height.
    public let height: SolverVariable

    /// Four new variables, named for debugging (`name.left`, …) when a name is given.
    public init(name: String? = nil) {
        left = SolverVariable(name.map { "\($0).left" })
        top = SolverVariable(name.map { "\($0).top" })
        width = SolverVariable(name.map { "\($0).width" })
        height = SolverVariable(name.map { "\($0).height" })
    }

    init(left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }
}

/// The rectangle a layout attribute is measured on, as linear expressions: a view's frame, or a
/// layout guide's (the frame inset by the safe area or the margins).
public struct AttributeGeometry {
    /// The rectangle's left edge.
    public var left: SolverExpression
    /// The rectangle's top edge.
    public var top: SolverExpression
    /// The rectangle's width.
    public var width: SolverExpression
    /// The rectangle's height.
    public var height: SolverExpression
    /// The extent the right edge is measured with: a scroll view's content width when the other
    /// item is inside it, otherwise `width`.
    public var edgeWidth: SolverExpression
    /// The extent the bottom edge is measured with, as `edgeWidth`.
    public var edgeHeight: SolverExpression
    /// The layout margins the margin attributes inset the edges by.
    public var margins: EdgeInsets
    /// First and last baselines relative to the vertical centre, for text views; nil puts both
    /// baselines at the bottom (UIView's default `forLastBaselineLayout` is the view itself).
    public var baselineOffsets: (first: Double, last: Double)?

    /// The geometry of a frame, inset by `insets` (a layout guide's), with `margins`.
    public init(_ frame: FrameVariables, insets: EdgeInsets = .zero, margins: EdgeInsets = .zero,
                baselineOffsets: (first: Double, last: Double)? = nil) {
        left = SolverExpression(frame.left).adding(constant: insets.left)
        top = SolverExpression(frame.top).adding(constant: insets.top)
        width = SolverExpression(frame.width).adding(constant: -insets.left - insets.right)
        height = SolverExpression(frame.height).adding(constant: -insets.top - insets.bottom)
        edgeWidth = width
        edgeHeight = height
        self.margins = margins
        self.baselineOffsets = baselineOffsets
    }

    /// The expression of `attribute`, nil for `.notAnAttribute` and unknown attributes.
    ///
    /// left, top, width, height are the variables; right = left + width; bottom = top + height;
    /// centres are halfway; leading/trailing are left/right, or right to left −right/−left (so
    /// `a.leading == b.leading + 8` puts a's right edge 8 pt left of b's, as UIKit mirrors it);
    /// margin attributes are the edges inset by the margins.
    public func expression(_ attribute: LayoutAttribute, rightToLeft: Bool) -> SolverExpression? {
        // Made only for the attributes that use them (each is an array of terms).
        var right: SolverExpression { left.adding(edgeWidth) }
        var bottom: SolverExpression { top.adding(edgeHeight) }
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return width
        case .height: return height
        case .centerX: return left.adding(width, times: 0.5)
        case .centerY: return top.adding(height, times: 0.5)
        case .leading: return rightToLeft ? right.scaled(by: -1) : left
        case .trailing: return rightToLeft ? left.scaled(by: -1) : right
        case .leftMargin: return left.adding(constant: margins.left)
        case .rightMargin: return right.adding(constant: -margins.right)
        case .topMargin: return top.adding(constant: margins.top)
        case .bottomMargin: return bottom.adding(constant: -margins.bottom)
        case .leadingMargin:
            return rightToLeft ? right.adding(constant: -margins.right).scaled(by: -1) : left.adding(constant: margins.left)
        case .trailingMargin:
            return rightToLeft ? left.adding(constant: margins.left).scaled(by: -1) : right.adding(constant: -margins.right)
        case .centerXWithinMargins:
            return left.adding(width, times: 0.5).adding(constant: (margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return top.adding(height, times: 0.5).adding(constant: (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let offsets = baselineOffsets else { return bottom }
            return top.adding(height, times: 0.5).adding(constant: attribute == .firstBaseline ? offsets.first : offsets.last)
        case .notAnAttribute, .unknown:
            return nil
        }
    }

    /// First and last baselines relative to the vertical centre of a text view, without font
    /// files: the text is centred, one line of the system font's metrics (ascender 0.952,
    /// descender 0.241 of the point size) for a single-line view, or the view's height for a
    /// multi-line label (`height`: its saved or current height).
    public static func textBaselineOffsets(pointSize: Double, numberOfLines: Int, height: Double) -> (first: Double, last: Double) {
        let font = FontMetrics(pointSize: pointSize)
        let block = numberOfLines == 1 ? font.lineHeight : max(font.lineHeight, height)
        return (-block / 2 + font.ascender, block / 2 - font.descender)
    }
}
