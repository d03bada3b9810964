import NibDocument

/// `unknown-nib-name`: A nib or storyboard named in code exists.
public struct UnknownNibNameRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-nib-name", severity: .warning,
        summary: "A nib or storyboard named in code exists",
        explanation: """
            UINib(nibName:bundle:), loadNibNamed(_:owner:), NibLoader.load(named:), a view \
            controller's init(nibName:bundle:) (initWithNibName:bundle:) and \
            UIStoryboard(name:bundle:) find the file by name at run time; a misspelled or renamed one \
            crashes ("Could not load NIB in bundle", "Could not find a storyboard named"). Literal \
            names are checked against the nibs and storyboards read, when they are looked up in \
            the project's own bundles: the main bundle, the module's, or that of a class the \
            sources declare. A name looked up in another bundle (Bundle(for:) a dependency's \
            class, a bundle held in a variable) may be that dependency's, and is not checked, nor is \
            a Swift or Objective-C file in an Xcode project's folder that no target compiles, nor a \
            load in a Swift function private to its file that the file never names again (nothing \
            can call it), nor a load that runs only under the iPad idiom (`if UIDevice.current.userInterfaceIdiom == \
            .pad`) in an app built for iPhone only, which an iPad runs with the phone's idiom. A \
            missing nib registered for a reuse identifier no code dequeues is not loaded yet \
            (UIKit loads a registered nib on the first dequeue), and the finding says so; so is a \
            load in an instance member of a view controller class nothing makes. In a project \
            with dependencies whose files are not here, a nib loaded for a view controller class \
            the sources do not declare may be that dependency's, and the finding says so; so may \
            one loaded for a subclass of such a class, whose initializer may also ignore the name. A load in a \
            static property that no code was found to read may never run, and the finding says \
            so. A view controller whose loadView (its own or a superclass's) makes its view \
            without calling super's or loading a nib itself never loads the nib it is given, and \
            is not checked. An \
            Objective-C load in an @try block, whose @catch takes what it raises, or in a @catch \
            block, which runs only when its @try raised, is not checked.
            """,
        triggering: [
            RuleExample(#"<view id="Ev1-aa-001"/>"#, project: ["Load.swift": "import UIKit\nlet nib = UINib(nibName: ↓\"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a nib named through a resource bundle, where no nib of that name is",
                        project: ["Input.m": "@implementation InputView\n- (instancetype)init {\n    self = [super init];\n    NSArray *views = [[NSBundle mainBundle] loadNibNamed:↓@\"KitResource.bundle/Toolbar\" owner:self options:nil];\n    return self;\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "ServusMDiPhoneApp: a missing storyboard loaded in several places of one file is one finding, at the first, naming the others",
                        project: ["Dashboard.m": "@implementation Dashboard\n- (UIStoryboard *)patients {\n    return [UIStoryboard storyboardWithName:↓@\"iPad\" bundle:nil];\n}\n- (UIStoryboard *)messages {\n    return [UIStoryboard storyboardWithName:@\"iPad\" bundle:nil];\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a storyboard a checked-in pod has, but whose resources script does not copy it into the app",
                        project: UnknownNibNameRule.checkedInPod(["Landing.m": "@implementation Landing\n- (UIStoryboard *)gallery {\n    return [UIStoryboard storyboardWithName:↓@\"Settings\" bundle:nil];\n}\n@end\n"])),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "looked up in the bundle of a class the project declares",
                        project: ["Load.swift": "import UIKit\nclass Shelf {}\nlet nib = UINib(nibName: ↓\"Exampel\", bundle: Bundle(for: Shelf.self))\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a view controller made with a nib that is not there",
                        project: ["Hud.m": "@implementation Hud\n- (instancetype)init {\n    return [super initWithNibName:↓@\"Exampel\" bundle:nil];\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a storyboard loaded under the iPad idiom, in an app built for iPhone and iPad",
                        project: UnknownNibNameRule.padLoad(marked: true, deviceFamily: "\"1,2\"")),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "the fallback of a dequeue that finds no cell, where nothing provides its identifier: the load runs",
                        project: UnknownNibNameRule.jobsList(marked: true, withPrototype: false)),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Objective-C, looked up in NSBundle.mainBundle",
                        project: ["Host.m": "@implementation Host\n- (UINib *)nib {\n    return [UINib nibWithNibName:↓@\"Exampel\" bundle:NSBundle.mainBundle];\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "SsgSag's DetailInfoViewController.swift: a footer nib since deleted, registered under an identifier no code dequeues: registration is lazy, so the finding says nothing loads it yet",
                        project: ["Detail.swift": """
                            import UIKit
                            class DetailController: UIViewController {
                                @IBOutlet var collection: UICollectionView!
                                override func viewDidLoad() {
                                    let footer = UINib(nibName: ↓"PosterFooter", bundle: nil)
                                    collection.register(footer, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                        withReuseIdentifier: "posterFooterID")
                                    let cell = UINib(nibName: "Example", bundle: nil)
                                    collection.register(cell, forCellWithReuseIdentifier: "info")
                                }
                                func cell(at indexPath: IndexPath) -> UICollectionViewCell {
                                    collection.dequeueReusableCell(withReuseIdentifier: "info", for: indexPath)
                                }
                            }
                            """]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "kDrive's Storyboard.swift: a storyboard since deleted, loaded in a static property no code reads (the finding says so)",
                        project: ["Storyboards.swift": "import UIKit\nenum Storyboards {\n    static let main = UIStoryboard(name: \"Example\", bundle: nil)\n    static let favorite = UIStoryboard(name: ↓\"Favorite\", bundle: nil)\n}\nlet first = Storyboards.main\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "the same static property, which a file reads",
                        project: ["Storyboards.swift": "import UIKit\nenum Storyboards {\n    static let main = UIStoryboard(name: \"Example\", bundle: nil)\n    static let favorite = UIStoryboard(name: ↓\"Favorite\", bundle: nil)\n}\n",
                                  "Favorites.swift": "import UIKit\nlet favorites = Storyboards.favorite.instantiateInitialViewController()\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a view controller whose own loadView loads its nib itself",
                        project: ["Viewer.swift": "import UIKit\nclass Viewer: UIViewController {\n    override func loadView() {\n        view = Bundle.main.loadNibNamed(nibName!, owner: self)?.first as? UIView\n    }\n}\nlet viewer = Viewer(nibName: ↓\"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a Swift loadView that calls super's after a string holding `/*`, which opens no comment",
                        project: ["Viewer.swift": "import UIKit\nclass Viewer: UIViewController {\n    override func loadView() {\n        let accept = \"image/*\"\n        super.loadView()\n        title = accept\n    }\n}\nlet viewer = Viewer(nibName: ↓\"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a view controller whose own loadView calls super's, which loads the nib",
                        project: ["Viewer.h": "@interface Viewer : UIViewController\n@end\n", "Viewer.m": "@implementation Viewer\n+ (Viewer *)viewer {\n    return [[Viewer alloc] initWithNibName:↓@\"Exampel\" bundle:nil];\n}\n- (void)loadView {\n    [super loadView];\n    self.view.backgroundColor = UIColor.blackColor;\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Objective-C, looked up in the bundle of a class the project declares",
                        project: ["Host.m": "@interface Host : UITableViewController\n@end\n@implementation Host\n- (void)viewDidLoad {\n    [self.tableView registerNib:[UINib nibWithNibName:↓@\"Exampel\" bundle:[NSBundle bundleForClass:[Host class]]] forCellReuseIdentifier:@\"Cell\"];\n}\n@end\n"]),
        ],
        nonTriggering: [
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Chocofood's menu: a leftover private helper registers a nib the app no longer has, and nothing in its file calls it (the list registers the cell's class instead)",
                        project: ["Menu.swift": """
                            import UIKit
                            class MenuController: UIViewController {
                                @IBOutlet var menuTableView: UITableView!
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    menuTableView.register(MenuCell.self, forCellReuseIdentifier: "MenuCell")
                                }
                                private func registerTableViewCells() {
                                    let menuCell = UINib(nibName: "MenuCell", bundle: nil)
                                    menuTableView.register(menuCell, forCellReuseIdentifier: "MenuCell")
                                }
                                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                    tableView.dequeueReusableCell(withIdentifier: "MenuCell") as! MenuCell
                                }
                            }
                            class MenuCell: UITableViewCell {}
                            """]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "careermap-iOS's job list: the nib stands in for a dequeue that finds no cell, and the list's scene has a prototype of that identifier, so the dequeue always makes one and the load never runs",
                        project: UnknownNibNameRule.jobsList(marked: false, withPrototype: true)),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, project: ["Load.swift": "import UIKit\nlet nib = UINib(nibName: \"Example\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "littlego's DocumentViewController.m: a view controller made with a nib that is not there, whose own loadView makes a web view its view and never loads a nib",
                        project: ["Viewer.h": "@interface Viewer : UIViewController\n@end\n", "Viewer.m": "@implementation Viewer\n+ (Viewer *)viewer {\n    return [[Viewer alloc] initWithNibName:@\"Exampel\" bundle:nil];\n}\n- (void)loadView {\n    self.view = [[WKWebView alloc] initWithFrame:CGRectZero];\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "the same in Swift, its call to super's loadView left commented out",
                        project: ["Viewer.swift": "import UIKit\nimport WebKit\nclass Viewer: UIViewController {\n    override func loadView() {\n        // super.loadView()\n        /* super.loadView() */\n        view = WKWebView()\n    }\n}\nlet viewer = Viewer(nibName: \"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "the same in Swift, where a subclass inherits the loadView",
                        project: ["Viewer.swift": "import UIKit\nimport WebKit\nclass Viewer: UIViewController {\n    override func loadView() {\n        view = WKWebView()\n    }\n}\nclass Licenses: Viewer {}\nlet viewer = Licenses(nibName: \"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "jmessage-ios-uikit's input view: a nib named through the resource bundle the app copies, which the main bundle looks up as a path among its resources",
                        project: ["Input.m": "@implementation InputView\n- (instancetype)init {\n    self = [super init];\n    NSArray *views = [[NSBundle mainBundle] loadNibNamed:@\"KitResource.bundle/Example\" owner:self options:nil];\n    return self;\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "xcoderDevOps's CargoXpress: the app's own function takes a Storyboard ID under the label nibName",
                        project: ["Popup.swift": "import UIKit\nlet popups = UIStoryboard(name: \"Example\", bundle: nil)\nfunc displayViewController(nibName: String) -> UIViewController {\n    popups.instantiateViewController(withIdentifier: nibName)\n}\nfunc addCard() { _ = displayViewController(nibName: \"PopupAddCardVC\") }\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "ChatSecure's OTRLogListViewController.swift: the storyboard of a pod, looked up in the bundle of the pod's class",
                        project: ["Console.swift": "import UIKit\nimport LumberjackConsole\nlet console = UIStoryboard(name: \"LumberjackConsole\", bundle: Bundle(for: PTEConsoleLogger.self))\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Towy-IOS-Client's UtilitiesManager.swift: a storyboard loaded under the iPad idiom, in an app built for iPhone only",
                        project: UnknownNibNameRule.padLoad(marked: false, deviceFamily: "1")),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "the same in Objective-C",
                        project: UnknownNibNameRule.padLoad(marked: false, deviceFamily: "1").merging([
                            "Maps.swift": "",
                            "Maps.m": "@implementation Maps\n- (UIStoryboard *)maps {\n    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {\n        return [UIStoryboard storyboardWithName:@\"Maps_iPad\" bundle:nil];\n    }\n    return [UIStoryboard storyboardWithName:@\"Example\" bundle:nil];\n}\n@end\n",
                        ]) { _, objectiveC in objectiveC }),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "warmshowers-iphone-app's FeedbackTableViewController.m: the cell nib of a pod outside the tree, looked up in the bundle of the pod's class",
                        project: ["Feedback.m": "@implementation Feedback\n- (void)viewDidLoad {\n    [self.tableView registerNib:[UINib nibWithNibName:@\"RHSingleLabelTableViewCell\" bundle:[NSBundle bundleForClass:[RHTableViewCell class]]] forCellReuseIdentifier:@\"Cell\"];\n}\n@end\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "COVIDSafe's SelectStateTerritoryViewController.swift: a file in the project's folder that no target compiles",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Load.swift": "import UIKit\nlet nib = UINib(nibName: \"Exampel\", bundle: nil)\n"]) { first, _ in first }),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "OsmAnd's OARoutePlanningHudViewController.mm: an implementation file no target compiles, whose nib was deleted",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Hud.m": "@implementation Hud\n- (instancetype)init {\n    return [super initWithNibName:@\"Exampel\" bundle:nil];\n}\n@end\n"]) { first, _ in first }),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Provenance's Stella core: a legacy nib wrapper committed as is (AboutBox.nib/designable.nib and keyedobjects.nib)",
                        project: ["About.m": "@implementation About\n- (instancetype)init {\n    return [super initWithNibName:@\"AboutBox\" bundle:nil];\n}\n@end\n",
                                  "AboutBox.nib/designable.nib": "<?xml version=\"1.0\"?>\n", "AboutBox.nib/keyedobjects.nib": "bplist00"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "sprocket_ios_app's PGLandingPageViewController.m: a pod's storyboard, in a checked-in Pods folder whose resources script copies it into the app",
                        project: UnknownNibNameRule.checkedInPod(["Landing.m": "@implementation Landing\n- (UIStoryboard *)gallery {\n    return [UIStoryboard storyboardWithName:@\"Gallery\" bundle:nil];\n}\n@end\n"])),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a compiled nib committed as one file",
                        project: ["Badge.swift": "import UIKit\nlet nib = UINib(nibName: \"Badge\", bundle: nil)\n", "Badge.nib": "bplist00"]),
        ])

    /// The class a view controller's nib is loaded for (`[[Settings alloc] initWithNibName:…]`)
    /// when the sources do not declare it, the framework has no such class and the project has
    /// dependencies whose files are not here: the nib may be the dependency's.
    static func undeclaredOwner(of use: LiteralUse, project: ProjectFacts) -> String? {
        guard use.kind == .nibName, project.sources.hasExternalDependencies, case .instance(let owner)? = use.owner,
              project.classes.byName[owner]?.contains(where: \.isDeclared) != true, !FrameworkClasses.isFrameworkClass(owner) else { return nil }
        return owner
    }

    /// For a view controller's nib loaded for a class the sources declare, in a project with
    /// dependencies whose files are not here: the superclass up its chain that the sources do
    /// not declare and the framework has not, a dependency's class, whose `initWithNibName:` may
    /// load that dependency's nib or ignore the name (Trovebox's settings screen, a subclass of
    /// InAppSettingsKit's controller, which builds its table in code).
    static func undeclaredAncestor(of use: LiteralUse, project: ProjectFacts) -> String? {
        guard use.kind == .nibName, project.sources.hasExternalDependencies, case .instance(let owner)? = use.owner,
              let info = project.classes.unique(owner) else { return nil }
        let chain = project.classes.chain(from: info)
        guard !chain.isComplete, chain.framework.isEmpty, var superclass = chain.classes.last?.superclass else { return nil }
        if let dot = superclass.lastIndex(of: ".") { superclass = String(superclass[superclass.index(after: dot)...]) }
        return project.classes.byName[superclass] == nil && !FrameworkClasses.isFrameworkClass(superclass) ? superclass : nil
    }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        var provided = project.nibNames
        for name in project.nibNames { provided.insert(name + ".xib"); provided.insert(name + ".nib"); provided.insert(name + ".storyboard") }
        // The registrations of nibs by file and nib name, and whether each identifier may be
        // dequeued, found once: a file may load one missing nib on thousands of lines.
        var registrations: [String: [LiteralUse]] = [:]
        for use in project.sources.literals where use.kind == .registerReuseIdentifier {
            if let nib = use.nibName { registrations[use.location.file + "\u{0}" + nib, default: []].append(use) }
        }
        var dequeued: [String: Bool] = [:]
        LiteralCheck.run(project, kinds: [.nibName, .storyboardName], provided: provided, definedInNibs: false,
                         checking: { use in
                             // A load under the iPad idiom in an app built for iPhone only never runs.
                             if use.runsOnlyOnIPad, project.sources.builtForIPhoneOnly { return false }
                             // Nor does one standing in for a dequeue whose identifier a
                             // prototype or a registration provides.
                             if UnknownNibNameRule.fallsBackFromProvidedDequeue(use, project: project) { return false }
                             // Nor does a view controller's whose own `loadView` makes its view:
                             // UIKit's `loadView` is what loads the nib it was given.
                             if use.isViewControllerNib, case .instance(let owner)? = use.owner,
                                let info = project.classes.unique(owner), project.classes.chain(from: info).viewMaker != nil { return false }
                             // A name through a folder of the bundle (`Kit.bundle/Toolbar`) is a path the
                             // bundle looks up among its resources, where a resource bundle the app
                             // copies keeps its own nibs (jmessage's input toolbar): found where a
                             // nib of its last part is.
                             if let value = use.value, value.contains("/"), provided.contains(NibResourceName.of(value)) { return false }
                             return use.bundle.map { UnknownNibNameRule.isProjectBundle($0, project: project) } ?? true
                         },
                         findings: &findings,
                         message: { name, use, outcome in
                             guard let identifier = UnknownNibNameRule.undequeuedRegistration(
                                of: name, at: use, among: registrations[use.location.file + "\u{0}" + name] ?? [], project: project,
                                mayDequeue: { identifier in
                                    if let known = dequeued[identifier] { return known }
                                    let may = project.mayDequeue(reuseIdentifier: identifier)
                                    dequeued[identifier] = may
                                    return may
                                }) else {
                                 // A dependency's view controller loading its own nib
                                 // (WindMobile's InAppSettingsKit, a submodule not checked out).
                                 if let owner = UnknownNibNameRule.undeclaredOwner(of: use, project: project) {
                                     return "no nib or storyboard is named '\(name)' here; it is loaded for \(owner), a class this project does not declare, so it may be that dependency's nib, copied into the app with it; else " + outcome.crashes("loading it")
                                 }
                                 if let ancestor = UnknownNibNameRule.undeclaredAncestor(of: use, project: project),
                                    case .instance(let owner)? = use.owner {
                                     return "no nib or storyboard is named '\(name)' here; it is loaded for \(owner), a subclass of \(ancestor), which this project does not declare, so it may be that dependency's nib, copied into the app with it, or \(ancestor) may load no nib by that name; else " + outcome.crashes("loading it")
                                 }
                                 return "no nib or storyboard is named '\(name)'; " + outcome.crashes("loading it")
                             }
                             return "no nib or storyboard is named '\(name)'; it is registered for the reuse identifier '\(identifier)', which no code dequeues, so nothing loads it yet"
                         },
                         hint: { _ in "use the file's name without its extension" })
    }
}

extension UnknownNibNameRule {
    /// The reuse identifier the nib load `use` of `name` is registered for, when no code may
    /// dequeue it: a registration is lazy (UIKit loads the nib on the first dequeue), so nothing
    /// loads the missing nib yet (SsgSag's footer nib, registered as `posterFooterID`, which the
    /// data source never asks for). The registration is the one in the same file that names the
    /// nib, at the load's line or within the few lines after it. `registrations`: those of the
    /// use's file that name the nib.
    static func undequeuedRegistration(of name: String, at use: LiteralUse, among registrations: [LiteralUse], project: ProjectFacts,
                                       mayDequeue: (String) -> Bool) -> String? {
        let near = registrations.filter { $0.location.line >= use.location.line && $0.location.line <= use.location.line + 8 }
        guard near.count == 1, let identifier = project.sources.value(of: near[0]), !mayDequeue(identifier) else { return nil }
        return identifier
    }

    /// `files` beside a Podfile and its checked-in `Pods` folder, whose pod `Photos` has two
    /// storyboards, of which the app target's resources script copies `Gallery` (Storyboard ID
    /// `GalleryController`) and the image `Check.png`, not `Settings`; the test target's script
    /// copies `Settings` into the test bundle.
    /// Whether `use` loads its nib only where a `dequeueReusableCellWithIdentifier:` returned nil
    /// (`LiteralUse.fallbackForDequeueAtLine`), for an identifier some storyboard's prototype
    /// cell or some registration provides: the dequeue then makes a cell, and the load never runs.
    static func fallsBackFromProvidedDequeue(_ use: LiteralUse, project: ProjectFacts) -> Bool {
        guard let line = use.fallbackForDequeueAtLine,
              let dequeue = project.sources.literals.first(where: {
                  $0.kind == .dequeueReuseIdentifier && $0.location.file == use.location.file && $0.location.line == line
              }),
              let identifier = dequeue.value ?? dequeue.constantValue else { return false }
        return project.prototypeIdentifiers.contains(identifier)
            || project.sources.literals.contains { $0.kind == .registerReuseIdentifier && $0.value == identifier }
    }

    /// careermap-iOS's job list: `dequeueReusableCellWithIdentifier:` of `JobCell`, and when it
    /// gives nil, the nib `JobCell`, which is not there, loaded (the load marked when `marked`);
    /// `withPrototype`: the list's storyboard scene has a prototype cell `JobCell`.
    static func jobsList(marked: Bool, withPrototype: Bool) -> [String: String] {
        var files = ["Jobs.m": """
            @implementation JobsController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *identifier = @"JobCell";
                JobCell *cell = (JobCell *)[tableView dequeueReusableCellWithIdentifier:identifier];
                if (cell == nil) {
                    NSArray *nib = [[NSBundle mainBundle] loadNibNamed:\(marked ? "↓" : "")@"JobCell" owner:self options:nil];
                    cell = [nib objectAtIndex:0];
                }
                return cell;
            }
            @end

            """]
        if withPrototype {
            files["Jobs.storyboard"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Jc1-aa-001">
                    <scenes>
                        <scene sceneID="Js1-aa-001">
                            <objects>
                                <tableViewController id="Jc1-aa-001" customClass="JobsController" sceneMemberID="viewController">
                                    <tableView key="view" id="Jt1-aa-001">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="JobCell" id="Jp1-aa-001">
                                                <tableViewCellContentView key="contentView" id="Jv1-aa-001"/>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """
        }
        return files
    }

    static func checkedInPod(_ files: [String: String]) -> [String: String] {
        files.merging([
            "Podfile": "target 'App' do\n  pod 'Photos'\nend\n",
            "Pods/Target Support Files/Pods-AppTests/Pods-AppTests-resources.sh": "install_resource \"Photos/Pod/Settings.storyboard\"\n",
            "Pods/Target Support Files/Pods-App/Pods-App-resources.sh": """
                install_resource()
                {
                  echo "$1"
                }
                if [[ "$CONFIGURATION" == "Debug" ]]; then
                  install_resource "Photos/Pod/Gallery.storyboard"
                  install_resource "${PODS_ROOT}/Photos/Pod/Assets/Check.png"
                  install_resource "${BUILT_PRODUCTS_DIR}/Photos.bundle"
                fi

                """,
            "Pods/Photos/Pod/Gallery.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                    <scenes>
                        <scene sceneID="Pg1-aa-001">
                            <objects>
                                <viewController storyboardIdentifier="GalleryController" id="Pg1-aa-002" sceneMemberID="viewController"><view key="view" id="Pg1-aa-003"/></viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """,
            "Pods/Photos/Pod/Settings.storyboard": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
            "Pods/Photos/Pod/Assets/Check.png": "",
        ]) { own, _ in own }
    }

    /// An app whose targets are built for `deviceFamily`, whose code loads `Maps_iPad` under the
    /// iPad idiom (marked as the finding when `marked`) and `Example` otherwise.
    static func padLoad(marked: Bool, deviceFamily: String) -> [String: String] {
        [
            "App.xcodeproj/project.pbxproj": ExampleXcodeProject.pbxproj([.init(name: "App", resources: ["Example.xib"], sources: ["Maps.swift", "Maps.m"],
                                                                                productType: ExampleXcodeProject.application)],
                                                                         buildSettings: "TARGETED_DEVICE_FAMILY = \(deviceFamily);"),
            "Maps.swift": """
                import UIKit
                func mapStoryboard() -> UIStoryboard {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        return UIStoryboard(name: \(marked ? "↓" : "")"Maps_iPad", bundle: nil)
                    }
                    return UIStoryboard(name: "Example", bundle: nil)
                }

                """,
            "Maps.m": "",
        ]
    }

    /// Whether a `bundle:` argument (other than the main bundle) is one of the project's own:
    /// the module's (`.module`), the calling class's (`Bundle(for: Self.self)`,
    /// `Bundle(for: type(of: self))`), or that of a class the sources declare.
    static func isProjectBundle(_ expression: String, project: ProjectFacts) -> Bool {
        let compact = expression.filter { !$0.isWhitespace }
        if [".module", "Bundle.module", "Bundle(for:Self.self)", "Bundle(for:type(of:self))", "Bundle(for:self)"].contains(compact) { return true }
        guard compact.hasPrefix("Bundle(for:"), compact.hasSuffix(".self)") else { return false }
        let name = compact.dropFirst("Bundle(for:".count).dropLast(".self)".count)
        return project.classes.lookup(String(name)) != nil
    }
}
