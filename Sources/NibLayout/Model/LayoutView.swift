import NibDocument

/// A view's natural size (`intrinsicContentSize`): nil in a dimension means UIKit's
/// `noIntrinsicMetric` (the view has no preferred size in it).
public struct IntrinsicContentSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size in either dimension (a plain `UIView`).
    public static let none = IntrinsicContentSize(width: nil, height: nil)

    public var description: String {
        "(\(width.map(LayoutFormat.number) ?? "none"), \(height.map(LayoutFormat.number) ?? "none"))"
    }
}

/// One view of a `LayoutRoot`: what the nib says about it, and the four solver variables of its
/// frame. The variables are in the root's coordinates (the root's bounds); solved frames are
/// reported in the superview's coordinates, as the nib's `rect`.
public final class LayoutView: @unchecked Sendable {
    // @unchecked: every stored property is a `let` except `intrinsicContentSize` and
    // `stretchedTextWidth`, which only the owning `LayoutRoot` changes, under the root's
    // single-thread contract.

    /// The nib object id.
    public let id: String
    /// The element the view is read from.
    public let element: Element
    /// The UIKit class Interface Builder instantiates (its `customClass` if any).
    public let className: String
    /// Position in `LayoutRoot.views` (pre-order; the root is 0).
    public let index: Int
    /// The superview's position in `LayoutRoot.views`; nil for the root.
    public let superviewIndex: Int?
    /// The frame saved in the nib, in the superview's coordinates. A view saved without a `rect`
    /// has UIKit's default, the zero rectangle, except a cell's content view, which fills its cell.
    public let storedFrame: Rect
    /// Whether the nib has a `<rect key="frame">` for the view.
    public let hasStoredFrame: Bool
    /// The intrinsic content size the engine uses: the saved size for the classes that have one
    /// (labels, buttons, image views with an image, switches, …), or `placeholderIntrinsic…`.
    public internal(set) var intrinsicContentSize: IntrinsicContentSize
    /// The width below which a label stretched in the saved frame truncates its text (its text's
    /// measured width, `IntrinsicSizes.stretchedLabelNaturalWidth`): its compression resistance
    /// holds there rather than at the saved width. Nil for every other view; cleared when the
    /// intrinsic size is set at run time.
    public internal(set) var stretchedTextWidth: Double?
    /// Content hugging: horizontal, vertical.
    public let contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Compression resistance: horizontal, vertical.
    public let compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Whether the frame comes from the autoresizing mask (and the saved frame).
    public let translatesAutoresizingMaskIntoConstraints: Bool
    /// The autoresizing mask (empty when the nib has none).
    public let autoresizingMask: AutoresizingMask
    /// Whether the view is hidden.
    public let isHidden: Bool
    /// `alignmentRectInsets`: constraints position the alignment rectangle, the frame inset by
    /// these (a slider's track, a switch without its shadow).
    public let alignmentInsets: EdgeInsets

    let role: ViewRole
    let left = SolverVariable()
    let top = SolverVariable()
    let width = SolverVariable()
    let height = SolverVariable()
    /// Whether the view scrolls its subviews: constraints between it and its descendants' edges
    /// attach to its content, whose size they determine (`LayoutRoot.scrollsAtRunTime(_:options:)`).
    public var isScrollView: Bool { contentWidth != nil }
    /// The content size of a scroll view, which constraints between it and its descendants'
    /// trailing and bottom edges determine.
    let contentWidth: SolverVariable?
    let contentHeight: SolverVariable?
    /// Layout margins in effect (explicit or UIKit's default for the view's kind, plus the safe
    /// area where the view insets its margins from it).
    var margins = EdgeInsets.zero
    /// The view's safe-area insets.
    var safeArea = EdgeInsets.zero
    /// The view's frame in the root's coordinates as the nib saved it.
    var savedAbsolute = Rect(x: 0, y: 0, width: 0, height: 0)

