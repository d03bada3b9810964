/// The UIKit and AppKit classes nibs instantiate and outlets are typed with, each with its
/// superclass, so a class chain that leaves the sources can go on to the framework's root. A
/// framework class missing here makes the rules that need its chain stand down.
public enum FrameworkClasses {
    public static let superclass: [String: String] = {
        var table: [String: String] = ["NSObject": ""]
        let pairs: [(String, [String])] = [
            ("NSObject", ["UIResponder", "UIGestureRecognizer", "UIBarItem", "UINavigationItem", "UICollectionViewLayout",
                          "NSLayoutConstraint", "UILayoutGuide", "NSResponder", "NSCell", "NSFormatter", "NSController",
                          "NSMenu", "NSMenuItem", "NSToolbar", "NSToolbarItem", "NSFont", "NSColor", "NSImage", "NSNib",
                          "UIImage", "UIColor", "UIFont", "UIStoryboard", "UINib", "UIStoryboardSegue", "NSStoryboardSegue",
                          "UIVisualEffect", "UIAction", "UIMenu", "UIMenuElement", "NSTableColumn", "NSDocument", "NSTouchBar",
                          "NSTouchBarItem", "NSTextContainer", "NSLayoutManager", "UIDocument", "NSAppearance"]),
            ("UIResponder", ["UIView", "UIViewController", "UIApplication"]),
            ("UIView", ["UILabel", "UIImageView", "UIControl", "UIScrollView", "UIStackView", "UIActivityIndicatorView",
                        "UIProgressView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIPickerView",
                        "UIVisualEffectView", "UIWindow", "UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
                        "MKMapView", "WKWebView", "UIWebView", "SCNView", "SKView", "GLKView", "MTKView", "ARSCNView", "ARSKView",
                        "UIInputView", "PKPaymentButton", "ASAuthorizationAppleIDButton", "AVRoutePickerView", "MKAnnotationView",
                        "PHLivePhotoView", "UIPopoverBackgroundView"]),
            ("UIControl", ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper",
                           "UIPageControl", "UIDatePicker", "UIColorWell", "UIRefreshControl"]),
            ("UIScrollView", ["UITableView", "UICollectionView", "UITextView"]),
            ("UITableViewCell", []),
            ("UICollectionReusableView", ["UICollectionViewCell"]),
            ("UICollectionViewCell", ["UICollectionViewListCell"]),
            ("UICollectionViewLayout", ["UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout"]),
            ("UIViewController", ["UITableViewController", "UICollectionViewController", "UINavigationController",
                                  "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
                                  "UIInputViewController", "AVPlayerViewController", "GLKViewController", "UIAlertController",
                                  "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
                                  "UIHostingController", "SFSafariViewController", "MFMailComposeViewController"]),
            ("UINavigationController", ["UIImagePickerController"]),
            ("UIBarItem", ["UIBarButtonItem", "UITabBarItem"]),
            ("UIGestureRecognizer", ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
                                     "UISwipeGestureRecognizer", "UILongPressGestureRecognizer", "UIRotationGestureRecognizer",
                                     "UIHoverGestureRecognizer"]),
            ("UIPanGestureRecognizer", ["UIScreenEdgePanGestureRecognizer"]),
            ("UIVisualEffect", ["UIBlurEffect", "UIVibrancyEffect"]),
            // AppKit.
            ("NSResponder", ["NSView", "NSViewController", "NSWindow", "NSWindowController", "NSApplication"]),
            ("NSView", ["NSControl", "NSBox", "NSScrollView", "NSClipView", "NSStackView", "NSTabView", "NSSplitView",
                        "NSTableRowView", "NSTableCellView", "NSVisualEffectView", "NSProgressIndicator", "NSCollectionView",
                        "NSOpenGLView", "NSCustomView", "NSGridView", "NSTableHeaderView", "NSRulerView", "NSText"]),
            // A text view is an NSText, whose `delegate` and other members it has (Sequel-Ace's
            // query editors connect their NSTextView subclasses' delegate).
            ("NSText", ["NSTextView"]),
            ("NSControl", ["NSButton", "NSTextField", "NSImageView", "NSPopUpButton", "NSSlider", "NSSegmentedControl",
                           "NSTableView", "NSStepper", "NSDatePicker", "NSColorWell", "NSLevelIndicator", "NSPathControl",
                           "NSComboBox", "NSSearchField", "NSSecureTextField", "NSTokenField", "NSBrowser", "NSMatrix", "NSSwitch"]),
            ("NSTableView", ["NSOutlineView"]),
            ("NSButton", ["NSPopUpButton"]),
            ("NSTextField", ["NSSearchField", "NSSecureTextField", "NSComboBox", "NSTokenField"]),
            ("NSWindow", ["NSPanel"]),
            ("NSViewController", ["NSSplitViewController", "NSTabViewController", "NSPageController", "NSTitlebarAccessoryViewController"]),
            ("NSController", ["NSObjectController", "NSUserDefaultsController"]),
            ("NSObjectController", ["NSArrayController", "NSTreeController"]),
            ("NSArrayController", ["NSDictionaryController"]),
            ("NSToolbarItem", ["NSToolbarItemGroup"]),
        ]
        for (parent, children) in pairs {
            for child in children { table[child] = parent }
        }
        return table
    }()

    /// True when `name` is a class of Apple's frameworks as far as the rules can tell: in the
    /// table, or carrying the prefix of a UIKit, AppKit or other system framework.
    public static func isFrameworkClass(_ name: String) -> Bool {
        if superclass[name] != nil { return true }
        return frameworkPrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name[name.index(name.startIndex, offsetBy: $0.count)].isUppercase }
    }

    static let frameworkPrefixes = ["UI", "NS", "MK", "WK", "SK", "SCN", "AV", "GLK", "MTK", "PK", "AR", "CN", "CL", "PH",
                                    "QL", "MF", "EK", "GK", "SF", "AS", "HK", "INUI", "MP", "CP", "IK", "PDF", "QC", "WebView"]

    /// The chain from `name` up to NSObject, or nil when some step is not in the table.
    public static func chain(from name: String) -> [String]? {
        var result: [String] = []
        var current = name
        while !current.isEmpty {
            guard let parent = superclass[current], result.count < 32 else { return nil }
            result.append(current)
            current = parent
        }
        return result
    }
}
