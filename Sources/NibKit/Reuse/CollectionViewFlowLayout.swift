import Foundation
import NibDocument

/// Sizes for a flow layout, item by item (`UICollectionViewDelegateFlowLayout`). Every method
/// defaults to the layout's own property.
///
/// Each method comes in UIKit's shape, taking the layout as a `CollectionViewLayout`, which the
/// layout calls, and in NibKit's earlier one, taking a `CollectionViewFlowLayout`, which UIKit's
/// shape calls unless implemented: a delegate written either way is the one asked.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` (`collectionView(_:layout:sizeForItemAt:)`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of section `section`'s items.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The minimum spacing between lines in `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum spacing between items in a line in `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
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
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return self.collectionView(collectionView, layout: flow, sizeForItemAt: indexPath)
    }
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return self.collectionView(collectionView, layout: flow, insetForSectionAt: section)
    }
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return 0 }
        return self.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: section)
    }
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return 0 }
        return self.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: section)
    }
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return self.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: section)
    }
    /// The flow-layout-typed method's answer, by default.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        return self.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: section)
    }
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
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Which way the collection scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: String, Sendable, Hashable {
        case vertical, horizontal
    }

    /// Every item's size, in points; 50 × 50 by default, as in UIKit.
    public var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero: items size themselves, each cell measured when it is first shown
    /// (`preferredLayoutAttributesFitting(_:)`), the others at this estimate; `automaticSize`
    /// estimates with `itemSize`. A nib's "Estimate Size: Automatic"
    /// (`automaticEstimatedItemSize="YES"`) is `automaticSize`.
    public var estimatedItemSize = CGSize.zero

    /// The estimate that asks items to size themselves from `itemSize` (`automaticSize`).
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Whether items size themselves.
    var sizesItemsThemselves: Bool { estimatedItemSize != .zero }

    /// The size an item has until its cell is measured.
    var itemEstimate: CGSize {
        estimatedItemSize == Self.automaticSize || estimatedItemSize.width <= 0 || estimatedItemSize.height <= 0
            ? itemSize : estimatedItemSize
    }
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
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        func size(_ key: String) -> CGSize? {
            guard let values = coder.childAttributes(forKey: key), let width = values["width"].flatMap(Double.init),
                  let height = values["height"].flatMap(Double.init) else { return nil }
            return CGSize(width: width, height: height)
        }
        itemSize = size("itemSize") ?? itemSize
        estimatedItemSize = size("estimatedItemSize") ?? (coder.bool(forKey: "automaticEstimatedItemSize") == true ? Self.automaticSize : .zero)
        headerReferenceSize = size("headerReferenceSize") ?? .zero
        footerReferenceSize = size("footerReferenceSize") ?? .zero
        minimumLineSpacing = CGFloat(coder.double(forKey: "minimumLineSpacing") ?? 10)
        minimumInteritemSpacing = CGFloat(coder.double(forKey: "minimumInteritemSpacing") ?? 10)
        scrollDirection = coder.string(forKey: "scrollDirection").flatMap(ScrollDirection.init(rawValue:)) ?? .vertical
        if let inset = coder.childAttributes(forKey: "sectionInset") {
            func value(_ key: String) -> CGFloat { CGFloat(inset[key].flatMap(Double.init) ?? 0) }
            sectionInset = EdgeInsets(top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        }
        super.init(coder: coder)
    }

    override func geometry(in collectionView: CollectionView, counts: [Int]) -> CollectionGeometry {
        flowGeometry(in: collectionView, counts: counts)
    }
}

extension CollectionViewFlowLayout {
    /// One section's sizes and spacings, from the delegate or the layout's properties.
    struct SectionMetrics {
        var count: Int
        var inset: EdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
        var itemSize: (Int) -> CGSize
    }

