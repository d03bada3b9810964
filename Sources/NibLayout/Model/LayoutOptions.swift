import NibDocument

/// A width and a height in points.
public struct LayoutSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(LayoutFormat.number(width))x\(LayoutFormat.number(height))" }
}

/// How a `LayoutSystem` builds its constraints.
///
/// The default is UIKit at run time. `LayoutOptions.interfaceBuilder` is what the linter and the
/// oracle test compare saved frames with.
public struct LayoutOptions: Sendable {
    /// The user-interface layout direction, for `leading`/`trailing` attributes.
    public enum Direction: Sendable, Hashable {
        case leftToRight, rightToLeft
    }

    /// What a hidden arranged subview of a stack view does.
    public enum HiddenArrangedSubviews: Sendable, Hashable {
        /// As UIStackView at run time: it takes no room along the axis and no spacing.
        case collapse
        /// As the frames Interface Builder saves: laid out as if it were visible.
        case layOutAsVisible
    }

    /// Left-to-right (the default) or right-to-left.
    public var direction: Direction = .leftToRight
    /// Whether hidden arranged subviews collapse (run time) or not (Interface Builder's frames).
    public var hiddenArrangedSubviews: HiddenArrangedSubviews = .collapse
    /// Whether a plain view whose custom class is one of UIKit's scroll views (`<view
    /// customClass="UIScrollView">`) is laid out as the scroll view it is at run time, its
    /// subviews' edge constraints attached to its content. Interface Builder draws it as the
    /// plain view its element names.
    public var scrollsByRuntimeClass = true
    /// Whether a hidden activity indicator that hides when stopped (`hidden="YES"
    /// hidesWhenStopped="YES"`) collapses in a stack view. At run time it is hidden, and does;
    /// Interface Builder's canvas shows it, and saves the stack laid out around it.
    public var collapsesStoppedActivityIndicators = true
    /// Whether an arranged view with nothing to size it across a stack view that does not fill
    /// (no intrinsic size that way, no constraint) keeps its saved size there. At run time the
    /// stack stretches it to its own size (`UISV-canvas-fit`); Interface Builder leaves it at the
    /// size it had, as a view dropped in keeps its 240 pt (pocket-casts ProfileViewController.xib
    /// saves a padding view 240 wide in a 379-pt stack, element-ios four more).
    public var keepsSavedCrossSizes = false
    /// Whether an arranged view of a filling stack view with no intrinsic size along the stack
    /// keeps its saved size there against optional constraints (a low-priority pin or centring
    /// that would stretch it). At run time nothing holds it; Interface Builder leaves it at the
    /// size it had (an empty 50-pt view in a column centred at priority 250 in a scroll view).
    public var keepsSavedAxisSizes = false
    /// Whether a stack view with no arranged views keeps its saved size, as a view with that
    /// intrinsic size would (its own hugging and compression resistance holding it). At run time
    /// such a stack has no size of its own; Interface Builder's canvas keeps the size it was
    /// given.
    public var sizesEmptyStacksAsSaved = false
    /// Whether an arranged view the nib saves as translating its autoresizing mask (an
    /// `autoresizingMask`, no `translatesAutoresizingMaskIntoConstraints="NO"`) keeps its saved
    /// width and height, the stack's constraints that would size it giving way. The stack still
    /// places it. At run time UIKit's stack view turns the translation off and sizes it;
    /// Interface Builder's canvas keeps the saved size.
    public var keepsSavedSizesOfTranslatingArrangedViews = false
    /// Whether a stack view whose arranged views are all hidden is only as big as its margins,
    /// each hidden view hanging from its start corner at its own size
    /// (`StackArrangement.hangsAllHiddenViewsFromStart`). Interface Builder saves them so; at
    /// run time the stack keeps aligning them as it does visible views.
    public var hangsAllHiddenArrangedViewsFromStart = false
    /// Whether a stack view's system spacing (`spacingType="standard"`) may give way: at least 0,
    /// and only preferred at `Element.systemStackSpacing`. UIKit works the system spacing out
    /// from the neighbours (between two labels, from their fonts: safe-ios-legacy's transaction
    /// cell saves a 19-pt and a 15-pt label 6 pt apart in a 40-pt column), so a finding must not
    /// rest on its being 8. Off (the spacing held at 8) for Interface Builder's frames.
    public var letsSystemSpacingGiveWay = false
    /// Whether the solver breaks ties between priorities upward
    /// (`Solver.breaksPriorityTiesUpward`): lint asks it whether an ambiguity the linear weights
    /// find survives where a higher priority outweighs lower ones that tie against it.
    public var breaksPriorityTiesUpward = false
    /// The safe-area insets of every root. Nil (the default): what Interface Builder simulates for
    /// the root's device, bars and tools version (zero for cells); set it to lay roots out in a
    /// real window. A root's insets can also be changed one by one (`LayoutRoot.safeAreaInsets`).
    public var safeAreaInsets: EdgeInsets?
    /// How text is measured when a view's text changes at run time.
    public var textMeasuring: any TextMeasuring = ApproximateTextMeasuring()
    /// The size classes whose `<variation>`s install constraints, subviews and attributes; nil
    /// (the default): the nib's device and orientation's, as Interface Builder shows it.
    public var sizeClasses: SizeClasses?

