import Foundation
import NibKit

// The Swift blocks of the DocC articles in Sources/NibKit/NibKit.docc, verbatim (ReadmeTests checks
// that each block appears in this folder, line for line, indentation aside). Each article's blocks
// sit in an enum of their own, as the articles reuse names (`BookCell`, `Nibs`, `Book`) that the
// README's examples use too. Compiled, not run: the README's examples run the same API.
//
// `Bundle.module` is what SwiftPM generates for a target with resources, which the articles'
// `NibLoader(bundle: .module)` reads; this executable has none, so the main bundle stands in.

extension Bundle {
    static var module: Bundle { .main }
}

// MARK: NibKit.md

enum NibKitArticle {
    final class BookCell: TableViewCell, ReusableView, NibLoadableView {
        var titleLabel: Label!

        override class var outlets: [Outlet] {
            super.outlets + [Outlet("titleLabel", \BookCell.titleLabel)]
        }
    }

    @MainActor func makeTable() -> TableView {
        let tableView = TableView()
        tableView.register(BookCell.self)   // BookCell.xib, checked now
        return tableView
    }
}

// MARK: GettingStarted.md

enum GettingStartedArticle {
    enum Nibs {
        static let loader = NibLoader(bundle: .module)
    }

    final class BookCell: TableViewCell, ReusableView, NibLoadableView {
        static var nibLoader: NibLoader { Nibs.loader }

        var titleLabel: Label!
        var favoriteButton: Button!
        var isFavorite = false

        override class var outlets: [Outlet] {
            super.outlets + [
                Outlet("titleLabel", \BookCell.titleLabel),
                Outlet("favoriteButton", \BookCell.favoriteButton),
            ]
        }

        override class var actions: [ActionMethod] {
            super.actions + [ActionMethod("favoriteTapped:", BookCell.favoriteTapped)]
        }

        func favoriteTapped(_ sender: Button) { isFavorite.toggle() }
    }

    final class BookList: TableViewDataSource {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let titles = ["Middlemarch", "Bleak House", "Persuasion"]

        func start() {
            tableView.register(BookCell.self)
            tableView.dataSource = self
            tableView.reloadData()
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            titles.count
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell: BookCell = tableView.dequeueReusableCell(for: indexPath)
            cell.titleLabel.text = titles[indexPath.row]
            return cell
        }
    }

    final class BookHeaderView: View {
        var titleLabel: Label!

        override class var outlets: [Outlet] {
            super.outlets + [Outlet("titleLabel", \BookHeaderView.titleLabel)]
        }
    }

    @MainActor func loadHeader() throws -> View? {
        try ClassRegistry.shared.register(BookHeaderView.self)   // only if the nib names no module, or another
        let nib = try Nibs.loader.load(named: "BookHeaderView")
        return try nib.tryInstantiate(withOwner: nil).first as? View
    }

    @MainActor func registerChecked(in tableView: TableView) {
        do {
            try tableView.tryRegister(BookCell.self)
        } catch {
            print(error)   // BookCell.xib:14:9: error: … [rule-id]
        }
    }
}

// MARK: TypedAPI.md

enum TypedAPIArticle {
    final class AuthorCell: TableViewCell, ReusableView, NibLoadableView {
        static var nibLoader: NibLoader { Nibs.loader }

        var nameLabel: Label!

        override class var outlets: [Outlet] {
            super.outlets + [Outlet("nameLabel", \AuthorCell.nameLabel)]
        }
    }

    final class PlainCell: TableViewCell, ReusableView {}

    enum Nibs {
        static let loader = NibLoader(bundle: .module)
    }

    @MainActor func registerCells(in tableView: TableView) {
        tableView.register(AuthorCell.self)
        tableView.register([PlainCell.self])
    }

    @MainActor func cell(in tableView: TableView, at indexPath: IndexPath) -> AuthorCell {
        let cell: AuthorCell = tableView.dequeueReusableCell(for: indexPath)
        cell.nameLabel.text = "Mary Ann Evans"
        return cell
    }

    final class CoverCell: CollectionViewCell {
        var titleLabel: Label!

        override class var outlets: [Outlet] {
            super.outlets + [Outlet("titleLabel", \CoverCell.titleLabel)]
        }
    }

    struct Book {
        let title: String
    }

    final class Shelf: CollectionViewDataSource {
        let books = [Book(title: "Middlemarch"), Book(title: "Persuasion")]
        let registration: CollectionView.CellRegistration<CoverCell, Book>

        init(coverNib: Nib) {
            registration = CollectionView.CellRegistration(cellNib: coverNib) { cell, _, book in
                cell.titleLabel.text = book.title
            }
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            books.count
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: books[indexPath.item])
        }
    }

    final class SettingsViewController: ViewController, StoryboardSceneBased {
        static let sceneStoryboard = Storyboard(name: "Main")
    }

    @MainActor func showSettings() -> SettingsViewController {
        SettingsViewController.instantiate()
    }

    @MainActor func authorCellIsWellFormed() -> Bool {
        let tableView = TableView()
        do {
            try tableView.tryRegister(AuthorCell.self)
            return true
        } catch {
            print(error.kind, error.ruleID.map { "\($0)" } ?? "-", error.location.map { "\($0)" } ?? "-")
            return false
        }
    }
}
