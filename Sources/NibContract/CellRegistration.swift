/// How a nib is registered: as what kind of reusable view, under which identifier, for which class.
public struct CellRegistration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `register(_:forCellReuseIdentifier:)` on a table view: a `UITableViewCell`.
        case tableViewCell
        /// `register(_:forCellWithReuseIdentifier:)` on a collection view: a `UICollectionViewCell`.
        case collectionViewCell
        /// Collection supplementary views: any `UICollectionReusableView`.
        case collectionReusableView
        /// Table header/footer views: a `UITableViewHeaderFooterView`, which real XIBs write as a
        /// plain `<view>` whose customClass is the header class.
        case tableViewHeaderFooterView

        /// UIKit's name for what the single top-level object must be.
        public var requiredClass: String {
            switch self {
            case .tableViewCell: return "UITableViewCell"
            case .collectionViewCell, .collectionReusableView: return "UICollectionReusableView"
            case .tableViewHeaderFooterView: return "UITableViewHeaderFooterView"
            }
        }
    }

    public var kind: Kind
    public var reuseIdentifier: String
    /// The class the nib's object must be: a bare name (`BookCell`) or qualified (`Books.BookCell`).
    public var className: String?

    public init(kind: Kind, reuseIdentifier: String, className: String? = nil) {
        self.kind = kind
        self.reuseIdentifier = reuseIdentifier
        self.className = className
    }
}
