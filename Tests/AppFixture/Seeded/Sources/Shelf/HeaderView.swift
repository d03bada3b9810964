import UIKit

/// A section header of the shelf's table.
final class HeaderView: UITableViewHeaderFooterView {
    @IBOutlet var titleLabel: UILabel!
}
