import Foundation

/// Every item's and supplementary view's frame in a collection view, computed by its layout once
/// per reload, with each section's lines (a flow layout's lines, a compositional layout's groups)
/// kept in order so the items in a window are found by binary search.
struct CollectionGeometry {
    /// A supplementary view: its kind (`elementKindSectionHeader`, or a compositional layout's
    /// own) and its frame.
    struct Supplementary {
        var kind: String
        var frame: CGRect
    }

    struct Section {
        /// Frames in the collection view's content, in order: a flow layout's header and footer
        /// (empty when zero-sized), a compositional section's boundary items.
        var supplementaries: [Supplementary] = []
        /// Each item's frame, in order.
        var items: [CGRect] = []
        /// Where each line starts along the scroll axis, and its first item. Items of a line
        /// start no earlier than the line, and lines go in order.
        var lineStarts: [CGFloat] = []
        var lineFirstItems: [Int] = []
        /// Where the section starts and ends along the scroll axis.
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    private(set) var sections: [Section] = []
    private(set) var counts: [Int] = []
    /// Whether the content scrolls vertically (lines run across, from top to bottom).
    private(set) var vertical = true
    private(set) var contentSize = CGSize.zero

    init() {}

    init(sections: [Section], vertical: Bool, contentSize: CGSize) {
        self.sections = sections
        self.counts = sections.map(\.items.count)
        self.vertical = vertical
        self.contentSize = contentSize
    }

    /// `value` when it is a finite, positive number of points; else 0.
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    func frame(ofItem indexPath: IndexPath) -> CGRect { sections[indexPath.section].items[indexPath.item] }

    /// The kind of the supplementary view in `slot` (`[section, index among its supplementaries]`).
    func kind(of slot: IndexPath) -> String? {
        guard slot.count == 2, sections.indices.contains(slot.section),
              sections[slot.section].supplementaries.indices.contains(slot.item) else { return nil }
        return sections[slot.section].supplementaries[slot.item].kind
    }

    /// The items and supplementary views (keyed `[section, index among its supplementaries]`)
    /// that meet `window`.
    func visible(in window: CGRect)
        -> (items: VisibleItems<CollectionViewCell>.Placements, supplementary: VisibleItems<CollectionReusableView>.Placements) {
        // Sections, and lines and items within them, go in index path order: both come out sorted.
        var items: VisibleItems<CollectionViewCell>.Placements = []
        var supplementary: VisibleItems<CollectionReusableView>.Placements = []
        guard window.minX.isFinite, window.minY.isFinite, window.width.isFinite, window.height.isFinite,
              window.width > 0, window.height > 0 else { return (items, supplementary) }
        let low = vertical ? window.minY : window.minX
        let high = vertical ? window.maxY : window.maxX
        func meets(_ frame: CGRect) -> Bool {
            frame.width > 0 && frame.height > 0 && frame.maxX > window.minX && frame.minX < window.maxX
                && frame.maxY > window.minY && frame.minY < window.maxY
        }
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            for (slot, view) in section.supplementaries.enumerated() where meets(view.frame) {
                supplementary.append((IndexPath(item: slot, section: index), view.frame))
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
                for item in section.lineFirstItems[line] ..< end where meets(section.items[item]) {
                    items.append((IndexPath(item: item, section: index), section.items[item]))
                }
                line += 1
            }
        }
        return (items, supplementary)
    }
}
