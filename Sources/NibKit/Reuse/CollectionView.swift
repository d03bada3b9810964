import Foundation

/// Supplies a collection view's items (`UICollectionViewDataSource`).
public protocol CollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

/// `UICollectionView` with a vertical flow of fixed-size items, and UIKit's registration, reuse
/// and scrolling semantics (see `TableView`). Supplementary views are registered per kind.
open class CollectionView: ScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public weak var dataSource: CollectionViewDataSource?
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumInteritemSpacing: CGFloat = 10
    public var minimumLineSpacing: CGFloat = 10
    /// Height of each section's header/footer; 0 (the default) means none.
    public var headerHeight: CGFloat = 0
    public var footerHeight: CGFloat = 0
    public var nibOptions = NibInstantiationOptions()

    var cells = ReusePool<CollectionViewCell>()
    var supplementary: [String: ReusePool<CollectionReusableView>] = [:]
    private var visible: [IndexPath: CollectionViewCell] = [:]
    private var visibleSupplementary: [String: CollectionReusableView] = [:]
    private var dequeuedForLayout: [IndexPath: CollectionViewCell] = [:]
    private var sections: [(headerY: CGFloat, itemsY: CGFloat, items: Int, footerY: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    open override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("dataSource", typeName: "CollectionViewDataSource") { (view: CollectionView, value) in
                guard let source = value as? CollectionViewDataSource else { return false }
                view.dataSource = source
                return true
            },
        ]
    }

    // MARK: Registration

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        do { try tryRegister(cellClass, forCellWithReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) throws(NibError) {
        try cells.register(cellClass, for: identifier, api: "register(_:forCellWithReuseIdentifier:)")
    }

    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        do { try tryRegister(nib, forCellWithReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ nib: Nib?, forCellWithReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try cells.register(nib, for: identifier, kind: .collectionViewCell, className: className, api: "register(_:forCellWithReuseIdentifier:)")
    }

    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        do { try tryRegister(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) throws(NibError) {
        try supplementary[kind, default: ReusePool()].register(viewClass, for: identifier, api: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        do { try tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) } catch { trap(error) }
    }

    public func tryRegister(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String, className: String? = nil) throws(NibError) {
        try supplementary[kind, default: ReusePool()].register(nib, for: identifier, kind: .collectionReusableView, className: className,
                                                               api: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    // MARK: Dequeue

    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        do { return try tryDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) } catch { trap(error) }
    }

    public func tryDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> CollectionViewCell {
        if dequeuedForLayout[indexPath] != nil {
            throw NibError(kind: .dequeue, message: "Attempted to dequeue multiple cells for the same index path (\(indexPath)), which is not allowed.")
        }
        guard let cell = try cells.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        dequeuedForLayout[indexPath] = cell
        return cell
    }

    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionReusableView {
        do { return try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) } catch { trap(error) }
    }

    public func tryDequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(NibError) -> CollectionReusableView {
        guard let view = try supplementary[kind]?.dequeue(identifier, options: nibOptions) else {
            throw NibError(kind: .dequeue, message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }

    public var createdCellCount: Int { cells.created }
    public var reusedCellCount: Int { cells.reused }

    // MARK: Layout

    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    public var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }

    private var columns: Int {
        let spacing = minimumInteritemSpacing.nonNegativeFiniteOrZero
        let stride = itemSize.width.nonNegativeFiniteOrZero + spacing
        guard stride > 0 else { return 1 }
        return Swift.max(1, Int(saturatingFloor: (bounds.width.nonNegativeFiniteOrZero + spacing) / stride))
    }

    public func frameForItem(at indexPath: IndexPath) -> CGRect {
        let section = sections[indexPath.section]
        let row = indexPath.item / columns
        let column = indexPath.item % columns
        return CGRect(x: CGFloat(column) * (itemSize.width + minimumInteritemSpacing),
                      y: section.itemsY + CGFloat(row) * (itemSize.height + minimumLineSpacing),
                      width: itemSize.width, height: itemSize.height)
    }

    public func reloadData() {
        do { try tryReloadData() } catch { trap(error) }
    }

    public func tryReloadData() throws(NibError) {
        for cell in visible.values { cells.enqueue(cell) }
        visible.removeAll()
        for (key, view) in visibleSupplementary { enqueueSupplementary(view, key: key) }
        visibleSupplementary.removeAll()
        measure()
        try layoutVisibleItems()
    }

    public func trySetContentOffset(_ offset: CGPoint) throws(NibError) {
        suppressLayout = true
        contentOffset = offset
        suppressLayout = false
        try layoutVisibleItems()
    }

    private var suppressLayout = false

    open override func contentOffsetDidChange() {
        guard !suppressLayout, dataSource != nil else { return }
        do { try layoutVisibleItems() } catch { trap(error) }
    }

    private func measure() {
        sections.removeAll()
        guard let dataSource else { return }
        var y: CGFloat = 0
        for section in 0 ..< max(0, dataSource.numberOfSections(in: self)) {
            let items = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            let headerY = y
            y += headerHeight
            let itemsY = y
            let rows = items == 0 ? 0 : (items - 1) / columns + 1  // no overflow, however many columns
            y += CGFloat(rows) * itemSize.height.nonNegativeFiniteOrZero
                + CGFloat(max(0, rows - 1)) * minimumLineSpacing.nonNegativeFiniteOrZero
            sections.append((headerY, itemsY, items, y))
            y += footerHeight
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private func layoutVisibleItems() throws(NibError) {
        if sections.isEmpty && dataSource != nil { measure() }
        guard let dataSource else { return }
        let window = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
        var wanted: [IndexPath: CGRect] = [:]
        var wantedSupplementary: [String: (kind: String, indexPath: IndexPath, frame: CGRect)] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            let header = CGRect(x: 0, y: section.headerY, width: bounds.width, height: headerHeight)
            if headerHeight > 0, header.overlapsVertically(window) {
                wantedSupplementary["h\(sectionIndex)"] = (CollectionView.elementKindSectionHeader, IndexPath(item: 0, section: sectionIndex), header)
            }
            let footer = CGRect(x: 0, y: section.footerY, width: bounds.width, height: footerHeight)
            if footerHeight > 0, footer.overlapsVertically(window) {
                wantedSupplementary["f\(sectionIndex)"] = (CollectionView.elementKindSectionFooter, IndexPath(item: 0, section: sectionIndex), footer)
            }
            // Items with no height (or a size that is not a number) are never visible.
            guard section.items > 0, itemSize.height.nonNegativeFiniteOrZero > 0,
                  section.footerY > window.minY, section.itemsY < window.maxY else { continue }
            let rowHeight = itemSize.height + minimumLineSpacing.nonNegativeFiniteOrZero
            let firstRow = max(0, Int(saturatingFloor: (window.minY - section.itemsY) / rowHeight))
            let (first, overflow) = firstRow.multipliedReportingOverflow(by: columns)
            var item = overflow ? section.items : first
            while item < section.items {
                let indexPath = IndexPath(item: item, section: sectionIndex)
                let frame = frameForItem(at: indexPath)
                if frame.minY >= window.maxY { break }
                if frame.overlapsVertically(window) { wanted[indexPath] = frame }
                item += 1
            }
        }
        for indexPath in visible.keys.sorted() where wanted[indexPath] == nil {
            cells.enqueue(visible[indexPath]!)
            visible[indexPath] = nil
        }
        for (key, view) in visibleSupplementary where wantedSupplementary[key] == nil {
            enqueueSupplementary(view, key: key)
            visibleSupplementary[key] = nil
        }
        for indexPath in wanted.keys.sorted() where visible[indexPath] == nil {
            dequeuedForLayout.removeAll()
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            guard dequeuedForLayout[indexPath] === cell else {
                dequeuedForLayout.removeAll()
                throw NibError(kind: .dequeue, message: "the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) was not retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)")
            }
            dequeuedForLayout.removeAll()
            cell.frame = wanted[indexPath]!
            addSubview(cell)
            visible[indexPath] = cell
        }
        for key in wantedSupplementary.keys.sorted() where visibleSupplementary[key] == nil {
            let (kind, indexPath, frame) = wantedSupplementary[key]!
            if let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) {
                view.frame = frame
                addSubview(view)
                visibleSupplementary[key] = view
            }
        }
    }

    private func enqueueSupplementary(_ view: CollectionReusableView, key: String) {
        let kind = key.hasPrefix("h") ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter
        if supplementary[kind] != nil {
            supplementary[kind]!.enqueue(view)
        } else {
            view.removeFromSuperview()
        }
    }
}
