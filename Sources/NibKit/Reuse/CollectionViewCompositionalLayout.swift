import Foundation

/// What a compositional layout asks for each section (`UICollectionViewCompositionalLayoutSectionProvider`):
/// the section's index and the environment; nil lays the section's items out nowhere.
public typealias CollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout's settings (`UICollectionViewCompositionalLayoutConfiguration`).
public final class CollectionViewCompositionalLayoutConfiguration {
    /// Which way the collection scrolls: sections and their groups follow one another that way.
    public var scrollDirection = CollectionView.ScrollDirection.vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0

    /// UIKit's defaults: vertical, no space between sections.
    public init() {}
}

/// A layout made of sections of groups of items (`UICollectionViewCompositionalLayout`), the
/// way modern apps lay out collections: each section's group is repeated until the section's
/// items run out, groups follow one another in the scroll direction (side by side across it
/// when the section scrolls orthogonally), with the section's boundary items above and below.
///
/// Approximate: estimated dimensions are used as sizes (items are not measured), orthogonal
/// sections show what the collection's width holds, and pinned headers stay at their section's
/// top.
public final class CollectionViewCompositionalLayout: CollectionViewLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
    /// The layout's settings (`configuration`); setting it invalidates the layout.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out as `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Each section laid out as `sectionProvider` says, asked at each measure.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Each section laid out as `sectionProvider` says, with `configuration`.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list (`list(using:)`): every section a list section of `configuration`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.section() })
    }

    private struct NotFromANib: Error, CustomStringConvertible {
        var description: String { "a compositional layout is made in code: Interface Builder saves none" }
    }

    /// Refused: Interface Builder saves no compositional layout.
    public required init?(coder: NSCoder) {
        coder.failWithError(NotFromANib())
        return nil
    }

    override func geometry(in collectionView: CollectionView, counts: [Int]) -> CollectionGeometry {
        let bounds = CGSize(width: CollectionGeometry.finite(collectionView.bounds.width),
                            height: CollectionGeometry.finite(collectionView.bounds.height))
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutEnvironment.Container(contentSize: bounds),
                                                      traitCollection: collectionView.traitCollection)
        var placer = CompositionalPlacer(bounds: bounds, vertical: configuration.scrollDirection == .vertical)
        for (index, count) in counts.enumerated() {
            if index > 0 { placer.along += CollectionGeometry.finite(configuration.interSectionSpacing) }
            placer.place(sectionProvider(index, environment), count: count)
        }
        return placer.geometry()
    }
}

/// Lays sections out one after another along the scroll axis. It works in (across, along)
/// coordinates, as the flow layout does: across is x when the collection scrolls vertically.
private struct CompositionalPlacer {
    let bounds: CGSize
    let vertical: Bool
    var along: CGFloat = 0
    var sections: [CollectionGeometry.Section] = []
    /// The farthest point reached across the scroll axis (an orthogonal section may pass the
    /// bounds).
    private var acrossExtent: CGFloat = 0

    init(bounds: CGSize, vertical: Bool) {
        self.bounds = bounds
        self.vertical = vertical
    }

    /// The collection's extent across the scroll axis.
    private var across: CGFloat { vertical ? bounds.width : bounds.height }

