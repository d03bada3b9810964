import NibDocument
import NibLayout

// The three rules computed by solving the document's constraints (NibLayout), rather than read
// from Interface Builder's flags. A view IB flagged itself (`misplaced="YES"`,
// `ambiguous="YES"`) keeps IB's finding (misplaced-view, ambiguous-view) and gets no second one
// from these rules.

/// `unsatisfiable-constraints`: Required constraints can all hold at once.
public struct UnsatisfiableConstraintsRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .unsatisfiableConstraints
    public let defaultSeverity = Severity.error
    public let summary = "Required constraints can all hold at once"
    public let explanation = """
        Solving the file's constraints at the saved size found required constraints (priority \
        1000) that contradict each other. At run time UIKit logs "Unable to simultaneously \
        satisfy constraints." and breaks one of them, which one depending on the order they are \
        installed. The finding is at one constraint of a minimal conflicting set and lists the \
        others: removing any one of them, or lowering its priority, resolves the conflict. A \
        conflict with the canvas size is reported only for roots held at that size (a scene's \
        view, File's Owner's view): a self-sizing cell or a view the code sizes takes another. \
        Nor is a conflict reported that involves a constraint connected to an outlet: the code \
        holds it, and may deactivate it or change its constant before it matters.
        """
    public let badExample = """
        <constraint firstAttribute="width" constant="100" id="a"/>
        <constraint firstAttribute="width" constant="120" id="b"/>
        """
    public let goodExample = #"<constraint firstAttribute="width" constant="120" priority="750" id="b"/>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var seen = Set<String>()
        // Constraints the code holds through an outlet: it may deactivate them or change their
        // constants (pocket-casts PCSearchBarController swaps two that conflict in the file).
        var heldByCode = Set<String>()
        for name in ["outlet", "outletCollection"] {
            for outlet in document.elements(named: name) {
                if let destination = outlet[attribute: "destination"] { heldByCode.insert(destination) }
            }
        }
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts {
                if conflict.all.contains(where: { $0.nibConstraint?.id.map(heldByCode.contains) == true }) { continue }
                // A conflict with the canvas size of a root nothing holds at that size (a
                // self-sizing cell, a view the code sizes) is not one at run time.
                if !root.sizeIsFixed, conflict.all.contains(where: \.isRootSize) { continue }
                // A hidden arranged view's own size against its collapse: hidden-arranged-view-conflict.
                if conflict.all.contains(where: \.isStackViewHiding) { continue }
                let nib = conflict.all.reversed().compactMap(\.nibConstraint)
                guard let at = nib.first else { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                let others = conflict.all.filter { $0.nibConstraint?.element != at.element }.map(\.text)
                let message = "Unable to simultaneously satisfy constraints: \(mine) "
                    + "cannot hold together with \(others.joined(separator: "; "))"
                guard seen.insert("\(at.element.line):\(message)").inserted else { continue }
                findings.append(Finding(
                    at.element, message,
                    hint: "remove one of these constraints or give it a priority below 1000"))
            }
        }
    }
}

/// `hidden-arranged-view-conflict`: a hidden arranged view's required size fights its collapse.
public struct HiddenArrangedViewConflictRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .hiddenArrangedViewConflict
    public let defaultSeverity = Severity.warning
    public let summary = "A hidden arranged view's size can give way when the stack view collapses it"
    public let explanation = """
        A stack view collapses a hidden arranged view with a required constraint of its own \
        (UISV-hiding: size 0 along the axis). A required size on the view fights it: UIKit logs \
        "Unable to simultaneously satisfy constraints", breaks one of them and carries on, and \
        Interface Builder shows the view at full size and flags nothing. The layout is as \
        intended, but the log hides real conflicts; a size at priority 999 says what is meant.
        """
    public let badExample = #"<imageView hidden="YES" …><constraint firstAttribute="width" constant="16" …/></imageView>   // arranged in a horizontal stack"#
    public let goodExample = #"<imageView hidden="YES" …><constraint firstAttribute="width" constant="16" priority="999" …/></imageView>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var seen = Set<String>()
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts where conflict.all.contains(where: \.isStackViewHiding) {
                // At the hidden view's own constraint (the one to lower), else the first of the file's.
                let hidden = Set(conflict.all.filter(\.isStackViewHiding).flatMap(\.viewIDs))
                let own = conflict.all.first { $0.nibConstraint != nil && !hidden.isDisjoint(with: $0.viewIDs) }
                guard let at = (own ?? conflict.all.first { $0.nibConstraint != nil })?.nibConstraint,
                      seen.insert("\(at.element.line):\(at.element.column)").inserted else { continue }
                let mine = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                findings.append(Finding(
                    at.element,
                    "\(mine) fights the stack view's collapse of a hidden arranged view (UISV-hiding); UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one",
                    hint: "give this constraint priority 999, so the stack view can collapse the view without a conflict"))
            }
        }
    }
}

