import NibDocument

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
            they are not checked. Neither is a dequeue in a class that inherits from code the sources \
            do not hold (a dependency's controller), whose own code may register the identifier. \
            Dequeued in an instance member of a view controller class nothing makes, it \
            cannot happen yet, and the finding says so. An Objective-C dequeue in an @try block, \
            whose @catch takes what it raises, or in a @catch block, which runs only when its @try \
            raised, is not checked, nor is one in a Swift function private to its file that the file \
            never names again: nothing can call it. A collection view's section header or footer \
            dequeued by a class whose collection views in the nibs all have plain flow layouts that \
            give that kind no size (a reference size of 0 x 0) is never asked for, and not checked, \
            unless some code gives it a size or lays the list out itself.
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
            RuleExample(UnknownReuseIdentifierRule.homeScene(footerHeight: 50), file: "Main.storyboard",
                        note: "a footer the scene's flow layout gives a size: the layout asks for it",
                        project: ["Home.m": UnknownReuseIdentifierRule.homeController(marked: true)]),
            RuleExample(UnknownReuseIdentifierRule.homeScene(footerHeight: 0).replacingOccurrences(of: #"<outlet property="dataSource" destination="Hc1-aa-001" id="Ho1-aa-001"/>"#, with: ""),
                        file: "Main.storyboard",
                        note: "the same scene, its collection view's data source set in code: another list of the controller's may ask for footers",
                        project: ["Home.m": UnknownReuseIdentifierRule.homeController(marked: true)]),
        ],
        nonTriggering: [
            RuleExample(UnknownReuseIdentifierRule.homeScene(footerHeight: 0), file: "Main.storyboard",
                        note: "ActiveSports's home: the data source dequeues a footer nothing registers, but the scene's flow layout gives footers no size, so it never asks for one",
                        project: ["Home.m": UnknownReuseIdentifierRule.homeController(marked: false)]),
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
                        note: "a Swift 2 course's components: a helper registers its caller's identifier with Swift 2's registerClass, in a file that calls nothing else nibcheck reads for",
                        project: ["Components.swift": "import UIKit\nclass Components {\n    func tableWithCell(reuseID: String) -> UITableView {\n        let table = UITableView()\n        table.registerClass(UITableViewCell.self, forCellReuseIdentifier: reuseID)\n        return table\n    }\n}\n",
                                  "List.swift": "import UIKit\nclass ListController: UIViewController {\n    @IBOutlet var table: UITableView!\n    func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {\n        return tableView.dequeueReusableCellWithIdentifier(\"singleItem\", forIndexPath: indexPath)\n    }\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "IQKeyboardManager's SearchViewController.swift: without an index path the dequeue returns nil, and the code makes the cell",
                        project: ["Search.swift": "import UIKit\nfunc cell(_ table: UITableView) -> UITableViewCell {\n    table.dequeueReusableCell(withIdentifier: \"UITableViewCell\") ?? UITableViewCell(style: .subtitle, reuseIdentifier: \"UITableViewCell\")\n}\n"]),
            RuleExample(#"<tableViewCell reuseIdentifier="BookCell" id="Bc1-aa-001"/>"#,
                        note: "imkit's demo: a subclass of a dependency's controller (IMKit's IMUtilityInputViewController) dequeues the cell that controller registers in its own code",
                        project: ["UtilityInput.swift": "import UIKit\nimport IMKit\nclass UtilityInputViewController: IMUtilityInputViewController {\n    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n        collectionView.dequeueReusableCell(withReuseIdentifier: \"IMUtilityCollectionViewCell\", for: indexPath)\n    }\n}\n"]),
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
                         checking: { !$0.returnsNilWhenUnregistered && (unknown.isEmpty || !Self.namesAClass($0.value, project))
                                         && !Self.inheritsFromUnseenCode($0, project) && !Self.neverAskedByLayout($0, project) },
                         findings: &findings,
                         message: { value, _, outcome in "reuse identifier '\(value)' is dequeued, but no nib, prototype cell or registration provides it; " + outcome.crashes("dequeuing") },
                         hint: { _ in "use the identifier the cell's nib or prototype sets, or register one" })
    }
}

