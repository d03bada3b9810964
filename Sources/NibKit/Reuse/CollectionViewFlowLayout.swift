import Foundation
import NibDocument

/// Sizes for a flow layout, item by item (`UICollectionViewDelegateFlowLayout`). Every method
/// defaults to the layout's own property.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`, in points; the layout's `itemSize` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of section `section`'s items; the layout's `sectionInset` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The minimum spacing between lines in `section`; the layout's `minimumLineSpacing` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum spacing between items in a line in `section`; the layout's `minimumInteritemSpacing` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header; the layout's `headerReferenceSize` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer; the layout's `footerReferenceSize` unless implemented.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { layout.itemSize }
    /// The layout's `sectionInset`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
    /// The layout's `minimumLineSpacing`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { layout.minimumLineSpacing }
    /// The layout's `minimumInteritemSpacing`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { layout.minimumInteritemSpacing }
    /// The layout's `headerReferenceSize`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize { layout.headerReferenceSize }
    /// The layout's `footerReferenceSize`, by default.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize { layout.footerReferenceSize }
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

    /// Every item's size, in points; 50 × 50 by default, as in UIKit.
    public var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero: items size themselves, starting from this estimate (read, not yet used to size).
    public var estimatedItemSize = CGSize.zero
    /// The minimum space between lines.
    public var minimumLineSpacing: CGFloat = 10
    /// The minimum space between items in a line.
    public var minimumInteritemSpacing: CGFloat = 10
    /// The space, in points, between a section's edges and its items; zero by default.
    public var sectionInset = EdgeInsets.zero
    /// Which way the items flow and the view scrolls; `.vertical` by default.
    public var scrollDirection = ScrollDirection.vertical
    /// A section header's size: its height in a vertical layout, its width in a horizontal one.
    public var headerReferenceSize = CGSize.zero
    /// A section footer's size: its height in a vertical layout, its width in a horizontal one.
    public var footerReferenceSize = CGSize.zero

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Decodes the layout from a nib's `<collectionViewFlowLayout>`, using UIKit's defaults for what the nib leaves out.
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
