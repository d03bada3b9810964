import UIKit

/// A count with an icon; loaded from BadgeView.xib.
final class BadgeView: UIView {
    @IBOutlet weak var iconView: UIImageView!
    @IBOutlet weak var countLabel: UILabel!

    static func make() -> BadgeView {
        // Bundle.main.loadNibNamed returns the nib's top-level objects.
        Bundle.main.loadNibNamed("BadgeView", owner: nil)?.first as! BadgeView
    }
}
