import UIKit

/// A shelf in the list of shelves.
final class ShelfCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
