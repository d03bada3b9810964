import Foundation
import NibKit
import NibTestSupport
import Testing

// Issue #37, section 2: calls UIKit code makes every day, each written as UIKit code with `UI`
// dropped (Xcode's templates included), expecting what Apple's documentation says UIKit does.
// Each test names its source: the page of Apple's UIKit documentation for the API.

/// Xcode's "Cocoa Touch Class" template for a `UITableViewCell` subclass, with `UI` dropped.
final class TemplateCell: TableViewCell {
    var selections: [Bool] = []
    var highlights: [Bool] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        // Initialization code
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        // Configure the view for the selected state
        selections.append(selected)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        highlights.append(highlighted)
    }
}

/// A cell made in code, as UIKit code writes it: its own `init(style:reuseIdentifier:)` and the
/// `init?(coder:)` Xcode's fix-it adds.
final class CodeMadeCell: TableViewCell {
    let badge = Label()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view that can be made in code or from a nib, as UIKit code writes it.
final class CoderMadeView: View {
    var madeFromNib = false

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeFromNib = true
    }
}

/// A collection view cell made in code, as UIKit code writes it.
final class CodeMadeCollectionCell: CollectionViewCell {
    let title = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header made in code, as UIKit code writes it.
final class CodeMadeHeader: TableViewHeaderFooterView {
    let title = Label()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A custom content configuration, as UIKit's documentation shows one.
struct BadgeConfiguration: ContentConfiguration {
    var text = ""
    var isSelected = false

    func makeContentView() -> View & ContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: ConfigurationState) -> BadgeConfiguration {
        guard let state = state as? CellConfigurationState else { return self }
        var updatedConfiguration = self
        updatedConfiguration.isSelected = state.isSelected
        return updatedConfiguration
    }
}

final class BadgeContentView: View, ContentView {
    let label = Label()
    var configuration: ContentConfiguration {
        didSet { apply() }
    }

    init(configuration: ContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = badge.isSelected ? "✓ \(badge.text)" : badge.text
    }
}

@MainActor @Suite struct UIKitPortingTests {
    /// Rows of 44 points, made by a registered class.
    final class Rows: TableViewDataSource {
        let count: Int
        let identifier: String
        init(count: Int, identifier: String = "row") {
            self.count = count
            self.identifier = identifier
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }

    static func table(rows: Int, cellClass: AnyClass = TableViewCell.self, height: CGFloat = 220) -> (TableView, Rows) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.rowHeight = 44
        table.register(cellClass, forCellReuseIdentifier: "row")
        let rows = Rows(count: rows)
        table.dataSource = rows
        table.reloadData()
        return (table, rows)
    }

    // MARK: Cells

    /// Apple, `UITableViewCell.setSelected(_:animated:)`: "Sets the selected state of the cell,
    /// optionally animating the transition"; `isSelected`: "setting this property calls
    /// `setSelected(_:animated:)` without animation". `setHighlighted(_:animated:)`: the cell is
    /// highlighted when the user touches it. Xcode's cell template overrides both.
    @Test func xcodesCellTemplateIsToldOfSelectionAndHighlight() throws {
        let (table, rows) = Self.table(rows: 3, cellClass: TemplateCell.self)
        defer { withExtendedLifetime(rows) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TemplateCell)
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(cell.selections.last == true && cell.isSelected)
        #expect(cell.highlights == [true, false], "highlighted while the touch is down, then not")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(cell.selections.last == false && !cell.isSelected)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.selections.last == true)
        cell.isSelected = false
        #expect(cell.selections.last == false, "isSelected goes through setSelected(_:animated:)")
    }

    /// Apple, `UITableViewCell.init(style:reuseIdentifier:)`: "Initializes a table cell with a
    /// style and a reuse identifier"; a table makes a registered class's cells with it
    /// (`register(_:forCellReuseIdentifier:)`: "the table view … calls that class's
    /// `init(style:reuseIdentifier:)`").
    @Test func aCellMadeInCodeOverridesItsInitializer() throws {
        let (table, rows) = Self.table(rows: 2, cellClass: CodeMadeCell.self)
        defer { withExtendedLifetime(rows) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CodeMadeCell)
        #expect(cell.badge.superview === cell.contentView, "the override ran")
        #expect(cell.reuseIdentifier == "row")
        let direct = CodeMadeCell(style: .subtitle, reuseIdentifier: "direct")
        #expect(direct.style == .subtitle && direct.badge.superview === direct.contentView)
    }

