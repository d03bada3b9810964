import NibDocument

/// The code of the File's Owner examples.
enum OwnerExamples {
    /// SOS's register scene, whose class only NewsPaper, another app of the repository, declares
    /// (xcoderDevOps's sample apps); `marked`: the scene's controller carries the finding marker.
    static func otherAppsRegisterScene(marked: Bool) -> String {
        """
        <scene sceneID="Rs1-aa-001">
            <objects>
                \(marked ? "↓" : "")<viewController storyboardIdentifier="RegisterVC" id="Rc1-aa-001" customClass="RegisterVC" customModule="SOS" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" id="Rv1-aa-001">
                        <subviews>
                            <textField id="Rt1-aa-001"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="txtUser" destination="Rt1-aa-001" id="Ro1-aa-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// NewsPaper's RegisterVC, which asks its own app's Login storyboard for its scene.
    static let newsPaperAsksForRegister = """
        import UIKit
        class RegisterVC: UIViewController {
            static func make() -> RegisterVC { UIStoryboard(name: "Login", bundle: nil).instantiateViewController(withIdentifier: "RegisterVC") as! RegisterVC }
        }

        """

    /// SOS's login scene, of a framework class, which SOS's code asks for by its Storyboard ID.
    static let sosLoginScene = """
        <scene sceneID="Ls1-aa-001">
            <objects>
                <viewController storyboardIdentifier="LoginVC" id="Lc1-aa-001" sceneMemberID="viewController">
                    <view key="view" id="Lv1-aa-001"/>
                </viewController>
            </objects>
        </scene>
        """

    /// An SDK sample's menu scene, which its own code asks for, and a banner scene of a class no
    /// file of the app declares, reached only by a manual segue from the menu (vpon's AdMob
    /// sample, rewritten in code, left its storyboard behind).
    static let sampleMenuScenes = """
        <scene sceneID="Ms1-aa-001">
            <objects>
                <tableViewController storyboardIdentifier="Menu" id="Mc1-aa-001" customClass="MenuController" customModule="Mediation" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" id="Mt1-aa-001"/>
                    <connections>
                        <segue destination="Bc1-aa-001" kind="show" identifier="goBanner" id="Mg1-aa-001"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="Bs1-aa-001">
            <objects>
                ↓<viewController id="Bc1-aa-001" customClass="BannerController" customModule="Mediation" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" id="Bv1-aa-001">
                        <subviews>
                            <view id="Bb1-aa-001"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="bannerView" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """

    /// Two SDK samples: Mediation, whose code shows its menu scene, and Framework, whose menu
    /// controller of the same name performs the segues its table rows name.
    static let twoSamples: [String: String] = [
        "Samples.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "Mediation", resources: ["Mediation/Main.storyboard"], sources: ["Mediation/App.swift"], productType: ExampleXcodeProject.application),
            .init(name: "Framework", resources: [], sources: ["Framework/MenuController.swift"], productType: ExampleXcodeProject.application)]),
        "Mediation/App.swift": "import UIKit\nclass MenuController: UITableViewController {}\nclass AppDelegate: UIResponder {\n    func menu() -> UIViewController { UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Menu\") }\n}\n",
        "Framework/MenuController.swift": "import UIKit\nclass MenuController: UITableViewController {\n    let identifiers = [\"goBanner\", \"goInterstitial\"]\n    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n        performSegue(withIdentifier: identifiers[indexPath.row], sender: nil)\n    }\n}\n",
    ]

    /// BlackBerry's samples: two apps, each of whose delegates loads a storyboard by a name it
    /// picks into a local; Certs, read first, picks "Main", and Greetings "Thread" on a phone.
    static let twoDelegatesPickingStoryboards: [String: String] = [
        "Samples.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "Certs", resources: [], sources: ["Certs/CertsDelegate.m"], productType: ExampleXcodeProject.application),
            .init(name: "Greetings", resources: ["Greetings/Thread.storyboard"], sources: ["Greetings/GreetingsDelegate.m"],
                  productType: ExampleXcodeProject.application)]),
        "Certs/CertsDelegate.m": storyboardPicker("CertsDelegate", choice: #"storyboardName = @"Main";"#),
        "Greetings/GreetingsDelegate.m": storyboardPicker("GreetingsDelegate", choice: """
            if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
                    storyboardName = @"Thread";
                } else {
                    storyboardName = @"Thread_iPad";
                }
            """),
    ]

    /// An app delegate that shows the initial controller of the storyboard `choice` names.
    private static func storyboardPicker(_ className: String, choice: String) -> String {
        """
        #import <UIKit/UIKit.h>
        @interface \(className) : UIResponder
        @property (nonatomic, strong) UIWindow *window;
        @end
        @implementation \(className)
        - (void)start {
            NSString *storyboardName = nil;
            \(choice)
            UIStoryboard *board = [UIStoryboard storyboardWithName:storyboardName bundle:nil];
            self.window.rootViewController = [board instantiateInitialViewController];
        }
        @end

