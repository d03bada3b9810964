import Foundation
import NibDocument
import NibValidation
import Testing
@testable import NibSources

@Suite struct SelectorTests {
    @Test(arguments: [
        ("tapped()", "tapped"),
        ("tapped(_:)", "tapped:"),
        ("tapped(sender:)", "tappedWithSender:"),
        ("tapped(_:forEvent:)", "tapped:forEvent:"),
        ("move(_:to:)", "move:to:"),
        ("open(url:)", "openWithUrl:"),
        ("open(URL:)", "openWithURL:"),
        ("tapped(_:_:)", "tapped::"),
    ])
    func swiftNamesBecomeSelectorsAsTheCompilerMakesThem(_ name: String, _ selector: String) {
        #expect(SwiftReader.selector(forSwiftName: name) == selector)
    }

    /// swift's `getObjCSelector`: no "With" before a first label whose first word is a
    /// preposition, nor after a base name whose last word is one (wikipedia-ios's login
    /// storyboards connect `loginButtonTappedWithSender:`).
    @Test(arguments: [
        ("loginButtonTapped(withSender:)", "loginButtonTappedWithSender:"),
        ("tapE(forEvent:)", "tapEForEvent:"),
        ("move(to:)", "moveTo:"),
        ("convert(from:to:)", "convertFrom:to:"),
        ("moveTo(point:)", "moveToPoint:"),
        ("loadURL(string:)", "loadURLWithString:"),
        ("foo(toggle:)", "fooWithToggle:"),
        ("foo(onto:)", "fooWithOnto:"),
        ("foo(when:)", "fooWhen:"),
        ("foo(IN:)", "fooIN:"),
        ("foo(with_sender:)", "fooWith_sender:"),
    ])
    func firstLabelsThatBeginWithAPrepositionTakeNoWith(_ name: String, _ selector: String) {
        #expect(SwiftReader.selector(forSwiftName: name) == selector)
    }

    @Test(arguments: [
        ("init()", "init"),
        ("init(frame:)", "initWithFrame:"),
        ("init(coder:)", "initWithCoder:"),
        ("init(_:)", "init:"),
        ("init(_:y:)", "init:y:"),
        ("init(for:)", "initFor:"),
    ])
    func initializersFollowTheSameRules(_ name: String, _ selector: String) {
        #expect(SwiftReader.selector(forSwiftName: name) == selector)
    }

    /// `throws` adds the error piece before trailing closures: `AndReturnError` when it is first.
    @Test func throwingAndAsyncMethodsGetTheirExtraPiece() {
        #expect(SwiftReader.selector(forSwiftName: "save()", throwing: true) == "saveAndReturnError:")
        #expect(SwiftReader.selector(forSwiftName: "save(_:)", throwing: true) == "save:error:")
        #expect(SwiftReader.selector(forSwiftName: "foo(x:)", throwing: true) == "fooWithX:error:")
        #expect(SwiftReader.selector(forSwiftName: "init(string:)", throwing: true) == "initWithString:error:")
        #expect(SwiftReader.selector(forSwiftName: "init(fn:)", throwing: true, trailingClosures: 1) == "initAndReturnError:fn:")
        #expect(SwiftReader.selector(forSwiftName: "load(url:completion:)", throwing: true, trailingClosures: 1) == "loadWithUrl:error:completion:")
        #expect(SwiftReader.selector(forSwiftName: "big()", async: true) == "bigWithCompletionHandler:")
        #expect(SwiftReader.selector(forSwiftName: "run(string:)", throwing: true, async: true) == "runWithString:completionHandler:")
    }

