import NibDocument

/// `unconnected-outlet`: An implicitly unwrapped outlet of a nib's class is connected by some nib.
public struct UnconnectedOutletRule: ProjectRule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unconnected-outlet", severity: .warning,
        summary: "An implicitly unwrapped outlet of a nib's class is connected by some nib",
        explanation: """
            An @IBOutlet declared as UILabel! is nil until a nib sets it, and stays nil when no nib \
            does: the first use crashes with "unexpectedly found nil while implicitly unwrapping". \
            Reported for classes the nibs use (as a customClass or File's Owner), counting \
            connections made on subclasses too, and only when the nibs were found by searching \
            folders, so every nib of the project was read. File's Owner's outlets count for the \
            classes the code passes as the nib's owner, and for every class when that owner cannot \
            be known. An outlet no code uses besides declaring it, or uses only through optional \
            chaining (label?.text), on lines that compare it with nil, or as the whole value of an \
            optional binding (if let label = titleLabel), is never unwrapped while nil, so it is \
            not reported. A use counts for the class when it is in the files that declare or \
            extend the class or a subclass, or anywhere when no other class of the project \
            declares a property of that name: cell.titleLabel in another file may be any \
            class's titleLabel. An outlet the class or a subclass assigns itself, or another class \
            assigns through a property of the class's type (animator.view = …), and one of a \
            value type no nib can make ([String]!), is set by code or not at all: not reported.
            """,
        triggering: [
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var ↓titleLabel: UILabel!\n    func update() { titleLabel.text = \"New\" }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "used after a string holding `//`, which starts no comment",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var ↓titleLabel: UILabel!\n    func update() { let link = \"https://example.com\"; titleLabel.text = link }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "used from another file",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var ↓titleLabel: UILabel!\n}\n",
                                  "Shelf.swift": "import UIKit\nfunc show(_ badge: BadgeView) { badge.titleLabel.text = \"New\" }\n"]),
            RuleExample(#"<tableViewCell customClass="CallCell" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a controller and its cell class in one file, each with the outlet: the controller unwraps the cell's",
                        project: ["Calls.swift": "import UIKit\nclass CallsController: UIViewController {\n    @IBOutlet var callButton: UIButton!\n    func show(_ cell: CallCell) { cell.callButton.isEnabled = true }\n}\nclass CallCell: UITableViewCell {\n    @IBOutlet var ↓callButton: UIButton!\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "binding the outlet's member unwraps the outlet (`if let text = titleLabel.text`)",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet weak var ↓titleLabel: UILabel!\n    func update() {\n        if let text = titleLabel.text {\n            print(text)\n        }\n    }\n}\n"]),
        ],
        nonTriggering: [
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="NoGroupsButton" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "the nib connects the outlet under its key-value coding key, capitalized",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var noGroupsButton: UIButton!\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#, note: "an optional outlet may stay nil",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel?\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "ring-client-ios ConversationViewController: the only use of the name is another class's own outlet of that name",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n",
                                  "Shelf.swift": "import UIKit\nclass ShelfCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { self.titleLabel.text = \"New\" }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "xdripswift's BluetoothPeripheralViewController: a comment that names the outlet is no use of it",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    /// outlet for titleLabel, shown above the list\n    @IBOutlet var titleLabel: UILabel!\n    /* titleLabel.text = \"New\" */\n    func update() { print(\"see https://example.com\") }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "blink's DocumentActionViewController: an outlet the code only reaches through optional chaining is never unwrapped",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n    func update() { titleLabel?.text = \"New\" }\n    func clear() { titleLabel?.text = nil }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a study tracker's DetailViewController, from Xcode's master-detail template: the code binds the outlet (`if let label = detailDescriptionLabel {`) before it uses it",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n    func update() {\n        if let label = titleLabel {\n            label.text = \"New\"\n        }\n    }\n    func clear() { guard let titleLabel else { return }; titleLabel.text = nil }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "sphinx's SwipableCell: code that compares the outlet with nil is written for a nib that leaves it out",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n    func update() { if titleLabel != nil { titleLabel.text = \"New\" } }\n    func clear() { if nil == titleLabel { return }; titleLabel.text = nil }\n}\n"]),
            RuleExample(#"<tableViewCell customClass="CallCell" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a calls screen's CCFGroupCallLogListCell: the controller written above the cell uses only its own outlet of that name",
                        project: ["Calls.swift": "import UIKit\nclass CallsController: UIViewController {\n    @IBOutlet var callButton: UIButton!\n    func update() { callButton.isEnabled = true; self.callButton.isHidden = false }\n}\nclass CallCell: UITableViewCell {\n    @IBOutlet var callButton: UIButton!\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "COVIDSafe's HomeViewController: an outlet no code uses is never unwrapped",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { backgroundColor = .red }\n}\n"]),
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
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "photon-tinker's Gen3SetupInfoViewController: each subclass sets the outlet before it is used",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n    func update() { titleLabel.text = \"New\" }\n}\n",
                                  "NewBadge.swift": "import UIKit\nclass NewBadgeView: BadgeView {\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        self.titleLabel = UILabel()\n    }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "photon-tinker's textLabelValues: an outlet of strings, which no nib can connect",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var values: [String]!\n    func update() { print(values.count) }\n}\n"]),
            RuleExample("""
                <customObject customClass="ShelfAppDelegate" id="Ba1-aa-001">
                    <connections>
                        <outlet property="window" destination="Ba1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </customObject>
                """, note: "OpenEmu's OEAlertTest: another target's class of the same Swift name, which this nib does not use",
                        project: ["App/AppDelegate.swift": "import UIKit\n@objc(ShelfAppDelegate)\nclass AppDelegate: NSObject {\n    @IBOutlet var window: UIWindow!\n    func show() { window.makeKeyAndVisible() }\n}\n",
                                  "Demo/AppDelegate.swift": "import UIKit\nclass AppDelegate: NSObject {\n    @IBOutlet var checkbox: UIButton!\n    func show() { checkbox.isHidden = false }\n}\n"]),
            RuleExample(#"<customObject customClass="PanAnimator" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "a map demo's SearchPanAnimator: the controller holding the animator sets its outlets in code",
                        project: ["PanAnimator.swift": "import UIKit\nclass PanAnimator: NSObject {\n    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!\n    func drag() { bottomConstraint.constant = 0 }\n}\n",
                                  "MapController.swift": "import UIKit\nclass MapController: UIViewController {\n    @IBOutlet var animator: PanAnimator!\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let bottom = view.bottomAnchor.constraint(equalTo: view.bottomAnchor)\n        animator.bottomConstraint = bottom\n    }\n}\n"]),
            RuleExample(#"<view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001"/>"#,
                        note: "Delta SettingsViewController: the code sets the outlet itself",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet private var footer: UIView!\n    override func awakeFromNib() {\n        super.awakeFromNib()\n        self.footer = UIView()\n    }\n}\n"]),
        ])

    /// Swift's value types, which a nib cannot connect: an outlet of one (or an array of one,
    /// `[String]!`) is set by code or not at all.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Data", "Date", "URL", "Decimal",
    ]

    static func isValueType(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        let base = typeName.filter { !"[]!?".contains($0) }.trimmingCharacters(in: .whitespaces)
        return valueTypes.contains(base)
    }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.nibsComplete, project.sources.swiftRead else { return }
        let uses = project.outletUses
        // For each class a nib uses, its chain: outlets connected on it count for every class above.
        // Classes are told apart by their declaration, not their name: two targets may each
        // declare an `AppDelegate`, one of them under another Objective-C name (OpenEmu).
        var usedAbove: [SourceLocation: Set<String>] = [:]  // class → outlets connected on it or a subclass
        for name in project.nibClasses {
            guard let info = project.classes.unique(name) else { continue }
            let connected = project.connectedOutlets[name] ?? []
            for member in project.classes.chain(from: info).classes {
                usedAbove[member.location, default: []].formUnion(connected)
            }
        }
        // What each class and its subclasses assign: a subclass that sets the outlet before any
        // use (photon-tinker's setup screens fill `textLabelValues` in each subclass) leaves
        // nothing nil.
        var assignedBelow: [SourceLocation: Set<String>] = [:]
        for (key, list) in project.classes.byName {
            for info in list where info.name == key && info.isDeclared && info.language == .swift && !info.assignedNames.isEmpty {
                for member in project.classes.chain(from: info).classes where usedAbove[member.location] != nil {
                    assignedBelow[member.location, default: []].formUnion(info.assignedNames)
                }
            }
        }
        // What other classes assign through a property of the class's type: a controller that
        // builds the views itself sets its animator's outlets (`animator.view = …`, `var
        // animator: PanAnimator!`), so the animator the nib makes holds them when used.
        for list in project.classes.byName.values {
            for owner in list where owner.isDeclared && !owner.assignedNames.isEmpty {
                for property in owner.properties.values {
                    guard var type = property.typeName, !type.hasPrefix("[") else { continue }
                    if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
                    guard let target = project.classes.unique(type) else { continue }
                    let prefix = property.name + "."
                    let assigned = owner.assignedNames.compactMap { name -> String? in
                        guard name.hasPrefix(prefix) else { return nil }
                        let member = name.dropFirst(prefix.count)
                        return member.contains(".") ? nil : String(member)
                    }
                    guard !assigned.isEmpty else { continue }
                    // The outlet may be declared on any class above the property's type.
                    for member in project.classes.chain(from: target).classes where usedAbove[member.location] != nil {
                        assignedBelow[member.location, default: []].formUnion(assigned)
                    }
                }
            }
        }
        for (key, list) in project.classes.byName {
            for info in list where info.name == key && info.isDeclared && info.language == .swift {
                guard let connectedNames = usedAbove[info.location], project.nibsComplete(at: info.location.file) else { continue }
                // Keys as key-value coding matches them: an outlet `NoGroupsButton` sets `noGroupsButton`.
                let connected = Set(connectedNames.map(ClassIndex.Chain.keyValueCodingKey))
                for property in info.properties.values.sorted(by: { $0.location.line < $1.location.line })
                where property.isOutlet && property.isImplicitlyUnwrapped && !connected.contains(ClassIndex.Chain.keyValueCodingKey(property.name))
                    && !project.outletsOnUnknownOwners.contains(property.name) && !(assignedBelow[info.location]?.contains(property.name) ?? false)
                    // A value no nib can make (`[String]!`): only the code can set it.
                    && !UnconnectedOutletRule.isValueType(property.typeName)
                    // An outlet no code reads or writes, or only through optional chaining
                    // (`label?.text = …`), is never unwrapped, and code that uses it only where
                    // it compares it with nil is written for a nil one: nil harms nothing.
                    && uses.isUsed(property.name, of: info.name) && project.sources.unwrappedNames.contains(property.name) {
                    findings.append(ProjectFinding(
                        property.location, "outlet '\(property.name)' of \(info.name) is implicitly unwrapped but no nib connects it; it is nil at run time",
                        hint: "connect it in Interface Builder, or declare it optional (\(property.typeName ?? "Type")?)"))
                }
            }
        }
    }
}
