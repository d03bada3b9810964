import NibDocument

/// `undeclared-outlet`: Every outlet a nib connects is declared by the object's class.
public struct UndeclaredOutletRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// A view controller's nib connecting `submitButton`, which the class's header does not
    /// declare; marked when that is a finding.
    static func ticketNib(marked: Bool) -> String {
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TicketController">
                    <connections>
                        \(marked ? "↓" : "")<outlet property="submitButton" destination="Tb1-aa-001" id="To1-aa-001"/>
                        <outlet property="view" destination="Tv1-aa-001" id="To2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Tv1-aa-001">
                    <subviews>
                        <button buttonType="system" id="Tb1-aa-001"/>
                    </subviews>
                </view>
        """
    }

    /// `TicketController`'s header, and its implementation in a `.m` when `implemented` (else only
    /// a binary library of the repository holds it, as RevTwo's `librevtwo.a`).
    static func ticketController(implemented: Bool) -> [String: String] {
        var files = ["Classes/TicketController.h": "#import <UIKit/UIKit.h>\n@interface TicketController : UIViewController\n- (id)init;\n@property NSString *productKey;\n@end\n"]
        if implemented {
            files["Classes/TicketController.m"] = "#import \"TicketController.h\"\n@implementation TicketController\n- (id)init { return [super initWithNibName:@\"Example\" bundle:nil]; }\n@end\n"
        } else {
            files["Library/librevtwo.a"] = ""
            files["Classes/Support.m"] = "#import \"TicketController.h\"\n@implementation Support\n- (UIViewController *)tickets { return [[TicketController alloc] init]; }\n@end\n"
        }
        return files
    }

    /// A Mac app's menu nib whose File's Owner names the app delegate's class, with the
    /// `delegate` outlet Xcode's template connects from the application; `marked` when that is a
    /// finding.
    static func mainMenu(marked: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="AppController">
                    <connections>
                        \(marked ? "↓" : "")<outlet property="delegate" destination="Ad1-aa-001" id="Mo1-aa-001"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="Ad1-aa-001" customClass="AppController"/>
            </objects>
        </document>
        """
    }

    /// The app delegate's class, and an Info.plist naming `Example` as the main nib when `main`.
    static func mainMenuProject(main: Bool) -> [String: String] {
        var files = ["AppController.h": "#import <Cocoa/Cocoa.h>\n@interface AppController : NSObject <NSApplicationDelegate>\n@end\n",
                     "AppController.m": "#import \"AppController.h\"\n@implementation AppController\n@end\n"]
        if main {
            files["Info.plist"] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>NSMainNibFile</key>\n\t<string>Example</string>\n</dict>\n</plist>\n"
        }
        return files
    }

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
            owner, and one nothing in the project loads cannot break yet: both are warnings (there, one \
            finding per object names all the outlets its class lacks). So is \
            an outlet to another scene's object in a storyboard: each scene compiles to a nib of \
            its own, so the connection cannot reach that object. On macOS, AppKit sets an outlet \
            only where the object has a setter or instance variable of its name; the others it \
            skips, logging "Failed to connect (key) outlet from (…) to (…): missing setter or \
            instance variable": a warning, for an outlet that stays nil.
            """,
        triggering: [
            RuleExample(UndeclaredOutletRule.mainMenu(marked: true),
                        note: "the same nib where nothing names it the main nib: File's Owner is what the code passes, of the class the nib names, which has no delegate; AppKit skips the outlet, a warning",
                        project: UndeclaredOutletRule.mainMenuProject(main: false)),
            RuleExample(UndeclaredOutletRule.ticketNib(marked: true),
                        note: "a view controller whose header and implementation the sources hold, neither declaring the outlet: an error",
                        project: UndeclaredOutletRule.ticketController(implemented: true)),
            RuleExample(UndeclaredOutletRule.listAndInfoScenes, file: "Main.storyboard",
                        note: "Happiggy's old list scene, its outlet long gone from its class: the code asks Main only for InfoController.name, a class property that gives the class's own name, so nothing shows the list scene, a warning",
                        project: UndeclaredOutletRule.namedScenesProject(asking: "InfoController")),
            RuleExample(UndeclaredOutletRule.listAndInfoScenes, file: "Main.storyboard",
                        note: "the same scenes where the code asks for ListController.name: an error",
                        project: UndeclaredOutletRule.namedScenesProject(asking: "ListController")),
            RuleExample(UndeclaredOutletRule.listAndInfoScenes, file: "Main.storyboard",
                        note: "the same scenes where both controllers inherit a base whose method asks for Self.name, which may be either's: an error",
                        project: UndeclaredOutletRule.namedScenesProject(asking: "Self", fromBase: true)),
            RuleExample(UndeclaredOutletRule.arrowCell, file: "ArrowCell.xib",
                        note: "qunarcorp's QIMArrowCellTableViewCell.xib: the cell's outlets are commented out of its header, and the code makes the cell with initWithStyle:; the only load by a class's name at run time is a date picker view's `loadNibNamed:NSStringFromClass([self class]) owner:self`, which loads the nib of its own class or a subclass: nothing loads this one, a warning",
                        project: OwnerExamples.arrowCellProject(loadedBy: "DatePickerView")),
            RuleExample(UndeclaredOutletRule.arrowCell, file: "ArrowCell.xib",
                        note: "the same load in the cell's own class: an error",
                        project: OwnerExamples.arrowCellProject(loadedBy: "ArrowCell")),
            RuleExample(UndeclaredOutletRule.stepper, file: "Stepper.xib",
                        note: "a course repository's YMStepper.xib: outlets commented out of a view's class, in a lesson app that never loads the nib; the only loads by a name computed at run time are another app's, which run in that app's bundle: nothing loads this one, a warning",
                        project: OwnerExamples.stepperProject(computedLoadIn: "Other")),
            RuleExample(UndeclaredOutletRule.stepper, file: "Stepper.xib",
                        note: "the same computed load in the lesson app itself: it may be this nib, an error",
                        project: OwnerExamples.stepperProject(computedLoadIn: "App")),
            RuleExample(UndeclaredOutletRule.stepper, file: "Stepper.xib",
                        note: "the outlet declared only for the Mac (#if os(macOS)), in a class an iOS app loads this nib for: iOS compiles no countField, an error",
                        project: OwnerExamples.stepperProject(computedLoadIn: "App", outletCondition: "os(macOS)")),
            RuleExample(UndeclaredOutletRule.detailScene, file: "Main.storyboard",
                        note: "Hacking with Swift's Project 7: the master-detail template's detail scene keeps its label's outlet, but the controller makes a web view its view in loadView(), so the storyboard's view, where that outlet is set, never loads: a warning",
                        project: ["Detail.swift": "import UIKit\nimport WebKit\nclass DetailViewController: UIViewController {\n    override func loadView() { view = WKWebView() }\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredOutletRule.detailScene, file: "Main.storyboard",
                        note: "the same scene whose controller loads the storyboard's view: an error",
                        project: ["Detail.swift": "import UIKit\nclass DetailViewController: UIViewController {}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredOutletRule.detailScene, file: "Main.storyboard",
                        note: "the same, in a repository that checks in UIKit's headers (chat21's demo), whose UIViewController declares the framework's own loadView: an error",
                        project: ["Detail.swift": "import UIKit\nclass DetailViewController: UIViewController {}\n",
                                  "UIKit.framework/Headers/UIViewController.h": "@interface UIViewController : UIResponder\n- (void)loadView;\n@end\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SecondViewController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="table" destination="Sv3-aa-001" id="Sv2-aa-001"/>
                        <outlet property="view" destination="Sv1-aa-001" id="Sv4-aa-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Sv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <tableView contentMode="scaleToFill" style="plain" id="Sv3-aa-001"/>
                    </subviews>
                </view>
                """, file: "Plain/SecondViewController.xib",
                        note: "MUHAMMADmuzamal's iOS-Learning: two lesson apps, two Xcode projects whose targets share a name, each with a SecondViewController and its nib; this app's code makes its own controller, which loads this nib by its class's name, and the outlet crashes it: an error",
                        project: UndeclaredOutletRule.twoLessons),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="badge" destination="Sb1-aa-001" id="So1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Sb1-aa-001"/>
                """, note: "a nib nothing loads, in an app whose target compiles a Keys.swift that is not committed: what that file may declare is unknown, the rest of the code is read in full, so nothing loads the nib and the finding is a warning",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["Shelf.swift", "Keys.swift"])]),
                                  "Shelf.swift": "import UIKit\nclass ShelfController: UIViewController {\n    init() { super.init(nibName: \"Shelf\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
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
                        note: "dolphin-ios's MacUpdater Main.storyboard: on macOS, AppKit skips an outlet the class cannot take, and logs it: a warning",
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
            RuleExample(UndeclaredOutletRule.alertOwner, file: "AlertController_iPad.xib",
                        note: "seafile's SeafMkLibAlertController_iPad.xib: the view controller is made with init(), which loads the nib named after its class; nothing loads this one, so a warning",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {}\nfunc showAlert() -> UIViewController { AlertController() }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample(UndeclaredOutletRule.alertOwner, file: "AlertController.xib",
                        note: "the view controller makes its own view in loadView(), so UIKit never loads the nib named after its class; nothing loads this one, so a warning",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {\n    override func loadView() { view = UIView() }\n}\nfunc showAlert() -> UIViewController { AlertController() }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample(UndeclaredOutletRule.alertOwner, file: "AlertController.xib",
                        note: "the view controller is made only with a nib of another name (as fearless makes its NetworkInfoViewController with R.swift's init(nib:)), so UIKit never looks up the nib named after its class; nothing loads this one, so a warning",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {}\nfunc showAlert() -> UIViewController { AlertController(nibName: \"AlertSheet\", bundle: nil) }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
            RuleExample(UndeclaredOutletRule.alertOwner, file: "AlertController.xib",
                        note: "the view controller's loadView calls super's first, which loads the nib named after its class",
                        project: ["Alert.swift": "import UIKit\nclass AlertController: UIViewController {\n    override func loadView() {\n        super.loadView()\n        view.backgroundColor = .black\n    }\n}\nfunc showAlert() -> UIViewController { AlertController() }\nlet banner = UINib(nibName: \"Banner\", bundle: nil)\n"]),
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
            RuleExample(OwnerExamples.roomsStoryboard, file: "Rooms.storyboard",
                        note: "superapp-ios's storyboards of merged apps: the code asks Rooms only for a Storyboard ID, and nothing asks any storyboard for its initial controller, so the initial arrow's scenes are never shown: a warning",
                        project: ["Rooms.swift": "import UIKit\nclass RoomsHomeController: UIViewController {}\nclass RoomListController: UIViewController {}\nfunc rooms() -> UIViewController {\n    UIStoryboard(name: \"Rooms\", bundle: nil).instantiateViewController(withIdentifier: \"RoomList\")\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist, "Main.storyboard": OwnerExamples.storyboard(initial: "", scenes: "")]),
            RuleExample(OwnerExamples.roomsStoryboard, file: "Rooms.storyboard",
                        note: "the same storyboard where the code also asks Rooms for its initial controller: an error",
                        project: ["Rooms.swift": "import UIKit\nclass RoomsHomeController: UIViewController {}\nclass RoomListController: UIViewController {}\nfunc rooms() -> UIViewController? {\n    UIStoryboard(name: \"Rooms\", bundle: nil).instantiateInitialViewController()\n}\nfunc list() -> UIViewController {\n    UIStoryboard(name: \"Rooms\", bundle: nil).instantiateViewController(withIdentifier: \"RoomList\")\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist, "Main.storyboard": OwnerExamples.storyboard(initial: "", scenes: "")]),
            RuleExample(OwnerExamples.roomsStoryboard, file: "Rooms.storyboard",
                        note: "the same in Objective-C, `[rooms instantiateInitialViewController]`: an error",
                        project: ["Rooms.h": "#import <UIKit/UIKit.h>\n@interface RoomsHomeController : UIViewController\n@end\n@interface RoomListController : UIViewController\n@end\n",
                                  "Rooms.m": "#import \"Rooms.h\"\n@implementation RoomsHomeController\n- (UIViewController *)rooms {\n    UIStoryboard *rooms = [UIStoryboard storyboardWithName:@\"Rooms\" bundle:nil];\n    return [rooms instantiateInitialViewController];\n}\n- (UIViewController *)list {\n    return [[UIStoryboard storyboardWithName:@\"Rooms\" bundle:nil] instantiateViewControllerWithIdentifier:@\"RoomList\"];\n}\n@end\n@implementation RoomListController\n@end\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist, "Main.storyboard": OwnerExamples.storyboard(initial: "", scenes: "")]),
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "superapp-ios's Main.storyboard: a copy of a menu scene whose Storyboard ID the code asks another storyboard for (`UIStoryboard(name: \"Rooms\", …)`), so nothing shows this one: a warning",
                        project: ["Menu.swift": "import UIKit\nclass HomeController: UIViewController {}\nclass MenuViewController: UIViewController {}\nfunc menu() -> UIViewController {\n    UIStoryboard(name: \"Rooms\", bundle: nil).instantiateViewController(withIdentifier: \"MenuViewController\")\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "the same in Objective-C, the storyboard bound to a local first: a warning",
                        project: ["Menu.h": "#import <UIKit/UIKit.h>\n@interface HomeController : UIViewController\n@end\n@interface MenuViewController : UIViewController\n@end\n",
                                  "Menu.m": "#import \"Menu.h\"\n@implementation HomeController\n- (UIViewController *)menu {\n    UIStoryboard *rooms = [UIStoryboard storyboardWithName:@\"Rooms\" bundle:nil];\n    return [rooms instantiateViewControllerWithIdentifier:@\"MenuViewController\"];\n}\n@end\n@implementation MenuViewController\n@end\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "the same scene where the code asks Main, through a local, for its ID: an error",
                        project: ["Menu.swift": "import UIKit\nclass HomeController: UIViewController {}\nclass MenuViewController: UIViewController {}\nfunc menu() -> UIViewController {\n    let main = UIStoryboard(name: \"Main\", bundle: nil)\n    return main.instantiateViewController(withIdentifier: \"MenuViewController\")\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
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
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "the same in Objective-C where the storyboard asked is a parameter, though another method binds a local of that name to Rooms: an error",
                        project: ["Menu.h": "#import <UIKit/UIKit.h>\n@interface HomeController : UIViewController\n@end\n@interface MenuViewController : UIViewController\n@end\n",
                                  "Menu.m": "#import \"Menu.h\"\n@implementation HomeController\n- (UIStoryboard *)roomsBoard {\n    UIStoryboard *rooms = [UIStoryboard storyboardWithName:@\"Rooms\" bundle:nil];\n    return rooms;\n}\n- (UIViewController *)menuFrom:(UIStoryboard *)rooms {\n    return [rooms instantiateViewControllerWithIdentifier:@\"MenuViewController\"];\n}\n@end\n@implementation MenuViewController\n@end\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "a taxi app's scenes, each made by a category's `+storyboardVC`, whose Storyboard ID is `NSStringFromClass(self.class)`: the code sends it to other classes, never to MenuViewController, so nothing shows this scene: a warning",
                        project: UndeclaredOutletRule.storyboardVCProject(sentTo: "DetailController")),
            RuleExample(OwnerExamples.copiedMenuStoryboard, file: "Main.storyboard",
                        note: "the same where the code sends `storyboardVC` to MenuViewController: an error",
                        project: UndeclaredOutletRule.storyboardVCProject(sentTo: "MenuViewController")),
            RuleExample(OwnerExamples.oldLoginStoryboard, file: "Login.storyboard",
                        note: "GaTBook's old login storyboard: its name is written only as a constant of a table of storyboard names that no code reads (another namespace's `Login` type is no read of it), so nothing loads it: a warning",
                        project: OwnerExamples.storyboardNameTable(readingLogin: false)),
            RuleExample(OwnerExamples.oldLoginStoryboard, file: "Login.storyboard",
                        note: "the same where the router reads the constant: an error",
                        project: OwnerExamples.storyboardNameTable(readingLogin: true)),
            RuleExample(OwnerExamples.oldLoginStoryboard, file: "Login.storyboard",
                        note: "KommunicateChatUI's location storyboards: the name is the raw value of a case of a String enum of storyboard names that no code uses, so nothing loads it: a warning",
                        project: OwnerExamples.storyboardNameEnum(readingLogin: false)),
            RuleExample(OwnerExamples.oldLoginStoryboard, file: "Login.storyboard",
                        note: "the same where the router passes the case: an error",
                        project: OwnerExamples.storyboardNameEnum(readingLogin: true)),
            RuleExample(OwnerExamples.oldRegisterStoryboard, file: "Register.storyboard",
                        note: "GaTBook's old register storyboard, named only by a storyboard reference in the old login storyboard, which nothing loads: a reference in a storyboard nothing loads leads nowhere, a warning",
                        project: OwnerExamples.loginReferringToRegister(loadingLogin: false)),
            RuleExample(OwnerExamples.oldRegisterStoryboard, file: "Register.storyboard",
                        note: "the same where the code loads the login storyboard: an error",
                        project: OwnerExamples.loginReferringToRegister(loadingLogin: true)),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignUpViewController" customModuleProvider="target">
                    <connections>
                        ↓<outlet property="welcomeLabel" destination="Sl1-aa-001" id="So1-aa-001"/>
                        <outlet property="emailField" destination="Sf1-aa-001" id="So2-aa-001"/>
                        <outlet property="view" destination="Sv1-aa-001" id="So3-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Sv1-aa-001">
                    <subviews>
                        <label text="Welcome" id="Sl1-aa-001"/>
                        <textField id="Sf1-aa-001"/>
                    </subviews>
                </view>
                """, file: "SignUpViewController.xib",
                        note: "cosmostation-ios's transaction screens: a class cut down to a stub that nothing makes; its nib's undeclared outlets are one cause, one finding naming the others: a warning",
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
            RuleExample(UndeclaredOutletRule.mainMenu(marked: false),
                        note: "cocos2d's simulator MainMenu.xib: the app's main nib, which AppKit loads with the application as its owner, whatever class File's Owner names",
                        project: UndeclaredOutletRule.mainMenuProject(main: true)),
            RuleExample(UndeclaredOutletRule.ticketNib(marked: false),
                        note: "RevTwo's R2MyTicketViewController.xib: a binary library's view controller, known by its header alone; its implementation, in the library, may declare the outlet in a class extension",
                        project: UndeclaredOutletRule.ticketController(implemented: false)),
            RuleExample(UndeclaredOutletRule.stepper.replacingOccurrences(of: "↓", with: ""), file: "Stepper.xib",
                        note: "the outlet declared under a condition iOS may compile (#if os(macOS) || targetEnvironment(macCatalyst): a Catalyst build is iOS's)",
                        project: OwnerExamples.stepperProject(computedLoadIn: "App", outletCondition: "os(macOS) || targetEnvironment(macCatalyst)")),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: false), file: "SOS/Login.storyboard",
                        note: "xcoderDevOps's sample apps: SOS's storyboard names a RegisterVC that only another app of the repository declares, which SOS cannot load (unknown-custom-class tells)",
                        project: OwnerExamples.twoApps),
            RuleExample("""
                <scene sceneID="Ts1-aa-001">
                    <objects>
                        <tabBarController id="Tc1-aa-001" customClass="LocationsTabBarController" customModuleProvider="target" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Tb1-aa-001"/>
                            <connections>
                                <outlet property="navigationItem" destination="Tn1-aa-001" id="To1-aa-001"/>
                            </connections>
                        </tabBarController>
                        <navigationItem title="On the Map" id="Tn1-aa-001"/>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        note: "a Udacity course's On the Map: UIViewController's own navigationItem outlet, which key-value coding sets through its instance variable",
                        project: ["Tabs.swift": "import UIKit\nclass LocationsTabBarController: UITabBarController {}\n"]),
            RuleExample(UndeclaredOutletRule.ownBarAsOutlet(controller: "tabBarController", className: "TabBarController", bar: "tabBar"), file: "Main.storyboard",
                        note: "a chat app's tab bar controller: its own tab bar connected as the outlet tabBar, read-only in UITabBarController, which key-value coding sets through its instance variable",
                        project: ["Tabs.swift": "import UIKit\nclass TabBarController: UITabBarController {}\n"]),
            RuleExample(UndeclaredOutletRule.ownBarAsOutlet(controller: "navigationController", className: "RootNavigationController", bar: "navigationBar"),
                        file: "Main.storyboard", note: "the same for a navigation controller's own navigation bar",
                        project: ["Navigation.swift": "import UIKit\nclass RootNavigationController: UINavigationController {}\n"]),
            RuleExample(UndeclaredOutletRule.ownBarAsOutlet(controller: "navigationController", className: "RootNavigationController", bar: "toolbar"),
                        file: "Main.storyboard", note: "and for its own toolbar",
                        project: ["Navigation.swift": "import UIKit\nclass RootNavigationController: UINavigationController {}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FileBrowser" customModule="Browser" customModuleProvider="target">
                    <connections>
                        <outlet property="tableView" destination="Fb2-aa-001" id="Fb3-aa-001"/>
                        <outlet property="view" destination="Fb1-aa-001" id="Fb4-aa-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Fb1-aa-001">
                    <subviews>
                        <tableView contentMode="scaleToFill" style="plain" id="Fb2-aa-001"/>
                    </subviews>
                </view>
                """, file: "FileBrowser.xib",
                        note: "FileBrowser's FileBrowser.xib, owned in the file by the framework's navigation controller: its list controller loads it by name from the framework's bundle and has the table outlet; the navigation controller the app makes looks for a default nib in the app's bundle, which does not hold this one",
                        project: UndeclaredOutletRule.fileBrowserFramework),
            RuleExample("""
                <viewController id="Vc1-aa-001" customClass="ViewController" sceneMemberID="viewController">
                    <view key="view" id="Vv1-aa-001">
                        <subviews>
                            <button id="Vb1-aa-001"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="audioButton" destination="Vb1-aa-001" id="Vo1-aa-001"/>
                    </connections>
                </viewController>
                """, note: "kaltura's samples: each app has its ViewController; a nib naming no module finds its own target's Objective-C class, not a Swift one of its module",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["App/ViewController.m", "App/Swift/ViewController.swift"]),
                                                                                               .init(name: "Demo", sources: ["Demo/ViewController.m"])]),
                                  "App/ViewController.h": "#import <UIKit/UIKit.h>\n@interface ViewController : UIViewController\n@property (weak, nonatomic) IBOutlet UIButton *audioButton;\n@end\n",
                                  "App/ViewController.m": "#import \"ViewController.h\"\n@implementation ViewController\n@end\n",
                                  "App/Swift/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
                                  "Demo/ViewController.h": "#import <UIKit/UIKit.h>\n@interface ViewController : UIViewController\n@end\n",
                                  "Demo/ViewController.m": "#import \"ViewController.h\"\n@implementation ViewController\n@end\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PinController">
                    <connections>
                        <outlet property="_titleLabel" destination="Pl1-aa-001" id="Po1-aa-001"/>
                        <outlet property="view" destination="Pv1-aa-001" id="Po2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Pv1-aa-001">
                    <subviews>
                        <label text="Enter your PIN" id="Pl1-aa-001"/>
                    </subviews>
                </view>
                """, note: "Alfresco's PinViewController.xib: key-value coding sets the instance variable _titleLabel, which the property titleLabel synthesizes",
                        project: ["PinController.m": "#import <UIKit/UIKit.h>\n@interface PinController : UIViewController\n@property (weak, nonatomic) IBOutlet UILabel *titleLabel;\n@end\n@implementation PinController\n- (instancetype)init { return [super initWithNibName:@\"Example\" bundle:nil]; }\n- (void)viewDidLoad { [super viewDidLoad]; _titleLabel.text = @\"PIN\"; }\n@end\n"]),
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
                """, file: "ReceiveView.xib",
                        note: "MixinNetwork's XibDesignable: a protocol extension loads a nib by a name it computes, with self as the owner: the owner's class cannot be known",
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
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="MenuViewController" customModuleProvider="target">
                    <connections>
                        <outlet property="View" destination="Mv2-aa-001" id="Mo1-aa-001"/>
                        <outlet property="viewMain" destination="Mv2-aa-001" id="Mo2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Mv2-aa-001"/>
                """, file: "MenuViewController.xib",
                        note: "an outlet named View calls setView:, which sets UIViewController's own view (Barcodrop's floating menu)",
                        project: ["Menu.swift": "import UIKit\nclass MenuViewController: UIViewController {\n    @IBOutlet var viewMain: UIView!\n}\n"]),
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
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="EditorController"/>
                        <textView id="Mt1-aa-001" customClass="QueryTextView">
                            <connections>
                                <outlet property="delegate" destination="-2" id="Mo1-aa-001"/>
                            </connections>
                        </textView>
                    </objects>
                </document>
                """, note: "Sequel-Ace's query editors: an NSTextView subclass's delegate, which NSText declares",
                        project: ["Editor.swift": "import Cocoa\nclass EditorController: NSObject {}\nclass QueryTextView: NSTextView {}\n"]),
        ])

    /// A framework target Browser that copies FileBrowser.xib and declares FileBrowser (a
    /// navigation controller) and FileListViewController (which loads the nib by name from the
    /// framework's bundle), and an app that makes a FileBrowser.
    static let fileBrowserFramework: [String: String] = [
        "Browser.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "Browser", resources: ["FileBrowser.xib"], sources: ["Browser.swift"], productType: "com.apple.product-type.framework"),
            .init(name: "Example", sources: ["Example.swift"], productType: ExampleXcodeProject.application),
        ]),
        "Browser.swift": """
            import UIKit
            open class FileBrowser: UINavigationController {}
            class FileListViewController: UIViewController {
                @IBOutlet weak var tableView: UITableView!
                convenience init() { self.init(nibName: "FileBrowser", bundle: Bundle(for: FileListViewController.self)) }
            }

            """,
        "Example.swift": "import UIKit\nimport Browser\nclass ViewController: UIViewController {\n    func browse() { present(FileBrowser(), animated: true) }\n}\n",
    ]

    /// Two lessons of a repository, each an Xcode project with a target `Lesson` and its own
    /// SecondViewController: Plain's declares no outlet and its root controller makes one;
    /// Delegate's declares `table` and loads a nib of its own by name.
    static let twoLessons: [String: String] = {
        func project(_ source: String) -> String {
            ExampleXcodeProject.pbxproj([.init(name: "Lesson", resources: ["SecondViewController.xib"], sources: [source],
                                               productType: ExampleXcodeProject.application)])
        }
        return [
            "Plain/Lesson.xcodeproj/project.pbxproj": project("Second.swift"),
            "Plain/Second.swift": "import UIKit\nclass SecondViewController: UIViewController {}\nclass RootViewController: UIViewController {\n    func next() { navigationController?.pushViewController(SecondViewController(), animated: true) }\n}\n",
            "Delegate/Lesson.xcodeproj/project.pbxproj": project("Second.swift"),
            "Delegate/Second.swift": "import UIKit\nclass SecondViewController: UIViewController {\n    @IBOutlet var table: UITableView!\n    let header = UINib(nibName: \"Header\", bundle: nil)\n}\n",
        ]
    }()

    /// The master-detail template's detail scene, its label's outlet left on a controller that
    /// no longer declares it (Hacking with Swift's Project 7).
    static let detailScene = OwnerExamples.storyboard(initial: "Dc1-aa-001", scenes: """
            <scene sceneID="Ds1-aa-001">
                <objects>
                    <viewController id="Dc1-aa-001" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Dv1-aa-001">
                            <subviews>
                                <label text="Detail view content goes here" id="Dl1-aa-001"/>
                            </subviews>
                        </view>
                        <connections>
                            ↓<outlet property="detailDescriptionLabel" destination="Dl1-aa-001" id="Do1-aa-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
    """)

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        let owners = project.owners(of: document)
        var reach: SceneReach?
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (sourceInfo, sourceChain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document),
                  let (checked, noOwner) = SourceRuleSupport.checkedClasses(of: source, info: sourceInfo, chain: sourceChain,
                                                                           owners: owners, project: project) else { continue }
            for (info, chain, passedAt) in checked where chain.isComplete && !chain.acceptsAnyKey && !chain.membersMayBeUnseen {
                // Where the crash cannot happen yet (nothing loads the nib or shows the scene),
                // the object's undeclared outlets are one cause, one finding: a class cut down
                // to a stub leaves all of them (cosmostation-ios's five transaction screens, 115
                // outlets).
                var latent: [Finding] = []
                defer { if let first = latent.first { findings.append(SourceRuleSupport.grouped(first, others: latent.dropFirst())) } }
                for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                    guard let key = connection.property, chain.property(key, platform: document.platform) == nil else { continue }
                    if chain.method(ClassIndex.Chain.keyValueCodingSetter(key)) != nil { continue }
                    if !chain.framework.isEmpty,
                       FrameworkMembers.hasOutlet(key, chain: chain.framework, platform: document.platform) != false { continue }
                    let object = passedAt.map { SourceRuleSupport.passedOwner(info, at: $0) } ?? info.name + ","
                    // A storyboard compiles each scene to a nib of its own: an outlet to another
                    // scene's object cannot be set at run time.
                    let destination = connection.destination.flatMap { document.element(withID: $0) }
                    let destinationScene = destination.flatMap(SourceRuleSupport.scene(of:))
                    let crossScene = destinationScene != nil && destinationScene != SourceRuleSupport.scene(of: source)
                    if reach == nil { reach = SceneReach(document, project: project) }
                    // A controller's outlet into its view is set only when that view loads.
                    let deadScene = reach?.explanation(for: source) ?? destination.flatMap { reach?.viewMadeInCode(holding: $0)?.explanation }
                        ?? reach?.uncertaintyExplanation(for: source)
                    // AppKit sets an outlet only where the object has a setter or an instance
                    // variable of its name (NSNibOutletConnector), and otherwise skips it, logging
                    // "Failed to connect": the outlet stays nil (dolphin-ios's MacUpdater;
                    // ProtonVPN's status menu).
                    let appKit = document.platform == .macOS
                    let outcome: String
                    if appKit {
                        outcome = "AppKit connects an outlet only where the object has a setter or instance variable of that name, so loading logs \"Failed to connect (\(key)) outlet … missing setter or instance variable\" and leaves it unset (it does not crash)"
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
                    // Declared only inside an `#if` this nib's platform does not compile (a
                    // controller shared with a Mac app): the class this nib runs with lacks it.
                    let otherPlatforms = chain.property(key).map { " compiled for \(document.platform.map { "\($0)" } ?? "this platform") (its '\(key)' at \($0.location) is inside an #if that leaves it out)" } ?? ""
                    let finding = Finding(
                        connection.element, "outlet '\(key)' is connected on \(object) which declares no '\(key)'\(otherPlatforms) (declared at \(info.location)); \(outcome)",
                        hint: !otherPlatforms.isEmpty ? "declare \(key) for every platform that loads this nib, outside the #if or in each of its branches" : chain.isNibKit
                            ? "list it in \(info.name)'s outlets (Outlet(\"\(key)\", \\\(info.name).\(key))), or reconnect the outlet to the property that replaced it"
                            : "add @IBOutlet var \(key) to \(info.name), or reconnect the outlet to the property that replaced it",
                        isAtMostWarning: noOwner || owners.nothingLoads || crossScene || deadScene != nil || appKit)
                    if !appKit, !crossScene, !noOwner, deadScene != nil || owners.nothingLoads {
                        latent.append(finding)
                    } else {
                        findings.append(finding)
                    }
                }
            }
        }
    }
}