        """
    }

    /// Two apps of one repository: SOS, whose code shows its register scene, and NewsPaper, which
    /// declares a RegisterVC of its own.
    static let twoApps: [String: String] = [
        "SOS/SOS.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "SOS", resources: ["Login.storyboard"], sources: ["AppDelegate.swift"], productType: ExampleXcodeProject.application)]),
        "SOS/AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder {\n    func login() -> UIViewController { UIStoryboard(name: \"Login\", bundle: nil).instantiateViewController(withIdentifier: \"RegisterVC\") }\n}\n",
        "News/News.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "NewsPaper", resources: [], sources: ["RegisterVC.swift"], productType: ExampleXcodeProject.application)]),
        "News/RegisterVC.swift": "import UIKit\nclass RegisterVC: UIViewController {}\n",
    ]

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

    /// An app whose view controllers ask their storyboard for the scene whose Storyboard ID is
    /// their class's name (GenesisVision's `storyboardInstance`), and which shows HomeController.
    static let classNamedStoryboardHelper = """
        import UIKit
        class HomeController: UIViewController {}
        extension UIViewController {
            class func storyboardInstance(_ name: String) -> Self? {
                UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as? Self
            }
        }
        func start() -> HomeController? { HomeController.storyboardInstance("Wallet") }

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

    /// A storyboard whose initial controller names a class no file declares, with an outlet.
    static let threadStoryboard = storyboard(initial: "Tc1-aa-001",
                                             scenes: missingClassScene("T", className: "ThreadViewController", subview: "tableView", outlet: "tableView"))