    /// Read from source through SourceKit: `throws`, a trailing closure and `@objc(name:)`.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func selectorsAreReadFromTheDeclarations() throws {
        let source = """
            class Login: UIViewController {
                @IBAction func loginButtonTapped(withSender sender: UIButton) {}
                @objc func save() throws {}
                @objc func load(url: URL, completion: @escaping () -> Void) throws {}
                @objc(customName:) @IBAction func renamed(_ sender: Any) {}
                @IBAction func tap(_ sender: Any) async {}
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Login.swift")
        let selectors = SwiftReader(bytes: bytes, file: "Login.swift").declarations(from: nodes).types.flatMap(\.methods).map(\.selector)
        #expect(selectors == ["loginButtonTappedWithSender:", "saveAndReturnError:", "loadWithUrl:error:completion:", "customName:", "tap:completionHandler:"])
    }

    /// What the code does to a view beyond assigning through a name: the methods it calls on a
    /// name, and what each method sets on its own object (not a local it binds).
    /// An extension of a type alias adds to the class the alias names (eidolon's
    /// `typealias DeveloperOnly = PlaceBidViewController`, whose extension holds actions).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anExtensionOfAnAliasAddsToItsClass() throws {
        let source = """
            class PlaceBidViewController: UIViewController {}
            typealias DeveloperOnly = PlaceBidViewController
            extension DeveloperOnly {
                @IBAction func dev_nextIncrementPressed(_ sender: AnyObject) {}
            }
            typealias Handler<T> = (T) -> Void
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "PlaceBid.swift")
        let types = SwiftReader(bytes: bytes, file: "PlaceBid.swift").declarations(from: nodes).types
        #expect(types.map(\.name) == ["PlaceBidViewController", "PlaceBidViewController"])
        #expect(types.last?.methods.map(\.selector) == ["dev_nextIncrementPressed:"])
    }

    /// A class's own `let` string constant is its value where the class's code passes it, by
    /// name or through `self`; a local binding of the same name still wins, and a `var` is no
    /// constant.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aClassesLetConstantIsItsValue() throws {
        let source = """
            class SettingsController: UIViewController {
                let logSegue = "segueShowLog"
                var serverSegue = "segueShowServers"
                func showLog() { performSegue(withIdentifier: logSegue, sender: nil) }
                func showLogAgain() { performSegue(withIdentifier: self.logSegue, sender: nil) }
                func showServers() { performSegue(withIdentifier: serverSegue, sender: nil) }
                func showOther() {
                    let logSegue = route.rawValue
                    performSegue(withIdentifier: logSegue, sender: nil)
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Settings.swift")
        let uses = SwiftReader(bytes: bytes, file: "Settings.swift").declarations(from: nodes).literals.filter { $0.kind == .segueIdentifier }
        #expect(uses.map(\.constantValue) == ["segueShowLog", "segueShowLog", nil, nil], "\(uses)")
        #expect(uses.last?.constant == "route.rawValue")
    }

    /// A collection view's supplementary dequeue says which of the flow layout's kinds it is
    /// for, however the constant is written; a file that sizes a kind, or sets a layout of its
    /// own, is marked, and the delegate's `collectionViewLayout` parameter is no such mark.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aSupplementaryDequeueNamesItsKind() throws {
        let source = """
            class Home: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    if kind == UICollectionView.elementKindSectionHeader {
                        return collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath)
                    }
                    if kind == "badge" {
                        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Badge", for: indexPath)
                    }
                    return collectionView.dequeueReusableSupplementaryView(ofKind: .elementKindSectionFooter, withReuseIdentifier: "Footer", for: indexPath)
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Home.swift")
        let literals = SwiftReader(bytes: bytes, file: "Home.swift").declarations(from: nodes).literals
        let dequeues = literals.filter { $0.kind == .dequeueReuseIdentifier }
        #expect(dequeues.map(\.supplementaryKind) == [.sectionHeader, nil, .sectionFooter], "\(dequeues)")
        #expect(IdentifierBytes.fileMarks(in: bytes).isEmpty)
        let sized = Array("layout.footerReferenceSize = CGSize(width: 0, height: 40)\nself.collectionView.collectionViewLayout.invalidateLayout()".utf8)
        #expect(Set(IdentifierBytes.fileMarks(in: sized).map(\.kind)) == [.sectionFooterSize, .sectionHeaderSize])
        let header = Array("- (CGSize)collectionView:(UICollectionView *)view layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForHeaderInSection:(NSInteger)section".utf8)
        #expect(IdentifierBytes.fileMarks(in: header).map(\.kind) == [.sectionHeaderSize])
    }

    /// Chocofood's menu: a leftover private helper registers a nib the app no longer has, and
    /// nothing calls it. What it asks for is never asked; what it registers is kept.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func whatAPrivateFunctionNothingCallsAsksIsNeverAsked() throws {
        let source = """
            class MenuController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    showAbout()
                    let handler = #selector(refresh)
                }
                private func registerTableViewCells() {
                    let menuCell = UINib(nibName: "MenuCell", bundle: nil)
                    tableView.register(menuCell, forCellReuseIdentifier: "MenuCell")
                    performSegue(withIdentifier: "oldSegue", sender: nil)
                }
                private func showAbout() {
                    performSegue(withIdentifier: "about", sender: nil)
                }
                @objc private func refresh() {
                    performSegue(withIdentifier: "refreshed", sender: nil)
                }
                fileprivate func helper() {
                    func inner() { performSegue(withIdentifier: "innerSegue", sender: nil) }
                }
                private func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    performSegue(withIdentifier: "fromField", sender: nil)
                    return true
                }
            }
            private extension MenuController {
                func showSettings() { performSegue(withIdentifier: "settings", sender: nil) }
            }
            extension MenuController {
                func help() { performSegue(withIdentifier: "help", sender: nil) }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Menu.swift")
        let literals = SwiftReader(bytes: bytes, file: "Menu.swift").declarations(from: nodes).literals
        #expect(literals.filter { $0.kind == .nibName }.isEmpty, "\(literals)")
        #expect(literals.filter { $0.kind == .registerReuseIdentifier }.map(\.value) == ["MenuCell"])
        // A private method named as a delegate's (its first parameter unlabelled) may be one
        // UIKit calls (Swift 4 took it for an optional requirement): not judged.
        #expect(literals.filter { $0.kind == .segueIdentifier }.compactMap(\.value) == ["about", "refreshed", "fromField", "help"])
    }
    /// A local bound to a literal, or to one of two (`isStatus ? "statusCell" : "plainCell"`),
    /// is that literal, or each, where the code dequeues it; a local bound to a call may be any,
    /// and so may a name bound only in a deeper block or in a comment.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aLocalBoundToLiteralsIsEachOfThem() throws {
        let source = """
            class FollowersController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let identifier = indexPath.row == 0 ? "statusCell" : "plainCell"
                    return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                }
                func header(_ tableView: UITableView) -> UITableViewCell? {
                    let identifier = "HeaderCell"
                    return tableView.dequeueReusableCell(withIdentifier: identifier)
                }
                func footer(_ tableView: UITableView) -> UITableViewCell? {
                    let identifier = footerIdentifier()
                    return tableView.dequeueReusableCell(withIdentifier: identifier)
                }
                func cell(_ tableView: UITableView, identifier: String, header: Bool) -> UITableViewCell? {
                    if header {
                        let identifier = "Header"
                        return tableView.dequeueReusableCell(withIdentifier: identifier)
                    }
                    // let identifier = "OldCell"
                    return tableView.dequeueReusableCell(withIdentifier: identifier)
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Followers.swift")
        let uses = SwiftReader(bytes: bytes, file: "Followers.swift").declarations(from: nodes).literals.filter { $0.kind == .dequeueReuseIdentifier }
        #expect(uses.map { $0.value ?? $0.constantValue ?? "<any>" } == ["statusCell", "plainCell", "HeaderCell", "<any>", "Header", "<any>"], "\(uses)")
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func callsOnNamesAndWhatAMethodSetsOnItself() throws {
        let source = """
            class HelpVC: UIViewController {
                @IBOutlet weak var submitButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    submitButton.setStyle(.primary)
                    self.icon?.apply(theme)
                    view.layoutIfNeeded()
                }
            }
            extension UIButton {
                func setStyle(_ style: Style) {
                    let tintColor = style.tint
                    backgroundColor = style.color
                    self.layer.cornerRadius = 4
                    super.isEnabled = true
                    setTitleColor(tintColor, for: .normal)
                    self.setImage(nil, for: .normal)
                    settings(style)
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Help.swift")
        let types = SwiftReader(bytes: bytes, file: "Help.swift").declarations(from: nodes).types
        #expect(types.first?.calledMembers == ["submitButton.setStyle", "icon.apply", "view.layoutIfNeeded"])
        let style = try #require(types.last?.methods.first)
        #expect(style.selector == "setStyle:" && style.hasBaseName("setStyle") && !style.hasBaseName("set"))
        #expect(style.setsOnSelf == ["backgroundColor", "isEnabled", "setTitleColor", "setImage"], "\(style.setsOnSelf)")
    }

    /// A method the code calls on an outlet is read where it is declared, and only there: a file
    /// that merely calls it is not parsed for it.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aMethodCalledOnAnOutletIsReadWhereItIsDeclared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-outlet-calls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "HelpVC.swift": "import UIKit\nclass HelpVC: UIViewController {\n    @IBOutlet weak var submitButton: UIButton!\n    override func viewDidLoad() { submitButton.setStyle(1) }\n}\n",
            "UIButton+Style.swift": "import UIKit\nextension UIButton {\n    func setStyle(_ style: Int) { backgroundColor = .red }\n}\n",
            "Caller.swift": "import UIKit\nfunc restyle(_ button: UIButton) { button.setStyle(2) }\n",
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = SourceReader(options: SourceReader.Options(paths: [folder.path])).read()
        #expect(report.swiftFilesRead == 2)
        let extensions = report.facts.types.filter { $0.name == "UIButton" }
        #expect(extensions.flatMap(\.methods).map(\.setsOnSelf) == [["backgroundColor"]])
    }

    /// A Storyboard ID made from a type's name names a class: a generic parameter's, and `self`
    /// in a class or static method (where it is the type), not `self` in an instance method.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func storyboardIdentifiersMadeFromATypesNameNameAClass() throws {
        let source = """
            import UIKit
            extension UIViewController {
                class func storyboardInstance(_ name: String) -> Self? {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as? Self
                }
                static func make<T: UIViewController>(_ type: T.Type) -> T? {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: String(describing: T.self)) as? T
                }
                func described() -> UIViewController? { storyboard?.instantiateViewController(withIdentifier: String(describing: self)) }
                func detail(_ id: String) -> UIViewController? { storyboard?.instantiateViewController(withIdentifier: id) }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Instances.swift")
        let uses = SwiftReader(bytes: bytes, file: "Instances.swift").declarations(from: nodes).literals.filter { $0.kind == .storyboardIdentifier }
        #expect(uses.map { $0.identifierIsClassName ? "<class>" : "<any>" } == ["<class>", "<class>", "<any>", "<any>"])
        // Only the class method's `self` is the type the call is made on.
        #expect(uses.map(\.identifierIsReceiverClassName) == [true, false, false, false])
    }

    /// Every way Swift code loads a nib is a nib-name use, with the owner the nib gets.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func swiftNibLoadsRecordTheirOwners() throws {
        let source = """
            class Browser: UIViewController {
                init() {
                    super.init(nibName: "Browser", bundle: nil)
                }
                init(nibName nibNameOrNil: String?, bundle: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: bundle)
                }
                func load() {
                    tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
                    _ = UINib(nibName: "Header", bundle: nil).instantiate(withOwner: self, options: nil)
                    _ = Bundle.main.loadNibNamed("Footer", owner: nil, options: nil)
                    _ = Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)
                    _ = Settings(nibName: "SettingsView", bundle: nil)
                    _ = Plain(nibName: nil, bundle: nil)
                    tableView.register(R.nib.bookCell)
                    _ = R.nib.shelfHeader.firstView(owner: self)
                    _ = Shelf(nibName: R.nib.shelfList.name, bundle: nil)
                    _ = Bundle.main.loadNibNamed(R.nib.shelfFooter.name, owner: nil, options: nil)
                    show(nibName: R.nib.shelfPanel.name)
                }
            }
            extension Designable where Self: UIView {
                func loadXib() { _ = Bundle.main.loadNibNamed(nibName, owner: self, options: nil) }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Browser.swift")
        let uses = SwiftReader(bytes: bytes, file: "Browser.swift").declarations(from: nodes).literals.filter { $0.kind == .nibName }
        let found = uses.map { "\($0.value ?? $0.constant ?? ($0.identifierIsClassName ? "<class>" : "<any>")) \($0.owner.map { "\($0)" } ?? "-")" }
        #expect(found == [
            "Browser instance(of: \"Browser\")",
            "Cell none",
            "Header instance(of: \"Browser\")",
            "Footer none",
            "<class> instanceOfClassNamedLikeTheNib",
            "SettingsView instance(of: \"Settings\")",
            "R.nib.bookCell none",
            "R.nib.shelfHeader unknown",
            "R.nib.shelfList instance(of: \"Shelf\")",
            "R.nib.shelfFooter none",
            "R.nib.shelfPanel unknown",
            "nibName instance(of: \"Designable\")",
        ], "\(found)")
    }

    /// A name passed instead of a literal has the literal's value when the code defines it as a
    /// constant: a type's `static let` by its qualified name, a global `let`, a `String` enum
    /// case's `rawValue`. A `var`, an interpolation, and a `self.` member are not constants.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func swiftStringConstantsGiveTheirValues() throws {
        let source = """
            let kHelpStoryboard = "Help"
            var kMutable = "Mutable"
            enum Constants {
                static let mainStoryboard = "Main"
                static let reusable: String = "Reusable" // shared scenes
                static var settings = "Settings"
                static let computed = "Computed\\(1)"
                enum Storyboards { static let login = "Login" }
            }
            enum Segue: String {
                case showLog
                case showHelp = "help", showAbout
            }
            class Home: UIViewController {
                func load() {
                    _ = UIStoryboard(name: Constants.mainStoryboard, bundle: nil)
                    _ = UIStoryboard(name: Constants.reusable, bundle: nil)
                    _ = UIStoryboard(name: Constants.settings, bundle: nil)
                    _ = UIStoryboard(name: Constants.computed, bundle: nil)
                    _ = UIStoryboard.init(name: Constants.Storyboards.login, bundle: nil)
                    _ = UIStoryboard(name: Storyboards.login, bundle: nil)
                    _ = UIStoryboard(name: kHelpStoryboard, bundle: nil)
                    _ = UIStoryboard(name: kMutable, bundle: nil)
                    _ = UIStoryboard(name: self.storyboardName, bundle: nil)
                    performSegue(withIdentifier: Segue.showHelp.rawValue, sender: nil)
                    performSegue(withIdentifier: Segue.showLog.rawValue, sender: nil)
                    let identifier = segue(for: row).rawValue
                    performSegue(withIdentifier: identifier, sender: nil)
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Home.swift")
        let file = SwiftReader(bytes: bytes, file: "Home.swift").declarations(from: nodes)
        var facts = SourceFacts()
        facts.merge(file)
        let values = file.literals.map { facts.value(of: $0) ?? "<\($0.constant ?? "any")>" }
        #expect(values == ["Main", "Reusable", "<Constants.settings>", "<Constants.computed>", "Login", "Login", "Help", "<kMutable>",
                           "<any>", "help", "showLog", "<segue(for: row).rawValue>"], "\(values)")
        #expect(file.stringRawValues == ["showLog", "help", "showAbout"])
    }

    /// The views a body turns user interaction off on (set to `false`, its own outlets only)
    /// and those it may turn it on on (set to anything else, anyone's), in Swift and in
    /// Objective-C.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func interactionTurnedOffAndOnIsRead() throws {
        let source = """
            import UIKit
            class NoticeCell: UITableViewCell {
                @IBOutlet var nameButton: UIButton!
                @IBOutlet var linkButton: UIButton!
                var isOpen = false
                func fill(_ other: NoticeCell) {
                    nameButton.isUserInteractionEnabled = false
                    self.linkButton.isUserInteractionEnabled = isOpen
                    other.nameButton.isUserInteractionEnabled = false
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Notice.swift")
        let cell = try #require(SwiftReader(bytes: bytes, file: "Notice.swift").declarations(from: nodes).types.first)
        #expect(cell.interactionDisabledMembers == ["nameButton"])
        #expect(cell.interactionEnabledMembers == ["linkButton"])
        let objectiveC = ObjectiveCReader(bytes: Array("""
            @implementation NoticeCell
            - (void)fill {
                self.nameButton.userInteractionEnabled = NO;
                self.linkButton.userInteractionEnabled = self.isOpen;
            }
            @end
            """.utf8), file: "Notice.m").declarations()
        let implementation = try #require(objectiveC.types.first)
        #expect(implementation.interactionDisabledMembers == ["nameButton"])
        #expect(implementation.interactionEnabledMembers == ["linkButton"])
    }

    /// A computed static or class property whose body only gives a literal is a constant of
    /// its type, read by the type's name (`LoginViewController.segueIdentifier`); one computed
    /// otherwise, or a stored `var`, is not.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aComputedPropertyGivingALiteralIsAConstant() throws {
        let source = """
            import UIKit
            class LoginViewController: UIViewController {
                class var segueIdentifier: String { "showLogin" }
                static var sceneID: String { return "Login" }
                static var title: String { get { "Sign in" } }
                static var variable = "Mutable"
                class var computed: String { "show" + "Login" }
                func next() { performSegue(withIdentifier: PriceViewController.segueIdentifier, sender: nil) }
            }
            class PriceViewController: LoginViewController {
                override class var segueIdentifier: String {
                    return "showPrice"
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Login.swift")
        let file = SwiftReader(bytes: bytes, file: "Login.swift").declarations(from: nodes)
        #expect(file.stringConstants == ["LoginViewController.segueIdentifier": "showLogin", "LoginViewController.sceneID": "Login",
                                         "LoginViewController.title": "Sign in", "PriceViewController.segueIdentifier": "showPrice"])
        var facts = SourceFacts()
        facts.merge(file)
        #expect(file.literals.map { facts.value(of: $0) } == ["showPrice"])
    }

    /// A static or class property that gives its own type's name is a class-name member, and a
    /// Storyboard ID read from it (through a local too) is a class's name once the facts are
    /// resolved; one computed otherwise, or read from another member, is not.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aStoryboardIDReadFromAClassNameMemberIsAClassName() throws {
        let source = """
            import UIKit
            extension UIViewController {
                class var storyboardID: String { return "\\(self)" }
                static var sceneName: String { NSStringFromClass(self).components(separatedBy: ".").last! }
                static var prefixed: String { "Scene" + "\\(self)" }
                static var plainTitle: String { get { String(describing: Self.self) } }
            }
            enum AppStoryboard: String {
                case Main
                var instance: UIStoryboard { UIStoryboard(name: rawValue, bundle: nil) }
                func make<T: UIViewController>(_ type: T.Type) -> T {
                    let storyboardID = (type as UIViewController.Type).storyboardID
                    _ = instance.instantiateViewController(withIdentifier: type.sceneName)
                    _ = instance.instantiateViewController(withIdentifier: type.prefixed)
                    return instance.instantiateViewController(withIdentifier: storyboardID) as! T
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "AppStoryboard.swift")
        let file = SwiftReader(bytes: bytes, file: "AppStoryboard.swift").declarations(from: nodes)
        #expect(file.classNameMembers == ["storyboardID", "sceneName", "plainTitle"])
        #expect(file.literals.filter { $0.kind == .storyboardIdentifier }.map(\.memberName) == ["sceneName", "prefixed", "storyboardID"])
        var facts = SourceFacts()
        facts.merge(file)
        facts.resolveClassNameMembers()
        #expect(facts.literals.filter { $0.kind == .storyboardIdentifier }.map(\.identifierIsClassName) == [true, false, true])
    }

    /// A local binding is looked for only in the few kilobytes before its use, so that a file of
    /// thousands of uses stays linear: one a screenful above is found, one further is not.
    @Test func aLocalBindingIsLookedForNearItsUse() {
        let binding = Array("func show() {\n    let identifier = segue(for: row).rawValue\n".utf8)
        let use = Array("    performSegue(withIdentifier: identifier, sender: nil)\n".utf8)
        let near = binding + Array(repeating: UInt8(ascii: " "), count: 100) + use
        #expect(SwiftReader.localBinding(of: "identifier", before: near.count - use.count, in: near) == "segue(for: row).rawValue")
        let far = binding + Array(repeating: UInt8(ascii: " "), count: SwiftReader.localBindingReach) + use
        #expect(SwiftReader.localBinding(of: "identifier", before: far.count - use.count, in: far) == nil)
    }

    /// R.swift's `R.nib.<name>` for a nib: words joined in lower camel case, a leading acronym
    /// lowercased whole.
    @Test func generatedNibNamesFollowRSwift() {
        #expect(GeneratedNibName.name("BookCell") == "bookCell")
        #expect(GeneratedNibName.name("Book Cell") == "bookCell")
        #expect(GeneratedNibName.name("book-cell") == "bookCell")
        #expect(GeneratedNibName.name("URLCell") == "urlCell")
        #expect(GeneratedNibName.table(["BookCell", "Book Cell", "Shelf"]) == ["shelf": "Shelf"])
    }

    /// R.swift's and SwiftGen's names for a storyboard or scene have their folded form in common.
    @Test func generatedNamesCompareFolded() {
        for name in ["log-in flow", "logInFlow", "LogInFlow", "Log_in_flow"] { #expect(GeneratedNibName.folded(name) == "loginflow") }
        #expect(GeneratedNibName.isSceneAccessor("settingsViewController", of: "SettingsViewController"))
        #expect(GeneratedNibName.isSceneAccessor("urlViewController", of: "URL-ViewController"))
        #expect(GeneratedNibName.isSceneAccessor("instantiateBook", of: "Book"))
        #expect(GeneratedNibName.isSceneAccessor("bookScene", of: "Book"))
        #expect(!GeneratedNibName.isSceneAccessor("settings", of: "SettingsViewController"))
    }

    /// R.swift's and SwiftGen's storyboard accessors are loads of the storyboard they name, in a
    /// call or not, and the accessor after one asks for a scene; once per file.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func generatedStoryboardAccessorsAreLoads() throws {
        let source = """
            class Home: UIViewController {
                static let onboarding = R.storyboard.onboarding
                func load() {
                    _ = R.storyboard.logIn.instantiateInitialViewController()
                    _ = StoryboardScene.SignUp.initialScene.instantiate()
                    present(R.storyboard.settings.settingsViewController()!, animated: true)
                    _ = StoryboardScene.SIGN_UP.instantiateTerms()
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Home.swift")
        let file = SwiftReader(bytes: bytes, file: "Home.swift").declarations(from: nodes)
        var facts = SourceFacts()
        facts.merge(file)
        facts.foldedInterfaceFileNames = GeneratedNibName.table(["Log In", "Settings", "sign_up", "Onboarding"], generator: GeneratedNibName.folded)
        let loads = file.literals.filter { $0.kind == .storyboardName }
        #expect(Set(loads.compactMap { facts.value(of: $0) }) == ["Log In", "sign_up", "Settings", "Onboarding"], "\(file.literals)")
        #expect(loads.count == 5, "\(loads)")
        let scenes = file.literals.filter { $0.kind == .storyboardIdentifier }.compactMap(\.generatedSceneAccessor)
        #expect(scenes == ["settingsViewController", "instantiateTerms"], "\(file.literals)")
    }

    /// A segue performed on `self` names the class or extension the call is in; one performed
    /// on another controller names none.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aSegueOnSelfNamesItsPerformer() throws {
        let source = """
            class ManagerController: UIViewController {
                func open(_ segue: String) { performSegue(withIdentifier: segue, sender: nil) }
                func openAgain(_ segue: String) { self.performSegue(withIdentifier: segue, sender: nil) }
                func openThere(_ other: UIViewController, _ segue: String) { other.performSegue(withIdentifier: segue, sender: nil) }
            }
            extension UIViewController {
                func route(_ segue: String) { performSegue(withIdentifier: segue, sender: nil) }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Manager.swift")
        let uses = SwiftReader(bytes: bytes, file: "Manager.swift").declarations(from: nodes).literals.filter { $0.kind == .segueIdentifier }
        #expect(uses.map(\.performer) == ["ManagerController", "ManagerController", nil, "UIViewController"], "\(uses)")
    }

    /// Swift 2 named the nib calls with their first argument's label; they are read as today's
    /// (arinjay's CleanHood, 2016: `dequeueReusableCellWithIdentifier("PostCell")`).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func swift2SpellingsAreReadAsTodays() throws {
        let source = """
            class FeedController: UITableViewController {
                override func viewDidLoad() {
                    tableView.registerNib(UINib(nibName: "PostCell", bundle: nil), forCellReuseIdentifier: "Post")
                    collectionView.registerClass(TagCell.self, forCellWithReuseIdentifier: "Tag")
                }
                override func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                    if let cell = tableView.dequeueReusableCellWithIdentifier("PostCell") as? PostCell { return cell }
                    return tableView.dequeueReusableCellWithIdentifier("Post", forIndexPath: indexPath)
                }
                func tag(_ indexPath: NSIndexPath) -> UICollectionViewCell { collectionView.dequeueReusableCellWithReuseIdentifier("Tag", forIndexPath: indexPath) }
                func tagToday(_ indexPath: IndexPath) -> UICollectionViewCell { collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) }
                func open() {
                    performSegueWithIdentifier("showPost", sender: nil)
                    _ = storyboard?.instantiateViewControllerWithIdentifier("Compose")
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Feed.swift")
        let uses = SwiftReader(bytes: bytes, file: "Feed.swift").declarations(from: nodes).literals
        let read = uses.map { "\($0.kind) \($0.value ?? "-")" }
        #expect(read == ["registerReuseIdentifier Post", "nibName PostCell", "registerReuseIdentifier Tag",
                         "dequeueReuseIdentifier PostCell", "dequeueReuseIdentifier Post", "dequeueReuseIdentifier Tag",
                         "dequeueReuseIdentifier Tag", "segueIdentifier showPost", "storyboardIdentifier Compose"], "\(read)")
        let dequeues = uses.filter { $0.kind == .dequeueReuseIdentifier }
        #expect(dequeues.map(\.returnsNilWhenUnregistered) == [true, false, false, false])
        // A collection view's dequeue, in either spelling, takes from its cells' queue.
        #expect(dequeues.map(\.queue) == [.tableCells, .tableCells, .collectionCells, .collectionCells])
        #expect(dequeues.first?.cellClass == "PostCell")
        #expect(uses.first { $0.kind == .registerReuseIdentifier }?.nibName == "PostCell")
        #expect(uses.last { $0.kind == .registerReuseIdentifier }?.cellClass == "TagCell")
        #expect(uses.first { $0.kind == .segueIdentifier }?.performer == "FeedController")
    }

    /// `Self.toggleCellID` names the enclosing type's own static constant, which no subclass
    /// overrides (a voting app's controller registers and dequeues its cells under
    /// `Self.ToggleCellId`); `self.x` stays unresolved here, as an instance member may differ.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func selfQualifiedStaticConstantsNameTheEnclosingTypes() throws {
        let source = """
            import UIKit
            class EditTeamViewController: UIViewController {
                fileprivate static let ToggleCellId = "ToggleCell"
                @IBOutlet var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "ToggleCell", bundle: .main), forCellReuseIdentifier: Self.ToggleCellId)
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "EditTeam.swift")
        let file = SwiftReader(bytes: bytes, file: "EditTeam.swift").declarations(from: nodes)
        let registration = try #require(file.literals.first { $0.kind == .registerReuseIdentifier })
        #expect(registration.constant == "EditTeamViewController.ToggleCellId", "\(registration)")
        #expect(file.stringConstants["EditTeamViewController.ToggleCellId"] == "ToggleCell")
    }

    /// iOS 13's `instantiateViewController(identifier:)` and `(identifier:creator:)` ask for a
    /// Storyboard ID as `withIdentifier:` does (a to-do app's builder, 2021:
    /// `storyboard.instantiateViewController(identifier: "ToDoDetailViewController")`).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func iOS13StoryboardIdentifierLabelsAreRead() throws {
        let source = """
            import UIKit
            enum DetailBuilder {
                static func build(_ storyboard: UIStoryboard) -> UIViewController {
                    storyboard.instantiateViewController(identifier: "ToDoDetailViewController")
                }
                static func made(_ storyboard: UIStoryboard) -> UIViewController {
                    storyboard.instantiateViewController(identifier: "Made") { coder in UIViewController(coder: coder) }
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "Builder.swift")
        let uses = SwiftReader(bytes: bytes, file: "Builder.swift").declarations(from: nodes).literals.filter { $0.kind == .storyboardIdentifier }
        #expect(uses.map(\.value) == ["ToDoDetailViewController", "Made"], "\(uses)")
    }

    /// A missing source file's name gives the types it may declare or extend: a project class's
    /// extension file may declare members of that class; a framework class's category file
    /// names its own part only.
    @Test func aFilesNameGivesTheTypesItMayDeclare() {
        #expect(SourceReader.names(inFileName: "External/Msr/MSRTextView.swift") == ["MSRTextView"])
        #expect(SourceReader.names(inFileName: "App/BookCell+Actions.swift") == ["BookCell", "Actions"])
        #expect(SourceReader.names(inFileName: "/app/NSObject+MSRClone.m") == ["MSRClone"])
        #expect(SourceReader.names(inFileName: "Cagegory/UITableViewCell+ConfigureModel.m") == ["ConfigureModel"])
        #expect(SourceReader.names(inFileName: "Keys.generated.swift") == ["Keys"])
    }

    @Test func onlyPlainStringLiteralsHaveAValue() {
        #expect(SwiftReader.plainStringLiteral(#""BookCell""#) == "BookCell")
        #expect(SwiftReader.plainStringLiteral(#""a\"b""#) == "a\"b")
        #expect(SwiftReader.plainStringLiteral(#""Cell\(index)""#) == nil)
        #expect(SwiftReader.plainStringLiteral("identifier") == nil)
        #expect(SwiftReader.plainStringLiteral(#""a" + "b""#) == nil)
        #expect(SwiftReader.plainStringLiteral("\"\"\"\nx\n\"\"\"") == nil)
    }
}

