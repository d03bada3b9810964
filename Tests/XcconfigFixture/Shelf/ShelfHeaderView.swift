import UIKit

/// The header above the shelves.
final class ShelfHeaderView: UIView {
    @IBOutlet weak var countLabel: UILabel!
}
