import Foundation
import NibKit
import NibTestSupport

/// The classes of Resources/Bookshelf.storyboard and Samples/Valid/Segues.storyboard, registered
/// under the names the storyboards give, in a registry of their own.
final class ShelfBookCell: TableViewCell, ReusableView {
    static let defaultReuseIdentifier = "BookCell"
    var titleLabel: Label!
    var authorLabel: Label!
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \ShelfBookCell.titleLabel), Outlet("authorLabel", \ShelfBookCell.authorLabel)]
    }
}

final class ShelfListViewController: TableViewController {
    var titles = ["Dune", "Emma", "Ulysses"]
    var prepared: [StoryboardSegue] = []
    var unwound: [StoryboardSegue] = []
    var selected: [IndexPath] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell: ShelfBookCell = tableView.dequeueReusableCell(for: indexPath)
        cell.titleLabel.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append(segue)
        if let detail = segue.destination as? ShelfDetailViewController, let cell = sender as? ShelfBookCell {
            detail.bookTitle = cell.titleLabel.text
        }
    }

    override class var unwindActions: [UnwindAction] {
        super.unwindActions + [UnwindAction("unwindToList:", ShelfListViewController.unwindToList)]
    }

    func unwindToList(_ segue: StoryboardSegue) { unwound.append(segue) }
}

final class ShelfDetailViewController: ViewController {
    var bookTitle: String?
    var titleLabel: Label!
    var summaryLabel: Label!
    var events: [String] = []
    var embedded: [StoryboardSegue] = []

    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \ShelfDetailViewController.titleLabel),
                         Outlet("summaryLabel", \ShelfDetailViewController.summaryLabel)]
    }

    override func awakeFromNib() { events.append("awakeFromNib titleLabel=\(titleLabel == nil ? "nil" : "set")") }
    override func prepare(for segue: StoryboardSegue, sender: Any?) { embedded.append(segue) }
    override func viewDidLoad() {
        events.append("viewDidLoad titleLabel=\(titleLabel == nil ? "nil" : "set") children=\(children.count)")
        titleLabel.text = bookTitle
    }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}

final class ShelfRatingViewController: ViewController {
    var ratingLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("ratingLabel", \ShelfRatingViewController.ratingLabel)] }
}

final class HomeViewController: ViewController {
    var prepared: [StoryboardSegue] = []
    var asked: [String] = []
    var refuse: Set<String> = []
    var unwound: [StoryboardSegue] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return !refuse.contains(identifier)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) { prepared.append(segue) }

    // Written as UIKit code writes it: an @IBAction, named in a closure.
    override class var unwindActions: [UnwindAction] {
        super.unwindActions + [UnwindAction("unwindToHome:", { (home: HomeViewController) in home.unwindToHome })]
    }

    @IBAction func unwindToHome(_ segue: StoryboardSegue) { unwound.append(segue) }

    /// The button whose title is `title`.
    func button(_ title: String) -> Button {
        view.allViews.compactMap { $0 as? Button }.first { $0.title(for: .normal) == title }!
    }
}

final class DestinationViewController: ViewController {}

/// A custom segue: records that it ran, and shows the destination by presenting it.
final class FadeSegue: StoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        FadeSegue.performed += 1
        source.present(destination, animated: false)
    }
}

enum StoryboardFixtures {
    /// Samples/Valid, then Resources: where the test storyboards and Bookshelf are.
    static let loader = NibLoader(searchPaths: [Fixtures.valid, Fixtures.resources], preferredLanguages: [])

    static func registry() throws -> ClassRegistry {
        let registry = ClassRegistry()
        try registry.register(ShelfBookCell.self, as: "BookCell")
        try registry.register(ShelfListViewController.self, as: "BookListViewController")
        try registry.register(ShelfDetailViewController.self, as: "BookDetailViewController")
        try registry.register(ShelfRatingViewController.self, as: "RatingViewController")
        try registry.register(HomeViewController.self)
        try registry.register(DestinationViewController.self)
        try registry.register(FadeSegue.self)
        return registry
    }

    static func storyboard(_ name: String, fallBack: Bool = false) throws -> Storyboard {
        Storyboard(name: name, loader: loader,
                   options: NibInstantiationOptions(fallBackOnUnknownClasses: fallBack, registry: try registry()))
    }
}
