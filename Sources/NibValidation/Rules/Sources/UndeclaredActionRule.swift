import NibDocument

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
            A selector the nibs send to several classes that neither they nor anything else in the \
            project declares, in a project built with code the checkout lacks (pods not \
            committed, frameworks linked from elsewhere), is one a dependency's extension of a \
            class they all inherit may declare (the Hero pod adds hero_dismissViewController to \
            every view controller): a warning. So is one sent to a class whose own files import, in \
            quotes, a header such a project lacks, where a category of a framework class it inherits \
            may add it (RESideMenu.h brings UIViewController's presentRightMenuViewController:). \
            File's Owner is the object the code passes when it loads the nib \
            (loadNibNamed(_:owner:options:), UINib's instantiate(withOwner:), a view controller \
            made with the nib), whatever class the nib names: its connections are checked against \
            the classes the code passes, and not at all where a load that may be this nib passes \
            an owner nibcheck cannot place. A nib registered for cells or views is made with no \
            owner, and one nothing in the project loads cannot break yet: both are warnings (there, one \
            finding per object names all the actions its class lacks). So is an \
            action whose target is another scene's object in a storyboard: each scene compiles to a \
            nib of its own, so the connection cannot reach that object and the action is lost. \
            A control the nib hides (itself or a view it sits in) where no outlet or tag lets the \
            code show it is never seen, and neither a text field nor a plain button (no menu, no \
            selection it toggles) sends Value Changed: neither action is ever sent, so both are \
            warnings too. So is a control under a later subview of the same frame, both placed by \
            that frame, where the cover takes the touches and no outlet or tag lets the code move \
            it. A bar item of a scene no segue shows, whose Storyboard ID the code asks for only in \
            files that never push, show or make a navigation controller, is on no bar: a warning \
            that says the action may never fire. A text field's own tap handling cancels the \
            touch for the control, so its Touch Up Inside and Touch Up Outside may never arrive: a \
            warning. So is a control the nib hides, or the owner's \
            code hides through an outlet (self.button.hidden = YES), when no code may show it (sets \
            isHidden to anything but true, or calls setHidden:): it may never fire. So is a control \
            whose user interaction the nib turns off, itself or a view it sits in, when no outlet or \
            tag reaches it or no code sets isUserInteractionEnabled through one: no touch reaches \
            it. A control of a class the project does not \
            declare (a dependency's) sends an event other than the touch events UIControl sends \
            (Value Changed, the editing events, Primary Action Triggered) only if its own code \
            does, which nibcheck cannot see: a warning. A project in Swift 2 (SWIFT_VERSION 2.x, or \
            none and Xcode 7's LastSwiftUpdateCheck; with no project file, code that calls what \
            only Swift 2 names so, such as presentViewController) names selectors as Swift 2 did, \
            without the first argument label: tapped(sender:) is tapped:.
            """,
        triggering: [
            RuleExample(UndeclaredActionRule.emailScene(itemInDock: true), file: "Main.storyboard",
                        note: "cypherpunk-vpn-ios's Email scene: a navigation item with a Close button lies beside the controller, not its own item, and no outlet holds it; UIKit makes it and drops it, so the button is never shown and its action never sent: a warning",
                        project: ["ViewController.swift": "import UIKit\nclass EmailController: UITableViewController {}\n", "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.emailScene(itemInDock: false), file: "Main.storyboard",
                        note: "the same item as the controller's own navigation item, which its navigation bar shows: tapping Close crashes, an error",
                        project: ["ViewController.swift": "import UIKit\nclass EmailController: UITableViewController {}\n", "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.settingsScene, file: "Main.storyboard",
                        note: "shaped on Flux's settings list: the switch is in a prototype cell 'cell' that its controller no longer dequeues, and the one other dequeue of 'cell' is a collection view's, which makes no table cell: nothing makes the switch yet, a warning (Flux itself also dequeues identifiers it computes, which may be any, so there it stays an error)",
                        project: UndeclaredActionRule.settingsControllers(otherListIsCollection: true)),
            RuleExample(UndeclaredActionRule.settingsScene, file: "Main.storyboard",
                        note: "the same prototype, where the other controller dequeues 'cell' from a table: it may make the switch, an error",
                        project: UndeclaredActionRule.settingsControllers(otherListIsCollection: false)),
            RuleExample(UndeclaredActionRule.settingsScene.replacingOccurrences(of: " customModuleProvider=\"target\"", with: ""), file: "Main.storyboard",
                        note: "Flux's settings list in Objective-C: the controller dequeues only the identifiers a helper is sent, a local given \"connectCell\" or \"clearCell\" on each branch, never the prototype 'cell' that holds the switch: nothing makes the switch yet, a warning",
                        project: UndeclaredActionRule.objectiveCSettingsController(computedIdentifier: false)),
            RuleExample(UndeclaredActionRule.settingsScene.replacingOccurrences(of: " customModuleProvider=\"target\"", with: ""), file: "Main.storyboard",
                        note: "the same helper sent a name the controller computes, which may be 'cell': an error",
                        project: UndeclaredActionRule.objectiveCSettingsController(computedIdentifier: true)),
            RuleExample(UndeclaredActionRule.refreshingScene, file: "Main.storyboard",
                        note: "Stanford's Photomania demos: a refresh control, saved enabled=\"NO\" as Interface Builder saves every one, sends fetchPhotos to a list that lacks it; a pull sends Value Changed all the same, and crashes: an error",
                        project: ["Photos.swift": "import UIKit\nclass PhotosController: UITableViewController {}\n", "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.worldCupScene, file: "Main.storyboard",
                        note: "a tutorial's WorldCup starter: the Add item is disabled in the nib, its addTeam: method not yet written, and no code enables anything: the action may never fire, a warning",
                        project: ["ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n", "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.worldCupScene, file: "Main.storyboard",
                        note: "the same scene, whose code enables the item once the data loads: an error",
                        project: ["ViewController.swift": "import UIKit\nclass ViewController: UIViewController {\n    func loaded() { navigationItem.rightBarButtonItem?.isEnabled = true }\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample("""
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Bn1-aa-001">
                    <scenes>
                        <scene sceneID="Bs1-aa-001">
                            <objects>
                                <navigationController id="Bn1-aa-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bb0-aa-001"/>
                                    <connections>
                                        <segue destination="Bc1-aa-001" kind="relationship" relationship="rootViewController" id="Br1-aa-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="Bs2-aa-001">
                            <objects>
                                <tableViewController id="Bc1-aa-001" customClass="ContactsController" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="Bt1-aa-001"/>
                                    <navigationItem key="navigationItem" title="Contacts" id="Bi1-aa-001">
                                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="Ba1-aa-001">
                                            <connections>
                                                ↓<action selector="addNewContact:" destination="Bc1-aa-001" id="Bx1-aa-001"/>
                                                <segue destination="Bc2-aa-001" kind="show" identifier="addContact" id="Bg1-aa-001"/>
                                            </connections>
                                        </barButtonItem>
                                    </navigationItem>
                                </tableViewController>
                            </objects>
                        </scene>
                        <scene sceneID="Bs3-aa-001">
                            <objects>
                                <viewController id="Bc2-aa-001" sceneMemberID="viewController">
                                    <view key="view" id="Bv2-aa-001"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Main.storyboard",
                        note: "BlackBerry's GettingStarted: a bar button item with an action no class has and a segue, of which the item keeps one: a warning",
                        project: ["Contacts.swift": "import UIKit\nclass ContactsController: UITableViewController {\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}\n}\n"]),
            RuleExample(UndeclaredActionRule.filteredList(embedded: true), file: "Main.storyboard",
                        note: "quien697's iTunesSearch: a filter control in the navigation item of a list that a container view embeds, which no bar shows: a warning",
                        project: UndeclaredActionRule.storeControllers),
            RuleExample(UndeclaredActionRule.filteredList(embedded: false), file: "Main.storyboard",
                        note: "the same list as the navigation controller's root, whose item the bar shows: an error",
                        project: UndeclaredActionRule.storeControllers),
            RuleExample(UndeclaredActionRule.hiddenSwitch, note: "iOS-planckForiOS's AccountCreation.storyboard: a switch the nib hides and no code shows (its outlet is styled, never unhidden): a warning",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(shows: false)]),
            RuleExample(UndeclaredActionRule.hiddenSwitch, note: "the same switch, which the code shows: an error",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(shows: true)]),
            RuleExample(UndeclaredActionRule.hiddenSwitch, note: "Kukai's token header cell: the same hidden switch, where another class sets a switch of its own by that name from a flag (`syncSwitch.isHidden = isOff`), which shows none of this one: a warning",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(shows: false),
                                  "Welcome.swift": "import UIKit\nclass WelcomeController: UIViewController {\n    @IBOutlet var syncSwitch: UISwitch!\n    var isOff = true\n    override func viewDidLoad() {\n        syncSwitch.isHidden = isOff\n    }\n}\n"]),
            RuleExample(UndeclaredActionRule.hiddenSwitch, note: "the same, where that class reaches the controller's own switch (`sync.syncSwitch.isHidden = isOff`): an error",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(shows: false),
                                  "Welcome.swift": "import UIKit\nclass WelcomeController: UIViewController {\n    var isOff = true\n    func reveal(_ sync: SyncController) {\n        sync.syncSwitch.isHidden = isOff\n    }\n}\n"]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "PIA's licence cells: a control the code makes untouchable and nothing turns back on: a warning",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(setting: "syncSwitch.isUserInteractionEnabled = false")]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "the same, where another class turns the controller's switch back on: an error",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(setting: "syncSwitch.isUserInteractionEnabled = false"),
                                  "Settings.swift": "import UIKit\nclass SettingsController: UIViewController {\n    func unlock(_ sync: SyncController) {\n        sync.syncSwitch.isUserInteractionEnabled = true\n    }\n}\n"]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "Infinit's no-results cell: a control the nib shows and the code hides, the line that showed it gone: a warning",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(hides: "true")]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "the same switch, which the code hides or shows: an error",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(hides: "!isEnabled")]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "the same, with another screen showing a switch of its own by that name: still a warning",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(hides: "true"),
                                  "Welcome.swift": "import UIKit\nclass WelcomeController: UIViewController {\n    @IBOutlet var syncSwitch: UISwitch!\n    override func viewDidLoad() {\n        syncSwitch.isHidden = false\n    }\n}\n"]),
            RuleExample(UndeclaredActionRule.shownSwitch, note: "the same, with a class that shows the controller's switch from outside: an error",
                        project: ["Sync.swift": UndeclaredActionRule.syncController(hides: "true"),
                                  "Settings.swift": "import UIKit\nclass SettingsController: UIViewController {\n    func reveal(_ sync: SyncController) {\n        sync.syncSwitch.isHidden = false\n    }\n}\n"]),
            RuleExample(UndeclaredActionRule.switchToOwner(marked: true), note: "the same class, in an app whose project file is not committed, calling present(_:animated:completion:) as Swift 3 and later do: switchAction(sender:) is switchActionWithSender:",
                        project: ["Badge.swift": UndeclaredActionRule.badgeController(presenting: "present")]),
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
            RuleExample(UndeclaredActionRule.diceButton(popUp: false, event: "valueChanged"),
                        note: "caraballojose's Dices: a plain button's Value Changed, which a button without a menu never sends: a warning",
                        project: UndeclaredActionRule.diceController),
            RuleExample(UndeclaredActionRule.diceButton(popUp: false, event: "touchUpOutside"),
                        note: "the same button's Touch Up Outside, sent when a touch ends off the button: an error",
                        project: UndeclaredActionRule.diceController),
            RuleExample(UndeclaredActionRule.diceButton(popUp: true, event: "valueChanged"),
                        note: "a pop-up button, whose menu tracks a selection, the same action on Value Changed: an error",
                        project: UndeclaredActionRule.diceController),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AmountController" customModuleProvider="target"/>
                <textField id="Tf1-aa-001">
                    <connections>
                        <action selector="editingDidBegin:" destination="-1" eventType="editingDidBegin" id="Ta1-aa-001"/>
                        ↓<action selector="touchUpMajorField:" destination="-1" eventType="touchUpInside" id="Ta2-aa-001"/>
                    </connections>
                </textField>
                """, note: "SsgSag's SignupStoryBoard.storyboard: a text field's Touch Up Inside, which its tap handling cancels: a warning",
                        project: ["Amount.swift": "import UIKit\nclass AmountController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    @IBAction func editingDidBegin(_ sender: Any) {}\n}\n"]),
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
            RuleExample(UndeclaredActionRule.hiddenButton(inRootView: false), note: "a weather app's Main.storyboard: a button the nib hides itself, which no outlet or tag reaches: a warning",
                        project: UndeclaredActionRule.contactController),
            RuleExample(UndeclaredActionRule.hiddenButton(inRootView: true), note: "CRMOneIpad's RepeatCalendarViewController.xib: a hidden button in the controller's root view, which only the view outlet reaches, and the controller reads no view's subviews (another class does): a warning",
                        project: UndeclaredActionRule.contactController.merging(["Spinner.swift": "import UIKit\nfunc clear(_ window: UIWindow) {\n    for subview in window.subviews { subview.removeFromSuperview() }\n}\n"]) { first, _ in first }),
            RuleExample(UndeclaredActionRule.hiddenButton(inRootView: true), note: "the same, where the controller walks its view's subviews, which may show the button: an error",
                        project: UndeclaredActionRule.contactController(viewDidLoad: "for subview in view.subviews { subview.isHidden = false }")),
            RuleExample(UndeclaredActionRule.hiddenButton(inRootView: true), note: "the same, where the controller shows a stack's arranged subviews: an error",
                        project: UndeclaredActionRule.contactController(viewDidLoad: "(view as? UIStackView)?.arrangedSubviews.forEach { $0.isHidden = false }")),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: true), note: "Mattermost-iOS-Swift's LeftMenu: a members button whose user interaction the nib turns off and no code turns on, its method deleted: a warning",
                        project: UndeclaredActionRule.membersController(enabling: nil)),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: true), note: "the same button, which the code makes touchable: an error",
                        project: UndeclaredActionRule.membersController(enabling: "membersButton.isUserInteractionEnabled = true")),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: false), note: "the same button with no outlet or tag, which nothing can make touchable: a warning",
                        project: UndeclaredActionRule.membersController(enabling: nil)),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: false, inHeader: true), note: "a touchable button in a header whose user interaction the nib turns off, which no outlet or tag reaches: a warning",
                        project: UndeclaredActionRule.membersController(enabling: nil)),
            RuleExample(UndeclaredActionRule.tappedLabel(interaction: false), note: "a tap recognizer on a label whose user interaction stays off (a training app's StackLayout has one on an image view), sending a method no class has; no touch reaches the label: a warning",
                        project: UndeclaredActionRule.membersController(enabling: nil)),
            RuleExample(UndeclaredActionRule.tappedLabel(interaction: true), note: "the same label with its user interaction on, as Contoso Airlines' flight card is: an error",
                        project: UndeclaredActionRule.membersController(enabling: nil)),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: false, inCollection: true), note: "AirPump's Operation.storyboard: a Bluetooth state button with its user interaction off, in an outlet collection and with a tag the code reads, and nothing in the project turns any view's user interaction on: a warning",
                        project: UndeclaredActionRule.membersController(enabling: "stateButtons.forEach { $0.tintColor = .red }")),
            RuleExample(UndeclaredActionRule.untouchableButton(outlet: false, inCollection: true), note: "the same, where the code turns user interaction on through the collection: an error",
                        project: UndeclaredActionRule.membersController(enabling: "stateButtons.forEach { $0.isUserInteractionEnabled = true }")),
            RuleExample(UndeclaredActionRule.buttonInPanel(installed: false), note: "yona-app-ios's Login.storyboard: a button in a panel no size class installs, whose method was deleted; it shows only if the code adds the panel: a warning",
                        project: UndeclaredActionRule.contactController),
            RuleExample(UndeclaredActionRule.buttonInPanel(installed: true), note: "the same panel, installed in regular widths: an error",
                        project: UndeclaredActionRule.contactController),
            RuleExample(UndeclaredActionRule.coveredButton(heldByOutlet: nil), note: "MusicDiary's main scene: an Action Sheet button whose method is gone, left under an Alert button of the same frame, both placed by frame, so no touch reaches it: a warning",
                        project: UndeclaredActionRule.coveredButtonController),
            RuleExample(UndeclaredActionRule.coveredButton(heldByOutlet: .cover), note: "the same, with the Alert button held by an outlet, through which the code may hide or move it: an error",
                        project: UndeclaredActionRule.coveredButtonController),
            RuleExample(UndeclaredActionRule.coveredButton(heldByOutlet: .covered), note: "the same, with the Action Sheet button held by an outlet, through which the code may bring it to the front: an error",
                        project: UndeclaredActionRule.coveredButtonController),
            RuleExample(UndeclaredActionRule.filmScenes, file: "Main.storyboard",
                        note: "entract-cinema's film detail: a Retour item whose close: method was never written, in a scene no segue shows, which the code asks for by its Storyboard ID only to present it on its own: no bar shows the item, a warning",
                        project: ["Films.swift": UndeclaredActionRule.filmControllers(showing: "present(detail, animated: true)"), "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.filmScenes, file: "Main.storyboard",
                        note: "the same scene, which the code pushes onto its navigation controller, whose bar shows the item: an error",
                        project: ["Films.swift": UndeclaredActionRule.filmControllers(showing: "navigationController?.pushViewController(detail, animated: true)"),
                                  "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.closingScenes, file: "Main.storyboard",
                        note: "a movie app's close buttons, wired to the Hero pod's hero_dismissViewController on two controllers, with the Pods folder not committed: an extension of UIViewController in the pod may declare it, a warning",
                        project: ["Controllers.swift": UndeclaredActionRule.closingControllers, "Info.plist": OwnerExamples.mainInfoPlist,
                                  "Podfile": UndeclaredActionRule.heroPodfile]),
            RuleExample(UndeclaredActionRule.ownersButton("LeftMenuController", action: "presentRightMenuViewController:", marked: true),
                        note: "EasyFinance's side menu: one Objective-C class sent RESideMenu's presentRightMenuViewController:, its header importing RESideMenu.h, which the checkout lacks (the Pods folder not committed): a category of UIViewController declared there may add it, a warning",
                        project: ["LeftMenuController.h": "#import <UIKit/UIKit.h>\n#import \"RESideMenu.h\"\n@interface LeftMenuController : UIViewController\n- (IBAction)synchronize:(id)sender;\n@end\n",
                                  "LeftMenuController.m": "#import \"LeftMenuController.h\"\n@implementation LeftMenuController\n- (IBAction)synchronize:(id)sender {}\n@end\n",
                                  "Podfile": "platform :ios, '7.0'\ntarget 'App' do\n  pod 'RESideMenu'\nend\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("LeftMenuController", action: "presentRightMenuViewController:", marked: true),
                        note: "the same class, whose own files import only UIKit; a category of the app's own, UIViewController+HUD, imports MBProgressHUD.h, which the checkout lacks: that is not the class's file",
                        project: ["LeftMenuController.h": "#import <UIKit/UIKit.h>\n@interface LeftMenuController : UIViewController\n- (IBAction)synchronize:(id)sender;\n@end\n",
                                  "LeftMenuController.m": "#import \"LeftMenuController.h\"\n@implementation LeftMenuController\n- (IBAction)synchronize:(id)sender {}\n@end\n",
                                  "UIViewController+HUD.h": "#import <UIKit/UIKit.h>\n#import \"MBProgressHUD.h\"\n@interface UIViewController (HUD)\n- (void)showHUD;\n@end\n",
                                  "Podfile": "platform :ios, '7.0'\ntarget 'App' do\n  pod 'MBProgressHUD'\nend\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("LeftMenuController", action: "presentRightMenuViewController:", marked: true),
                        note: "the same class importing RESideMenu.h from a Pods folder that is checked in, whose headers declare no such category",
                        project: ["LeftMenuController.h": "#import <UIKit/UIKit.h>\n#import \"RESideMenu.h\"\n@interface LeftMenuController : UIViewController\n- (IBAction)synchronize:(id)sender;\n@end\n",
                                  "LeftMenuController.m": "#import \"LeftMenuController.h\"\n@implementation LeftMenuController\n- (IBAction)synchronize:(id)sender {}\n@end\n",
                                  "Pods/RESideMenu/RESideMenu/RESideMenu.h": "#import <UIKit/UIKit.h>\n@interface RESideMenu : UIViewController\n@end\n",
                                  "Podfile": "platform :ios, '7.0'\ntarget 'App' do\n  pod 'RESideMenu'\nend\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("LeftMenuController", action: "presentRightMenuViewController:", marked: true),
                        note: "the same class importing only headers the project has: nothing may declare the action",
                        project: ["LeftMenuController.h": "#import <UIKit/UIKit.h>\n#import \"Menu.h\"\n@interface LeftMenuController : UIViewController\n- (IBAction)synchronize:(id)sender;\n@end\n",
                                  "Menu.h": "#import <UIKit/UIKit.h>\n@interface Menu : NSObject\n@end\n",
                                  "LeftMenuController.m": "#import \"LeftMenuController.h\"\n@implementation LeftMenuController\n- (IBAction)synchronize:(id)sender {}\n@end\n",
                                  "Podfile": "platform :ios, '7.0'\ntarget 'App' do\n  pod 'RESideMenu'\nend\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "hero_dismissViewController", marked: true),
                        note: "one class sent the action, with the pods absent: nothing shared points to an extension",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {}\n", "Podfile": UndeclaredActionRule.heroPodfile]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "hero_dismissViewController", marked: true) + """

                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <button id="Bb2-aa-001">
                    <connections>
                        <action selector="hero_dismissViewController" destination="-2" eventType="touchUpInside" id="Ba2-aa-001"/>
                    </connections>
                </button>
                """,
                        note: "the same class, and First Responder, sent the action, with the pods absent: First Responder is no class of the project's",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {}\n", "Podfile": UndeclaredActionRule.heroPodfile]),
            RuleExample(UndeclaredActionRule.closingScenes, file: "Main.storyboard",
                        note: "the same scenes where every line of code is here: nothing declares the action",
                        project: ["Controllers.swift": UndeclaredActionRule.closingControllers, "Info.plist": OwnerExamples.mainInfoPlist]),
            RuleExample(UndeclaredActionRule.closingScenes, file: "Main.storyboard",
                        note: "the same scenes with the pods absent, where another class of the project declares the action: the two controllers lack their own",
                        project: ["Controllers.swift": UndeclaredActionRule.closingControllers
                                    + "class SettingsController: UIViewController {\n    @IBAction func hero_dismissViewController() {}\n}\n",
                                  "Info.plist": OwnerExamples.mainInfoPlist, "Podfile": UndeclaredActionRule.heroPodfile]),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TicketController">
                    <connections>
                        <outlet property="view" destination="Tv1-aa-001" id="To2-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Tv1-aa-001">
                    <subviews>
                        <button buttonType="system" id="Tb1-aa-001">
                            <connections>
                                <action selector="submitNewTicket:" destination="-1" eventType="touchUpInside" id="Ta1-aa-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                """, note: "RevTwo's R2MyTicketViewController.xib: a binary library's view controller, known by its header alone, whose implementation in the library may define the action",
                        project: UndeclaredOutletRule.ticketController(implemented: false)),
            RuleExample(UndeclaredActionRule.switchToOwner(marked: false), note: "PixPic's SwitchView.xib and Yep's storyboards: a Swift 2 project, where switchAction(sender:) is switchAction:",
                        project: UndeclaredActionRule.swift2Project),
            RuleExample(UndeclaredActionRule.switchToOwner(marked: false), note: "office-inventory-ios's storyboard: an app whose project file is not committed, in Swift 2, as its calls of presentViewController(_:animated:completion:) show (Swift 3 renamed it present); switchAction(sender:) is switchAction:",
                        project: ["Badge.swift": UndeclaredActionRule.badgeController(presenting: "presentViewController")]),
            RuleExample(UndeclaredActionRule.switchToOwner(marked: false), note: "youtiao-im's storyboards: a project Xcode 6.4 last upgraded, which sets no Swift attribute at all, in Swift 1.2, where switchAction(sender:) is switchAction:",
                        project: UndeclaredActionRule.swift2Project.merging([
                            "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj(
                                [.init(name: "App", resources: ["Example.xib"], sources: ["Badge.swift"])], attributes: "LastUpgradeCheck = 0640;"),
                        ]) { _, xcode6 in xcode6 }),
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
            RuleExample(UndeclaredActionRule.ownersButton("SearchController", action: "cancelSearching:"), note: "MixinNetwork's Web3BrowserView.xib: the action goes to the view controller that loads the nib with itself as the owner",
                        project: ["Browser.swift": OwnerExamples.browser(outlet: "    @IBAction func cancelSearching(_ sender: Any) {}\n")]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "tapped:"), project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func tapped(_ sender: Any) {}\n}\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "tapped:"),
                        note: "Andy0570's iOS-Samples: another app of the repository loads its own nib of the same name with an owner that lacks the action",
                        project: ["App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["Badge.swift"]),
                                                                                               .init(name: "Demo", sources: ["Header.swift"])]),
                                  "Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func tapped(_ sender: Any) {}\n}\n",
                                  "Header.swift": "import UIKit\nclass HeaderController: UITableViewController {\n    func loadHeader() { Bundle.main.loadNibNamed(\"Example\", owner: self, options: nil) }\n}\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "showLeftView:"),
                        note: "autohunt's menu buttons: a checked-in pod's category of UIViewController (LGSideMenuController) adds the action every view controller has",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {}\n",
                                  "Podfile": "platform :ios, '10.0'\ntarget 'App' do\n  pod 'SideMenu'\nend\n",
                                  "Pods/SideMenu/SideMenu/UIViewController+SideMenu.h": "#import <UIKit/UIKit.h>\n@interface UIViewController (SideMenu)\n- (IBAction)showLeftView:(nullable id)sender;\n@end\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("BadgeController", action: "dismissViewController:"), note: "ivpn's close buttons: the app's extension of UIViewController adds the action every view controller has",
                        project: ["Badge.swift": "import UIKit\nclass BadgeController: UIViewController {}\n",
                                  "UIViewController+Dismiss.swift": "import UIKit\nextension UIViewController {\n    @IBAction func dismissViewController(_ sender: Any) { dismiss(animated: true) }\n}\n"]),
            RuleExample(UndeclaredActionRule.ownersButton("DetailController", action: "markAsRead:"), note: "NibKit's actions list names the selector",
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

    /// Two buttons placed by the same frame, the first sending `showActionSheet:`, which
    /// `ShareController` (`coveredButtonController`) lacks, the second, over it, `showAlert:`;
    /// `heldByOutlet`: File's Owner holds the first (`sheetButton`, `.covered`) or the second
    /// (`alertButton`, `.cover`) through an outlet.
    static func coveredButton(heldByOutlet: CoveredButtonOutlet?) -> String {
        let outlet = heldByOutlet.map { held in
            held == .cover ? "\n        <outlet property=\"alertButton\" destination=\"Cb2-aa-001\" id=\"Co2-aa-001\"/>"
                : "\n        <outlet property=\"sheetButton\" destination=\"Cb1-aa-001\" id=\"Co2-aa-001\"/>"
        } ?? ""
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShareController" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="Cv1-aa-001" id="Co1-aa-001"/>\(outlet)
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="Cv1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Cb1-aa-001">
                        <rect key="frame" x="80" y="318" width="214" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Action Sheet"/>
                        <connections>
                            ↓<action selector="showActionSheet:" destination="-1" eventType="touchUpInside" id="Ca1-aa-001"/>
                        </connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="Cb2-aa-001">
                        <rect key="frame" x="80" y="318" width="214" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Alert"/>
                        <connections>
                            <action selector="showAlert:" destination="-1" eventType="touchUpInside" id="Ca2-aa-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """
    }

    /// Which of `coveredButton`'s buttons an outlet holds.
    enum CoveredButtonOutlet { case covered, cover }

    /// The controller that loads `coveredButton`'s nib: it has `showAlert:`, `alertButton` and
    /// `sheetButton`.
    static let coveredButtonController: [String: String] = [
        "Share.swift": "import UIKit\nclass ShareController: UIViewController {\n    @IBOutlet var alertButton: UIButton?\n    @IBOutlet var sheetButton: UIButton?\n"
            + "    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n"
            + "    @IBAction func showAlert(_ sender: Any) {}\n    func finish() { alertButton?.setTitle(\"Done\", for: .normal) }\n}\n",
    ]

    /// A button whose Touch Up Inside sends `selector` to File's Owner, an `owner`; `marked`: the
    /// action is where a finding is expected.
    static func ownersButton(_ owner: String, action selector: String, marked: Bool = false) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModuleProvider="target"/>
        <button id="Bb1-aa-001">
            <connections>
                \(marked ? "↓" : "")<action selector="\(selector)" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
            </connections>
        </button>
        """
    }

    /// A switch hidden in the nib, with an outlet `syncSwitch`, whose Value Changed goes to File's
    /// Owner, a SyncController.
    static let hiddenSwitch = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SyncController" customModuleProvider="target">
            <connections>
                <outlet property="syncSwitch" destination="Sw1-aa-001" id="So1-aa-001"/>
            </connections>
        </placeholder>
        <switch hidden="YES" id="Sw1-aa-001">
            <connections>
                ↓<action selector="syncChanged:" destination="-1" eventType="valueChanged" id="Sa1-aa-001"/>
            </connections>
        </switch>
        """

    /// `hiddenSwitch` as the nib shows it.
    static let shownSwitch = hiddenSwitch.replacingOccurrences(of: "<switch hidden=\"YES\" ", with: "<switch ")

    /// The SyncController that loads the switch's nib, and styles the switch or also shows it.
    static func syncController(shows: Bool) -> String {
        syncController(setting: shows ? "syncSwitch.isHidden = false" : nil)
    }

    /// The SyncController that loads the switch's nib, and sets its `isHidden` to `hides`.
    static func syncController(hides: String) -> String {
        syncController(setting: "syncSwitch.isHidden = " + hides)
    }

    static func syncController(setting statement: String?) -> String {
        "import UIKit\nclass SyncController: UIViewController {\n    @IBOutlet var syncSwitch: UISwitch!\n    var isEnabled = false\n"
            + "    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n"
            + "    override func viewDidLoad() {\n        syncSwitch.onTintColor = .green\n"
            + (statement.map { "        \($0)\n" } ?? "") + "    }\n}\n"
    }

    /// A project Xcode 7 last checked, with no SWIFT_VERSION: Swift 2. It copies `Example.xib`
    /// and compiles `Badge.swift`, whose action takes `sender` with Swift 2's unlabelled first
    /// argument.
    static let swift2Project: [String: String] = [
        "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["Badge.swift"])],
                                                                     attributes: "LastSwiftUpdateCheck = 0730; LastUpgradeCheck = 0730;"),
        "Badge.swift": "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func switchAction(sender: UISwitch) {}\n}\nfunc show() -> UIViewController { BadgeController(nibName: \"Example\", bundle: nil) }\n",
    ]

    /// `BadgeController`, whose action takes `sender` with Swift 2's unlabelled first argument,
    /// shown by a function that calls `presenting(_:animated:completion:)`.
    static func badgeController(presenting call: String) -> String {
        "import UIKit\nclass BadgeController: UIViewController {\n    @IBAction func switchAction(sender: UISwitch) {}\n}\n"
            + "func show(from parent: UIViewController) {\n    parent.\(call)(BadgeController(nibName: \"Example\", bundle: nil), animated: true, completion: nil)\n}\n"
    }

    /// Two scenes, a list and the detail it shows, each with a close button whose action goes
    /// to its own controller: `hero_dismissViewController`, which neither class declares.
    static let closingScenes = OwnerExamples.storyboard(initial: "Hc1-aa-001", scenes:
        closingScene(1, "ListController", showing: "Hc2-aa-001") + closingScene(2, "DetailController", showing: nil))

    /// A scene of a `className` controller whose close button sends `hero_dismissViewController`
    /// to it, with a second button showing the scene `showing` by a segue.
    private static func closingScene(_ number: Int, _ className: String, showing destination: String?) -> String {
        let segueButton = destination.map { """

                                <button id="Hg\(number)-aa-002">
                                    <connections>
                                        <segue destination="\($0)" kind="show" id="Hg\(number)-aa-001"/>
                                    </connections>
                                </button>
            """ } ?? ""
        return """
            <scene sceneID="Hs\(number)-aa-001">
                <objects>
                    <viewController id="Hc\(number)-aa-001" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Hv\(number)-aa-001">
                            <subviews>
                                <button id="Hb\(number)-aa-001">
                                    <connections>
                                        ↓<action selector="hero_dismissViewController" destination="Hc\(number)-aa-001" eventType="touchUpInside" id="Ha\(number)-aa-001"/>
                                    </connections>
                                </button>\(segueButton)
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>

            """
    }

    /// A list scene, the initial one, and a film detail scene (Storyboard ID `FilmDetail`) that
    /// no segue shows, whose navigation item's Retour button sends `close:`, which
    /// `FilmDetailController` lacks (`filmControllers`).
    static let filmScenes = OwnerExamples.storyboard(initial: "Fc1-aa-001", scenes: """
            <scene sceneID="Fs1-aa-001">
                <objects>
                    <viewController id="Fc1-aa-001" customClass="FilmListController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Fv1-aa-001"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Fs2-aa-001">
                <objects>
                    <viewController storyboardIdentifier="FilmDetail" id="Fc2-aa-001" customClass="FilmDetailController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Fv2-aa-001"/>
                        <navigationItem key="navigationItem" title="Film" id="Fn2-aa-001">
                            <barButtonItem key="rightBarButtonItem" title="Retour" id="Fb2-aa-001">
                                <connections>
                                    ↓<action selector="close:" destination="Fc2-aa-001" id="Fa2-aa-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        """)

    /// The controllers of `filmScenes`: the list asks for the detail by its Storyboard ID and
    /// shows it with `statement` (`detail` being the controller).
    static func filmControllers(showing statement: String) -> String {
        """
        import UIKit
        class FilmListController: UIViewController {
            func open() {
                if let detail = storyboard?.instantiateViewController(withIdentifier: "FilmDetail") as? FilmDetailController {
                    \(statement)
                }
            }
        }
        class FilmDetailController: UIViewController {}

        """
    }

    /// A Podfile naming the Hero pod, whose files the checkout lacks.
    static let heroPodfile = "platform :ios, '10.0'\ntarget 'App' do\n  pod 'Hero'\nend\n"

    /// The two controllers of `closingScenes`, with no action of their own.
    static let closingControllers = "import UIKit\nclass ListController: UIViewController {}\nclass DetailController: UIViewController {}\n"

    /// cypherpunk-vpn-ios's Email scene: a navigation item with a Close button whose action the
    /// controller lacks, in the scene's dock (`itemInDock`) or as the controller's own item.
    static func emailScene(itemInDock: Bool) -> String {
        let item = """
                        <navigationItem \(itemInDock ? "" : "key=\"navigationItem\" ")title="Accounts" id="En1-aa-001">
                            <barButtonItem key="leftBarButtonItem" title="Close" id="Eb1-aa-001">
                                <connections>
                                    ↓<action selector="closeAction:" destination="Ec1-aa-001" id="Ea1-aa-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
            """
        return OwnerExamples.storyboard(initial: "Ec1-aa-001", scenes: """
            <scene sceneID="Es1-aa-001">
                <objects>
                    <tableViewController id="Ec1-aa-001" customClass="EmailController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" contentMode="scaleToFill" style="grouped" id="Et1-aa-001"/>
                        \(itemInDock ? "" : item)
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Ef1-aa-001" sceneMemberID="firstResponder"/>
                    \(itemInDock ? item : "")
                </objects>
            </scene>
    """)
    }

    /// WorldCup's scene: an Add item the nib disables, sending an action its controller lacks.
    static let worldCupScene = OwnerExamples.storyboard(initial: "Wc1-aa-001", scenes: """
            <scene sceneID="Ws1-aa-001">
                <objects>
                    <viewController id="Wc1-aa-001" customClass="ViewController" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Wv1-aa-001"/>
                        <navigationItem key="navigationItem" title="World Cup!" id="Wn1-aa-001">
                            <barButtonItem key="rightBarButtonItem" enabled="NO" systemItem="add" id="Wb1-aa-001">
                                <connections>
                                    ↓<action selector="addTeam:" destination="Wc1-aa-001" id="Wa1-aa-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
    """)

    /// Shaped on Flux's settings list: a prototype cell "cell" whose switch sends an action its
    /// controller's code has only in a comment.
    static let settingsScene = OwnerExamples.storyboard(initial: "Fs1-aa-002", scenes: """
            <scene sceneID="Fs1-aa-001">
                <objects>
                    <tableViewController id="Fs1-aa-002" customClass="SettingsController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="grouped" rowHeight="44" id="Fs1-aa-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="cell" id="Fs1-aa-004">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" id="Fs1-aa-005">
                                        <subviews>
                                            <switch on="YES" id="Fs1-aa-006">
                                                <rect key="frame" x="322" y="6" width="51" height="31"/>
                                                <connections>
                                                    ↓<action selector="changeSaveLocallySwitch:" destination="Fs1-aa-002" eventType="valueChanged" id="Fs1-aa-007"/>
                                                </connections>
                                            </switch>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
    """)

    /// The settings controller, which dequeues only "simpleCell", and another controller that
    /// dequeues "cell" from its own `list`: a collection view, or a table.
    static func settingsControllers(otherListIsCollection: Bool) -> [String: String] {
        let other = otherListIsCollection
            ? "class AnnotationController: UIViewController {\n    @IBOutlet var list: UICollectionView!\n    func cell(at indexPath: IndexPath) -> UICollectionViewCell { list.dequeueReusableCell(withReuseIdentifier: \"cell\", for: indexPath) }\n}\n"
            : "class AnnotationController: UIViewController {\n    @IBOutlet var list: UITableView!\n    func cell(at indexPath: IndexPath) -> UITableViewCell { list.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath) }\n}\n"
        return [
            "Settings.swift": "import UIKit\nclass SettingsController: UITableViewController {\n    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n        // tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)\n        tableView.dequeueReusableCell(withIdentifier: \"simpleCell\", for: indexPath)\n    }\n}\n",
            "Annotation.swift": "import UIKit\n" + other,
            "Info.plist": OwnerExamples.mainInfoPlist,
        ]
    }

    /// Photomania's photographer's photos: a table scene whose refresh control, saved
    /// `enabled="NO"` as Interface Builder saves them all, sends an action its class lacks.
    static let refreshingScene = OwnerExamples.storyboard(initial: "Pm1-aa-002", scenes: """
            <scene sceneID="Pm1-aa-001">
                <objects>
                    <tableViewController id="Pm1-aa-002" customClass="PhotosController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="Pm1-aa-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </tableView>
                        <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="Pm1-aa-004">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <connections>
                                ↓<action selector="fetchPhotos" destination="Pm1-aa-002" eventType="valueChanged" id="Pm1-aa-005"/>
                            </connections>
                        </refreshControl>
                    </tableViewController>
                </objects>
            </scene>
    """)

    /// Flux's settings controller in Objective-C: its cells come from a helper sent a local
    /// given one literal on each branch (`connectCell`, `clearCell`), or, with
    /// `computedIdentifier`, a name it computes, which may be any.
    static func objectiveCSettingsController(computedIdentifier: Bool) -> [String: String] {
        let choice = computedIdentifier ? "identifier = [self identifierForRow:indexPath.row];"
            : "if (indexPath.row == 0) { identifier = @\"connectCell\"; } else { identifier = @\"clearCell\"; }"
        return [
            "SettingsController.h": "#import <UIKit/UIKit.h>\n@interface SettingsController : UITableViewController\n@end\n",
            "SettingsController.m": """
                #import "SettingsController.h"
                @implementation SettingsController
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    static NSString *identifier;
                    \(choice)
                    return [self cellForTableView:tableView withIdentifier:identifier];
                }
                - (UITableViewCell *)cellForTableView:(UITableView *)tableView withIdentifier:(NSString *)identifier {
                    return [tableView dequeueReusableCellWithIdentifier:identifier];
                }
                @end

                """,
            "Info.plist": OwnerExamples.mainInfoPlist,
        ]
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        let owners = project.owners(of: document)
        var reach: SceneReach?
        var reachedIDs: Set<String>?
        // Each scene-dock object's verdict (`offStageDockObject`), found once however many
        // actions it holds.
        var dockVerdicts: [Element: Bool] = [:]
        var referencedIDs: Set<String>?
        var constrainedIDs: Set<String>?
        var excludedIDs: Set<String>?
        var installedNowhere: Set<String>?
        var connectionsTo: [String: [Element]]?
        var recognizerHolders: [String: [Element]]?
        var hiddenByCode: [String: String]?
        var shownByCode: [String: Bool] = [:]
        var untouchableByCode: [String: String]?
        var touchableByCode: [String: Bool] = [:]
        var membersSetByAppCode: Set<String>?
        // Where the crash cannot happen yet (nothing loads the nib or shows the scene), a
        // target's undeclared actions are one cause, one finding (see `grouped`).
        var latent = OrderedGroups<String, Finding>()
        defer {
            for group in latent.groups { findings.append(SourceRuleSupport.grouped(group.values[0], others: group.values.dropFirst())) }
        }
        for action in document.elements(named: "action") {
            guard let selector = action[attribute: "selector"],
                  let targetID = action[attribute: "destination"] ?? action[attribute: "target"],
                  let target = document.element(withID: targetID),
                  let (targetInfo, targetChain) = SourceRuleSupport.checkedClass(of: target, project: project, document: document),
                  let (checked, noOwner) = SourceRuleSupport.checkedClasses(of: target, info: targetInfo, chain: targetChain,
                                                                           owners: owners, project: project) else { continue }
            for (info, chain, passedAt) in checked where chain.isComplete && !chain.membersMayBeUnseen && chain.method(selector) == nil
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
                let receiver = passedAt.map { SourceRuleSupport.passedOwner(info, at: $0) } ?? info.name + ","
                // A storyboard compiles each scene to a nib of its own: a connection whose target
                // is another scene's object cannot reach that object at run time.
                let crossScene = SourceRuleSupport.scene(of: action) != nil && SourceRuleSupport.scene(of: action) != SourceRuleSupport.scene(of: target)
                if reach == nil { reach = SceneReach(document, project: project) }
                let deadScene = reach?.explanation(for: action) ?? reach?.uncertaintyExplanation(for: action)
                // A text field never sends Value Changed (it sends Editing Changed), nor does a
                // plain button: the action is never sent (green_ios's amount field, caraballojose's
                // dice button).
                let neverSent = action[attribute: "eventType"] == "valueChanged"
                    && action.parent?.parent.map(Self.neverSendsValueChanged) == true
                // A text field's own tap handling takes the touch and cancels it for the control
                // (Touch Cancel), so Touch Up Inside and Outside may never arrive (SsgSag's major
                // field): a warning that says "may".
                let cancelledTouch = !neverSent && action.parent?.parent?.name == "textField"
                    && Self.touchUpEvents.contains(action[attribute: "eventType"] ?? "")
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
                // What a touch must reach: the control, or the one view that holds a gesture
                // recognizer (ImageCropping's pan recognizer on a crop view the nib hides and no
                // code shows never fires, nor a training app's tap recognizer on an image view
                // whose user interaction nothing turns on).
                let sender = action.parent?.parent
                let sentByRecognizer = sender.map(Self.isGestureRecognizer) == true
                if sentByRecognizer, recognizerHolders == nil { recognizerHolders = Self.recognizerHolders(in: document) }
                let touched = sentByRecognizer ? sender?.id.flatMap { recognizerHolders?[$0]?.count == 1 ? recognizerHolders?[$0]?.first : nil } : sender
                let what = sentByRecognizer ? "the view holding the gesture recognizer" : "the control"
                if connectionsTo == nil { connectionsTo = Self.outletConnections(in: document) }
                let outlets = connectionsTo ?? [:]
                let mayWalk = { (container: Element) in Self.mayWalkSubviews(of: container, connections: outlets, project: project) }
                let unseen = touched.flatMap { SourceRuleSupport.hiddenForGood($0, reached: reached, mayWalk: mayWalk) }
                var uninstalled: Element?
                if unseen == nil, let control = touched {
                    let nowhere = installedNowhere ?? SizeClassInstallation.viewsInstalledNowhere(in: document)
                    installedNowhere = nowhere
                    uninstalled = SourceRuleSupport.installedInNoSizeClass(control, installedNowhere: nowhere)
                }
                // A touch the control cannot receive: the nib turns off its user interaction, or
                // that of a view it sits in (Mattermost's LeftMenu: a members button left
                // disabled since its feature was cut).
                var untouchable: Element?
                var keptUntouchable: String?
                // Or the code turns it off and nothing turns it on (PIA's licence cells: a button
                // used as a label, made untouchable on every dequeue, its action long gone).
                var madeUntouchableByCode: String?
                if unseen == nil, uninstalled == nil, let control = touched, sentByRecognizer || Self.isSentByTouch(action, from: control) {
                    untouchable = SourceRuleSupport.untouchableForGood(control, reached: reached, mayWalk: mayWalk)
                    if untouchable == nil {
                        if connectionsTo == nil { connectionsTo = Self.outletConnections(in: document) }
                        keptUntouchable = Self.keptOff(control, attribute: "userInteractionEnabled", value: "NO", setters: Self.interactionSetters,
                                                       connections: connectionsTo?[control.id ?? ""] ?? [], project: project)
                            ?? Self.untouchableEverywhere(control, project: project)
                    }
                    if untouchable == nil, keptUntouchable == nil {
                        if untouchableByCode == nil { untouchableByCode = project.outletsMadeUntouchableByCode(in: document) }
                        madeUntouchableByCode = Self.offForGoodByCode(control, connections: connectionsTo?[control.id ?? ""] ?? [],
                                                                      offByCode: untouchableByCode ?? [:], project: project, turnedOn: &touchableByCode,
                                                                      mayTurnOn: Self.mayTurnOnInteraction)
                    }
                }
                // A disabled control or bar button item sends nothing: WorldCup's Add item,
                // disabled in the nib and never enabled, its addTeam: method not yet written.
                var keptDisabled: String?
                // Not a refresh control: Interface Builder saves every one `enabled="NO"`, and a
                // pull still sends its Value Changed (Stanford's Photomania demos: a copied
                // refresh control sends `fetchPhotos` to a list that lacks it).
                if unseen == nil, uninstalled == nil, untouchable == nil, keptUntouchable == nil, madeUntouchableByCode == nil, !sentByRecognizer,
                   let control = touched, control.name != "refreshControl" {
                    if connectionsTo == nil { connectionsTo = Self.outletConnections(in: document) }
                    keptDisabled = Self.keptOff(control, attribute: "enabled", value: "NO", setters: Self.enablingSetters,
                                                connections: connectionsTo?[control.id ?? ""] ?? [], project: project)
                        ?? Self.disabledEverywhere(control, in: document, project: project, membersSet: &membersSetByAppCode)
                }
                var keptHidden: String?
                var hiddenForGoodByCode: String?
                if unseen == nil, uninstalled == nil, untouchable == nil, keptUntouchable == nil, madeUntouchableByCode == nil, keptDisabled == nil, let control = touched {
                    if connectionsTo == nil { connectionsTo = Self.outletConnections(in: document) }
                    keptHidden = Self.keptHidden(control, connections: connectionsTo?[control.id ?? ""] ?? [], project: project)
                    if keptHidden == nil {
                        if hiddenByCode == nil { hiddenByCode = project.outletsHiddenByCode(in: document) }
                        hiddenForGoodByCode = Self.hiddenForGoodByCode(control, connections: connectionsTo?[control.id ?? ""] ?? [],
                                                                       hiddenByCode: hiddenByCode ?? [:], project: project, shown: &shownByCode)
                    }
                }
                // A navigation bar shows the navigation item of the controller it holds, and a
                // toolbar that controller's toolbar items; a controller a container view embeds
                // is neither (quien697's iTunesSearch: a filter control in the item of a list the
                // container embeds, its method long gone).
                let childsBar = unseen == nil && uninstalled == nil ? action.parent?.parent.flatMap {
                    Self.barOfEmbeddedChild($0, in: document, project: project)
                } : nil
                // A controller no segue shows, whose Storyboard ID the code asks for only in files
                // that never put a controller in a navigation controller, is presented on its own:
                // no navigation bar shows its item (entract-cinema's film detail, presented as a
                // popover, with a Retour item whose close: method was never written).
                let unnavigated = unseen == nil && uninstalled == nil && childsBar == nil
                    ? action.parent?.parent.flatMap { Self.itemOfUnnavigatedController($0, in: document, project: project) } : nil
                // An object beside the scene's controller (in its dock) that nothing reaches is made
                // and dropped, never shown: cypherpunk-vpn-ios's Email scene, whose navigation item
                // with a Close button is not the controller's and no outlet holds.
                let offStage = unseen == nil && uninstalled == nil && childsBar == nil
                    ? action.parent?.parent.flatMap { sender -> Element? in
                        guard let dock = Self.dockObject(holding: sender, in: document) else { return nil }
                        if let known = dockVerdicts[dock] { return known ? dock : nil }
                        if referencedIDs == nil { referencedIDs = Self.referencedIDs(in: document) }
                        let offStage = Self.isOffStage(dock, reached: reached, referenced: referencedIDs ?? [])
                        dockVerdicts[dock] = offStage
                        return offStage ? dock : nil
                    } : nil
                // A control under a later subview of the same frame, which takes its touches:
                // MusicDiary's Action Sheet button, left under an Alert button in its place.
                var covered: Element?
                if unseen == nil, uninstalled == nil, untouchable == nil, keptUntouchable == nil, madeUntouchableByCode == nil,
                   keptDisabled == nil, keptHidden == nil, hiddenForGoodByCode == nil, offStage == nil, !sentByRecognizer,
                   let control = touched, Self.isSentByTouch(action, from: control) {
                    if constrainedIDs == nil { constrainedIDs = Self.constrainedIDs(in: document) }
                    if excludedIDs == nil { excludedIDs = SizeClassInstallation.viewsSomeSizeClassLeavesOut(in: document) }
                    covered = Self.coveringSibling(of: control, reached: reached, constrained: constrainedIDs ?? [], excluded: excludedIDs ?? [])
                }
                // A bar button item keeps one target and action: one that also triggers a segue
                // sends either the action or the segue's perform, and which one the storyboard
                // sets last is not documented (BlackBerry's samples: an Add item with an action
                // no class has and a segue the code prepares for).
                let sharesWithSegue = action.parent?.parent?.name == "barButtonItem"
                    && action.parent?.children.contains { $0.name == "segue" } == true
                // One selector sent to several classes, none of which (nor anything else in the
                // project) declares it, in a project built with code this checkout lacks: what
                // they share is a UIKit superclass, and a dependency's extension of it may declare
                // the action (the Hero pod's hero_dismissViewController, on UIViewController, in a
                // movie app whose Pods folder is not committed).
                let sharedReceivers = project.actionReceivers[selector] ?? []
                let sharedAncestor = project.sources.hasExternalDependencies && sharedReceivers.count >= 2
                    && !project.sources.namesSelectorsAsSwift2 && !project.declaresSelector(selector)
                    ? Self.sharedFrameworkAncestor(of: sharedReceivers, in: project) : nil
                // One class, whose own files import a header of code this checkout lacks: a
                // category of a framework class it inherits may be declared there (RESideMenu's
                // `UIViewController (RESideMenu)`, whose presentRightMenuViewController: every
                // controller answers, in an app whose Pods folder is not committed).
                let categoryHeader = sharedAncestor == nil && project.sources.hasExternalDependencies
                    && !project.sources.namesSelectorsAsSwift2 && !project.declaresSelector(selector)
                    ? Self.missingCategoryHeader(for: chain, in: project) : nil
                let outcome: String
                if sharesWithSegue {
                    outcome = "but the bar button item also triggers a segue, and an item keeps one target and action, so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if neverSent {
                    outcome = action.parent?.parent?.name == "textField"
                        ? "but a text field never sends Value Changed (it sends Editing Changed), so the action never fires"
                        : "but a button without a menu or a selection it toggles never sends Value Changed (it sends the touch events and Primary Action Triggered), so the action never fires"
                } else if cancelledTouch {
                    outcome = "but a text field's own tap handling cancels the touch for the control (it sends Touch Cancel), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let dependencySender {
                    outcome = "but the control is a \(dependencySender), a class this project does not declare, and only its own code sends \(action[attribute: "eventType"] ?? "that event") (UIControl sends the touch events), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let offStage {
                    outcome = "but \(what) is in \(offStage.name) \(offStage.id ?? "") (line \(offStage.line)), which lies beside its scene's controller, is not the controller's, and no outlet or reference reaches, so nothing shows it and the action is never sent"
                } else if let covered {
                    outcome = "but \(what) lies under \(covered.name) \(covered.id ?? "") (line \(covered.line)), a later subview with the same frame wherever the app runs, which takes its touches, and no outlet or tag lets the code hide or move it, so no touch reaches \(what) and the action is never sent"
                } else if let unnavigated {
                    outcome = "but the control is in the bar items of \(unnavigated.customClass ?? unnavigated.name) \(unnavigated.id ?? "") (line \(unnavigated.line)), which no segue shows and which the code that asks for its Storyboard ID '\(unnavigated.storyboardIdentifier ?? "")' never puts in a navigation controller (those files push, show or make none) and no bar shows the item, so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let childsBar {
                    outcome = "but the control is in the \(childsBar.bar) of \(childsBar.controller.customClass ?? childsBar.controller.name) \(childsBar.controller.id ?? "") (line \(childsBar.controller.line)), which the storyboard shows only inside a container view, and a bar shows the items of the controller it holds, not a child's, so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let unseen {
                    outcome = unseen.id != nil && unseen.id == touched?.id
                        ? "but the nib hides \(what) and no outlet or tag lets the code show it, so the action is never sent"
                        : "but \(what) is inside \(unseen.name) \(unseen.id ?? "") (line \(unseen.line)), which the nib hides and no outlet or tag lets the code show, so the action is never sent"
                } else if let uninstalled {
                    outcome = "but \(what) is inside \(uninstalled.name) \(uninstalled.id ?? "") (line \(uninstalled.line)), which no size class installs and only the code could add, so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let untouchable {
                    outcome = "but the nib turns off user interaction on \(untouchable.name) \(untouchable.id ?? "") (line \(untouchable.line)), \(what) or a view it sits in, and no outlet or tag lets the code turn it on, so no touch reaches it and the action is never sent"
                } else if let keptUntouchable {
                    outcome = "but the nib turns off user interaction on \(what) or a view it sits in (no touch reaches it) and no code turns it on (nothing sets isUserInteractionEnabled on \(keptUntouchable)), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let madeUntouchableByCode {
                    outcome = "but the code turns off user interaction on \(what) through '\(madeUntouchableByCode)' and no code turns it on (no touch reaches it), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let keptDisabled {
                    outcome = "but the nib disables \(what) and no code enables it (nothing sets isEnabled on \(keptDisabled)), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let keptHidden {
                    outcome = "but the nib hides \(what) and no code shows it (no code that can reach \(keptHidden) sets its isHidden but to true), so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let hiddenForGoodByCode {
                    outcome = "but the code hides \(what) through '\(hiddenForGoodByCode)' and no code shows it, so the action may never fire; if it does, the event crashes with \"unrecognized selector sent to instance\""
                } else if crossScene {
                    outcome = "but the target is in another scene, and each scene is a nib of its own, so the connection cannot reach it: the control's action is lost, not sent"
                } else if let deadScene {
                    outcome = "the event would crash (\"unrecognized selector sent to instance\"), " + deadScene
                } else if noOwner {
                    outcome = "but the code loads this nib with no owner (a registered cell or view nib, or owner: nil), so the action's target is nil and it goes up the responder chain instead"
                } else if owners.nothingLoads {
                    outcome = "the event would crash (\"unrecognized selector sent to instance\"), " + SourceRuleSupport.nothingLoads
                } else if let sharedAncestor {
                    let dependencies = project.sources.dependencyNames.sorted()
                    let from = dependencies.isEmpty ? "" : " (\(dependencies.count == 1 ? "its dependency" : "its dependencies") " + ShortList.of(dependencies, limit: 3) { $0 } + ")"
                    outcome = "but the nibs send it to \(sharedReceivers.count) classes (\(ShortList.of(sharedReceivers.sorted()) { $0 })) and the project declares it nowhere, so an extension of \(sharedAncestor), which they all inherit, may declare it in code this checkout lacks\(from); if none does, the event crashes with \"unrecognized selector sent to instance\""
                } else if let categoryHeader {
                    outcome = "but \(categoryHeader.file) imports \(categoryHeader.header), which this checkout lacks, and the project declares the selector nowhere, so a category of \(categoryHeader.ancestor) declared there may add it; if none does, the event crashes with \"unrecognized selector sent to instance\""
                } else {
                    outcome = "the event crashes with \"unrecognized selector sent to instance\""
                }
                let finding = Finding(
                    action, "action '\(selector)' is sent to \(receiver) which has no method with that selector (declared at \(info.location)); \(outcome)",
                    hint: chain.isNibKit
                        ? "list it in \(info.name)'s actions (ActionMethod(\"\(selector)\", \(info.name).\(selector.split(separator: ":").first ?? ""))), or reconnect the action"
                        : sharedAncestor != nil || categoryHeader != nil
                        ? "check that a dependency declares it once they are installed; if none does, add @IBAction func for it to \(info.name) (a Swift method named \(SourceRuleSupport.swiftName(forSelector: selector))), or reconnect the action"
                        : "add @IBAction func for it to \(info.name) (a Swift method named \(SourceRuleSupport.swiftName(forSelector: selector))), or reconnect the action",
                    isAtMostWarning: sharesWithSegue || noOwner || owners.nothingLoads || crossScene || deadScene != nil || neverSent || cancelledTouch || unseen != nil || uninstalled != nil
                        || dependencySender != nil || keptHidden != nil || hiddenForGoodByCode != nil || untouchable != nil || keptUntouchable != nil || keptDisabled != nil
                        || madeUntouchableByCode != nil || childsBar != nil || unnavigated != nil || offStage != nil || covered != nil || sharedAncestor != nil
                        || categoryHeader != nil)
                let isLatent = (deadScene != nil || owners.nothingLoads) && !sharesWithSegue && !noOwner && !crossScene && !neverSent && !cancelledTouch && unseen == nil && uninstalled == nil
                    && dependencySender == nil && keptHidden == nil && hiddenForGoodByCode == nil && untouchable == nil && keptUntouchable == nil && keptDisabled == nil
                    && madeUntouchableByCode == nil && childsBar == nil && unnavigated == nil && offStage == nil && covered == nil
                if isLatent {
                    latent.append(finding, to: targetID)
                } else {
                    findings.append(finding)
                }
            }
        }
    }
}