/// The names `for` loops bind to each view of an outlet collection (stepik's rate-app stars).
@Suite struct LoopBindingTests {
    @Test func aLoopOverAMemberBindsItsVariable() {
        let body = Array("""
            for star in starImageViews { star.image = empty }
            for label in self.labels! {
            for (index, view) in views.enumerated() { }
            for (offset, badge) in self.badges.enumerated() where offset > 0 { }
            for (left, right) in pairs { }
            for case let button as UIButton in controls { }
            for item in items.filter({ $0.isVisible }) { }
            for tab in tabs where tab.tag != selected { }
            for whereabouts in places whereas { }
            let information = 3; transform in rotations {
            """.utf8)
        // A pair over `enumerated()` binds its second, each view; a `where` clause filters the
        // views but binds each the same. A pair over anything else, a pattern, or a call is none.
        #expect(SwiftReader.loopBindings(in: body[...]) == ["star": "starImageViews", "label": "labels", "view": "views",
                                                             "badge": "badges", "tab": "tabs"])
        #expect(SwiftReader.loopBindings(in: Array("for".utf8)[...]).isEmpty)
        #expect(SwiftReader.loopBindings(in: Array("for x in".utf8)[...]).isEmpty)
    }
}

@Suite struct ObjectiveCReaderTests {
    static func read(_ text: String) -> FileDeclarations {
        ObjectiveCReader(bytes: Array(text.utf8), file: "x.m").declarations()
    }

