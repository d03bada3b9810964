/// The explicit map from Interface Builder element names to the UIKit and AppKit classes they
/// instantiate, as GNUstep's nib loader keeps one: a name that is not here is reported, never guessed.
public enum ElementClassTable {
    /// The base class for `element` on `platform` (UIKit unless the platform is macOS), or nil when
    /// the tag is not an object Interface Builder instantiates.
    public static func baseClassName(forElement element: String, platform: Platform?) -> String? {
        if platform == .macOS {
            return appKit[element] ?? shared[element]
        }
        return uiKit[element] ?? shared[element]
    }

    /// True when `element` is a tag Interface Builder writes: an object of either platform, or one
    /// of the structural and property elements (`rect`, `connections`, `constraint`, …), including the
    /// legacy archive vocabulary.
    public static func isKnown(_ element: String) -> Bool {
        known.contains(element)
    }

    private static let known: Set<String> = structural
        .union(uiKit.keys).union(appKit.keys).union(shared.keys)

    /// True when `element` makes a view (a `UIView`/`NSView` subclass) rather than another kind
    /// of object (a view controller, a gesture recognizer, a bar item, a layout guide, …).
    public static func isView(_ element: String, platform: Platform?) -> Bool {
        guard baseClassName(forElement: element, platform: platform) != nil else { return false }
        return !nonViewObjects.contains(element) && !(platform == .macOS && nonViewAppKitObjects.contains(element))
    }

    /// Object elements that are not views.
    static let nonViewObjects: Set<String> = [
        "customObject", "barButtonItem", "blurEffect", "vibrancyEffect", "collectionViewFlowLayout",
        "collectionViewLayout", "navigationItem", "tabBarItem", "viewControllerLayoutGuide", "viewLayoutGuide",
        "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer", "swipeGestureRecognizer",
        "longPressGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        "searchDisplayController", "wkWebViewConfiguration", "wkPreferences", "viewController",
        "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "glkViewController", "avPlayerViewController",
        "hostingController", "viewControllerPlaceholder", "controller", "notificationController",
        "notificationCategory", "refreshControl",
    ]

    /// AppKit objects that are not views (some share a name with a UIKit view: `window`, `toolbar`).
    static let nonViewAppKitObjects: Set<String> = [
        "application", "arrayController", "buttonCell", "textFieldCell", "secureTextFieldCell", "imageCell",
        "popUpButtonCell", "sliderCell", "segmentedCell", "stepperCell", "searchFieldCell", "tokenFieldCell",
        "comboBoxCell", "datePickerCell", "levelIndicatorCell", "tableHeaderCell", "tableColumn", "menu",
        "menuItem", "numberFormatter", "dateFormatter", "objectController", "dictionaryController",
        "treeController", "userDefaultsController", "window", "windowController", "tabViewItem",
        "splitViewItem", "tabViewController", "popover", "toolbar", "toolbarItem", "gridCell", "gridColumn",
        "gridRow", "pageController",
    ]

    /// Objects whose element name is the same on both platforms.
    static let shared: [String: String] = [
        "customObject": "NSObject",
    ]

    static let uiKit: [String: String] = [
        "activityIndicatorView": "UIActivityIndicatorView",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "avPlayerViewController": "AVPlayerViewController",
        "barButtonItem": "UIBarButtonItem",
        "blurEffect": "UIBlurEffect",
        "button": "UIButton",
        "collectionReusableView": "UICollectionReusableView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView",
        "collectionViewController": "UICollectionViewController",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "collectionViewLayout": "UICollectionViewLayout",
        "containerView": "UIView",
        "datePicker": "UIDatePicker",
        "glkView": "GLKView",
        "glkViewController": "GLKViewController",
        "hostingController": "UIHostingController",
        "imageView": "UIImageView",
        "label": "UILabel",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "mapView": "MKMapView",
        "mtkView": "MTKView",
        "navigationBar": "UINavigationBar",
        "navigationController": "UINavigationController",
        "navigationItem": "UINavigationItem",
        "pageControl": "UIPageControl",
        "pageViewController": "UIPageViewController",
        "panGestureRecognizer": "UIPanGestureRecognizer",
        "pickerView": "UIPickerView",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "progressView": "UIProgressView",
        "refreshControl": "UIRefreshControl",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "sceneKitView": "SCNView",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "scrollView": "UIScrollView",
        "searchBar": "UISearchBar",
        "searchDisplayController": "UISearchDisplayController",
        "segmentedControl": "UISegmentedControl",
        "skView": "SKView",
        "slider": "UISlider",
        "splitViewController": "UISplitViewController",
        "stackView": "UIStackView",
        "stepper": "UIStepper",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "switch": "UISwitch",
        "tabBar": "UITabBar",
        "tabBarController": "UITabBarController",
        "tabBarItem": "UITabBarItem",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView",
        "tableViewController": "UITableViewController",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "tapGestureRecognizer": "UITapGestureRecognizer",
        "textField": "UITextField",
        "textView": "UITextView",
        "toolbar": "UIToolbar",
        "view": "UIView",
        "viewController": "UIViewController",
        "viewControllerLayoutGuide": "UILayoutGuide",
        "viewControllerPlaceholder": "UIStoryboardReference",
        "viewLayoutGuide": "UILayoutGuide",
        "visualEffectView": "UIVisualEffectView",
        "vibrancyEffect": "UIVibrancyEffect",
        "webView": "UIWebView",
        "window": "UIWindow",
        "wkWebView": "WKWebView",
        "wkWebViewConfiguration": "WKWebViewConfiguration",
        "wkPreferences": "WKPreferences",
        // watchOS storyboards
        "controller": "WKInterfaceController",
        "notificationController": "WKUserNotificationInterfaceController",
        "notificationCategory": "WKNotificationCategory",
    ]

