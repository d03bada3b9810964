import NibDocument

/// `unknown-custom-class`: A customClass names a class the sources or UIKit declare.
public struct UnknownCustomClassRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-custom-class", severity: .error,
        summary: "A customClass names a class the sources or UIKit declare",
        explanation: """
            UIKit looks a customClass up by name when the nib loads. A class that was renamed or \
            deleted gives "Unknown class X in Interface Builder file." in the log and the \
            element's base class instead (a UIButton for a button), and loading goes on. The same \
            happens to a class declared only in a Swift file that lies in an Xcode project's \
            folder but that no target compiles. With the sources read, every customClass is \
            looked up in them (in its module when the nib names one the sources cover). A class \
            without a module in a project with CocoaPods, Carthage or package dependencies, or \
            with a git submodule that is not checked out, may come from those, so the rule stands \
            down for it. \
            It is an error where the base-class object certainly breaks the app: an \
            outlet, outlet collection or runtime attribute set on the object, or an action sent \
            to it, that the base class lacks (setValue:forUndefinedKey:, unrecognized selector); \
            an outlet pointing at it typed as a class the base class is not, or typed as \
            nibcheck cannot check (a framework object's delegate or data source); a cell whose \
            reuse identifier the code dequeues and casts (every Swift dequeue counts, as the \
            cast is not read). Otherwise the object works as its base class and only loses what \
            the class adds (its drawing, its styling): a warning. A view controller is no \
            exception: a class no file declares is one no code can cast to, so the screen runs \
            as the base controller, and breaks only through the connections above. File's Owner is never made \
            from the nib (the code passes the owner when it loads it), so an unknown class there \
            is stale, not a crash, and nothing shows it on a device: info, which says the owner's \
            connections cannot be checked against it. A nib nothing in the project loads, or a \
            storyboard scene nothing shows (no initial arrow, Storyboard ID the code may ask for, or \
            segue it can perform reaches it), or a prototype cell whose identifier no code \
            dequeues (a table makes a prototype only when it is dequeued), cannot break yet: a \
            warning.
            """,
        triggering: [
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "beam's Subreddit.storyboard: a prototype cell of a deleted class whose identifier no code dequeues; nothing makes it, so nothing crashes yet: a warning",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "subreddit")),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "the same prototype, dequeued: its outlet crashes the dequeue",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit")),
            RuleExample(UnknownCustomClassRule.attributedLabelCell.replacingOccurrences(of: "<label text", with: "↓<label text"), file: "Comment.xib",
                        note: "the same label class, in a project with no dependency that could declare it",
                        project: UnknownCustomClassRule.commentCell),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        <outlet property="badge" destination="Ba1-aa-001" id="Bo1-aa-001"/>
                        <outlet property="view" destination="Ba1-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </placeholder>
                ↓<view customClass="BadgeVeiw" customModuleProvider="target" id="Ba1-aa-001"/>
                """, note: "the outlet is typed with the class the nib misspells: the code calls BadgeView's members on a plain UIView, an error",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {}\nclass ShelfController: UIViewController {\n    @IBOutlet var badge: BadgeView!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample(#"↓<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "declared only in a file the project's folder holds but no target compiles; nothing connected to the view needs the class, so a warning",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]) { first, _ in first }),
            RuleExample(#"↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ReceiveMoneyQRCodeView" customModuleProvider="target"/>"#,
                        note: "File's Owner names a class since renamed: an info, as the owner is the object the code passes",
                        project: ["DepositLinkView.swift": "import UIKit\nclass DepositLinkView: UIView {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LinkDeviceController" customModuleProvider="target">
                    <connections>
                        <outlet property="pinInfoButton" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                        <outlet property="view" destination="Bv1-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Bv1-aa-001">
                    <subviews>
                        ↓<button buttonType="infoLight" customClass="ButtonTransparentBackground" customModuleProvider="target" id="Bb1-aa-001"/>
                    </subviews>
                </view>
                """, note: "ring-client-ios LinkDeviceViewController.storyboard: no file declares the button's class, but its outlet is typed UIButton, so the plain UIButton made instead does: a warning",
                        project: ["LinkDevice.swift": "import UIKit\nclass LinkDeviceController: UIViewController {\n    @IBOutlet var pinInfoButton: UIButton!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Ba1-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </placeholder>
                ↓<view customClass="RoundedView" customModuleProvider="target" id="Ba1-aa-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                            <real key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                """, note: "the class's inspectable property is set on a plain UIView, which has no such key: loading crashes, an error",
                        project: ["Shelf.swift": "import UIKit\nclass ShelfController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        ↓<viewController id="Vc1-aa-001" customClass="SettingsControler" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv1-aa-001">
                                <subviews>
                                    <label text="Settings" id="Vl1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="Vl1-aa-001" id="Vo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "a misspelt view controller class with an outlet a plain UIViewController lacks: loading the scene crashes, an error",
                        project: ["Settings.swift": "import UIKit\nclass SettingsController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        ↓<navigationController id="Nc1-aa-001" customClass="HelpNavController" customModuleProvider="target" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-aa-001"/>
                        </navigationController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "opentrace-ios: a navigation controller's class that no file ever declared, with nothing connected to it; the screen runs as a plain UINavigationController, so a warning",
                        project: ["Settings.swift": "import UIKit\nclass SettingsController: UIViewController {}\n"]),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Hc1-aa-001">
                    <scenes>
                        <scene sceneID="Hs1-aa-001">
                            <objects>
                                <viewController id="Hc1-aa-001" customClass="HomeController" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Hv1-aa-001"/>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="Ls1-aa-001">
                            <objects>
                                ↓<viewController storyboardIdentifier="LTAuth" id="Lc1-aa-001" customClass="LTAuthController" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Lv1-aa-001">
                                        <subviews>
                                            <button id="Lb1-aa-001"/>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="btnAuth" destination="Lb1-aa-001" id="Lo1-aa-001"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Flow.storyboard",
                        note: "green_ios's LTFlow.storyboard: a scene whose class was deleted, which no segue, initial arrow or Storyboard ID the code asks for reaches: a warning",
                        project: ["Home.swift": "import UIKit\nclass HomeController: UIViewController {\n    func next(_ storyboard: UIStoryboard) -> UIViewController { storyboard.instantiateViewController(withIdentifier: \"Settings\") }\n}\n"]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "green_ios's Wallet.storyboard: a leftover scene whose class was deleted; the app's own helper passes on Storyboard IDs, and no built file writes this one: nothing shows it, a warning",
                        project: ["Home.swift": OwnerExamples.storyboardHelper]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "the same scene, whose Storyboard ID a file passes to the helper: an error",
                        project: ["Home.swift": OwnerExamples.storyboardHelper
                                  + "func wallet() -> UIViewController? { UIViewController.instantiate(storyboard: \"Wallet\", identifier: \"WALLET\") }\n"]),
            RuleExample("""
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FundTestAccountController" customModuleProvider="target"/>
                """, note: "lumenshine's FundTestNetWalletViewController.xib: File's Owner names a class only a file no target compiles declares; the owner is what the code passes: an info",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/FundTest.swift": "import UIKit\nclass FundTestAccountController: UIViewController {}\n"]) { first, _ in first }),
        ],
        nonTriggering: [
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]),
            RuleExample(#"<view customClass="UIStackView" id="Ba1-aa-001"/>"#, note: "a framework class",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]),
            RuleExample(#"<view customClass="PlayerView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "declared in a file the app's target compiles",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")),
            RuleExample(UnknownCustomClassRule.attributedLabelCell, file: "Comment.xib",
                        note: "beam's CommentCell.xib: a label class from a git submodule that is not checked out",
                        project: UnknownCustomClassRule.commentCell.merging([".gitmodules": "[submodule \"TTTAttributedLabel\"]\n\tpath = TTTAttributedLabel\n\turl = https://example.com/TTTAttributedLabel.git\n"]) { first, _ in first }),
        ])

    /// A table scene, the storyboard's first, whose prototype cell `multireddit` has a class no
    /// file declares and an outlet the plain cell lacks.
    static let multiredditScene = """
        <scene sceneID="Ss1-aa-001">
            <objects>
                <tableViewController id="St1-aa-001" customClass="SubredditController" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="Sv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>
                            ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="multireddit" id="Sc1-aa-001" customClass="MultiredditTableViewCell" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <tableViewCellContentView key="contentView" id="Sk1-aa-001">
                                    <subviews>
                                        <label text="Multireddit" id="Sl1-aa-001"/>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="nameLabel" destination="Sl1-aa-001" id="So1-aa-001"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """

    /// The scene's controller, dequeuing `identifier`.
    static func subredditController(dequeuing identifier: String) -> [String: String] {
        ["Subreddit.swift": "import UIKit\nclass SubredditController: UITableViewController {\n    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n        tableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: indexPath)\n    }\n}\n"]
    }

    /// A cell whose label is a class no file in the tree declares, reached by a typed outlet.
    static let attributedLabelCell = """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CommentCell" id="Cc1-aa-001" customClass="CommentCell" customModuleProvider="target">
            <tableViewCellContentView key="contentView" id="Cv1-aa-001">
                <subviews>
                    <label text="Comment" id="Cl1-aa-001" customClass="TTTAttributedLabel"/>
                </subviews>
            </tableViewCellContentView>
            <connections>
                <outlet property="contentLabel" destination="Cl1-aa-001" id="Co1-aa-001"/>
            </connections>
        </tableViewCell>
        """
    static let commentCell = ["CommentCell.swift": "import UIKit\nimport TTTAttributedLabel\nclass CommentCell: UITableViewCell {\n    @IBOutlet var contentLabel: TTTAttributedLabel!\n}\nfunc register(_ table: UITableView) {\n    table.register(UINib(nibName: \"Comment\", bundle: nil), forCellReuseIdentifier: \"CommentCell\")\n}\n"]

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        var reach: SceneReach?
        for use in facts.customClasses {
            let element = use.element
            guard !element.isPlaceholder || element.isFilesOwner else { continue }
            let name = use.customClass
            if FrameworkClasses.isFrameworkClass(name) || project.sources.unreadNames.contains(name) { continue }
            let module = project.module(for: element, in: document)
            // Declared, but only in files no target compiles: not in the app (nor in
            // `project.classes`, which leaves those files out).
            if project.classes.lookup(name) == nil,
               let file = project.sources.types.first(where: { $0.kind == .classDeclaration && ($0.name == name || $0.objcName == name) })?.location.file,
               let owner = project.sources.sourcesBuiltByNoTarget[file] {
                if element.isFilesOwner {
                    // File's Owner is never made from the nib (lumenshine's renamed owner class).
                    findings.append(Finding(
                        element, "File's Owner's class '\(name)' is declared only in \(file), which no target of \(owner) compiles; the nib never makes its owner (the code passes it when loading), so nothing is logged, but its outlets and actions cannot be checked against the owner the code passes",
                        hint: "set File's Owner's class to the class that loads this nib", isAtMostInfo: true))
                    continue
                }
                let breakage = UnknownClassFallback.breakage(of: element, facts: facts, in: document, project: project)
                if reach == nil { reach = SceneReach(document, project: project) }
                let deadScene = reach?.explanation(for: element)
                findings.append(Finding(
                    element, "customClass '\(name)' is declared only in \(file), which no target of \(owner) compiles; \(document.platform == .macOS ? "AppKit" : "UIKit") logs \"Unknown class \(name) in Interface Builder file\" and makes a plain \(element.baseClassName ?? "object")"
                        + UnknownClassFallback.outcome(breakage, className: name) + (breakage != nil ? deadScene.map { ", " + $0 } ?? "" : ""),
                    hint: "add \(file.split(separator: "/").last.map(String.init) ?? file) to the target's Compile Sources, or rename the class in Interface Builder",
                    isAtMostWarning: breakage == nil || deadScene != nil))
                continue
            }
            if let module {
                // A module the sources do not cover is a dependency's: nothing to check against.
                guard project.sources.modules.contains(module) else { continue }
                if project.classes.lookup(name, module: module) != nil { continue }
            } else {
                if project.classes.lookup(name) != nil { continue }
                // A class without a module may come from a dependency nibcheck cannot see; not one
                // the nib says is its own target's (customModuleProvider="target").
                if project.sources.hasExternalDependencies, element.customModuleProvider != "target" { continue }
            }
            if element.isFilesOwner {
                // File's Owner is never made from the nib: the code passes the owner, whatever its
                // class, so the name is stale, not a crash.
                findings.append(Finding(
                    element, "File's Owner's class '\(name)' names no class declared in the sources\(module.map { " of module \($0)" } ?? ""); the nib never makes its owner (the code passes it when loading), so nothing is logged, but its outlets and actions cannot be checked against the owner the code passes",
                    hint: "set File's Owner's class to the class that loads this nib", isAtMostInfo: true))
                continue
            }
            let latent = project.nibLoads.owners(of: document).nothingLoads
            if reach == nil { reach = SceneReach(document, project: project) }
            let deadScene = latent ? nil : reach?.explanation(for: element)
            let breakage = UnknownClassFallback.breakage(of: element, facts: facts, in: document, project: project)
            findings.append(Finding(
                element, "customClass '\(name)' names no class declared in the sources\(module.map { " of module \($0)" } ?? ""); \(document.platform == .macOS ? "AppKit" : "UIKit") logs \"Unknown class \(name) in Interface Builder file\" and makes a plain \(element.baseClassName ?? "object")"
                    + UnknownClassFallback.outcome(breakage, className: name) + (latent ? ", " + SourceRuleSupport.nothingLoads : "")
                    + (breakage != nil ? deadScene.map { ", " + $0 } ?? "" : ""),
                hint: "rename the class in Interface Builder's identity inspector to one the code declares", isAtMostWarning: latent || deadScene != nil || breakage == nil))
        }
    }
}

