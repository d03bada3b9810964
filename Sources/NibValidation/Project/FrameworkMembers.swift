import NibDocument

/// The outlets and actions Apple's classes have of their own, one table for each place a nib runs:
/// the keys a nib may connect on a framework class (or on a subclass whose sources don't declare
/// them) without key-value coding crashing, and the selectors an action may send to one; and, for
/// the classes runtime attributes are most often set on, the value properties key-value coding can
/// set (`alpha`, `text`).
///
/// A table describes a class member by member or not at all. A chain whose most derived framework
/// class a table does not describe makes the rules stand down: a missing entry must never become
/// a finding. Outlets are the object-valued properties key-value coding can set (Interface Builder's
/// connections inspector offers most of them); a few read-only ones are kept because UIKit sets
/// their instance variable and no crash follows. Checked against Apple's documentation of each
/// class (developer.apple.com/documentation/uikit, …/appkit) in November 2026.
public struct FrameworkMembers: Sendable {
    /// Where a nib's objects live at run time.
    public enum Runtime: String, CaseIterable, Sendable {
        case iOS, tvOS, macCatalyst, macOS
    }

    /// One class's own members; nil where the table does not list that kind for the class.
    struct Members: Sendable {
        var outlets: Set<String>? = []
        var actions: Set<String>? = []
        /// The properties that hold a value rather than an object (a number, a string, a colour,
        /// a rect) and that key-value coding can set, as a runtime attribute does. nil (most
        /// classes): not described.
        var values: Set<String>? = nil
    }

    /// The runtime this table describes.
    public let runtime: Runtime
    private let classes: [String: Members]

    /// The table of one runtime.
    public static func table(for runtime: Runtime) -> FrameworkMembers {
        switch runtime {
        case .iOS: return iOS
        case .tvOS: return tvOS
        case .macCatalyst: return macCatalyst
        case .macOS: return macOS
        }
    }

    /// The runtimes a document's nib runs on. An iOS nib is also built for Mac Catalyst, so a
    /// member either provides is accepted; watchOS interfaces have no outlets of this kind.
    public static func runtimes(of platform: Platform?) -> [Runtime] {
        switch platform {
        case .iOS: return [.iOS, .macCatalyst]
        case .tvOS: return [.tvOS]
        case .macOS: return [.macOS]
        case .watchOS, nil: return []
        }
    }

    /// Whether the framework part of a class chain (most derived first, as `ClassIndex.Chain`
    /// holds it) has the outlet `key` on some runtime of `platform`: nil when no runtime's table
    /// describes the chain's most derived class, and the caller must stand down.
    public static func hasOutlet(_ key: String, chain: [String], platform: Platform?) -> Bool? {
        answer(platform) { table in
            table.has(key, in: chain, \.outlets).map { $0 || table.has(lowercasedFirst(key), in: chain, \.outlets) == true }
        }
    }

    /// `key` with its first letter lowercased: the table's name for the property key-value coding
    /// sets for `key`. It capitalizes a key's first letter to find the setter, so a controller's
    /// outlet named `View` calls `setView:` and sets UIViewController's `view`.
    private static func lowercasedFirst(_ key: String) -> String {
        key.prefix(1).lowercased() + key.dropFirst()
    }

    /// Whether the framework part of a class chain answers the action `selector` on some runtime
    /// of `platform`; nil when no table describes the chain's most derived class.
    public static func hasAction(_ selector: String, chain: [String], platform: Platform?) -> Bool? {
        answer(platform) { $0.has(selector, in: chain, \.actions) }
    }

    /// Whether key-value coding can set `key` on the framework part of a class chain, as a
    /// runtime attribute does: an outlet or a value property of some class of the chain on some
    /// runtime of `platform`. nil when no runtime's table describes the value properties of the
    /// chain's most derived class (the outlets alone say nothing of `alpha` or `text`), and the
    /// caller must stand down.
    public static func hasSettableKey(_ key: String, chain: [String], platform: Platform?) -> Bool? {
        answer(platform) { table in
            guard let first = chain.first, table.classes[first]?.values != nil else { return nil }
            return chain.contains { name in
                guard let members = table.classes[name] else { return false }
                return [key, lowercasedFirst(key)].contains { members.outlets?.contains($0) == true || members.values?.contains($0) == true }
            }
        }
    }

