import Foundation
import NibDocument
import NibLayout

/// `UILabel`.
open class Label: View {
    /// The text shown. Changing it changes the label's intrinsic size: it is measured from then
    /// on (`textMeasuring`), where a nib's label has the size Interface Builder saved.
    public var text: String? {
        didSet {
            styledText = nil
            if text != oldValue { textDidChange() }
        }
    }
    /// The text with its attributes (`attributedText`). Setting it sets `text` to its characters;
    /// setting `text` replaces it with the plain text, as in UIKit. Reading it without one set
    /// gives the plain text, with no attributes of its own.
    public var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            styledText = newValue
        }
    }
    private var styledText: NSAttributedString?
    /// The font; nil means the system font at 17 points, as UIKit's default.
    public var font: Font? {
        didSet { if font != oldValue { textDidChange() } }
    }
    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) wraps at
    /// the width layout gives it.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the text is still the nib's, whose size Interface Builder measured.
    var hasNibText = true
    /// The text colour; nil means UIKit's default (`labelColor`).
    public var textColor: Color?
    /// `.natural`, `.left`, `.center`, `.right`, `.justified`.
    public var textAlignment: TextAlignment = .natural
    /// 0 means as many lines as needed.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }
    /// How text that does not fit is wrapped or truncated.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The text colour while highlighted (`highlightedTextColor`; the nib's `highlightedColor`).
    public var highlightedTextColor: Color?
    /// Whether the font shrinks to fit the width (`adjustsFontSizeToFitWidth`).
    public var adjustsFontSizeToFitWidth = false
    /// How far it may shrink, as a share of the font's size (`minimumScaleFactor`; 0: no limit).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the label draws as enabled (`isEnabled`).
    public var isEnabled = true
    /// Whether the label draws in its highlighted colour (`isHighlighted`).
    public var isHighlighted = false

    /// Decodes a label, taking its text, font, colour, alignment, line count and line break mode from the nib.
    final class Decoded: NibDecodedValue {
        let text: String?
        let font: Font?
        let textColor: Color?
        let textAlignment: TextAlignment
        let numberOfLines: Int
        let lineBreakMode: LineBreakMode
        let highlightedTextColor: Color?
        let adjustsFontSizeToFitWidth: Bool
        let minimumScaleFactor: CGFloat
        let isEnabled: Bool
        let isHighlighted: Bool

        init(record: ObjectRecord) {
            highlightedTextColor = record.color(forKey: "highlightedColor")
            adjustsFontSizeToFitWidth = record.bool(forKey: "adjustsFontSizeToFit") ?? false
            minimumScaleFactor = CGFloat(record.finiteDouble(forKey: "minimumScaleFactor").map { min(1, max(0, $0)) } ?? 0)
            isEnabled = record.bool(forKey: "enabled") ?? true
            isHighlighted = record.bool(forKey: "highlighted") ?? false
            text = record.string(forKey: "text")
            font = record.font
            textColor = record.color(forKey: "textColor")
            textAlignment = record.string(forKey: "textAlignment").map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
            numberOfLines = record.finiteDouble(forKey: "numberOfLines").flatMap { Int(exactly: $0) }.map { max(0, $0) } ?? 1
            lineBreakMode = record.string(forKey: "lineBreakMode").map(LineBreakMode.init(interfaceBuilderName:)) ?? .byTruncatingTail
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        text = properties.text
        font = properties.font
        textColor = properties.textColor
        textAlignment = properties.textAlignment
        numberOfLines = properties.numberOfLines
        lineBreakMode = properties.lineBreakMode
        highlightedTextColor = properties.highlightedTextColor
        adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        minimumScaleFactor = properties.minimumScaleFactor
        isEnabled = properties.isEnabled
        isHighlighted = properties.isHighlighted
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hasNibText = false
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth`; a nib's label, until
    /// its text changes, has the size Interface Builder saved.
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(wrappingAt: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The intrinsic size with the text wrapped at `width` (nil: unwrapped). Layout asks a
    /// multi-line label again with the width it got, as UIKit does.
    func intrinsicContentSize(wrappingAt width: CGFloat?) -> CGSize {
        if hasNibText, nibIntrinsicSize != nil, width == nil || width == frame.width { return savedIntrinsicContentSize }
        return measuredText(wrappingAt: width)
    }

    /// The text's size, wrapped at `size.width` for a multi-line label (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredText(wrappingAt: size.width > 0 ? size.width : nil)
    }

    /// The text measured by `textMeasuring` in the label's font, wrapped at `width` when the
    /// label has more than one line (nil: unwrapped); zero for no text.
    private func measuredText(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = textMeasuring.size(of: text, font: FontMetrics(pointSize: font?.pointSize ?? 17),
                                      maximumWidth: numberOfLines == 1 ? nil : width.map(Double.init),
                                      numberOfLines: numberOfLines)
        return CGSize(width: size.width, height: size.height)
    }

    private func textDidChange() {
        hasNibText = false
        invalidateIntrinsicContentSize()
    }
}
