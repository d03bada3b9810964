import NibContract
import NibDocument
import NibLayout

// What the rules computed by solving the document's constraints (NibLayout) share, rather than
// read from Interface Builder's flags. A view IB flagged itself (`misplaced="YES"`,
// `ambiguous="YES"`) keeps IB's finding (misplaced-view, ambiguous-view) and gets no second one
// from these rules.

/// How the layout rules compare frames.
enum LayoutRuleText {
    static func differs(_ a: Rect, _ b: Rect) -> Bool {
        maximumDifference(a, b) > 0.5
    }

    /// The largest difference between the two frames' origins and sizes.
    static func maximumDifference(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }
}

extension LayoutConstraintDescription {
    /// Whether this is a stack view's collapse of a hidden arranged view (`UISV-hiding`).
    var isStackViewHiding: Bool {
        if case .stackView(_, let identifier) = origin { return identifier == "UISV-hiding" }
        return false
    }

    /// The arranged views a UISV-hiding constraint collapses: the views it relates other than
    /// the stack view that made it.
    var hiddenArrangedViewIDs: [String] {
        guard case .stackView(let stack, "UISV-hiding") = origin else { return [] }
        return viewIDs.filter { $0 != stack }
    }

    /// The view whose content size (hugging or compression resistance) this is, if it is one.
    var contentSizeViewID: String? {
        if case .contentSize(let viewID) = origin { return viewID }
        return nil
    }

    /// A constraint a stack view made, as a cause: the stack, what it made (its identifier) and
    /// the arranged views it holds, whichever edge it pins (a fill alignment's leading and
    /// trailing constraints on one view are one cause); nil for any other constraint.
    var stackViewCause: String? {
        guard case .stackView(let stack, let identifier) = origin else { return nil }
        return ([stack, identifier] + viewIDs).joined(separator: " ")
    }

    /// The view whose width or height this bound keeps at zero or more, if it is the engine's
    /// bound (`LayoutConstraintOrigin.nonNegativeSize`).
    var nonNegativeSizeViewID: String? {
        if case .nonNegativeSize(let viewID) = origin { return viewID }
        return nil
    }

    /// Whether this is the size the root is laid out at, not a constraint of the file.
    var isRootSize: Bool {
        if case .rootSize = origin { return true }
        return false
    }

    /// Whether this is a file's constraint on a view's layout guide (`viewLayoutGuide`, as the
    /// safe area is written; or `layoutGuide`), not a view controller's top or bottom layout guide.
    var relatesViewLayoutGuide: Bool {
        guard let constraint = nibConstraint else { return false }
        return [constraint.firstItem, constraint.secondItem].contains { id in
            guard let id, let item = constraint.element.document.element(withID: id) else { return false }
            return item.name == "viewLayoutGuide" || item.name == "layoutGuide"
        }
    }

    /// Whether this is the height the root is laid out at (`UIView:….height == 37`), not its
    /// width or origin: NibLayout's own summary of the root's size, which names the axis.
    var isRootHeight: Bool { isRootSize && text.contains(".height == ") }
}