    init(id: String, element: Element, index: Int, superviewIndex: Int?, storedFrame: Rect,
         hasStoredFrame: Bool, role: ViewRole, translates: Bool, isScrollView: Bool, isHidden: Bool,
         imageSize: LayoutSize? = nil) {
        self.id = id
        self.element = element
        self.className = element.className ?? element.name
        self.index = index
        self.superviewIndex = superviewIndex
        self.storedFrame = storedFrame
        self.hasStoredFrame = hasStoredFrame
        self.role = role
        self.translatesAutoresizingMaskIntoConstraints = translates
        self.autoresizingMask = element.autoresizingMask ?? []
        self.isHidden = isHidden
        let insets = IntrinsicSizes.alignmentInsets(of: element, savedSize: storedFrame)
        self.alignmentInsets = insets
        self.intrinsicContentSize = IntrinsicSizes.intrinsicSize(
            of: element, savedSize: Rect(x: 0, y: 0, width: storedFrame.width - insets.left - insets.right,
                                         height: storedFrame.height - insets.top - insets.bottom),
            hasFrame: hasStoredFrame, imageSize: imageSize)
        if hasStoredFrame, element.placeholderIntrinsicWidth == nil, element[attribute: "placeholderIntrinsicWidth"] == nil {
            self.stretchedTextWidth = IntrinsicSizes.stretchedLabelNaturalWidth(of: element, savedWidth: storedFrame.width)
        }
        self.contentHugging = (
            element.contentHuggingPriority(for: .horizontal) ?? .defaultLow,
            element.contentHuggingPriority(for: .vertical) ?? .defaultLow)
        self.compressionResistance = (
            element.compressionResistancePriority(for: .horizontal) ?? .defaultHigh,
            element.compressionResistancePriority(for: .vertical) ?? .defaultHigh)
        self.contentWidth = isScrollView ? SolverVariable() : nil
        self.contentHeight = isScrollView ? SolverVariable() : nil
    }

    /// The saved frame's alignment rectangle, in the superview's coordinates.
    var alignmentFrame: Rect {
        Rect(x: storedFrame.x + alignmentInsets.left, y: storedFrame.y + alignmentInsets.top,
             width: storedFrame.width - alignmentInsets.left - alignmentInsets.right,
             height: storedFrame.height - alignmentInsets.top - alignmentInsets.bottom)
    }

    /// The frame's solver variables.
    var frameVariables: FrameVariables { FrameVariables(left: left, top: top, width: width, height: height) }

    /// `UILabel:Tl5-Hx-0Ke`: the class and the nib id, as messages name a view.
    public var name: String { "\(className):\(id)" }

    /// The font's point size for text views (labels, buttons, text fields), or nil.
    var fontPointSize: Double? {
        switch element.name {
        case "label", "textField", "textView": return element.font.flatMap(IntrinsicSizes.pointSize) ?? 17
        case "button": return element.font.flatMap(IntrinsicSizes.pointSize) ?? 15
        default: return nil
        }
    }
}

