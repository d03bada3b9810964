import UIKit

/// A view in a target whose product name comes from a setting nobody defines.
final class MysteryView: UIView {
    @IBOutlet weak var valueLabel: UILabel!
}