    /// HMIPad's expression keyboard: `#if` picks one of two headers of the class, and both are
    /// read; the class is one declaration with the second header's superclass and the instance
    /// variables and properties after it. A category header after a class's is its own.
    @Test func aClassHeaderInBothBranchesOfAConditionalIsOneClass() throws {
        let file = ObjectiveCReaderTests.read("""
            #if USE_UIINPUTVIEW
            @interface KeyboardView : UIInputView<UIInputViewAudioFeedback>
            #else
            @interface KeyboardView : UIView<UIInputViewAudioFeedback>
            #endif
            {
                __weak IBOutlet UIButton *_backspaceButton;
            }
            @property (strong, nonatomic) IBOutletCollection(UIButton) NSArray *leftKeypadButtons;
            @end
            @interface Plain : NSObject
            @interface Plain (Extra)
            @property (weak, nonatomic) IBOutlet UILabel *extraLabel;
            @end
            """)
        let keyboards = file.types.filter { $0.name == "KeyboardView" }
        #expect(keyboards.count == 1)
        let keyboard = try #require(keyboards.first)
        #expect(keyboard.inheritedTypes == ["UIView"])
        #expect(Set(keyboard.properties.map(\.name)) == ["_backspaceButton", "leftKeypadButtons"])
        #expect(file.types.filter { $0.name == "Plain" }.map(\.kind) == [.classDeclaration, .addition])
    }

    /// MAME4iOS's opcode tables: a header whose first token opens a brace, which the reader asks
    /// about the tokens before (an `@try`, a `@catch (…)`), is read without looking before its
    /// start; so are one-token files.
    @Test(arguments: ["{ DST_CUSTOM, \"CUSTOM\", 1 },\n{ DST_OTHER, \"OTHER\", 2 }\n", "{", ")", "[", "]", "@"])
    func aFileStartingWithPunctuationIsRead(text: String) {
        let file = ObjectiveCReaderTests.read(text)
        #expect(file.types.isEmpty && file.literals.isEmpty)
    }