/// Which views have an intrinsic content size, and what it is for a nib-loaded view.
enum IntrinsicSizes {
    /// Classes whose intrinsic size is the size Interface Builder saved, in both dimensions.
    static let bothDimensions: Set<String> = [
        "label", "button", "switch", "textField", "activityIndicatorView", "segmentedControl",
        "stepper", "pageControl", "datePicker", "pickerView",
    ]
    /// Classes with an intrinsic height only.
    static let heightOnly: Set<String> = [
        "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// UIKit's alignment-rect insets, measured on Interface Builder's frames: a slider's frame
    /// reaches 2 pt beyond its track on each side and 1 pt below it, a switch's 2 pt to the right,
    /// a segmented control's 1 pt below, whatever its height and Xcode: 29-pt frames of Xcode 9
    /// and 10 stacked 46 pt apart are 74 pt apart (MEWconnect's Backup.storyboard, 14460), a
    /// 30-pt one ends at its cell's bottom margin less 1 (mage-ios, 15705 and 21225), a 31-pt one
    /// fills a 30-pt stack (Kurozora, 24506), one held 24 pt tall is saved 25 (pocket-casts
    /// EffectsViewController.xib, 23094), and the 32-pt frames of Xcode 11 to 16 align 31 pt.
    static func alignmentInsets(of element: Element, savedSize: Rect) -> EdgeInsets {
        switch element.name {
        case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }

    /// A view's intrinsic size as Interface Builder's engine measured it: the saved size for the
    /// classes that have one, but an image view's image's own size where the nib's resources give
    /// it (`imageSize`). An image view saved stretched to 414 × 469 by a column it fills holds a
    /// 320 × 130 image (suripu-ios's Onboarding.storyboard): taken as 469 pt of content, it
    /// fights the label above it for room the saved frame only had on Interface Builder's
    /// device.
    static func intrinsicSize(of element: Element, savedSize: Rect, hasFrame: Bool,
                              imageSize: LayoutSize? = nil) -> IntrinsicContentSize {
        var size = IntrinsicContentSize.none
        if element.name == "imageView", let imageSize {
            size = IntrinsicContentSize(width: imageSize.width, height: imageSize.height)
        } else if hasFrame {
            let name = element.name
            if bothDimensions.contains(name)
                || (name == "imageView" && imageName(of: element) != nil)
                || (name == "textView" && element.bool("scrollEnabled") == false) {
                size = IntrinsicContentSize(width: savedSize.width, height: savedSize.height)
            } else if heightOnly.contains(name) {
                size = IntrinsicContentSize(width: nil, height: savedSize.height)
            }
        }
        if !hasFrame, let fixed = fixedIntrinsicSize(of: element) { size = fixed }
        if let width = element.placeholderIntrinsicWidth { size.width = width }
        if let height = element.placeholderIntrinsicHeight { size.height = height }
        if element[attribute: "placeholderIntrinsicWidth"] == "infinite" { size.width = nil }
        if element[attribute: "placeholderIntrinsicHeight"] == "infinite" { size.height = nil }
        return size
    }
}

extension IntrinsicSizes {
    /// The name of the image an image view shows (`image="…"`, or an `<imageReference key="image">`).
    static func imageName(of element: Element) -> String? {
        element[attribute: "image"] ?? element.child(key: "image")?[attribute: "image"]
    }

    /// The size in points of each image the document's `<resources>` lists, by name: what
    /// Interface Builder read from the asset catalog or the image file when it saved. System
    /// symbols are left out: their listed size is the symbol's at a size no image view takes
    /// (a view's symbol configuration sets it).
    static func resourceImageSizes(of document: Document) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        for image in document.elements(named: "image") where image.parent?.name == "resources" {
            guard let name = image[attribute: "name"], image[attribute: "catalog"] != "system",
                  let width = image.double("width"), let height = image.double("height"),
                  width.isFinite, height.isFinite, width > 0, height > 0 else { continue }
            sizes[name] = LayoutSize(width: width, height: height)
        }
        return sizes
    }

    /// The point size a font is laid out at: its own, or for a Dynamic Type text style
    /// (`style="UICTFontTextStyleTitle1"`, no `pointSize`) the style's size at UIKit's default
    /// content size category (Large) on iOS, which Interface Builder's canvas shows: large title
    /// 34, title 1 to 3 28, 22 and 20, headline and body 17, callout 16, subheadline 15,
    /// footnote 13, captions 12 and 11. Kurozora's MusicLockupCollectionViewCell.xib (tools
    /// 24127): a 24-pt button in the body style, its first baseline on a body-style label's, is
    /// saved where a 17-pt title puts it; taken as a button's default 15 pt, the label it sits
    /// beside and the stack above were pushed 0.7 pt up. tvOS's styles are other sizes, not read
    /// here.
    static func pointSize(of font: FontDescription) -> Double? {
        if let size = font.pointSize { return size }
        guard let style = font.textStyle, font.element.document.platform != .tvOS else { return nil }
        switch style {
        case "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return nil
        }
    }

    /// What UIKit's standard bars and fixed-size controls measure themselves to, for a view saved
    /// without a frame (there is no saved size to read): bars are 44 pt tall (a tab bar 49), a
    /// switch 51 × 31, a stepper 94 × 32, an activity indicator 20 × 20 (37 × 37 large), a
    /// slider 30 pt tall (its alignment rectangle: Xcode 8 saves its frame 31, see
    /// `alignmentInsets`) and a progress view 2, and a button of the icon types without a title
    /// 22 × 22. IQKeyboardManager's action extension, saved by Xcode 9 without subview frames,
    /// stacks an image view under a navigation bar whose height is only that; shu223's
    /// iOS-10-Sampler (Xcode 8.0, no subview frames) pins a slider by one edge and centres a
    /// Contact Add button, which their own sizes place.
    static func fixedIntrinsicSize(of element: Element) -> IntrinsicContentSize? {
        switch element.name {
        case "slider": return IntrinsicContentSize(width: nil, height: 30)
        case "progressView": return IntrinsicContentSize(width: nil, height: 2)
        case "button" where ["contactAdd", "infoLight", "infoDark", "detailDisclosure"].contains(element[attribute: "buttonType"] ?? "")
            && shownText(of: element) == nil:
            return IntrinsicContentSize(width: 22, height: 22)
        case "navigationBar", "toolbar": return IntrinsicContentSize(width: nil, height: 44)
        case "tabBar": return IntrinsicContentSize(width: nil, height: 49)
        // A picker's wheels, and a date picker's (its only style before iOS 13.4, when
        // documents without frames were written).
        case "pickerView": return IntrinsicContentSize(width: 320, height: 216)
        case "datePicker" where (element[attribute: "style"] ?? "wheels") == "wheels":
            return IntrinsicContentSize(width: 320, height: 216)
        case "switch": return IntrinsicContentSize(width: 51, height: 31)
        case "stepper": return IntrinsicContentSize(width: 94, height: 32)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element[attribute: "style"] ?? "")
            return large ? IntrinsicContentSize(width: 37, height: 37) : IntrinsicContentSize(width: 20, height: 20)
        default: return nil
        }
    }

