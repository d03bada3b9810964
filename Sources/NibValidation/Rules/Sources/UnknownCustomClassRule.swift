import NibDocument

/// `unknown-custom-class`: A customClass names a class the sources or UIKit declare.
public struct UnknownCustomClassRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// A pod's files: a podspec `Kit.podspec` in `folder` (empty: the project's own) whose
    /// `source_files` are `Kit/**/*.{swift,h,m}` of that folder, and a project beside the nib that
    /// copies it and compiles `Kit/Delegate.swift`, but not `Kit/Views/Badge.swift`, which
    /// declares `BadgeView`.
    static func pod(in folder: String) -> [String: String] {
        let kit = folder.isEmpty ? "Kit" : folder + "/Kit"
        return [(folder.isEmpty ? "" : folder + "/") + "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.{swift,h,m}' # the pod's code\nend\n",
                "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "Kit", resources: ["Example.xib"], sources: [kit + "/Delegate.swift"])],
                                                                             otherFiles: [kit + "/Views/Badge.swift"]),
                kit + "/Delegate.swift": "import UIKit\nclass Delegate {}\n",
                kit + "/Views/Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]
    }

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
            without a module in a project with CocoaPods, Carthage, package or Flutter \
            dependencies, with a git submodule that is not checked out, or linking a framework \
            the checkout lacks, may come from those, so the rule stands down for it (also where \
            only an uncompiled file in a folder named after such a pod or framework declares it, \
            an old copy of the dependency), and so does a class whose name is that of a source \
            file a target compiles but which is not there (a submodule not checked out, a file not \
            committed) or lies outside the project, which nibcheck does not read. \
            It is an error where the base-class object certainly breaks the app: an \
            outlet, outlet collection or runtime attribute set on the object, or an action sent \
            to it, that the base class lacks (setValue:forUndefinedKey:, unrecognized selector); \
            an outlet pointing at it that is typed as a class the base class is not and that the \
            code uses, or one typed as nibcheck cannot check (a framework object's delegate or data source; \
            not the owner's own framework outlet, such as a view controller's view, nor a table or \
            collection view's data source and delegate set to the table or collection view \
            controller made instead, which answers them); a cell whose \
            reuse identifier the code dequeues and casts (a Swift dequeue counts unless the code \
            returns the cell or only uses its members, never casting it nor handing it on; an \
            Objective-C cast checks nothing, so a cell it dequeues by an identifier it computes, \
            which serves several prototypes, may break only on other rows: a warning). Otherwise the object works as its base class and only loses what \
            the class adds (its drawing, its styling): a warning, one per file and class, at the \
            first object that names it, naming the others. A view controller is no \
            exception: a class no file declares is one no code can cast to, so the screen runs \
            as the base controller, and breaks only through the connections above. File's Owner is never made \
            from the nib (the code passes the owner when it loads it), so an unknown class there \
            is stale, not a crash, and nothing shows it on a device: info, which says the owner's \
            connections cannot be checked against it. A nib nothing in the project loads, or a \
            storyboard scene nothing shows (no initial arrow in use, Storyboard ID the code or a \
            storyboard reference in a scene something may show asks for, or segue the code can \
            perform reaches it; a computed identifier performed on self performs only its own \
            class's segues, and only one the app's code writes as a string or a String enum's raw value), or a prototype cell or collection section header or footer whose identifier no code \
            dequeues (a list makes a prototype only when it is dequeued), or whose list has for \
            data source its scene's controller, a plain UITableViewController or \
            UICollectionViewController with no Storyboard ID (UIKit's own implementation gives such a \
            list no rows), or whose identifier \
            the code of the scene's controller or of the table or collection view's own class \
            registers (the registration replaces the prototype), \
            cannot break yet: a warning.
            """,
        triggering: [
            RuleExample(UnknownCustomClassRule.profileHeaderScene, file: "Main.storyboard",
                        note: "a course's Timeline app: a collection view's section header of a class since deleted, whose outlet would crash; the scene's controller dequeues only cells, and a header prototype is made only when dequeued as a supplementary view: a warning",
                        project: UnknownCustomClassRule.profileController(dequeuingHeader: false)),
            RuleExample(UnknownCustomClassRule.profileHeaderScene, file: "Main.storyboard",
                        note: "the same, where the controller dequeues the header: an error",
                        project: UnknownCustomClassRule.profileController(dequeuingHeader: true)),
            RuleExample(UnknownCustomClassRule.channelStoryboard, file: "Channel.storyboard",
                        note: "Newsreels' Channel storyboard: the app asks its storyboards for scenes through the AppStoryboard helper many apps copy, whose Storyboard ID is the class it is sent to (`class var storyboardID: String { return \"\\(self)\" }`); no class is named DraftsVC, so nothing asks for that scene: a warning",
                        project: UnknownCustomClassRule.appStoryboardHelper(storyboardID: "return \"\\(self)\"")),
            RuleExample(UnknownCustomClassRule.channelStoryboard, file: "Channel.storyboard",
                        note: "the same helper, whose Storyboard ID is computed otherwise: the identifier asked for is not known, so the scene may be shown: an error",
                        project: UnknownCustomClassRule.appStoryboardHelper(storyboardID: "return identifierPrefix + \"\\(self)\"")),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: true), file: "SOS/Login.storyboard",
                        note: "xcoderDevOps's sample apps: SOS's storyboard names a RegisterVC that only NewsPaper, another app of the repository, declares; SOS's code shows the scene, and its outlet crashes the load on the plain UIViewController UIKit makes",
                        project: OwnerExamples.twoApps),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: true), file: "SOS/Login.storyboard",
                        note: "the same scene where only NewsPaper's code asks a Login storyboard for RegisterVC: that app's code loads its own bundle's storyboard, never SOS's, so nothing loads this one yet: a warning",
                        project: OwnerExamples.twoApps.merging([
                            "SOS/AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder {}\n",
                            "News/RegisterVC.swift": OwnerExamples.newsPaperAsksForRegister,
                        ]) { $1 }),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: true) + OwnerExamples.sosLoginScene, file: "SOS/Login.storyboard",
                        note: "the same, where SOS's code shows its Login storyboard's login scene: the storyboard is loaded, but only NewsPaper's code asks for RegisterVC, so nothing shows this scene yet: a warning",
                        project: OwnerExamples.twoApps.merging([
                            "SOS/AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder {\n    func login() -> UIViewController { UIStoryboard(name: \"Login\", bundle: nil).instantiateViewController(withIdentifier: \"LoginVC\") }\n}\n",
                            "News/RegisterVC.swift": OwnerExamples.newsPaperAsksForRegister,
                        ]) { $1 }),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: true) + OwnerExamples.sosLoginScene, file: "SOS/Login.storyboard",
                        note: "the same, where SOS's code asks its Login storyboard for an identifier it computes, from its own strings only: \"RegisterVC\" is NewsPaper's, so nothing shows this scene yet: a warning",
                        project: OwnerExamples.twoApps.merging([
                            "SOS/AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder {\n    func show(_ identifier: String) -> UIViewController { UIStoryboard(name: \"Login\", bundle: nil).instantiateViewController(withIdentifier: identifier) }\n    func login() -> UIViewController { show(\"LoginVC\") }\n}\n",
                            "News/RegisterVC.swift": OwnerExamples.newsPaperAsksForRegister,
                        ]) { $1 }),
            RuleExample(OwnerExamples.sampleMenuScenes, file: "Mediation/Main.storyboard",
                        note: "vpon's SDK samples: the Mediation app's menu controller performs no segue, and another app's menu class of the same name performs the segues of that app's own storyboard; nothing shows the banner scene yet: a warning",
                        project: OwnerExamples.twoSamples),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController" customModuleProvider="target">
                    <connections><outlet property="view" destination="Sv1-aa-001" id="So1-aa-001"/></connections>
                </placeholder>
                <view id="Sv1-aa-001">
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001"/>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="Cv1-aa-001" firstAttribute="bottom" secondItem="Sv1-aa-001" secondAttribute="bottom" constant="15" id="Cc1-aa-001" customClass="SafeAreaLayoutConstraint" customModuleProvider="target"/>
                    </constraints>
                </view>
                """, note: "a route app's cards: a constraint of a subclass the sources no longer declare, which UIKit makes a plain NSLayoutConstraint, and nothing needs the subclass: a warning",
                        project: ["Card.swift": "import UIKit\nclass CardController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"]),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "beam's Subreddit.storyboard: a prototype cell of a deleted class whose identifier no code dequeues; nothing makes it, so nothing crashes yet: a warning",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "subreddit")),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "the same prototype, dequeued: its outlet crashes the dequeue",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit")),
            RuleExample(UnknownCustomClassRule.plainControllersMultireddit, file: "Subreddit.storyboard",
                        note: "Society6's notifications scene: the same prototype in a plain UITableViewController, its table's data source; the code dequeues the identifier from another controller's table, and UIKit's own implementation gives the plain controller's table no rows: a warning",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit")),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "a FastCampus lesson's card list: the controller registers a nib under the prototype's identifier, which replaces the prototype of a renamed class; the dequeue makes the nib's cell and never the prototype: a warning",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit", registering: true)),
            RuleExample(UnknownCustomClassRule.multiredditScene.replacingOccurrences(
                            of: #"id="Sv1-aa-001">"#, with: #"id="Sv1-aa-001" customClass="SubredditTableView" customModuleProvider="target">"#),
                        file: "Subreddit.storyboard",
                        note: "a training app's settings list: the collection view's own class registers a nib under the prototype's identifier in awakeFromNib, which replaces the prototype of a misspelt class: a warning",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit").merging([
                            "SubredditTableView.swift": "import UIKit\nclass SubredditTableView: UITableView {\n    let cellID = \"multireddit\"\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        register(UINib(nibName: \"MultiredditCell\", bundle: nil), forCellReuseIdentifier: cellID)\n    }\n}\n",
                        ]) { own, _ in own }),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "a course's lessons, each an app with its own controller class of the same name: another lesson's registration under the identifier is for that lesson's table, and this prototype's dequeue crashes on its outlet",
                        project: UnknownCustomClassRule.subredditController(dequeuing: "multireddit", registeringInAnotherApp: true)),
            RuleExample(UnknownCustomClassRule.multiredditScene, file: "Subreddit.storyboard",
                        note: "openHAB's sitemap: the code dequeues only through a generic helper, under each cell class's name, and no class is named 'multireddit'; nothing makes the prototype: a warning",
                        project: ["Subreddit.swift": """
                            import UIKit
                            protocol Reusable { static var reuseIdentifier: String { get } }
                            extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
                            extension UITableViewCell: Reusable {}
                            extension UITableView {
                                func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T {
                                    dequeueReusableCell(withIdentifier: cellType.reuseIdentifier, for: indexPath) as! T
                                }
                            }
                            class SubredditCell: UITableViewCell {}
                            class SubredditController: UITableViewController {
                                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                    tableView.dequeueReusableCell(for: indexPath) as SubredditCell
                                }
                            }
                            """]),
            RuleExample(UnknownCustomClassRule.attributedLabelCell.replacingOccurrences(of: "<label text", with: "↓<label text"), file: "Comment.xib",
                        note: "the same label class, in a project with no dependency that could declare it, whose code names it nowhere: the outlet is a plain label, so nothing needs the class, a warning",
                        project: UnknownCustomClassRule.commentCell(labelType: "UILabel")),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        <outlet property="badge" destination="Ba1-aa-001" id="Bo1-aa-001"/>
                        <outlet property="view" destination="Ba1-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </placeholder>
                ↓<view customClass="BadgeVeiw" customModuleProvider="target" id="Ba1-aa-001"/>
                """, note: "the outlet is typed with the class the nib misspells: the code calls BadgeView's members on a plain UIView, an error",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    var count = 0\n}\nclass ShelfController: UIViewController {\n    @IBOutlet var badge: BadgeView!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    func refresh() { badge.count = 3 }\n}\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        <outlet property="badge" destination="Ba1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </placeholder>
                ↓<view customClass="BadgeVeiw" customModuleProvider="target" id="Ba1-aa-001"/>
                """, note: "bm_iOS's More.storyboard: the outlet is typed with the class the nib misspells, but no code uses it (its uses are commented out), so nothing takes the plain UIView as that class: a warning",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    var count = 0\n}\nclass ShelfController: UIViewController {\n    @IBOutlet var badge: BadgeView!\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    func refresh() {\n        // badge.count = 3\n    }\n}\n"]),
            RuleExample(#"↓<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "declared only in a file the project's folder holds but no target compiles; nothing connected to the view needs the class, so a warning",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]) { first, _ in first }),
            RuleExample(#"↓<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a copy of a library kept in a folder of the app, with its podspec: the app's project is what builds the app, and it does not compile the library's file; nothing connected to the view needs the class, so a warning",
                        project: UnknownCustomClassRule.pod(in: "Vendor/Kit")),
            RuleExample(#"↓<view customClass="ShareView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a share extension's nib whose only class file left the target, which now compiles nothing; nothing connected to the view needs the class, so a warning",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", sources: ["Example.swift"]),
                                                                                                .init(name: "Share", resources: ["Example.xib"])],
                                                                                               otherFiles: ["Share/ShareView.swift"]),
                                  "Example.swift": "import UIKit\nclass PlayerView: UIView {}\n",
                                  "Share/ShareView.swift": "import UIKit\nclass ShareView: UIView {}\n"]),
            RuleExample(#"↓<view customClass="BadgeView" id="Ba1-aa-001"/>"#,
                        note: "Zebra's cells: an Objective-C class whose header is in the tree but whose @implementation only a file no target compiles holds; nothing connected to the view needs the class, so a warning",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/BadgeView.h": "#import <UIKit/UIKit.h>\n@interface BadgeView : UIView\n@end\n",
                                      "Legacy/BadgeView.m": "#import \"BadgeView.h\"\n@implementation BadgeView\n@end\n"]) { first, _ in first }),
            RuleExample(#"↓<view customClass="BadgeView" id="Ba1-aa-001"/>"#,
                        note: "the same class file left out of the target in a project whose Podfile names other pods: no folder named after one holds it, so it is the app's own; nothing connected to the view needs the class, so a warning",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/BadgeView.h": "#import <UIKit/UIKit.h>\n@interface BadgeView : UIView\n@end\n",
                                      "Legacy/BadgeView.m": "#import \"BadgeView.h\"\n@implementation BadgeView\n@end\n",
                                      "Podfile": "platform :ios, '9.0'\npod 'AFNetworking', '~> 3.0'\n"]) { first, _ in first }),
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
                <view id="Bv1-aa-001">
                    <subviews>
                        ↓<view customClass="StaticBottomView" customModuleProvider="target" id="Bb1-aa-001"/>
                        <view customClass="StaticBottomView" customModuleProvider="target" id="Bb2-aa-001"/>
                        <view customClass="StaticBottomView" customModuleProvider="target" id="Bb3-aa-001"/>
                    </subviews>
                </view>
                """, note: "bm_iOS's storyboards: a deleted class that many views of a file still name, none needed as it: one finding, a warning, at the first, naming the others",
                        project: ["BottomView.swift": "import UIKit\nclass BottomView: UIView {}\nfunc show() -> UINib { UINib(nibName: \"Example\", bundle: nil) }\n"]),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: true), file: "Main.storyboard",
                        note: "bm_iOS's Main.storyboard: a scene reached only by a manual segue of a controller whose class performs none; another class's performSegue with a computed identifier performs only its own scenes' segues, so nothing shows the scene: a warning",
                        project: ["Info.plist": OwnerExamples.mainInfoPlist,
                                  "Home.swift": "import UIKit\nclass HomeController: UIViewController {}\nclass SettingsController: UIViewController {\n    func open(_ segue: String) { performSegue(withIdentifier: segue, sender: nil) }\n}\n"]),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: true), file: "Main.storyboard",
                        note: "the same, where the Home controller's own class performs an identifier it computes, from strings it writes: an error",
                        project: ["Info.plist": OwnerExamples.mainInfoPlist,
                                  "Home.swift": "import UIKit\nclass HomeController: UIViewController {\n    func open(_ segue: String) { performSegue(withIdentifier: segue, sender: nil) }\n    func pickCity() { open(\"toCity\") }\n}\n"]),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: true), file: "Main.storyboard",
                        note: "BrightStart's wizard: the same, where the identifiers the Home controller computes come from a list of strings that does not hold this segue's: a warning",
                        project: ["Info.plist": OwnerExamples.mainInfoPlist,
                                  "Home.swift": "import UIKit\nclass HomeController: UIViewController {\n    let segues = [\"toSettings\", \"toProfile\"]\n    func open(_ index: Int) { performSegue(withIdentifier: segues[index], sender: nil) }\n}\n"]),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: true), file: "Main.storyboard",
                        note: "the same, where a protocol's extension the Home controller adopts performs a computed identifier (the SegueHandlerType pattern): an error",
                        project: ["Info.plist": OwnerExamples.mainInfoPlist,
                                  "Home.swift": "import UIKit\nprotocol SegueHandler {}\nextension SegueHandler where Self: UIViewController {\n    func open(_ segue: Segue) { performSegue(withIdentifier: segue.rawValue, sender: nil) }\n}\nenum Segue: String { case toCity }\nclass HomeController: UIViewController, SegueHandler {}\n"]),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: false), file: "Main.storyboard",
                        note: "bm_iOS's Team.storyboard: a storyboard reference to the scene, behind a segue no code performs; a reference nothing shows asks for nothing: a warning",
                        project: UnknownCustomClassRule.teamStoryboard(performs: false)),
            RuleExample(UnknownCustomClassRule.cityPickerStoryboard(segue: false), file: "Main.storyboard",
                        note: "the same reference, behind a segue the team controller performs: an error",
                        project: UnknownCustomClassRule.teamStoryboard(performs: true)),
            RuleExample(OwnerExamples.shelf(rootView: "<view customClass=\"RoundedView\" customModuleProvider=\"target\"", key: "cornerRadius", value: "8"),
                        note: "the class's inspectable property is set on a plain UIView, which has no such key: loading crashes, an error",
                        project: ["Shelf.swift": OwnerExamples.shelfController]),
            RuleExample(OwnerExamples.shelf(subview: "<view alpha=\"0.5\" userLabel=\"control\" customClass=\"control\"", key: "alpha", value: "0.5"),
                        note: "CSH-APP-IOS OrderConfirmView.xib: the runtime attribute sets `alpha`, which the plain UIView made instead has as every view does: a warning",
                        project: ["Shelf.swift": OwnerExamples.shelfController]),
            RuleExample(OwnerExamples.shelf(subview: "<view userLabel=\"card\" customClass=\"CardView\"", key: "cornerRadius", value: "8"),
                        note: "the runtime attribute sets `cornerRadius`, which the app's own `extension UIView` gives every view, the plain UIView made instead too: a warning",
                        project: ["Shelf.swift": "import UIKit\nextension UIView {\n    @IBInspectable var cornerRadius: CGFloat {\n        get { layer.cornerRadius }\n        set { layer.cornerRadius = newValue }\n    }\n}\n" + OwnerExamples.shelfController]),
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
            RuleExample(UnknownCustomClassRule.listScene(controller: "tableViewController"), file: "Main.storyboard",
                        note: "ctmcquilkin's ParseTest: a list whose controller's file no target compiles; its table's data source and delegate are a plain UITableViewController, which answers them: a warning",
                        project: ["Settings.swift": "import UIKit\nclass SettingsController: UIViewController {}\n"]),
            RuleExample(UnknownCustomClassRule.listScene(controller: "viewController"), file: "Main.storyboard",
                        note: "the same table in a plain view controller's scene, which answers neither: an error",
                        project: ["Settings.swift": "import UIKit\nclass SettingsController: UIViewController {}\n"]),
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
            RuleExample(OwnerExamples.storyboard(initial: "Dc1-aa-001", scenes: """
                <scene sceneID="Ds1-aa-001">
                    <objects>
                        <viewController id="Dc1-aa-001" customClass="DialogsController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Dv1-aa-001">
                                <subviews>
                                    <button id="Db1-aa-001">
                                        <connections>
                                            ↓<segue destination="Cc1-aa-001" kind="custom" identifier="goToChat" customClass="ReplaceSegue" customModuleProvider="target" id="Dg1-aa-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Cs1-aa-001">
                    <objects>
                        <viewController id="Cc1-aa-001" customClass="DialogsController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
        """), file: "Dialogs.storyboard",
                        note: "xDating's chat list: a button's custom segue of a class no file declares; which class UIKit makes for a segue, and what performing it then does, nibcheck does not know: a warning",
                        project: ["Dialogs.swift": "import UIKit\nclass DialogsController: UIViewController {}\nfunc dialogs() -> UIViewController? { UIStoryboard(name: \"Dialogs\", bundle: nil).instantiateInitialViewController() }\n"]),
            RuleExample(UnknownCustomClassRule.alarmStoryboard(storyboardIdentifier: nil), file: "Profile.storyboard",
                        note: "First-RxSwift's Profile.storyboard, in a project that builds a Main.storyboard the checkout lacks: a scene of a deleted controller with no Storyboard ID, no initial arrow and no segue to it, which no code or nib, seen or not, can ask for: a warning",
                        project: UnknownCustomClassRule.alarmProject(askingForAlarm: false)),
            RuleExample(UnknownCustomClassRule.alarmStoryboard(storyboardIdentifier: "alarm"), file: "Profile.storyboard",
                        note: "the same scene with a Storyboard ID that no code here asks for: only the missing Main.storyboard could show it, by a reference, so the crash may never happen: a warning",
                        project: UnknownCustomClassRule.alarmProject(askingForAlarm: false)),
            RuleExample(UnknownCustomClassRule.alarmStoryboard(storyboardIdentifier: "alarm"), file: "Profile.storyboard",
                        note: "the same scene, whose Storyboard ID the code asks for: loading it crashes, an error",
                        project: UnknownCustomClassRule.alarmProject(askingForAlarm: true)),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "green_ios's Wallet.storyboard: a leftover scene whose class was deleted; the app's own helper passes on Storyboard IDs, and no built file writes this one: nothing shows it, a warning",
                        project: ["Home.swift": OwnerExamples.storyboardHelper]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "the same scene, whose Storyboard ID a file passes to the helper: an error",
                        project: ["Home.swift": OwnerExamples.storyboardHelper
                                  + "func wallet() -> UIViewController? { UIViewController.instantiate(storyboard: \"Wallet\", identifier: \"WALLET\") }\n"]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "summit-app-ios's Menu.storyboard: the app asks for scenes through R.swift's generated accessors (`R.storyboard.wallet.homeController()`), and none is this leftover scene's: nothing shows it, a warning",
                        project: ["Home.swift": "import UIKit\nclass HomeController: UIViewController {\n    func home() -> HomeController? { R.storyboard.wallet.homeController() }\n}\n"]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "the same scene, which R.swift's `R.storyboard.wallet.wallet()` asks for: an error",
                        project: ["Home.swift": "import UIKit\nclass HomeController: UIViewController {\n    func wallet() -> UIViewController? { R.storyboard.wallet.wallet() }\n}\n"]),
            RuleExample(OwnerExamples.leftoverWalletScene, file: "Wallet.storyboard",
                        note: "GenesisVision's Assets.storyboard: a leftover scene whose class was deleted; the app asks for scenes only by its view controllers' class names (`String(describing: self)` in a class method), and no class is named 'WALLET': nothing shows it, a warning",
                        project: ["Home.swift": OwnerExamples.classNamedStoryboardHelper]),
            RuleExample("""
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FundTestAccountController" customModuleProvider="target"/>
                """, note: "lumenshine's FundTestNetWalletViewController.xib: File's Owner names a class only a file no target compiles declares; the owner is what the code passes: an info",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/FundTest.swift": "import UIKit\nclass FundTestAccountController: UIViewController {}\n"]) { first, _ in first }),
            RuleExample(OwnerExamples.logStoryboard, file: "Main.storyboard",
                        note: "iOS-planckForiOS's Settings.storyboard: a scene reached only by a manual segue, 'segueShowLog', which the code cannot perform: it performs segues by a String enum's rawValue, and no case is that: a warning",
                        project: ["Home.swift": OwnerExamples.performsSegues(cases: "case segueShowHelp")]),
            RuleExample(OwnerExamples.logStoryboard, file: "Main.storyboard",
                        note: "the same scene when a case of the enum is its segue's identifier: an error",
                        project: ["Home.swift": OwnerExamples.performsSegues(cases: "case segueShowHelp, segueShowLog")]),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "iOS-planckForiOS's Thread.storyboard: the code loads Main by name, and nothing names Thread, whose controller's class is gone with the feature: nothing loads it, a warning",
                        project: ["Home.swift": OwnerExamples.loadsMain]),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "the same storyboard, which the app's Info.plist names as its main one: an error",
                        project: ["Home.swift": OwnerExamples.loadsMain,
                                  "Info.plist": OwnerExamples.infoPlist(mainStoryboard: "Thread")]),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "Inventory-Tracker's VenderAddressLocation.storyboard: the code names no storyboard at all, the Info.plist names Main, and nothing names this one, whose controller was rewritten under another name: nothing loads it, a warning",
                        project: OwnerExamples.mainApp(loadingThreadWith: nil)),
            RuleExample(OwnerExamples.yellowStoryboard, file: "Starter/Main.storyboard",
                        note: "a bootcamp's lesson, whose starter and final apps are two Xcode projects with targets both named Segues: the starter's storyboard names YellowVC, which only the final app declares; its outlet crashes the starter app",
                        project: OwnerExamples.lessonProjects),
            RuleExample(UnknownCustomClassRule.goPayCell, file: "GoPayCell.xib",
                        note: "TapUIKit-iOS's TapGoPayCollectionViewCell.xib: the cell's class was deleted; the code registers its chips' nibs by the names a function returns, none of them this one, and no code writes its name: nothing loads it, a warning",
                        project: OwnerExamples.chipList(names: ["GatewayCell", "ApplePayCell"])),
            RuleExample(UnknownCustomClassRule.goPayCell, file: "GoPayCell.xib",
                        note: "the same nib, whose name the function returns: an error",
                        project: OwnerExamples.chipList(names: ["GatewayCell", "GoPayCell"])),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "ElectricStationBoard's favourites: a prototype of a class no file declares, with nothing connected to it; the code dequeues it and uses it as the plain cell it gets (its text label): a warning",
                        project: UnknownCustomClassRule.stationsController(cellProvider: """
                                    let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
                                    cell.textLabel?.text = "Station"
                                    return cell
                            """)),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "the same prototype, which the code casts to its own cell class: the cast of the plain cell crashes, an error",
                        project: UnknownCustomClassRule.stationsController(cellProvider: """
                                    return tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath) as! StationCell
                            """)),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "AMGitHubApplication's cells: the same prototype, which Objective-C code dequeues by an identifier it computes and casts, a cast that checks nothing; it sends the class's own member to one row's cell only: a warning",
                        project: UnknownCustomClassRule.objectiveCStationsController(identifier: "[NSString stringWithFormat:@\"reuse%@\", @\"Identifier\"]")),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "the same, dequeued by its literal identifier, whose cell the code uses as its class: an error",
                        project: UnknownCustomClassRule.objectiveCStationsController(identifier: "@\"reuseIdentifier\"")),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "an iOS 7 course's university list: the same prototype, whose class field holds its reuse identifier by mistake; Objective-C code takes the dequeued cell as a UITableViewCell, which the plain cell is, and sets its text label: a warning",
                        project: UnknownCustomClassRule.objectiveCStationsController(identifier: "@\"reuseIdentifier\"", asPlainCell: true)),
            RuleExample(UnknownCustomClassRule.plainPrototypeScene, file: "Stations.storyboard",
                        note: "the same prototype, which the code hands to a function that may cast it: an error",
                        project: UnknownCustomClassRule.stationsController(cellProvider: """
                                    let cell = tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
                                    configure(cell)
                                    return cell
                            """)),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SecondViewController" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Sv1-aa-001" id="Sv2-aa-001"/>
                    </connections>
                </placeholder>
                ↓<view contentMode="scaleToFill" id="Sv1-aa-001" customClass="SecondVIewController" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
                """, file: "SecondViewController.xib",
                        note: "MUHAMMADmuzamal's iOS-Learning: a root view of a misspelt class; the controller the code makes loads the nib, and its view outlet, the framework's own, takes a plain view as well: a warning",
                        project: ["Second.swift": "import UIKit\nclass SecondViewController: UIViewController {}\nclass RootViewController: UIViewController {\n    func next() { navigationController?.pushViewController(SecondViewController(), animated: true) }\n}\n"]),
            RuleExample(OwnerExamples.threadStoryboard, file: "App/Base.lproj/Main.storyboard",
                        note: "MEDICO's Main.storyboard: the app starts from its scene delegate's code, its Info.plist and the keys its build settings generate name no storyboard, and its code names none: nothing loads Main, a warning",
                        project: OwnerExamples.sceneDelegateApp(storyboard: "App/Base.lproj/Main.storyboard", infoPlistFile: true)),
            RuleExample(OwnerExamples.threadStoryboard, file: "App/Base.lproj/Main.storyboard",
                        note: "the same app without the Info.plist file its target names: which storyboard it starts with is not known, an error",
                        project: OwnerExamples.sceneDelegateApp(storyboard: "App/Base.lproj/Main.storyboard", infoPlistFile: false)),
            RuleExample(OwnerExamples.threadStoryboard, file: "Greetings/Thread.storyboard",
                        note: "BlackBerry's samples: the app's delegate loads the storyboard by a name it picks into a local, as another app's delegate, read first, does for its own: an error",
                        project: OwnerExamples.twoDelegatesPickingStoryboards),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "the same storyboard, loaded through R.swift's generated accessor, whose generated file is not in the sources: an error",
                        project: OwnerExamples.mainApp(loadingThreadWith: "R.storyboard.thread.instantiateInitialViewController()")),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "the same storyboard, loaded through SwiftGen's generated accessor: an error",
                        project: OwnerExamples.mainApp(loadingThreadWith: "StoryboardScene.Thread.initialScene.instantiate()")),
            RuleExample(OwnerExamples.threadStoryboard, file: "Thread.storyboard",
                        note: "the same storyboard, whose name the code passes to a dependency's loader nibcheck does not follow: an error",
                        project: OwnerExamples.mainApp(loadingThreadWith: "Storyboards.initial(of: \"Thread\")")),
            RuleExample(UnknownCustomClassRule.facebookLogin(marked: true),
                        note: "the same login with no framework linked, whose header declares the class forward (`@class FBLoginView;`), which compiles with no declaration: the typed outlet's use breaks, an error",
                        project: UnknownCustomClassRule.facebookLoginProject(linking: [])),
        ],
        nonTriggering: [
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "Hippo-iOS-SDK: the repository is a pod, whose podspec compiles every Swift file of its folder; the project beside it, no longer kept up, compiles only some of them",
                        project: UnknownCustomClassRule.pod(in: "")),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]),
            RuleExample(#"<view customClass="BadgeView" id="Ba1-aa-001"/>"#,
                        note: "a fashion app's PSStackedViewController: declared only in an old copy of a pod no target compiles, beside the Podfile that names the pod, which may declare it",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["BadgeView.old/BadgeView.h": "#import <UIKit/UIKit.h>\n@interface BadgeView : UIView\n@end\n",
                                      "BadgeView.old/BadgeView.m": "#import \"BadgeView.h\"\n@implementation BadgeView\n@end\n",
                                      "Podfile": "platform :ios, '7.0'\npod 'BadgeView'\n"]) { first, _ in first }),
            RuleExample(#"<button customClass="BadgeView" id="Ba1-aa-001"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="image" keyPath="iconSelected" value="tick"/></userDefinedRuntimeAttributes></button>"#,
                        note: "DunkeyDelivery's radio buttons: a pod's class, named in a Podfile written `podfile`, which CocoaPods finds on a Mac's disk, where case does not count",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {}\n",
                                  "podfile": "platform :ios, '9.0'\npod 'BadgeView'\n"]),
            RuleExample(UnknownCustomClassRule.facebookLogin(marked: false),
                        note: "the same login with no framework in sight, whose header imports the SDK's (`#import <FacebookSDK/FacebookSDK.h>`, as OneMap-iOS_App's imports ArcGIS's for its map view): the outlet typed with the class compiles only where that header declares it",
                        project: UnknownCustomClassRule.facebookLoginProject(linking: [], importingSDK: true)),
            RuleExample(UnknownCustomClassRule.facebookLogin(marked: false),
                        note: "a chat app's Facebook login: FBLoginView is FacebookSDK.framework's, which the project links from beside the checkout (../../Documents/FacebookSDK/), as a pod's classes are declared in no file here",
                        project: UnknownCustomClassRule.facebookLoginProject(linking: ["../../Documents/FacebookSDK/FacebookSDK.framework"])),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: false), file: "SOS/Login.storyboard",
                        note: "chinaysun's MelbourneCafe: the app's own RegisterVC.swift lies beside the storyboard, left out of a project file committed stale, while another app of the repository declares one too: not certain",
                        project: OwnerExamples.twoApps.merging(["SOS/RegisterVC.swift": "import UIKit\nclass RegisterVC: UIViewController {\n    @IBOutlet var txtUser: UITextField!\n}\n"]) { $1 }),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: false), file: "Call/Login.storyboard",
                        note: "voximplant's demos: every app target of the project compiles the shared folder that declares the class",
                        project: ["Demos.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
                                    .init(name: "Audio", resources: [], sources: ["Shared/RegisterVC.swift", "Audio/AppDelegate.swift"], productType: ExampleXcodeProject.application),
                                    .init(name: "SOS", resources: ["Call/Login.storyboard"], sources: ["Shared/RegisterVC.swift", "Call/AppDelegate.swift"], productType: ExampleXcodeProject.application)]),
                                  "Shared/RegisterVC.swift": "import UIKit\nclass RegisterVC: UIViewController {\n    @IBOutlet var txtUser: UITextField!\n}\n",
                                  "Audio/AppDelegate.swift": "import UIKit\nclass AudioDelegate: UIResponder {}\n",
                                  "Call/AppDelegate.swift": "import UIKit\nclass CallDelegate: UIResponder {\n    func login() -> UIViewController { UIStoryboard(name: \"Login\", bundle: nil).instantiateViewController(withIdentifier: \"RegisterVC\") }\n}\n"]),
            RuleExample(OwnerExamples.otherAppsRegisterScene(marked: false), file: "Call/Login.storyboard",
                        note: "a course's week of lessons (HRD-net's TableReview and Sketch): Sketch, listed first, compiles the SOS lesson's RegisterVC.swift too, and an album lesson, read first, declares its own RegisterVC; the class of the file SOS compiles is SOS's",
                        project: ["Demos.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
                                    .init(name: "Sketch", resources: [], sources: ["Call/RegisterVC.swift"], productType: ExampleXcodeProject.application),
                                    .init(name: "SOS", resources: ["Call/Login.storyboard"], sources: ["Call/RegisterVC.swift", "Call/AppDelegate.swift"], productType: ExampleXcodeProject.application),
                                    .init(name: "Album", resources: [], sources: ["Album/RegisterVC.swift"], productType: ExampleXcodeProject.application)]),
                                  "Call/RegisterVC.swift": "import UIKit\nclass RegisterVC: UIViewController {\n    @IBOutlet var txtUser: UITextField!\n}\n",
                                  "Album/RegisterVC.swift": "import UIKit\nclass RegisterVC: UIViewController {}\n",
                                  "Call/AppDelegate.swift": "import UIKit\nclass CallDelegate: UIResponder {\n    func login() -> UIViewController { UIStoryboard(name: \"Login\", bundle: nil).instantiateViewController(withIdentifier: \"RegisterVC\") }\n}\n"]),
            RuleExample(OwnerExamples.yellowStoryboard.replacingOccurrences(of: "↓", with: ""), file: "Final/Main.storyboard",
                        note: "the same lesson's final app, which declares YellowVC",
                        project: OwnerExamples.lessonProjects),
            RuleExample(OwnerExamples.yellowStoryboard.replacingOccurrences(of: "↓", with: ""), file: "Main.storyboard",
                        note: "DelegateExercise0910: the app target compiles the class's file from outside the project (the developer's trash, four folders up), which nibcheck does not read, so what it declares is unknown",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
                            .init(name: "App", resources: ["Main.storyboard"], sources: ["ViewController.swift", "../../../../.Trash/YellowVC.swift"],
                                  productType: ExampleXcodeProject.application)]),
                                  "ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n"]),
            RuleExample("""
                <view customClass="PanelView" id="Pp1-aa-001">
                    <subviews>
                        <view customClass="PDSeparatorView" id="Pp2-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="topSeparator" destination="Pp2-aa-001" id="Pp3-aa-001"/>
                    </connections>
                </view>
                """, file: "PanelView.xib",
                        note: "a portfolio's excerpt of an app (atesanec's HiveChat panels): the code imports PDSeparatorView.h, which the repository lacks, so what that header declares is unknown",
                        project: ["PanelView.h": "#import <UIKit/UIKit.h>\n@interface PanelView : UIView\n@end\n",
                                  "PanelView.m": "#import \"PanelView.h\"\n#import \"Views/PDSeparatorView.h\"\n@interface PanelView ()\n@property (weak, nonatomic) IBOutlet PDSeparatorView *topSeparator;\n@end\n@implementation PanelView\n@end\n"]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShelfController" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Bv1-aa-001" id="Bo2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Bv1-aa-001">
                    <subviews>
                        <textView customClass="MSRTextView" customModuleProvider="target" id="Bt1-aa-001">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="msr_borderWidth">
                                    <real key="value" value="0.5"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </textView>
                    </subviews>
                </view>
                """,
                        note: "WeCenterMobile-iOS: the app target compiles the class's file from a git submodule that is not checked out, so what it declares is unknown",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"],
                                                                                                      sources: ["Shelf.swift", "External/Msr/MSRTextView.swift"])]),
                                  "Shelf.swift": OwnerExamples.shelfController]),
            RuleExample(#"<view customClass="BadgeView" id="Ba1-aa-001"/>"#,
                        note: "a binary framework's class, known by its header alone, which no file implements",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Vendor/BadgeView.h": "#import <UIKit/UIKit.h>\n@interface BadgeView : UIView\n@end\n"]) { first, _ in first }),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "peppermint-iphone's watch storyboard: the project names the folder `extension`, and git holds it as `extension/` and `Extension/`, which a Mac checks out as one folder; the class's file, under the second spelling, is compiled",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"],
                                                                                                      sources: ["extension/Delegate.swift", "extension/Badge.swift"])]),
                                  "extension/Delegate.swift": "import UIKit\nclass Delegate {}\n",
                                  "Extension/Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]),
            RuleExample(#"<viewController id="Fl1-aa-001" customClass="FlutterViewController" sceneMemberID="viewController"><view key="view" id="Fl1-aa-002"/></viewController>"#,
                        note: "rdc-concrete-ios-application: a Flutter app's runner, whose engine framework declares the class",
                        project: ["pubspec.yaml": "name: concrete\ndependencies:\n  flutter:\n    sdk: flutter\n",
                                  "ios/Runner/AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder {}\n"]),
            RuleExample(#"<view customClass="UIStackView" id="Ba1-aa-001"/>"#, note: "a framework class",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {}\n"]),
            RuleExample(#"<view customClass="PlayerView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "declared in a file the app's target compiles",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")),
            RuleExample(#"<view customClass="CalendarView" customModule="CVCalendar" id="Ba1-aa-001"/>"#,
                        note: "malaria-app-ios: a class from a pod's module (CVCalendar), with an old copy of the pod's files left in the tree, which no target compiles",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["ExternalCVCalendar/CalendarView.swift": "import UIKit\nclass CalendarView: UIView {}\n"]) { first, _ in first }),
            RuleExample(UnknownCustomClassRule.attributedLabelCell, file: "Comment.xib",
                        note: "beam's CommentCell.xib: a label class from a git submodule that is not checked out",
                        project: UnknownCustomClassRule.commentCell().merging([".gitmodules": "[submodule \"TTTAttributedLabel\"]\n\tpath = TTTAttributedLabel\n\turl = https://example.com/TTTAttributedLabel.git\n"]) { first, _ in first }),
            RuleExample(UnknownCustomClassRule.attributedLabelCell, file: "Comment.xib",
                        note: "the same cell with no dependency in sight: the Swift code types the outlet with the class (`import TTTAttributedLabel`) and compiles only where what it imports declares it",
                        project: UnknownCustomClassRule.commentCell()),
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

    /// `multiredditScene` with a plain `UITableViewController` (no class of the app's) as its
    /// table's data source.
    static let plainControllersMultireddit = multiredditScene
        .replacingOccurrences(of: #" customClass="SubredditController" customModuleProvider="target""#, with: "")
        .replacingOccurrences(of: "</prototypes>", with: #"</prototypes><connections><outlet property="dataSource" destination="St1-aa-001" id="Sd1-aa-001"/></connections>"#)

    /// A table scene, the storyboard's first, whose prototype cell `reuseIdentifier` has a class
    /// no file declares and nothing connected to it.
    static let plainPrototypeScene = """
        <scene sceneID="Ps1-aa-001">
            <objects>
                <tableViewController id="Pt1-aa-001" customClass="StationsController" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="90" id="Pv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>
                            ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="reuseIdentifier" id="Pc1-aa-001" customClass="CollectionTableViewCell" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="50" width="393" height="90"/>
                                <tableViewCellContentView key="contentView" id="Pk1-aa-001"/>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """

    /// The controller of `plainPrototypeScene`, whose cell provider's body is `cellProvider`,
    /// beside a cell class of the app's own, `StationCell`.
    static func stationsController(cellProvider: String) -> [String: String] {
        ["Stations.swift": """
            import UIKit
            class StationCell: UITableViewCell {}
            func configure(_ cell: UITableViewCell) {}
            class StationsController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            \(cellProvider)
                }
            }

            """]
    }

    /// An initial collection scene of ProfileViewController whose section header, of the
    /// deleted class ProfileHeaderView (marked), connects a `bioLabel` outlet.
    static let profileHeaderScene = OwnerExamples.storyboard(initial: "Tc1-aa-001", scenes: """
                <scene sceneID="Ts1-aa-001">
                    <objects>
                        <collectionViewController id="Tc1-aa-001" customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="Tv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Tl1-aa-001">
                                    <size key="itemSize" width="50" height="50"/>
                                    <size key="headerReferenceSize" width="50" height="92"/>
                                </collectionViewFlowLayout>
                                <cells/>
                                ↓<collectionReusableView key="sectionHeaderView" reuseIdentifier="headerView" id="Th1-aa-001" customClass="ProfileHeaderView" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="92"/>
                                    <subviews>
                                        <label text="Bio" id="Tb1-aa-001"/>
                                    </subviews>
                                    <connections>
                                        <outlet property="bioLabel" destination="Tb1-aa-001" id="To1-aa-001"/>
                                    </connections>
                                </collectionReusableView>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
        """)

    /// The controller of `profileHeaderScene`, which dequeues its cells, and its header when
    /// `dequeuingHeader`.
    static func profileController(dequeuingHeader: Bool) -> [String: String] {
        let header = dequeuingHeader ? """
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "headerView", for: indexPath)
                }

            """ : ""
        return ["Info.plist": OwnerExamples.mainInfoPlist,
                "Profile.swift": """
            import UIKit
            class ProfileViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "imageCell", for: indexPath)
                }
            \(header)}
            """]
    }

    /// `stationsController` in Objective-C: it dequeues its cells by `identifier` (an
    /// expression), casts them to StationCell and sets the class's `data` label on the first row.
    /// `asPlainCell`: the code takes the cell as the UITableViewCell it is (`UITableViewCell *cell
    /// = [tableView dequeue…]`) and sets its text label, instead of casting it to StationCell.
    static func objectiveCStationsController(identifier: String, asPlainCell: Bool = false) -> [String: String] {
        let dequeue = asPlainCell
            ? "UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:\(identifier) forIndexPath:indexPath];\n    cell.textLabel.text = @\"Station\";"
            : "StationCell *cell = (StationCell *)[tableView dequeueReusableCellWithIdentifier:\(identifier) forIndexPath:indexPath];\n    if (indexPath.row == 0) { cell.data.text = @\"Station\"; }"
        return ["Stations.h": "#import <UIKit/UIKit.h>\n@interface StationCell : UITableViewCell\n@property (nonatomic, strong) UILabel *data;\n@end\n@interface StationsController : UITableViewController\n@end\n",
                "Stations.m": """
                    #import "Stations.h"
                    @implementation StationCell
                    @end
                    @implementation StationsController
                    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                        \(dequeue)
                        return cell;
                    }
                    @end
                    """]
    }

    /// bm_iOS's Main.storyboard: an initial Home scene (HomeController), with a manual segue
    /// `toCity` when `segue`, beside a scene of CitySelectVC, a class no file declares, whose
    /// `tableView` outlet would crash (marked), with the Storyboard ID `UIViewController-Cc1-aa-001`.
    static func cityPickerStoryboard(segue: Bool) -> String {
        OwnerExamples.storyboard(initial: "Hc1-aa-001", scenes: """
                <scene sceneID="Hs1-aa-001">
                    <objects>
                        <viewController id="Hc1-aa-001" customClass="HomeController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Hv1-aa-001"/>
                            \(segue ? "<connections>\n<segue destination=\"Cc1-aa-001\" kind=\"show\" identifier=\"toCity\" id=\"Hg1-aa-001\"/>\n</connections>" : "")
                        </viewController>
                    </objects>
                </scene>
        """ + "\n" + OwnerExamples.missingClassScene("C", className: "CitySelectVC", subview: "tableView", outlet: "tableView",
                                                   storyboardIdentifier: "UIViewController-Cc1-aa-001"))
    }

    /// First-RxSwift's Profile.storyboard: an initial profile scene, and a scene of AlarmController,
    /// a class no file declares, whose outlet crashes where it is shown, with `storyboardIdentifier`.
    static func alarmStoryboard(storyboardIdentifier: String?) -> String {
        OwnerExamples.storyboard(initial: "Pc1-aa-001", scenes: """
                <scene sceneID="Ps1-aa-001">
                    <objects>
                        <viewController id="Pc1-aa-001" customClass="ProfileController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
        """ + "\n" + OwnerExamples.missingClassScene("A", className: "AlarmController", subview: "tableView", outlet: "tableView",
                                                   storyboardIdentifier: storyboardIdentifier))
    }

    /// An app that shows Profile.storyboard's initial scene, and with `askingForAlarm` the scene
    /// whose Storyboard ID is "alarm"; its target also builds a Main.storyboard that is not there.
    static func alarmProject(askingForAlarm: Bool) -> [String: String] {
        let ask = askingForAlarm ? "func alarm() -> UIViewController { UIStoryboard(name: \"Profile\", bundle: nil).instantiateViewController(withIdentifier: \"alarm\") }\n" : ""
        return [
            "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Main.storyboard", "Profile.storyboard"],
                                                                                sources: ["Profile.swift"])]),
            "Profile.swift": "import UIKit\nclass ProfileController: UIViewController {}\nfunc profile() -> UIViewController? { UIStoryboard(name: \"Profile\", bundle: nil).instantiateInitialViewController() }\n" + ask,
        ]
    }

    /// A storyboard asked for ChannelNameVC, with a scene of DraftsVC, a class no file declares,
    /// whose outlet crashes where it is shown.
    static let channelStoryboard = OwnerExamples.storyboard(initial: "Cc1-aa-001", scenes: """
                <scene sceneID="Cs1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="ChannelNameVC" id="Cc1-aa-001" customClass="ChannelNameVC" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cv1-aa-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Cs2-aa-001">
                    <objects>
                        ↓<viewController storyboardIdentifier="DraftsVC" id="Cc2-aa-001" customClass="DraftsVC" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cv2-aa-001">
                                <subviews>
                                    <label text="No drafts" id="Cl2-aa-001"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="messageLabel" destination="Cl2-aa-001" id="Co2-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """)

    /// The AppStoryboard helper (an enum of storyboard names whose `viewController(_:)` asks
    /// for `storyboardID`, and `instantiate(fromAppStoryboard:)` on every view controller),
    /// with `storyboardID`'s body, and a ChannelNameVC that the app makes with it.
    static func appStoryboardHelper(storyboardID body: String) -> [String: String] {
        ["Info.plist": OwnerExamples.mainInfoPlist,
         "AppStoryboard.swift": """
            import UIKit
            let identifierPrefix = ""
            enum AppStoryboard: String {
                case Main, Channel
                var instance: UIStoryboard { UIStoryboard(name: self.rawValue, bundle: Bundle.main) }
                func viewController<T: UIViewController>(viewControllerClass: T.Type) -> T {
                    let storyboardID = (viewControllerClass as UIViewController.Type).storyboardID
                    return instance.instantiateViewController(withIdentifier: storyboardID) as! T
                }
            }
            extension UIViewController {
                class var storyboardID: String {
                    \(body)
                }
                static func instantiate(fromAppStoryboard appStoryboard: AppStoryboard) -> Self {
                    appStoryboard.viewController(viewControllerClass: self)
                }
            }
            """,
         "Channel.swift": """
            import UIKit
            class ChannelNameVC: UIViewController {}
            class HomeController: UIViewController {
                func rename() { present(ChannelNameVC.instantiate(fromAppStoryboard: .Channel), animated: true) }
            }
            """]
    }

    /// bm_iOS's Team.storyboard, which the Home controller loads: its initial TeamController
    /// scene, whose manual segue `toCity` leads to a reference to Main's city picker, and a
    /// TeamController that performs it when `performs`.
    static func teamStoryboard(performs: Bool) -> [String: String] {
        ["Info.plist": OwnerExamples.mainInfoPlist,
         "Team.storyboard": OwnerExamples.storyboard(initial: "Tc1-aa-001", scenes: """
                <scene sceneID="Ts1-aa-001">
                    <objects>
                        <viewController id="Tc1-aa-001" customClass="TeamController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Tv1-aa-001"/>
                            <connections>
                                <segue destination="Tp1-aa-001" kind="show" identifier="toCity" id="Tg1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Ts2-aa-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="UIViewController-Cc1-aa-001" id="Tp1-aa-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """),
         "Home.swift": """
            import UIKit
            class HomeController: UIViewController {
                func showTeam() {
                    let team = UIStoryboard(name: "Team", bundle: nil).instantiateInitialViewController()!
                    show(team, sender: nil)
                }
            }
            class TeamController: UIViewController {
                \(performs ? "func pickCity() { performSegue(withIdentifier: \"toCity\", sender: nil) }" : "")
            }
            """]
    }

    /// The scene's controller, dequeuing `identifier`; when `registering`, it first registers a
    /// nib under that identifier in `viewDidLoad`. When `registeringInAnotherApp`, the project
    /// holds two apps, and the other's controller class of the same name registers instead.
    static func subredditController(dequeuing identifier: String, registering: Bool = false,
                                    registeringInAnotherApp: Bool = false) -> [String: String] {
        let registration = "    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.register(UINib(nibName: \"MultiredditCell\", bundle: nil), forCellReuseIdentifier: \"\(identifier)\")\n    }\n"
        let dequeue = "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n        tableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: indexPath)\n    }\n"
        let controller = "import UIKit\nclass SubredditController: UITableViewController {\n" + (registering ? registration : "") + dequeue + "}\n"
        guard registeringInAnotherApp else { return ["Subreddit.swift": controller] }
        return ExampleXcodeProject.twoApplications(
            app: ["Subreddit.swift": controller], resources: ["Subreddit.storyboard"],
            other: ["Subreddit.swift": "import UIKit\nclass SubredditController: UITableViewController {\n" + registration + dequeue + "}\n"])
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
    static func commentCell(labelType: String = "TTTAttributedLabel") -> [String: String] {
        let imports = labelType == "TTTAttributedLabel" ? "import UIKit\nimport TTTAttributedLabel\n" : "import UIKit\n"
        let show = labelType == "TTTAttributedLabel" ? "contentLabel.setText(comment)" : "contentLabel.text = comment"
        return ["CommentCell.swift": imports + "class CommentCell: UITableViewCell {\n    @IBOutlet var contentLabel: \(labelType)!\n    func show(_ comment: String) { \(show) }\n}\nfunc register(_ table: UITableView) {\n    table.register(UINib(nibName: \"Comment\", bundle: nil), forCellReuseIdentifier: \"CommentCell\")\n}\n"]
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        var reach: SceneReach?
        // Where nothing needs the missing class, its uses in one file are one cause (a class
        // renamed or deleted): one finding at the first, naming the others (bm_iOS's
        // StaticBottomView, in nine views of one storyboard).
        var harmless = OrderedGroups<String, Finding>()
        defer {
            for group in harmless.groups { findings.append(Self.grouped(group.values[0], others: group.values.dropFirst())) }
        }
        func report(_ finding: Finding, name: String, isHarmless: Bool) {
            guard isHarmless else { findings.append(finding); return }
            harmless.append(finding, to: name)
        }
        for use in facts.customClasses {
            let element = use.element
            guard !element.isPlaceholder || element.isFilesOwner else { continue }
            let name = use.customClass
            if FrameworkClasses.isFrameworkClass(name) || project.sources.mayDeclareUnseen(name) { continue }
            let module = project.module(for: element, in: document)
            // A module the nib names and the sources do not cover is a dependency's: nothing to
            // check against, even where a copy of the dependency's files lies in the tree
            // uncompiled (malaria-app-ios's CVCalendar, a pod, beside an old copy in
            // ExternalCVCalendar/). Not the nib's own target's (`customModuleProvider="target"`),
            // which has no compiled sources when its only class file left the target.
            if let module, element.customModuleProvider != "target", !project.sources.modules.contains(module) { continue }
            // A class without a module may come from a dependency nibcheck cannot see; not one
            // the nib says is its own target's (customModuleProvider="target").
            let dependencyMayDeclare = module == nil && project.sources.hasExternalDependencies && element.customModuleProvider != "target"
            // Declared, but only in files no target compiles: not in the app (nor in
            // `project.classes`, which leaves those files out).
            if project.classes.lookup(name) == nil,
               let file = project.sources.types.first(where: {
                   ($0.kind == .classDeclaration || ProjectFacts.isImplementationFile($0.location.file)) && ($0.name == name || $0.objcName == name)
                       && project.sources.sourcesBuiltByNoTarget[$0.location.file] != nil
               })?.location.file,
               let owner = project.sources.sourcesBuiltByNoTarget[file] {
                // An uncompiled copy of a dependency, in a folder named after it, says the
                // dependency declares the class (a fashion app's PSStackedView.old/, beside the
                // pod PSStackedView its Podfile names).
                if dependencyMayDeclare, Self.isInCopy(of: project.sources.dependencyNames, file) { continue }
                if element.isFilesOwner {
                    // File's Owner is never made from the nib (lumenshine's renamed owner class).
                    findings.append(Finding(
                        element, "File's Owner's class '\(name)' is declared only in \(file), which no target of \(owner) compiles; the nib never makes its owner (the code passes it when loading), so nothing is logged, but its outlets and actions cannot be checked against the owner the code passes",
                        hint: "set File's Owner's class to the class that loads this nib", isAtMostInfo: true))
                    continue
                }
                let breakage = UnknownClassFallback.breakage(of: element, facts: facts, in: document, project: project)
                // Nothing may load the nib either (Zebra's cells, whose loaders are as uncompiled
                // as their classes): then nothing can break yet.
                let latent = project.owners(of: document).nothingLoads
                if reach == nil { reach = SceneReach(document, project: project) }
                let deadScene = latent ? nil : reach?.explanation(for: element) ?? reach?.uncertaintyExplanation(for: element)
                report(Finding(
                    element, "customClass '\(name)' is declared only in \(file), which no target of \(owner) compiles; \(document.platform == .macOS ? "AppKit" : "UIKit") logs \"Unknown class \(name) in Interface Builder file\" and makes a plain \(UnknownClassFallback.baseClass(of: element) ?? "object")"
                        + UnknownClassFallback.outcome(breakage, className: name) + (latent ? ", " + SourceRuleSupport.nothingLoads : "")
                        + (deadScene.map { ", " + $0 } ?? ""),
                    hint: "add \(file.split(separator: "/").last.map(String.init) ?? file) to the target's Compile Sources, or rename the class in Interface Builder",
                    isAtMostWarning: latent || breakage?.isCertain != true || deadScene != nil), name: name, isHarmless: breakage == nil)
                continue
            }
            if let module {
                // A module the sources do not cover is a dependency's: nothing to check against.
                guard project.sources.modules.contains(module) else { continue }
                if let found = project.classes.lookup(name, module: module), !project.isAnotherAppsClass(found, for: element, in: document) { continue }
            } else {
                if project.classes.lookup(name) != nil { continue }
                if dependencyMayDeclare { continue }
                // The compiled code types an outlet to it with the class: something it imports
                // declares the class, a framework's that nibcheck does not see.
                if element.customModuleProvider != "target",
                   UnknownClassFallback.isOutletType(name, of: element, facts: facts, in: document, project: project) { continue }
            }
            if element.isFilesOwner {
                // File's Owner is never made from the nib: the code passes the owner, whatever its
                // class, so the name is stale, not a crash.
                findings.append(Finding(
                    element, "File's Owner's class '\(name)' names no class declared in the sources\(module.map { " of module \($0)" } ?? ""); the nib never makes its owner (the code passes it when loading), so nothing is logged, but its outlets and actions cannot be checked against the owner the code passes",
                    hint: "set File's Owner's class to the class that loads this nib", isAtMostInfo: true))
                continue
            }
            let latent = project.owners(of: document).nothingLoads
            if reach == nil { reach = SceneReach(document, project: project) }
            let deadScene = latent ? nil : reach?.explanation(for: element) ?? reach?.uncertaintyExplanation(for: element)
            let breakage = UnknownClassFallback.breakage(of: element, facts: facts, in: document, project: project)
            report(Finding(
                element, "customClass '\(name)' names no class declared in the sources\(module.map { " of module \($0)" } ?? ""); \(document.platform == .macOS ? "AppKit" : "UIKit") logs \"Unknown class \(name) in Interface Builder file\" and makes a plain \(UnknownClassFallback.baseClass(of: element) ?? "object")"
                    + UnknownClassFallback.outcome(breakage, className: name) + (latent ? ", " + SourceRuleSupport.nothingLoads : "")
                    + (deadScene.map { ", " + $0 } ?? ""),
                hint: "rename the class in Interface Builder's identity inspector to one the code declares", isAtMostWarning: latent || deadScene != nil || breakage?.isCertain != true),
                   name: name, isHarmless: breakage == nil)
        }
    }
}

