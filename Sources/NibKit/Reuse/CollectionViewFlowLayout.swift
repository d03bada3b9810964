import Foundation
import NibDocument

/// Sizes for a flow layout, item by item (`UICollectionViewDelegateFlowLayout`). Every method
/// defaults to the layout's own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { layout.itemSize }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { layout.minimumLineSpacing }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { layout.minimumInteritemSpacing }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize { layout.headerReferenceSize }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize { layout.footerReferenceSize }
}

/// Insets from the edges of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UICollectionViewFlowLayout`: items in lines across the view, lines along the scroll
/// direction, as a nib's `<collectionViewFlowLayout>` describes it or as set in code.
///
/// Items in a line are spread as UIKit's flow layout spreads them: the interitem spacing is a
/// minimum, and the space a line has left over is shared equally between its items' gaps, so a
/// full line touches both insets; a line holding a single item centres it.
public final class CollectionViewFlowLayout: NibObject {
    /// Which way the collection scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Sendable, Hashable {
        case vertical, horizontal
    }

    public var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero: items size themselves, starting from this estimate (read, not yet used to size).
    public var estimatedItemSize = CGSize.zero
    /// The minimum space between lines.
    public var minimumLineSpacing: CGFloat = 10
    /// The minimum space between items in a line.
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset = EdgeInsets.zero
    public var scrollDirection = ScrollDirection.vertical
    /// A section header's size: its height in a vertical layout, its width in a horizontal one.
    public var headerReferenceSize = CGSize.zero
    public var footerReferenceSize = CGSize.zero

    public override init() {
        super.init()
    }

    public required init(coder: NibCoder) throws {
        func size(_ key: String) -> CGSize? {
            guard let values = coder.childAttributes(forKey: key), let width = values["width"].flatMap(Double.init),
                  let height = values["height"].flatMap(Double.init) else { return nil }
            return CGSize(width: width, height: height)
        }
        itemSize = size("itemSize") ?? itemSize
        estimatedItemSize = size("estimatedItemSize") ?? .zero
        headerReferenceSize = size("headerReferenceSize") ?? .zero
        footerReferenceSize = size("footerReferenceSize") ?? .zero
        minimumLineSpacing = CGFloat(coder.double(forKey: "minimumLineSpacing") ?? 10)
        minimumInteritemSpacing = CGFloat(coder.double(forKey: "minimumInteritemSpacing") ?? 10)
        scrollDirection = coder.string(forKey: "scrollDirection").flatMap(ScrollDirection.init(rawValue:)) ?? .vertical
        if let inset = coder.childAttributes(forKey: "sectionInset") {
            func value(_ key: String) -> CGFloat { CGFloat(inset[key].flatMap(Double.init) ?? 0) }
            sectionInset = EdgeInsets(top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        }
        try super.init(coder: coder)
    }
}
