// UIKit's declarations that generated code and its support use, with UIKit's signatures and
// isolation, and no bodies worth the name: the uikit flavor is type-checked against this on Linux.
@_exported import Foundation

@MainActor open class UIResponder { public init() {} }
@MainActor open class UIView: UIResponder {}
@MainActor open class UITableViewCell: UIView {}
@MainActor open class UITableViewHeaderFooterView: UIView {}
@MainActor open class UICollectionReusableView: UIView {}
@MainActor open class UICollectionViewCell: UICollectionReusableView {}
@MainActor open class UIScrollView: UIView {}

@MainActor open class UINib {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] { [] }
}

@MainActor open class UITableView: UIScrollView {
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
}

@MainActor open class UICollectionView: UIScrollView {
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView() }
}

@MainActor open class UIViewController: UIResponder {
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
}
@MainActor open class UITableViewController: UIViewController {}
@MainActor open class UICollectionViewController: UIViewController {}
@MainActor open class UINavigationController: UIViewController {}
@MainActor open class UITabBarController: UIViewController {}
@MainActor open class UISplitViewController: UIViewController {}
@MainActor open class UIPageViewController: UIViewController {}

@MainActor open class UIStoryboard {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

@MainActor open class UIStoryboardSegue {
    open var identifier: String? { nil }
}