    /// Every prefix and every suffix of a file that uses what the readers look for (a cut file is
    /// what a pull request may hold), and the file with any one byte turned into a bracket, a
    /// quote, a slash or an at sign, is read by the Objective-C reader, and the cuts by the byte
    /// scans both readers share, without looking past either end.
    @Test func everyCutOfAFileIsRead() {
        let bytes = Array((ObjectiveCReuseTests.text + """

            @try { [self performSegueWithIdentifier:@"Next" sender:nil]; } @catch (NSException *e) { }
            return @{ @"storyboardName" : @"Main" }; // storyboard:
            [self.table registerNib:[UINib nibWithNibName:@"BookCell" bundle:nil] forCellReuseIdentifier:@"Book"];
            """).utf8)
        var read = 0
        for cut in 0...bytes.count {
            for part in [Array(bytes[..<cut]), Array(bytes[cut...])] {
                let file = ObjectiveCReader(bytes: part, file: "List.m").declarations()
                for literal in file.literals { #expect(literal.location.line >= 1) }
                Self.scanEveryWay(part)
                read += 1
            }
        }
        #expect(read == 2 * (bytes.count + 1))
        // And each byte replaced by a bracket, a quote, a slash or an at sign.
        for index in bytes.indices {
            for replacement in Array("{[\"/@".utf8) {
                var part = bytes
                part[index] = replacement
                _ = ObjectiveCReader(bytes: part, file: "List.m").declarations()
            }
        }
    }

    /// The same for a Swift file and the byte scans the Swift reader adds to SourceKit's structure
    /// (its own parse needs SourceKit; the scans must hold on any cut a pull request holds).
    @Test func everyCutOfASwiftFileIsScanned() {
        let bytes = Array("""
            import UIKit
            final class BookCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel?
                static let identifier = "BookCell" /* a nested /* comment */ here */
                func configure() { titleLabel?.text = "\\(BookCell.self)"; object_setClass(self, ShelfCell.self) }
                let metadata: [String: Any] = ["storyboardName": "Main", "note": "a \\"quoted\\" word"] // storyboard:
                let name = String(describing: BookViewController.self), other = NSStringFromClass(ShelfCell.self)
            }
            """.utf8)
        for cut in 0...bytes.count {
            Self.scanEveryWay(Array(bytes[..<cut]))
            Self.scanEveryWay(Array(bytes[cut...]))
        }
    }

    /// Every byte scan of `IdentifierBytes` and `ConstantStrings` over `bytes`.
    static func scanEveryWay(_ bytes: [UInt8]) {
        _ = IdentifierBytes.writtenStrings(in: bytes)
        _ = IdentifierBytes.storyboardKeyedStrings(in: bytes)
        _ = IdentifierBytes.quotedImports(in: bytes)
        _ = IdentifierBytes.forwardDeclaredClasses(in: bytes)
        _ = IdentifierBytes.fileMarks(in: bytes)
        _ = IdentifierBytes.valueNames(in: bytes)
        _ = IdentifierBytes.swappedInClassNames(in: bytes)
        _ = IdentifierBytes.scanNames(in: bytes)
        _ = IdentifierBytes.constantOnlyStrings(in: bytes, constants: ["identifier": "BookCell"])
        _ = IdentifierBytes.typeMemberReferences(in: bytes)
    }

    /// `[self performSegueWithIdentifier:…]` in an instance method names the class it is in;
    /// another receiver, or a class method, names none.
    @Test func aSegueOnSelfNamesItsPerformer() {
        let file = ObjectiveCReaderTests.read("""
            @implementation ManagerController
            - (void)open:(NSString *)segue { [self performSegueWithIdentifier:segue sender:nil]; }
            - (void)openThere:(UIViewController *)other segue:(NSString *)segue { [other performSegueWithIdentifier:segue sender:nil]; }
            - (void)openAbove:(NSString *)segue { [self.navigationController performSegueWithIdentifier:segue sender:nil]; }
            + (void)route:(UIViewController *)controller { [self performSegueWithIdentifier:kRoute sender:nil]; }
            @end
            """)
        #expect(file.literals.filter { $0.kind == .segueIdentifier }.map(\.performer) == ["ManagerController", nil, nil, nil], "\(file.literals)")
    }

    /// Every way Objective-C code loads a nib is a nib-name use, with the owner the nib gets.
    @Test func objectiveCNibLoadsRecordTheirOwners() {
        let file = ObjectiveCReaderTests.read("""
            @implementation Browser
            - (instancetype)init {
                return [super initWithNibName:@"Browser" bundle:nil];
            }
            - (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil {
                return [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
            }
            - (void)load {
                [self.tableView registerNib:[UINib nibWithNibName:@"Cell" bundle:nil] forCellReuseIdentifier:@"cell"];
                [[NSBundle mainBundle] loadNibNamed:@"Footer" owner:self options:nil];
                [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:self options:nil];
                Settings *settings = [[Settings alloc] initWithNibName:@"SettingsView" bundle:nil];
                Plain *plain = [[Plain alloc] initWithNibName:nil bundle:nil];
                [[UINib nibWithNibName:@"Header" bundle:nil] instantiateWithOwner:self options:nil];
            }
            @end
            """)
        let found = file.literals.filter { $0.kind == .nibName }
            .map { "\($0.value ?? ($0.identifierIsClassName ? "<class>" : "<any>")) \($0.owner.map { "\($0)" } ?? "-")" }
        #expect(found == [
            "Browser instance(of: \"Browser\")",
            "Cell none",
            "Footer instance(of: \"Browser\")",
            "<class> instanceOfClassNamedLikeTheNib",
            "SettingsView instance(of: \"Settings\")",
            "Header instance(of: \"Browser\")",
        ], "\(found)")
    }

    /// A string local to a method body (`NSString *xib = @"…";`) is that body's: it names the
    /// nib its own load passes, and not another file's variable of the same name, whose value
    /// the reader cannot know (KPCC-iPhone's two controllers).
    @Test func aMethodsLocalStringIsNotAnotherFilesConstant() {
        let timer = ObjectiveCReaderTests.read("""
            @implementation Timer
            - (void)load {
                NSString *xib = @"AlarmClock";
                self.alarm = [[Alarm alloc] initWithNibName:xib bundle:nil];
            }
            @end
            """)
        let master = ObjectiveCReaderTests.read("""
            @implementation Master
            - (void)setup {
                NSString *xib = [Utils isIOS8] ? @"Upcoming" : @"Upcoming7";
                self.upcoming = [[Upcoming alloc] initWithNibName:xib bundle:nil];
            }
            @end
            """)
        var facts = SourceFacts()
        facts.merge(timer)
        facts.merge(master)
        let loads = (timer.literals + master.literals).filter { $0.kind == .nibName }.map { facts.value(of: $0) ?? "<any>" }
        #expect(loads == ["AlarmClock", "<any>"], "\(loads)")
    }

    /// A local means its value in its own block, from its declaration on: each branch of one
    /// method may declare `static NSString *iden` with its own identifier (IOSapp1's
    /// CusMineViewController dequeues "cell", "cell1" and "cell2" so).
    @Test func aLocalStringIsItsOwnBlocks() {
        let file = ObjectiveCReaderTests.read("""
            @implementation Mine
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 0) {
                    static NSString *iden = @"cell";
                    FirstCell *cell = [tableView dequeueReusableCellWithIdentifier:iden];
                    return cell;
                } else {
                    static NSString *iden = @"cell2";
                    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:iden];
                    return cell;
                }
            }
            @end
            """)
        var facts = SourceFacts()
        facts.merge(file)
        let dequeued = file.literals.filter { $0.kind == .dequeueReuseIdentifier }.map { facts.value(of: $0) ?? "<any>" }
        #expect(dequeued == ["cell", "cell2"], "\(dequeued)")
    }

    /// A string local given a literal on each branch is each of them where it is read (Flux's
    /// follower list: `cellIdentifier = @"statusSocialCell"` or `@"standardSocialCell"`, then
    /// one dequeue); one also given anything else may be any.
    @Test func aLocalGivenALiteralOnEachBranchIsEachOfThem() {
        let file = ObjectiveCReaderTests.read("""
            @implementation Followers
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NSString *cellIdentifier;
                if (indexPath.row == 0) {
                    cellIdentifier = @"statusSocialCell";
                } else {
                    cellIdentifier = @"standardSocialCell";
                }
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:cellIdentifier];
                return cell;
            }
            - (UITableViewCell *)other:(UITableView *)tableView name:(NSString *)name {
                NSString *identifier = @"plainCell";
                if (name.length > 0) identifier = name;
                return [tableView dequeueReusableCellWithIdentifier:identifier];
            }
            @end
            """)
        var facts = SourceFacts()
        facts.merge(file)
        let dequeued = file.literals.filter { $0.kind == .dequeueReuseIdentifier }.map { facts.value(of: $0) ?? "<any>" }
        #expect(dequeued.sorted() == ["<any>", "standardSocialCell", "statusSocialCell"], "\(dequeued)")
    }

    /// A method's identifier parameter is what this file's messages to `self` pass it (Flux's
    /// settings list: a cell helper `socialMgmtCellForTableView:withIdentifier:`, sent a local
    /// given one of two literals); where one message passes something not known, any.
    @Test func aParameterIsWhatMessagesToSelfPass() {
        func dequeued(_ secondArgument: String) -> [String] {
            let file = ObjectiveCReaderTests.read("""
                @implementation Settings
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    static NSString *socialCellIdentifier;
                    if (indexPath.row == 0) {
                        socialCellIdentifier = @"socialManagementCellConnect";
                    } else {
                        socialCellIdentifier = @"socialManagementCellClear";
                    }
                    UITableViewCell *cell = [self socialCellForTableView:tableView withIdentifier:socialCellIdentifier];
                    UITableViewCell *other = [self socialCellForTableView:tableView withIdentifier:\(secondArgument)];
                    return cell;
                }
                - (UITableViewCell *)socialCellForTableView:(UITableView *)tableView withIdentifier:(NSString *)identifier {
                    return [tableView dequeueReusableCellWithIdentifier:identifier];
                }
                @end
                """)
            var facts = SourceFacts()
            facts.merge(file)
            return file.literals.filter { $0.kind == .dequeueReuseIdentifier }.map { facts.value(of: $0) ?? "<any>" }.sorted()
        }
        #expect(dequeued(#"@"socialManagementCellClear""#) == ["socialManagementCellClear", "socialManagementCellConnect"])
        #expect(dequeued("[self identifierFor:indexPath]") == ["<any>"])
    }

    /// What may give a local or a parameter another value leaves it computed: a local declared
    /// `= nil` and given one literal is that literal; one given a literal and then a constant,
    /// or whose address is passed, may be anything; a helper's parameter is unknown where a
    /// message passes it a conditional, where another receiver (`weakSelf`) sends the helper,
    /// or where the helper gives the parameter a value of its own. A unary message to `self`
    /// changes nothing.
    @Test func whatMayGiveALocalOrAParameterAnotherValueLeavesItComputed() {
        func dequeued(_ body: String, helper: String = "return [tableView dequeueReusableCellWithIdentifier:identifier];") -> [String] {
            let file = ObjectiveCReaderTests.read("""
                @implementation Lists
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    [self reloadCounts];
                    \(body)
                }
                - (UITableViewCell *)cellForTableView:(UITableView *)tableView withIdentifier:(NSString *)identifier {
                    \(helper)
                }
                @end
                """)
            var facts = SourceFacts()
            facts.merge(file)
            return file.literals.filter { $0.kind == .dequeueReuseIdentifier }.map { facts.value(of: $0) ?? "<any>" }.sorted()
        }
        #expect(dequeued(#"static NSString *cellID = nil; if (!cellID) cellID = @"Plain"; return [tableView dequeueReusableCellWithIdentifier:cellID];"#)
                == ["<any>", "Plain"])
        #expect(dequeued(#"NSString *cellID = @"Plain"; if (indexPath.row == 0) cellID = kHeaderID; return [tableView dequeueReusableCellWithIdentifier:cellID];"#)
                == ["<any>", "<any>"])
        #expect(dequeued(#"NSString *cellID = @"Plain"; [self fill:&cellID]; return [tableView dequeueReusableCellWithIdentifier:cellID];"#)
                == ["<any>", "<any>"])
        #expect(dequeued(#"return [self cellForTableView:tableView withIdentifier:@"Plain"];"#) == ["Plain"])
        #expect(dequeued(#"[self cellForTableView:tableView withIdentifier:indexPath.row ? kA : kB]; return [self cellForTableView:tableView withIdentifier:@"Plain"];"#)
                == ["<any>"])
        #expect(dequeued(#"__weak typeof(self) weakSelf = self; [weakSelf cellForTableView:tableView withIdentifier:[self kind]]; return [self cellForTableView:tableView withIdentifier:@"Plain"];"#)
                == ["<any>"])
        #expect(dequeued(#"return [self cellForTableView:tableView withIdentifier:@"Plain"];"#,
                         helper: "if (!identifier) identifier = [self defaultIdentifier]; return [tableView dequeueReusableCellWithIdentifier:identifier];")
                == ["<any>"])
    }

    /// A local declared at a method's top is seen in the blocks inside it (the common
    /// `static NSString *ID` before `if (cell == nil) { … }`).
    @Test func aMethodsLocalStringReachesItsInnerBlocks() {
        let file = ObjectiveCReaderTests.read("""
            @implementation Mine
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *ID = @"BookCell";
                UITableViewCell *cell = nil;
                if (indexPath.row > 0) {
                    cell = [tableView dequeueReusableCellWithIdentifier:ID];
                }
                return cell;
            }
            @end
            """)
        var facts = SourceFacts()
        facts.merge(file)
        let dequeued = file.literals.filter { $0.kind == .dequeueReuseIdentifier }.map { facts.value(of: $0) ?? "<any>" }
        #expect(dequeued == ["BookCell"], "\(dequeued)")
    }

    /// `NSStringFromClass(…)` as a Storyboard ID names a class; a variable may be anything.
    @Test func objectiveCStoryboardIdentifiersFromAClassNameNameAClass() {
        let file = ObjectiveCReaderTests.read("""
            @implementation Detail
            + (instancetype)fromStoryboard:(UIStoryboard *)storyboard {
                return [storyboard instantiateViewControllerWithIdentifier:NSStringFromClass(self)];
            }
            - (UIViewController *)other:(NSString *)identifier {
                return [self.storyboard instantiateViewControllerWithIdentifier:identifier];
            }
            + (instancetype)storyboardVC {
                return [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:NSStringFromClass([self class])];
            }
            - (UIViewController *)mine {
                return [self.storyboard instantiateViewControllerWithIdentifier:NSStringFromClass(self.class)];
            }
            @end
            """)
        let found = file.literals.filter { $0.kind == .storyboardIdentifier }.map { $0.identifierIsClassName ? "<class>" : $0.constant ?? "<any>" }
        #expect(found == ["<class>", "identifier", "<class>", "<class>"], "\(found)")
        // In a class method, `self`'s class is the class the message is sent to.
        let receivers = file.literals.filter { $0.kind == .storyboardIdentifier }.map(\.identifierIsReceiverClassName)
        #expect(receivers == [true, false, true, false], "\(receivers)")
    }

    @Test func interfacesCategoriesExtensionsAndImplementations() {
        let declarations = Self.read("""
            #define OUTLET IBOutlet
            #if 0
            @interface Hidden : NSObject   // never compiled, never read
            #endif
            @interface Banner : UIView <UITableViewDelegate> {
                IBOutlet UILabel *_legacyLabel;
            }
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, copy) void (^onTap)(void);
            @property (nonatomic, weak) IBOutlet UIImageView *qrImage, *qrOverlay, *scanOverlay;
            - (IBAction)close:(id)sender forEvent:(UIEvent *)event;
            @end
            /* @interface Commented : NSObject @end */
            @interface Banner (Extras)
            - (void)flash;
            @end
            @interface Banner ()
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
            @end
            @implementation Banner
            - (IBAction)close:(id)sender forEvent:(UIEvent *)event { NSString *s = @"@interface Fake : NSObject"; }
            - (void)setup { [self.tableView dequeueReusableCellWithIdentifier:@"BannerCell" forIndexPath:path]; }
            @end
            """)
        let names = declarations.types.map { "\($0.name)/\($0.kind.rawValue)" }
        #expect(names == ["Banner/classDeclaration", "Banner/addition", "Banner/addition", "Banner/addition"])
        let banner = declarations.types[0]
        #expect(banner.inheritedTypes == ["UIView"])
        #expect(banner.properties.map(\.name) == ["_legacyLabel", "titleLabel", "onTap", "qrImage", "qrOverlay", "scanOverlay"])
        #expect(banner.properties[1].isOutlet && banner.properties[1].typeName == "UILabel")
        // A list declares each of its names, all of one type (litewallet's today widget).
        #expect(banner.properties[3...].allSatisfy { $0.isOutlet && $0.typeName == "UIImageView" })
        #expect(banner.methods.map(\.selector) == ["close:forEvent:"])
        #expect(banner.methods[0].isAction)
        #expect(declarations.types[2].properties.first?.isOutletCollection == true)
        #expect(declarations.literals.map(\.value) == ["BannerCell"])
        #expect(declarations.literals.first?.kind == .dequeueReuseIdentifier)
    }

    /// A registration names its nib: the identifier is paired with it.
    @Test func aNibRegistrationPairsTheNibWithItsIdentifier() {
        let declarations = Self.read("""
            @implementation Shelf
            - (void)viewDidLoad {
                [self.tableView registerNib:[UINib nibWithNibName:@"BookCell" bundle:nil] forCellReuseIdentifier:@"Book"];
                [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Plain"];
                [self.collection registerClass:NickCell.class forCellWithReuseIdentifier:@"Nick"];
            }
            @end
            """)
        let registrations = declarations.literals.filter { $0.kind == .registerReuseIdentifier }
        #expect(registrations.map(\.value) == ["Book", "Plain", "Nick"])
        #expect(registrations.map(\.nibName) == ["BookCell", nil, nil])
        #expect(registrations.map(\.cellClass) == [nil, "UITableViewCell", "NickCell"])
    }

    /// A course's BDBNoticeListViewController: the nib is bound to a local a line up, then
    /// registered; the registration names that nib. Another method's local of the same name
    /// names nothing here.
    @Test func aNibBoundToALocalIsTheOneRegistered() {
        let declarations = Self.read("""
            @implementation Notices
            - (void)setUpCells {
                UINib *cellNib = [UINib nibWithNibName:@"OtherCell" bundle:nil];
                [self.otherTable registerNib:cellNib forCellReuseIdentifier:@"Other"];
            }
            - (void)viewDidLoad {
                UINib *noticeNib = [UINib nibWithNibName:@"NoticeCell" bundle:nil];
                [self.tableView registerNib:noticeNib forCellReuseIdentifier:@"Notice"];
                [self.tableView registerNib:cellNib forCellReuseIdentifier:@"Stale"];
            }
            @end
            """)
        let registrations = declarations.literals.filter { $0.kind == .registerReuseIdentifier }
        #expect(registrations.map(\.value) == ["Other", "Notice", "Stale"])
        #expect(registrations.map(\.nibName) == ["OtherCell", "NoticeCell", nil])
    }

    /// The look back for the binding reaches as far as Swift's for a local (4 KB): a hostile file
    /// of thousands of registrations far below one binding stays linear, and a binding that far up
    /// is no longer read as the one registered.
    @Test func aNibBoundFarAboveIsNotLookedFor() {
        let filler = String(repeating: "    [self log];\n", count: SwiftReader.localBindingReach / 8)
        let declarations = Self.read("""
            @implementation Notices
            - (void)viewDidLoad {
                UINib *noticeNib = [UINib nibWithNibName:@"NoticeCell" bundle:nil];
            \(filler)    [self.tableView registerNib:noticeNib forCellReuseIdentifier:@"Notice"];
            }
            @end
            """)
        let registrations = declarations.literals.filter { $0.kind == .registerReuseIdentifier }
        #expect(registrations.map(\.value) == ["Notice"])
        #expect(registrations.map(\.nibName) == [nil])
    }
}