extension UnknownCustomClassRule {
    /// Whether a folder on `file`'s path is named after one of the `dependencies` (a pod, a
    /// framework linked from outside the checkout): `PSStackedView.old/` for the pod PSStackedView.
    static func isInCopy(of dependencies: Set<String>, _ file: String) -> Bool {
        guard !dependencies.isEmpty else { return false }
        return file.split(separator: "/").dropLast().contains { folder in
            dependencies.contains { folder.hasPrefix($0) }
        }
    }

    /// One finding for the objects of a file that name one missing class, none of which needs
    /// it: at the first, naming the others.
    static func grouped(_ first: Finding, others: ArraySlice<Finding>) -> Finding {
        guard !others.isEmpty else { return first }
        var finding = first
        let named = ShortList.of(others) { "\($0.element.name) \($0.element.id ?? "") (line \($0.element.line))" }
        finding.message += "; \(others.count) more object\(others.count == 1 ? "" : "s") in this file name it, none needed as it either: \(named)"
        return finding
    }
}

extension UnknownCustomClassRule {
    /// A chat app's login nib: File's Owner's `loginView` outlet connects to an FBLoginView.
    static func facebookLogin(marked: Bool) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginController">
            <connections>
                <outlet property="loginView" destination="Fb1-aa-001" id="Fo1-aa-001"/>
            </connections>
        </placeholder>
        \(marked ? "↓" : "")<view customClass="FBLoginView" id="Fb1-aa-001"/>
        """
    }

    /// The login's app, which loads the nib and sets the outlet's permissions, linking
    /// `frameworks`; its header declares the login view's class forward, or imports the SDK's
    /// header for it when `importingSDK`.
    static func facebookLoginProject(linking frameworks: [String], importingSDK: Bool = false) -> [String: String] {
        ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([
            .init(name: "App", resources: ["Example.xib"], sources: ["LoginController.m"], productType: ExampleXcodeProject.application,
                  frameworks: frameworks)]),
         "LoginController.h": "#import <UIKit/UIKit.h>\n" + (importingSDK ? "#import <FacebookSDK/FacebookSDK.h>\n" : "@class FBLoginView;\n")
            + "@interface LoginController : UIViewController\n@property (weak, nonatomic) IBOutlet FBLoginView *loginView;\n@end\n",
         "LoginController.m": "#import \"LoginController.h\"\n@implementation LoginController\n- (instancetype)init { return [super initWithNibName:@\"Example\" bundle:nil]; }\n- (void)viewDidLoad { [super viewDidLoad]; self.loginView.readPermissions = @[@\"email\"]; }\n@end\n"]
    }
}

extension UnknownCustomClassRule {
    /// TapUIKit-iOS's go-pay chip: a cell of a deleted class, with an outlet.
    static let goPayCell = """
        ↓<collectionViewCell contentMode="center" id="Gc1-aa-001" customClass="GoPayCell" customModuleProvider="target">
            <view key="contentView" id="Gv1-aa-001">
                <subviews>
                    <view id="Gs1-aa-001"/>
                </subviews>
            </view>
            <connections>
                <outlet property="containerView" destination="Gs1-aa-001" id="Go1-aa-001"/>
            </connections>
        </collectionViewCell>
        """

    /// A scene of a class no file declares, `CTMTableViewController`, made as `controller`
    /// (`tableViewController`, `viewController`), whose table's data source and delegate it is.
    static func listScene(controller: String) -> String {
        let table = """
            <tableView \(controller == "tableViewController" ? #"key="view" "# : "")dataMode="prototypes" style="plain" id="Lt1-aa-001">
                <connections>
                    <outlet property="dataSource" destination="Lc1-aa-001" id="Ld1-aa-001"/>
                    <outlet property="delegate" destination="Lc1-aa-001" id="Le1-aa-001"/>
                </connections>
            </tableView>
            """
        let view = controller == "tableViewController" ? table : #"<view key="view" id="Lv1-aa-001"><subviews>"# + table + "</subviews></view>"
        return """
            <scene sceneID="Ls1-aa-001">
                <objects>
                    ↓<\(controller) id="Lc1-aa-001" customClass="CTMTableViewController" sceneMemberID="viewController">
                        \(view)
                    </\(controller)>
                </objects>
            </scene>
            """
    }
}
