import Foundation

// The building blocks of a compositional layout, under UIKit's names (they have no `UI` prefix to
// drop, so code using them ports unchanged): sizes, items, groups, sections and boundary
// supplementary items. `CollectionViewCompositionalLayout` turns them into frames.

/// Insets that follow the reading direction (`NSDirectionalEdgeInsets`); NibKit lays out left to
/// right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top, in points.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// One dimension of a layout size (`NSCollectionLayoutDimension`): a fraction of the container's
/// width or height, an absolute value, or an estimate.
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, or the points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// That fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// That fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// That many points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, points) }
    /// About that many points, until the item is measured. NibKit does not measure compositional
    /// items: an estimate is used as the size (approximate).
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, points) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension is in a container of `container` size; 0 for what is not a
    /// finite, positive number.
    func points(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated: value = dimension
        }
        return CollectionGeometry.finite(value)
    }
}

/// A width and a height (`NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container` size.
    func points(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.points(in: container), height: heightDimension.points(in: container))
    }
}

/// The space between a group's items (`NSCollectionLayoutSpacing`): exactly this much, or at
/// least this much with the space left shared between the gaps.
public final class NSCollectionLayoutSpacing: Sendable {
    /// The spacing, or the least spacing when flexible, in points.
    public let spacing: CGFloat
    /// Whether the spacing may grow.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points` between items, the space left shared between the gaps.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: true) }
}

/// One cell's place in a group (`NSCollectionLayoutItem`): its size, relative to the group, and
/// the insets of the cell within it.
public class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The cell's insets within the item's space (`contentInsets`).
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items side by side, one above the other, or a fixed number sharing the group's space
/// (`NSCollectionLayoutGroup`). A group is an item, so groups nest.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) the group repeats.
    public let subitems: [NSCollectionLayoutItem]
    /// With a count, that many of the subitem share the group's space equally.
    let count: Int?
    /// The space between the items (`interItemSpacing`); nil is none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// The subitems from left to right, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// The subitems from top to bottom, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// `count` of `subitem` side by side, sharing the group's width (iOS 16's name). A count is
    /// at least 1 and at most `maximumCount`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: min(max(1, count), maximumCount))
    }
    /// `count` of `subitem` one above the other, sharing the group's height (iOS 16's name).
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: min(max(1, count), maximumCount))
    }
    /// The most items one group holds, counted or repeated: more than any screen shows, few
    /// enough that a mistaken count cannot exhaust memory.
    public static let maximumCount = 10_000
    /// The same as `horizontal(layoutSize:repeatingSubitem:count:)` (the name before iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// The same as `vertical(layoutSize:repeatingSubitem:count:)` (the name before iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// Where a boundary supplementary item sits on its section (`NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (`NSCollectionLayoutBoundarySupplementaryItem`): a view of
/// `elementKind` above (`.top`, …) or below (`.bottom`, …) the section's items, as wide as the
/// section's content.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view the data source is asked for.
    public let elementKind: String
    /// Where it sits: above the items, or below them (`.bottom`, `.bottomLeading`, `.bottomTrailing`).
    public let alignment: NSRectAlignment
    /// Whether it floats at the top while its section scrolls (`pinToVisibleBounds`); kept, not
    /// modelled: NibKit leaves it at the section's top.
    public var pinToVisibleBounds = false

    /// A boundary item of `elementKind`, sized against its section's content.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    /// Whether it goes below the items.
    var isBelow: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// How a section scrolls across the collection's direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section's layout (`NSCollectionLayoutSection`): its group, repeated for its items, the
/// spacing between groups, its insets and its boundary supplementary items.
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// The space around the groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// With a behaviour other than `.none`, the groups go side by side across the collection and
    /// the section scrolls on its own; NibKit shows the part of the row the collection's width
    /// holds.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (`list(using:layoutEnvironment:)`): full-width rows, with a header and a
    /// footer as the configuration says.
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.section()
    }
}

/// The space a section is laid out in (`NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets of the content (none: NibKit lays out in the bounds).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The same, with the safe area's (none).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (`NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment {
    /// The space sections are laid out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// The environment NibKit passes: the collection view's bounds and traits.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }

    var container: NSCollectionLayoutContainer
    var traitCollection: TraitCollection
}
