import NibContract
import NibDocument

/// UIKit: "invalid nib registered for identifier (X) - nib must contain exactly one top level
/// object which must be a UITableViewCell instance".
public struct CellTopLevelObjectsRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .cellTopLevelObjects, severity: .error,
        summary: "A cell nib holds exactly one top-level object, and it is a cell",
        explanation: """
            UIKit instantiates a registered cell nib and takes its only top-level object as the cell. \
            If the nib holds a second object (a view dropped outside the cell, a gesture recognizer) or \
            its only object is not a cell, the app crashes at the first dequeue with "invalid nib \
            registered for identifier (X) - nib must contain exactly one top level object which must \
            be a UITableViewCell instance" (UICollectionReusableView for collection views). UIKit \
            tests the loaded object's class: a lone object whose class the sources place under the \
            kind's class passes, whatever element draws it. File's \
            Owner and First Responder are placeholders and do not count. Header/footer views may be a \
            plain <view> whose class is the header subclass. A XIB the code registers as a cell nib \
            (register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier:…), NibKit's \
            register(BookCell.self) for a NibLoadableView) is checked in full, two cells included. \
            Without such a registration, only a XIB that looks like a cell nib is checked: one \
            top-level cell, File's Owner without another class, and beside the cell nothing but \
            gesture recognizers and at most one empty view. A XIB holding several views, one of \
            them a cell, is loaded with loadNibNamed and is fine. One that looks like a cell nib, \
            which the code loads by name another way (the first object of loadNibNamed) and \
            registers by name nowhere, gets a warning: only a registration crashes.
            """,
        triggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                ↓<view id="Bv1-aa-bb1" customClass="BadgeView" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="406" height="60"/>
                </view>
                """, file: "BadgeView.xib", note: "a plain view whose class is no cell, registered as a cell nib",
                        project: ["Badges.swift": """
                            import UIKit
                            class BadgeView: UIView {}
                            class BadgesController: UITableViewController {
                                override func viewDidLoad() {
                                    tableView.register(UINib(nibName: "BadgeView", bundle: nil), forCellReuseIdentifier: "Badge")
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<tableViewCell reuseIdentifier="BookCellCompact" id="Ce2-aa-bb2" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv2-aa-bb2"/>
                </tableViewCell>
                """, file: "BookCell.xib", note: "two cells in a nib the code registers: UIKit raises at the first dequeue",
                        project: ["Shelf.swift": """
                            import UIKit
                            class BookCell: UITableViewCell {}
                            class Shelf: UITableViewController {
                                override func viewDidLoad() {
                                    tableView.register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "BookCell")
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<tableViewCell reuseIdentifier="BookCellCompact" id="Ce2-aa-bb2" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv2-aa-bb2"/>
                </tableViewCell>
                """, file: "BookCell.xib", note: "the same nib registered by NibKit's register(BookCell.self), whose cell contract traps on it",
                        project: ["BookCell.swift": """
                            import NibKit
                            final class BookCell: TableViewCell, ReusableView, NibLoadableView {}
                            func registerCells(in tableView: TableView) {
                                tableView.register(BookCell.self)
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<tableViewCell reuseIdentifier="BookCellCompact" id="Ce2-aa-bb2" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv2-aa-bb2"/>
                </tableViewCell>
                """, file: "BookCell.xib", note: "the same nib registered by the Reusable library's register(cellType:), which registers BookCell.xib for a NibReusable cell",
                        project: ["BookCell.swift": """
                            import UIKit
                            import Reusable
                            final class BookCell: UITableViewCell, NibReusable {}
                            final class ShelfController: UITableViewController {
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    tableView.register(cellType: BookCell.self)
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModule="Books" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<view id="Vw2-cc-dd2">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                </view>
                """, note: "a view dropped beside the cell"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BalanceCell" id="Ce1-aa-bb1" customClass="BalanceCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<label text="Balance" id="Lb2-cc-dd2">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="21"/>
                </label>
                """, file: "BalanceCell.xib",
                        note: "adamant-iOS's BalanceTableViewCell.xib: a label left beside the cell, in a project that registers the nib nowhere but takes the first object of loadNibNamed (a Eureka row): a warning",
                        project: ["BalanceCell.swift": """
                            import UIKit
                            final class BalanceCell: UITableViewCell {
                                static func make() -> BalanceCell {
                                    Bundle.main.loadNibNamed("BalanceCell", owner: nil, options: nil)!.first as! BalanceCell
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BalanceCell" id="Ce1-aa-bb1" customClass="BalanceCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                ↓<label text="Balance" id="Lb2-cc-dd2">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="21"/>
                </label>
                """, file: "BalanceCell.xib",
                        note: "the same nib, which a table also registers through a UINib it makes elsewhere (register(BalanceCell.nib, forCellReuseIdentifier:)): it may be this nib, an error",
                        project: ["BalanceCell.swift": """
                            import UIKit
                            final class BalanceCell: UITableViewCell {
                                static var nib: UINib { UINib(nibName: "BalanceCell", bundle: nil) }
                                static func register(in table: UITableView) { table.register(nib, forCellReuseIdentifier: "BalanceCell") }
                                static func make() -> BalanceCell {
                                    Bundle.main.loadNibNamed("BalanceCell", owner: nil, options: nil)!.first as! BalanceCell
                                }
                            }
                            """]),
            RuleExample(CellTopLevelObjectsRule.earningCell, file: "EarningCell.xib",
                        note: "a course repository's BDBSelectAnnualEarningRangeTableCell.xib: a cell with its tap gesture recognizers beside it, which its lesson app takes as the first object of loadNibNamed; another app registers a UINib it makes elsewhere, which runs in that app's bundle: a warning",
                        project: CellTopLevelObjectsRule.earningProject(registrationIn: "Other")),
            RuleExample(CellTopLevelObjectsRule.earningCell, file: "EarningCell.xib",
                        note: "the same registration in the lesson app itself, a registry that takes any nib: it may be this nib or not, so the crash is not certain, a warning",
                        project: CellTopLevelObjectsRule.earningProject(registrationIn: "App")),
            RuleExample(CellTopLevelObjectsRule.earningCell, file: "EarningCell.xib",
                        note: "Aviasales' InfoScreenAboutCell.xib: the app loads the cell as the first object of loadNibNamed by its class's name, and registers other cells through a table category's `hl_registerNibWithName:`, which makes a nib of any name it is given: a warning",
                        project: CellTopLevelObjectsRule.registrationCategoryProject),
            RuleExample("""
                ↓<view id="Vw1-aa-bb1" customClass="BookCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                </view>
                """, note: "registered as a table view cell, but a plain view",
                        registration: CellRegistration(kind: .tableViewCell, reuseIdentifier: "BookCell")),
            RuleExample("↓" + CellTopLevelObjectsRule.countryCell, file: "CountryCell.xib",
                        note: "a collection view cell's nib that its own app's code registers for a table",
                        project: OwnerExamples.twoApps(nib: "CountryCell", cellClass: "CountryCell", cellBase: "UICollectionViewCell", registeringUnder: "CountryCell", inOwnApp: true)),
        ],
        nonTriggering: [
            RuleExample(CellTopLevelObjectsRule.countryCell, file: "CountryCell.xib",
                        note: "a bootcamp's lessons, each an app: lesson 16's collection view cell nib, and lesson 21's code registering its own CountryCell.xib for a table, which runs in lesson 21's bundle",
                        project: OwnerExamples.twoApps(nib: "CountryCell", cellClass: "CountryCell", cellBase: "UICollectionViewCell", registeringUnder: "CountryCell", inOwnApp: false)),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="GraphCell" id="Gc1-aa-bb1" customClass="GraphCell" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="138"/>
                </tableViewCell>
                """, file: "GraphCell.xib",
                        note: "rainmachine's GraphCell.xib: a collection view cell class drawn as a table view cell; UIKit tests the loaded object's class",
                        project: ["Graphs.swift": """
                            import UIKit
                            class GraphCell: UICollectionViewCell {}
                            class GraphsController: UICollectionViewController {
                                override func viewDidLoad() {
                                    collectionView.register(UINib(nibName: "GraphCell", bundle: nil), forCellWithReuseIdentifier: "GraphCell")
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view id="Sv1-aa-bb1" customClass="SimpleTableViewCell" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="406" height="60"/>
                </view>
                """, file: "SimpleTableViewCell.xib",
                        note: "a plain view whose class is a cell subclass, registered as a cell nib: the loaded object is a UITableViewCell",
                        project: ["Restrictions.swift": """
                            import UIKit
                            class SimpleTableViewCell: UITableViewCell {}
                            class RestrictionsController: UITableViewController {
                                override func viewDidLoad() {
                                    tableView.register(UINib(nibName: "SimpleTableViewCell", bundle: nil), forCellReuseIdentifier: "SimpleTableCell")
                                }
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                <tableViewCell reuseIdentifier="BookCellCompact" id="Ce2-aa-bb2" customClass="BookCell" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv2-aa-bb2"/>
                </tableViewCell>
                """, file: "BookCell.xib", note: "two cells loaded with loadNibNamed, the code picking one: not registered",
                        project: ["Shelf.swift": """
                            import UIKit
                            class BookCell: UITableViewCell {}
                            func makeCell(compact: Bool) -> BookCell {
                                let cells = Bundle.main.loadNibNamed("BookCell", owner: nil, options: nil)!
                                return cells[compact ? 1 : 0] as! BookCell
                            }
                            """]),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1" customClass="BookCell" customModule="Books" customModuleProvider="target">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ShelfViewController"/>
                <view id="Vw1-aa-bb1"/>
                <tableViewCell reuseIdentifier="BookCell" id="Ce1-aa-bb1">
                    <tableViewCellContentView key="contentView" id="Cv1-aa-bb1"/>
                </tableViewCell>
                """, note: "a screen's nib that also holds a cell, loaded with loadNibNamed: not a cell nib"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        // Linting without a registration: a XIB the code registers as a cell nib is held to the
        // contract; else only one that looks like a cell nib (see CellElements.looksLikeCellNib).
        let registered = context.registration == nil ? Self.codeRegistration(of: document, context: context) : nil
        guard let kind = registered.map({ $0.queue == .collectionCells ? .collectionViewCell : .tableViewCell })
                ?? CellElements.kind(of: document, context: context) else { return }
        if context.registration == nil, registered == nil, !CellElements.looksLikeCellNib(document, facts: facts) { return }
        let identifier = context.registration?.reuseIdentifier
            ?? registered.map { context.project?.sources.value(of: $0) ?? $0.cellClass ?? "?" }
        let objects = CellElements.topLevelObjects(of: document, context: context)
        // UIKit tests the loaded object's class, not the element Interface Builder wrote: a lone
        // object whose class the sources place under the kind's class passes, whatever element
        // draws it (rainmachine's GraphCell, a UICollectionViewCell subclass drawn as a table
        // view cell and registered for a collection view).
        if objects.count == 1, let project = context.project, let name = objects[0].customClass,
           let chain = project.classes.chain(named: name, module: project.module(for: objects[0], in: document)),
           chain.isComplete, chain.names.contains(kind.requiredClass) { return }
        let start = findings.count
        ContractChecks.checkTopLevelObjects(objects, of: document, kind: kind,
                                            registeredAs: identifier, registeredAt: registered.map { "\($0.location)" },
                                            isCellClass: Self.cellClassTest(in: document, context: context),
                                            findings: &findings)
        // A nib that looks like a cell nib, which the code loads by name but registers nowhere
        // (adamant-iOS's Eureka rows take the first object of loadNibNamed): the other objects
        // are made and dropped. Only a registration crashes, so it is a warning. A registration
        // whose nib nibcheck cannot tell, in a file that declares the nib's cell class
        // (`register(BookCell.nib, forCellReuseIdentifier:)` in BookCell.swift), registers that
        // class's nib: the error stands. One in a helper that takes any nib or name (a table
        // category's `hl_registerNibWithName:`, Aviasales' InfoScreenAboutCell) may be this one or
        // not, so the crash is not certain: a warning that says so.
        if context.registration == nil, registered == nil, let project = context.project,
           project.owners(of: document).loaded {
            let unknown = project.sources.literals.filter {
                $0.kind == .registerReuseIdentifier && $0.nibName == nil && $0.cellClass == nil
                    && !project.nibLoads.isInAnotherApp($0, than: document)
            }
            let cellClasses = Set(objects.compactMap(\.customClass))
            let cellFiles = Set(project.sources.types.lazy.filter { cellClasses.contains($0.name) }.map(\.location.file))
            guard !unknown.contains(where: { cellFiles.contains($0.location.file) }) else { return }
            for index in start..<findings.count {
                findings[index].isAtMostWarning = true
                findings[index].message += unknown.isEmpty
                    ? " (if the code registers it as a cell nib; it loads it by name another way, which takes the first object, and registers it nowhere by name)"
                    : " (if the code registers it as a cell nib; it loads it by name another way, which takes the first object, and registers it by name nowhere, though a registration whose nib it cannot tell, at \(unknown[0].location), may be this one)"
            }
        }
    }
}

extension CellTopLevelObjectsRule {
    /// A cell with a tap gesture recognizer beside it.
    static let earningCell = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell reuseIdentifier="EarningCell" id="Ec1-aa-bb1" customClass="EarningCell" customModuleProvider="target">
            <tableViewCellContentView key="contentView" id="Ev1-aa-bb1"/>
        </tableViewCell>
        ↓<tapGestureRecognizer id="Eg1-aa-bb1"/>
        """

    /// Two apps: App copies `EarningCell.xib` and takes the first object of `loadNibNamed`;
    /// `app`'s code registers a nib it is given (`register(nib, forCellReuseIdentifier:)`).
    static func earningProject(registrationIn app: String) -> [String: String] {
        let registration = ["Registration.swift": "import UIKit\nenum CellRegistry {\n    static func register(_ nib: UINib, as identifier: String, in table: UITableView) {\n        table.register(nib, forCellReuseIdentifier: identifier)\n    }\n}\n"]
        let cell = ["EarningCell.swift": """
            import UIKit
            final class EarningCell: UITableViewCell {
                static func make() -> EarningCell {
                    Bundle.main.loadNibNamed("EarningCell", owner: nil, options: nil)!.first as! EarningCell
                }
            }
            """]
        let badge = ["Badge.swift": "import UIKit\nclass Badge: UIView {}\n"]
        return ExampleXcodeProject.twoApplications(app: app == "App" ? cell.merging(registration) { $1 } : cell, resources: ["EarningCell.xib"],
                                                   other: app == "App" ? badge : badge.merging(registration) { $1 })
    }

    /// An Objective-C app whose `EarningCell` loads itself as the first object of `loadNibNamed`
    /// by its class's name, and whose table category registers a nib of any name it is given,
    /// which a screen calls for another cell.
    static let registrationCategoryProject = [
        "Cells.h": "#import <UIKit/UIKit.h>\n@interface UITableView (Nibs)\n- (void)registerNibWithName:(NSString *)name;\n@end\n@interface UIView (Nib)\n+ (instancetype)loadFromNib;\n@end\n@interface EarningCell : UITableViewCell\n@end\n@interface SortCell : UITableViewCell\n@end\n",
        "Nibs.m": """
            #import "Cells.h"
            @implementation UITableView (Nibs)
            - (void)registerNibWithName:(NSString *)name {
                [self registerNib:[UINib nibWithNibName:name bundle:nil] forCellReuseIdentifier:name];
            }
            @end
            @implementation UIView (Nib)
            + (instancetype)loadFromNib {
                return [[[NSBundle mainBundle] loadNibNamed:NSStringFromClass(self) owner:nil options:nil] firstObject];
            }
            @end
            """,
        "Cells.m": """
            #import "Cells.h"
            @implementation EarningCell
            @end
            @implementation SortCell
            @end
            @interface Screen : UITableViewController
            @end
            @implementation Screen
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerNibWithName:NSStringFromClass([SortCell class])];
            }
            - (UITableViewCell *)earnings { return [EarningCell loadFromNib]; }
            @end
            """,
    ]

    /// Whether a class a plain `<view>` names is a cell class, as the sources tell: its chain
    /// reaches the kind's required class. A class the sources cannot place in a chain may be one
    /// too, so it is not accused either. Nil without the sources.
    static func cellClassTest(in document: Document, context: ValidationContext) -> CellElements.CellClassTest? {
        guard let project = context.project else { return nil }
        return { object, kind in
            guard let name = object.customClass else { return false }
            guard let chain = project.classes.chain(named: name, module: project.module(for: object, in: document)) else { return true }
            return !chain.isComplete || chain.names.contains(kind.requiredClass)
        }
    }

    /// The code's registration of `document` as a table or collection view cell nib, when it
    /// names the nib: `register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier:)`,
    /// or NibKit's `register(BookCell.self)` for a `NibLoadableView`.
    static func codeRegistration(of document: Document, context: ValidationContext) -> LiteralUse? {
        guard document.kind == .xib, let project = context.project else { return nil }
        let name = NibLoads.baseName(ofFile: document.file)
        // Another app's registration of a nib of this name registers that app's nib.
        return project.sources.literals.first {
            $0.kind == .registerReuseIdentifier && $0.nibName == name && ($0.queue == .tableCells || $0.queue == .collectionCells)
                && !project.nibLoads.isInAnotherTarget($0, than: document)
        }
    }
}

extension CellTopLevelObjectsRule {
    /// A collection view cell of its own class.
    static let countryCell = """
        <collectionViewCell contentMode="center" id="Cc1-aa-bb1" customClass="CountryCell" customModuleProvider="target">
            <view key="contentView" id="Cv1-aa-bb1"/>
        </collectionViewCell>
        """
}