    private static func answer(_ platform: Platform?, _ ask: (FrameworkMembers) -> Bool?) -> Bool? {
        var described = false
        for runtime in runtimes(of: platform) {
            guard let answer = ask(table(for: runtime)) else { continue }
            if answer { return true }
            described = true
        }
        return described ? false : nil
    }

    /// The classes the table describes member by member.
    public var describedClasses: [String] { classes.keys.sorted() }

    private func has(_ member: String, in chain: [String], _ kind: KeyPath<Members, Set<String>?>) -> Bool? {
        guard let first = chain.first, classes[first]?[keyPath: kind] != nil else { return nil }
        return chain.contains { classes[$0]?[keyPath: kind]?.contains(member) == true }
    }

    private init(_ runtime: Runtime, _ classes: [String: Members]) {
        self.runtime = runtime
        self.classes = classes
    }

    private init(_ runtime: Runtime, base: FrameworkMembers, adding: [String: Members] = [:], removing: Set<String> = []) {
        var classes = base.classes.filter { !removing.contains($0.key) }
        for (name, members) in adding {
            var merged = classes[name] ?? Members()
            merged.outlets = merged.outlets.map { $0.union(members.outlets ?? []) } ?? members.outlets
            merged.actions = merged.actions.map { $0.union(members.actions ?? []) } ?? members.actions
            merged.values = merged.values.map { $0.union(members.values ?? []) } ?? members.values
            classes[name] = merged
        }
        self.init(runtime, classes)
    }
}

private func outlets(_ names: String...) -> FrameworkMembers.Members { .init(outlets: Set(names)) }
private func actions(_ names: String...) -> FrameworkMembers.Members { .init(actions: Set(names)) }
private func values(_ names: String...) -> FrameworkMembers.Members { .init(values: Set(names)) }
private func values(_ names: [String]) -> FrameworkMembers.Members { .init(values: Set(names)) }
private let none = FrameworkMembers.Members()
/// An AppKit class's outlets; its actions are not listed (see `FrameworkMembers.macOS`).
private func appKit(_ names: String...) -> FrameworkMembers.Members { .init(outlets: Set(names), actions: nil) }