/// What the reuse check reads of Objective-C (issue #22 cause 5): string constants (a file's own
/// meaning its value there), the class a dequeued cell is taken as, the class a registration
/// registers, and which queue an identifier names.
@Suite struct ObjectiveCReuseTests {
    static let text = """
        NSString *const SharedCellID = @"Shared";
        @implementation ListController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            static NSString *CellIdentifier = @"DropboxCell";
            CloudCell *cell = [tableView dequeueReusableCellWithIdentifier:CellIdentifier];
            NetworkCell *other = (NetworkCell *)[tableView dequeueReusableCellWithIdentifier:SharedCellID];
            [self.collection registerClass:[TileCell class] forCellWithReuseIdentifier:TileCell.reuseIdentifier];
            return cell;
        }
        @end
        """

    @Test func constantsCastsRegisteredClassesAndQueues() throws {
        let file = ObjectiveCReader(bytes: Array(Self.text.utf8), file: "List.m").declarations()
        // The method's `static NSString *CellIdentifier` is the method's own: its use there has
        // its value, and other files do not see it.
        #expect(file.stringConstants == ["SharedCellID": "Shared"])
        let dequeues = file.literals.filter { $0.kind == .dequeueReuseIdentifier }
        #expect(dequeues.map(\.cellClass) == ["CloudCell", "NetworkCell"])
        #expect(dequeues.map(\.constant) == ["CellIdentifier", "SharedCellID"])
        #expect(dequeues.map(\.constantValue) == ["DropboxCell", "Shared"])
        #expect(dequeues.allSatisfy { $0.queue == .tableCells })
        let registration = try #require(file.literals.first { $0.kind == .registerReuseIdentifier })
        #expect(registration.cellClass == "TileCell" && registration.queue == .collectionCells && registration.value == nil)
        var facts = SourceFacts()
        facts.merge(file)
        #expect(dequeues.map { facts.value(of: $0) } == ["DropboxCell", "Shared"])
    }