/// The code of the File's Owner examples.
enum OwnerExamples {
    /// A storyboard whose second scene's class was deleted while its outlet stayed (green_ios).
    static let leftoverWalletScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="Ws1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="HomeController" id="Hc1-aa-001" customClass="HomeController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Ws2-aa-001">
                    <objects>
                        ↓<viewController storyboardIdentifier="WALLET" id="Wc1-aa-001" customClass="WalletController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Wv1-aa-001">
                                <subviews>
                                    <button id="Wb1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="actionsBg" destination="Wb1-aa-001" id="Wo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A storyboard whose first scene presents the second, PolicyController's, by a manual segue
    /// (with `segueIdentifier`, if any); the second has a Storyboard ID if `storyboardIdentifier`.
    static func policyScenes(segueIdentifier: String?, storyboardIdentifier: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Hc1-aa-001">
            <scenes>
                <scene sceneID="Hs1-aa-001">
                    <objects>
                        <viewController id="Hc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hv1-aa-001"/>
                            <connections>
                                <segue destination="Pc1-aa-001" kind="presentation"\(segueIdentifier.map { " identifier=\"\($0)\"" } ?? "") id="Hg1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Ps1-aa-001">
                    <objects>
                        <viewController \(storyboardIdentifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="Pc1-aa-001" customClass="PolicyController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pv1-aa-001">
                                <subviews>
                                    <button id="Pb1-aa-001">
                                        <connections>
                                            ↓<action selector="checkboxTapped:" destination="Pc1-aa-001" eventType="touchUpInside" id="Pa1-aa-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An app's own helper that passes a Storyboard ID on, and one call of it.
    static let storyboardHelper = """
        import UIKit
        class HomeController: UIViewController {}
        extension UIViewController {
            static func instantiate<K>(storyboard: String, identifier: String) -> K? {
                UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier) as? K
            }
        }
        func start() -> HomeController? { UIViewController.instantiate(storyboard: "Wallet", identifier: "HomeController") }

        """

    /// A view controller that loads `Example.xib` with itself as the owner, while the nib's File's
    /// Owner names SearchController: `outlet` is added to its body, `nibClassMember` to
    /// SearchController's.
    static func browser(outlet: String, nibClassMember: String = "") -> String {
        "import UIKit\nclass SearchController: UIViewController {\n" + nibClassMember + "}\n"
            + "class BrowserController: UIViewController {\n" + outlet
            + "    init() {\n        super.init(nibName: \"Example\", bundle: nil)\n    }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
    }

    /// An app that copies `Example.xib` and loads it with a ShareMainController as the owner,
    /// and a share extension whose own `ExampleController` (whose default nib would be named
    /// `Example`) lacks the nib's outlet: the extension's bundle holds no such nib.
    static let appAndExtension: [String: String] = [
        "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["ShareMain.swift"]),
                                                                      .init(name: "ShareSheet", sources: ["ShareExtension.swift"])]),
        "ShareMain.swift": "import UIKit\nclass ShareMainController: UIViewController {\n    @IBOutlet var shareTableView: UITableView!\n    init() {\n        super.init(nibName: \"Example\", bundle: nil)\n    }\n    required init?(coder: NSCoder) { fatalError() }\n}\n",
        "ShareExtension.swift": "import UIKit\nclass ExampleController: UIViewController {}\n",
    ]

