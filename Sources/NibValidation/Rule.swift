import NibContract
import NibDocument

/// One check over a parsed document. Each rule is its own type, and says what it is in one
/// static `description`: its id (kebab-case and stable: configuration files and CI scripts name
/// it), default severity, summary, explanation, and the examples that must and must not trigger
/// it, which the tests run and `nibcheck explain` prints.
public protocol Rule: Sendable {
    /// What the rule is, checks and promises, with its examples.
    static var description: RuleDescription { get }
    /// Adds what the rule finds in `document` to `findings`.
    func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding])
}

extension Rule {
    /// The rule's description (its type's `description`).
    public var ruleDescription: RuleDescription { Self.description }
    /// The rule's stable identifier, as configuration files and `[rule-id]` in output name it.
    public var id: RuleID { Self.description.id }
    /// How much a finding matters unless the configuration says otherwise.
    public var defaultSeverity: Severity { Self.description.severity }
    /// One line: what the rule asks of a file (`nibcheck rules` lists it).
    public var summary: String { Self.description.summary }
    /// Why the rule exists: the crash or the silent misbehaviour it prevents (`nibcheck explain`).
    public var explanation: String { Self.description.explanation }
    /// False for rules that run only when switched on (`--enable RULE`, `"enable"` in
    /// `.nibcheck.json`): findings most projects would rather not see.
    public var isEnabledByDefault: Bool { Self.description.isEnabledByDefault }
}
