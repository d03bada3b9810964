import Foundation
import NibDocument
import NibLayout

/// `UIImageView`: the image is its name (`Image`).
open class ImageView: View {
    /// The image shown (`image`); nil for none.
    public var image: Image?
    /// The image shown while highlighted (`highlightedImage`); nil for none.
    public var highlightedImage: Image?

    /// The name of the image shown, as the nib or asset catalog names it; nil for none.
    public var imageName: String? {
        get { image?.name }
        set { image = newValue.map { Image(stringLiteral: $0) } }
    }
    /// The name of the image shown while highlighted; nil for none.
    public var highlightedImageName: String? {
        get { highlightedImage?.name }
        set { highlightedImage = newValue.map { Image(stringLiteral: $0) } }
    }

    /// An image view showing `image`, sized to it when it has a size (`init(image:)`; NibKit
    /// knows no pixel sizes, so the frame is empty).
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
    }

    /// Decodes an image view, taking its image names from the nib.
    final class Decoded: NibDecodedValue {
        let image: String?
        let highlightedImage: String?
        init(record: ObjectRecord) {
            image = record.string(forKey: "image")
            highlightedImage = record.string(forKey: "highlightedImage")
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        image = properties.image.map { Image(stringLiteral: $0) }
        highlightedImage = properties.highlightedImage.map { Image(stringLiteral: $0) }
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
