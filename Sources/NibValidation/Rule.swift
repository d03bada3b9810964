import NibDocument

/// One check over a parsed document. Each rule is its own type with an id (kebab-case, stable:
/// configuration files and CI scripts name it), a default severity, a one-line summary, an
/// explanation and a bad and a good example for `nibcheck explain`.
public protocol Rule: Sendable {
    /// The rule's stable identifier, as configuration files and `[rule-id]` in output name it.
    var id: RuleID { get }
    /// How much a finding matters unless the configuration says otherwise.
    var defaultSeverity: Severity { get }
    /// One line: what the rule asks of a file (`nibcheck rules` lists it).
    var summary: String { get }
    /// Why the rule exists: the crash or the silent misbehaviour it prevents (`nibcheck explain`).
    var explanation: String { get }
    /// A fragment of a file the rule reports, for `nibcheck explain`.
    var badExample: String { get }
    /// The same fragment, fixed.
    var goodExample: String { get }
    /// False for rules that run only when switched on (`--enable RULE`, `"enable"` in
    /// `.nibcheck.json`): findings most projects would rather not see.
    var isEnabledByDefault: Bool { get }
    /// Adds what the rule finds in `document` to `findings`.
    func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding])
}

/// What a rule reports: the element it is about (for file, line, column and id), the message,
/// and what to change. The validator adds the severity and the rule id.
public struct Finding: Sendable {
    public var element: Element
    public var message: String
    public var hint: String?

    public init(_ element: Element, _ message: String, hint: String? = nil) {
        self.element = element
        self.message = message
        self.hint = hint
    }
}

extension Rule {
    /// Rules that are off unless switched on (`--enable RULE`) say false.
    public var isEnabledByDefault: Bool { true }
    public var badExample: String { "" }
    public var goodExample: String { "" }
}