extension UnknownReuseIdentifierRule {
    /// Whether the dequeue is of a section header or footer that the layouts of its class's
    /// collection views never ask for: in every nib where an object of the class, or of a
    /// subclass, is a collection view's data source, a plain flow layout gives that kind no size
    /// (`ProjectFacts.supplementaryKindsShown`), and no code gives it one or lays the list out
    /// itself (`LiteralUse.Kind.sectionHeaderSize`, `.sectionFooterSize`). A class that serves
    /// no collection view of the nibs is still checked.
    static func neverAskedByLayout(_ use: LiteralUse, _ project: ProjectFacts) -> Bool {
        guard let kind = use.supplementaryKind, let owner = use.enclosingClass else { return false }
        var shown: Set<SupplementaryKind>?
        for (served, kinds) in project.supplementaryKindsShown {
            let inherits = served == owner
                || project.classes.unique(served).map { project.classes.chain(from: $0).names.contains(owner) } == true
            if inherits { shown = (shown ?? []).union(kinds) }
        }
        guard let shown, !shown.contains(kind) else { return false }
        let sized: LiteralUse.Kind = kind == .sectionHeader ? .sectionHeaderSize : .sectionFooterSize
        return !project.sources.literals.contains { $0.kind == sized }
    }

    /// ActiveSports's home scene: a collection view controller of class `Home`, whose flow
    /// layout gives headers 90 points and footers `footerHeight`.
    static func homeScene(footerHeight: Int) -> String {
        """
        <scene sceneID="Hs1-aa-001">
            <objects>
                <collectionViewController id="Hc1-aa-001" customClass="Home" sceneMemberID="viewController">
                    <collectionView key="view" dataMode="prototypes" id="Hv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <collectionViewFlowLayout key="collectionViewLayout" id="Hl1-aa-001">
                            <size key="itemSize" width="160" height="120"/>
                            <size key="headerReferenceSize" width="50" height="90"/>
                            <size key="footerReferenceSize" width="0.0" height="\(footerHeight)"/>
                            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                        </collectionViewFlowLayout>
                        <collectionReusableView key="sectionHeaderView" reuseIdentifier="HeaderView" id="Hh1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="90"/>
                        </collectionReusableView>
                        <connections>
                            <outlet property="dataSource" destination="Hc1-aa-001" id="Ho1-aa-001"/>
                            <outlet property="delegate" destination="Hc1-aa-001" id="Ho1-aa-002"/>
                        </connections>
                    </collectionView>
                </collectionViewController>
            </objects>
        </scene>
        """
    }

    /// The data source of `homeScene`, written as Xcode's template writes one: a header and a
    /// footer dequeued by kind (the footer's marked when `marked`).
    static func homeController(marked: Bool) -> String {
        """
        #import <UIKit/UIKit.h>
        @implementation Home
        - (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
            if (kind == UICollectionElementKindSectionHeader) {
                return [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"HeaderView" forIndexPath:indexPath];
            }
            return [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionFooter withReuseIdentifier:\(marked ? "↓" : "")@"FooterView" forIndexPath:indexPath];
        }
        @end
        """
    }

    /// Whether the class whose code dequeues inherits from one that neither the sources nor the
    /// frameworks nibcheck knows declare (a dependency's controller, IMKit's
    /// IMUtilityInputViewController): that superclass's own code may register what it dequeues.
    static func inheritsFromUnseenCode(_ use: LiteralUse, _ project: ProjectFacts) -> Bool {
        guard let name = use.enclosingClass, let info = project.classes.unique(name) else { return false }
        return !project.classes.chain(from: info).isComplete
    }

    /// Whether a dequeued identifier could come from a registration by a class's name: it
    /// names a class of the sources or the frameworks (NibKit's too), perhaps with its module.
    static func namesAClass(_ value: String?, _ project: ProjectFacts) -> Bool {
        guard let value, let name = value.split(separator: ".").last.map(String.init) else { return false }
        return project.classes.byName[name] != nil || FrameworkClasses.isFrameworkClass(name)
            || FrameworkClasses.superclass["UI" + name] != nil
    }
}
