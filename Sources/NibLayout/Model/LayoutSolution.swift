import NibDocument

/// How far the engine got with a view's frame.
public enum LayoutStatus: String, Sendable, Hashable, CustomStringConvertible {
    /// The frame is determined by the constraints.
    case ok
    /// The constraints leave part of the frame undetermined (`hasAmbiguousLayout`): the frame is
    /// one of several the solver could have picked.
    case ambiguous
    /// The view takes part in a set of required constraints that cannot all hold; one of them was
    /// broken to lay the rest out, as UIKit does.
    case unsatisfiable
    /// The engine does not lay this view out (a macOS or watchOS document, say); `solved` is nil.
    case notLaidOut = "not-laid-out"
    /// The solved frame is not a number (NaN or infinite, from a broken or hostile file's
    /// constants); `solved` is nil.
    case invalid
    /// The root's constraint system passed the solver's work limit
    /// (`SolverLimits.untrustedFile`) and was not solved; `solved` is nil.
    case tooLarge = "too-large"

    public var description: String { rawValue }
}

/// Which parts of a view's frame are not determined.
public struct LayoutAmbiguity: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let horizontalPosition = LayoutAmbiguity(rawValue: 1)
    public static let width = LayoutAmbiguity(rawValue: 2)
    public static let verticalPosition = LayoutAmbiguity(rawValue: 4)
    public static let height = LayoutAmbiguity(rawValue: 8)

    /// `horizontal position, width`: the undetermined dimensions, in words.
    public var description: String {
        var parts: [String] = []
        if contains(.horizontalPosition) { parts.append("horizontal position") }
        if contains(.width) { parts.append("width") }
        if contains(.verticalPosition) { parts.append("vertical position") }
        if contains(.height) { parts.append("height") }
        return parts.joined(separator: ", ")
    }
}

/// One view of a solved root.
public struct SolvedView: Sendable {
    /// The nib object id.
    public let id: String
    /// `UILabel:Tl5-Hx-0Ke`.
    public let name: String
    /// The element the view is read from (for file, line and column).
    public let element: Element
    /// The frame saved in the nib, in the superview's coordinates.
    public let stored: Rect
    /// The frame the engine computed, in the superview's coordinates; nil when not laid out.
    public let solved: Rect?
    public let status: LayoutStatus
    /// The undetermined parts of the frame (empty when it is determined).
    public let ambiguity: LayoutAmbiguity

    /// UIKit's `hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool { !ambiguity.isEmpty }
}

/// The result of laying a root out at a size.
public struct LayoutSolution: Sendable {
    /// The root's nib id.
    public let rootID: String
    /// The size the root was laid out at; for one fitted to its content
    /// (`LayoutRoot.solveFittingHeight()`), the size its content gave it.
    public internal(set) var size: LayoutSize
    /// Every view of the root, the root first, in the nib's order.
    public let views: [SolvedView]
    /// The sets of required constraints that could not all hold, each with the one broken.
    public let conflicts: [LayoutConflict]
    /// Whether the layout squeezes some view below nothing: without the engine's bound that keeps
    /// every width and height at zero or more, the solution gave one a size below -1 pt (beyond
    /// the rounding of saved sizes). The bound holds it at zero, or conflicts where required
    /// constraints need less.
    public internal(set) var isSqueezed = false

    /// The view with this nib id.
    public func view(withID id: String) -> SolvedView? { views.first { $0.id == id } }
}

/// Where a constraint of the layout system comes from.
public enum LayoutConstraintOrigin: Sendable {
    /// A `<constraint>` of the nib.
    case nib(Constraint)
    /// The autoresizing mask of a view that translates it into constraints
    /// (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizing(viewID: String)
    /// Content hugging or compression resistance (`NSContentSizeLayoutConstraint`).
    case contentSize(viewID: String)
    /// A constraint a stack view makes for its arranged views (`UISV-spacing`, …).
    case stackView(viewID: String, identifier: String)
    /// A cell keeps its content view at its saved insets.
    case contentView(viewID: String)
    /// The size the root is laid out at.
    case rootSize(viewID: String)
    /// The engine's bound that a view's width or height is not negative. UIKit's engine keeps
    /// every size at zero or more: required constraints that would need a negative one cannot
    /// all hold, and UIKit logs them (without naming this bound).
    case nonNegativeSize(viewID: String)
}

/// A constraint of the layout system, described for people.
public struct LayoutConstraintDescription: Sendable, CustomStringConvertible {
    public let origin: LayoutConstraintOrigin
    /// UIKit's style: `H:[UILabel:Tl5-Hx-0Ke(100)]`, or
    /// `<NSLayoutConstraint Hn2-Xv-Ma9 (line 42) UIImageView:Im9-Bc-4Tz.leading == UIView:Vd2-mQ-7sN.leading + 16>`.
    public let text: String
    /// The ids of the views the constraint relates.
    public let viewIDs: [String]

    /// The nib constraint, when it is one.
    public var nibConstraint: Constraint? {
        if case .nib(let constraint) = origin { return constraint }
        return nil
    }

    public var description: String { text }
}

/// Required constraints that cannot all hold: a minimal set, and the one UIKit would break.
public struct LayoutConflict: Sendable, CustomStringConvertible {
    /// The constraint that was left out so the others could hold.
    public let broken: LayoutConstraintDescription
    /// The others: with `broken` they cannot all hold, and without any one of them they can.
    public let conflicting: [LayoutConstraintDescription]

    /// Every constraint of the set, `broken` last.
    public var all: [LayoutConstraintDescription] { conflicting + [broken] }

    /// UIKit's console message.
    public var message: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        text += all.map { "    \"\($0.text)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint\n\(broken.text)"
        return text
    }

    public var description: String { message }
}
