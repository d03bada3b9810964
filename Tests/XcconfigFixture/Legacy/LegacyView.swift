import UIKit

/// A view kept for the old shelf screen.
final class LegacyView: UIView {
    @IBOutlet weak var messageLabel: UILabel!
}
