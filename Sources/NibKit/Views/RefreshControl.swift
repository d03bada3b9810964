import Foundation

/// A pull-to-refresh control (`UIRefreshControl`): a scroll view's or a table view controller's
/// `refreshControl`. A pull is the user's gesture, which NibKit has no touches for: a test pulls by
/// `beginRefreshing()` and `sendActions(for: .valueChanged)`, as UIKit does when the user pulls,
/// and the app calls `endRefreshing()` when it is done.
open class RefreshControl: Control {
    /// Whether the control is showing that a refresh is under way (`isRefreshing`).
    public private(set) var isRefreshing = false
    /// The text shown under the spinner (`attributedTitle`).
    public var attributedTitle: NSAttributedString?

    /// A refresh control, not refreshing (`init()`).
    public convenience init() {
        self.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes the refresh control a storyboard's table view controller has when its "Refreshing"
    /// is enabled (`<refreshControl key="refreshControl">`).
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        super.init(coder: coder)
    }

    /// Shows that a refresh started (`beginRefreshing()`); sends no action, as in UIKit.
    public func beginRefreshing() { isRefreshing = true }

    /// Shows that the refresh ended (`endRefreshing()`).
    public func endRefreshing() { isRefreshing = false }
}