extension UndeclaredOutletRule {
    /// A storyboard no Info.plist names, with a ListController scene whose outlet
    /// `collectionView` (marked) its class lacks, and an InfoController scene, each with its
    /// class's name as its Storyboard ID.
    static let listAndInfoScenes = OwnerExamples.storyboard(initial: "Ic1-aa-001", scenes: """
            <scene sceneID="Ls1-aa-001">
                <objects>
                    <viewController storyboardIdentifier="ListController" id="Lc1-aa-001" customClass="ListController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Lv1-aa-001">
                            <subviews>
                                <collectionView id="Lf1-aa-001"/>
                            </subviews>
                        </view>
                        <connections>
                            ↓<outlet property="collectionView" destination="Lf1-aa-001" id="Lo1-aa-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Is1-aa-001">
                <objects>
                    <viewController storyboardIdentifier="InfoController" id="Ic1-aa-001" customClass="InfoController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Iv1-aa-001"/>
                    </viewController>
                </objects>
            </scene>
    """)

    /// The two controllers of `listAndInfoScenes`, a class property giving each class's own name,
    /// and code asking Main for the scene of `asked` by it: in a free function, or with
    /// `fromBase` in a method of a base class both controllers inherit.
    static func namedScenesProject(asking asked: String, fromBase: Bool = false) -> [String: String] {
        let superclass = fromBase ? "BaseController" : "UIViewController"
        let ask = "UIStoryboard(name: \"Main\", bundle: .main).instantiateViewController(withIdentifier: \(asked).name)"
        let asking = fromBase
            ? "class BaseController: UIViewController {\n    func next() -> UIViewController { \(ask) }\n}\n"
            : "func show() -> UIViewController { \(ask) }\n"
        return ["Controllers.swift": """
            import UIKit
            extension NSObject {
                static var name: String { String(describing: self).components(separatedBy: ".").last! }
            }
            class ListController: \(superclass) {}
            class InfoController: \(superclass) {}

            """ + asking]
    }

