import Foundation
import NibDocument
import NibKit
import NibLayout

// Every ```swift block of README.md, verbatim (ReadmeTests checks that each block appears in this
// folder, line for line), so the README's code compiles with the package, and ReadmeTests runs it;
// with them, the blocks of the DocC articles that show the same code (LoadingNibs.md, Storyboards.md,
// AutoLayout.md, ReadingADocument.md). The articles' other blocks are in ArticleExamples.swift and
// NibDocumentArticleExamples.swift. Blocks of statements sit in functions; change a block in both
// places, or the test fails.
//
// An executable of its own, run by ReadmeTests in a process of its own: its `BookCell` would be
// ambiguous in a class registry shared with the other test targets' `BookCell`s.

// MARK: The typed API first

final class BookCell: TableViewCell, ReusableView, NibLoadableView {
    var coverImageView: ImageView!
    var titleLabel: Label!
    var authorLabel: Label!
    var favoriteButton: Button!

    // Outlets without KVC: one line each, checked by the compiler. Every outlet the nib
    // connects must be declared, or loading fails ("not key value coding-compliant").
    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("coverImageView", \BookCell.coverImageView),
            Outlet("titleLabel", \BookCell.titleLabel),
            Outlet("authorLabel", \BookCell.authorLabel),
            Outlet("favoriteButton", \BookCell.favoriteButton),
        ]
    }

    // Where its nib is: this repository's Resources/, read from its root. In a package of your
    // own, the nib is found in the resources of the type's target, or names them:
    // `static var nibBundle: Bundle { .module }`.
    static var nibLoader: NibLoader { Examples.resources }

    // Actions without selectors: the nib's `favoriteTapped:` reaches this method.
    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("favoriteTapped:", BookCell.favoriteTapped)]
    }

    var isFavorite = false

    func favoriteTapped(_ sender: Button) { isFavorite.toggle() }
}

enum Examples {
    static let resources = NibLoader(searchPaths: [URL(fileURLWithPath: "Resources")])
}

struct Book {
    let title: String
}

final class BookListViewController: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let books = (1...100).map { Book(title: "Volume \($0)") }

    func viewDidLoad() {
        tableView.register(BookCell.self)       // Resources/BookCell.xib, its contract and connections checked now
        tableView.dataSource = self
        tableView.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { books.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell: BookCell = tableView.dequeueReusableCell(for: indexPath)
        cell.titleLabel.text = books[indexPath.row].title
        return cell
    }
}

// MARK: Loading nibs and their errors

@MainActor func loadingNibs() throws -> [AnyObject] {
    let loader = Examples.resources              // a folder of your own; NibLoader() is the main bundle's
    // In a package of your own: NibLoader(bundle: .module), the target's resources.
    let nib = try loader.load(named: "BookHeaderView")
    let cellNib = try loader.loadCell(named: "BookCell", reuseIdentifier: "BookCell", className: "BookCell")
    let objects = try cellNib.tryInstantiate(withOwner: nil)
    check(nib.name == "BookHeaderView", "the header nib")
    return objects
}

// MARK: Classes (LoadingNibs.md)
//
// Compiled, not run: the running examples find BookCell through the typed API.

func registerClasses() throws {
    try ClassRegistry.shared.register(BookCell.self)                  // as Module.BookCell, and BookCell while no other module has one
    try ClassRegistry.shared.register(BookCell.self, as: "LegacyBookCell")
}

// MARK: The document model

func readingADocument() throws {
    let document = try Document(contentsOf: URL(fileURLWithPath: "Samples/Valid/BookCell.xib"))
    print(document.kind, document.platform.map { "\($0)" } ?? "-")   // .xib/.storyboard/.legacyArchive, .iOS/.tvOS/.watchOS/.macOS
    for cell in document.objects {                       // placeholders left out
        print(cell.name, cell.customClass ?? "-", cell.reuseIdentifier ?? "-", cell.location)
        for connection in cell.connections { print(connection.kind, connection.property ?? "", connection.destination ?? "") }
    }
    let ratio = document.element(withID: "Im9-Bc-4Tz")?.constraints.first?.multiplier
    print(ratio ?? 1)                                    // 0.666…, from "2:3"
    check(abs((ratio ?? 0) - 2.0 / 3.0) < 1e-9, "the 2:3 multiplier")
}

// MARK: The layout engine

func solvingALayout() throws {
    let url = URL(fileURLWithPath: "Samples/Valid/BookCell.xib")
    let system = LayoutSystem(document: try Document(contentsOf: url))   // .runtime options
    for root in system.roots {                       // top-level views and cells, scene root views,
        let saved = root.solve()                     //   prototype cells; at the saved size
        let wide = root.solve(size: LayoutSize(width: 393, height: 88))   // incremental re-solve
        print(saved.size, "->", wide.size)
        for view in wide.views { print(view.name, view.solved.map { "\($0)" } ?? "-", view.status, view.ambiguity) }
        for conflict in wide.conflicts { print(conflict.message) }        // UIKit's words
    }
    check(!system.roots.isEmpty, "layout roots")
}

// MARK: The layout engine at run time

@MainActor func layingOutInCode() -> View {
    let screen = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    screen.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)  // a simulated device
    let title = Label(frame: .zero)
    title.text = "Bookshelf"
    title.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(title)
    LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor, constant: 8),
        title.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
    ])
    screen.layoutIfNeeded()        // title.frame.origin == (8, 67), its size measured from the text
    return screen
}

// MARK: Storyboards
//
// Compiled, not run: Resources/Bookshelf.storyboard's classes are the Bookshelf sample's
// (`swift run Bookshelf` runs this code for real), and this executable's `BookListViewController`
// is the typed-API example's data source above, not a view controller.

final class BookDetailViewController: ViewController {}

@MainActor func storyboardExample() {
    let storyboard = Storyboard(name: "Bookshelf", loader: Examples.resources)    // Resources/Bookshelf.storyboard
    let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = storyboard.instantiateInitialViewController()
    window.makeKeyAndVisible()                                // views load, controllers appear

    let detail = storyboard.instantiateViewController(withIdentifier: "BookDetail", as: BookDetailViewController.self)
    _ = detail
}

// MARK: Decoding once per nib
//
// Compiled, not run: a cell class that decodes its theme once per object of a compiled nib
// (Tests/NibKitTests/DecodingTests runs the same pattern and counts the decodings).

final class ThemedCell: TableViewCell {
    struct Theme: NibDecodedValue {
        let accent: Color?
        init(record: ObjectRecord) throws { accent = record.color(forKey: "tintColor") }
    }

    var accent: Color?
    required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        do { accent = try coder.decode(Theme.self).accent } catch { coder.failWithError(error); return nil }
        super.init(coder: coder)
    }
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
}