extension FrameworkMembers {
    /// UIResponderStandardEditActions and the responder's own first-responder methods, which a
    /// nib's action may name (Apple: "UIResponderStandardEditActions", iOS 3 to iOS 18).
    private static let editActions: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "newFromPasteboard:",
        "select:", "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:",
        "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:",
        "findAndReplace:", "findNext:", "findPrevious:", "useSelectionForFind:", "print:", "rename:", "duplicate:",
        "move:", "export:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "showWritingTools:",
        "becomeFirstResponder", "resignFirstResponder", "reloadInputViews",
    ]

    /// UIKit on iOS and iPadOS.
    static let iOS = FrameworkMembers(.iOS, base: uiKitObjects, adding: uiKitValues)

    /// UITextInputTraits, which text fields and text views adopt.
    private static let textInputTraits = [
        "autocapitalizationType", "autocorrectionType", "spellCheckingType", "smartQuotesType", "smartDashesType",
        "smartInsertDeleteType", "keyboardType", "keyboardAppearance", "returnKeyType", "enablesReturnKeyAutomatically",
        "secureTextEntry", "isSecureTextEntry", "textContentType", "passwordRules", "inlinePredictionType",
    ]

    /// The value properties of the classes a runtime attribute is most often set on, from Apple's
    /// documentation of each (iOS 2 to iOS 18), under their Objective-C names (key-value coding's
    /// keys) and, where Swift renames a Boolean getter, the Swift name too: whether key-value
    /// coding takes `isHidden` is not certain, so it is not called a crash. A class listed here is
    /// described in full; the others are not described.
    private static let uiKitValues: [String: Members] = [
        "NSObject": values(
            "isAccessibilityElement", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
            "accessibilityFrame", "accessibilityPath", "accessibilityActivationPoint", "accessibilityLanguage",
            "accessibilityElementsHidden", "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
            "accessibilityNavigationStyle", "accessibilityAttributedLabel", "accessibilityAttributedHint",
            "accessibilityAttributedValue", "accessibilityUserInputLabels", "accessibilityAttributedUserInputLabels",
            "accessibilityTextualContext", "accessibilityRespondsToUserInteraction", "accessibilityCustomActions",
            "accessibilityCustomRotors", "accessibilityContainerType", "accessibilityHeaderElements",
            "accessibilityDirectTouchOptions"),
        "UIResponder": values(),
        "UIView": values(
            "alpha", "hidden", "isHidden", "opaque", "isOpaque", "clipsToBounds", "clearsContextBeforeDrawing",
            "backgroundColor", "tintColor", "tintAdjustmentMode", "contentMode", "tag", "userInteractionEnabled",
            "isUserInteractionEnabled", "multipleTouchEnabled", "isMultipleTouchEnabled", "exclusiveTouch", "isExclusiveTouch",
            "autoresizesSubviews", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "frame", "bounds",
            "center", "transform", "transform3D", "anchorPoint", "contentScaleFactor", "contentStretch", "maskView", "mask",
            "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "overrideUserInterfaceStyle",
            "restorationIdentifier", "motionEffects", "interactions", "focusGroupIdentifier", "focusGroupPriority",
            "focusEffect", "minimumContentSizeCategory", "maximumContentSizeCategory", "accessibilityIdentifier",
            "accessibilityIgnoresInvertColors", "largeContentTitle", "largeContentImage", "scalesLargeContentImage",
            "largeContentImageInsets", "showsLargeContentViewer"),
        "UILabel": values(
            "text", "attributedText", "font", "textColor", "shadowColor", "shadowOffset", "textAlignment", "lineBreakMode",
            "lineBreakStrategy", "highlightedTextColor", "highlighted", "isHighlighted", "enabled", "isEnabled",
            "numberOfLines", "adjustsFontSizeToFitWidth", "adjustsLetterSpacingToFitWidth", "baselineAdjustment",
            "minimumScaleFactor", "minimumFontSize", "allowsDefaultTighteningForTruncation", "preferredMaxLayoutWidth",
            "showsExpansionTextWhenTruncated", "preferredVibrancy", "adjustsFontForContentSizeCategory",
            "enablesMarqueeWhenAncestorFocused"),
        "UIControl": values(
            "enabled", "isEnabled", "selected", "isSelected", "highlighted", "isHighlighted", "contentVerticalAlignment",
            "contentHorizontalAlignment", "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled",
            "isContextMenuInteractionEnabled", "toolTip", "symbolAnimationEnabled", "isSymbolAnimationEnabled"),
        "UIButton": values(
            "configuration", "automaticallyUpdatesConfiguration", "role", "changesSelectionAsPrimaryAction", "menu",
            "preferredMenuElementOrder", "pointerInteractionEnabled", "isPointerInteractionEnabled", "contentEdgeInsets",
            "titleEdgeInsets", "imageEdgeInsets", "reversesTitleShadowWhenHighlighted", "adjustsImageWhenHighlighted",
            "adjustsImageWhenDisabled", "showsTouchWhenHighlighted", "adjustsImageSizeForAccessibilityContentSizeCategory",
            "font", "lineBreakMode", "titleShadowOffset"),
        "UIScrollView": values(
            "contentOffset", "contentSize", "contentInset", "contentInsetAdjustmentBehavior",
            "automaticallyAdjustsScrollIndicatorInsets", "directionalLockEnabled", "isDirectionalLockEnabled", "bounces",
            "bouncesHorizontally", "bouncesVertically", "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled",
            "isPagingEnabled", "scrollEnabled", "isScrollEnabled", "showsHorizontalScrollIndicator",
            "showsVerticalScrollIndicator", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
            "horizontalScrollIndicatorInsets", "indicatorStyle", "decelerationRate", "indexDisplayMode",
            "delaysContentTouches", "canCancelContentTouches", "minimumZoomScale", "maximumZoomScale", "zoomScale",
            "bouncesZoom", "scrollsToTop", "keyboardDismissMode", "allowsKeyboardScrolling"),
        "UIStackView": values(
            "axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement", "isBaselineRelativeArrangement",
            "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement"),
        "UITextField": values(textInputTraits + [
            "text", "attributedText", "textColor", "font", "textAlignment", "borderStyle", "defaultTextAttributes",
            "placeholder", "attributedPlaceholder", "clearsOnBeginEditing", "adjustsFontSizeToFitWidth", "minimumFontSize",
            "background", "disabledBackground", "allowsEditingTextAttributes", "typingAttributes", "clearButtonMode",
            "leftViewMode", "rightViewMode", "clearsOnInsertion", "adjustsFontForContentSizeCategory"]),
        "UITextView": values(textInputTraits + [
            "text", "attributedText", "font", "textColor", "textAlignment", "selectedRange", "editable", "isEditable",
            "selectable", "isSelectable", "dataDetectorTypes", "allowsEditingTextAttributes", "typingAttributes",
            "clearsOnInsertion", "textContainerInset", "linkTextAttributes", "usesStandardTextScaling",
            "findInteractionEnabled", "isFindInteractionEnabled", "adjustsFontForContentSizeCategory"]),
        "UITableViewCell": values(
            "selectionStyle", "selected", "isSelected", "highlighted", "isHighlighted", "editing", "isEditing",
            "showsReorderControl", "shouldIndentWhileEditing", "accessoryType", "editingAccessoryType", "indentationLevel",
            "indentationWidth", "separatorInset", "focusStyle", "userInteractionEnabledWhileDragging",
            "backgroundConfiguration", "contentConfiguration", "automaticallyUpdatesContentConfiguration",
            "automaticallyUpdatesBackgroundConfiguration", "text", "font", "textAlignment", "lineBreakMode", "textColor",
            "selectedTextColor", "image", "selectedImage", "hidesAccessoryWhenEditing"),
        "UICollectionReusableView": values(),
        "UICollectionViewCell": values(
            "selected", "isSelected", "highlighted", "isHighlighted", "backgroundConfiguration", "contentConfiguration",
            "automaticallyUpdatesContentConfiguration", "automaticallyUpdatesBackgroundConfiguration"),
        "UIImageView": values(
            "image", "highlightedImage", "highlighted", "isHighlighted", "animationImages", "highlightedAnimationImages",
            "animationDuration", "animationRepeatCount", "preferredSymbolConfiguration",
            "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsImageWhenAncestorFocused",
            "masksFocusEffectToContents", "preferredImageDynamicRange"),
    ]

    /// UIKit's classes with their outlets and actions.
    private static let uiKitObjects = FrameworkMembers(.iOS, [
        "NSObject": outlets("accessibilityElements"),
        "UIResponder": Members(actions: editActions),
        "UIView": outlets("gestureRecognizers"),
        "UIViewController": Members(
            // `navigationItem` is read-only, but Interface Builder offers it and key-value coding
            // sets its instance variable: a tab bar controller's navigation item connected as an
            // outlet (a Udacity course's On the Map).
            outlets: ["view", "navigationItem", "searchDisplayController", "tabBarItem", "toolbarItems", "transitioningDelegate"],
            actions: ["dismissViewControllerAnimated:completion:", "showViewController:sender:",
                      "showDetailViewController:sender:", "setEditing:animated:"]),
        "UITableViewController": outlets("tableView", "refreshControl"),
        "UICollectionViewController": outlets("collectionView"),
        // `navigationBar`, `toolbar` and a tab bar controller's `tabBar` are read-only too, and
        // key-value coding sets their instance variables: a chat app's tab bar controller
        // subclass with its own tab bar connected as the outlet `tabBar`.
        "UINavigationController": Members(
            outlets: ["delegate", "viewControllers", "navigationBar", "toolbar"],
            actions: ["popViewControllerAnimated:", "popToRootViewControllerAnimated:"]),
        "UITabBarController": outlets("delegate", "viewControllers", "customizableViewControllers", "selectedViewController", "tabBar"),
        "UISplitViewController": outlets("delegate", "viewControllers"),
        "UIPageViewController": outlets("dataSource", "delegate"),
        "UISearchController": outlets("delegate", "searchResultsUpdater", "searchResultsController"),
        "UIInputViewController": Members(outlets: ["inputView"], actions: ["dismissKeyboard", "advanceToNextInputMode"]),
        "UIImagePickerController": outlets("delegate"),
        "UIDocumentPickerViewController": outlets("delegate"),
        "UIAlertController": none, "UIActivityViewController": none, "UIHostingController": none,
        "AVPlayerViewController": outlets("delegate"),
        "GLKViewController": outlets("delegate"),
        "SFSafariViewController": outlets("delegate"),
        "MFMailComposeViewController": outlets("mailComposeDelegate"),
        "UIApplication": outlets("delegate"),
        "UIWindow": outlets("rootViewController"),
        "UIScrollView": outlets("delegate", "refreshControl"),
        "UITableView": outlets("dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate",
                               "tableHeaderView", "tableFooterView", "backgroundView"),
        "UICollectionView": outlets("dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate",
                                    "backgroundView", "collectionViewLayout"),
        "UITextView": outlets("delegate", "inputView", "inputAccessoryView"),
        "UITextField": outlets("delegate", "inputView", "inputAccessoryView", "leftView", "rightView"),
        "UISearchBar": outlets("delegate", "inputAccessoryView"),
        "UIPickerView": outlets("dataSource", "delegate"),
        "UINavigationBar": outlets("delegate"),
        "UIToolbar": outlets("delegate", "items"),
        "UITabBar": outlets("delegate", "items", "selectedItem"),
        // textLabel, detailTextLabel, imageView and contentView are read-only, but key-value coding
        // sets the cell's instance variable of that name and nothing crashes.
        "UITableViewCell": outlets("backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
                                   "accessoryView", "editingAccessoryView", "textLabel", "detailTextLabel",
                                   "imageView", "contentView"),
        "UICollectionReusableView": none,
        "UICollectionViewCell": outlets("backgroundView", "selectedBackgroundView", "contentView"),
        "UICollectionViewListCell": none,
        "UITableViewHeaderFooterView": outlets("backgroundView", "textLabel", "detailTextLabel", "contentView"),
        "UIVisualEffectView": outlets("contentView"),
        "UIControl": none, "UILabel": none, "UIImageView": none, "UIStackView": none,
        "UIActivityIndicatorView": none, "UIProgressView": none, "UISwitch": none, "UISlider": none,
        "UISegmentedControl": none, "UIStepper": none, "UIPageControl": none, "UIDatePicker": none,
        "UIColorWell": none, "UIRefreshControl": none, "UIInputView": none, "UIPopoverBackgroundView": none,
        "UIButton": outlets("menu"),
        "UIWebView": outlets("delegate"),
        "WKWebView": outlets("navigationDelegate", "UIDelegate"),
        "MKMapView": outlets("delegate"),
        "MKAnnotationView": outlets("leftCalloutAccessoryView", "rightCalloutAccessoryView", "detailCalloutAccessoryView"),
        "SCNView": outlets("delegate"), "SKView": outlets("delegate"), "GLKView": outlets("delegate"),
        "MTKView": outlets("delegate"), "ARSCNView": outlets("delegate"), "ARSKView": outlets("delegate"),
        "AVRoutePickerView": outlets("delegate"), "PHLivePhotoView": outlets("delegate"),
        "PKPaymentButton": none, "ASAuthorizationAppleIDButton": none,
        "UIGestureRecognizer": outlets("delegate"),
        "UITapGestureRecognizer": none, "UIPanGestureRecognizer": none, "UIPinchGestureRecognizer": none,
        "UISwipeGestureRecognizer": none, "UILongPressGestureRecognizer": none, "UIRotationGestureRecognizer": none,
        "UIHoverGestureRecognizer": none, "UIScreenEdgePanGestureRecognizer": none,
        "UIBarItem": none,
        "UIBarButtonItem": outlets("customView", "menu", "primaryAction", "target"),
        "UITabBarItem": none,
        "UINavigationItem": outlets("titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem",
                                    "leftBarButtonItems", "rightBarButtonItems", "searchController"),
    ])

    /// UIKit on tvOS: iOS's classes, less those tvOS lacks, plus the outlets Interface Builder
    /// connects on a tvOS view controller: its focus (vlc-ios's tvOS nibs connect it) and the
    /// scroll view its tab bar follows (`tabBarObservedScrollView`, tvOS 13; Provenance's).
    static let tvOS = FrameworkMembers(.tvOS, base: iOS, adding: [
        "UIViewController": outlets("preferredFocusedView", "tabBarObservedScrollView"),
    ], removing: ["UIWebView", "UISwitch", "UISlider", "UIStepper", "UIDatePicker", "UIPickerView", "UIToolbar",
                  "UIRefreshControl", "UIColorWell", "MKAnnotationView", "ARSCNView", "ARSKView"])

    /// UIKit on the Mac (Catalyst): iOS's classes less those Catalyst lacks. Its toolbar's
    /// standard sidebar item sends toggleSidebar: to the first responder, which the split view
    /// controller handles (inferred from NSToolbarItem's documentation, not documented on UIKit).
    static let macCatalyst = FrameworkMembers(.macCatalyst, base: iOS, adding: [
        "UISplitViewController": actions("toggleSidebar:"),
    ], removing: ["UIWebView", "ARSCNView", "ARSKView"])

    /// AppKit. Actions are listed for NSObject alone: NSResponder subclasses answer hundreds of
    /// standard actions, so the action rule stands down on AppKit responders.
    static let macOS = FrameworkMembers(.macOS, [
        "NSObject": none,
        "NSResponder": appKit("nextResponder", "menu", "touchBar"),
        "NSView": appKit("nextKeyView"),
        "NSControl": appKit("formatter", "target"),
        "NSTextField": appKit("delegate"), "NSSecureTextField": appKit(), "NSSearchField": appKit("searchMenuTemplate"),
        "NSComboBox": appKit("dataSource"), "NSTokenField": appKit(),
        "NSButton": appKit(), "NSPopUpButton": appKit(), "NSImageView": appKit(), "NSSlider": appKit(), "NSSegmentedControl": appKit(),
        "NSStepper": appKit(), "NSColorWell": appKit(), "NSLevelIndicator": appKit(), "NSSwitch": appKit(), "NSMatrix": appKit("delegate"),
        "NSDatePicker": appKit("delegate"), "NSPathControl": appKit("delegate"), "NSBrowser": appKit("delegate"),
        "NSTableView": appKit("dataSource", "delegate", "headerView", "cornerView"),
        "NSOutlineView": appKit("outlineTableColumn"),
        "NSScrollView": appKit("documentView", "contentView", "verticalScroller", "horizontalScroller"),
        "NSClipView": appKit("documentView"), "NSBox": appKit("contentView"),
        "NSText": appKit("delegate"), "NSTextView": appKit("textContainer"),
        "NSTabView": appKit("delegate"), "NSSplitView": appKit("delegate"), "NSStackView": appKit("delegate"),
        "NSCollectionView": appKit("dataSource", "delegate", "prefetchDataSource", "collectionViewLayout", "backgroundView"),
        "NSTableRowView": appKit(), "NSTableCellView": appKit("textField", "imageView", "objectValue"),
        "NSVisualEffectView": appKit(), "NSProgressIndicator": appKit(), "NSCustomView": appKit(), "NSGridView": appKit(),
        "NSTableHeaderView": appKit("tableView"), "NSOpenGLView": appKit(),
        "NSWindow": appKit("delegate", "initialFirstResponder", "contentView", "contentViewController", "toolbar",
                            "windowController", "appearanceSource", "defaultButtonCell"),
        "NSPanel": appKit(),
        "NSWindowController": appKit("window", "contentViewController", "owner"),
        "NSViewController": appKit("view", "representedObject"),
        "NSSplitViewController": appKit("splitView", "splitViewItems"),
        "NSTabViewController": appKit("tabView", "tabViewItems"),
        "NSPageController": appKit("delegate"),
        "NSTitlebarAccessoryViewController": appKit(),
        "NSApplication": appKit("delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockMenu"),
        "NSMenu": appKit("delegate"),
        "NSMenuItem": appKit("submenu", "view", "target", "representedObject"),
        "NSToolbar": appKit("delegate"),
        "NSToolbarItem": appKit("view", "menuFormRepresentation", "target"), "NSToolbarItemGroup": appKit("subitems"),
        "NSController": appKit(),
        "NSObjectController": appKit("content", "managedObjectContext"),
        "NSArrayController": appKit("selectedObjects"), "NSTreeController": appKit(), "NSDictionaryController": appKit(),
        "NSUserDefaultsController": appKit(),
    ])
}
