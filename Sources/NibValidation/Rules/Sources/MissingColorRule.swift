import NibDocument

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
            extension's setStyle(_:) that assigns backgroundColor), is never shown: not checked. \
            On iOS and tvOS a name that differs from the project's only in case is named: \
            UIColor(named:) matches names case by case. The color sets a file (or a storyboard's \
            scene) names that no catalog has are one finding, at the first use, listing each name \
            with the lines that use it.
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
                    ↓<color key="textColor" name="Background"/>
                </label>
                """, note: "a board game's launch screen: its catalog's Colors folder provides a namespace, so the colour is named Colors/Background",
                        project: MissingColorRule.catalog.merging([
                            "Assets.xcassets/Colors/Contents.json": #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#,
                            "Assets.xcassets/Colors/Background.colorset/Contents.json": #"{"colors":[],"info":{"author":"xcode","version":1}}"#,
                        ]) { first, _ in first }),
            RuleExample("""
                <view id="Bv1-aa-001">
                    ↓<color key="backgroundColor" name="colorWhite"/>
                    <subviews>
                        <label text="Title" id="Bl1-aa-001">
                            <color key="textColor" name="colorDarkGray"/>
                        </label>
                        <label text="Detail" id="Bl2-aa-001">
                            <color key="textColor" name="colorGray"/>
                        </label>
                        <label text="More" id="Bl3-aa-001">
                            <color key="textColor" name="colorGray"/>
                        </label>
                    </subviews>
                </view>
                """, note: "uni-arts-app-IOS's wallet views, copied from another app, name color sets this app's catalogs lack: one finding for the file, listing each color with its lines",
                        project: MissingColorRule.catalog),
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
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VoteCell" customModuleProvider="target">
                    <connections>
                        <outlet property="yesButton" destination="Vb1-aa-001" id="Vo1-aa-001"/>
                    </connections>
                </placeholder>
                <button buttonType="system" id="Vb1-aa-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                            <color key="value" name="OnBackground70"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </button>
                """, note: "cosmostation-ios's vote cells: a deleted color in a runtime attribute, borderColor, whose layer's color the code sets in awakeFromNib",
                        project: MissingColorRule.catalog.merging(["Vote.swift": "import UIKit\nclass VoteCell: UITableViewCell {\n    @IBOutlet var yesButton: UIButton!\n    func load() { Bundle.main.loadNibNamed(\"Example\", owner: self, options: nil) }\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        yesButton.layer.borderColor = UIColor.gray.cgColor\n    }\n}\n"]) { first, _ in first }),
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
        // The names no catalog has (and none differing only in case), each with its uses.
        var absent: [(name: String, elements: [Element])] = []
        for colorName in order {
            guard let elements = uses[colorName], let first = elements.first else { continue }
            let outcome = saved[colorName] != nil ? savedOutcome : "the property keeps its default"
            if let finding = AssetUses.variantFinding("color", colorName, in: project.colorNamesByLowercase, at: first, also: elements.dropFirst(),
                                                           outcome: outcome, document: document, project: project) {
                findings.append(finding)
                continue
            }
            absent.append((colorName, elements))
        }
        // One finding per file, or per scene of a storyboard: a scene nothing shows makes its
        // finding latent, which must not hide another scene's uses.
        var groups: [[(name: String, elements: [Element])]] = [], groupOf: [Element?: Int] = [:]
        for color in absent {
            let scene = color.elements.first.flatMap(SourceRuleSupport.scene(of:))
            if let index = groupOf[scene] { groups[index].append(color) } else { groupOf[scene] = groups.count; groups.append([color]) }
        }
        for group in groups {
            if let finding = absentFinding(group, saved: saved, savedOutcome: savedOutcome, hedged: project.sources.hasExternalDependencies) {
                findings.append(finding)
            }
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
    /// One finding for the color sets a file (or a scene) names that no catalog has, at the first
    /// use: one set (`color 'X' is …`, its other uses listed), or several, each with its lines (a
    /// file of views copied from another app names a dozen: one finding, not a dozen, in the file
    /// to edit).
    func absentFinding(_ absent: [(name: String, elements: [Element])], saved: [String: ColorDescription], savedOutcome: String,
                       hedged: Bool) -> Finding? {
        guard let (name, elements) = absent.first, let first = elements.first else { return nil }
        if absent.count == 1 {
            let outcome = saved[name] != nil ? savedOutcome : "the property keeps its default"
            let message = hedged
                ? "color '\(name)' is not found here; it may come from a dependency (CocoaPods, Carthage or a package), else \(outcome)"
                : "color '\(name)' is in no asset catalog's color sets; \(outcome)"
            return Finding(first, message + AssetUses.alsoAt(elements.dropFirst()), hint: "add a color set named \(name), or use one that is there")
        }
        let names = absent.map { "'\($0.name)' (\(AssetUses.lines(of: $0.elements)))" }
        let list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let outcome = absent.allSatisfy({ saved[$0.name] != nil })
            ? "each view then shows the value the nib saved for its color (in its resources, as Interface Builder last saw the color set), which may be stale"
            : "each view then shows the value the nib saved for its color, which may be stale, or keeps the property's default where the nib saved none"
        let message = hedged
            ? "colors \(list) are not found here; they may come from a dependency (CocoaPods, Carthage or a package), else \(outcome)"
            : "colors \(list) are in no asset catalog's color sets; \(outcome)"
        return Finding(first, message, hint: "add color sets named \(absent.map(\.name).joined(separator: ", ")), or use ones that are there")
    }

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