extension UndeclaredActionRule {
    /// The object of a storyboard scene's dock that holds `sender`: a top-level object beside the
    /// scene's controller, not the controller, a placeholder or its exit. Nil elsewhere.
    static func dockObject(holding sender: Element, in document: Document) -> Element? {
        guard document.kind == .storyboard,
              let dock = ([sender] + sender.ancestors).first(where: { $0.parent?.name == "objects" && $0.parent?.parent?.name == "scene" }),
              dock[attribute: "sceneMemberID"] == nil, !dock.isPlaceholder else { return nil }
        return dock
    }

    /// A scene-dock object that no outlet reaches, nor anything in it (`reached`), and that no
    /// element refers to (`referenced`, the ids of `reference="…"` attributes): UIKit makes it
    /// with the scene and nothing ever puts it on screen.
    static func isOffStage(_ dock: Element, reached: Set<String>, referenced: Set<String>) -> Bool {
        ([dock] + dock.descendants).allSatisfy { element in element.id.map { !reached.contains($0) && !referenced.contains($0) } ?? true }
    }

    /// A later subview beside `control` that lies exactly over it wherever the app runs and
    /// takes its touches, for UIKit hands a touch to the topmost view under it: the same saved
    /// frame, both placed by that frame (no constraint mentions either, `constrained`, they
    /// share their autoresizing mask, and every size class installs both: `excluded` holds the
    /// views some size class leaves out, `SizeClassInstallation.viewsSomeSizeClassLeavesOut`),
    /// shown (not hidden, not transparent), open to touches (a label or image view only when
    /// the nib turns them on) with no class of its own (which
    /// may let touches through), and neither of them in the code's reach (no outlet or tag,
    /// `reached`), which could hide or move the cover or bring the control to the front.
    static func coveringSibling(of control: Element, reached: Set<String>, constrained: Set<String>, excluded: Set<String>) -> Element? {
        func placedByFrame(_ view: Element) -> Bool {
            guard let id = view.id, !constrained.contains(id), !reached.contains(id), !excluded.contains(id),
                  view[attribute: "tag"] == nil else { return false }
            return view.hasFixedFrame || view.translatesAutoresizingMaskIntoConstraints
        }
        guard let subviews = control.parent, subviews.name == "subviews", let frame = control.frame,
              frame.width > 0, frame.height > 0, placedByFrame(control) else { return nil }
        return subviews.children.drop(while: { $0 != control }).dropFirst().first { cover in
            guard cover.frame == frame, cover.autoresizingMask == control.autoresizingMask, placedByFrame(cover),
                  cover.customClass == nil, !cover.isHidden,
                  (cover[attribute: "alpha"].flatMap(Double.init) ?? 1) > 0.01 else { return false }
            let interaction = cover[attribute: "userInteractionEnabled"]
            return ["label", "imageView"].contains(cover.name) ? interaction == "YES" : interaction != "NO"
        }
    }

