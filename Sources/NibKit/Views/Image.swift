import Foundation

/// An image by its name (`UIImage`): an asset catalog's or a file's (`Image(named:)`), or an SF
/// Symbol (`Image(systemName:)`). NibKit loads no pixels, so an image is what names it; two images
/// of the same name are equal. Compares with a string literal too (`button.image(for: .normal) ==
/// "star"`), as code written when images were their names does.
public struct Image: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name the image was made with.
    public let name: String
    /// Whether it names an SF Symbol (`isSymbolImage`).
    public let isSymbolImage: Bool

    /// The image named `name` in the app's main bundle (`UIImage(named:)`): an image set of one of
    /// its asset catalogs, or an image file; nil, as in UIKit, when it has none by that name (or
    /// the name is empty). The main bundle is where `NibLoader.shared` finds nibs: `Bundle.main`'s
    /// resources, then the SwiftPM resource bundles beside the program. `nibcheck`'s `missing-image`
    /// rule checks a nib's names against the asset catalogs before the app runs.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`'s resources (`UIImage(named:in:compatibleWith:)`); the
    /// main bundle's for nil. NibKit keeps one version of an image, whatever the traits.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        let folders = bundle.map { [$0.resourceURL ?? $0.bundleURL] } ?? NibLoader.shared.searchPaths
        guard !name.isEmpty, ImageCatalog.contains(name, in: folders) else { return nil }
        self.name = name
        isSymbolImage = false
    }

    /// The SF Symbol `name` (`UIImage(systemName:)`); nil for an empty name.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        isSymbolImage = true
    }

    /// An image named as a nib names it (`image="star"`): an asset, not a symbol.
    public init(stringLiteral value: String) {
        name = value
        isSymbolImage = false
    }

    public var description: String { isSymbolImage ? "systemName: \(name)" : name }
}

extension Image: NibValueConvertible {
    /// A nib's image attribute (`type="image"`): the image it names.
    public init?(nibValue: NibValue) {
        guard case .image(let name) = nibValue else { return nil }
        self.init(stringLiteral: name)
    }
}
