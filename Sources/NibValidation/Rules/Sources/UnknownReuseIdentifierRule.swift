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
            never names again: nothing can call it.
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
                                         && !Self.inheritsFromUnseenCode($0, project) },
                         findings: &findings,
                         message: { value, _, outcome in "reuse identifier '\(value)' is dequeued, but no nib, prototype cell or registration provides it; " + outcome.crashes("dequeuing") },
                         hint: { _ in "use the identifier the cell's nib or prototype sets, or register one" })
    }
}

extension UnknownReuseIdentifierRule {
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
