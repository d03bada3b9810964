import Foundation
import NibKit
import Testing

/// `CollectionViewCompositionalLayout`: items in groups, groups repeated for a section's items,
/// sections one after another, boundary supplementary items, lists
/// ("Implementing modern collection views"). Frames are worked out by hand from UIKit's rules.
@MainActor @Suite struct CompositionalLayoutTests {
    final class Items: CollectionViewDataSource {
        let counts: [Int]
        var supplementaryKinds: [String] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
            supplementaryKinds.append(kind)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s", for: indexPath)
        }
    }

    static func collection(_ layout: CollectionViewLayout, counts: [Int], height: CGFloat = 800) throws -> (CollectionView, Items) {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: height), collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter, "badge"] {
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s")
        }
        let items = Items(counts)
        collection.dataSource = items
        try collection.tryReloadData()
        return (collection, items)
    }

    static func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collection.frameForItem(at: IndexPath(item: item, section: section))
    }

    /// A grid: items a quarter of the group's width, groups as tall as a quarter of the width
    /// (square items), 10 points between groups, the section inset 20 at the sides.
    @Test func aGridRepeatsItsGroupForTheItems() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let (collection, _) = try Self.collection(CollectionViewCompositionalLayout(section: section), counts: [10])
        // 360 points across: groups 360 × 90, items 90 × 90 less 2 on each side.
        #expect(Self.frame(collection, 0) == CGRect(x: 22, y: 7, width: 86, height: 86))
        #expect(Self.frame(collection, 3) == CGRect(x: 292, y: 7, width: 86, height: 86))
        #expect(Self.frame(collection, 4) == CGRect(x: 22, y: 107, width: 86, height: 86))
        #expect(Self.frame(collection, 9) == CGRect(x: 112, y: 207, width: 86, height: 86))
        // Three groups (the last holding two items), two gaps and the insets.
        #expect(collection.contentSize == CGSize(width: 400, height: 5 + 3 * 90 + 2 * 10 + 5))
        #expect(collection.collectionViewLayout.collectionViewContentSize == collection.contentSize)
        #expect(collection.visibleCells.count == 10 && collection.visibleCells.allSatisfy { $0.frame.width == 86 })
    }

    /// A count shares the group's width (less the fixed spacing) between that many items;
    /// flexible spacing shares what the items leave between the gaps; groups nest.
    @Test func countsSpacingAndNestedGroups() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item, count: 3)
        row.interItemSpacing = .fixed(5)
        let (collection, _) = try Self.collection(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), counts: [4])
        #expect(Self.frame(collection, 1) == CGRect(x: 135, y: 0, width: 130, height: 50))
        // A mistaken count is bounded, not an allocation of Int.max slots.
        let huge = NSCollectionLayoutGroup.horizontal(layoutSize: row.layoutSize, repeatingSubitem: item, count: .max)
        let (bounded, _) = try Self.collection(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: huge)), counts: [3])
        #expect(Self.frame(bounded, 2).width < 1 && Self.frame(bounded, 2).minY == 0)
        #expect(Self.frame(collection, 3) == CGRect(x: 0, y: 50, width: 130, height: 50))

        let fixed = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        let spread = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [fixed])
        spread.interItemSpacing = .flexible(10)
        let (flexible, _) = try Self.collection(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: spread)), counts: [3])
        // Three of 100 fit in 400 with at least 10 between: the 100 left is shared, 50 a gap.
        #expect((0 ..< 3).map { Self.frame(flexible, $0).minX } == [0, 150, 300])

        // A tall item beside two stacked ones.
        let tall = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
        let mosaic = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [tall, stack])
        let (nested, _) = try Self.collection(CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: mosaic)), counts: [5])
        #expect(Self.frame(nested, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(Self.frame(nested, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(Self.frame(nested, 2) == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(Self.frame(nested, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
        #expect(Self.frame(nested, 4) == CGRect(x: 200, y: 200, width: 200, height: 100))
    }

    /// Boundary items sit above and below their section's items, as wide as its content; a
    /// section provider lays each section out its own way; views of each kind are asked for.
    @Test func boundaryItemsAndASectionProvider() throws {
        let layout = CollectionViewCompositionalLayout { section, environment in
            let width: CGFloat = section == 0 ? 1 : 0.5
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            let badge = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(10)),
                elementKind: "badge", alignment: .bottom)
            layoutSection.boundarySupplementaryItems = [header, badge]
            #expect(environment.container.contentSize.width == 400)
            return layoutSection
        }
        layout.configuration.interSectionSpacing = 8
        let (collection, items) = try Self.collection(layout, counts: [2, 3])
        #expect(Self.frame(collection, 0) == CGRect(x: 0, y: 20, width: 400, height: 30))
        #expect(Self.frame(collection, 1) == CGRect(x: 0, y: 50, width: 400, height: 30))
        // Section 0 ends at 20 + 60 + 10 (its badge); 8 between; section 1's header, then rows of two.
        #expect(Self.frame(collection, 0, 1) == CGRect(x: 0, y: 118, width: 200, height: 30))
        #expect(Self.frame(collection, 2, 1) == CGRect(x: 0, y: 148, width: 200, height: 30))
        #expect(collection.contentSize.height == 188)
        #expect(items.supplementaryKinds.sorted() == ["UICollectionElementKindSectionHeader", "UICollectionElementKindSectionHeader", "badge", "badge"])
        let badges = collection.subviews.compactMap { $0 as? CollectionReusableView }.filter { $0.frame.size == CGSize(width: 40, height: 10) }
        #expect(badges.map(\.frame.minY).sorted() == [80, 178])
    }

    /// An orthogonal section lays its groups side by side; the rest follow below it.
    @Test func anOrthogonalSectionIsOneRow() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        let (collection, _) = try Self.collection(CollectionViewCompositionalLayout(section: section), counts: [3, 1])
        #expect((0 ..< 3).map { Self.frame(collection, $0).minX } == [0, 330, 660])
        #expect((0 ..< 3).allSatisfy { Self.frame(collection, $0).minY == 0 })
        #expect(Self.frame(collection, 0, 1).minY == 100)
        // What the collection's width holds is on screen: the first and the start of the second.
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    }

    /// A list: full-width rows, inset at the sides when inset-grouped, headers when asked for.
    @Test func aListLayoutStacksFullWidthRows() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let controller = CollectionViewController(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let collection = try #require(controller.collectionView)
        #expect(collection.collectionViewLayout is CollectionViewCompositionalLayout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "s")
        let items = Items([3])
        collection.dataSource = items
        try collection.tryReloadData()
        let width = collection.bounds.width - 40
        #expect(Self.frame(collection, 0).minX == 20 && Self.frame(collection, 0).width == width)
        #expect(Self.frame(collection, 1).minY == Self.frame(collection, 0).maxY)
        #expect(Self.frame(collection, 0).minY > 0 && items.supplementaryKinds == [CollectionView.elementKindSectionHeader])
    }

    /// Setting a flow layout property on a collection with another layout makes it a flow
    /// layout with that value, rather than ignoring it; a flow delegate written in UIKit's shape
    /// (the layout as a `CollectionViewLayout`) is the one asked.
    @Test func flowPropertiesAndUIKitShapedFlowDelegates() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        let (collection, items) = try Self.collection(CollectionViewCompositionalLayout(section: section), counts: [2])
        collection.itemSize = CGSize(width: 30, height: 30)
        #expect((collection.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize == CGSize(width: 30, height: 30))

        final class Sizes: CollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 60, height: 70)
            }
        }
        let sizes = Sizes()
        collection.delegate = sizes
        try collection.tryReloadData()
        #expect(Self.frame(collection, 0).size == CGSize(width: 60, height: 70))
        withExtendedLifetime(items) {}
    }
}