/// `ambiguous-layout`: Every view's frame is determined by its constraints.
public struct AmbiguousLayoutRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .ambiguousLayout
    public let defaultSeverity = Severity.warning
    public let summary = "Every view's frame is determined by its constraints"
    public let explanation = """
        Solving the file's constraints found views whose position or size they leave open \
        (UIKit's hasAmbiguousLayout): Auto Layout picks one of the possible frames, which may \
        change between OS versions, devices and runs. The message says which of horizontal \
        position, width, vertical position and height is open. Views Interface Builder marked \
        ambiguous itself are reported by ambiguous-view instead. Not reported: views in a root         with unsatisfiable constraints (breaking one opens what it held; the conflict is the         finding) and views inside a scroll view, whose content size NibLayout models loosely.
        """
    public let badExample = #"<label …> with a leading constraint but nothing fixing its top"#
    public let goodExample = #"<label …> with leading and top constraints (its size is intrinsic)"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for root in facts.layout.roots {
            // After a conflict one constraint is broken, and what it held is open: the conflict
            // is the finding there, not its consequences.
            guard root.solution.conflicts.isEmpty else { continue }
            for view in root.solution.views.dropFirst() where view.status == .ambiguous {
                guard !view.element.isMarkedAmbiguous, !view.element.isMarkedMisplaced,
                      !root.scrollContentViewIDs.contains(view.id) else { continue }
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) has ambiguous layout: its constraints do not determine its \(view.ambiguity)",
                    hint: "add constraints that fix its \(view.ambiguity)"))
            }
        }
    }
}

/// `misplaced-frame`: Saved frames are where the constraints put the views.
public struct MisplacedFrameRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}
    public let id: RuleID = .misplacedFrame
    public let defaultSeverity = Severity.warning
    public let summary = "Saved frames are where the constraints put the views"
    public let explanation = """
        Solving the file's constraints put a view more than 0.5 pt away from the frame saved in \
        the file, and the saved frames contradict a required constraint on that view outright \
        (one between views, with no margin, guide or baseline, whose truth depends on nothing \
        NibLayout approximates). Interface Builder shows the saved frame; the app shows the \
        solved one. Views IB marked misplaced itself are reported by misplaced-view instead.
        """
    public let badExample = #"<label …><rect key="frame" x="16" y="4" …/> centred vertically in a 60-pt view"#
    public let goodExample = "the same label after Editor > Resolve Auto Layout Issues > Update Frames"

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for root in facts.layout.roots {
            for view in root.solution.views.dropFirst() where view.status == .ok && root.staleViewIDs.contains(view.id) {
                guard !view.element.isMarkedMisplaced, !view.element.isMarkedAmbiguous,
                      let solved = view.solved, LayoutRuleText.differs(view.stored, solved) else { continue }
                findings.append(Finding(
                    view.element,
                    "\(CellElements.name(view.element)) is misplaced: saved frame \(LayoutFormat.rect(view.stored)), "
                        + "its constraints give \(LayoutFormat.rect(solved))",
                    hint: "select it and choose Editor > Resolve Auto Layout Issues > Update Frames"))
            }
        }
    }
}

enum LayoutRuleText {
    static func differs(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) > 0.5 || abs(a.y - b.y) > 0.5 || abs(a.width - b.width) > 0.5 || abs(a.height - b.height) > 0.5
    }
}

extension LayoutConstraintDescription {
    /// Whether this is a stack view's collapse of a hidden arranged view (`UISV-hiding`).
    var isStackViewHiding: Bool {
        if case .stackView(_, let identifier) = origin { return identifier == "UISV-hiding" }
        return false
    }

    /// Whether this is the size the root is laid out at, not a constraint of the file.
    var isRootSize: Bool {
        if case .rootSize = origin { return true }
        return false
    }
}