    /// A storyboard of iOS scenes, `initial` its initial view controller.
    static func storyboard(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene (ids starting with `prefix`, its controller `<prefix>c1-aa-001`, marked as the
    /// finding) whose controller's class `className` no file declares, with a `subview` its
    /// outlet `outlet` connects, and the Storyboard ID `storyboardIdentifier` when given.
    static func missingClassScene(_ prefix: String, className: String, subview: String, outlet: String,
                                  storyboardIdentifier: String? = nil) -> String {
        """
                <scene sceneID="\(prefix)s1-aa-001">
                    <objects>
                        ↓<viewController \(storyboardIdentifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(prefix)c1-aa-001" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(prefix)v1-aa-001">
                                <subviews>
                                    <\(subview) id="\(prefix)t1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="\(outlet)" destination="\(prefix)t1-aa-001" id="\(prefix)o1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A storyboard whose initial navigation controller leads to a scene of RoomsHomeController
    /// with an outlet `buyButton` (marked), and a RoomList scene with that Storyboard ID.
    static let roomsStoryboard = storyboard(initial: "Rn1-aa-001", scenes: """
                <scene sceneID="Rs1-aa-001">
                    <objects>
                        <navigationController id="Rn1-aa-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Rh1-aa-001" kind="relationship" relationship="rootViewController" id="Rg1-aa-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Rs2-aa-001">
                    <objects>
                        <viewController id="Rh1-aa-001" customClass="RoomsHomeController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rv1-aa-001">
                                <subviews>
                                    <button id="Rb1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                ↓<outlet property="buyButton" destination="Rb1-aa-001" id="Ro1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Rs3-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="RoomList" id="Rl1-aa-001" customClass="RoomListController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rv2-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
        """)

    /// A storyboard whose initial Home scene is beside a MenuViewController scene with the
    /// Storyboard ID `MenuViewController` and an outlet `nameLabel` (marked).
    static let copiedMenuStoryboard = storyboard(initial: "Mh1-aa-001", scenes: """
                <scene sceneID="Ms1-aa-001">
                    <objects>
                        <viewController id="Mh1-aa-001" customClass="HomeController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Mv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Ms2-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="MenuViewController" id="Mm1-aa-001" customClass="MenuViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Mv2-aa-001">
                                <subviews>
                                    <label text="Name" id="Ml1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                ↓<outlet property="nameLabel" destination="Ml1-aa-001" id="Mo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)

    /// ShelfController, a view controller that loads `Example.xib` with itself as the owner.
    static let shelfController = "import UIKit\nclass ShelfController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"

    /// ShelfController's nib, whose view (`rootView`, an opening tag without its id and `>`), or
    /// the one subview of a plain view (`subview`), is marked and has the number runtime
    /// attribute `key` = `value`.
    static func shelf(rootView: String? = nil, subview: String? = nil, key: String, value: String) -> String {
        let attributes = """
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="\(key)">
                        <real key="value" value="\(value)"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            """
        let view = rootView.map { "↓\($0) id=\"Bv1-aa-001\">\n\(attributes)\n</view>" }
            ?? "<view id=\"Bv1-aa-001\">\n<subviews>\n↓\(subview ?? "<view") id=\"Bv2-aa-001\">\n\(attributes)\n</view>\n</subviews>\n</view>"
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="Bv1-aa-001" id="Bo2-aa-001"/>
                </connections>
            </placeholder>
            \(view)
            """
    }

    /// An Info.plist whose main storyboard is `mainStoryboard`.
    static func infoPlist(mainStoryboard: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>\(mainStoryboard)</string>\n</dict>\n</plist>\n"
    }

    /// An Info.plist whose main storyboard is Main.
    static let mainInfoPlist = infoPlist(mainStoryboard: "Main")

    /// A login storyboard whose scene connects an outlet its class no longer declares.
    static let oldLoginStoryboard = staleOutletStoryboard(prefix: "L", className: "LoginViewController", subview: "textField", outlet: "email")

    /// A register storyboard whose scene connects an outlet its class no longer declares.
    static let oldRegisterStoryboard = staleOutletStoryboard(prefix: "R", className: "RegisterViewController", subview: "button", outlet: "nextButton")

    /// A storyboard whose initial scene (ids starting with `prefix`) is a `className` with one
    /// `subview` that the outlet `outlet` (marked) connects.
    static func staleOutletStoryboard(prefix: String, className: String, subview: String, outlet: String) -> String {
        storyboard(initial: "\(prefix)c1-aa-001", scenes: """
                <scene sceneID="\(prefix)s1-aa-001">
                    <objects>
                        <viewController id="\(prefix)c1-aa-001" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(prefix)v1-aa-001">
                                <subviews>
                                    <\(subview) id="\(prefix)f1-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                ↓<outlet property="\(outlet)" destination="\(prefix)f1-aa-001" id="\(prefix)o1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)
    }

    /// An app whose Info.plist names Main, with a Login storyboard whose only scene is a
    /// reference to the Register storyboard's initial controller; its code loads Login when
    /// `loadingLogin`, and otherwise names no storyboard.
    static func loginReferringToRegister(loadingLogin: Bool) -> [String: String] {
        let load = loadingLogin ? "    func login() -> UIViewController? { UIStoryboard(name: \"Login\", bundle: nil).instantiateInitialViewController() }\n" : ""
        return [
            "Login.storyboard": storyboard(initial: "Lp1-aa-001", scenes: """
                        <scene sceneID="Ls1-aa-001">
                            <objects>
                                <viewControllerPlaceholder storyboardName="Register" id="Lp1-aa-001" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                """),
            "Home.swift": "import UIKit\nfinal class HomeController: UIViewController {\n\(load)}\n",
            "Register.swift": "import UIKit\nfinal class RegisterViewController: UIViewController {\n    @IBOutlet var registerButton: UIButton!\n}\n",
            "Info.plist": mainInfoPlist,
        ]
    }

    /// An app with a table of storyboard names (`Names.Storyboard.Login`), a `Login` type in
    /// another namespace that the code reads, and a router that loads storyboards by a name it
    /// is passed; it passes `Names.Storyboard.Login` when `readingLogin`.
    static func storyboardNameTable(readingLogin: Bool) -> [String: String] {
        let login = readingLogin ? "    func login() -> UIStoryboard { storyboard(Names.Storyboard.Login) }\n" : ""
        return [
            "Names.swift": "enum Names {}\nextension Names {\n    struct Storyboard {\n        static let Main = \"Main\"\n        static let Login = \"Login\"\n    }\n    struct Text {\n        struct Login {\n            static let title = \"Sign in\"\n        }\n    }\n}\n",
            "Router.swift": "import UIKit\nfinal class Router {\n    func storyboard(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }\n    func start() -> UIStoryboard { storyboard(Names.Storyboard.Main) }\n    var title: String { Names.Text.Login.title }\n\(login)}\n",
            "Login.swift": "import UIKit\nfinal class LoginViewController: UIViewController {\n    @IBOutlet var emailTextField: UITextField!\n}\n",
            "Info.plist": mainInfoPlist,
        ]
    }

    /// The same app naming its storyboards by the cases of a `String` enum, which a class method
    /// of UIStoryboard takes; the router loads Main, and Login too when `readingLogin`.
    static func storyboardNameEnum(readingLogin: Bool) -> [String: String] {
        let login = readingLogin ? "    func login() -> UIStoryboard { UIStoryboard.name(storyboard: UIStoryboard.Storyboard.login) }\n" : ""
        return [
            "Names.swift": "import UIKit\nextension UIStoryboard {\n    enum Storyboard: String {\n        case main = \"Main\"\n        case login = \"Login\"\n    }\n    class func name(storyboard: Storyboard, bundle: Bundle? = nil) -> UIStoryboard {\n        UIStoryboard(name: storyboard.rawValue, bundle: bundle)\n    }\n}\n",
            "Router.swift": "import UIKit\nfinal class Router {\n    func start() -> UIStoryboard { UIStoryboard.name(storyboard: UIStoryboard.Storyboard.main) }\n\(login)}\n",
            "Login.swift": "import UIKit\nfinal class LoginViewController: UIViewController {\n    @IBOutlet var emailTextField: UITextField!\n}\n",
            "Info.plist": mainInfoPlist,
        ]
    }

    /// An app whose Info.plist names Main and whose HomeController loads Thread's initial
    /// controller with `loader` (an expression), or names no storyboard when nil.
    static func mainApp(loadingThreadWith loader: String?) -> [String: String] {
        let body = loader.map { "\n    func thread() -> UIViewController? { \($0) }\n" } ?? ""
        return ["Home.swift": "import UIKit\nclass HomeController: UIViewController {\(body)}\n", "Info.plist": mainInfoPlist]
    }

    /// MEDICO's app, which starts from its scene delegate's code: the target builds with
    /// `infoPlistFile` (a scene manifest naming no storyboard, as Xcode's template leaves it once
    /// the main storyboard is taken out), merged with the generated keys, which name only the
    /// launch screen. Its code names no storyboard. Without `infoPlistFile`, the file the target
    /// names is not in the project.
    static func sceneDelegateApp(storyboard: String, infoPlistFile: Bool) -> [String: String] {
        var files = [
            "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj(
                [.init(name: "App", resources: [storyboard], sources: ["App/SceneDelegate.swift"], productType: ExampleXcodeProject.application)],
                buildSettings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = App/Info.plist; INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;"),
            "App/SceneDelegate.swift": """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        guard let scene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: scene)
                        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
                        window?.makeKeyAndVisible()
                    }
                }
                """,
        ]
        if infoPlistFile {
            files["App/Info.plist"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                	<key>UIApplicationSceneManifest</key>
                	<dict>
                		<key>UISceneConfigurations</key>
                		<dict>
                			<key>UIWindowSceneSessionRoleApplication</key>
                			<array>
                				<dict>
                					<key>UISceneDelegateClassName</key>
                					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                				</dict>
                			</array>
                		</dict>
                	</dict>
                </dict>
                </plist>

                """
        }
        return files
    }

    /// A course repository of many apps: App copies `Stepper.xib` (a view whose class keeps its
    /// outlet commented out) and never loads it; `loaderApp`'s code loads nibs by a name it is
    /// given at run time (`loadNibNamed(name, …)`).
    /// `outletCondition`: the outlet is declared inside that `#if` (a class shared with a Mac
    /// app), rather than commented out.
    static func stepperProject(computedLoadIn loaderApp: String, outletCondition: String? = nil) -> [String: String] {
        let loader = ["Loader.swift": "import UIKit\nenum NibFactory {\n    static func view(named name: String) -> UIView? {\n        Bundle.main.loadNibNamed(name, owner: nil, options: nil)?.first as? UIView\n    }\n}\n"]
        let outlet = outletCondition.map { "    #if \($0)\n    @IBOutlet weak var countField: TextField!\n    #endif\n" } ?? "    // @IBOutlet weak var countField: UITextField!\n"
        let stepper = ["Stepper.swift": "import UIKit\nclass Stepper: UIView {\n\(outlet)}\n"]
        let badge = ["Badge.swift": "import UIKit\nclass Badge: UIView {}\n"]
        return ExampleXcodeProject.twoApplications(app: loaderApp == "App" ? stepper.merging(loader) { $1 } : stepper, resources: ["Stepper.xib"],
                                                   other: loaderApp == "App" ? badge : badge.merging(loader) { $1 })
    }

    /// qunarcorp's arrow cell: `ArrowCell`, whose header keeps its outlets commented out, made by
    /// a table with `initWithStyle:`; `loader` is the class whose initializer loads the nib named
    /// after `self`'s class (`loadNibNamed:NSStringFromClass([self class]) owner:self`).
    static func arrowCellProject(loadedBy loader: String) -> [String: String] {
        let load = """
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [[[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:self options:nil] lastObject];
                return self;
            }
            """
        return [
            "ArrowCell.h": "#import <UIKit/UIKit.h>\n@interface ArrowCell : UITableViewCell\n@property (nonatomic, strong) UILabel *titleLabel;\n//@property (weak, nonatomic) IBOutlet UILabel *descLabel;\n@end\n",
            "ArrowCell.m": "#import \"ArrowCell.h\"\n@implementation ArrowCell\n\(loader == "ArrowCell" ? load + "\n" : "")@end\n",
            "ArrowTableView.h": "#import <UIKit/UIKit.h>\n@interface ArrowTableView : UITableView\n@end\n",
            "ArrowTableView.m": """
                #import "ArrowTableView.h"
                #import "ArrowCell.h"
                @implementation ArrowTableView
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    ArrowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"arrow"];
                    if (!cell) { cell = [[ArrowCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"arrow"]; }
                    return cell;
                }
                @end

                """,
            "DatePickerView.h": "#import <UIKit/UIKit.h>\n@interface DatePickerView : UIView\n@end\n",
            "DatePickerView.m": "#import \"DatePickerView.h\"\n@implementation DatePickerView\n\(loader == "DatePickerView" ? load + "\n" : "")@end\n",
        ]
    }

    /// TapUIKit-iOS's chip list, which registers the nib of each chip type by the name a function
    /// returns: `names`, one per case.
    static func chipList(names: [String]) -> [String: String] {
        let cases = names.indices.map { "case chip\($0)" }.joined(separator: "\n    ")
        let returns = names.indices.map { "case .chip\($0): return \"\(names[$0])\"" }.joined(separator: "\n        ")
        return ["Chips.swift": """
            import UIKit
            enum ChipType: CaseIterable {
                \(cases)
                func nibName() -> String {
                    switch self {
                    \(returns)
                    }
                }
            }
            final class ChipList {
                func registerAll(for collectionView: UICollectionView) {
                    for name in ChipType.allCases.map({ $0.nibName() }) {
                        collectionView.register(UINib(nibName: name, bundle: nil), forCellWithReuseIdentifier: name)
                    }
                }
            }
            """]
    }

    /// A bootcamp's lesson: a starter app and a final app, two Xcode projects whose targets are
    /// both named Segues; only the final app declares YellowVC.
    static let lessonProjects: [String: String] = [
        "Starter/Segues.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj(
            [.init(name: "Segues", resources: ["Main.storyboard"], sources: ["ViewController.swift"], productType: ExampleXcodeProject.application)]),
        "Starter/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
        "Final/Segues.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj(
            [.init(name: "Segues", resources: ["Main.storyboard"], sources: ["YellowVC.swift"], productType: ExampleXcodeProject.application)]),
        "Final/YellowVC.swift": "import UIKit\nclass YellowVC: UIViewController {\n    @IBOutlet var colorButton: UIButton!\n}\n",
    ]

    /// The lessons' storyboard: a YellowVC scene with an outlet.
    static let yellowStoryboard = storyboard(initial: "Yc1-aa-001",
                                             scenes: missingClassScene("Y", className: "YellowVC", subview: "button", outlet: "colorButton"))

    /// Two apps of one repository, each a target with a nib named `nib` (App's at the top, with
    /// a `cellClass` of `cellBase`; Other's under Other/). The code of App, or of Other when
    /// `inOwnApp` is false, registers a nib of that name for a table under `identifier` (a
    /// bootcamp's lessons and homeworks, each an app with its CountryCell.xib).
    static func twoApps(nib: String, cellClass: String, cellBase: String, registeringUnder identifier: String, inOwnApp: Bool) -> [String: String] {
        let registration = ["Registration.swift": """
            import UIKit
            final class ListController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "\(nib)", bundle: nil), forCellReuseIdentifier: "\(identifier)")
                }
            }
            """]
        let cell = [cellClass + ".swift": "import UIKit\nclass \(cellClass): \(cellBase) {}\n"]
        let otherCell = ["OtherCell.swift": "import UIKit\nclass OtherCell: UITableViewCell {}\n"]
        return ExampleXcodeProject.twoApplications(app: inOwnApp ? cell.merging(registration) { $1 } : cell, resources: [nib + ".xib"],
                                                   other: inOwnApp ? otherCell : otherCell.merging(registration) { $1 },
                                                   otherResources: [nib + ".xib"])
    }

    /// An app whose code loads its Main storyboard by name.
    static let loadsMain = """
        import UIKit
        class HomeController: UIViewController {
            func main() -> UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
        }
        """

    /// A storyboard whose initial Home scene has a manual segue `segueShowLog` to a scene whose
    /// class no file declares.
    static let logStoryboard = storyboard(initial: "Hc1-aa-001", scenes: """
                <scene sceneID="Hs1-aa-001">
                    <objects>
                        <viewController id="Hc1-aa-001" customClass="HomeController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hv1-aa-001"/>
                            <connections>
                                <segue destination="Lc1-aa-001" kind="presentation" identifier="segueShowLog" id="Hg1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """ + "\n" + missingClassScene("L", className: "LiveLogViewController", subview: "textView", outlet: "logTextView"))

    /// HomeController, which loads Main and performs segues by a `String` enum's raw value.
    static func performsSegues(cases: String) -> String {
        """
        import UIKit
        class HomeController: UIViewController {
            enum SegueIdentifier: String {
                \(cases)
            }
            func main() -> UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
            func show(_ segue: SegueIdentifier) {
                let identifier = segue.rawValue
                performSegue(withIdentifier: identifier, sender: nil)
            }
        }
        """
    }
}