    /// A button's `<state key="normal">`: its title and image when nothing else is set.
    static func normalState(of element: Element) -> Element? {
        element.children.first { $0.name == "state" && $0.key == "normal" }
    }

    /// The text a view without a saved frame sizes itself to: a label's text, a non-scrolling
    /// text view's, a button's normal title; nil for other views.
    static func shownText(of element: Element) -> String? {
        switch element.name {
        case "label":
            return element[attribute: "text"] ?? element.child(key: "text")?.text
        case "textView" where element.bool("scrollEnabled") == false:
            return element[attribute: "text"] ?? element.child(key: "text")?.text
        case "button":
            return normalState(of: element)?[attribute: "title"]
        default:
            return nil
        }
    }
}

extension IntrinsicContentSize {
    /// The intrinsic content size of a view as a nib loads it, for NibKit's run-time views: the
    /// size Interface Builder saved for the classes that have one (its own engine computed it),
    /// or the nib's `placeholderIntrinsicWidth/Height`; `.none` otherwise.
    public init(nibElement element: Element) {
        let frame = element.frame
        let imageSize = element.name == "imageView"
            ? IntrinsicSizes.imageName(of: element).flatMap { IntrinsicSizes.resourceImageSizes(of: element.document)[$0] } : nil
        self = IntrinsicSizes.intrinsicSize(of: element, savedSize: frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
                                            hasFrame: frame != nil, imageSize: imageSize)
    }
}
