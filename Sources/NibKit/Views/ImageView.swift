import Foundation
import NibDocument
import NibLayout

/// `UIImageView`: the image is its asset name.
open class ImageView: View {
    /// The name of the image shown (UIKit's `image`), as the nib or asset catalog names it; nil for none.
    public var imageName: String?
    /// The name of the image shown while highlighted (UIKit's `highlightedImage`); nil for none.
    public var highlightedImageName: String?

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

    public required init(coder: NibCoder) throws {
        let properties = try coder.decode(Decoded.self)
        imageName = properties.image
        highlightedImageName = properties.highlightedImage
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