    /// Apple, `UICollectionView.register(_:forCellWithReuseIdentifier:)` and
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`: the views are made with
    /// the class's `init(frame:)` and `init(reuseIdentifier:)`, overridden in code.
    @Test func collectionCellsAndHeadersMadeInCodeOverrideTheirInitializers() throws {
        final class Items: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 320), collectionViewLayout: layout)
        collection.register(CodeMadeCollectionCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        collection.dataSource = items
        collection.reloadData()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CodeMadeCollectionCell)
        #expect(cell.title.superview === cell.contentView)

        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(CodeMadeHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? CodeMadeHeader)
        #expect(header.title.superview === header.contentView && header.reuseIdentifier == "header")
    }

    /// Apple, `UIView.init(coder:)`: objects in a nib are made with `init(coder:)`; UIKit code
    /// declares it `required init?(coder: NSCoder)` beside its own `init(frame:)`.
    @Test func aNibMakesAViewWithItsCoderInitializer() throws {
        let registry = ClassRegistry()
        try registry.register(CoderMadeView.self)
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="cv1-aa-001" customClass="CoderMadeView">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
            </view>
            """).utf8), name: "CoderMade")
        let view = try #require(nib.instantiate(withOwner: nil, options: NibInstantiationOptions(registry: registry)).first as? CoderMadeView)
        #expect(view.madeFromNib && view.frame.size == CGSize(width: 100, height: 50))
        #expect(!CoderMadeView(frame: .zero).madeFromNib)
    }

    // MARK: Nib loading

    /// Apple, `UINib.instantiate(withOwner:options:)`: `func instantiate(withOwner ownerOrNil:
    /// Any?, options optionsOrNil: [UINib.OptionsKey : Any]? = nil) -> [Any]`, not throwing.
    @Test func instantiateTakesNoTry() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="pl1-aa-001"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """).utf8), name: "Plain")
        let objects = nib.instantiate(withOwner: nil, options: nil)
        #expect(objects.count == 1 && objects.first is View)
    }

    /// Apple, `Bundle.loadNibNamed(_:owner:options:)`: "Unarchives the contents of a nib file
    /// located in the receiver's bundle", returning its top-level objects.
    @Test func aBundleLoadsANibByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitPorting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Fixtures.xib("""
            <view contentMode="scaleToFill" id="cd1-aa-001"><rect key="frame" x="0.0" y="0.0" width="120" height="80"/></view>
            """).write(to: folder.appendingPathComponent("Card.xib"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        let card = try #require(bundle.loadNibNamed("Card", owner: nil, options: nil)?.first as? View)
        #expect(card.frame.size == CGSize(width: 120, height: 80))
    }

    // MARK: Geometry

    /// Apple, `UIView.viewWithTag(_:)`: "Returns the view whose tag matches the specified value"
    /// — the view itself or one of its subviews, searched depth first.
    @Test func viewWithTagFindsTheViewOrADescendant() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: .zero)
        let grandchild = Label()
        grandchild.tag = 7
        child.addSubview(grandchild)
        root.addSubview(child)
        root.tag = 1
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(99) == nil)
    }

    /// Apple, `UIView.convert(_:to:)` and `convert(_:from:)` (points and rects): between the
    /// coordinate systems of two views of a window; a scroll view's bounds origin is its offset.
    @Test func convertMovesPointsAndRectsBetweenViews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2_000)
        let card = View(frame: CGRect(x: 5, y: 500, width: 100, height: 50))
        scroll.addSubview(card)
        window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 450)
        #expect(card.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 16, y: 72))
        #expect(card.convert(CGPoint(x: 16, y: 72), from: window) == CGPoint(x: 1, y: 2))
        #expect(card.convert(card.bounds, to: nil) == CGRect(x: 15, y: 70, width: 100, height: 50))
        #expect(scroll.convert(CGRect(x: 15, y: 70, width: 10, height: 10), from: window) == CGRect(x: 5, y: 500, width: 10, height: 10))
    }

    /// Apple, `UIView.hitTest(_:with:)`: "ignores view objects that are hidden, that have disabled
    /// user interactions, or have an alpha level less than 0.01", and the subviews are searched
    /// front to back; `point(inside:with:)`: whether the point is in the view's bounds, which a
    /// subclass overrides to widen the hit area.
    @Test func hitTestFindsTheFrontmostViewThatTakesTouches() {
        final class WideButton: Button {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let button = WideButton(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === button, "inside the button's widened area")
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === back)
        #expect(button.point(inside: CGPoint(x: -10, y: -10), with: nil))
    }

    /// Apple, `UIView.directionalLayoutMargins`: "the system uses the value of the
    /// `effectiveUserInterfaceLayoutDirection` … leading margin on the right side in a
    /// right-to-left layout"; `semanticContentAttribute` `.forceRightToLeft`: "always displayed
    /// using a right-to-left layout", so leading constraints and a stack's order flip.
    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 4)
        #expect(container.layoutMargins.right == 24 && container.layoutMargins.left == 4)
        #expect(container.directionalLayoutMargins.leading == 24)

        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: container.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 240, y: 0, width: 50, height: 20), "10 points from the right edge")
        container.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        #expect(badge.frame.minX == 10)

        let first = View()
        let second = View()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: 40).isActive = true
        }
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(first.frame.minX == 40 && second.frame.minX == 0, "the first arranged view at the right")
    }

    /// Apple, `UIView.layer`: "The view's Core Animation layer", a `CALayer` object: changing the
    /// object changes the view's layer.
    @Test func aViewsLayerIsAReference() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = view.layer
        layer.cornerRadius = 8
        layer.masksToBounds = true
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer === layer)
        #expect(view.clipsToBounds, "masksToBounds is the view's clipsToBounds")
        let asCALayer: CALayer = view.layer
        asCALayer.borderWidth = 1
        #expect(view.layer.borderWidth == 1)
    }

    // MARK: Tables

    /// Apple, `UITableView.indexPathsForVisibleRows`: `var indexPathsForVisibleRows: [IndexPath]? { get }`.
    @Test func visibleRowsAreOptionalAsUIKitDeclaresThem() throws {
        let (table, rows) = Self.table(rows: 20)
        defer { withExtendedLifetime(rows) {} }
        guard let visible = table.indexPathsForVisibleRows else { Issue.record("no rows"); return }
        #expect(visible.first == IndexPath(row: 0, section: 0) && visible.count == 5)
    }

    /// Apple, `UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)`: "Instructs your
    /// prefetch data source object to begin preparing data for the cells at the supplied index
    /// paths", for rows not yet on screen.
    @Test func thePrefetchDataSourceHearsOfTheRowsAhead() {
        final class Prefetcher: TableViewDataSourcePrefetching {
            var asked: [[IndexPath]] = []
            func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths) }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: 100)
        let prefetcher = Prefetcher()
        table.dataSource = rows
        table.prefetchDataSource = prefetcher
        table.reloadData()
        let first = prefetcher.asked.first ?? []
        #expect(first.first == IndexPath(row: 5, section: 0), "the row after the last visible one first")
        #expect(!first.contains { table.indexPathsForVisibleRows?.contains($0) ?? false })
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(prefetcher.asked.last?.first == IndexPath(row: 25, section: 0))
        #expect(Set(prefetcher.asked.flatMap { $0 }).count == prefetcher.asked.flatMap { $0 }.count, "each row once")
    }

    /// Apple, `UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)`: "Asks the data
    /// source to return the index of the section having the given title and section title index."
    @Test func theSectionIndexAsksWhichSectionATitleIs() {
        final class Letters: TableViewDataSource {
            var asked: [(String, Int)] = []
            func numberOfSections(in tableView: TableView) -> Int { 3 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "M", "Z"] }
            func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                asked.append((title, index))
                return 2 - index
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let letters = Letters()
        table.dataSource = letters
        table.reloadData()
        table.tapSectionIndexTitle(at: 2)
        #expect(letters.asked.count == 1 && letters.asked.first?.0 == "Z" && letters.asked.first?.1 == 2)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0), "section 0, as the data source said")
        table.tapSectionIndexTitle(at: 0)
        #expect(table.indexPathsForVisibleRows?.first?.section == 2)
    }

    /// Apple, `allowsSelectionDuringEditing` ("If the value of this property is true, users can
    /// select rows during editing. The default value is false") and
    /// `allowsMultipleSelectionDuringEditing`; `remembersLastFocusedIndexPath` (default false).
    @Test func selectionDuringEditingIsOffUnlessAllowed() {
        let (table, rows) = Self.table(rows: 5)
        defer { withExtendedLifetime(rows) {} }
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        #expect(!table.remembersLastFocusedIndexPath)
        table.remembersLastFocusedIndexPath = true
        #expect(table.remembersLastFocusedIndexPath)
        table.setEditing(true, animated: false)
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsMultipleSelectionDuringEditing = true
        table.tapRow(at: IndexPath(row: 0, section: 0))
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    }

    /// Apple, `UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)`:
    /// "Returns the swipe actions to display next to the trailing edge of the row";
    /// `UIContextualAction.Handler`: the action, the view it was shown in, and a completion
    /// handler to call with whether it was performed.
    @Test func swipeActionsRunTheirHandler() {
        final class Deleting: TableViewDelegate {
            var deleted: [IndexPath] = []
            func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
                let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
                    self?.deleted.append(indexPath)
                    completionHandler(true)
                }
                delete.backgroundColor = .systemRed
                let configuration = SwipeActionsConfiguration(actions: [delete])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
        }
        let (table, rows) = Self.table(rows: 5)
        let delegate = Deleting()
        table.delegate = delegate
        defer { withExtendedLifetime((rows, delegate)) {} }
        let configuration = table.swipeActionsConfiguration(forRowAt: IndexPath(row: 1, section: 0))
        #expect(configuration?.actions.first?.title == "Delete" && configuration?.actions.first?.style == .destructive)
        #expect(table.swipeRow(at: IndexPath(row: 1, section: 0)) == true)
        #expect(delegate.deleted == [IndexPath(row: 1, section: 0)])
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 1, section: 0), edge: .leading) == nil)
    }

    // MARK: Collections

    /// Apple, `UICollectionView.scrollToItem(at:at:animated:)`, `indexPathForItem(at:)` ("the
    /// index path of the item at the specified point"), and `selectItem(at:animated:scrollPosition:)`.
    @Test func collectionViewsScrollToAndFindItems() throws {
        final class Items: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        collection.dataSource = items
        collection.reloadData()
        collection.scrollToItem(at: IndexPath(item: 15, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 500)
        #expect(collection.cellForItem(at: IndexPath(item: 15, section: 0)) != nil)
        collection.scrollToItem(at: IndexPath(item: 15, section: 0), at: .centeredVertically, animated: true)
        #expect(collection.contentOffset.y == 400)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 250)) == IndexPath(item: 7, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 5_000)) == nil)
        collection.selectItem(at: IndexPath(item: 27, section: 0), animated: false, scrollPosition: .bottom)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 27, section: 0)])
        #expect(collection.contentOffset.y == 700)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(collection.contentOffset.y == 700, "[] does not scroll")
    }

    // MARK: Content configurations

    /// Apple, `UIContentConfiguration.updated(for:)`: "Generates a configuration for the specified
    /// state by applying the configuration's default values for that state"; a cell calls it when
    /// its configuration state changes (`automaticallyUpdatesContentConfiguration`, default true).
    @Test func aCustomContentConfigurationIsUpdatedForTheCellsState() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = BadgeConfiguration(text: "Dune")
        let content = try #require(cell.contentView as? BadgeContentView)
        #expect(content.label.text == "Dune")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(content.label.text == "✓ Dune")
        #expect(cell.contentView === content, "the same kind of configuration updates the same view")
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(content.label.text == "✓ Dune")
    }

    // MARK: Actions

    /// Apple, `UIControl.addAction(_:for:)`: "Associates the specified action with the control for
    /// the specified events"; `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`;
    /// `UIButton.init(type:primaryAction:)`: the action is the button's primary action, and its
    /// title the button's.
    @Test func controlsRunClosureActions() {
        var taps = 0
        let button = Button(type: .system)
        let tap = Action(title: "Tap") { action in
            taps += 1
            #expect(action.sender is Button)
        }
        button.addAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
        button.removeAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)

        var added = false
        let add = Button(type: .system, primaryAction: Action(title: "Add") { _ in added = true })
        #expect(add.buttonType == .system && add.title(for: .normal) == "Add")
        add.sendActions(for: .primaryActionTriggered)
        #expect(added)
    }

    // MARK: Presentation

    /// Apple, `UIViewController.show(_:sender:)`: "presents the view controller modally" unless a
    /// container overrides it — `UINavigationController` "pushes the view controller onto its
    /// navigation stack"; `showDetailViewController(_:sender:)` without a split view presents.
    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = UIKitParityTests.window(showing: navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = ViewController()
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        let next = ViewController()
        navigation.show(next, sender: nil)
        #expect(navigation.viewControllers.count == 3)

        let lone = ViewController()
        let loneWindow = UIKitParityTests.window(showing: lone)
        defer { withExtendedLifetime(loneWindow) {} }
        let modal = ViewController()
        lone.show(modal, sender: nil)
        #expect(lone.presentedViewController === modal)
        lone.dismiss(animated: false)
        let detailModal = ViewController()
        lone.showDetailViewController(detailModal, sender: nil)
        #expect(lone.presentedViewController === detailModal)
    }

    // MARK: Names and presets

    /// Apple, `NSLayoutConstraint.activate(_:)`, the system colours (`UIColor.systemBackground`,
    /// `.label`, `.systemBlue`: the names Interface Builder saves as `systemColor`), and
    /// `UIFont.preferredFont(forTextStyle:)` (Body is 17 points at the default size, Headline 17
    /// semibold, Caption 1 12: Human Interface Guidelines, Dynamic Type sizes).
    @Test func aFirstAppsColoursFontsAndConstraintsCompile() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .systemBackground
        let label = Label()
        label.textColor = .label
        label.font = .preferredFont(forTextStyle: .body)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        view.tintColor = .systemBlue
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        view.layoutIfNeeded()
        #expect(label.frame.minX == 16)
        #expect(label.font?.pointSize == 17)
        #expect(Font.preferredFont(forTextStyle: .headline).weight == "semibold")
        #expect(Font.preferredFont(forTextStyle: .caption1).pointSize == 12)

        // The same colour as a nib's.
        let nib = try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="sc1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
            """).utf8), name: "Colours")
        let fromNib = try #require(nib.instantiate(withOwner: nil).first as? View)
        #expect(fromNib.backgroundColor == .systemBackground)
        #expect(Color.white == Color(white: 1) && Color.clear.alpha == 0)
    }

    /// Apple, `UIButton.init(type:)`, `UIStackView.init(arrangedSubviews:)` and
    /// `UIView.animate(withDuration:animations:)`: "Changes to animatable properties" end where the
    /// animation leaves them; headless, at once, with the completion told it finished.
    @Test func buttonsStacksAndAnimationsMadeInCode() {
        let button = Button(type: .system)
        button.setTitle("Borrow", for: .normal)
        let label = Label()
        label.text = "Dune"
        let stack = StackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        #expect(stack.arrangedSubviews.count == 2 && button.superview === stack)
        var finished = false
        View.animate(withDuration: 0.3) {
            stack.alpha = 0
        }
        View.animate(withDuration: 0.3, animations: { button.alpha = 0.5 }, completion: { finished = $0 })
        #expect(stack.alpha == 0 && button.alpha == 0.5 && finished)
    }

    /// Apple, `UITableViewCell.CellStyle`: `.subtitle` "a left-aligned label across the top and a
    /// left-aligned label below it in smaller gray text"; `.value1` "a label on its left side
    /// with left-aligned … text and a label on its right side with … right-aligned" text. The
    /// labels of a cell made in code are laid out, not left at zero.
    @Test func builtInCellStylesLayOutTheirLabels() throws {
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Dune"
        subtitle.detailTextLabel?.text = "Frank Herbert"
        subtitle.layoutIfNeeded()
        let title = try #require(subtitle.textLabel)
        let detail = try #require(subtitle.detailTextLabel)
        #expect(title.frame.width > 0 && title.frame.height > 0)
        #expect(detail.frame.minY >= title.frame.maxY && detail.frame.minX == title.frame.minX)
        #expect(detail.font?.pointSize ?? 17 < title.font?.pointSize ?? 17, "smaller text below")

        let value = TableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value.textLabel?.text = "Pages"
        value.detailTextLabel?.text = "412"
        value.layoutIfNeeded()
        let left = try #require(value.textLabel)
        let right = try #require(value.detailTextLabel)
        #expect(left.frame.width > 0 && right.frame.width > 0)
        #expect(right.frame.maxX > 300 && left.frame.minX < 20 && left.frame.maxX <= right.frame.minX)

        // Dequeued from a table, too.
        let (table, rows) = Self.table(rows: 1)
        defer { withExtendedLifetime(rows) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.textLabel?.text = "Row"
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.width ?? 0 > 0 && cell.textLabel?.frame.height == 44)
    }
}
