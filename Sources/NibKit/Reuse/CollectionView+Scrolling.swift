import Foundation

extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item (`UICollectionView.ScrollPosition`):
    /// one vertical and one horizontal position at most; `[]` scrolls it just into view.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item is at `position` (`scrollToItem(at:at:animated:)`), within the
    /// content, and lays out. Headless: `animated` changes nothing. An index path outside the
    /// data traps at the caller's line, where UIKit raises.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool,
                             file: StaticString = #fileID, line: UInt = #line) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            trap(NibError(kind: .invalid, message: "attempt to scroll to invalid index path: \(indexPath); the collection view has \(numberOfSections) sections"),
                 file: file, line: line)
        }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        func place(_ minimum: CGFloat, _ maximum: CGFloat, current: CGFloat, length: CGFloat, leadingInset: CGFloat,
                   start: Bool, center: Bool, end: Bool) -> CGFloat {
            if start { return minimum - leadingInset }
            if center { return (minimum + maximum) / 2 - length / 2 - leadingInset }
            if end { return maximum - length - leadingInset }
            if minimum < current + leadingInset { return minimum - leadingInset }
            if maximum > current + leadingInset + length { return maximum - length - leadingInset }
            return current
        }
        let x = place(frame.minX, frame.maxX, current: contentOffset.x, length: visible.width, leadingInset: inset.left,
                      start: position.contains(.left), center: position.contains(.centeredHorizontally), end: position.contains(.right))
        let y = place(frame.minY, frame.maxY, current: contentOffset.y, length: visible.height, leadingInset: inset.top,
                      start: position.contains(.top), center: position.contains(.centeredVertically), end: position.contains(.bottom))
        let range = contentOffsetRange
        contentOffset = CGPoint(x: min(max(range.minimum.x, x), range.maximum.x), y: min(max(range.minimum.y, y), range.maximum.y))
    }

    /// The item whose frame contains `point`, in the collection view's content coordinates
    /// (`indexPathForItem(at:)`); nil when no item is there.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        measureIfNeeded()
        for section in 0 ..< numberOfSections {
            for item in 0 ..< numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                if geometry.frame(ofItem: indexPath).contains(point) { return indexPath }
            }
        }
        return nil
    }

    /// Selects the item without calling the delegate, and scrolls it to `scrollPosition` unless
    /// that is `[]` (`selectItem(at:animated:scrollPosition:)`); nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard select(indexPath), let indexPath, !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
}