    /// A frame in (across, along) coordinates, in the view's.
    private func oriented(_ rect: CGRect) -> CGRect {
        vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// A size in the view's terms, in (across, along) terms.
    private func acrossAlong(_ size: CGSize) -> (across: CGFloat, along: CGFloat) {
        vertical ? (size.width, size.height) : (size.height, size.width)
    }

    mutating func place(_ layoutSection: NSCollectionLayoutSection?, count: Int) {
        var section = CollectionGeometry.Section()
        section.start = along
        guard let layoutSection else {
            // Nothing to lay the items out with: UIKit shows them nowhere either.
            section.items = Array(repeating: .zero, count: count)
            section.end = along
            sections.append(section)
            return
        }
        let insets = layoutSection.contentInsets
        let finite = CollectionGeometry.finite
        let (before, after) = vertical ? (finite(insets.leading), finite(insets.trailing)) : (finite(insets.top), finite(insets.bottom))
        let (start, end) = vertical ? (finite(insets.top), finite(insets.bottom)) : (finite(insets.leading), finite(insets.trailing))
        // The section's content: the collection less the insets across; its groups and boundary
        // items size themselves against it.
        let contentAcross = max(0, across - before - after)
        let container = vertical ? CGSize(width: contentAcross, height: bounds.height) : CGSize(width: bounds.width, height: contentAcross)

        func boundaryItems(below: Bool) {
            for item in layoutSection.boundarySupplementaryItems where item.isBelow == below {
                let size = acrossAlong(item.layoutSize.points(in: container))
                let frame = CGRect(x: before, y: along, width: min(size.across, contentAcross), height: size.along)
                section.supplementaries.append(.init(kind: item.elementKind, frame: oriented(frame)))
                along += size.along
            }
        }

        boundaryItems(below: false)
        along += start
        let group = layoutSection.group
        let groupSize = acrossAlong(group.layoutSize.points(in: container))
        let spacing = finite(layoutSection.interGroupSpacing)
        let orthogonal = layoutSection.orthogonalScrollingBehavior != .none
        var groupAcross = before
        var placed = 0
        while placed < count {
            let origin = orthogonal ? (across: groupAcross, along: along) : (across: before, along: along)
            let frame = oriented(CGRect(x: origin.across, y: origin.along, width: groupSize.across, height: groupSize.along))
            if !orthogonal || placed == 0 {
                section.lineStarts.append(along)
                section.lineFirstItems.append(placed)
            }
            var frames: [CGRect] = []
            Self.lay(group, in: frame, upTo: count - placed, into: &frames)
            // A group that holds no item would repeat for ever: the rest go nowhere.
            guard !frames.isEmpty else { break }
            section.items.append(contentsOf: frames)
            placed += frames.count
            acrossExtent = max(acrossExtent, origin.across + groupSize.across)
            if orthogonal {
                groupAcross += groupSize.across + spacing
            } else {
                along += groupSize.along + (placed < count ? spacing : 0)
            }
        }
        if orthogonal, placed > 0 { along += groupSize.along }
        if placed < count { section.items.append(contentsOf: repeatElement(.zero, count: count - placed)) }
        along += end
        boundaryItems(below: true)
        section.end = along
        sections.append(section)
    }

    /// Lays `group`'s items out in `frame` (the view's coordinates), appending each cell's frame
    /// (its item's space less its content insets) until `frames` holds `limit`.
    static func lay(_ group: NSCollectionLayoutGroup, in frame: CGRect, upTo limit: Int, into frames: inout [CGRect]) {
        guard frames.count < limit, !group.subitems.isEmpty else { return }
        let horizontal = group.axis == .horizontal
        let extent = horizontal ? frame.width : frame.height
        let minimumGap = CollectionGeometry.finite(group.interItemSpacing?.spacing ?? 0)
        // The slots along the group's axis: a count shares the extent; otherwise the subitems,
        // in turn, while they fit (at least one).
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.count, let item = group.subitems.first {
            let share = max(0, (extent - minimumGap * CGFloat(count - 1)) / CGFloat(count))
            let size = item.layoutSize.points(in: frame.size)
            slots = Array(repeating: (item, horizontal ? CGSize(width: share, height: size.height) : CGSize(width: size.width, height: share)),
                          count: count)
        } else {
            var used: CGFloat = 0
            var next = 0
            while slots.count < NSCollectionLayoutGroup.maximumCount {
                let item = group.subitems[next % group.subitems.count]
                let size = item.layoutSize.points(in: frame.size)
                let length = horizontal ? size.width : size.height
                let needed = used + (slots.isEmpty ? 0 : minimumGap) + length
                if !slots.isEmpty, needed > extent + 0.0001 { break }
                // A zero-length item would fit for ever: one of them is all the group holds.
                if length <= 0, !slots.isEmpty { break }
                slots.append((item, size))
                used = needed
                next += 1
                if length <= 0 { break }
            }
        }
        var gap = minimumGap
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let lengths = slots.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(minimumGap, (extent - lengths) / CGFloat(slots.count - 1))
        }
        var position = horizontal ? frame.minX : frame.minY
        for slot in slots {
            guard frames.count < limit else { break }
            let space = horizontal ? CGRect(x: position, y: frame.minY, width: slot.size.width, height: slot.size.height)
                : CGRect(x: frame.minX, y: position, width: slot.size.width, height: slot.size.height)
            if let nested = slot.item as? NSCollectionLayoutGroup {
                lay(nested, in: space, upTo: limit, into: &frames)
            } else {
                // UIKit ignores an item's insets along a dimension it estimates: the estimate
                // is the cell's size there, to be measured, not space to inset.
                var insets = slot.item.contentInsets
                if slot.item.layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
                if slot.item.layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
                frames.append(CGRect(x: space.minX + insets.leading, y: space.minY + insets.top,
                                     width: max(0, space.width - insets.leading - insets.trailing),
                                     height: max(0, space.height - insets.top - insets.bottom)))
            }
            position += (horizontal ? slot.size.width : slot.size.height) + gap
        }
    }

    func geometry() -> CollectionGeometry {
        let acrossSize = max(across, acrossExtent)
        let size = vertical ? CGSize(width: acrossSize, height: along) : CGSize(width: along, height: acrossSize)
        return CollectionGeometry(sections: sections, vertical: vertical, contentSize: size)
    }
}

/// A list's look (`UICollectionLayoutListConfiguration`): full-width rows, and a header and a
/// footer per section when asked for.
///
/// Approximate: rows are 44 points tall and headers and footers 38 (UIKit measures them), and
/// inset-grouped sections are inset 20 points at the sides.
public struct CollectionLayoutListConfiguration {
    /// The list's style (`Appearance`).
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether sections have headers (`HeaderMode`).
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    /// Whether sections have footers (`FooterMode`).
    public enum FooterMode: Sendable { case none, supplementary }

    /// The list's style.
    public var appearance: Appearance
    /// Whether sections have headers; `.firstItemInSection` is a row, as the data source makes it.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers.
    public var footerMode = FooterMode.none
    /// Whether rows are separated (kept; NibKit draws no separators).
    public var showsSeparators = true
    /// The list's background (kept; nil is the appearance's).
    public var backgroundColor: Color?

    /// A list of `appearance`, without headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// A section laid out as this list's.
    func section() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        if appearance == .insetGrouped { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20) }
        let supplementary = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: supplementary, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: supplementary, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