    /// The ids of the views that some constraint of `document` mentions (a constraint without
    /// `firstItem` is about the view that holds it).
    static func constrainedIDs(in document: Document) -> Set<String> {
        var ids = Set<String>()
        for constraint in document.elements(named: "constraint") {
            if let first = constraint[attribute: "firstItem"] ?? constraint.parent?.parent?.id { ids.insert(first) }
            if let second = constraint[attribute: "secondItem"] { ids.insert(second) }
        }
        return ids
    }

    /// The ids that elements of `document` name in a `reference` attribute (an element standing
    /// for another, as a navigation bar's item or a segue written twice).
    static func referencedIDs(in document: Document) -> Set<String> {
        Set(document.elements.lazy.compactMap { $0[attribute: "reference"] })
    }

    /// The first header that a file declaring one of the app's own classes of `chain` imports in
    /// quotes and the project lacks (`SourceFacts.missingHeadersByFile`), with that file and the
    /// framework class a category there would extend; nil for a chain not complete to a
    /// framework class, or whose files import nothing missing. The app's own categories of
    /// framework classes are not the receiver's files; a header named as a category of a
    /// framework class the chain does not hold (`UIImageView+WebCache.h` for a controller) adds
    /// nothing to it.
    static func missingCategoryHeader(for chain: ClassIndex.Chain, in project: ProjectFacts) -> (file: String, header: String, ancestor: String)? {
        guard chain.isComplete, let ancestor = chain.framework.first(where: { !isTooGeneralForEvidence($0) }),
              !project.sources.missingHeadersByFile.isEmpty else { return nil }
        let names = Set(chain.classes.filter(\.isDeclared).map(\.name))
        let files = Set(project.sources.types.lazy.filter { names.contains($0.name) }.map(\.location.file)).sorted()
        for file in files {
            let headers = (project.sources.missingHeadersByFile[file] ?? []).filter { header in
                guard let plus = header.firstIndex(of: "+") else { return true }
                let extended = String(header[..<plus])
                return FrameworkClasses.superclass[extended] == nil || chain.framework.contains(extended)
            }
            if let header = headers.sorted().first { return (file, header, ancestor) }
        }
        return nil
    }

