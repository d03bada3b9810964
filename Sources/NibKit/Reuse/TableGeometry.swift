import Foundation

/// Where everything in a table is: per section a header, its rows and a footer, as one sequence
/// of heights kept as running totals (`PrefixSums`). The table's layout pass and its geometry
/// queries read this in O(log n); a self-sizing row's height changes in O(log n).
struct TableGeometry {
    /// Rows per section.
    private(set) var counts: [Int] = []
    /// Heights of every slot: for each section its header, its rows, its footer.
    private var heights = PrefixSums([])
    /// Per slot: a row that sizes itself from its cell, still at its estimate.
    private var selfSizing: [Bool] = []
    /// The slot of each section's header.
    private var firstSlot: [Int] = []
    /// The table's own header view's height, above the first section (`tableHeaderView`).
    private(set) var top: Double = 0
    /// The table's own footer view's height, below the last section (`tableFooterView`).
    private(set) var bottom: Double = 0
    /// The space above each section header, inside the header's slot (`sectionHeaderTopPadding`).
    private var headerPadding: Double = 0

    /// What a slot is.
    enum Slot: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    init() {}

    /// `heights` are the header's, the rows' and the footer's of each section in turn; a section
    /// with a header gets `headerPadding` above it.
    init(counts: [Int], heights: [Double], selfSizing: [Bool], top: Double = 0, bottom: Double = 0, headerPadding: Double = 0) {
        self.counts = counts
        self.top = top
        self.bottom = bottom
        self.selfSizing = selfSizing
        var slot = 0
        firstSlot = counts.map { count in
            defer { slot += count + 2 }
            return slot
        }
        var heights = heights
        self.headerPadding = max(0, headerPadding)
        if self.headerPadding > 0 {
            for slot in firstSlot where heights[slot] > 0 { heights[slot] += self.headerPadding }
        }
        self.heights = PrefixSums(heights)
    }

    /// The whole content's height: the table's header view, the sections, its footer view.
    var height: CGFloat { CGFloat(top + heights.total + bottom) }

    /// Where the sections end and the table's footer view begins.
    var sectionsEnd: CGFloat { CGFloat(top + heights.total) }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    private func slot(of indexPath: IndexPath) -> Int { firstSlot[indexPath.section] + 1 + indexPath.row }

    private func rect(ofSlot slot: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: CGFloat(top + heights.sum(upTo: slot)), width: width, height: CGFloat(heights.values[slot]))
    }

    func rect(ofRow indexPath: IndexPath, width: CGFloat) -> CGRect { rect(ofSlot: slot(of: indexPath), width: width) }

    func isSelfSizing(_ indexPath: IndexPath) -> Bool { contains(indexPath) && selfSizing[slot(of: indexPath)] }

    /// Gives a self-sizing row its measured height; true when that moved anything.
    mutating func setHeight(_ height: Double, ofRow indexPath: IndexPath) -> Bool {
        let slot = slot(of: indexPath)
        selfSizing[slot] = false
        let changed = heights.values[slot] != max(0, height)
        heights.set(slot, to: max(0, height))
        return changed
    }

    /// What the slot at `index` is.
    private func describe(_ index: Int) -> Slot {
        // The last section whose first slot is at or before `index`.
        var low = 0
        var high = firstSlot.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstSlot[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let offset = index - firstSlot[low]
        if offset == 0 { return .header(low) }
        if offset == counts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The slot at content offset `y`.
    func slot(at y: Double) -> Slot? {
        guard y >= top else { return nil }
        let index = heights.index(covering: y - top)
        return index < heights.count ? describe(index) : nil
    }

    /// The rows and the headers and footers (keyed `[section, 0]` and `[section, 1]`) that meet
    /// `window`, with their frames. In a plain table (`floatingHeaders`) the header of the section
    /// at the top of the window floats there while its section scrolls under it, as UIKit's do.
    func visible(in window: CGRect, width: CGFloat, floatingHeaders: Bool)
        -> (rows: VisibleItems<TableViewCell>.Placements, headers: VisibleItems<TableViewHeaderFooterView>.Placements) {
        // Slots go in index path order: rows, and headers and footers, come out sorted.
        var rows: VisibleItems<TableViewCell>.Placements = []
        var headers: VisibleItems<TableViewHeaderFooterView>.Placements = []
        guard heights.count > 0, window.height > 0, window.minY.isFinite, window.height.isFinite else { return (rows, headers) }
        var index = heights.index(covering: max(0, Double(window.minY) - top))
        while index < heights.count {
            let frame = rect(ofSlot: index, width: width)
            if frame.minY >= window.maxY { break }
            if frame.height > 0 {
                switch describe(index) {
                case .header(let section): headers.append((IndexPath(item: 0, section: section), headerFrame(inSlot: frame)))
                case .footer(let section): headers.append((IndexPath(item: 1, section: section), frame))
                case .row(let indexPath): rows.append((indexPath, frame))
                }
            }
            index += 1
        }
        if floatingHeaders, case let .row(path)? = slot(at: Double(window.minY)) ?? nil {
            pinHeader(of: path.section, to: window, width: width, into: &headers)
        } else if floatingHeaders, case let .footer(section)? = slot(at: Double(window.minY)) ?? nil {
            pinHeader(of: section, to: window, width: width, into: &headers)
        }
        return (rows, headers)
    }

    /// A header's frame in its slot: below the padding.
    private func headerFrame(inSlot slot: CGRect) -> CGRect {
        guard headerPadding > 0, slot.height > 0 else { return slot }
        let padding = CGFloat(headerPadding)
        return CGRect(x: slot.minX, y: slot.minY + padding, width: slot.width, height: max(0, slot.height - padding))
    }

    /// The section's header at the window's top, but never below the section's end.
    private func pinHeader(of section: Int, to window: CGRect, width: CGFloat,
                           into headers: inout VisibleItems<TableViewHeaderFooterView>.Placements) {
        let header = headerFrame(inSlot: rect(ofSlot: firstSlot[section], width: width))
        guard header.height > 0 else { return }
        let sectionEnd = rect(ofSlot: firstSlot[section] + counts[section] + 1, width: width).maxY
        let y = min(max(header.minY, window.minY), sectionEnd - header.height)
        let pinned = (indexPath: IndexPath(item: 0, section: section), frame: CGRect(x: 0, y: y, width: width, height: header.height))
        if let index = headers.firstIndex(where: { $0.indexPath >= pinned.indexPath }) {
            if headers[index].indexPath == pinned.indexPath { headers[index] = pinned } else { headers.insert(pinned, at: index) }
        } else {
            headers.append(pinned)
        }
    }
}
