import UIKit

/// A book in the shelf's table: cover, title, author and a favourite button.
final class BookCell: UITableViewCell {
    @IBOutlet weak var coverView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var authorLabel: UILabel!

    var onFavorite: (() -> Void)?

    @IBAction func favoriteTapped(_ sender: UIButton) {
        onFavorite?()
    }
}
