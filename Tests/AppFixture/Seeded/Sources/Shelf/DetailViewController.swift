import UIKit

/// The second scene: a table of details with a prototype cell.
final class DetailViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!
    var details: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        details.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DetailsCell", for: indexPath)
        cell.textLabel?.text = details[indexPath.row]
        return cell
    }
}
