import UIKit

/// A shelf on the home screen widget's configuration list.
final class WidgetCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
