import Foundation
import NibDocument
import NibLayout

/// `UIScrollView`.
open class ScrollView: View {
    /// The point of the content shown at the view's top-left corner, in points; setting it calls `contentOffsetDidChange()`.
    public var contentOffset: CGPoint = .zero {
        didSet { contentOffsetDidChange() }
    }
    /// A scroll view's bounds start at its content offset: scrolling is moving the bounds.
    override var boundsOrigin: CGPoint {
        get { contentOffset }
        set { contentOffset = newValue }
    }
    /// The size of the scrollable content, in points.
    public var contentSize: CGSize = .zero
    /// Space around the content that it can scroll into (`contentInset`): the offset may go from
    /// `-adjustedContentInset.top` to the content's end plus `adjustedContentInset.bottom`.
    public var contentInset = EdgeInsets.zero
    /// How the safe area adds to `contentInset` (`contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The insets of the scroll indicators (`scrollIndicatorInsets`); NibKit draws no indicators.
    public var scrollIndicatorInsets = EdgeInsets.zero
    /// The vertical indicator's insets (`verticalScrollIndicatorInsets`).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// The horizontal indicator's insets (`horizontalScrollIndicatorInsets`).
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// The pull-to-refresh control (`refreshControl`); kept, and not laid out: NibKit shows no
    /// pull.
    public var refreshControl: RefreshControl?

    /// A table's or a collection's `backgroundView`: behind everything, at the bounds (which
    /// move with the offset: it does not scroll), in place of `old`.
    func show(backgroundView: View?, replacing old: View?) {
        if old !== backgroundView { old?.removeFromSuperview() }
        guard let backgroundView else { return }
        backgroundView.frame = CGRect(origin: contentOffset, size: bounds.size)
        insertSubview(backgroundView, at: 0)
    }

    /// How a scroll view's safe area adds to its content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// `.scrollableAxes`, and the top and bottom always for a table or collection view (a
        /// list scrolls vertically, whatever its content).
        case automatic
        /// The safe area along the axes the content scrolls in (larger than the view).
        case scrollableAxes
        /// No adjustment.
        case never
        /// The whole safe area.
        case always
    }

    /// `contentInset` plus the safe area the behaviour adds (`adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes, .automatic:
            vertical = contentSize.height > bounds.height || (contentInsetAdjustmentBehavior == .automatic && self is any ReusingListView)
            horizontal = contentSize.width > bounds.width
        }
        return EdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                          bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The offsets the content may be scrolled to: from minus the adjusted top and left insets to
    /// the content's end plus the adjusted bottom and right insets, less the view's size.
    var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        return (minimum, CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                                 y: max(minimum.y, contentSize.height + inset.bottom - bounds.height)))
    }

    /// Decodes a scroll view's content insets and their adjustment.
    final class Decoded: NibDecodedValue {
        let contentInset: EdgeInsets
        let scrollIndicatorInsets: EdgeInsets
        let behavior: ContentInsetAdjustmentBehavior
        init(record: ObjectRecord) {
            contentInset = record.element.child(key: "contentInset").flatMap(EdgeInsets.init(inset:)) ?? .zero
            scrollIndicatorInsets = record.element.child(key: "scrollIndicatorInsets").flatMap(EdgeInsets.init(inset:)) ?? .zero
            switch record.string(forKey: "contentInsetAdjustmentBehavior") {
            case "never": behavior = .never
            case "always": behavior = .always
            case "scrollableAxes": behavior = .scrollableAxes
            default: behavior = .automatic
            }
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    /// Decodes a scroll view, with its content insets and their adjustment from the nib.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        contentInset = properties.contentInset
        scrollIndicatorInsets = properties.scrollIndicatorInsets
        contentInsetAdjustmentBehavior = properties.behavior
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called after every change of `contentOffset`; table and collection views lay out here.
    open func contentOffsetDidChange() {}
}

/// `UITextView`.
open class TextView: ScrollView {
    /// The text.
    public var text: String?
    /// The font.
    public var font: Font?
    /// The text colour.
    public var textColor: Color?
    /// Whether the user can edit the text.
    public var isEditable = true

    /// Decodes a text view, taking its text, font, colour and `isEditable` from the nib.
    final class Decoded: NibDecodedValue {
        let text: String?
        let font: Font?
        let textColor: Color?
        let isEditable: Bool
        init(record: ObjectRecord) {
            text = record.string(forKey: "text")
            font = record.font
            textColor = record.color(forKey: "textColor")
            isEditable = record.string(forKey: "editable") != "NO"
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        text = properties.text
        font = properties.font
        textColor = properties.textColor
        isEditable = properties.isEditable
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