    public init(direction: Direction = .leftToRight,
                hiddenArrangedSubviews: HiddenArrangedSubviews = .collapse,
                safeAreaInsets: EdgeInsets? = nil,
                textMeasuring: any TextMeasuring = ApproximateTextMeasuring()) {
        self.direction = direction
        self.hiddenArrangedSubviews = hiddenArrangedSubviews
        self.safeAreaInsets = safeAreaInsets
        self.textMeasuring = textMeasuring
    }

    /// UIKit at run time, left to right.
    public static let runtime = LayoutOptions()

    /// What reproduces Interface Builder's saved frames best.
    ///
    /// Hidden arranged subviews: both kinds of saved frames occur. An independent prototype found
    /// them laid out as if visible; on this project's corpus, Xcode 10 and Xcode 14 files
    /// collapse them and one Xcode 11 file does not, and collapsing matched one view more
    /// (959 against 958 of 1,010), so the preset collapses, as UIKit does at run time. The
    /// exception is the stopped activity indicator, which Interface Builder shows: the corpus's and
    /// four apps' three hidden indicators are all saved laid out, and 35 of the 37 other hidden
    /// arranged views collapsed.
    public static let interfaceBuilder: LayoutOptions = {
        var options = LayoutOptions(hiddenArrangedSubviews: .collapse)
        options.collapsesStoppedActivityIndicators = false
        options.scrollsByRuntimeClass = false
        options.keepsSavedCrossSizes = true
        options.keepsSavedAxisSizes = true
        options.sizesEmptyStacksAsSaved = true
        options.keepsSavedSizesOfTranslatingArrangedViews = true
        options.hangsAllHiddenArrangedViewsFromStart = true
        return options
    }()
}

/// Number formatting shared by descriptions and the CLI: no trailing `.0`.
public enum LayoutFormat {
    /// `16`, `20.5`, `0.333`: at most three decimals, no trailing zeros, no `-0`.
    public static func number(_ value: Double) -> String {
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `(x, y, w, h)` with `number(_:)`.
    /// `96.23`: a share with two decimals.
    public static func percent(_ value: Double) -> String {
        // A share of nothing (0 / 0) is NaN, which Int(_:) traps on.
        guard value.isFinite, abs(value) < 1e12 else { return String(value) }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    public static func rect(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }
}

/// A trait collection's size classes (`UITraitCollection.horizontalSizeClass` and
/// `verticalSizeClass`), as a nib's `<variation key="widthClass=compact-heightClass=regular">`
/// names them.
public struct SizeClasses: Sendable, Hashable, CustomStringConvertible {
    /// `UIUserInterfaceSizeClass`: compact or regular.
    public enum SizeClass: String, Sendable, Hashable, CaseIterable {
        case compact, regular
    }

    /// The width's size class (`horizontalSizeClass`).
    public var horizontal: SizeClass
    /// The height's size class (`verticalSizeClass`).
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `wR,hC`, `hC,wR`, `wC` (the other as the device has it is not known here: both are
    /// needed), as Interface Builder's size-class bar writes them; nil for anything else.
    public init?(_ text: String) {
        var horizontal: SizeClass?
        var vertical: SizeClass?
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard part.count == 2, let kind = part.first, let value = part.last else { return nil }
            let sizeClass: SizeClass
            switch value {
            case "R", "r": sizeClass = .regular
            case "C", "c": sizeClass = .compact
            default: return nil
            }
            switch kind {
            case "w", "W": guard horizontal == nil else { return nil }; horizontal = sizeClass
            case "h", "H": guard vertical == nil else { return nil }; vertical = sizeClass
            default: return nil
            }
        }
        guard let horizontal, let vertical else { return nil }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// `wR,hC`.
    public var description: String {
        "w\(horizontal == .regular ? "R" : "C"),h\(vertical == .regular ? "R" : "C")"
    }

    /// As a variation key's traits.
    var traits: [String: String] { ["widthClass": horizontal.rawValue, "heightClass": vertical.rawValue] }
}
