import NibContract
import NibDocument

/// Runs rules over a parsed document and turns their findings into diagnostics.
///
/// ```swift
/// let document = try Document(contentsOf: url)
/// for diagnostic in Validator().validate(document) { print(diagnostic) }
/// ```
public struct Validator: Sendable {
    /// Every rule, by id: the order `nibcheck rules` lists them. The list is made at build time
    /// from the rule types the module declares (the RuleList plugin), so a rule runs as soon as
    /// its file exists.
    public static let allRules: [any Rule] = (declaredRules + declaredSourceRules).sorted { $0.id < $1.id }

    /// The rules that check nibs against the sources and assets beside them (those under
    /// `Rules/Sources`), by id.
    public static let sourceRules: [any Rule] = declaredSourceRules.sorted { $0.id < $1.id }

    /// The rules a nib must pass to be registered as a cell: NibLoader's contract, where every
    /// finding is an error whatever the rule's lint severity.
    public static let cellContractRuleIDs: Set<RuleID> = LoadContract.cellRuleIDs

    /// The rule with this id, if there is one.
    public static func rule(withID id: RuleID) -> (any Rule)? {
        allRules.first { $0.id == id }
    }

    /// The rules that run, with the severity each reports at.
    public private(set) var severities: [RuleID: Severity]
    private let rules: [any Rule]
    /// `rules` with each one's id and severity, read once here rather than once per document
    /// (a rule's `id` and the dictionary lookup were 1.6% of linting the corpus).
    private let running: [(rule: any Rule, id: RuleID, severity: Severity)]

    /// `severities` overrides the default severity per rule id; a rule mapped to nil is off. A rule
    /// that is not enabled by default runs only when `severities` gives it a severity.
    public init(rules: [any Rule] = Validator.allRules, severities overrides: [RuleID: Severity?] = [:]) {
        var severities: [RuleID: Severity] = [:]
        for rule in rules {
            if let override = overrides[rule.id] {
                if let severity = override { severities[rule.id] = severity }
            } else if rule.isEnabledByDefault {
                severities[rule.id] = rule.defaultSeverity
            }
        }
        self.severities = severities
        // resource-limit reports what the layout rules met (a root too large to solve), so it
        // runs after them; findings are sorted by position in the end, so order shows nowhere.
        let enabled = rules.filter { severities[$0.id] != nil }
        let ordered = enabled.filter { $0.id != .resourceLimit } + enabled.filter { $0.id == .resourceLimit }
        self.rules = ordered
        self.running = ordered.compactMap { rule in severities[rule.id].map { (rule, rule.id, $0) } }
    }

    /// The cell contract as a validator: only its rules, every finding an error, as NibLoader
    /// reports them (through `LoadContract`, which runs the same checks).
    public static let cellContract = Validator(
        rules: allRules.filter { cellContractRuleIDs.contains($0.id) },
        severities: Dictionary(uniqueKeysWithValues: cellContractRuleIDs.map { ($0, Severity.error) }))

    /// Every enabled rule's findings in `document`, in source order.
    public func validate(_ document: Document, context: ValidationContext = ValidationContext()) -> [Diagnostic] {
        validate(document, facts: DocumentFacts(document), context: context)
    }

    /// Every enabled rule's findings in `document`, from `facts` gathered by the caller, who
    /// keeps them afterwards (the layout the rules solved, for a report's pictures).
    public func validate(_ document: Document, facts: DocumentFacts, context: ValidationContext = ValidationContext()) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A nib no target of its project builds never reaches a device: what is wrong in it is
        // latent, said once by nib-built-by-no-target, and every other finding is at most info.
        let unbuilt = context.project?.sources.nibsBuiltByNoTarget[document.file] != nil
        var latent: LatentPlaces?
        for (rule, id, severity) in running {
            var findings: [Finding] = []
            rule.check(document, facts: facts, context: context, findings: &findings)
            for finding in findings {
                var shown = finding.isAtMostInfo ? min(severity, .info) : finding.isAtMostWarning ? min(severity, .warning) : severity
                var message = finding.message
                if unbuilt, id != NibBuiltByNoTargetRule.description.id {
                    shown = min(shown, .info)
                    message += " (latent: no target builds this nib)"
                } else if shown > .info, !Validator.rulesJudgingReach.contains(id) {
                    if latent == nil { latent = LatentPlaces(document, context: context) }
                    if let note = latent?.note(for: finding.element) {
                        shown = .info
                        message += " (latent: \(note))"
                    }
                }
                diagnostics.append(Diagnostic(
                    location: finding.element.location,
                    objectID: finding.element.id, severity: shown, ruleID: id,
                    message: message, hint: finding.hint))
            }
        }
        return diagnostics.sorted(by: Diagnostic.inSourceOrder)
    }

    /// The rules that weigh a scene nothing shows, a prototype nothing dequeues and a nib nothing
    /// loads themselves (the class rules, and duplicate-reuse-identifier): what would break there
    /// is a warning that says it cannot happen yet.
    public static let rulesJudgingReach: Set<RuleID> = [UnknownCustomClassRule.description.id, UndeclaredOutletRule.description.id,
                                                        UndeclaredActionRule.description.id, DuplicateReuseIdentifierRule.description.id]

    /// The findings of the project rules (those about code rather than one nib).
    public func validateProject(_ project: ProjectFacts) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let severity = severities[rule.id], let projectRule = rule as? any ProjectRule else { continue }
            var findings: [ProjectFinding] = []
            projectRule.check(project: project, findings: &findings)
            for finding in findings {
                diagnostics.append(Diagnostic(location: finding.location, severity: severity, ruleID: rule.id,
                                              message: finding.message, hint: finding.hint))
            }
        }
        return diagnostics.sorted(by: Diagnostic.inSourceOrder)
    }

    /// The single diagnostic for a file that could not be parsed, or nil when its rule is off.
    /// An unreadable file is not a finding about the file's content: callers report it as an I/O
    /// error instead (nil here).
    public func diagnostic(for error: ParseError) -> Diagnostic? {
        guard let ruleID = error.ruleID, let severity = severities[ruleID] else { return nil }
        return Diagnostic(location: error.location, severity: severity, ruleID: ruleID, message: error.message)
    }
}
