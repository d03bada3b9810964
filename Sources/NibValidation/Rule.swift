import NibDocument

/// One check over a parsed document. Each rule is its own type with an id (kebab-case, stable:
/// configuration files and CI scripts name it), a default severity, a one-line summary, an
/// explanation and a bad and a good example for `nibcheck explain`.
public protocol Rule: Sendable {
    var id: RuleID { get }
    var defaultSeverity: Severity { get }
    /// False for rules that run only when switched on (`--enable RULE`, `"enable"` in
    /// `.nibcheck.json`): findings most projects would rather not see.
    var isEnabledByDefault: Bool { get }
    var summary: String { get }
    var explanation: String { get }
    var badExample: String { get }
    var goodExample: String { get }
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
    public var isEnabledByDefault: Bool { true }
    public var badExample: String { "" }
    public var goodExample: String { "" }
}