    /// The most derived framework class every one of `classes` inherits, below NSObject and
    /// UIResponder (a category there would answer every object, which is no evidence); nil when
    /// they share none or a chain leaves the sources.
    static func sharedFrameworkAncestor(of classes: Set<String>, in project: ProjectFacts) -> String? {
        var shared: [String]?
        for name in classes {
            guard let info = project.classes.unique(name) else { return nil }
            let chain = project.classes.chain(from: info)
            guard chain.isComplete else { return nil }
            shared = shared.map { $0.filter(chain.framework.contains) } ?? chain.framework
        }
        return shared?.first { !isTooGeneralForEvidence($0) }
    }

    /// A root class a category of which would answer every object (NSObject, UIResponder,
    /// NSResponder): a selector there says nothing about the receiver's own kind.
    static func isTooGeneralForEvidence(_ framework: String) -> Bool {
        ["NSObject", "UIResponder", "NSResponder"].contains(framework)
    }

    /// Whether code may walk the subviews of `container`, a view an outlet reaches: a file of
    /// the app's class owning such an outlet, of an app class above it or of a subclass, names
    /// some view's subviews (`view.subviews`, `stack.arrangedSubviews`, a helper's
    /// `allSubviews()`), or nibcheck cannot tell (an owner of no class the sources declare, the
    /// sources not all read). A control the nib hides or makes untouchable in a view nothing
    /// walks can be found by no code. Names are what the readers record of a file: a word after
    /// a `.`, or written twice, so Objective-C's one `[view subviews]` is not seen.
    /// `connections`: the document's outlets by destination (`outletConnections(in:)`).
    static func mayWalkSubviews(of container: Element, connections: [String: [Element]], project: ProjectFacts) -> Bool {
        guard project.sources.swiftRead, let id = container.id, let reaching = connections[id] else { return true }
        for connection in reaching {
            // Every class of the owner's name (two targets may each declare one), the app's own
            // classes above them, not its categories of framework classes (a popup helper's
            // `UIViewController` category walks its popup, not every controller), and their
            // subclasses, whose objects the nib may be loaded for.
            guard let owner = connection.parent?.parent, let name = owner.customClass,
                  let infos = project.classes.byName[name]?.filter(\.isDeclared), !infos.isEmpty else { return true }
            var names = Set(infos.flatMap { project.classes.chain(from: $0).classes.filter(\.isDeclared).map(\.name) })
            for list in project.classes.byName.values {
                for info in list where info.isDeclared && project.classes.chain(from: info).classes.contains(where: { $0.name == name }) {
                    names.insert(info.name)
                }
            }
            for type in project.sources.types where names.contains(type.name) {
                let read = project.sources.referencedNamesByFile[type.location.file] ?? []
                if read.contains(where: { $0.lowercased().contains("subviews") }) { return true }
            }
        }
        return false
    }

