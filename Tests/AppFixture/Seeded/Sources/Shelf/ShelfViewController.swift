import UIKit

/// The shelf: a table of books and a strip of tags. Its view comes from ShelfViewController.xib.
final class ShelfViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var tagsView: UICollectionView!
    @IBOutlet weak var footerLabel: UILabel!

    private var books: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "BookCell")
        tableView.register(UINib(nibName: "HeaderView", bundle: nil), forHeaderFooterViewReuseIdentifier: "HeaderView")
        tagsView.register(UINib(nibName: "TagsCell", bundle: nil), forCellWithReuseIdentifier: "TagCell")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath) as! BookCell
        cell.titleLabel.text = books[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "HeaderView")
    }

    @IBAction func addTapped(_ sender: Any) {
        books.append("Untitled")
        tableView.reloadData()
        footerLabel.text = "\(books.count) books"
    }
}

extension ShelfViewController {
    /// `reloadShelf` in the nib: a method without arguments has a selector without a colon.
    @objc func reloadShelf() {
        tableView.reloadData()
    }
}