    static let appKit: [String: String] = [
        "application": "NSApplication",
        "arrayController": "NSArrayController",
        "box": "NSBox",
        "browser": "NSBrowser",
        "button": "NSButton",
        "buttonCell": "NSButtonCell",
        "clipView": "NSClipView",
        "collectionView": "NSCollectionView",
        "colorWell": "NSColorWell",
        "comboBox": "NSComboBox",
        "comboBoxCell": "NSComboBoxCell",
        "customView": "NSView",
        "datePicker": "NSDatePicker",
        "datePickerCell": "NSDatePickerCell",
        "dateFormatter": "NSDateFormatter",
        "dictionaryController": "NSDictionaryController",
        "gridCell": "NSGridCell",
        "gridColumn": "NSGridColumn",
        "gridRow": "NSGridRow",
        "gridView": "NSGridView",
        "imageCell": "NSImageCell",
        "imageView": "NSImageView",
        "levelIndicator": "NSLevelIndicator",
        "levelIndicatorCell": "NSLevelIndicatorCell",
        "matrix": "NSMatrix",
        "menu": "NSMenu",
        "menuItem": "NSMenuItem",
        "mtkView": "MTKView",
        "numberFormatter": "NSNumberFormatter",
        "objectController": "NSObjectController",
        "outlineView": "NSOutlineView",
        "pageController": "NSPageController",
        "pathControl": "NSPathControl",
        "popover": "NSPopover",
        "popUpButton": "NSPopUpButton",
        "popUpButtonCell": "NSPopUpButtonCell",
        "progressIndicator": "NSProgressIndicator",
        "scrollView": "NSScrollView",
        "scroller": "NSScroller",
        "searchField": "NSSearchField",
        "searchFieldCell": "NSSearchFieldCell",
        "secureTextField": "NSSecureTextField",
        "secureTextFieldCell": "NSSecureTextFieldCell",
        "segmentedCell": "NSSegmentedCell",
        "segmentedControl": "NSSegmentedControl",
        "slider": "NSSlider",
        "sliderCell": "NSSliderCell",
        "splitView": "NSSplitView",
        "splitViewController": "NSSplitViewController",
        "splitViewItem": "NSSplitViewItem",
        "stackView": "NSStackView",
        "stepper": "NSStepper",
        "stepperCell": "NSStepperCell",
        "tabView": "NSTabView",
        "tabViewController": "NSTabViewController",
        "tabViewItem": "NSTabViewItem",
        "tableCellView": "NSTableCellView",
        "tableColumn": "NSTableColumn",
        "tableHeaderCell": "NSTableHeaderCell",
        "tableHeaderView": "NSTableHeaderView",
        "tableView": "NSTableView",
        "textField": "NSTextField",
        "textFieldCell": "NSTextFieldCell",
        "textView": "NSTextView",
        "tokenField": "NSTokenField",
        "tokenFieldCell": "NSTokenFieldCell",
        "toolbar": "NSToolbar",
        "toolbarItem": "NSToolbarItem",
        "treeController": "NSTreeController",
        "userDefaultsController": "NSUserDefaultsController",
        "view": "NSView",
        "viewController": "NSViewController",
        "visualEffectView": "NSVisualEffectView",
        "window": "NSWindow",
        "windowController": "NSWindowController",
        "wkWebView": "WKWebView",
        "wkWebViewConfiguration": "WKWebViewConfiguration",
        "wkPreferences": "WKPreferences",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "glkView": "NSOpenGLView",
        "avPlayerView": "AVPlayerView",
    ]

    /// Elements that are not objects: the document frame, properties written as child elements,
    /// connections and constraints, simulated metrics, and the legacy archive vocabulary.
    static let structural: Set<String> = [
        // document frame
        "document", "dependencies", "deployment", "development", "plugIn", "capability", "device",
        "adaptation", "objects", "resources", "image", "namedColor", "systemColor", "scenes", "scene",
        "customFonts", "designables", "designable", "placeholder", "exit", "inferredMetricsTieBreakers",
        "segue", "variation", "mask", "exclude", "include",
        // relationships and layout
        "subviews", "connections", "outlet", "outletCollection", "action", "binding", "constraints",
        "constraint", "layoutGuides", "gestureRecognizers", "prototypes", "cells", "sections",
        "tableViewSection", "prototypeCellViews", "items", "toolbarItems", "rightBarButtonItems",
        "leftBarButtonItems", "segments", "segment", "tableColumns", "tabViewItems", "splitViewItems",
        "viewControllers", "columns", "rows", "gridCells", "arrangedSubviews", "keyCommands", "keyCommand",
        // geometry and appearance
        "rect", "point", "size", "color", "fontDescription", "font", "autoresizingMask", "inset",
        "edgeInsets", "directionalEdgeInsets", "offsetWrapper", "state", "buttonConfiguration",
        "preferredSymbolConfiguration", "imageReference", "backgroundConfiguration", "attributedString",
        "fragment", "attributes", "paragraphStyle", "textAttributes", "textInputTraits", "accessibility",
        "accessibilityTraits", "accessibilityOverrides", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "dataDetectorType", "audiovisualMediaTypes", "allowedInputSourceLocales",
        "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "extendedEdge", "behavior", "animations",
        "modifierMask", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior",
        "tableColumnResizingMask", "tableViewGridLines", "visibilityPriorities", "customSpacing",
        "sortDescriptor", "declaredKeys", "interfaceBuilderOptions", "value", "range", "date", "locale",
        "nil", "string", "real", "integer", "boolean", "array", "dictionary", "data", "mutableData",
        "mutableString", "frame", "contentInsets",
        // legacy <archive> vocabulary
        "archive", "object", "int", "bool", "reference", "bytes", "double", "float", "characters",
    ]
}