    /// The outlets of `control`, hidden in the nib itself, when no code sets `isHidden` on any
    /// of them (iOS-planckForiOS's sync switch, hidden since its feature was dropped): it is
    /// never shown, so its actions may never be sent (a warning that says "may": the readers see
    /// `x.isHidden = false`, `self.x.hidden = NO` and `[self.x setHidden:NO]`, not a view shown
    /// through a local variable or a loop over its container's subviews). Nil when it is shown,
    /// may be, or nibcheck cannot tell: a tag to find it by, or no outlet (`hiddenForGood`
    /// judges that).
    /// `connections`: the outlets and outlet collections that point at the control.
    /// Where the outlet's owner is a class the sources declare once, only code that may show
    /// that owner's view counts (`mayShow`): `moreButton.isHidden = flag` in another class with
    /// a `moreButton` of its own shows none of this one (Kukai's token header cell, whose hidden
    /// More button nothing shows); elsewhere any code that sets `isHidden` on the name does.
    static func keptHidden(_ control: Element, connections: [Element], project: ProjectFacts) -> String? {
        guard let outlets = keptOff(control, attribute: "hidden", value: "YES", setters: ["setHidden", "isHidden.toggle", "hidden.toggle"],
                                    connections: connections, project: project) else { return nil }
        for connection in connections {
            guard let name = connection[attribute: "property"] else { return nil }
            if let owner = connection.parent?.parent?.customClass, let info = project.classes.unique(owner) {
                if mayShow(name, ownedBy: info, project: project) { return nil }
            } else if !(project.membersSetOnNames[name] ?? []).isDisjoint(with: ["isHidden", "hidden"]) {
                return nil
            }
        }
        return outlets
    }