    /// A protocol extension that loads a nib named by a computed name, with `self` as the owner.
    static let designable = """
        import UIKit
        class ReceiveView: UIView {}
        protocol XibDesignable { var nibName: String { get } }
        extension XibDesignable where Self: UIView {
            var nibName: String { String(describing: type(of: self)) }
            func loadXib() { _ = Bundle.main.loadNibNamed(nibName, owner: self, options: nil) }
        }
        """
}

/// `undeclared-outlet`: Every outlet a nib connects is declared by the object's class.
public struct UndeclaredOutletRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "undeclared-outlet", severity: .error,
        summary: "Every outlet a nib connects is declared by the object's class",
        explanation: """
            Connecting an outlet sets a property by key-value coding. When the class (and its \
            superclasses in the sources) has no property of that name, loading the nib crashes: \
            "this class is not key value coding-compliant for the key titleLabel". It happens when a \
            property is renamed in code and not in the nib. Where the chain reaches Apple's classes, \
            their own outlets count, from the table of the nib's platform (iOS with Mac Catalyst, \
            tvOS, macOS): tableView is UITableViewController's, preferredFocusedView a tvOS view \
            controller's. A chain that leaves the sources for a superclass nibcheck cannot see, or \
            reaches a framework class no table describes, makes the rule stand down, as does a \
            class that overrides setValue(_:forUndefinedKey:). \
            File's Owner is the object the code passes when it loads the nib \
            (loadNibNamed(_:owner:options:), UINib's instantiate(withOwner:), a view controller \
            made with the nib), whatever class the nib names: its connections are checked against \
            the classes the code passes, and not at all where a load that may be this nib passes \
            an owner nibcheck cannot place. A nib registered for cells or views is made with no \
            owner, and one nothing in the project loads cannot break yet: both are warnings. So is \
            an outlet to another scene's object in a storyboard: each scene compiles to a nib of \
            its own, so the connection cannot reach that object. On macOS, AppKit sets an outlet \
            only where the object has a setter or instance variable of its name and skips the \
            others without a word: a warning, for an outlet that stays nil.
            """,
        triggering: [
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="Ms1-aa-001">
                            <objects>
                                <viewController id="Mc1-aa-001" customClass="UpdaterController" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="Mv1-aa-001">
                                        <subviews>
                                            <textField id="Mt1-aa-001"/>
                                        </subviews>
                                    </view>
                                    <connections>
                                        ↓<outlet property="foo" destination="Mt1-aa-001" id="Mo1-aa-001"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Updater.storyboard",
                        note: "dolphin-ios's MacUpdater Main.storyboard: on macOS, AppKit skips an outlet the class cannot take, without a word: a warning",
                        project: ["Updater.swift": "import Cocoa\nclass UpdaterController: NSViewController {}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <label text="New" id="Bl1-aa-001"/>
                    </subviews>
                    <connections>
                        ↓<outlet property="titelLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="tableView" destination="Lt1-aa-001" id="Lo1-aa-001"/>
                        <outlet property="view" destination="Lt1-aa-001" id="Lo2-aa-001"/>
                    </connections>
                </placeholder>
                <tableView style="plain" id="Lt1-aa-001"/>
                """, note: "a UIViewController has no tableView of its own (the property was renamed to listView)",
                        project: ["List.swift": "import UIKit\nclass ListController: UIViewController {\n    @IBOutlet var listView: UITableView!\n}\n"]),
            RuleExample("""
                <tableViewCell customClass="BookCell" customModuleProvider="target" id="Bc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Bv1-aa-001">
                        <subviews>
                            <label text="Title" id="Bl1-aa-001"/>
                            <label text="Author" id="Bl2-aa-001"/>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                        ↓<outlet property="authorLabel" destination="Bl2-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </tableViewCell>
                """, note: "NibKit sets only the outlets a class lists in outlets: authorLabel is a property, not listed",
                        project: ["BookCell.swift": "import NibKit\nfinal class BookCell: TableViewCell {\n    var titleLabel: Label!\n    var authorLabel: Label!\n    override class var outlets: [Outlet] {\n        super.outlets + [Outlet(\"titleLabel\", \\BookCell.titleLabel)]\n    }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SearchController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="searchBoxView" destination="Sv1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Sv1-aa-001"/>
                """, note: "the owner is the object the code passes: a BrowserController, which has no searchBoxView (SearchController's)",
                        project: ["Browser.swift": OwnerExamples.browser(outlet: "", nibClassMember: "    @IBOutlet var searchBoxView: UIView!\n")]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AlertController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="okBtn" destination="Ab1-aa-001" id="Ao1-aa-001"/>
                    </connections>
                </placeholder>
                <button id="Ab1-aa-001"/>
                """, file: "AlertController_iPad.xib",
                        note: "seafile's SeafMkLibAlertController_iPad.xib: the view controller is made with init(), which loads the nib named after its class; nothing loads this one, so a warning",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {}\nfunc showAlert() -> UIViewController { AlertController() }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AlertController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="okBtn" destination="Ab1-aa-001" id="Ao1-aa-001"/>
                    </connections>
                </placeholder>
                <button id="Ab1-aa-001"/>
                """, file: "AlertController.xib",
                        note: "the view controller makes its own view in loadView(), so UIKit never loads the nib named after its class; nothing loads this one, so a warning",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {\n    override func loadView() { view = UIView() }\n}\nfunc showAlert() -> UIViewController { AlertController() }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample("""
                <tableViewCell customClass="BookCell" customModuleProvider="target" reuseIdentifier="BookCell" id="Bc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Bv1-aa-001">
                        <subviews>
                            <label text="Title" id="Bl1-aa-001"/>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        ↓<outlet property="titelLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </tableViewCell>
                """, file: "Book Cell.xib",
                        note: "R.swift's generated R.nib.bookCell names this nib, so registering it loads it: an error",
                        project: ["Shelf.swift": "import UIKit\nclass BookCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n}\nfunc setUp(_ tableView: UITableView) {\n    tableView.register(R.nib.bookCell)\n}\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample("""
                <tableViewCell customClass="BookCell" customModuleProvider="target" reuseIdentifier="BookCell" id="Bc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Bv1-aa-001">
                        <subviews>
                            <label text="Title" id="Bl1-aa-001"/>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        ↓<outlet property="titelLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </tableViewCell>
                """, file: "Book Cell Old.xib",
                        note: "R.swift's R.nib.bookCell is Book Cell.xib, not this leftover, which nothing loads, so a warning",
                        project: ["Shelf.swift": "import UIKit\nclass BookCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n}\nfunc setUp(_ tableView: UITableView) {\n    tableView.register(R.nib.bookCell)\n}\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n",
                                  "Book Cell.xib": RuleExample.xib(objects: "")]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv1-aa-001">
                                <subviews>
                                    <button id="Bt1-aa-001"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewController id="Vc2-aa-001" customClass="OnboardingTextController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv2-aa-001"/>
                            <connections>
                                ↓<outlet property="actionButton" destination="Bt1-aa-001" id="Oa2-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Onboarding.storyboard",
                        note: "LN-Zap's Onboarding.storyboard: an outlet to another scene's button; the connection cannot cross scenes, so nothing crashes: a warning",
                        project: ["Onboarding.swift": "import UIKit\nclass OnboardingTextController: UIViewController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignUpViewController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="welcomeLabel" destination="Sl1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <label text="Welcome" id="Sl1-aa-001"/>
                """, file: "SignUpViewController.xib",
                        note: "Lockdown-iOS's SignUpViewController.xib: a view controller class emptied and no longer made anywhere, so nothing loads its nib: a warning",
                        project: ["SignUp.swift": "import UIKit\nfinal class SignUpViewController: UIViewController {\n}\n",
                                  "Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {\n    func banner() -> UINib { UINib(nibName: \"Banner\", bundle: nil) }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignUpViewController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="welcomeLabel" destination="Sl1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <label text="Welcome" id="Sl1-aa-001"/>
                """, file: "SignUpViewController.xib",
                        note: "the same view controller made with init(), which loads the nib named after its class: an error",
                        project: ["SignUp.swift": "import UIKit\nfinal class SignUpViewController: UIViewController {\n}\n",
                                  "Home.swift": "import UIKit\nfinal class HomeViewController: UIViewController {\n    func signUp() { present(SignUpViewController(), animated: true) }\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SearchController" customModuleProvider="target">
                    <connections>
                        <outlet property="searchBoxView" destination="Sv1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Sv1-aa-001"/>
                """, note: "MixinNetwork's Web3BrowserView.xib: File's Owner names another class than the view controller that loads the nib with itself as the owner",
                        project: ["Browser.swift": OwnerExamples.browser(outlet: "    @IBOutlet var searchBoxView: UIView!\n")]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShareMainController" customModuleProvider="target">
                    <connections>
                        <outlet property="shareTableView" destination="St1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <tableView id="St1-aa-001"/>
                """, note: "owncloud's ShareViewController.xib: the app copies the nib; the view controller named like it is the share extension's, whose bundle has no such nib",
                        project: OwnerExamples.appAndExtension),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PinView" customModuleProvider="target">
                    <connections>
                        <outletCollection property="pinViews" destination="Pv1-aa-001" collectionClass="NSMutableArray" id="Po1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Pv1-aa-001"/>
                """, file: "PinView.xib",
                        note: "muun's PinView.xib: a Swift PinViewController made with init() beside it does not load it (its module-qualified name does not find PinView.nib), as the shipped app shows",
                        project: ["Pin.swift": """
                            import UIKit
                            class BaseView: UIView {
                                func instantiateFromNib() {
                                    let className = String(describing: type(of: self))
                                    _ = Bundle.main.loadNibNamed(className, owner: self, options: nil)
                                }
                            }
                            class PinView: BaseView {
                                @IBOutlet var pinViews: [UIView]!
                            }
                            class PinViewController: UIViewController {}
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ReceiveView" customModuleProvider="target">
                    <connections>
                        <outlet property="titleLabel" destination="Rl1-aa-001" id="Ro1-aa-001"/>
                    </connections>
                </placeholder>
                <label text="Title" id="Rl1-aa-001"/>
                """, note: "MixinNetwork's XibDesignable: a protocol extension loads a nib by a name it computes, with self as the owner: the owner's class cannot be known",
                        project: ["Designable.swift": OwnerExamples.designable]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="NoGroupsButton" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "key-value coding capitalizes the key's first letter: the outlet sets noGroupsButton",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var noGroupsButton: UIButton!\n}\n"]),
            RuleExample("""
                <tableViewCell customClass="BookCell" customModuleProvider="target" id="Bc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Bv1-aa-001">
                        <subviews>
                            <label text="Title" id="Bl1-aa-001"/>
                            <label text="Author" id="Bl2-aa-001"/>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                        <outlet property="author" destination="Bl2-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </tableViewCell>
                """, note: "NibKit's outlets list: the key names the outlet, the key path the property it sets",
                        project: ["BookCell.swift": "import NibKit\nfinal class BookCell: TableViewCell {\n    var titleLabel: Label!\n    var authorLabel: Label!\n    override class var outlets: [Outlet] {\n        super.outlets + [\n            Outlet(\"titleLabel\", \\BookCell.titleLabel),\n            Outlet(\"author\", \\BookCell.authorLabel),\n        ]\n    }\n}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <label text="New" id="Bl1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <label text="New" id="Bl1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titelLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "a superclass the sources do not hold may declare it",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: ThirdPartyView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                    <device id="appleTV" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsController" customModuleProvider="target">
                            <connections>
                                <outlet property="preferredFocusedView" destination="Sb1-aa-001" id="So1-aa-001"/>
                                <outlet property="view" destination="Sv1-aa-001" id="So2-aa-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Sv1-aa-001">
                            <subviews>
                                <button id="Sb1-aa-001"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """, note: "vlc-ios's tvOS nibs: a tvOS view controller's own focus outlet",
                        project: ["Settings.swift": "import UIKit\nclass SettingsController: UIViewController {}\n"]),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                    <device id="appleTV" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheatsController" customModuleProvider="target">
                            <connections>
                                <outlet property="tabBarObservedScrollView" destination="St1-aa-001" id="So1-aa-001"/>
                                <outlet property="view" destination="Sv1-aa-001" id="So2-aa-001"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="Sv1-aa-001">
                            <subviews>
                                <tableView id="St1-aa-001"/>
                            </subviews>
                        </view>
                    </objects>
                </document>
                """, note: "Provenance's tvOS storyboards: the scroll view a tvOS tab bar follows, a tvOS view controller's own outlet",
                        project: ["Cheats.swift": "import UIKit\nclass CheatsController: UIViewController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListController" customModuleProvider="target">
                    <connections>
                        <outlet property="tableView" destination="Lt1-aa-001" id="Lo1-aa-001"/>
                        <outlet property="view" destination="Lt1-aa-001" id="Lo2-aa-001"/>
                    </connections>
                </placeholder>
                <tableView style="plain" id="Lt1-aa-001"/>
                """, note: "UITableViewController's own tableView outlet",
                        project: ["List.swift": "import UIKit\nclass ListController: UITableViewController {}\n"]),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        let owners = project.nibLoads.owners(of: document)
        var reach: SceneReach?
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (sourceInfo, sourceChain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document),
                  let (checked, noOwner) = SourceRuleSupport.checkedClasses(of: source, info: sourceInfo, chain: sourceChain,
                                                                           owners: owners, project: project) else { continue }
            for (info, chain, passedAt) in checked where chain.isComplete && !chain.acceptsAnyKey {
                for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                    guard let key = connection.property, chain.property(key) == nil else { continue }
                    let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
                    if chain.method(setter) != nil { continue }
                    if !chain.framework.isEmpty,
                       FrameworkMembers.hasOutlet(key, chain: chain.framework, platform: document.platform) != false { continue }
                    let object = passedAt.map { "File's Owner, which the code passes as a \(info.name) (\($0)); \(info.name)" } ?? info.name + ","
                    // A storyboard compiles each scene to a nib of its own: an outlet to another
                    // scene's object cannot be set at run time.
                    let destinationScene = connection.destination.flatMap { document.element(withID: $0) }.flatMap(SourceRuleSupport.scene(of:))
                    let crossScene = destinationScene != nil && destinationScene != SourceRuleSupport.scene(of: source)
                    if reach == nil { reach = SceneReach(document, project: project) }
                    let deadScene = reach?.explanation(for: source)
                    // AppKit sets an outlet only where the object has a setter or an instance
                    // variable of its name (NSNibOutletConnector), and skips it without a word
                    // otherwise: the outlet stays nil (dolphin-ios's MacUpdater).
                    let appKit = document.platform == .macOS
                    let outcome: String
                    if appKit {
                        outcome = "AppKit connects an outlet only where the object has a setter or instance variable of that name, so loading leaves it unset without a word (it does not crash)"
                    } else if crossScene {
                        outcome = "but its destination is in another scene, and each scene is a nib of its own, so the connection cannot reach it"
                    } else if let deadScene {
                        outcome = "loading would crash (\"this class is not key value coding-compliant for the key \(key)\"), " + deadScene
                    } else if noOwner {
                        outcome = "but the code loads this nib with no owner (a registered cell or view nib, or owner: nil), so File's Owner's outlets are never set and nothing crashes"
                    } else if owners.nothingLoads {
                        outcome = "loading would crash (\"this class is not key value coding-compliant for the key \(key)\"), " + SourceRuleSupport.nothingLoads
                    } else {
                        outcome = "loading crashes: \"this class is not key value coding-compliant for the key \(key)\""
                    }
                    findings.append(Finding(
                        connection.element, "outlet '\(key)' is connected on \(object) which declares no '\(key)' (declared at \(info.location)); \(outcome)",
                        hint: chain.isNibKit
                            ? "list it in \(info.name)'s outlets (Outlet(\"\(key)\", \\\(info.name).\(key))), or reconnect the outlet to the property that replaced it"
                            : "add @IBOutlet var \(key) to \(info.name), or reconnect the outlet to the property that replaced it",
                        isAtMostWarning: noOwner || owners.nothingLoads || crossScene || deadScene != nil || appKit))
                }
            }
        }
    }
}

/// `outlet-type-mismatch`: An outlet's declared type is the destination's class or a superclass.
public struct OutletTypeMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "outlet-type-mismatch", severity: .warning,
        summary: "An outlet's declared type is the destination's class or a superclass",
        explanation: """
            Key-value coding sets an outlet whatever its type; the mismatch shows later, as a crash \
            when the code calls a UILabel method on the UIButton the nib connected. The destination's \
            class is its customClass (with its chain in the sources) or the class Interface Builder's \
            element stands for. Types the rule cannot place (protocols, typealiases, generics, \
            classes outside the sources) make it stand down. A warning: nibcheck does not follow which \
            members the code calls, and a call the connected class also answers does not crash.
            """,
        triggering: [
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        ↓<outlet property="titleLabel" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Lv1-aa-001" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lw1-aa-001">
                                <subviews>
                                    <collectionView dataMode="none" id="Lc1-aa-001">
                                        <collectionViewFlowLayout key="collectionViewLayout" id="Lf1-aa-001"/>
                                    </collectionView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="collectionView" destination="Lc1-aa-001" id="Lo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Sources/Library/Library.storyboard",
                        note: "NibKit's own repository, whose sample app is a target of its package: NibKit's CollectionView, read from its sources, is UIKit's UICollectionView",
                        project: ["Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"NibKit\", targets: [.target(name: \"NibKit\"), .target(name: \"Library\", dependencies: [\"NibKit\"])])\n",
                                  "Sources/NibKit/CollectionView.swift": "open class View {}\nopen class ScrollView: View {}\nopen class CollectionView: ScrollView {}\nopen class ViewController {}\n",
                                  "Sources/Library/Library.swift": "import NibKit\nfinal class LibraryViewController: ViewController {\n    var collectionView: CollectionView!\n    override class var outlets: [Outlet] {\n        super.outlets + [Outlet(\"collectionView\", \\LibraryViewController.collectionView)]\n    }\n}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "a superclass of UIButton",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UIView!\n}\n"]),
            RuleExample("""
                <view customClass="EmptyView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button customClass="WMFAlignedImageButton" id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="button" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "wikipedia-ios WMFEmptyView.xib: the nib names the @objc(Name) runtime name, the outlet the Swift name",
                        project: ["Empty.swift": "import UIKit\n@objc(WMFAlignedImageButton) class AlignedImageButton: UIButton {}\nclass EmptyView: UIView {\n    @IBOutlet var button: AlignedImageButton!\n}\n"]),
            RuleExample("""
                <view customClass="MovieView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <view customClass="VLCPulsingConeView" id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="cone" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "vlc-ios VLCFullscreenMovieTVViewController.xib: the outlet is typed with the runtime name",
                        project: ["Movie.swift": "import UIKit\n@objc(VLCPulsingConeView) class PulsingConeView: UIView {}\nclass MovieView: UIView {\n    @IBOutlet var cone: VLCPulsingConeView!\n}\n"]),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (info, chain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document) else { continue }
            for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let key = connection.property, let property = chain.property(key), property.isOutlet,
                      var type = property.typeName,
                      let destinationID = connection.destination, let destination = document.element(withID: destinationID) else { continue }
                if connection.kind == .outletCollection {
                    guard type.hasPrefix("["), type.hasSuffix("]") else { continue }
                    type = String(type.dropFirst().dropLast())
                } else if type.hasPrefix("[") {
                    continue
                }
                if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
                if ["Any", "AnyObject", "NSObject", "id"].contains(type) { continue }
                // NibKit's `Label` is UIKit's UILabel, unless the sources declare a Label (other
                // than NibKit's own, read when linting NibKit's repository).
                if chain.isNibKit, project.classes.lookup(type).map({ project.classes.isNibKitStandIn($0) }) ?? true,
                   FrameworkClasses.superclass["UI" + type] != nil { type = "UI" + type }
                // The declared type must be a class the rule can place.
                guard project.classes.lookup(type) != nil || FrameworkClasses.superclass[type] != nil else { continue }
                // The destination's chain, complete up to the framework root.
                let destinationChain: ClassIndex.Chain?
                if let custom = destination.customClass {
                    if let info = project.resolve(custom, for: destination, in: document) {
                        destinationChain = project.classes.chain(from: info)
                    } else {
                        destinationChain = project.classes.chain(named: custom, module: project.module(for: destination, in: document))
                    }
                } else if let base = destination.baseClassName {
                    destinationChain = project.classes.chain(named: base, module: nil)
                } else {
                    destinationChain = nil
                }
                guard let destinationChain, destinationChain.isComplete,
                      destinationChain.framework.last == "NSObject" || destinationChain.classes.last?.superclass == nil else { continue }
                // A class answers to its Swift name and to its `@objc(Name)` runtime name.
                let declared = project.classes.lookup(type)
                guard !destinationChain.names.contains(type),
                      !destinationChain.classes.contains(where: { $0.objcName == type || $0.name == declared?.name }) else { continue }
                let destinationName = destination.customClass ?? destination.baseClassName ?? destination.name
                findings.append(Finding(
                    connection.element, "outlet '\(key)' of \(info.name) is declared as \(type) (\(property.location)) but connected to a \(destinationName)",
                    hint: "connect it to a \(type), or change the declared type to \(destinationName) or one of its superclasses"))
            }
        }
    }
}

/// `undeclared-action`: Every action's selector is a method of its target's class.
public struct UndeclaredActionRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "undeclared-action", severity: .error,
        summary: "Every action's selector is a method of its target's class",
        explanation: """
            A control sends its action's selector to the target: File's Owner or a custom-classed \
            object. When no class in the target's chain has a method with that selector (an \
            @IBAction or @objc method, named as the compiler names it: tapped(_:) is tapped:, \
            tapped(sender:) is tappedWithSender:), the tap crashes with "unrecognized selector sent \
            to instance". Apple's classes answer their own actions, from the table of the nib's \
            platform: popViewControllerAnimated: is a navigation controller's, copy: any \
            responder's. Actions sent to First Responder are not checked; a chain that leaves the \
            sources, or reaches an AppKit responder (which answers hundreds of standard actions), \
            makes the rule stand down. \
            File's Owner is the object the code passes when it loads the nib \
            (loadNibNamed(_:owner:options:), UINib's instantiate(withOwner:), a view controller \
            made with the nib), whatever class the nib names: its connections are checked against \
            the classes the code passes, and not at all where a load that may be this nib passes \
            an owner nibcheck cannot place. A nib registered for cells or views is made with no \
            owner, and one nothing in the project loads cannot break yet: both are warnings. So is an \
            action whose target is another scene's object in a storyboard: each scene compiles to a \
            nib of its own, so the connection cannot reach that object and the action is lost. \
            A control the nib hides (itself or a view it sits in) where no outlet or tag lets the \
            code show it is never seen, and a text field never sends Value Changed: neither action \
            is ever sent, so both are warnings too. A control of a class the project does not \
            declare (a dependency's) sends an event other than the touch events UIControl sends \
            (Value Changed, the editing events, Primary Action Triggered) only if its own code \
            does, which nibcheck cannot see: a warning. A project in Swift 2 (SWIFT_VERSION 2.x, or \
            none and Xcode 7's LastSwiftUpdateCheck) names selectors as Swift 2 did, without the \
            first argument label: tapped(sender:) is tapped:.
            """,
        triggering: [
            RuleExample(UndeclaredActionRule.switchToOwner(marked: true), note: "the same project migrated to Swift 3 (SWIFT_VERSION 3.0), where switchAction(sender:) is switchActionWithSender:",
                        project: UndeclaredActionRule.swift2Project.merging([
                            "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj(
                                [.init(name: "App", resources: ["Example.xib"], sources: ["Badge.swift"])],
                                attributes: "LastSwiftUpdateCheck = 0730; LastUpgradeCheck = 0730;", buildSettings: "SWIFT_VERSION = 3.0;"),
                        ]) { _, migrated in migrated }),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        ↓<action selector="tapped:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, note: "tapped(sender:) is tappedWithSender:",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func tapped(sender: Any) {}\n}\n"]),

            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        ↓<action selector="popViewControllerAnimated:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, note: "a navigation controller's action, sent to a view controller",
                        project: ["Detail.swift": "import UIKit\nclass DetailController: UIViewController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IntroController" customModuleProvider="target"/>
                <view contentMode="scaleToFill" id="Vw1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="276"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Tg1-aa-001" appends="YES" id="Oc1-aa-001"/>
                    </connections>
                </view>
                <tapGestureRecognizer id="Tg1-aa-001">
                    <connections>
                        ↓<action selector="playVideo" destination="-1" id="Ta1-aa-001"/>
                    </connections>
                </tapGestureRecognizer>
                """, note: "a tap recognizer a view holds, whose tap is sent",
                        project: ["Intro.swift": "import UIKit\nclass IntroController: UIViewController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        ↓<action selector="markAsRead:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, note: "NibKit sends only the actions a class lists in actions (the list names markRead:)",
                        project: ["Detail.swift": "import NibKit\nfinal class DetailController: ViewController {\n    override class var actions: [ActionMethod] {\n        super.actions + [ActionMethod(\"markRead:\", DetailController.markAsRead)]\n    }\n    func markAsRead(_ sender: Button) {}\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PickerController" customModuleProvider="target"/>
                <tableViewCell contentMode="scaleToFill" customClass="ActionCell" customModuleProvider="target" id="Pc1-aa-001">
                    <tableViewCellContentView key="contentView" id="Pv1-aa-001">
                        <subviews>
                            <button id="Pb1-aa-001">
                                <connections>
                                    ↓<action selector="resetOptions:" destination="-1" eventType="touchUpInside" id="Pa1-aa-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """, note: "MixinNetwork's Web3ReputationPickerActionCell.xib: a cell nib registered with no owner, so the action's target is nil and it goes up the responder chain: a warning",
                        project: ["Picker.swift": "import UIKit\nclass ActionCell: UITableViewCell {}\nclass PickerController: UITableViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.register(UINib(nibName: \"Example\", bundle: nil), forCellReuseIdentifier: \"action\")\n    }\n}\n"]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" customClass="UploadController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv2-aa-001">
                                <subviews>
                                    <button id="Bt2-aa-001">
                                        <connections>
                                            ↓<action selector="submit:" destination="Vc1-aa-001" eventType="touchUpInside" id="Ba2-aa-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Upload.storyboard",
                        note: "opentrace-ios's UploadData.storyboard: a button whose action targets another scene's view controller; the connection cannot cross scenes, so nothing crashes: a warning",
                        project: ["Upload.swift": "import UIKit\nclass UploadController: UIViewController {}\n"]),
            RuleExample(OwnerExamples.policyScenes(segueIdentifier: nil, storyboardIdentifier: "vpnPolicy"), file: "Main.storyboard",
                        note: "Lockdown-iOS's Main.storyboard: a scene reached only by a manual segue without an identifier, whose Storyboard ID no code asks for; nothing shows it: a warning",
                        project: ["Policy.swift": "import UIKit\nclass PolicyController: UIViewController {}\nfunc open(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"firewallPolicy\")\n}\n"]),
            RuleExample(OwnerExamples.policyScenes(segueIdentifier: "showPolicy", storyboardIdentifier: nil), file: "Main.storyboard",
                        note: "the same scene reached by a manual segue the code performs: an error",
                        project: ["Policy.swift": "import UIKit\nclass PolicyController: UIViewController {}\nclass HomeController: UIViewController {\n    func showPolicy() { performSegue(withIdentifier: \"showPolicy\", sender: nil) }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AmountController" customModuleProvider="target"/>
                <textField id="Tf1-aa-001">
                    <connections>
                        ↓<action selector="amountChanged:" destination="-1" eventType="valueChanged" id="Ta1-aa-001"/>
                    </connections>
                </textField>
                """, note: "green_ios's SendFlow.storyboard: a text field's Value Changed, which a text field never sends: a warning",
                        project: ["Amount.swift": "import UIKit\nclass AmountController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController" customModuleProvider="target"/>
                <view id="Gs1-aa-001" customClass="GIDSignInButton">
                    <connections>
                        ↓<action selector="googlePressed:" destination="-1" eventType="valueChanged" id="Ga1-aa-001"/>
                    </connections>
                </view>
                """, note: "iNaturalist's Onboarding.storyboard: Value Changed from a dependency's control (GoogleSignIn's GIDSignInButton), which sends it only if its own code does: a warning",
                        project: ["Login.swift": "import UIKit\nclass LoginController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample(UndeclaredActionRule.buttonInRow(hidden: true), note: "green_ios's HelpCenter.storyboard: a button in a row the nib hides, which no outlet or tag reaches; nothing shows it, so the action is never sent: a warning",
                        project: UndeclaredActionRule.contactController),
            RuleExample(UndeclaredActionRule.buttonInRow(hidden: false), note: "the same button in a row that shows: an error",
                        project: UndeclaredActionRule.contactController),
        ],
        nonTriggering: [
            RuleExample(UndeclaredActionRule.switchToOwner(marked: false), note: "PixPic's SwitchView.xib and Yep's storyboards: a Swift 2 project, where switchAction(sender:) is switchAction:",
                        project: UndeclaredActionRule.swift2Project),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" customClass="DetailController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv1-aa-001">
                                <subviews>
                                    <button id="Bt1-aa-001">
                                        <connections>
                                            <action selector="changeSeason:" destination="Vc1-aa-001" eventType="touchUpInside" id="Ba1-aa-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        note: "PopcornTimeTV's iOS.storyboard: the code gives the controller the storyboard made a subclass with object_setClass, and the subclass has the action",
                        project: ["Detail.swift": """
                            import UIKit
                            class DetailController: UIViewController {}
                            class ShowDetailController: DetailController {
                                @IBAction func changeSeason(_ sender: UIButton) {}
                            }
                            func show(_ storyboard: UIStoryboard) -> UIViewController {
                                let controller = storyboard.instantiateViewController(withIdentifier: "Detail")
                                object_setClass(controller, ShowDetailController.self)
                                return controller
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SearchController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        <action selector="cancelSearching:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, note: "MixinNetwork's Web3BrowserView.xib: the action goes to the view controller that loads the nib with itself as the owner",
                        project: ["Browser.swift": OwnerExamples.browser(outlet: "    @IBAction func cancelSearching(_ sender: Any) {}\n")]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        <action selector="tapped:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func tapped(_ sender: Any) {}\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        <action selector="markAsRead:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                    </connections>
                </button>
                """, note: "NibKit's actions list names the selector",
                        project: ["Detail.swift": "import NibKit\nfinal class DetailController: ViewController {\n    override class var actions: [ActionMethod] {\n        super.actions + [ActionMethod(\"markAsRead:\", DetailController.markAsRead)]\n    }\n    func markAsRead(_ sender: Button) {}\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        <action selector="loginButtonTappedWithSender:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                        <action selector="tapEForEvent:" destination="-1" eventType="touchDown" id="Ba2-aa-001"/>
                    </connections>
                </button>
                """, note: "wikipedia-ios's login storyboards: a first label that is a preposition, or starts with With, is not doubled",
                        project: ["Login.swift": "import UIKit\nclass LoginController: UIViewController {\n    @IBAction func loginButtonTapped(withSender sender: UIButton) {}\n    @IBAction func tapE(forEvent event: UIEvent) {}\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FlowController" customModuleProvider="target"/>
                <button id="Bb1-aa-001">
                    <connections>
                        <action selector="popViewControllerAnimated:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                        <action selector="copy:" destination="-1" eventType="touchDown" id="Ba2-aa-001"/>
                    </connections>
                </button>
                """, note: "UINavigationController's own action, and a standard edit action every responder takes",
                        project: ["Flow.swift": "import UIKit\nclass FlowController: UINavigationController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IntroController" customModuleProvider="target"/>
                <view contentMode="scaleToFill" id="Vw1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="276"/>
                </view>
                <tapGestureRecognizer id="Tg1-aa-001">
                    <connections>
                        <action selector="playVideo" destination="-1" id="Ta1-aa-001"/>
                    </connections>
                </tapGestureRecognizer>
                """, note: "duckduckgo-ios's Onboarding.storyboard: a gesture recognizer that no view holds and no outlet reaches never recognizes, so its action is never sent",
                        project: ["Intro.swift": "import UIKit\nclass IntroController: UIViewController {}\n"]),
        ])

    /// A switch whose Value Changed action `switchAction:` goes to File's Owner, a BadgeController;
    /// the action marked as the finding when `marked`.
    static func switchToOwner(marked: Bool) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController" customModuleProvider="target"/>
        <switch id="Sw1-aa-001">
            <connections>
                \(marked ? "↓" : "")<action selector="switchAction:" destination="-1" eventType="valueChanged" id="Sa1-aa-001"/>
            </connections>
        </switch>
        """
    }

    /// A project Xcode 7 last checked, with no SWIFT_VERSION: Swift 2. It copies `Example.xib`
    /// and compiles `Badge.swift`, whose action takes `sender` with Swift 2's unlabelled first
    /// argument.
    static let swift2Project: [String: String] = [
        "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["Badge.swift"])],
                                                                     attributes: "LastSwiftUpdateCheck = 0730; LastUpgradeCheck = 0730;"),
        "Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func switchAction(sender: UISwitch) {}\n}\nfunc show() -> UIViewController { BadgeController(nibName: \"Example\", bundle: nil) }\n",
    ]

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        let owners = project.nibLoads.owners(of: document)
        var reach: SceneReach?
        var reachedIDs: Set<String>?
        for action in document.elements(named: "action") {
            guard let selector = action[attribute: "selector"],
                  let targetID = action[attribute: "destination"] ?? action[attribute: "target"],
                  let target = document.element(withID: targetID),
                  let (targetInfo, targetChain) = SourceRuleSupport.checkedClass(of: target, project: project, document: document),
                  let (checked, noOwner) = SourceRuleSupport.checkedClasses(of: target, info: targetInfo, chain: targetChain,
                                                                           owners: owners, project: project) else { continue }
            for (info, chain, passedAt) in checked where chain.isComplete && chain.method(selector) == nil
                && !(project.sources.namesSelectorsAsSwift2 && chain.swift2Method(selector) != nil) {
                if !chain.framework.isEmpty,
                   FrameworkMembers.hasAction(selector, chain: chain.framework, platform: document.platform) != false { continue }
                // A gesture recognizer sends its action only once a view holds it; one that no view
                // lists in its `gestureRecognizers` and no outlet reaches (for code to add) never does.
                if let sender = action.parent?.parent, Self.isGestureRecognizer(sender) {
                    let reached = reachedIDs ?? facts.outletDestinations
                    reachedIDs = reached
                    if let id = sender.id, !reached.contains(id) { continue }
                }
                let receiver = passedAt.map { "File's Owner, which the code passes as a \(info.name) (\($0)); \(info.name)" } ?? info.name + ","
                // A storyboard compiles each scene to a nib of its own: a connection whose target
                // is another scene's object cannot reach that object at run time.
                let crossScene = SourceRuleSupport.scene(of: action) != nil && SourceRuleSupport.scene(of: action) != SourceRuleSupport.scene(of: target)
                if reach == nil { reach = SceneReach(document, project: project) }
                let deadScene = reach?.explanation(for: action)
                // A text field never sends Value Changed (it sends Editing Changed): the action is
                // never sent (green_ios's amount field).
                let neverSent = action[attribute: "eventType"] == "valueChanged" && action.parent?.parent?.name == "textField"
                // A control of a class the project does not declare (a dependency's: GoogleSignIn's
                // GIDSignInButton) sends an event beyond UIControl's own touch events only if its
                // code does, which nibcheck cannot see (iNaturalist's Value Changed).
                let dependencySender = action.parent?.parent.flatMap { sender -> String? in
                    guard sender.name == "view" || sender.name == "control", let name = sender.customClass,
                          let event = action[attribute: "eventType"], !Self.touchEvents.contains(event),
                          project.resolve(sender, in: document) == nil else { return nil }
                    return name
                }
                let reached = reachedIDs ?? facts.outletDestinations
                reachedIDs = reached
                let unseen = action.parent?.parent.flatMap { SourceRuleSupport.hiddenForGood($0, reached: reached) }
                let outcome: String
                if neverSent {
                    outcome = "but a text field never sends Value Changed (it sends Editing Changed), so the action never fires"
                } else if let dependencySender {
                    outcome = "but the control is a \(dependencySender), a class this project does not declare, and only its own code sends \(action[attribute: "eventType"] ?? "that event") (UIControl sends the touch events), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let unseen {
                    outcome = "but the control is inside \(unseen.name) \(unseen.id ?? "") (line \(unseen.line)), which the nib hides and no outlet or tag lets the code show, so the action is never sent"
                } else if crossScene {
                    outcome = "but the target is in another scene, and each scene is a nib of its own, so the connection cannot reach it: the control's action is lost, not sent"
                } else if let deadScene {
                    outcome = "the event would crash (\"unrecognized selector sent to instance\"), " + deadScene
                } else if noOwner {
                    outcome = "but the code loads this nib with no owner (a registered cell or view nib, or owner: nil), so the action's target is nil and it goes up the responder chain instead"
                } else if owners.nothingLoads {
                    outcome = "the event would crash (\"unrecognized selector sent to instance\"), " + SourceRuleSupport.nothingLoads
                } else {
                    outcome = "the event crashes with \"unrecognized selector sent to instance\""
                }
                findings.append(Finding(
                    action, "action '\(selector)' is sent to \(receiver) which has no method with that selector (declared at \(info.location)); \(outcome)",
                    hint: chain.isNibKit
                        ? "list it in \(info.name)'s actions (ActionMethod(\"\(selector)\", \(info.name).\(selector.split(separator: ":").first ?? ""))), or reconnect the action"
                        : "add @IBAction func for it to \(info.name) (a Swift method named \(SourceRuleSupport.swiftName(forSelector: selector))), or reconnect the action",
                    isAtMostWarning: noOwner || owners.nothingLoads || crossScene || deadScene != nil || neverSent || unseen != nil
                        || dependencySender != nil))
            }
        }
    }
}

extension UndeclaredActionRule {
    /// The events UIControl's own touch tracking sends, for any control; the others (Value
    /// Changed, the editing events, Primary Action Triggered) are sent by a control's own code.
    static let touchEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel",
    ]

    /// A File's Owner whose button, in a row of a stack, sends an action it does not declare;
    /// the row is hidden in the nib or not.
    static func buttonInRow(hidden: Bool) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ContactController" customModuleProvider="target"/>
        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="St1-aa-001">
            <subviews>
                <view \(hidden ? "hidden=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="Rw1-aa-001">
                    <subviews>
                        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                            <connections>
                                ↓<action selector="copyPublicKey:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </subviews>
        </stackView>
        """
    }

    static let contactController = ["Contact.swift": "import UIKit\nclass ContactController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]

    /// `<tapGestureRecognizer>`, `<panGestureRecognizer>`, …, and a custom one's
    /// `<gestureRecognizer>`.
    static func isGestureRecognizer(_ element: Element) -> Bool {
        element.name.hasSuffix("GestureRecognizer") || element.name == "gestureRecognizer"
    }
}

extension SourceRuleSupport {
    /// `tapped:` → `tapped(_:)`, for hints.
    static func swiftName(forSelector selector: String) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first else { return selector + "()" }
        return first + "(" + (["_"] + pieces.dropFirst().map(String.init)).map { $0 + ":" }.joined() + ")"
    }
}

/// `unconnected-outlet`: An implicitly unwrapped outlet of a nib's class is connected by some nib.
public struct UnconnectedOutletRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unconnected-outlet", severity: .warning,
        summary: "An implicitly unwrapped outlet of a nib's class is connected by some nib",
        explanation: """
            An @IBOutlet declared as UILabel! is nil until a nib sets it, and stays nil when no nib \
            does: the first use crashes with "unexpectedly found nil while implicitly unwrapping". \
            Reported for classes the nibs use (as a customClass or File's Owner), counting \
            connections made on subclasses too, and only when the nibs were found by searching \
            folders, so every nib of the project was read. File's Owner's outlets count for the \
            classes the code passes as the nib's owner, and for every class when that owner cannot \
            be known. An outlet no code uses besides declaring it is never unwrapped, so it is \
            not reported. A use counts for the class when it is in the files that declare or \
            extend the class or a subclass, or anywhere when no other class of the project \
            declares a property of that name: cell.titleLabel in another file may be any \
            class's titleLabel. An outlet the class or a subclass assigns itself, and one of a \
            value type no nib can make ([String]!), is set by code or not at all: not reported.
            """,
        triggering: [
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var ↓titleLabel: UILabel!\n    func update() { titleLabel.text = \"New\" }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "used from another file",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var ↓titleLabel: UILabel!\n}\n",
                                  "Shelf.swift": "import UIKit\nfunc show(_ badge: BadgeView) { badge.titleLabel.text = \"New\" }\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="NoGroupsButton" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "the nib connects the outlet under its key-value coding key, capitalized",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var noGroupsButton: UIButton!\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#, note: "an optional outlet may stay nil",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel?\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "ring-client-ios ConversationViewController: the only use of the name is another class's own outlet of that name",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n",
                                  "Shelf.swift": "import UIKit\nclass ShelfCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { self.titleLabel.text = \"New\" }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "COVIDSafe's HomeViewController: an outlet no code uses is never unwrapped",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { backgroundColor = .red }\n}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <label text="New" id="Bl1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="Bl1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "photon-tinker's Gen3SetupInfoViewController: each subclass sets the outlet before it is used",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { titleLabel.text = \"New\" }\n}\n",
                                  "NewBadge.swift": "import UIKit\nclass NewBadgeView: BadgeView {\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        self.titleLabel = UILabel()\n    }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "photon-tinker's textLabelValues: an outlet of strings, which no nib can connect",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var values: [String]!\n    func update() { print(values.count) }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "Delta SettingsViewController: the code sets the outlet itself",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet private var footer: UIView!\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        self.footer = UIView()\n    }\n}\n"]),
        ])

    /// Swift's value types, which a nib cannot connect: an outlet of one (or an array of one,
    /// `[String]!`) is set by code or not at all.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Data", "Date", "URL", "Decimal",
    ]

    static func isValueType(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        let base = typeName.filter { !"[]!?".contains($0) }.trimmingCharacters(in: .whitespaces)
        return valueTypes.contains(base)
    }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.nibsComplete, project.sources.swiftRead else { return }
        let uses = OutletUses(project.sources)
        // For each class a nib uses, its chain: outlets connected on it count for every class above.
        var usedAbove: [String: Set<String>] = [:]  // class name → outlets connected on it or a subclass
        var used: Set<String> = []
        for name in project.nibClasses {
            guard let info = project.classes.unique(name) else { continue }
            let connected = project.connectedOutlets[name] ?? []
            for member in project.classes.chain(from: info).classes {
                used.insert(member.name)
                usedAbove[member.name, default: []].formUnion(connected)
            }
        }
        // What each class and its subclasses assign: a subclass that sets the outlet before any
        // use (photon-tinker's setup screens fill `textLabelValues` in each subclass) leaves
        // nothing nil.
        var assignedBelow: [String: Set<String>] = [:]
        for (key, list) in project.classes.byName {
            for info in list where info.name == key && info.isDeclared && info.language == .swift && !info.assignedNames.isEmpty {
                for member in project.classes.chain(from: info).classes where used.contains(member.name) {
                    assignedBelow[member.name, default: []].formUnion(info.assignedNames)
                }
            }
        }
        for (key, list) in project.classes.byName {
            for info in list where info.name == key && info.isDeclared && info.language == .swift && used.contains(info.name) {
                // Keys as key-value coding matches them: an outlet `NoGroupsButton` sets `noGroupsButton`.
                let connected = Set((usedAbove[info.name] ?? []).map(ClassIndex.Chain.keyValueCodingKey))
                for property in info.properties.values.sorted(by: { $0.location.line < $1.location.line })
                where property.isOutlet && property.isImplicitlyUnwrapped && !connected.contains(ClassIndex.Chain.keyValueCodingKey(property.name))
                    && !project.outletsOnUnknownOwners.contains(property.name) && !(assignedBelow[info.name]?.contains(property.name) ?? false)
                    // A value no nib can make (`[String]!`): only the code can set it.
                    && !UnconnectedOutletRule.isValueType(property.typeName)
                    // An outlet no code reads or writes is never unwrapped: nil harms nothing.
                    && uses.isUsed(property.name, of: info.name) {
                    findings.append(ProjectFinding(
                        property.location, "outlet '\(property.name)' of \(info.name) is implicitly unwrapped but no nib connects it; it is nil at run time",
                        hint: "connect it in Interface Builder, or declare it optional (\(property.typeName ?? "Type")?)"))
                }
            }
        }
    }
}
