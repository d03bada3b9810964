import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing

/// Code that cannot run yet, and prototypes nothing can make: a finding there says so instead of
/// promising a crash. Each case is a real app's pattern, made minimal.
@Suite struct UnreachedCodeTests {
    /// The diagnostics of a project holding `files`, linted as nibcheck does.
    static func lint(_ files: [String: String]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-unreached-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
        return SourceLint.run([folder.path]).diagnostics
    }

    /// A storyboard of the scenes given, each a `<scene>` body's objects.
    static func storyboard(_ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
        \(scenes.enumerated().map { "        <scene sceneID=\"s\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A table scene whose controller is `controller`, with Storyboard ID `identifier` and one
    /// prototype cell per `(reuse identifier, cell class, outlet)`.
    static func tableScene(_ controller: String, identifier: String, cells: [(String, String, String?)]) -> String {
        let prototypes = cells.enumerated().map { index, cell in
            let outlet = cell.2.map { "<connections><outlet property=\"\($0)\" destination=\"\(controller)-l\(index)\" id=\"\(controller)-o\(index)\"/></connections>" } ?? ""
            return """
                <tableViewCell reuseIdentifier="\(cell.0)" id="\(controller)-c\(index)" customClass="\(cell.1)">
                    <tableViewCellContentView key="contentView" id="\(controller)-k\(index)">
                        <subviews><label text="Title" id="\(controller)-l\(index)"/></subviews>
                    </tableViewCellContentView>
                    \(outlet)
                </tableViewCell>
                """
        }.joined()
        return """
            <tableViewController storyboardIdentifier="\(identifier)" id="\(controller)-vc" customClass="\(controller)" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" style="plain" id="\(controller)-t"><prototypes>\(prototypes)</prototypes></tableView>
            </tableViewController>
            """
    }

    /// The one finding about the retired prototype 'Article_old''s outlet 'image': a latent
    /// warning that says no code dequeues it, or the error of a load that may happen.
    static func expectRetiredPrototypeOutlet(in found: [Diagnostic], latent: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let outlets = found.filter { $0.ruleID == .undeclaredOutlet }
        #expect(outlets.count == 1 && outlets.first?.message.contains("'image'") == true, "\(found)", sourceLocation: sourceLocation)
        #expect(outlets.first?.severity == (latent ? .warning : .error), "\(outlets)", sourceLocation: sourceLocation)
        #expect(outlets.first?.message.contains("no code dequeues the prototype cell 'Article_old'") == latent, "\(outlets)",
                sourceLocation: sourceLocation)
    }

    /// calliope's PlaygroundSnippetTableViewController: no scene names it any more, and no code
    /// makes one, so its dequeue of a cell the storyboard no longer has cannot run. A class
    /// method runs without an object: its dequeue can.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["made", "unmade", "static"])
    func aDequeueInAClassNothingMakesIsLatent(_ variant: String) throws {
        let dequeue = "tableView.dequeueReusableCell(withIdentifier: \"snippetCell\", for: path)"
        let member = variant == "static"
            ? "static func cell(_ tableView: UITableView, _ path: IndexPath) -> UITableViewCell { \(dequeue) }"
            : "func cell(_ path: IndexPath) -> UITableViewCell { \(dequeue) }"
        let code = """
            import UIKit
            class Snippets: UITableViewController {
                \(member)
            }
            class Home: UITableViewController {
                func open() {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    show(board.instantiateViewController(withIdentifier: "Home"), sender: nil)
                    \(variant == "made" ? "show(Snippets(), sender: nil)" : "")
                }
            }
            """
        let found = try Self.lint(["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)])]),
                                   "Snippets.swift": code])
        let dequeues = found.filter { $0.ruleID == .unknownReuseIdentifier }.map(\.message)
        #expect(dequeues.count == 1 && dequeues.first?.contains("'snippetCell'") == true, "\(found)")
        #expect(dequeues.first?.contains("nothing makes a Snippets") == (variant == "unmade"), "\(dequeues)")
    }

    /// ServusMD's CallManager: no file writes `CallManager()` or `[CallManager alloc]`, but its
    /// class method `instance` makes the one object (`[[self alloc] init]`), whose `init` loads a
    /// storyboard the repository lacks: that load can crash. A view controller class no member
    /// makes cannot.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["objectiveC", "objectiveCZone", "swift", "neither"])
    func aClassThatMakesItselfInAClassMemberIsMade(_ variant: String) throws {
        var files = ["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)])]),
                     "Home.swift": "import UIKit\nclass Home: UITableViewController {\n    func open() { show(UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Home\"), sender: nil) }\n}\n"]
        switch variant {
        case "objectiveC", "objectiveCZone":
            let make = variant == "objectiveC" ? "[[self alloc] init]" : "[[super allocWithZone:NULL] init]"
            files["CallManager.m"] = """
                #import <UIKit/UIKit.h>
                @interface CallManager : UIViewController
                @end
                @implementation CallManager
                + (instancetype)instance {
                    static id instance = nil;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ instance = \(make); });
                    return instance;
                }
                - (UIStoryboard *)board { return [UIStoryboard storyboardWithName:@"iPad" bundle:[NSBundle mainBundle]]; }
                @end
                """
        default:
            files["CallManager.swift"] = """
                import UIKit
                final class CallManager: UIViewController {
                    \(variant == "swift" ? "static func make() -> CallManager { self.init() }" : "")
                    func board() -> UIStoryboard { UIStoryboard(name: "iPad", bundle: nil) }
                }
                """
        }
        let found = try Self.lint(files)
        let loads = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        #expect(loads.count == 1 && loads.first?.contains("'iPad'") == true, "\(found)")
        #expect(loads.first?.contains("nothing makes a CallManager") == (variant == "neither"), "\(loads)")
    }

    /// ssumobile's boundary tool: its scene is one no segue and no Storyboard ID request reaches,
    /// so nothing makes its controller, and the segue it performs (which no storyboard has)
    /// cannot be performed yet. Asked for by its Storyboard ID, it can.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [true, false])
    func aClassNamedOnlyInASceneNothingShowsIsMadeByNothing(_ shown: Bool) throws {
        let tool = """
            <viewController storyboardIdentifier="BoundaryTool" id="tool" customClass="BoundaryTool" sceneMemberID="viewController">
                <view key="view" id="tool-v"/>
            </viewController>
            """
        let code = """
            #import <UIKit/UIKit.h>
            @interface BoundaryTool : UIViewController
            @end
            @implementation BoundaryTool
            - (void)didTapSet:(id)sender { [self performSegueWithIdentifier:@"DirectoryBuildings" sender:self]; }
            @end
            @interface Home : UITableViewController
            @end
            @implementation Home
            - (void)open {
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                [self showViewController:[board instantiateViewControllerWithIdentifier:@"\(shown ? "BoundaryTool" : "Home")"] sender:nil];
            }
            @end
            """
        let found = try Self.lint(["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)]), tool]),
                                   "Tools.m": code])
        let segues = found.filter { $0.ruleID == .unknownSegueIdentifier }.map(\.message)
        #expect(segues.count == 1 && segues.first?.contains("'DirectoryBuildings'") == true, "\(found)")
        #expect(segues.first?.contains("nothing makes a BoundaryTool") == !shown, "\(segues)")
    }

    /// ssumobile's news scene keeps a retired prototype ('Article_old') whose cell class lost
    /// the outlet it connects; the news controller dequeues 'Article'. Another controller (in
    /// Objective-C, as ssumobile's directory) dequeues computed identifiers: from its own table
    /// (`self.tableView`) or from a collection view, it cannot make the news table's prototype,
    /// so the outlet cannot crash yet; from the table it is handed, which may be any table it
    /// serves, it may.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["ownTable", "collection", "givenTable"])
    func aPrototypeOnlyAnotherControllersListCouldDequeueIsLatent(_ variant: String) throws {
        let computed = switch variant {
        case "ownTable": "[self.tableView dequeueReusableCellWithIdentifier:entity forIndexPath:path]"
        case "collection": "[collection dequeueReusableCellWithReuseIdentifier:entity forIndexPath:path]"
        default: "[tableView dequeueReusableCellWithIdentifier:entity forIndexPath:path]"
        }
        let news = """
            import UIKit
            class NewsCell: UITableViewCell {
                @IBOutlet var title: UILabel!
            }
            class News: UITableViewController {
                func cell(_ path: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "Article", for: path) }
                func open() {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    show(board.instantiateViewController(withIdentifier: "News"), sender: nil)
                    show(board.instantiateViewController(withIdentifier: "Directory"), sender: nil)
                }
            }
            """
        let directory = """
            #import <UIKit/UIKit.h>
            @interface Directory : UITableViewController
            @end
            @implementation Directory
            - (id)cell:(UITableView *)tableView collection:(UICollectionView *)collection at:(NSIndexPath *)path entity:(NSString *)entity {
                return \(computed);
            }
            @end
            """
        let scenes = [Self.tableScene("News", identifier: "News", cells: [("Article", "NewsCell", nil), ("Article_old", "NewsCell", "image")]),
                      Self.tableScene("Directory", identifier: "Directory", cells: [("Person", "UITableViewCell", nil)])]
        let found = try Self.lint(["Main.storyboard": Self.storyboard(scenes), "News.swift": news, "Directory.m": directory])
        Self.expectRetiredPrototypeOutlet(in: found, latent: variant != "givenTable")
    }

    /// ssumobile's news controller: `static NSString *identifier = nil; if (!identifier)
    /// identifier = kArticle;` dequeues the constant's value, so the scene's retired prototype
    /// ('Article_old') is made by nothing and its stale outlet cannot crash yet. A local given
    /// two constants may be either; given a computed value or a literal later, any.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["constant", "twoConstants", "computed", "laterLiteral"])
    func anObjectiveCLocalGivenAConstantIsThatConstant(_ variant: String) throws {
        let assignment = switch variant {
        case "constant": "if (!identifier) identifier = kArticle;"
        case "twoConstants": "if (flag) identifier = kArticle; else identifier = kOld;"
        case "laterLiteral": "identifier = kArticle; if (flag) identifier = @\"Article_old\";"
        default: "if (!identifier) identifier = [self identifierFor:path];"
        }
        let code = """
            #import <UIKit/UIKit.h>
            NSString * const kArticle = @"Article";
            NSString * const kOld = @"Article_old";
            @interface NewsCell : UITableViewCell
            @property (nonatomic, weak) IBOutlet UILabel *title;
            @end
            @implementation NewsCell
            @end
            @interface News : UITableViewController
            @end
            @implementation News
            - (UITableViewCell *)tableView:(UITableView *)tableView cell:(NSIndexPath *)path flag:(BOOL)flag {
                static NSString *identifier = nil;
                \(assignment)
                return [tableView dequeueReusableCellWithIdentifier:identifier forIndexPath:path];
            }
            - (void)open {
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                [self showViewController:[board instantiateViewControllerWithIdentifier:@"News"] sender:nil];
            }
            @end
            """
        let scene = Self.tableScene("News", identifier: "News", cells: [("Article", "NewsCell", nil), ("Article_old", "NewsCell", "image")])
        let found = try Self.lint(["Main.storyboard": Self.storyboard([scene]), "News.m": code])
        Self.expectRetiredPrototypeOutlet(in: found, latent: variant == "constant")
    }

    /// The system makes an app delegate no file names (`@main`): a Storyboard ID it asks for and
    /// no storyboard has crashes, and says so. Only a view controller no scene or code makes is
    /// taken for code that cannot run.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anAppDelegateIsNotTakenForUnmade() throws {
        let code = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Hom") }
            }
            """
        let found = try Self.lint(["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)])]),
                                   "AppDelegate.swift": code])
        let requests = found.filter { $0.ruleID == .unknownStoryboardIdentifier }.map(\.message)
        #expect(requests.count == 1 && requests.first?.contains("'Hom'") == true, "\(found)")
        #expect(requests.first?.contains("instantiating it crashes") == true, "\(requests)")
    }

    /// Newsreels' two storyboard helpers: the AppStoryboard enum, which asks the storyboard its
    /// callers name beside the class (`CommentsVC.instantiate(fromAppStoryboard: .Home)`), and a
    /// generic `instantiateViewController<T>()`, which asks any storyboard for `T`'s scene. An
    /// old copy of the scene in Schedule, with an outlet the class lost, is shown by neither
    /// while nothing calls the generic helper: a latent warning. Asked of Schedule, or with the
    /// generic helper called, or with a storyboard the code passes as a value, it is shown: an
    /// error.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["Home", "Schedule", "generic", "variable"])
    func aSceneCopyInAStoryboardTheHelperIsNotSentIsLatent(_ asked: String) throws {
        let helpers = """
            import UIKit
            protocol StoryboardIdentifiable { static var storyboardIdentifier: String { get } }
            extension UIViewController: StoryboardIdentifiable {}
            extension StoryboardIdentifiable where Self: UIViewController {
                static var storyboardIdentifier: String { String(describing: self) }
            }
            extension UIStoryboard {
                func instantiateViewController<T: UIViewController>() -> T {
                    instantiateViewController(withIdentifier: T.storyboardIdentifier) as! T
                }
            }
            enum AppStoryboard: String {
                case Home, Schedule
                var instance: UIStoryboard { UIStoryboard(name: rawValue, bundle: .main) }
                func viewController<T: UIViewController>(viewControllerClass: T.Type) -> T {
                    let storyboardID = (viewControllerClass as UIViewController.Type).storyboardID
                    return instance.instantiateViewController(withIdentifier: storyboardID) as! T
                }
            }
            extension UIViewController {
                class var storyboardID: String { "\\(self)" }
                static func instantiate(fromAppStoryboard appStoryboard: AppStoryboard) -> Self {
                    appStoryboard.viewController(viewControllerClass: self)
                }
            }
            """
        let caller = switch asked {
        case "generic": "let comments: CommentsVC = UIStoryboard(name: \"Home\", bundle: nil).instantiateViewController()"
        case "variable": "let home = CommentsVC.instantiate(fromAppStoryboard: .Home); let board = AppStoryboard.Schedule; let comments = CommentsVC.instantiate(fromAppStoryboard: board)"
        default: "let comments = CommentsVC.instantiate(fromAppStoryboard: .\(asked))"
        }
        let code = """
            import UIKit
            class CommentsVC: UIViewController { @IBOutlet var table: UITableView! }
            class HomeVC: UIViewController {
                func openComments() { \(caller); present(comments, animated: true) }
                func openAgenda() { show(UIStoryboard(name: "Schedule", bundle: nil).instantiateViewController(withIdentifier: "Agenda"), sender: nil) }
            }
            """
        // Schedule's other scene, which the code asks for by name: the storyboard is in use.
        let agenda = #"<viewController storyboardIdentifier="Agenda" id="Ag-vc" sceneMemberID="viewController"><view key="view" id="Ag-v"/></viewController>"#
        let scene = { (outlet: String) in
            """
            <viewController storyboardIdentifier="CommentsVC" id="Cm-vc" customClass="CommentsVC" sceneMemberID="viewController">
                <view key="view" id="Cm-v"><subviews><tableView id="Cm-t"/></subviews></view>
                <connections><outlet property="\(outlet)" destination="Cm-t" id="Cm-o"/></connections>
            </viewController>
            """
        }
        let found = try Self.lint(["Home.storyboard": Self.storyboard([scene("table")]), "Schedule.storyboard": Self.storyboard([scene("oldTable"), agenda]),
                                   "Helpers.swift": helpers, "Comments.swift": code])
        let outlets = found.filter { $0.ruleID == .undeclaredOutlet }
        #expect(outlets.count == 1, "\(found)")
        let shown = asked != "Home"
        #expect(outlets.first?.severity == (shown ? .error : .warning), "\(outlets.map(\.message))")
        #expect(outlets.first?.message.contains("cannot happen yet") == !shown, "\(outlets)")
    }

    /// A collection view's prototype that its own controller dequeues by a computed identifier in
    /// Swift (`dequeueReusableCell(withReuseIdentifier:for:)`) may be made: its stale outlet is an
    /// error.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aCollectionPrototypeASwiftComputedDequeueMayMakeIsNotLatent() throws {
        let code = """
            import UIKit
            class TileCell: UICollectionViewCell {}
            class Tiles: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: String(path.item), for: path)
                }
                func open() { show(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Tiles"), sender: nil) }
            }
            """
        let scene = """
            <collectionViewController storyboardIdentifier="Tiles" id="Tiles-vc" customClass="Tiles" sceneMemberID="viewController">
                <collectionView key="view" dataMode="prototypes" id="Tiles-cv">
                    <collectionViewFlowLayout key="collectionViewLayout" id="Tiles-fl"/>
                    <cells>
                        <collectionViewCell reuseIdentifier="Old" id="Tiles-c0" customClass="TileCell">
                            <view key="contentView" id="Tiles-k0"><subviews><label text="Title" id="Tiles-l0"/></subviews></view>
                            <connections><outlet property="image" destination="Tiles-l0" id="Tiles-o0"/></connections>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </collectionViewController>
            """
        let found = try Self.lint(["Main.storyboard": Self.storyboard([scene]), "Tiles.swift": code])
        let outlets = found.filter { $0.ruleID == .undeclaredOutlet }
        #expect(outlets.count == 1 && outlets.first?.severity == .error, "\(found)")
    }

    /// A C function after a method, inside `@implementation`, is run by no object: a missing
    /// storyboard it loads crashes, whatever makes the class.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aFunctionAfterAMethodIsNoMethodOfTheClass() throws {
        let code = """
            #import <UIKit/UIKit.h>
            @interface Leftover : UIViewController
            @end
            @implementation Leftover
            - (void)viewDidLoad { [super viewDidLoad]; }
            UIStoryboard *padBoard(void) { return [UIStoryboard storyboardWithName:@"iPad" bundle:nil]; }
            @end
            """
        let found = try Self.lint(["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)])]),
                                   "Leftover.m": code])
        let loads = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        #expect(loads.count == 1 && loads.first?.contains("loading it crashes") == true, "\(found)")
    }

    /// kDrive's Storyboard.swift: a static property's initializer (or getter) runs when code
    /// first reads it, so a load of a deleted storyboard there cannot run while nothing reads the
    /// property, in lower case or capitalized (ReadingList's `UIStoryboard.Settings`). A file
    /// reads it through its type or `Self`, or, a framework type's, as an implicit member; an app
    /// enum's is no implicit member (kDrive's `.favorite(file:)` is an API case's), nor is another
    /// type's member of the name (kDrive's `UploadQueueID.photo`).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason),
          arguments: [("UIStoryboard", "favorite", "none"), ("UIStoryboard", "favorite", "UIStoryboard.favorite"),
                      ("UIStoryboard", "favorite", ".favorite"), ("UIStoryboard", "Settings", "none"),
                      ("UIStoryboard", "Settings", "UIStoryboard.Settings"), ("Storyboards", "favorite", "none"),
                      ("Storyboards", "favorite", "Storyboards.favorite"), ("Storyboards", "favorite", ".favorite"),
                      ("Storyboards", "favorite", "Self.favorite"), ("Storyboards", "favorite", "UploadQueue.favorite")])
    func aLoadInAStaticPropertyNoCodeReadsCannotRunYet(_ type: String, _ property: String, _ read: String) throws {
        let declaration = type == "UIStoryboard" ? "extension UIStoryboard" : "enum Storyboards"
        let reader = read == "none" ? "" : "func open() { let board = [\(read)]; print(board) }\n"
        let files = ["Main.storyboard": Self.storyboard([Self.tableScene("Home", identifier: "Home", cells: [("homeCell", "UITableViewCell", nil)])]),
                     "Storyboards.swift": """
                        import UIKit
                        \(declaration) {
                            static \(property == "Settings" ? "var Settings: UIStoryboard {" : "let favorite =") UIStoryboard(name: "Favorite", bundle: nil)\(property == "Settings" ? " }" : "")
                        }
                        let home = UIStoryboard(name: "Main", bundle: nil)
                        """,
                     "Reader.swift": "import UIKit\n" + reader]
        let found = try Self.lint(files)
        let loads = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        let unread = read == "none" || (type == "Storyboards" && (read == ".favorite" || read == "UploadQueue.favorite"))
        #expect(loads.count == 1 && loads.first?.contains("'Favorite'") == true, "\(found)")
        #expect(loads.first?.contains("the static property '\(type).\(property)', and no code here was found to read it") == unread, "\(loads)")
    }
}
