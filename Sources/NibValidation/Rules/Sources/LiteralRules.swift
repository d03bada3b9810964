import NibDocument

/// The literal rules share one shape: string literals of one kind in the code, checked against
/// names the nibs define.
enum LiteralCheck {
    /// `definedInNibs`: the names are defined inside nibs (identifiers), so they are known only
    /// when every nib of the project was read (folders searched, not files named one by one).
    static func run(_ project: ProjectFacts, kinds: Set<LiteralUse.Kind>, provided: Set<String>, definedInNibs: Bool = true,
                    checking isChecked: (LiteralUse) -> Bool = { _ in true },
                    findings: inout [ProjectFinding], message: (String) -> String, hint: String) {
        guard project.sources.swiftRead, project.sources.codeFound else { return }
        if definedInNibs, !project.nibsComplete { return }
        for use in project.sources.literals where kinds.contains(use.kind) && isChecked(use) {
            guard let value = use.value, !provided.contains(value) else { continue }
            findings.append(ProjectFinding(use.location, message(value), hint: hint))
        }
    }
}

/// `unknown-reuse-identifier`: A reuse identifier dequeued in code is one a nib, prototype or registration provides.
public struct UnknownReuseIdentifierRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-reuse-identifier", severity: .warning,
        summary: "A reuse identifier dequeued in code is one a nib, prototype or registration provides",
        explanation: """
            dequeueReusableCell(withIdentifier:for:) with an identifier nothing registered crashes: \
            "unable to dequeue a cell with identifier X - must register a nib or a class for the \
            identifier or connect a prototype cell in a storyboard". Identifiers come from cell nibs, \
            storyboard prototype cells, register(…, forCellReuseIdentifier: "literal") calls and \
            NibKit's register(BookCell.self) (the class's name, for a ReusableView that names no \
            other). When the code registers with an identifier that is not a literal (a constant, a \
            variable), the rule cannot know it and stands down; when that identifier can only be a \
            class's name (String(describing: BookCell.self), BookCell.reuseIdentifier), only a \
            dequeued class name is left unchecked. dequeueReusableCell(withIdentifier:) without an \
            index path, and a header or footer's dequeue, return nil instead, which the code handles: \
            they are not checked.
            """,
        triggering: [
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        project: ["Shelf.swift": "import UIKit\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.dequeueReusableCell(withIdentifier: ↓\"BookCel\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#, note: "Objective-C, with forIndexPath:",
                        project: ["Shelf.m": "#import <UIKit/UIKit.h>\n@implementation Shelf\n- (UITableViewCell *)cell:(UITableView *)table at:(NSIndexPath *)path {\n    return [table dequeueReusableCellWithIdentifier:↓@\"BookCel\" forIndexPath:path];\n}\n@end\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "another registration's identifier is a class's name, which 'Detail' is not",
                        project: ["Shelf.swift": "import UIKit\nclass PlainCell: UITableViewCell {}\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.register(PlainCell.self, forCellReuseIdentifier: String(describing: PlainCell.self))\n    return table.dequeueReusableCell(withIdentifier: ↓\"Detail\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "NibKit's typed registration provides the class's name, not another",
                        project: ["Shelf.swift": "import NibKit\nfinal class AuthorCell: TableViewCell, ReusableView {}\nfunc cell(_ table: TableView, _ path: IndexPath) -> TableViewCell {\n    table.register(AuthorCell.self)\n    return table.dequeueReusableCell(withIdentifier: ↓\"Author\", for: path)\n}\n"]),
        ],
        nonTriggering: [
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        project: ["Shelf.swift": "import UIKit\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.dequeueReusableCell(withIdentifier: \"BookCell\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#, note: "registered by the code",
                        project: ["Shelf.swift": "import UIKit\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.register(UITableViewCell.self, forCellReuseIdentifier: \"Plain\")\n    return table.dequeueReusableCell(withIdentifier: \"Plain\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "a registration by the class's name provides that name",
                        project: ["Shelf.swift": "import UIKit\nclass PlainCell: UITableViewCell {}\nfunc cell(_ table: UITableView, _ path: IndexPath) -> UITableViewCell {\n    table.register(PlainCell.self, forCellReuseIdentifier: String(describing: PlainCell.self))\n    return table.dequeueReusableCell(withIdentifier: \"PlainCell\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "NibKit's typed registration: a ReusableView is registered under its class's name",
                        project: ["Shelf.swift": "import NibKit\nfinal class AuthorCell: TableViewCell, ReusableView {}\nfunc cell(_ table: TableView, _ path: IndexPath) -> TableViewCell {\n    table.register(AuthorCell.self)\n    return table.dequeueReusableCell(withIdentifier: \"AuthorCell\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "an identifier held in a variable may be any",
                        project: ["Shelf.swift": "import UIKit\nfunc cell(_ table: UITableView, _ path: IndexPath, _ name: String) -> UITableViewCell {\n    table.register(UITableViewCell.self, forCellReuseIdentifier: name)\n    return table.dequeueReusableCell(withIdentifier: \"Detail\", for: path)\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "IQKeyboardManager's SearchViewController.swift: without an index path the dequeue returns nil, and the code makes the cell",
                        project: ["Search.swift": "import UIKit\nfunc cell(_ table: UITableView) -> UITableViewCell {\n    table.dequeueReusableCell(withIdentifier: \"UITableViewCell\") ?? UITableViewCell(style: .subtitle, reuseIdentifier: \"UITableViewCell\")\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "the same in Objective-C, without forIndexPath:",
                        project: ["Search.m": "#import <UIKit/UIKit.h>\n@implementation Search\n- (UITableViewCell *)cell:(UITableView *)table {\n    UITableViewCell *cell = [table dequeueReusableCellWithIdentifier:@\"Plain\"];\n    return cell;\n}\n@end\n"]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        let registrations = project.sources.literals.filter { $0.kind == .registerReuseIdentifier }
        let unknown = registrations.filter { $0.value == nil }
        // A registration whose identifier could be anything could be the one dequeued.
        guard !unknown.contains(where: { !$0.identifierIsClassName }) else { return }
        let provided = project.reuseIdentifiers.union(registrations.compactMap(\.value))
        LiteralCheck.run(project, kinds: [.dequeueReuseIdentifier], provided: provided,
                         checking: { !$0.returnsNilWhenUnregistered && (unknown.isEmpty || !Self.namesAClass($0.value, project)) },
                         findings: &findings,
                         message: { "reuse identifier '\($0)' is dequeued, but no nib, prototype cell or registration provides it; dequeuing crashes" },
                         hint: "use the identifier the cell's nib or prototype sets, or register one")
    }
}

extension UnknownReuseIdentifierRule {
    /// Whether a dequeued identifier could come from a registration by a class's name: it
    /// names a class of the sources or the frameworks (NibKit's too), perhaps with its module.
    static func namesAClass(_ value: String?, _ project: ProjectFacts) -> Bool {
        guard let value, let name = value.split(separator: ".").last.map(String.init) else { return false }
        return project.classes.byName[name] != nil || FrameworkClasses.isFrameworkClass(name)
            || FrameworkClasses.superclass["UI" + name] != nil
    }
}

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
            a Swift or Objective-C file in an Xcode project's folder that no target compiles.
            """,
        triggering: [
            RuleExample(#"<view id="Ev1-aa-001"/>"#, project: ["Load.swift": "import UIKit\nlet nib = UINib(nibName: ↓\"Exampel\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "looked up in the bundle of a class the project declares",
                        project: ["Load.swift": "import UIKit\nclass Shelf {}\nlet nib = UINib(nibName: ↓\"Exampel\", bundle: Bundle(for: Shelf.self))\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a view controller made with a nib that is not there",
                        project: ["Hud.m": "@implementation Hud\n- (instancetype)init {\n    return [super initWithNibName:↓@\"Exampel\" bundle:nil];\n}\n@end\n"]),
        ],
        nonTriggering: [
            RuleExample(#"<view id="Ev1-aa-001"/>"#, project: ["Load.swift": "import UIKit\nlet nib = UINib(nibName: \"Example\", bundle: nil)\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "ChatSecure's OTRLogListViewController.swift: the storyboard of a pod, looked up in the bundle of the pod's class",
                        project: ["Console.swift": "import UIKit\nimport LumberjackConsole\nlet console = UIStoryboard(name: \"LumberjackConsole\", bundle: Bundle(for: PTEConsoleLogger.self))\n"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "COVIDSafe's SelectStateTerritoryViewController.swift: a file in the project's folder that no target compiles",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Load.swift": "import UIKit\nlet nib = UINib(nibName: \"Exampel\", bundle: nil)\n"]) { first, _ in first }),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "OsmAnd's OARoutePlanningHudViewController.mm: an implementation file no target compiles, whose nib was deleted",
                        project: NibBuiltByNoTargetRule.project(building: "Example.xib")
                            .merging(["Legacy/Hud.m": "@implementation Hud\n- (instancetype)init {\n    return [super initWithNibName:@\"Exampel\" bundle:nil];\n}\n@end\n"]) { first, _ in first }),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "Provenance's Stella core: a legacy nib wrapper committed as is (AboutBox.nib/designable.nib and keyedobjects.nib)",
                        project: ["About.m": "@implementation About\n- (instancetype)init {\n    return [super initWithNibName:@\"AboutBox\" bundle:nil];\n}\n@end\n",
                                  "AboutBox.nib/designable.nib": "<?xml version=\"1.0\"?>\n", "AboutBox.nib/keyedobjects.nib": "bplist00"]),
            RuleExample(#"<view id="Ev1-aa-001"/>"#, note: "a compiled nib committed as one file",
                        project: ["Badge.swift": "import UIKit\nlet nib = UINib(nibName: \"Badge\", bundle: nil)\n", "Badge.nib": "bplist00"]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        var provided = project.nibNames
        for name in project.nibNames { provided.insert(name + ".xib"); provided.insert(name + ".nib"); provided.insert(name + ".storyboard") }
        LiteralCheck.run(project, kinds: [.nibName, .storyboardName], provided: provided, definedInNibs: false,
                         checking: { use in use.bundle.map { UnknownNibNameRule.isProjectBundle($0, project: project) } ?? true },
                         findings: &findings,
                         message: { "no nib or storyboard is named '\($0)'; loading it crashes" },
                         hint: "use the file's name without its extension")
    }
}

extension UnknownNibNameRule {
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

/// `unknown-storyboard-identifier`: A storyboard identifier used in code is one a storyboard defines.
public struct UnknownStoryboardIdentifierRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-storyboard-identifier", severity: .warning,
        summary: "A storyboard identifier used in code is one a storyboard defines",
        explanation: """
            instantiateViewController(withIdentifier:) with an identifier no scene has crashes: \
            "Storyboard doesn't contain a view controller with identifier". Checked when the project \
            has storyboards.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        project: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: ↓\"Detial\")\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Vc1-aa-001" sceneMemberID="viewController"><view key="view" id="Vv1-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        project: ["Show.swift": "import UIKit\nfunc detail(_ storyboard: UIStoryboard) -> UIViewController {\n    storyboard.instantiateViewController(withIdentifier: \"Detail\")\n}\n"]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        LiteralCheck.run(project, kinds: [.storyboardIdentifier], provided: project.storyboardIdentifiers, findings: &findings,
                         message: { "no storyboard has a view controller with identifier '\($0)'; instantiating it crashes" },
                         hint: "set it as the scene's Storyboard ID, or use the one set")
    }
}

/// `unknown-segue-identifier`: A segue identifier performed in code is one a storyboard's segue has.
public struct UnknownSegueIdentifierRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-segue-identifier", severity: .warning,
        summary: "A segue identifier performed in code is one a storyboard's segue has",
        explanation: """
            performSegue(withIdentifier:sender:) with an identifier no segue has crashes: "Receiver \
            has no segue with identifier". Checked when the project has storyboards. Not checked \
            in a file whose class overrides performSegue(withIdentifier:sender:): the override may \
            handle the identifier itself. A warning: the crash needs that code path to run, and \
            the segue may live in a storyboard of another project.
            """,
        triggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        project: ["List.swift": "import UIKit\nclass List: UIViewController {\n    func open() { performSegue(withIdentifier: ↓\"showDetial\", sender: nil) }\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard",
                        project: ["List.swift": "import UIKit\nclass List: UIViewController {\n    func open() { performSegue(withIdentifier: \"showDetail\", sender: nil) }\n}\n"]),
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                            <view key="view" id="Vv1-aa-001"/>
                            <connections>
                                <segue destination="Vc2-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController"><view key="view" id="Vv2-aa-001"/></viewController>
                    </objects>
                </scene>
                """, file: "Main.storyboard", note: "Monal chatViewController.m: the class overrides performSegueWithIdentifier:sender: and presents the details itself",
                        project: ["Chat.m": "#import <UIKit/UIKit.h>\n@implementation Chat\n- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {\n    if ([identifier isEqualToString:@\"showDetails\"]) { [self presentViewController:[UIViewController new] animated:YES completion:nil]; return; }\n    [super performSegueWithIdentifier:identifier sender:sender];\n}\n- (void)details { [self performSegueWithIdentifier:@\"showDetails\" sender:self]; }\n@end\n"]),
        ])

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        // A file whose class overrides performSegue(withIdentifier:sender:) may handle an
        // identifier itself before (or instead of) asking UIKit for a segue (Monal's
        // chatViewController presents its details view for "showDetails").
        let intercepting = Set(project.sources.types.filter { type in
            type.methods.contains { $0.selector == "performSegueWithIdentifier:sender:" }
        }.map(\.location.file))
        LiteralCheck.run(project, kinds: [.segueIdentifier], provided: project.segueIdentifiers,
                         checking: { !intercepting.contains($0.location.file) }, findings: &findings,
                         message: { "no segue has identifier '\($0)'; performing it crashes" },
                         hint: "set it as the segue's Identifier, or use the one set")
    }
}