    /// Asks the delegate, if it adopts `CollectionViewDelegateFlowLayout`, else the properties.
    func flowGeometry(in collectionView: CollectionView, counts: [Int]) -> CollectionGeometry {
        let flow = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let metrics = counts.enumerated().map { section, count in
            SectionMetrics(
                count: count,
                inset: flow?.collectionView(collectionView, layout: self as CollectionViewLayout, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: flow?.collectionView(collectionView, layout: self as CollectionViewLayout, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: flow?.collectionView(collectionView, layout: self as CollectionViewLayout, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                header: flow?.collectionView(collectionView, layout: self as CollectionViewLayout, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footer: flow?.collectionView(collectionView, layout: self as CollectionViewLayout, referenceSizeForFooterInSection: section) ?? footerReferenceSize,
                itemSize: { item in
                    let indexPath = IndexPath(item: item, section: section)
                    if self.sizesItemsThemselves { return collectionView.fittedItemSizes[indexPath] ?? self.itemEstimate }
                    return flow?.collectionView(collectionView, layout: self as CollectionViewLayout, sizeForItemAt: indexPath) ?? self.itemSize
                })
        }
        return Self.geometry(bounds: collectionView.bounds.size, direction: scrollDirection, metrics: metrics)
    }

    /// Items in lines: computed along two axes, *across* (the way a line runs: x in a vertical
    /// layout) and *along* (the way the view scrolls: y); a horizontal layout is the same
    /// computation with the axes swapped.
    static func geometry(bounds: CGSize, direction: ScrollDirection, metrics: [SectionMetrics]) -> CollectionGeometry {
        let vertical = direction == .vertical
        let finite = CollectionGeometry.finite
        /// A frame computed in (across, along) coordinates, in the view's.
        func oriented(_ rect: CGRect) -> CGRect {
            vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
        }
        let across = finite(vertical ? bounds.width : bounds.height)
        var along: CGFloat = 0
        var sections: [CollectionGeometry.Section] = []
        for metric in metrics {
            let inset = metric.inset
            let (leadingInset, trailingInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (beforeInset, afterInset) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            var section = CollectionGeometry.Section()
            section.start = along
            let headerExtent = finite(vertical ? metric.header.height : metric.header.width)
            let footerExtent = finite(vertical ? metric.footer.height : metric.footer.width)
            section.supplementaries.append(.init(kind: CollectionView.elementKindSectionHeader,
                                                 frame: oriented(CGRect(x: 0, y: along, width: across, height: headerExtent))))
            along += headerExtent + finite(beforeInset)
            let available = max(0, across - finite(leadingInset) - finite(trailingInset))
            let spacing = finite(metric.interitemSpacing)
            let lineSpacing = finite(metric.lineSpacing)
            section.items.reserveCapacity(metric.count)
            var index = 0
            while index < metric.count {
                // Fill a line: at least one item, then as many as fit with the minimum spacing.
                var sizes: [(across: CGFloat, along: CGFloat)] = []
                var used: CGFloat = 0
                while index + sizes.count < metric.count {
                    let size = metric.itemSize(index + sizes.count)
                    let item = (across: finite(vertical ? size.width : size.height), along: finite(vertical ? size.height : size.width))
                    let needed = used + (sizes.isEmpty ? 0 : spacing) + item.across
                    if !sizes.isEmpty, needed > available + 0.0001 { break }
                    sizes.append(item)
                    used = needed
                }
                let lineExtent = sizes.map(\.along).max() ?? 0
                let itemsWidth = sizes.reduce(0) { $0 + $1.across }
                // The minimum spacing grows to share the space left (one item: centred).
                let gap = sizes.count > 1 ? max(spacing, (available - itemsWidth) / CGFloat(sizes.count - 1)) : 0
                var position = finite(leadingInset) + (sizes.count == 1 ? max(0, (available - itemsWidth) / 2) : 0)
                if !section.lineStarts.isEmpty { along += lineSpacing }
                section.lineStarts.append(along)
                section.lineFirstItems.append(index)
                for size in sizes {
                    // Items are centred on their line.
                    let offset = (lineExtent - size.along) / 2
                    section.items.append(oriented(CGRect(x: position, y: along + offset, width: size.across, height: size.along)))
                    position += size.across + gap
                }
                along += lineExtent
                index += sizes.count
            }
            along += finite(afterInset)
            section.supplementaries.append(.init(kind: CollectionView.elementKindSectionFooter,
                                                 frame: oriented(CGRect(x: 0, y: along, width: across, height: footerExtent))))
            along += footerExtent
            section.end = along
            sections.append(section)
        }
        let size = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        return CollectionGeometry(sections: sections, vertical: vertical, contentSize: size)
    }
}