    /// What a method does to a name: messages to it and assignments to its members, through
    /// `self.`, an instance variable or a local; not a comparison, nor a message to `self`.
    @Test func membersSetAndCalledOnNames() throws {
        let file = ObjectiveCReader(bytes: Array("""
            @implementation Recorder
            - (void)viewDidLoad {
                [self.recordButton setImage:nil forState:UIControlStateNormal];
                [_titleLabel setText:@"x"];
                self.icon.image = nil;
                if (ready) _badge.hidden = NO;
                self.count.value == 3;
                [self reload];
            }
            @end
            """.utf8), file: "Recorder.m").declarations()
        let type = try #require(file.types.first)
        #expect(type.calledMembers == ["recordButton.setImage", "titleLabel.setText"])
        #expect(type.assignedNames == ["icon.image", "badge.hidden"])
    }

    /// A name two files define differently means nothing outside them.
    @Test func aConstantDefinedTwoWaysIsNotGuessed() {
        var facts = SourceFacts()
        facts.merge(FileDeclarations(stringConstants: ["CellID": "A"]))
        facts.merge(FileDeclarations(stringConstants: ["CellID": "B"]))
        facts.merge(FileDeclarations(stringConstants: ["CellID": "A"]))
        #expect(facts.stringConstants["CellID"] == nil)
        let use = LiteralUse(kind: .dequeueReuseIdentifier, value: nil, location: SourceLocation(file: "x.m", line: 1, column: 1), constant: "CellID")
        #expect(facts.value(of: use) == nil)
    }
}

@Suite struct LayoutTests {
    @Test func openStepPropertyListsParse() throws {
        let text = #"""
            // !$*UTF8*$!
            { archiveVersion = 1; objects = { A1 /* x */ = { isa = PBXFileReference; path = "My File.swift"; }; }; list = ( a, "b c", ); }
            """#
        let plist = try PropertyList.parse(Array(text.utf8))
        #expect(plist["objects"]?["A1"]?["path"]?.string == "My File.swift")
        #expect(plist["list"]?.array?.compactMap(\.string) == ["a", "b c"])
    }

    /// A season project's view model, named with six U+0010 characters, which Xcode writes as
    /// `\U0010`; a pair for a character beyond the basic plane; octal and control escapes.
    @Test func openStepEscapesDecode() throws {
        let text = #"""
            { path = "\U0010\U0010LoginVM.swift"; emoji = "a\Ud83d\Ude00b"; lone = "\Ud83dx"; octal = "\101\0"; controls = "\r\t\"\\"; }
            """#
        let plist = try PropertyList.parse(Array(text.utf8))
        #expect(plist["path"]?.string == "\u{10}\u{10}LoginVM.swift")
        #expect(plist["emoji"]?.string == "a\u{1F600}b")
        #expect(plist["lone"]?.string == "\u{FFFD}x")
        #expect(plist["octal"]?.string == "A\u{0}")
        #expect(plist["controls"]?.string == "\r\t\"\\")
    }

    /// The XML form Xcode also opens: values, references, comments, and the refusals.
    @Test func xmlPropertyListsParse() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <!-- a comment -->
                <key>name</key><string>Caf&#233; &amp; Co &lt;1&gt;</string>
                <key>list</key><array><string>a</string><integer>56</integer><true/><false/><string/></array>
                <key>empty</key><dict/>
            </dict>
            </plist>
            """
        let plist = try PropertyList.parse(Array(text.utf8))
        #expect(plist["name"]?.string == "Café & Co <1>")
        #expect(plist["list"]?.array?.compactMap(\.string) == ["a", "56", "YES", "NO", ""])
        #expect(plist["empty"]?.dictionary?.isEmpty == true)
        let deep = "<plist>" + String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200) + "</plist>"
        #expect(throws: PropertyList.ParseError.self) { try PropertyList.parse(Array(deep.utf8)) }
        #expect(throws: PropertyList.ParseError.self) { try PropertyList.parse(Array("<plist><dict><key>a</key><blob/></dict></plist>".utf8)) }
        #expect(throws: PropertyList.ParseError.self) { try PropertyList.parse(Array("<plist><dict><key>a</key><string>b".utf8)) }
    }

    /// beone-iOS-v2's project.pbxproj is an XML property list, with `LastSwiftUpdateCheck` 0700:
    /// its targets and its Swift 2 selectors are read as from Xcode's own form.
    @Test func anXMLProjectIsReadLikeAnOpenStepOne() throws {
        func xml(_ value: PropertyList) -> String {
            switch value {
            case .string(let text): return "<string>\(text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</string>"
            case .array(let items): return "<array>" + items.map(xml).joined() + "</array>"
            case .dictionary(let entries): return "<dict>" + entries.map { "<key>\($0.key)</key>" + xml($0.value) }.joined() + "</dict>"
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-pbx-xml-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let openStep = """
            { archiveVersion = 1; objectVersion = 46; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = ( T1 ); attributes = { LastSwiftUpdateCheck = 0700; }; };
                G1 = { isa = PBXGroup; children = ( F1 ); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                T1 = { isa = PBXNativeTarget; name = BEONE; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); };
              };
            }
            """
        let text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">" + xml(try PropertyList.parse(Array(openStep.utf8))) + "</plist>\n"
        let path = folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [ProjectRoot(folder: folder.path)!])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        #expect(layout.module(ofFile: folder.appendingPathComponent("ViewController.swift").path) == "BEONE")
        #expect(layout.namesSelectorsAsSwift2)
    }

    @Test func xcodeTargetMembershipGivesModules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-pbx-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = """
            { archiveVersion = 1; objectVersion = 56; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = ( T1 ); };
                G1 = { isa = PBXGroup; children = ( G2 ); sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; path = "My App"; children = ( F1, V1 ); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                V1 = { isa = PBXVariantGroup; name = Main.storyboard; children = ( F2 ); sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = V1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                R1 = { isa = PBXResourcesBuildPhase; files = ( B2 ); };
                T1 = { isa = PBXNativeTarget; name = "My App"; buildPhases = ( S1, R1 ); buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
            }
            """
        let path = folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [ProjectRoot(folder: folder.path)!])
        let problem = layout.addXcodeProject(pbxproj: path)
        #expect(problem == nil)
        #expect(layout.module(ofFile: folder.appendingPathComponent("My App/ViewController.swift").path) == "My_App")
        #expect(layout.module(ofFile: folder.appendingPathComponent("My App/Base.lproj/Main.storyboard").path) == "My_App")
    }

    @Test func looseImageNames() {
        #expect(AssetCatalog.looseImageNames("star@2x.png") == ["star", "star.png", "star@2x", "star@2x.png"])
        #expect(AssetCatalog.looseImageNames("star~ipad.png") == ["star", "star.png", "star~ipad", "star~ipad.png"])
        #expect(AssetCatalog.looseImageNames("star.png") == ["star", "star.png"])
        #expect(AssetCatalog.looseImageNames("notes.txt").isEmpty)
    }
}

/// What a registration's identifier can be when it is not a literal, and which files are
/// written against NibKit.
@Suite struct NonLiteralIdentifierTests {
    @Test(arguments: [
        ("String(describing: BookCell.self)", true),
        ("String(describing: type(of: self))", true),
        ("\"\\(BookCell.self)\"", true),
        ("NSStringFromClass(BookCell.self)", true),
        ("BookCell.reuseIdentifier", true),
        ("T.defaultReuseIdentifier", true),
        ("Cells.BookCell.reuseIdentifier", true),
        ("cell.reuseIdentifier", false),
        ("identifier", false),
        ("String(describing: name)", false),
        ("\"Book\\(index)\"", false),
    ])
    func identifiersThatCanOnlyBeAClassName(_ expression: String, _ namesAClass: Bool) {
        #expect(SwiftReader.namesAClass(expression) == namesAClass)
    }

    @Test(arguments: [
        ("import NibKit\n", true),
        ("import Foundation\n@testable import NibKit\n", true),
        ("import class NibKit.TableViewCell\n", true),
        ("import UIKit\n", false),
        ("import NibKitSeedDialects\n", false),
        ("// import NibKit\n", false),
    ])
    func filesThatImportNibKit(_ text: String, _ imports: Bool) {
        #expect(SwiftReader.importsNibKit(Array(text.utf8)) == imports)
    }
}

/// The controllers a file makes or names as a value, which decide whether a view controller can
/// ever ask for its default nib.
@Suite struct ValueNameTests {
    @Test func valuesCountDeclarationsTypesAndFileNamesDoNot() {
        let text = """
            //  SignUpViewController.swift
            final class SignUpViewController: BaseViewController {}
            let a = BookViewController()
            let b = make(ShelfViewController.self)
            let c: AuthorViewController? = nil
            let d = PinVC.instantiate()
            let e2 = UIColor.red
            id e = [[LegacyController alloc] init];
            id f = [OtherController new];
            id g = [OtherControllerHelper new];
            root = [[iPadStationInfoMapVC alloc] initWithNibName:@"Map" bundle:nil];
            [iPhoneHelper sharedHelper];
            id l = [CarFinishedVC storyboardVC];
            BOOL m = [vc isKindOfClass:[OrderTimeOutVC class]];
            BOOL n = [ProbedController respondsToSelector:@selector(storyboardVC)];
            let k = iPadThing(frame: .zero)
            let h = EvmVote(nibName: nil, bundle: nil)
            let i = NetworkInfoController(nib: R.nib.networkInfoController)
            let j = ShelfListController(nibName: "Shelves", bundle: nil)
            let o = ShelfListController(nibName: nil, bundle: nil)
            id p = [[SettingsController alloc] initWithNibName:@"SettingsPad" bundle:nil];
            let q = PadController(nibName: nibNameOrNil, bundle: nil)
            id r = [[PhoneController alloc] initWithNibName:Nil bundle:nil];
            class EvmRedelegate: BaseVC {}
            @interface ShelfViewExtensionController () <UICollectionViewDataSource>
            @implementation ShelfCategoryController (Sorting)
            @interface
            ShelfNewlineController ()
            """
        let (names, madeOnlyWithANib) = IdentifierBytes.valueNames(in: Array(text.utf8))
        // A name in lower case counts only where a class alone can stand: `[iPadStationInfoMapVC alloc]`.
        // Another class message's receiver (`[CarFinishedVC storyboardVC]`) too, not one that only
        // asks about the class (`class`, `respondsToSelector:`).
        #expect(names == ["BookViewController", "ShelfViewController", "PinVC", "LegacyController", "OtherController",
                          "OtherControllerHelper", "iPadStationInfoMapVC", "CarFinishedVC", "EvmVote",
                          "NetworkInfoController", "ShelfListController", "SettingsController", "PadController", "PhoneController"])
        // Made only with a nib name (or R.swift's nib): never asked for a default nib. Once made
        // with `nibName: nil` (ShelfListController), or with a variable that may be nil
        // (PadController), or `Nil`, it may be.
        #expect(madeOnlyWithANib == ["iPadStationInfoMapVC", "NetworkInfoController", "SettingsController"])
    }
}