    /// A scene of a `className` container (`controller`: its element name) whose own bar
    /// (`bar`: `tabBar`, `navigationBar`) is connected as the outlet of the bar's own name.
    static func ownBarAsOutlet(controller: String, className: String, bar: String) -> String {
        """
        <scene sceneID="Bs1-aa-001">
            <objects>
                <\(controller) id="Bc1-aa-001" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController">
                    <\(bar) key="\(bar)" contentMode="scaleToFill" id="Bb1-aa-001"/>
                    <connections>
                        <outlet property="\(bar)" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </\(controller)>
            </objects>
        </scene>
        """
    }

    /// A stepper view whose class no longer declares its text field's outlet.
    static let stepper = """
        <view contentMode="scaleToFill" id="St1-aa-001" customClass="Stepper" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
            <subviews>
                <textField id="St2-aa-001"/>
            </subviews>
            <connections>
                ↓<outlet property="countField" destination="St2-aa-001" id="St3-aa-001"/>
            </connections>
        </view>
        """

    /// qunarcorp's arrow cell: an outlet its class no longer declares.
    static let arrowCell = """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="arrow" id="Ac1-aa-001" customClass="ArrowCell">
            <tableViewCellContentView key="contentView" id="Av1-aa-001">
                <subviews>
                    <label id="Al1-aa-001"/>
                </subviews>
            </tableViewCellContentView>
            <connections>
                ↓<outlet property="descLabel" destination="Al1-aa-001" id="Ao1-aa-001"/>
            </connections>
        </tableViewCell>
        """
}