    /// The members through which code turns a view's user interaction on or off.
    static let interactionSetters: Set<String> = ["isUserInteractionEnabled", "userInteractionEnabled", "setUserInteractionEnabled", "isUserInteractionEnabled.toggle"]

    /// The members through which code enables or disables a control or a bar button item.
    static let enablingSetters: Set<String> = ["isEnabled", "enabled", "setEnabled", "isEnabled.toggle"]

    /// `control`, disabled in the nib, when no code of its app enables anything (see
    /// `ProjectFacts.membersSet(byCodeOf:)`): no outlet, tag or item accessor
    /// (`navigationItem.rightBarButtonItem?.isEnabled = true`) can then enable it. Nil when some
    /// code may, or the Swift sources could not be read. `membersSet`: that set for `document`,
    /// found on the first disabled control and kept for the others.
    static func disabledEverywhere(_ control: Element, in document: Document, project: ProjectFacts,
                                   membersSet: inout Set<String>?) -> String? {
        guard control[attribute: "enabled"] == "NO", project.sources.swiftRead else { return nil }
        let members = membersSet ?? project.membersSet(byCodeOf: document)
        membersSet = members
        return members.isDisjoint(with: enablingSetters) ? "anything" : nil
    }

    /// What the nib turns user interaction off on, `control` or a view it sits in, when nothing
    /// in the sources turns any view's user interaction on: no outlet, outlet collection or tag
    /// can then give a touch back (AirPump's Bluetooth state buttons, reached through an outlet
    /// collection and a tag, both only to change their image). Nil when some code sets it, or the
    /// Swift sources could not be read.
    static func untouchableEverywhere(_ control: Element, project: ProjectFacts) -> String? {
        guard project.sources.swiftRead, project.membersSetAnywhere.isDisjoint(with: interactionSetters) else { return nil }
        var view: Element? = control
        while let current = view {
            if current[attribute: "userInteractionEnabled"] == "NO" { return "any view" }
            view = current.parent?.name == "subviews" ? current.parent?.parent : nil
        }
        return nil
    }

