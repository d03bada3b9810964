import Foundation
import NibDocument
import NibLayout

/// `UIScrollView`.
open class ScrollView: View {
    /// The point of the content shown at the view's top-left corner, in points; setting it calls `contentOffsetDidChange()`.
    public var contentOffset: CGPoint = .zero {
        didSet { contentOffsetDidChange() }
    }
    /// The size of the scrollable content, in points.
    public var contentSize: CGSize = .zero

    /// Decodes a scroll view.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
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

    public required init(coder: NibCoder) throws {
        let properties = try coder.decode(Decoded.self)
        text = properties.text
        font = properties.font
        textColor = properties.textColor
        isEditable = properties.isEditable
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
