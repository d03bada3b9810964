// Library: a list app as an iOS developer writes it with UIKit. Main.storyboard (here
// Library.storyboard, the target's resource) has a navigation controller whose root is the library; a book's
// detail scene is instantiated by its storyboard identifier and pushed.
import NibKit

struct Book: Hashable {
    let title: String
    let author: String
}

final class LibraryViewController: ViewController, CollectionViewDelegate {
    var collectionView: CollectionView!
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("collectionView", \LibraryViewController.collectionView)]
    }
    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("addBook:", LibraryViewController.addBook)]
    }

    enum Section: Hashable {
        case reading
        case finished
    }

    var reading = [
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
    ]
    var finished = [Book(title: "Invisible Cities", author: "Italo Calvino")]
    private(set) var dataSource: CollectionViewDiffableDataSource<Section, Book>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        collectionView.delegate = self
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Book> { cell, _, book in
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = book.author
            content.image = Image(systemName: "book")
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Book>(collectionView: collectionView) { collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
        }
        applySnapshot()
    }

    /// Reading first, two books to a row; finished books as a list below.
    private func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                     heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                  heightDimension: .absolute(120)),
                                                               subitems: [item])
                let grid = NSCollectionLayoutSection(group: group)
                grid.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
                return grid
            }
            return NSCollectionLayoutSection.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                  layoutEnvironment: environment)
        }
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
        snapshot.appendSections([.reading, .finished])
        snapshot.appendItems(reading, toSection: .reading)
        snapshot.appendItems(finished, toSection: .finished)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @IBAction func addBook(_ sender: Any) {
        reading.append(Book(title: "Book \(reading.count + 1)", author: "Anonymous"))
        applySnapshot()
    }

    func finish(_ book: Book) {
        reading.removeAll { $0 == book }
        finished.append(book)
        applySnapshot()
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let book = dataSource.itemIdentifier(for: indexPath),
              let detail = storyboard?.instantiateViewController(withIdentifier: "BookDetail") as? BookDetailViewController else { return }
        detail.book = book
        detail.library = self
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class BookDetailViewController: ViewController {
    var titleLabel: Label!
    var authorLabel: Label!
    var markAsReadButton: Button!
    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("titleLabel", \BookDetailViewController.titleLabel),
            Outlet("authorLabel", \BookDetailViewController.authorLabel),
            Outlet("markAsReadButton", \BookDetailViewController.markAsReadButton),
        ]
    }
    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("markAsRead:", BookDetailViewController.markAsRead)]
    }
    var book: Book?
    weak var library: LibraryViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book?.title
        titleLabel.text = book?.title
        authorLabel.text = book?.author
        markAsReadButton.isEnabled = library?.reading.contains { $0 == book } ?? false
    }

    @IBAction func markAsRead(_ sender: Button) {
        guard let book else { return }
        library?.finish(book)
        sender.isEnabled = false
        navigationController?.popViewController(animated: true)
    }
}