    /// The outlets of `control`, whose `attribute` the nib sets to `value`, when no code sets any
    /// of `setters` on any of them (`keptHidden`'s shape, for any such switch); nil when one
    /// does, or when a tag or a connection other than an outlet reaches it.
    static func keptOff(_ control: Element, attribute: String, value: String, setters: Set<String>,
                        connections: [Element], project: ProjectFacts) -> String? {
        guard control[attribute: attribute] == value, control[attribute: "tag"] == nil, !connections.isEmpty,
              connections.allSatisfy({ $0.name == "outlet" }) else { return nil }
        let outlets = connections.compactMap { $0[attribute: "property"] }
        guard !outlets.isEmpty else { return nil }
        guard outlets.allSatisfy({ (project.membersSetOnNames[$0] ?? []).isDisjoint(with: setters) }) else { return nil }
        return outlets.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// Whether `action` is sent only when a touch reaches `control`: a touch event, or Value
    /// Changed and Primary Action Triggered from a control other than a text field or text view
    /// (which the code can make first responder and edit without a touch).
    static func isSentByTouch(_ action: Element, from control: Element) -> Bool {
        guard let event = action[attribute: "eventType"] else { return false }
        if touchEvents.contains(event) { return true }
        return (event == "valueChanged" || event == "primaryActionTriggered") && control.name != "textField" && control.name != "textView"
    }

    /// The outlet through which the owner's code hides `control` (Infinit's no-results cell:
    /// `self.facebook_button.hidden = YES` in awakeFromNib, the line that showed it commented
    /// out), when the control has no tag, every connection to it is an outlet, and no code may
    /// show it through any of them (see `mayShow`): it is never shown, so its actions may never
    /// be sent. A warning that says "may", as `keptHidden`'s.
    /// `hiddenByCode`: `ProjectFacts.outletsHiddenByCode` of the document.
    /// `shown`: `mayShow`'s answers so far in this document, by outlet and owner.
    /// The outlet through which the code of `control`'s outlet owner turns it off (`offByCode`,
    /// by view id), when no code that can reach that outlet may turn it back on (`mayTurnOn`):
    /// `hiddenForGoodByCode`'s shape for any such switch. `turnedOn`: answers kept per outlet and
    /// owner.
    static func offForGoodByCode(_ control: Element, connections: [Element], offByCode: [String: String], project: ProjectFacts,
                                 turnedOn: inout [String: Bool],
                                 mayTurnOn: (String, ClassInfo, ProjectFacts) -> Bool) -> String? {
        guard let id = control.id, let outlet = offByCode[id], control[attribute: "tag"] == nil, !connections.isEmpty,
              connections.allSatisfy({ $0.name == "outlet" }) else { return nil }
        for connection in connections {
            guard let name = connection[attribute: "property"], let owner = connection.parent?.parent?.customClass,
                  let info = project.classes.unique(owner) else { return nil }
            let key = name + "\u{1F}" + owner
            let answer = turnedOn[key] ?? mayTurnOn(name, info, project)
            turnedOn[key] = answer
            if answer { return nil }
        }
        return outlet
    }

    /// Whether some code may turn user interaction on on the view of `owner`'s outlet `name`, as
    /// `mayShow` answers for showing it.
    static func mayTurnOnInteraction(_ name: String, ownedBy owner: ClassInfo, project: ProjectFacts) -> Bool {
        mayReach(name, ownedBy: owner, through: project.classesEnablingInteraction[name] ?? [],
                 callingAny: ["setUserInteractionEnabled", "isUserInteractionEnabled.toggle"], project: project)
    }

    static func hiddenForGoodByCode(_ control: Element, connections: [Element], hiddenByCode: [String: String],
                                    project: ProjectFacts, shown: inout [String: Bool]) -> String? {
        offForGoodByCode(control, connections: connections, offByCode: hiddenByCode, project: project, turnedOn: &shown, mayTurnOn: mayShow)
    }

    /// Whether some code may show the view of `owner`'s outlet `name` (set `isHidden` to anything
    /// but true, call `setHidden:` or toggle it): the owner's own classes, above or below it, or
    /// a class without a property of that name, which must be reaching another object's (a data
    /// source's `cell.badge.hidden = NO`). A class with an outlet of that name of its own shows
    /// its own view (Infinit's welcome screens, whose `facebook_button` is theirs, not the cell's).
    /// Asked only for an undeclared action's control the code hides; the classes it walks are
    /// those that show a view of that name (`ProjectFacts.classesShowing`).
    static func mayShow(_ name: String, ownedBy owner: ClassInfo, project: ProjectFacts) -> Bool {
        mayReach(name, ownedBy: owner, through: project.classesShowing[name] ?? [], callingAny: ["setHidden", "isHidden.toggle"], project: project)
    }

    /// Whether code may switch the view of `owner`'s outlet `name` back: a call of one of
    /// `setters` on the name anywhere, or one of `classes` (those whose code may switch a view
    /// of that name) that is the owner's own class, above or below it, or has no property of
    /// that name, so reaches another object's.
    static func mayReach(_ name: String, ownedBy owner: ClassInfo, through classes: [ClassInfo], callingAny setters: Set<String>,
                         project: ProjectFacts) -> Bool {
        if project.membersSetOnNames[name]?.isDisjoint(with: setters) == false { return true }
        guard !classes.isEmpty else { return false }
        let ownerChain = Set(project.classes.chain(from: owner).classes.map(\.name))
        for info in classes {
            let chain = project.classes.chain(from: info).classes
            if ownerChain.contains(info.name) || chain.contains(where: { $0.name == owner.name }) { return true }
            if !chain.contains(where: { $0.properties[name] != nil }) { return true }
        }
        return false
    }

    /// The outlets and outlet collections of `document`, by the id they point at: one pass, made
    /// the first time a hidden control's action needs it.
    static func outletConnections(in document: Document) -> [String: [Element]] {
        var byDestination: [String: [Element]] = [:]
        for name in ["outlet", "outletCollection"] {
            for connection in document.elements(named: name) {
                if let destination = connection[attribute: "destination"] { byDestination[destination, default: []].append(connection) }
            }
        }
        return byDestination
    }

    /// The controller whose navigation item or toolbar items hold `control`, when no bar can show
    /// them: a storyboard scene no segue leads to (so none pushes it nor makes it a navigation
    /// controller's root) and no storyboard reference names, not the initial one, whose
    /// Storyboard ID the code asks for by its value (a literal or a constant) in Swift files
    /// only, none of which pushes, shows or makes a navigation controller (`pushViewController`,
    /// `setViewControllers`, `viewControllers`, `UINavigationController`, nor, in any file,
    /// `show(_:sender:)`), and nowhere by an identifier it computes. An ID that is also the
    /// class's name may be asked for by a helper, which is not followed. A file that makes the
    /// controller for another to push is not followed either, so the finding says "may". Nil
    /// otherwise.
    static func itemOfUnnavigatedController(_ control: Element, in document: Document, project: ProjectFacts) -> Element? {
        guard let holder = ([control] + control.ancestors).first(where: {
                  ($0.name == "navigationItem" && $0[attribute: "key"] == "navigationItem") || $0.name == "toolbarItems"
              }),
              let controller = holder.parent, document.kind == .storyboard,
              controller[attribute: "sceneMemberID"] == "viewController", let id = controller.id,
              document.initialViewControllerID != id,
              let identifier = controller.storyboardIdentifier, !identifier.isEmpty, identifier != controller.customClass,
              !document.elements(named: "segue").contains(where: { $0[attribute: "destination"] == id }) else { return nil }
        let requests = project.sources.literals.filter { $0.kind == .storyboardIdentifier }
        let values = requests.map(project.sources.value(of:))
        let uses = zip(requests, values).filter { $0.1 == identifier }.map(\.0)
        guard !uses.isEmpty, !values.contains(nil), !project.reachedStoryboardReferences.contains(identifier),
              uses.allSatisfy({ $0.location.file.hasSuffix(".swift") }),
              project.sources.callLabels["show"]?.contains("_:sender:") != true,
              project.sources.callLabels["showDetailViewController"] == nil else { return nil }
        for file in Set(uses.map(\.location.file)) {
            let names = project.sources.referencedNamesByFile[file] ?? []
            guard names.isDisjoint(with: navigatingNames) else { return nil }
        }
        return controller
    }

    /// What code writes to put a controller in a navigation controller.
    private static let navigatingNames: Set<String> = [
        "pushViewController", "setViewControllers", "viewControllers", "UINavigationController",
    ]

    /// The controller whose navigation item (its bar button items, its title view) or toolbar
    /// items hold `control`, with which of the two, when the storyboard shows that controller
    /// only inside container views: it is no way in (not the initial controller, no Storyboard
    /// ID the code may ask for) and every segue to it is an embed segue. UINavigationController
    /// shows its top controller's navigation item and toolbar items, never those of a child in a
    /// container view. Nil for anything else, and in a XIB, whose controller the code may push.
    static func barOfEmbeddedChild(_ control: Element, in document: Document, project: ProjectFacts) -> (controller: Element, bar: String)? {
        guard let holder = ([control] + control.ancestors).first(where: {
                  ($0.name == "navigationItem" && $0[attribute: "key"] == "navigationItem") || $0.name == "toolbarItems"
              }),
              let controller = holder.parent,
              let segues = SourceRuleSupport.onlySegues(showing: controller, in: document, project: project),
              !segues.isEmpty, segues.allSatisfy({ $0[attribute: "kind"] == "embed" }) else { return nil }
        return (controller, holder.name == "toolbarItems" ? "toolbar items" : "navigation item")
    }

    /// The events UIControl's own touch tracking sends, for any control; the others (Value
    /// Changed, the editing events, Primary Action Triggered) are sent by a control's own code.
    static let touchEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel",
    ]

