import NibDocument

/// The literal rules share one shape: string literals of one kind in the code, checked against
/// names the nibs define.
enum LiteralCheck {
    /// `definedInNibs`: the names are defined inside nibs (identifiers), so they are known only
    /// when every nib of the project was read (folders searched, not files named one by one).
    static func run(_ project: ProjectFacts, kinds: Set<LiteralUse.Kind>, provided: Set<String>, definedInNibs: Bool = true,
                    findings: inout [ProjectFinding], message: (String) -> String, hint: String) {
        guard project.sources.swiftRead, project.sources.codeFound else { return }
        if definedInNibs, !project.nibsComplete { return }
        for use in project.sources.literals where kinds.contains(use.kind) {
            guard let value = use.value, !provided.contains(value) else { continue }
            findings.append(ProjectFinding(use.location, message(value), hint: hint))
        }
    }
}

public struct UnknownReuseIdentifierRule: ProjectRule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unknownReuseIdentifier
    public let defaultSeverity = Severity.warning
    public let summary = "A reuse identifier dequeued in code is one a nib, prototype or registration provides"
    public let explanation = """
        dequeueReusableCell(withIdentifier:for:) with an identifier nothing registered crashes: \
        "unable to dequeue a cell with identifier X - must register a nib or a class for the \
        identifier or connect a prototype cell in a storyboard". Identifiers come from cell nibs, \
        storyboard prototype cells and register(…, forCellReuseIdentifier: "literal") calls. When \
        the code registers with identifiers that are not literals (a constant, a class's name), \
        the rule cannot know them and stands down.
        """
    public let badExample = #"tableView.dequeueReusableCell(withIdentifier: "BookCel", for: indexPath)"#
    public let goodExample = #"tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<tableViewCell reuseIdentifier="BookCell" id="c1"/>"#),
                          swift: #"func f(t: UITableView, i: IndexPath) { _ = t.dequeueReusableCell(withIdentifier: "BookCell", for: i) }"#, triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<tableViewCell reuseIdentifier="BookCell" id="c1"/>"#),
                          swift: #"func f(t: UITableView, i: IndexPath) { _ = t.dequeueReusableCell(withIdentifier: "BookCel", for: i) }"#, triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<tableViewCell reuseIdentifier="BookCell" id="c1"/>"#),
                          swift: #"func f(t: UITableView, i: IndexPath) { t.register(UITableViewCell.self, forCellReuseIdentifier: "Plain"); _ = t.dequeueReusableCell(withIdentifier: "Plain", for: i) }"#, triggers: false),
    ]}

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        let registrations = project.sources.literals.filter { $0.kind == .registerReuseIdentifier }
        guard !registrations.contains(where: { $0.value == nil }) else { return }
        let provided = project.reuseIdentifiers.union(registrations.compactMap(\.value))
        LiteralCheck.run(project, kinds: [.dequeueReuseIdentifier], provided: provided, findings: &findings,
                         message: { "reuse identifier '\($0)' is dequeued, but no nib, prototype cell or registration provides it; dequeuing crashes" },
                         hint: "use the identifier the cell's nib or prototype sets, or register one")
    }
}

public struct UnknownNibNameRule: ProjectRule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unknownNibName
    public let defaultSeverity = Severity.warning
    public let summary = "A nib or storyboard named in code exists"
    public let explanation = """
        UINib(nibName:bundle:), loadNibNamed(_:owner:), NibLoader.load(named:) and \
        UIStoryboard(name:bundle:) find the file by name at run time; a misspelled or renamed one \
        crashes ("Could not load NIB in bundle", "Could not find a storyboard named"). Literal \
        names are checked against the nibs and storyboards read.
        """
    public let badExample = #"UINib(nibName: "BookCel", bundle: nil)"#
    public let goodExample = #"UINib(nibName: "BookCell", bundle: nil)"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view id="v1"/>"#), swift: #"let nib = UINib(nibName: "Example", bundle: nil)"#, triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view id="v1"/>"#), swift: #"let nib = UINib(nibName: "Exampel", bundle: nil)"#, triggers: true),
    ]}

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        var provided = project.nibNames
        for name in project.nibNames { provided.insert(name + ".xib"); provided.insert(name + ".nib"); provided.insert(name + ".storyboard") }
        LiteralCheck.run(project, kinds: [.nibName, .storyboardName], provided: provided, definedInNibs: false, findings: &findings,
                         message: { "no nib or storyboard is named '\($0)'; loading it crashes" },
                         hint: "use the file's name without its extension")
    }
}

public struct UnknownStoryboardIdentifierRule: ProjectRule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unknownStoryboardIdentifier
    public let defaultSeverity = Severity.warning
    public let summary = "A storyboard identifier used in code is one a storyboard defines"
    public let explanation = """
        instantiateViewController(withIdentifier:) with an identifier no scene has crashes: \
        "Storyboard doesn't contain a view controller with identifier". Checked when the project \
        has storyboards.
        """
    public let badExample = #"storyboard.instantiateViewController(withIdentifier: "Detial")"#
    public let goodExample = #"storyboard.instantiateViewController(withIdentifier: "Detail")"#
    public var examples: [SourceRuleExample] { [] }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        LiteralCheck.run(project, kinds: [.storyboardIdentifier], provided: project.storyboardIdentifiers, findings: &findings,
                         message: { "no storyboard has a view controller with identifier '\($0)'; instantiating it crashes" },
                         hint: "set it as the scene's Storyboard ID, or use the one set")
    }
}

public struct UnknownSegueIdentifierRule: ProjectRule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unknownSegueIdentifier
    public let defaultSeverity = Severity.warning
    public let summary = "A segue identifier performed in code is one a storyboard's segue has"
    public let explanation = """
        performSegue(withIdentifier:sender:) with an identifier no segue has crashes: "Receiver \
        has no segue with identifier". Checked when the project has storyboards.
        """
    public let badExample = #"performSegue(withIdentifier: "showDetial", sender: nil)"#
    public let goodExample = #"performSegue(withIdentifier: "showDetail", sender: nil)"#
    public var examples: [SourceRuleExample] { [] }

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.storyboardCount > 0 else { return }
        LiteralCheck.run(project, kinds: [.segueIdentifier], provided: project.segueIdentifiers, findings: &findings,
                         message: { "no segue has identifier '\($0)'; performing it crashes" },
                         hint: "set it as the segue's Identifier, or use the one set")
    }
}
