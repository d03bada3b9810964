import Foundation
import NibLayout

extension Device {
    /// The screen in portrait, as the size of a view.
    var screenSize: CGSize { CGSize(width: width, height: height) }
}