/// The classes `object_setClass` gives objects, in Swift and Objective-C.
@Suite struct SwappedInClassNameTests {
    @Test func theClassArgumentOfEachCallCounts() {
        let text = """
            object_setClass(vc, media is Movie ? MovieDetailController.self : ShowDetailController.self)
            object_setClass(self, [StreamController class]);
            let other = OtherController.self
            """
        #expect(IdentifierBytes.swappedInClassNames(in: Array(text.utf8)) == ["MovieDetailController", "ShowDetailController", "StreamController"])
    }
}

/// The string literals a helper of the app's own may pass on as an identifier.
@Suite struct IdentifierStringTests {
    @Test func identifierLikeLiteralsOnly() {
        let text = """
            open(storyboard: "Wallet", identifier: "WalletViewController")
            id x = @"vpn-policy.v2";
            let y = "two words", z = "\\(name)Cell", w = "", v = "9lives", u = "a\\"b"
            """
        #expect(IdentifierBytes.identifierStrings(in: Array(text.utf8)) == ["Wallet", "WalletViewController", "vpn-policy.v2"])
    }

    /// starrtc's home screen: a storyboard name in a commented-out load is written by no code.
    @Test func commentsWriteNothing() {
        let text = """
            // UIStoryboard *board = [UIStoryboard storyboardWithName:@"VideoSettings" bundle:nil];
            /* [board instantiateViewControllerWithIdentifier:@"VideoSettingVC"]; */
            NSString *link = @"https://example.com"; NSString *name = @"Settings";
            """
        #expect(IdentifierBytes.identifierStrings(in: Array(text.utf8)) == ["Settings"])
    }

    /// A floating panel sample's use cases: a class's name turned into a string is written as
    /// surely as a literal; `self`'s and `type(of:)`'s are no name, and a comment writes nothing.
    @Test func classNamesTurnedIntoStrings() {
        let text = """
            case .adaptive: return .storyboard(String(describing: ImageViewController.self))
            let a = String(describing:DetailViewController), b = "\\(TabBarViewController.self)"
            NSString *c = NSStringFromClass([BookCell class]); NSString *d = NSStringFromClass( ShelfCell.self );
            let e = String(describing: self), f = String(describing: type(of: self)), g = NSStringFromClass(cellClass.self.superclass)
            let h = "\\(name)Cell"
            // let h = String(describing: OldViewController.self)
            """
        #expect(IdentifierBytes.classNameStrings(in: Array(text.utf8))
                == ["ImageViewController", "DetailViewController", "TabBarViewController", "BookCell", "ShelfCell"])
    }

    /// material-components-ios's examples: a name written as the value of a storyboard key or
    /// label is one a loader takes. An identifier's key, another key, a `:` ending a comment
    /// line, a comment and a ternary's first branch are not such a value.
    @Test func namesGivenUnderAStoryboardKey() {
        let text = """
            "Catalog" ; return ["storyboardName": "Buttons", "title": "Title", "storyboardID": "Scene"]
            return @{ @"storyboardName" : @"Sliders" };
            [loader loadWithStoryboardName:@"Cards"]; show(storyboard: "Chips", storyboardIdentifier: "ChipScene")
            let metadata = [
                "StoryboardName":
                    "Dialogs",
                "kind": "Home", // the next storyboard:
                "Settings",
            ]
            // let old = ["storyboardName": "Tabs"]
            /* ["storyboardName": "Menus"] */
            let board = isPad ? "Large" : "Small"
            show(storyboard: UIDevice.current.userInterfaceIdiom == .pad ? "Tablet" : "Phone", animated: true)
            return @{ @"storyboardName": isPad ? @"Wide" : @"Narrow" };
            load(title: isPad ? "Big" : "Little"); let x = [ "storyboard": flag, "other": cond ? "No" : "Nope" ]
            """
        // A choice given under a storyboard key counts both its branches; one given to anything
        // else (a variable, another key, a label after a comma) counts none.
        #expect(IdentifierBytes.storyboardKeyedStrings(in: Array(text.utf8))
                == ["Buttons", "Sliders", "Cards", "Chips", "Dialogs", "Tablet", "Phone", "Wide", "Narrow"])
        #expect(IdentifierBytes.storyboardKeyedStrings(in: Array("\"Main\"".utf8)).isEmpty)
    }
}

/// The names a file treats as possibly nil: read only through optional chaining, or compared
/// with nil either way round.
@Suite struct NilSafeNameTests {
    @Test func chainedOrComparedWithNilOnly() {
        let text = """
            @IBOutlet weak var chained: UILabel!
            @IBOutlet weak var checked: UIButton!
            @IBOutlet weak var checkedBefore: UIButton!
            @IBOutlet weak var unwrapped: UILabel!
            @IBOutlet weak var comparedWithValue: UILabel!
            @IBOutlet weak var comparedWithNilName: UILabel!
            @IBOutlet weak var checkedOnSelf: UILabel!
            @IBOutlet weak var checkedOnce: UILabel!
            func update() {
                chained?.text = "x"
                if checked != nil { checked.isHidden = true }
                guard nil==checkedBefore else { checkedBefore.isHidden = false; return }
                unwrapped.text = "x"
                if comparedWithValue == other { comparedWithValue.text = "x" }
                if comparedWithNilName == nilLabel { comparedWithNilName.text = "x" }
                if nil != self.checkedOnSelf { self.checkedOnSelf.text = "x" }
                assert(checkedOnce != nil)
            }
            override func viewDidLoad() {
                checkedOnce.text = "unguarded"
            }
            """
        let scan = IdentifierBytes.scanNames(in: Array(text.utf8))
        #expect(scan.referenced.isSuperset(of: ["chained", "checked", "checkedBefore", "unwrapped", "comparedWithValue", "comparedWithNilName", "checkedOnce"]))
        #expect(scan.nilSafe == ["chained", "checked", "checkedBefore", "checkedOnSelf"])
    }

    /// An optional binding of the name alone never unwraps it; binding its member does.
    @Test func boundOnlyWhenNotNil() {
        let text = """
            @IBOutlet weak var bound: UILabel!
            @IBOutlet weak var guarded: UILabel!
            @IBOutlet weak var shorthand: UILabel!
            @IBOutlet weak var second: UILabel!
            @IBOutlet weak var memberBound: UILabel!
            @IBOutlet weak var assigned: UILabel!
            @IBOutlet weak var boundOnSelf: UILabel!
            @IBOutlet weak var memberOnTheNextLine: UILabel!
            func update() {
                if let label = bound {
                    label.text = "x"
                }
                if let label = self.boundOnSelf { label.text = "x" }
                if let text = memberOnTheNextLine
                    .text { print(text) }
                guard var button = guarded else { return }
                if let shorthand, let other = second { shorthand.text = other.text }
                if let text = memberBound.text { print(text) }
                let plain = assigned
                plain.text = "x"
            }
            """
        let scan = IdentifierBytes.scanNames(in: Array(text.utf8))
        #expect(scan.nilSafe.isSuperset(of: ["bound", "guarded", "shorthand", "second", "boundOnSelf"]), "\(scan.nilSafe)")
        #expect(scan.nilSafe.isDisjoint(with: ["memberBound", "assigned", "memberOnTheNextLine"]), "\(scan.nilSafe)")
    }
}

/// The views a class's code may hide and may show, through an outlet, in both languages: a
/// literal `true`/`YES` only hides, a literal `false`/`NO` only shows, anything else may do both.
@Suite struct HiddenAndShownMemberTests {
    @Test func objectiveC() {
        let file = ObjectiveCReader(bytes: Array("""
            @implementation NoResultsCell
            - (void)awakeFromNib {
              self.facebookButton.hidden = YES;
              self.emailButton.hidden = NO;
              self.badge.hidden = !self.isNew;
            }
            @end
            """.utf8), file: "NoResultsCell.m").declarations()
        let type = file.types.first { $0.name == "NoResultsCell" }
        #expect(type?.hiddenMembers == ["facebookButton", "badge"])
        #expect(type?.shownMembers == ["emailButton", "badge"])
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func swift() throws {
        let source = """
            class NoResultsCell: UITableViewCell {
                override func awakeFromNib() {
                    facebookButton.isHidden = true
                    self.emailButton?.isHidden = false
                    badge.isHidden = !isNew
                }
            }
            """
        let bytes = Array(source.utf8)
        let nodes = try SourceKit.load().structure(of: bytes, name: "NoResultsCell.swift")
        let type = SwiftReader(bytes: bytes, file: "NoResultsCell.swift").declarations(from: nodes).types.first
        #expect(type?.hiddenMembers == ["facebookButton", "badge"])
        #expect(type?.shownMembers == ["emailButton", "badge"])
    }
}
