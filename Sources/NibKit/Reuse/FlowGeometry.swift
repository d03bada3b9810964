import Foundation

/// Every item's frame in a flow layout, computed once per reload, with each section's lines kept
/// in order so the items in a window are found by binary search.
///
/// The layout is computed along two axes: *across* (the way a line runs: x in a vertical layout)
/// and *along* (the way the view scrolls: y). A horizontal layout is the same computation with
/// the axes swapped.
struct FlowGeometry {
    struct Section {
        var header: CGRect
        var footer: CGRect
        /// Each item's frame, in order.
        var items: [CGRect]
        /// The start (along the scroll axis) of each line, and the first item of each line.
        var lineStarts: [CGFloat]
        var lineFirstItems: [Int]
        var start: CGFloat
        var end: CGFloat
    }

    struct SectionMetrics {
        var count: Int
        var inset: EdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
        var itemSize: (Int) -> CGSize
    }

    private(set) var sections: [Section] = []
    private(set) var counts: [Int] = []
    private(set) var vertical = true
    var contentSize = CGSize.zero

    init() {}

    init(bounds: CGSize, direction: CollectionViewFlowLayout.ScrollDirection, metrics: [SectionMetrics]) {
        vertical = direction == .vertical
        counts = metrics.map(\.count)
        // Work in (across, along) coordinates.
        let across = FlowGeometry.finite(vertical ? bounds.width : bounds.height)
        var along: CGFloat = 0
        for metric in metrics {
            let inset = metric.inset
            let (leadingInset, trailingInset) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (beforeInset, afterInset) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let headerExtent = FlowGeometry.finite(vertical ? metric.header.height : metric.header.width)
            let footerExtent = FlowGeometry.finite(vertical ? metric.footer.height : metric.footer.width)
            let start = along
            let header = CGRect(x: 0, y: along, width: across, height: headerExtent)
            along += headerExtent + FlowGeometry.finite(beforeInset)
            let available = max(0, across - FlowGeometry.finite(leadingInset) - FlowGeometry.finite(trailingInset))
            let spacing = FlowGeometry.finite(metric.interitemSpacing)
            let lineSpacing = FlowGeometry.finite(metric.lineSpacing)
            var items: [CGRect] = []
            items.reserveCapacity(metric.count)
            var lineStarts: [CGFloat] = []
            var lineFirstItems: [Int] = []
            var index = 0
            while index < metric.count {
                // Fill a line: at least one item, then as many as fit with the minimum spacing.
                var sizes: [(across: CGFloat, along: CGFloat)] = []
                var used: CGFloat = 0
                while index + sizes.count < metric.count {
                    let size = metric.itemSize(index + sizes.count)
                    let item = (across: FlowGeometry.finite(vertical ? size.width : size.height),
                                along: FlowGeometry.finite(vertical ? size.height : size.width))
                    let needed = used + (sizes.isEmpty ? 0 : spacing) + item.across
                    if !sizes.isEmpty, needed > available + 0.0001 { break }
                    sizes.append(item)
                    used = needed
                }
                let lineExtent = sizes.map(\.along).max() ?? 0
                let itemsWidth = sizes.reduce(0) { $0 + $1.across }
                // The minimum spacing grows to share the space left (one item: centred).
                let gap = sizes.count > 1 ? max(spacing, (available - itemsWidth) / CGFloat(sizes.count - 1)) : 0
                var position = FlowGeometry.finite(leadingInset) + (sizes.count == 1 ? max(0, (available - itemsWidth) / 2) : 0)
                if !lineStarts.isEmpty { along += lineSpacing }
                lineStarts.append(along)
                lineFirstItems.append(index)
                for size in sizes {
                    // Items are centred on their line.
                    let offset = (lineExtent - size.along) / 2
                    items.append(CGRect(x: position, y: along + offset, width: size.across, height: size.along))
                    position += size.across + gap
                }
                along += lineExtent
                index += sizes.count
            }
            along += FlowGeometry.finite(afterInset)
            let footer = CGRect(x: 0, y: along, width: across, height: footerExtent)
            along += footerExtent
            sections.append(Section(header: header, footer: footer, items: items, lineStarts: lineStarts,
                                    lineFirstItems: lineFirstItems, start: start, end: along))
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A frame computed in (across, along) coordinates, in the view's.
    private func oriented(_ rect: CGRect) -> CGRect {
        vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    func frame(ofItem indexPath: IndexPath) -> CGRect { oriented(sections[indexPath.section].items[indexPath.item]) }

    /// The items, headers (`[section, 0]`) and footers (`[section, 1]`) that meet `window`.
    func visible(in window: CGRect)
        -> (items: VisibleItems<CollectionViewCell>.Placements, supplementary: VisibleItems<CollectionReusableView>.Placements) {
        // Sections, and lines and items within them, go in index path order: both come out sorted.
        var items: VisibleItems<CollectionViewCell>.Placements = []
        var supplementary: VisibleItems<CollectionReusableView>.Placements = []
        let low = vertical ? window.minY : window.minX
        let high = vertical ? window.maxY : window.maxX
        guard low.isFinite, high.isFinite, high > low else { return (items, supplementary) }
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            if section.header.height > 0, section.header.maxY >= low, section.header.minY <= high {
                supplementary.append((IndexPath(item: 0, section: index), oriented(section.header)))
            }
            if section.footer.height > 0, section.footer.maxY >= low, section.footer.minY <= high {
                supplementary.append((IndexPath(item: 1, section: index), oriented(section.footer)))
            }
            // The last line starting at or before `low`, then forward while lines start inside.
            var first = 0
            var last = section.lineStarts.count - 1
            while first < last {
                let middle = (first + last + 1) / 2
                if section.lineStarts[middle] <= low { first = middle } else { last = middle - 1 }
            }
            var line = max(0, first)
            while line < section.lineStarts.count, section.lineStarts[line] < high {
                let end = line + 1 < section.lineFirstItems.count ? section.lineFirstItems[line + 1] : section.items.count
                for item in section.lineFirstItems[line] ..< end {
                    let frame = section.items[item]
                    if frame.height > 0, frame.width > 0, frame.maxY > low, frame.minY < high {
                        items.append((IndexPath(item: item, section: index), oriented(frame)))
                    }
                }
                line += 1
            }
        }
        return (items, supplementary)
    }
}
