// Bookshelf: a storyboard app run headlessly. Resources/Bookshelf.storyboard has a tab bar
// controller with two tabs: a navigation controller whose root is a table of prototype cells,
// and a static settings table. Tapping a book segues to its detail scene (prepare(for:sender:)
// passes the book), which embeds a rating scene in a container view; its button unwinds back.
// Run from the repository root: `swift run Bookshelf`.
import Foundation
import NibKit

struct Book {
    let title: String
    let author: String
    let summary: String
    let rating: Int
}

let books = [
    Book(title: "Notes on the Analytical Engine", author: "Ada Lovelace", summary: "The first published program.", rating: 5),
    Book(title: "A Mathematical Theory of Communication", author: "Claude Shannon", summary: "Information, measured in bits.", rating: 5),
    Book(title: "The Mythical Man-Month", author: "Fred Brooks", summary: "Adding people to a late project makes it later.", rating: 4),
]

final class BookCell: TableViewCell, ReusableView {
    var titleLabel: Label!
    var authorLabel: Label!

    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \BookCell.titleLabel), Outlet("authorLabel", \BookCell.authorLabel)]
    }
}

final class BookListViewController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { books.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        // The storyboard registered its prototype cell under "BookCell": no register call.
        let cell: BookCell = tableView.dequeueReusableCell(for: indexPath)
        cell.titleLabel.text = books[indexPath.row].title
        cell.authorLabel.text = books[indexPath.row].author
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail", let cell = sender as? TableViewCell,
              let row = tableView.indexPathsForVisibleRows?.first(where: { tableView.cellForRow(at: $0) === cell })?.row,
              let detail = segue.destination as? BookDetailViewController else { return }
        detail.book = books[row]
    }

    override class var unwindActions: [UnwindAction] {
        super.unwindActions + [UnwindAction("unwindToList:", BookListViewController.unwindToList)]
    }

    func unwindToList(_ segue: StoryboardSegue) {
        print("  unwindToList: from \(segue.source.title ?? "?")")
    }
}

final class BookDetailViewController: ViewController {
    var book: Book?
    var titleLabel: Label!
    var summaryLabel: Label!

    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \BookDetailViewController.titleLabel),
                         Outlet("summaryLabel", \BookDetailViewController.summaryLabel)]
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        // The embed segue of the container view, performed while the view loads.
        if segue.identifier == "embedRating", let rating = segue.destination as? RatingViewController {
            rating.stars = book?.rating ?? 0
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = book?.title
        titleLabel.text = book?.title
        summaryLabel.text = book?.summary
    }
}

final class RatingViewController: ViewController {
    var stars = 0
    var ratingLabel: Label!

    override class var outlets: [Outlet] {
        super.outlets + [Outlet("ratingLabel", \RatingViewController.ratingLabel)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ratingLabel.text = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    }
}

/// What the user sees: the tab bar, the navigation bar's title, and the screen's content.
@MainActor func show(_ window: Window, _ heading: String) {
    print("== \(heading)")
    if let tabs = window.rootViewController as? TabBarController {
        let items = (tabs.viewControllers ?? []).enumerated().map { index, controller in
            let title = controller.tabBarItem?.title ?? controller.title ?? "?"
            return index == tabs.selectedIndex ? "[\(title)]" : title
        }
        print("tab bar: \(items.joined(separator: "  "))")
    }
    guard let screen = window.visibleViewController else { return }
    if let navigation = screen.navigationController {
        let back = navigation.viewControllers.count > 1 ? "< \(navigation.viewControllers[navigation.viewControllers.count - 2].title ?? "Back")  " : ""
        print("navigation bar: \(back)\(screen.title ?? "")")
    }
    for line in content(of: screen.view) { print("  " + line) }
}

/// The texts on screen, top to bottom: labels, button titles, table rows (with section titles).
@MainActor func content(of view: View) -> [String] {
    if let table = view as? TableView {
        var lines: [String] = []
        var section = -1
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            if indexPath.section != section {
                section = indexPath.section
                if let title = (table.dataSource as? TableViewController)?.tableView(table, titleForHeaderInSection: section) {
                    lines.append(title.uppercased())
                }
            }
            let texts = table.cellForRow(at: indexPath).map { content(of: $0.contentView) } ?? []
            let accessory = table.cellForRow(at: indexPath)?.accessoryType == .disclosureIndicator ? "  >" : ""
            lines.append("| " + texts.joined(separator: " — ") + accessory)
        }
        return lines
    }
    if let label = view as? Label, let text = label.text { return [text] }
    if let button = view as? Button { return ["[ \(button.title(for: .normal) ?? "") ]"] }
    return view.subviews.sorted { $0.frame.minY < $1.frame.minY }.flatMap { content(of: $0) }
}

do {
    for type in [BookCell.self, BookListViewController.self, BookDetailViewController.self, RatingViewController.self] as [NibObject.Type] {
        try ClassRegistry.shared.register(type)
    }
} catch {
    fatalError("\(error)")
}

// Run from the repository root (`swift run Bookshelf`): the storyboard is read from Resources/.
let storyboard = Storyboard(name: "Bookshelf", loader: NibLoader(searchPaths: [URL(fileURLWithPath: "Resources")]))
let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
window.rootViewController = storyboard.instantiateInitialViewController()
window.makeKeyAndVisible()
show(window, "launch")

let tabs = window.rootViewController as! TabBarController
let list = (tabs.viewControllers![0] as! NavigationController).topViewController as! BookListViewController
print("\n(tap \"\(books[1].title)\")")
list.tableView.tapRow(at: IndexPath(row: 1, section: 0))
show(window, "detail")

let detail = window.visibleViewController as! BookDetailViewController
let back = detail.view.allViews.compactMap { $0 as? Button }.first!
print("\n(tap \"\(back.title(for: .normal) ?? "")\")")
back.sendActions(for: .touchUpInside)
show(window, "back")

print("\n(tap the Settings tab)")
tabs.selectedIndex = 1
show(window, "settings")
