import Foundation
import NibKit
import NibKitSeedDialects
import NibTestSupport
import Testing

// Each seed article's call sites, ported by renaming the UIKit types (UICollectionView →
// CollectionView, UINib → Nib, …). The classes are named after the sample nibs they load.
// Every test uses its own class registry: other test modules register classes of the same names.

let samples = NibLoader(searchPaths: [Fixtures.valid])

// MARK: Seed 000 (ReusableView, NibLoadableView, register(T.self), dequeueReusableCell(forIndexPath:))

final class BookCollectionCell: CollectionViewCell {
    var titleLabel: Label!
    var coverImageView: ImageView!
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \BookCollectionCell.titleLabel), Outlet("coverImageView", \BookCollectionCell.coverImageView)]
    }
}

extension BookCollectionCell: ReusableView {}
extension BookCollectionCell: NibLoadableView {
    static var nibLoader: NibLoader { samples }
}

final class BookListViewController: CollectionViewDataSource {
    let collectionView = CollectionView()

    func viewDidLoad() {
        collectionView.nibOptions.registry = ClassRegistry()
        collectionView.register(BookCollectionCell.self)
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell: BookCollectionCell = collectionView.dequeueReusableCell(forIndexPath: indexPath)
        cell.titleLabel.text = "Book \(indexPath.item)"
        return cell
    }
}

// MARK: Seed 001 (auto-registration on first dequeue)

final class CustomCell: CollectionViewCell {}
extension CustomCell: ReusableView {}

final class CustomViewController: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell: CustomCell = collectionView.dequeueReusableCell(for: indexPath)
        return cell
    }
}

// MARK: Seed 002 (Nibable)

final class BookSectionHeader: CollectionReusableView, Nibable {
    static let id: String = "BookSectionHeader"
    static let nibName: String = "BookSectionHeader"
    static var nibLoader: NibLoader { samples }
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \BookSectionHeader.titleLabel)] }
}

// MARK: Seed 003 (cellIdentifier / cellNib)

final class HomeCell: CollectionViewCell {
    var titleLabel: Label!
    var coverImageView: ImageView!
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \HomeCell.titleLabel), Outlet("coverImageView", \HomeCell.coverImageView)]
    }
}

extension HomeCell: CollectionViewRegisterable {
    static var cellIdentifier: String { "BookCollectionCell" }
    static var cellNib: Nib { try! samples.load(named: "BookCollectionCell") }
}

// MARK: Seed 004 (Registrable, ClassRegistrable, NibRegistrable)

final class ACell: TableViewCell, ClassRegistrable {}

final class BookCell: TableViewCell, NibRegistrable {
    // The article's default, `Nib(nibName:bundle: nil)`, is the main bundle's nib; the
    // fixture's is in Samples/Valid.
    static var nib: Nib { Nib(nibName: "BookCell", bundle: Bundle(path: Fixtures.valid.path)) }
    var coverImageView: ImageView!
    var titleLabel: Label!
    var authorLabel: Label!
    var favoriteButton: Button!
    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("coverImageView", \BookCell.coverImageView), Outlet("titleLabel", \BookCell.titleLabel),
            Outlet("authorLabel", \BookCell.authorLabel), Outlet("favoriteButton", \BookCell.favoriteButton),
        ]
    }
}

final class HeaderView: TableViewHeaderFooterView, ClassRegistrable {}
final class GistCollectionHeader: CollectionReusableView, ReusableView {}

@MainActor @Suite(.serialized) struct SeedUsageTests {
    @Test func seed000BookListViewController() throws {
        let controller = BookListViewController()
        controller.viewDidLoad()
        try controller.collectionView.tryReloadData()
        let cells = controller.collectionView.visibleCells.compactMap { $0 as? BookCollectionCell }
        #expect(!cells.isEmpty)
        #expect(cells.count == controller.collectionView.visibleCells.count)
        #expect(cells.first?.titleLabel.text == "Book 0")
        #expect(BookCollectionCell.defaultReuseIdentifier == "BookCollectionCell")
        #expect(BookCollectionCell.nibName == "BookCollectionCell")
    }

    /// Seed 000's other spellings, kept in this module: each registers what NibKit's
    /// `register(T.self)` registers.
    @Test func seed000HeaderAndFooterSpellings() throws {
        final class GistHeader: TableViewHeaderFooterView, ReusableView {}
        final class GistFooter: TableViewHeaderFooterView, ReusableView {}
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.nibOptions.registry = ClassRegistry()
        table.registerHeaderViews([GistHeader.self])
        table.registerFooterView(GistFooter.self)
        let header: GistHeader = table.dequeueReusableHeaderFooterView()
        let footer = table.dequeueReusableHeaderFooterView(ofType: GistFooter.self)
        #expect(header.reuseIdentifier == "GistHeader" && footer.reuseIdentifier == "GistFooter")
        let collection = CollectionView()
        collection.registerHeaderView(GistCollectionHeader.self)
        let view: GistCollectionHeader = collection.dequeueReusableHeaderView(for: IndexPath(item: 0, section: 0))
        #expect(view.reuseIdentifier == "GistCollectionHeader")
    }

    @Test func seed001DequeueRegistersOnFirstUse() throws {
        let collectionView = CollectionView()
        let controller = CustomViewController()
        collectionView.dataSource = controller
        try collectionView.tryReloadData()
        #expect(collectionView.visibleCells.count == 4)
        #expect(collectionView.visibleCells.allSatisfy { $0 is CustomCell })
    }

    /// The sample nibs hold one collection reusable view whose class is BookSectionHeader; the
    /// seed's cell case goes through the same two calls without `ofKind`.
    @Test func seed002Nibable() throws {
        let collectionView = CollectionView()
        collectionView.nibOptions.registry = ClassRegistry()
        collectionView.register(BookSectionHeader.self, ofKind: CollectionView.elementKindSectionHeader)
        let indexPath = IndexPath(item: 0, section: 0)
        let header = collectionView.dequeue(BookSectionHeader.self, ofKind: CollectionView.elementKindSectionHeader, for: indexPath)
        #expect(header.titleLabel != nil)
    }

    @Test func seed003RegisterTypeDequeueCell() throws {
        let collectionView = CollectionView()
        collectionView.nibOptions.registry = ClassRegistry()
        try collectionView.nibOptions.registry.register(HomeCell.self, as: "BookCollectionCell")
        collectionView.register(type: HomeCell.self)
        let cell: HomeCell = collectionView.dequeueCell(at: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "BookCollectionCell")
    }

    @Test func seed004RegistrableCellsAndHeaders() throws {
        let tableView = TableView()
        tableView.nibOptions.registry = ClassRegistry()
        tableView.register(ACell.self)
        tableView.register(BookCell.self)
        tableView.register(HeaderView.self)
        let a: ACell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
        let b: BookCell = tableView.dequeueReusableCell(for: IndexPath(row: 1, section: 0))
        let headerView: HeaderView = tableView.dequeueReusableHeaderFooterView()
        #expect(a.reuseIdentifier == "ACell")
        #expect(b.titleLabel.text == "The Swift Programming Language")
        #expect(headerView.reuseIdentifier == "HeaderView")
        #expect(ACell.reuseIdentifier == "ACell")
    }
}
