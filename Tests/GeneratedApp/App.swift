// A small app whose nibs are used only through the code `nibcheck generate` wrote for them
// (Generated.swift): no reuse identifier, nib name, Storyboard ID or segue identifier is written
// here as a string.
import NibKit

/// A cell from its own nib, whose reuse identifier ("book-row") is not its class's name.
public final class ShelfBookCell: TableViewCell {}

/// The storyboard's prototype cell ("Shelf Row").
public final class ShelfCell: TableViewCell {}

/// The shelf: a table of prototype cells; a row shows its book.
public final class ShelfViewController: TableViewController {
    public var books = ["Middlemarch", "Invisible Cities"]
    /// The segues prepared, by their typed identifier.
    private(set) var prepared: [SegueIdentifier] = []

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ShelfBookCell.self)
    }

    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? books.count : 1
    }

    override public func numberOfSections(in tableView: TableView) -> Int { 2 }

    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 0 {
            let cell: ShelfCell = tableView.dequeueReusableCell(for: indexPath)
            return cell
        }
        let cell: ShelfBookCell = tableView.dequeueReusableCell(for: indexPath)
        return cell
    }

    override public func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let identifier = ShelfViewController.segueIdentifier(of: segue) { prepared.append(identifier) }
    }
}

/// A book's page, the scene with Storyboard ID "Book Detail".
public final class BookViewController: ViewController {}
