import Foundation
import NibKit

// The first seed article's BookListViewController, on NibKit. Run from the repository root
// (`swift run BookList`): BookCell's loader reads Resources/BookCell.xib there.

enum SampleNibs {
    static let resources = NibLoader(searchPaths: [URL(fileURLWithPath: "Resources")])
}

final class BookCell: TableViewCell, ReusableView, NibLoadableView {
    static var nibLoader: NibLoader { SampleNibs.resources }
    var coverImageView: ImageView!
    var titleLabel: Label!
    var authorLabel: Label!
    var favoriteButton: Button!

    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("coverImageView", \BookCell.coverImageView),
            Outlet("titleLabel", \BookCell.titleLabel),
            Outlet("authorLabel", \BookCell.authorLabel),
            Outlet("favoriteButton", \BookCell.favoriteButton),
        ]
    }

    // Actions without selectors: the nib's `favoriteTapped:` reaches this method.
    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("favoriteTapped:", BookCell.favoriteTapped)]
    }

    var isFavorite = false

    func favoriteTapped(_ sender: Button) { isFavorite.toggle() }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        authorLabel.text = nil
    }
}

struct Book {
    let title: String
    let author: String
}

final class BookListViewController: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let books: [Book]

    init(books: [Book]) {
        self.books = books
    }

    func viewDidLoad() {
        tableView.rowHeight = 88
        tableView.register(BookCell.self)
        tableView.dataSource = self
        tableView.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell: BookCell = tableView.dequeueReusableCell(for: indexPath)
        let book = books[indexPath.row]
        cell.titleLabel.text = book.title
        cell.authorLabel.text = book.author
        return cell
    }
}

let authors = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Edsger Dijkstra"]
let books = (1...500).map { Book(title: "Volume \($0)", author: authors[$0 % authors.count]) }
let controller = BookListViewController(books: books)
controller.viewDidLoad()

@MainActor func show(_ heading: String) {
    let table = controller.tableView
    print("\(heading): offset \(Int(table.contentOffset.y)), \(table.visibleCells.count) visible cells")
    for indexPath in table.indexPathsForVisibleRows ?? [] {
        let cell = table.cellForRow(at: indexPath) as! BookCell
        print("  row \(indexPath.row): \(cell.titleLabel.text ?? "-") by \(cell.authorLabel.text ?? "-") (favorite button: \(cell.favoriteButton.title(for: .normal) ?? "-"))")
    }
}

show("after reloadData")
let table = controller.tableView
for step in 1...40 {
    table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 1_000)
}
show("after scrolling")
print("rows: \(books.count), content height: \(Int(table.contentSize.height)), cells created: \(table.createdCellCount), dequeues served from the reuse queue: \(table.reusedCellCount)")