    /// Whether `control` never sends Value Changed: a text field (it sends Editing Changed), or
    /// a button of UIButton's own class with no menu and no selection it toggles
    /// (`changesSelectionAsPrimaryAction`), whose tracking sends only the touch events and
    /// Primary Action Triggered. A button subclass may send it from its own code (a check box).
    static func neverSendsValueChanged(_ control: Element) -> Bool {
        switch control.name {
        case "textField": return true
        case "button":
            return control.customClass == nil && control[attribute: "changesSelectionAsPrimaryAction"] != "YES"
                && control[attribute: "showsMenuAsPrimaryAction"] != "YES" && control.child(named: "menu") == nil
        default: return false
        }
    }

    /// The touch events that end a touch, which a text field's tap handling cancels instead.
    static let touchUpEvents: Set<String> = ["touchUpInside", "touchUpOutside"]

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

    /// A button the nib hides in a view, with no outlet or tag, sending an action ContactController
    /// lacks; the view File's Owner's root, reached by its `view` outlet, when `inRootView`.
    static func hiddenButton(inRootView: Bool) -> String {
        let outlet = #"<connections><outlet property="view" destination="Fm1-aa-001" id="Vo1-aa-001"/></connections>"#
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ContactController" customModuleProvider="target">\(inRootView ? outlet : "")</placeholder>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Fm1-aa-001">
                <subviews>
                    <button hidden="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                        <connections>
                            ↓<action selector="button:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """
    }

    /// A button in a panel the base size class leaves out, and which regular widths put back if
    /// `installed`.
    static func buttonInPanel(installed: Bool) -> String {
        let regular = installed ? #"<variation key="widthClass=regular"><mask key="subviews"><include reference="Pn1-aa-001"/></mask></variation>"# : ""
        return """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ContactController" customModuleProvider="target"/>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="Tv1-aa-001">
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="Pn1-aa-001">
                    <subviews>
                        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                            <connections>
                                ↓<action selector="didPressChangeServer" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </subviews>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="Pn1-aa-001"/>
                </mask>
            </variation>
            \(regular)
        </view>
        """
    }

    /// A File's Owner whose button, in a header in its view, with its user interaction off, sends
    /// an action it does not declare; the owner's outlet `membersButton` reaches the button when
    /// `outlet`.
    /// With `inHeader`, the header it sits in has its interaction off instead of the button.
    /// With `inCollection`, an outlet collection `stateButtons` reaches it and it has a tag.
    static func untouchableButton(outlet: Bool, inHeader: Bool = false, inCollection: Bool = false) -> String {
        let connection = inCollection
            ? #"<connections><outletCollection property="stateButtons" destination="Bt1-aa-001" collectionClass="NSMutableArray" id="Bo1-aa-001"/></connections>"#
            : outlet ? #"<connections><outlet property="membersButton" destination="Bt1-aa-001" id="Bo1-aa-001"/></connections>"# : ""
        let off = #"userInteractionEnabled="NO" "# + (inCollection ? #"tag="1" "# : "")
        return """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="MenuController" customModuleProvider="target">\(connection)</placeholder>
        <view contentMode="scaleToFill" id="Mv1-aa-001">
            <subviews>
                <view \(inHeader ? off : "")translatesAutoresizingMaskIntoConstraints="NO" id="Hd1-aa-001">
                    <subviews>
                        <button \(inHeader ? "" : off)buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                            <connections>
                                ↓<action selector="membersListAction:" destination="-1" eventType="touchUpInside" id="Ba1-aa-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </subviews>
        </view>
        """
    }

    /// A navigation controller whose root, StoreController, shows StoreListController: in a
    /// container view when `embedded`, else by a push. The list's navigation item holds a
    /// segmented control that sends an action the list lacks.
    static func filteredList(embedded: Bool) -> String {
        let store = embedded
            ? #"<view key="view" id="Sv1-aa-001"><subviews><containerView id="Sc1-aa-001"><connections><segue destination="Lc1-aa-001" kind="embed" id="Se1-aa-001"/></connections></containerView></subviews></view>"#
            : #"<view key="view" id="Sv1-aa-001"/><connections><segue destination="Lc1-aa-001" kind="show" identifier="list" id="Se1-aa-001"/></connections>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Nc1-aa-001">
        <scenes>
        <scene sceneID="Ns1-aa-001">
            <objects>
                <navigationController id="Nc1-aa-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-aa-001"/>
                    <connections>
                        <segue destination="Sk1-aa-001" kind="relationship" relationship="rootViewController" id="Nr1-aa-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="Ss1-aa-001">
            <objects>
                <viewController id="Sk1-aa-001" customClass="StoreController" customModuleProvider="target" sceneMemberID="viewController">
                    \(store)
                </viewController>
            </objects>
        </scene>
        <scene sceneID="Ls1-aa-001">
            <objects>
                <tableViewController id="Lc1-aa-001" customClass="StoreListController" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" id="Lt1-aa-001"/>
                    <navigationItem key="navigationItem" id="Li1-aa-001">
                        <segmentedControl key="titleView" segmentControlStyle="bar" selectedSegmentIndex="0" id="Lf1-aa-001">
                            <segments>
                                <segment title="Movies"/>
                                <segment title="Music"/>
                            </segments>
                            <connections>
                                ↓<action selector="filterSegmentedControlChanged:" destination="Lc1-aa-001" eventType="valueChanged" id="La1-aa-001"/>
                            </connections>
                        </segmentedControl>
                    </navigationItem>
                </tableViewController>
            </objects>
        </scene>
        </scenes>
        </document>
        """
    }

    /// The store's controllers, which perform the push to the list.
    static let storeControllers = ["Store.swift": """
        import UIKit
        class StoreController: UIViewController {
            func showList() { performSegue(withIdentifier: "list", sender: nil) }
        }
        class StoreListController: UITableViewController {}

        """]

    /// File's Owner's roll button, which sends `buttonUp:` (which DiceController lacks) on
    /// `event`; a pop-up button with a menu whose selection it shows when `popUp`.
    static func diceButton(popUp: Bool, event: String) -> String {
        let menu = popUp ? #"<menu key="menu" id="Dm1-aa-001"><children><command title="Two" id="Dc1-aa-001"/><command title="Three" id="Dc2-aa-001"/></children></menu>"# : ""
        return """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DiceController" customModuleProvider="target"/>
            <button buttonType="system" \(popUp ? #"showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" "# : "")id="Db1-aa-001">
                <state key="normal" title="Roll"/>
                \(menu)
                <connections>
                    ↓<action selector="buttonUp:" destination="-1" eventType="\(event)" id="Da1-aa-001"/>
                </connections>
            </button>
            """
    }

    static let diceController = ["Dice.swift": "import UIKit\nclass DiceController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n    @IBAction func rollPressed(_ sender: UIButton) {}\n}\n"]

    /// The MenuController that loads the nib, with the outlet `membersButton`, running `enabling`
    /// in viewDidLoad.
    static func membersController(enabling: String?) -> [String: String] {
        ["Menu.swift": """
            import UIKit
            class MenuController: UIViewController {
                @IBOutlet weak var membersButton: UIButton!
                @IBOutlet var stateButtons: [UIButton]!
                init() { super.init(nibName: "Example", bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(enabling ?? "")
                }
            }

            """]
    }

    static let contactController = contactController(viewDidLoad: nil)

    /// ContactController, made with the nib, whose `viewDidLoad` runs `statement` when given.
    static func contactController(viewDidLoad statement: String?) -> [String: String] {
        let load = statement.map { "    override func viewDidLoad() {\n        super.viewDidLoad()\n        \($0)\n    }\n" } ?? ""
        return ["Contact.swift": "import UIKit\nclass ContactController: UIViewController {\n    init() { super.init(nibName: \"Example\", bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n\(load)}\n"]
    }

    /// `<tapGestureRecognizer>`, `<panGestureRecognizer>`, …, and a custom one's
    /// `<gestureRecognizer>`.
    /// A File's Owner's label holding a tap recognizer that sends an action the owner does not
    /// declare; the label's user interaction on or off.
    static func tappedLabel(interaction: Bool) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="MenuController" customModuleProvider="target"/>
        <view contentMode="scaleToFill" id="Tv1-aa-001">
            <subviews>
                <label opaque="NO" userInteractionEnabled="\(interaction ? "YES" : "NO")" text="SEA to JAX" id="Tl1-aa-001">
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Tg1-aa-001" appends="YES" id="Tc1-aa-001"/>
                    </connections>
                </label>
            </subviews>
        </view>
        <tapGestureRecognizer id="Tg1-aa-001">
            <connections>
                ↓<action selector="handleTapWithRecognizer:" destination="-1" id="Ta1-aa-001"/>
            </connections>
        </tapGestureRecognizer>
        """
    }

    /// The views that hold each gesture recognizer (list it in their `gestureRecognizers`), by
    /// the recognizer's id.
    static func recognizerHolders(in document: Document) -> [String: [Element]] {
        var holders: [String: [Element]] = [:]
        for connection in document.elements(named: "outletCollection") where connection[attribute: "property"] == "gestureRecognizers" {
            guard let recognizer = connection[attribute: "destination"], let view = connection.parent?.parent else { continue }
            holders[recognizer, default: []].append(view)
        }
        return holders
    }

    static func isGestureRecognizer(_ element: Element) -> Bool {
        element.name.hasSuffix("GestureRecognizer") || element.name == "gestureRecognizer"
    }
}