extension UndeclaredOutletRule {
    /// A taxi app's Objective-C: a category gives every view controller `+storyboardVC`, which
    /// asks Main for the scene whose Storyboard ID is the class's name, and HomeController sends
    /// it to `receiver`.
    static func storyboardVCProject(sentTo receiver: String) -> [String: String] {
        ["Menu.h": "#import <UIKit/UIKit.h>\n@interface HomeController : UIViewController\n@end\n@interface MenuViewController : UIViewController\n@end\n@interface DetailController : UIViewController\n@end\n@interface UIViewController (Storyboard)\n+ (id)storyboardVC;\n@end\n",
         "Menu.m": "#import \"Menu.h\"\n@implementation UIViewController (Storyboard)\n+ (id)storyboardVC {\n    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@\"Main\" bundle:nil];\n    return [storyboard instantiateViewControllerWithIdentifier:NSStringFromClass(self.class)];\n}\n@end\n@implementation HomeController\n- (void)next {\n    [self.navigationController pushViewController:[\(receiver) storyboardVC] animated:YES];\n}\n@end\n@implementation MenuViewController\n@end\n@implementation DetailController\n@end\n",
         "Info.plist": OwnerExamples.mainInfoPlist]
    }
}

extension UndeclaredOutletRule {
    /// A nib whose File's Owner, an `AlertController`, has an outlet `okBtn` to a button.
    static let alertOwner = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AlertController" customModuleProvider="target">
            <connections>
                ↓<outlet property="okBtn" destination="Ab1-aa-001" id="Ao1-aa-001"/>
            </connections>
        </placeholder>
        <button id="Ab1-aa-001"/>
        """
}
