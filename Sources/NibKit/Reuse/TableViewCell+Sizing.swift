import Foundation

extension TableViewCell {
    /// The width the standard accessory takes from the content view (a documented approximation
    /// of UIKit's: 34 points for the built-in accessory types; a custom `accessoryView`'s width
    /// and 16 points of margin).
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        return accessoryType == .none ? 0 : 34
    }
}
