import NibDocument

/// `missing-image`: An image a nib names is in an asset catalog, an image file or SF Symbols.
public struct MissingImageRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// The examples' asset catalog: one image set, `bookmark-filled`.
    static let catalog = [
        "Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        "Assets.xcassets/bookmark-filled.imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
    ]

    /// The examples' Xcode project: the app copies `Example.xib` and `App.xcassets`, its widget
    /// `Widget.xcassets`; `image` is an image set of `catalog`, `color` a color set of it.
    static func twoTargets(catalog: String, image: String = "bookmark-filled", color: String = "BrandBlue") -> [String: String] {
        let pbxproj = ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib", "App.xcassets"]),
                                                   .init(name: "Widget", resources: ["Widget.xcassets"])])
        let contents = #"{"info":{"author":"xcode","version":1}}"#
        return ["App.xcodeproj/project.pbxproj": pbxproj,
                "App.xcassets/Contents.json": contents, "Widget.xcassets/Contents.json": contents,
                "\(catalog).xcassets/\(image).imageset/Contents.json": #"{"images":[],"info":{"author":"xcode","version":1}}"#,
                "\(catalog).xcassets/\(color).colorset/Contents.json": #"{"colors":[],"info":{"author":"xcode","version":1}}"#]
    }

    /// A scene whose image view, reached by the outlet `databaseIcon` of `UnlockerVC`, shows an
    /// image no catalog has; the image view marked when `marked`.
    static func unlockerScene(marked: Bool) -> String {
        """
        <scene sceneID="Us1-aa-001">
            <objects>
                <viewController id="Uc1-aa-001" customClass="UnlockerVC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Uv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            \(marked ? "↓" : "")<imageView userInteractionEnabled="NO" contentMode="center" image="fp-generic-listitem" translatesAutoresizingMaskIntoConstraints="NO" id="Ui1-aa-001">
                                <rect key="frame" x="16" y="100" width="29" height="29"/>
                            </imageView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="databaseIcon" destination="Ui1-aa-001" id="Uo1-aa-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// The catalog and `UnlockerVC`, whose `viewDidLoad` runs `statement`.
    static func unlocker(settingTheIcon statement: String) -> [String: String] {
        catalog.merging(["UnlockerVC.swift": "import UIKit\nclass UnlockerVC: UIViewController {\n    @IBOutlet weak var databaseIcon: UIImageView!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(statement)\n    }\n}\n"]) { first, _ in first }
    }

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "missing-image", severity: .warning,
        summary: "An image a nib names is in an asset catalog, an image file or SF Symbols",
        explanation: """
            An image view, button state or bar item names its image; UIImage(named:) finds nothing for \
            a name no asset catalog or image file provides, and the view shows nothing, without a \
            word. Names the nib marks catalog="system" are SF Symbols. Checked when the sources \
            include at least one asset catalog or image file. Not reported where the nib's image \
            is never shown: an image the code sets itself (`icon.image = …` or \
            `button.setImage(_:for:)` through an outlet, an image loader's `icon.kf.setImage(with:)` \
            or `icon.sd_setImage(with:)`, a method of the app's called on it, or the view's own \
            class), or an image view's highlighted image where nothing highlights it \
            (outside a cell, which highlights its subviews, with no code setting isHighlighted). \
            An image found only where no target building the nib \
            copies it (another target's catalog) is reported with where it was found. A warning: \
            nothing crashes, a view shows no image.
            """,
        triggering: [
            RuleExample(#"↓<imageView image="bookmark-filed" id="Bi1-aa-001"/>"#, project: MissingImageRule.catalog),
            RuleExample(#"↓<imageView image="bookmark-filled" id="Bi1-aa-001"/>"#,
                        note: "only the widget's catalog has it, and the widget does not build this nib",
                        project: MissingImageRule.twoTargets(catalog: "Widget")),
            RuleExample(MissingImageRule.unlockerScene(marked: true), file: "Unlocker.storyboard",
                        note: "the image loader is only told to cancel, which loads no image",
                        project: MissingImageRule.unlocker(settingTheIcon: "databaseIcon.kf.cancelDownloadTask()")),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="Rc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Rk1-aa-001">
                        <subviews>
                            ↓<imageView image="bookmark-filled" highlightedImage="bookmark-pressed" id="Ri1-aa-001"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "a highlighted image in a cell, which highlights its subviews when it is touched",
                        project: MissingImageRule.catalog),
        ],
        nonTriggering: [
            RuleExample(#"<imageView image="bookmark-filled" highlightedImage="bookmark-pressed" id="Bi1-aa-001"/>"#,
                        note: "covpass-ios's overview headers: a highlighted image that nothing shows (no cell, no code highlighting the view)",
                        project: MissingImageRule.catalog),
            RuleExample(MissingImageRule.importButton(#"<state key="normal" image="checkbox_unchecked"/>"#),
                        note: "a button state's image the view controller sets with setImage(_:for:) in viewDidLoad",
                        project: MissingImageRule.importController),
            RuleExample(MissingImageRule.importButton(#"<buttonConfiguration key="configuration" style="plain" image="checkbox_unchecked"/>"#),
                        note: "covpass-ios's certificate import: a configured button's image, which setImage(_:for:) replaces",
                        project: MissingImageRule.importController),
            RuleExample(#"<imageView image="bookmark-filled" id="Bi1-aa-001"/>"#, project: MissingImageRule.catalog),
            RuleExample(#"<imageView image="bookmark-filled" id="Bi1-aa-001"/>"#, note: "the app's own catalog has it",
                        project: MissingImageRule.twoTargets(catalog: "App")),
            RuleExample(#"<imageView image="star.fill" catalog="system" id="Bi1-aa-001"/>"#, note: "an SF Symbol", project: MissingImageRule.catalog),
            RuleExample("""
                <button image="bookmark-filled" id="Bb1-aa-001">
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" button="YES" image="YES"/>
                    </accessibility>
                </button>
                """, note: "pocket-casts-ios NowPlayingPlayerItemViewController.xib: the image accessibility trait is not an image's name",
                        project: MissingImageRule.catalog),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <objects>
                        <tabBarItem title="User" image="tabBarItem:Ti1-aa-001:image" id="Ti1-aa-001"/>
                    </objects>
                    <resources>
                        <image name="tabBarItem:Ti1-aa-001:image" width="25" height="25">
                            <mutableData key="keyedArchiveRepresentation">
                YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb24=
                </mutableData>
                        </image>
                    </resources>
                </document>
                """, note: "openfoodfacts-ios Settings.storyboard: an image pasted into the nib, whose data the nib carries",
                        project: MissingImageRule.catalog),
            RuleExample(MissingImageRule.unlockerScene(marked: false), file: "Unlocker.storyboard",
                        note: "KeePassium DatabaseUnlockerVC.storyboard: a placeholder image the view controller replaces with a symbol in viewDidLoad",
                        project: MissingImageRule.unlocker(settingTheIcon: "databaseIcon.image = UIImage(systemName: \"lock\")")),
            RuleExample(MissingImageRule.unlockerScene(marked: false), file: "Unlocker.storyboard",
                        note: "trySwift's VenueHeaderTableViewCell.xib: an image an image loader replaces (Kingfisher's kf.setImage(with:placeholder:))",
                        project: MissingImageRule.unlocker(settingTheIcon: "databaseIcon.kf.setImage(with: URL(string: \"https://example.com/logo.png\"), placeholder: nil)")),
            RuleExample("""
                <scene sceneID="Ls1-aa-001">
                    <objects>
                        <viewController id="Lc1-aa-001" customClass="LibraryVC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lv1-aa-001"/>
                            <navigationItem key="navigationItem" id="Ln1-aa-001">
                                <barButtonItem key="rightBarButtonItem" image="gear" id="Lb1-aa-001"/>
                            </navigationItem>
                            <connections>
                                <outlet property="settingsBarButtonItem" destination="Lb1-aa-001" id="Lo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Library.storyboard",
                        note: "Provenance's tvOS Provenance.storyboard: a bar button item whose image the view controller replaces, through a name bound to its outlet",
                        project: MissingImageRule.catalog.merging(["LibraryVC.swift": "import UIKit\nclass LibraryVC: UIViewController {\n    @IBOutlet var settingsBarButtonItem: UIBarButtonItem?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        if let item = settingsBarButtonItem {\n            item.image = UIImage(systemName: \"gear\")\n        }\n    }\n}\n"]) { first, _ in first }),
            RuleExample("""
                <scene sceneID="As1-aa-001">
                    <objects>
                        <viewController id="Ac1-aa-001" customClass="ChannelVC" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Av1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="defaultGroupAvatarDark" translatesAutoresizingMaskIntoConstraints="NO" id="Ai1-aa-001" customClass="AvatarView" customModule="Chat" customModuleProvider="target">
                                        <rect key="frame" x="16" y="100" width="48" height="48"/>
                                    </imageView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Channel.storyboard",
                        note: "siskin-im MIX.storyboard: an avatar view whose class sets its own image (the avatar, initials, or a default)",
                        project: MissingImageRule.catalog.merging(["ChannelVC.swift": "import UIKit\nclass ChannelVC: UIViewController {}\n",
                                                                   "AvatarView.swift": "import UIKit\nclass AvatarView: UIImageView {\n    var avatar: UIImage? {\n        didSet { self.image = avatar ?? UIImage(named: \"BrandBlue\") }\n    }\n}\n"]) { first, _ in first }),
        ])

    /// File's Owner `ImportController` with an outlet to a button whose image is `image` (a
    /// `<state>` or `<buttonConfiguration>` element).
    static func importButton(_ image: String) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ImportController" customModuleProvider="target">
            <connections>
                <outlet property="checkboxButton" destination="Ib1-aa-001" id="Io1-aa-001"/>
            </connections>
        </placeholder>
        <button buttonType="custom" id="Ib1-aa-001">
            \(image)
        </button>
        """
    }

    /// `ImportController`, which sets its button's image with `setImage(_:for:)` in viewDidLoad.
    static let importController = MissingImageRule.catalog.merging(["Import.swift": "import UIKit\nclass ImportController: UIViewController {\n    @IBOutlet var checkboxButton: UIButton!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        checkboxButton.setImage(UIImage(named: \"bookmark-filled\"), for: .normal)\n    }\n}\n"]) { first, _ in first }

    static let attributes = ["image", "highlightedImage", "backgroundImage", "selectedImage", "landscapeImage",
                             "largeContentSizeImage", "alternateImage", "onImage", "offImage"]

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = context.project, project.sources.assetsFound,
              project.sources.nibsBuiltByNoTarget[document.file] == nil else { return }
        // SF Symbols, and images the nib carries itself (pasted into Interface Builder: a
        // resource with its archived data, named `tabBarItem:<id>:image`).
        var inNib: Set<String> = []
        for image in document.elements(named: "image")
        where image[attribute: "catalog"] == "system" || image.children.contains(where: { $0.key == "keyedArchiveRepresentation" }) {
            if let name = image[attribute: "name"] { inNib.insert(name) }
        }
        // Each missing name with every element that uses it, in document order: one finding
        // at the first use, listing the others.
        var uses: [String: [Element]] = [:], order: [String] = []
        // Image views and bar items whose image the code sets (`icon.image = …`, through a name
        // bound to the outlet, or in the view's own class): the nib's image is never shown
        // (KeePassium DatabaseUnlockerVC: a placeholder the view controller replaces with a
        // symbol in viewDidLoad; Provenance's settings bar button item; siskin-im's AvatarView).
        let setByCode = CodeSetProperties(document, project: project)
        var shownByNoView: Set<String> = []
        // Names found only in what other targets copy: where.
        var elsewhere: [String: [Element]] = [:], elsewhereOrder: [(String, AssetPlace)] = []
        for element in document.elements {
            // `<accessibilityTraits image="YES"/>` is the image trait, not an image's name.
            if element.name == "accessibilityTraits" { continue }
            // The images the code replaces, or that nothing shows, are never shown; the
            // element's other images still are.
            let unseen = MissingImageRule.neverShown(element, setByCode: setByCode)
            for attribute in unseen { if let name = element[attribute: attribute] { shownByNoView.insert(name) } }
            let isResource = element.name == "image" && element.parent?.name == "resources"
            if isResource, let name = element[attribute: "name"], shownByNoView.contains(name) { continue }
            let names = isResource ? [element[attribute: "name"]]
                : MissingImageRule.attributes.filter { !unseen.contains($0) }.map { element[attribute: $0] }
            for case let name? in names where !name.isEmpty {
                guard element[attribute: "catalog"] != "system", !inNib.contains(name) else { continue }
                if project.sources.images.contains(name) {
                    if !isResource || elsewhere[name] == nil,
                       let place = AssetElsewhere.place(of: project.sources.imagePlaces[name], for: document, project: project) {
                        if elsewhere[name] == nil { elsewhereOrder.append((name, place)) }
                        elsewhere[name, default: []].append(element)
                    }
                    continue
                }
                guard !MissingImageRule.provided(name, by: project.sources.images, platform: document.platform) else { continue }
                // The resources list comes last: it names what the views above already used.
                if isResource, uses[name] != nil { continue }
                if uses[name] == nil { order.append(name) }
                uses[name, default: []].append(element)
            }
        }
        for name in order {
            guard let elements = uses[name], let first = elements.first else { continue }
            // Pods, Carthage and packages bring catalogs nibcheck does not see: say so rather
            // than claim the image is missing.
            let message = project.sources.hasExternalDependencies
                ? "image '\(name)' is not found here; it may come from a dependency (CocoaPods, Carthage or a package), else the view shows no image"
                : "image '\(name)' is in no asset catalog or image file; the view shows no image"
            findings.append(Finding(first, message + AssetUses.alsoAt(elements.dropFirst()),
                                    hint: "add it to an asset catalog, or use the name of one that is there"))
        }
        for (name, place) in elsewhereOrder {
            guard let elements = elsewhere[name], let first = elements.first else { continue }
            findings.append(Finding(first, "image '\(name)' is found only in \(AssetElsewhere.describe(place)), which this nib's target \(AssetElsewhere.targets(of: document, project: project)) does not copy; UIImage(named:) looks in the nib's own bundle, so the view may show no image" + AssetUses.alsoAt(elements.dropFirst()),
                                    hint: "add the image to an asset catalog of the nib's target, or the catalog to that target"))
        }
    }

    /// The image attributes of `element` that a device never shows: an image the code sets
    /// itself (`icon.image = …`, `button.setImage(_:for:)` for a `<state>`'s, `setBackgroundImage`,
    /// an image loader's `icon.kf.setImage(with:)` or `sd_setImage(with:)`),
    /// and an image view's highlighted image where nothing highlights it (not in a cell, which
    /// highlights its subviews, not saved highlighted, and no code setting `isHighlighted`;
    /// covpass-ios's warning icons).
    static func neverShown(_ element: Element, setByCode: CodeSetProperties) -> Set<String> {
        var unseen: Set<String> = []
        if element.name == "state", let button = element.parent, let id = button.id {
            if setByCode.calls("setImage", on: id) { unseen.insert("image") }
            if setByCode.calls("setBackgroundImage", on: id) { unseen.insert("backgroundImage") }
            return unseen
        }
        // A configured button's image (`<buttonConfiguration image=…>`): `setImage(_:for:)` or a
        // new configuration replaces it (covpass-ios's import checkbox).
        if element.name == "buttonConfiguration", let button = element.parent, let id = button.id {
            if setByCode.calls("setImage", on: id) || setByCode.sets("configuration", on: id) { unseen.insert("image") }
            return unseen
        }
        guard let id = element.id else { return [] }
        // An image view's image loaded by a loader (`icon.kf.setImage(with:placeholder:)`) is
        // replaced as soon as the load starts (trySwift's venue logo).
        if setByCode.sets("image", on: id) || setByCode.calls("setImage", on: id) { unseen.insert("image") }
        if element.name == "imageView", element[attribute: "highlighted"] != "YES",
           !setByCode.sets("isHighlighted", on: id), !setByCode.sets("highlighted", on: id),
           !element.ancestors.contains(where: { ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains($0.name) }) {
            unseen.insert("highlightedImage")
        }
        return unseen
    }

    static func provided(_ name: String, by images: Set<String>, platform: Platform?) -> Bool {
        if images.contains(name) { return true }
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if images.contains(last) { return true }
        // `icon.png` names the file; `icon` the set.
        if let dot = last.lastIndex(of: "."), images.contains(String(last[..<dot])) { return true }
        // AppKit's named images (NSActionTemplate, NSAddTemplate…).
        if platform == .macOS, name.hasPrefix("NS") { return true }
        return false
    }
}

/// `missing-color`: A named color a nib uses is a color set in an asset catalog.
public struct MissingColorRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// The examples' asset catalog: one color set, `BrandBlue`.
    static let catalog = [
        "Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        "Assets.xcassets/BrandBlue.colorset/Contents.json": #"{"colors":[],"info":{"author":"xcode","version":1}}"#,
    ]

    /// A widget-only catalog whose `white` color set is opaque white in `space`, with a dark
    /// variant (`darkVariant`) or the same in every appearance.
    static func whiteInWidget(darkVariant: Bool, space: String = "srgb") -> [String: String] {
        let white = #"{"color":{"color-space":""# + space + #"","components":{"red":"0xFF","green":"0xFF","blue":"0xFF","alpha":"1.000"}},"idiom":"universal"}"#
        let dark = #",{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0x10","green":"0x10","blue":"0x10","alpha":"1.000"}},"idiom":"universal"}"#
        return MissingImageRule.twoTargets(catalog: "Widget", color: "white").merging(
            ["Widget.xcassets/white.colorset/Contents.json": #"{"colors":["# + white + (darkVariant ? dark : "") + #"],"info":{"author":"xcode","version":1}}"#]) { $1 }
    }

    /// A scene whose view controller's root view has a deleted background color, marked when
    /// `marked`.
    static func rootViewScene(marked: Bool) -> String {
        """
        <scene sceneID="Ab1-aa-001">
            <objects>
                <viewController id="Ab2-aa-001" customClass="AboutController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Ab3-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        \(marked ? "↓" : "")<color key="backgroundColor" name="RuuviPrimary"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// `AboutController`, whose `viewDidLoad` runs `statement`.
    static func aboutController(setting statement: String) -> [String: String] {
        ["About.swift": "import UIKit\nclass AboutController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(statement)\n    }\n}\n"]
    }

    /// An app's Info.plist that keeps the light appearance.
    static let lightAppearancePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIUserInterfaceStyle</key>
            <string>Light</string>
        </dict>
        </plist>
        """

    /// A label using the color `white`, with the value the nib saved for it.
    static let labelWithSavedWhite = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <label text="Title" id="Bl1-aa-001">
                    ↓<color key="textColor" name="white"/>
                </label>
            </objects>
            <resources>
                <namedColor name="white">
                    <color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "missing-color", severity: .warning,
        summary: "A named color a nib uses is a color set in an asset catalog",
        explanation: """
            A named color (<color name="Brand"/>, listed as <namedColor> in the nib's resources) is \
            looked up in the asset catalogs. A missing one leaves the property at its default, or, \
            when the nib saved the color's value in its resources (<namedColor name="Brand"><color …/>), \
            UIKit is expected to show that saved value instead: the color as Interface Builder last \
            saw it, which may since have changed or been deleted. \
            System colors (systemColor, catalog="System") are not checked. Checked when the sources \
            include at least one asset catalog. A color found only in catalogs that no target \
            building the nib copies (another target's) is reported with where it was found, unless \
            the value the nib saved is that color set's own in every appearance: then the view \
            looks the same whether UIKit finds the set or not. A color the code sets through \
            the outlet's name anywhere (a data source's cell.titleLabel.textColor = …), or on a \
            view controller's root view in its own code (view.backgroundColor = …), is never \
            shown either. In an app whose Info.plist keeps the \
            light appearance (UIUserInterfaceStyle Light, or the build setting \
            INFOPLIST_KEY_UIUserInterfaceStyle), dark variants are never shown and do not count. A color the code sets itself, through \
            an outlet to the view (label.textColor = …, label.attributedText = …, \
            button.setTitleColor(…, for:)) or a method \
            of the app's called on that outlet that sets the property on its object (an \
            extension's setStyle(_:) that assigns backgroundColor), is never shown: not checked.
            """,
        triggering: [
            RuleExample(MissingColorRule.rootViewScene(marked: true), file: "About.storyboard",
                        note: "the view controller sets its root view's tint, not its background",
                        project: MissingColorRule.catalog.merging(MissingColorRule.aboutController(setting: "view.tintColor = .systemBlue")) { first, _ in first }),
            RuleExample("""
                <label text="Title" id="Bl1-aa-001">
                    ↓<color key="textColor" name="Brand"/>
                </label>
                """, project: MissingColorRule.catalog),
            RuleExample("""
                <label text="Title" id="Bl1-aa-001">
                    ↓<color key="textColor" name="BrandBlue"/>
                </label>
                """, note: "only the widget's catalog has it, and the widget does not build this nib",
                        project: MissingImageRule.twoTargets(catalog: "Widget")),
            RuleExample(MissingColorRule.labelWithSavedWhite,
                        note: "only the widget's catalog has it, with a dark variant the value the nib saved lacks",
                        project: MissingColorRule.whiteInWidget(darkVariant: true)),
            RuleExample(MissingColorRule.styledButton(marked: true), file: "Help.storyboard",
                        note: "the app's style method sets the button's corner radius, not its background color",
                        project: MissingColorRule.catalog.merging(MissingColorRule.styleExtension(setting: "layer.cornerRadius = 4")) { first, _ in first }),
        ],
        nonTriggering: [
            RuleExample(MissingColorRule.rootViewScene(marked: false), file: "About.storyboard",
                        note: "ruuvi's About.storyboard: a deleted color on a view controller's root view, whose background viewDidLoad sets",
                        project: MissingColorRule.catalog.merging(MissingColorRule.aboutController(setting: "view.backgroundColor = .systemBackground")) { first, _ in first }),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Setting" id="Sc1-aa-001" customClass="SettingCell" customModule="Station" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Sk1-aa-001">
                        <subviews>
                            <label text="Units" id="Sl1-aa-001">
                                <color key="textColor" name="RuuviMenuText"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="Sl1-aa-001" id="So1-aa-001"/>
                    </connections>
                </tableViewCell>
                """, note: "ruuvi's settings cells: a deleted color on a cell's label, which the table's data source sets on every cell it dequeues",
                        project: MissingColorRule.catalog.merging([
                            "SettingCell.swift": "import UIKit\nclass SettingCell: UITableViewCell {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n",
                            "Settings.swift": "import UIKit\nclass SettingsController: UITableViewController {\n    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n        let cell = tableView.dequeueReusableCell(withIdentifier: \"Setting\", for: indexPath) as! SettingCell\n        cell.titleLabel.textColor = .label\n        return cell\n    }\n}\n",
                        ]) { first, _ in first }),
            RuleExample("""
                <label text="Title" id="Bl1-aa-001">
                    <color key="textColor" name="BrandBlue"/>
                </label>
                """, project: MissingColorRule.catalog),
            RuleExample("""
                <label text="Title" id="Bl1-aa-001">
                    <color key="textColor" name="BrandBlue"/>
                </label>
                """, note: "the app's own catalog has it", project: MissingImageRule.twoTargets(catalog: "App")),
            RuleExample("""
                <label text="Title" id="Bl1-aa-001">
                    <color key="textColor" systemColor="labelColor"/>
                </label>
                """, note: "a system color", project: MissingColorRule.catalog),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <label text="Title" id="Bl1-aa-001">
                            <color key="textColor" name="BrandBlue"/>
                        </label>
                    </objects>
                    <resources>
                        <namedColor name="BrandBlue">
                            <color red="0.0" green="0.3" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                        <namedColor name="ccText">
                            <color red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                    </resources>
                </document>
                """, note: "stopp-corona-ios: a color left in the resources that no view uses any more; nothing shows it",
                        project: MissingColorRule.catalog),
            RuleExample(MissingColorRule.labelWithSavedWhite.replacingOccurrences(of: "↓", with: ""),
                        note: "a package's catalog has it, and the value the nib saved is the color set's own in every appearance: the view looks the same either way",
                        project: MissingColorRule.whiteInWidget(darkVariant: false)),
            RuleExample(MissingColorRule.labelWithSavedWhite.replacingOccurrences(of: "↓", with: ""),
                        note: "covpass-ios: the color set's dark variant differs, but the app's Info.plist keeps the light appearance, where the saved value is the set's own",
                        project: MissingColorRule.whiteInWidget(darkVariant: true).merging(["Info.plist": MissingColorRule.lightAppearancePlist]) { $1 }),
            RuleExample(MissingColorRule.labelWithSavedWhite.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "customColorSpace=\"sRGB\"", with: "customColorSpace=\"displayP3\""),
                        note: "covpass-ios's TrustedListDetails: the same in Display P3, the package's color set's own space",
                        project: MissingColorRule.whiteInWidget(darkVariant: false, space: "display-p3")),
            RuleExample(MissingColorRule.styledButton(marked: false), file: "Help.storyboard",
                        note: "green_ios's HelpCenter.storyboard: a deleted color on a button the view controller restyles with the app's setStyle(_:), which sets the background color",
                        project: MissingColorRule.catalog.merging(MissingColorRule.styleExtension(setting: "backgroundColor = style.color")) { first, _ in first }),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ChooseController" customModuleProvider="target">
                    <connections>
                        <outlet property="subtitleLabel" destination="Cl1-aa-001" id="Co1-aa-001"/>
                    </connections>
                </placeholder>
                <label text="No match" id="Cl1-aa-001">
                    <color key="textColor" name="OnBackground70"/>
                </label>
                """, note: "covpass-ios's ChooseCertificate: a label whose text the code sets as an attributed string, with its own color",
                        project: MissingColorRule.catalog.merging(["Choose.swift": "import UIKit\nclass ChooseController: UIViewController {\n    @IBOutlet var subtitleLabel: UILabel!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        subtitleLabel.attributedText = NSAttributedString(string: \"No match\", attributes: [.foregroundColor: UIColor.gray])\n    }\n}\n"]) { first, _ in first }),
            RuleExample(MissingColorRule.styledButton(marked: false), file: "Help.storyboard",
                        note: "the view controller sets the button's background color itself",
                        project: MissingColorRule.catalog.merging(["HelpVC.swift": "import UIKit\nclass HelpVC: UIViewController {\n    @IBOutlet weak var submitButton: UIButton!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        submitButton.backgroundColor = .systemGreen\n        submitButton.setTitleColor(.white, for: .normal)\n    }\n}\n"]) { first, _ in first }),
        ])

    /// A scene whose button has a deleted background color and title color, reached by the
    /// outlet `submitButton` of `HelpVC`; the background color marked when `marked`.
    static func styledButton(marked: Bool) -> String {
        """
        <scene sceneID="Hs1-aa-001">
            <objects>
                <viewController id="Hc1-aa-001" customClass="HelpVC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Hv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">
                                <rect key="frame" x="16" y="700" width="361" height="48"/>
                                \(marked ? "↓" : "")<color key="backgroundColor" name="customMatrixGreen"/>
                                <state key="normal" title="Submit">
                                    <color key="titleColor" name="customMatrixGreen"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="submitButton" destination="Hb1-aa-001" id="Ho1-aa-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// `HelpVC`, which calls the app's `setStyle(_:)` on its button; the style method sets
    /// `setting` and the title color.
    static func styleExtension(setting: String) -> [String: String] {
        ["HelpVC.swift": "import UIKit\nclass HelpVC: UIViewController {\n    @IBOutlet weak var submitButton: UIButton!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        submitButton.setStyle(.primary)\n    }\n}\n",
         "UIButton+Style.swift": "import UIKit\nenum ButtonStyle { case primary\n    var color: UIColor { .systemGreen }\n}\nextension UIButton {\n    func setStyle(_ style: ButtonStyle) {\n        \(setting)\n        setTitleColor(.white, for: .normal)\n    }\n}\n"]
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = context.project, project.sources.assetsFound,
              project.sources.nibsBuiltByNoTarget[document.file] == nil else { return }
        var system: Set<String> = []
        for color in document.elements(named: "systemColor") { if let name = color[attribute: "name"] { system.insert(name) } }
        // Each missing name with every element that uses it: one finding at the first use,
        // listing the others. The resources' `<namedColor>` lists what the views use; one that no
        // view uses is a leftover Interface Builder kept, which nothing shows, so it is no use.
        var uses: [String: [Element]] = [:], order: [String] = []
        var elsewhere: [String: [Element]] = [:], elsewhereOrder: [(String, AssetPlace)] = []
        let setByCode = CodeSetProperties(document, project: project)
        for element in document.elements(named: "color") {
            guard let colorName = element[attribute: "name"], !colorName.isEmpty,
                  element[attribute: "catalog"] == nil, element[attribute: "systemColor"] == nil,
                  !system.contains(colorName), !setByCode.replaces(element) else { continue }
            if project.sources.colors.contains(colorName) {
                if let place = AssetElsewhere.place(of: project.sources.colorPlaces[colorName], for: document, project: project) {
                    if elsewhere[colorName] == nil { elsewhereOrder.append((colorName, place)) }
                    elsewhere[colorName, default: []].append(element)
                }
                continue
            }
            if uses[colorName] == nil { order.append(colorName) }
            uses[colorName, default: []].append(element)
        }
        // The values the nib saved for its named colors (`<namedColor name="X"><color …/>` in its
        // resources): what UIKit decodes in place of a color set the catalog lacks.
        var saved: [String: ColorDescription] = [:]
        for named in document.elements(named: "namedColor") where named.parent?.name == "resources" {
            if let name = named[attribute: "name"], let color = named.colors.first { saved[name] = color }
        }
        let savedOutcome = "the view then shows the value the nib saved for it (in its resources, as Interface Builder last saw the color set), which may be stale"
        for colorName in order {
            guard let elements = uses[colorName], let first = elements.first else { continue }
            let outcome = saved[colorName] != nil ? savedOutcome : "the property keeps its default"
            let message = project.sources.hasExternalDependencies
                ? "color '\(colorName)' is not found here; it may come from a dependency (CocoaPods, Carthage or a package), else \(outcome)"
                : "color '\(colorName)' is in no asset catalog's color sets; \(outcome)"
            findings.append(Finding(first, message + AssetUses.alsoAt(elements.dropFirst()),
                                    hint: "add a color set named \(colorName), or use one that is there"))
        }
        for (colorName, place) in elsewhereOrder {
            guard let elements = elsewhere[colorName], let first = elements.first else { continue }
            // The value the nib saved is the color set's own, in every appearance: the view looks
            // the same whether UIKit finds the set or not.
            if let value = project.sources.uniformColors[colorName], let savedValue = saved[colorName].flatMap(MissingColorRule.uniform(_:)),
               value.space == savedValue.space, value.components.isClose(to: savedValue.components) { continue }
            let outcome = saved[colorName] != nil ? savedOutcome : "the property may keep its default"
            findings.append(Finding(first, "color '\(colorName)' is found only in \(AssetElsewhere.describe(place)), which this nib's target \(AssetElsewhere.targets(of: document, project: project)) does not copy; UIColor(named:) looks in the nib's own bundle, so \(outcome)" + AssetUses.alsoAt(elements.dropFirst()),
                                    hint: "add the color set to an asset catalog of the nib's target, or the catalog to that target"))
        }
    }
}

extension MissingColorRule {
    /// A color a nib saved, as a value comparable with a color set's: sRGB or Display P3
    /// components (`customColorSpace="sRGB"`, `"displayP3"`) or a gamma-2.2 grey; nil in any
    /// other space.
    static func uniform(_ color: ColorDescription) -> AssetCatalogColor.Uniform? {
        switch (color.value, color.customColorSpace) {
        case let (.rgb(red, green, blue, alpha)?, "sRGB"?):
            return .init(space: .sRGB, components: .init(red: red, green: green, blue: blue, alpha: alpha))
        case let (.rgb(red, green, blue, alpha)?, "displayP3"?):
            return .init(space: .displayP3, components: .init(red: red, green: green, blue: blue, alpha: alpha))
        case let (.white(white, alpha)?, "genericGamma22GrayColorSpace"?):
            return .init(space: .grayGamma22, components: .init(red: white, green: white, blue: white, alpha: alpha))
        default:
            return nil
        }
    }
}

/// An image or color that the project has, but only in asset catalogs (or files) that no target
/// building the nib copies: it is looked up in the nib's own bundle. A warning, with where it was
/// found: a target's membership is read from the project file, and a bundle the code passes
/// explicitly could still hold it.
enum AssetElsewhere {
    /// The first place holding the name, when every place is copied only by targets that do not
    /// build the nib; nil when any place is copied by one of them, or its targets are unknown.
    static func place(of places: [AssetPlace]?, for document: Document, project: ProjectFacts) -> AssetPlace? {
        guard let targets = project.sources.nibTargets[document.file], let places, let first = places.first,
              places.allSatisfy({ !$0.targets.isEmpty && $0.targets.isDisjoint(with: targets) }) else { return nil }
        return first
    }

    /// `Widget/Assets.xcassets (target Widget)`.
    static func describe(_ place: AssetPlace) -> String {
        let targets = place.targets.sorted()
        return "\(place.path) (target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")))"
    }

    /// The nib's targets, for messages.
    static func targets(of document: Document, project: ProjectFacts) -> String {
        (project.sources.nibTargets[document.file] ?? []).sorted().joined(separator: ", ")
    }
}

/// The other uses of a missing image or color, listed in its one finding.
enum AssetUses {
    static func alsoAt(_ others: ArraySlice<Element>) -> String {
        let lines = others.map(\.line).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        guard !lines.isEmpty else { return "" }
        return " (also used at line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", ")))"
    }
}
