
extension ClassRegistry {
    /// The registry `NibInstantiationOptions` uses unless told otherwise: NibKit's classes, and
    /// whatever the app registers.
    public static let shared = ClassRegistry()

    /// A registry with NibKit's own classes (under their UIKit names, `UILabel`, and their
    /// element names, `label`), or an empty one.
    public convenience init(includingBuiltIns: Bool = true) {
        self.init(builtIns: includingBuiltIns ? ClassRegistry.nibKitClasses : [])
    }

    /// NibKit's classes and the names a nib reaches them by.
    static let nibKitClasses: [(names: [String], type: NibObject.Type)] = [
        (["view", "UIView", "tableViewCellContentView", "collectionViewCellContentView", "UITableViewCellContentView", "customView", "NSView"], View.self),
        (["label", "UILabel"], Label.self),
        (["button", "UIButton"], Button.self),
        (["imageView", "UIImageView"], ImageView.self),
        (["refreshControl", "UIRefreshControl"], RefreshControl.self),
        (["textField", "UITextField"], TextField.self),
        (["textView", "UITextView"], TextView.self),
        (["switch", "UISwitch"], Switch.self),
        (["slider", "UISlider"], Slider.self),
        (["stackView", "UIStackView"], StackView.self),
        (["scrollView", "UIScrollView"], ScrollView.self),
        (["tableView", "UITableView"], TableView.self),
        (["collectionView", "UICollectionView"], CollectionView.self),
        (["tableViewCell", "UITableViewCell"], TableViewCell.self),
        (["tableViewHeaderFooterView", "UITableViewHeaderFooterView"], TableViewHeaderFooterView.self),
        (["collectionReusableView", "UICollectionReusableView"], CollectionReusableView.self),
        (["collectionViewCell", "UICollectionViewCell"], CollectionViewCell.self),
        (["collectionViewFlowLayout", "UICollectionViewFlowLayout"], CollectionViewFlowLayout.self),
        (["viewLayoutGuide", "UILayoutGuide"], LayoutGuide.self),
        (["NSObject", "customObject"], NibObject.self),
        (["viewController", "UIViewController"], ViewController.self),
        (["tableViewController", "UITableViewController"], TableViewController.self),
        (["collectionViewController", "UICollectionViewController"], CollectionViewController.self),
        (["navigationController", "UINavigationController"], NavigationController.self),
        (["tabBarController", "UITabBarController"], TabBarController.self),
        // Controllers NibKit has no class of its own for: their scenes still make a controller.
        (["pageViewController", "UIPageViewController", "splitViewController", "UISplitViewController",
          "avPlayerViewController", "glkViewController", "hostingController"], ViewController.self),
        (["navigationItem", "UINavigationItem"], NavigationItem.self),
        (["barButtonItem", "UIBarButtonItem"], BarButtonItem.self),
        (["navigationBar", "UINavigationBar"], NavigationBar.self),
        (["tabBar", "UITabBar"], TabBar.self),
        (["tabBarItem", "UITabBarItem"], TabBarItem.self),
        (["UIWindow"], Window.self),
        (["UIStoryboardSegue"], StoryboardSegue.self),
    ]
}
