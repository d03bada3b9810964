import UIKit

/// One tag of a book, in a collection view.
final class TagCell: UICollectionViewCell {
    @IBOutlet private weak var nameLabel: UILabel!

    func show(_ tag: String) {
        nameLabel.text = tag
    }
}
