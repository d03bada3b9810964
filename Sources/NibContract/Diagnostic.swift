import NibDocument

/// How much a finding matters. `error` fails a lint run; `warning` fails it only with `--strict`;
/// `info` is shown and never fails anything.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One finding: where, how bad, which rule, what is wrong and what to change.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Where: the start tag of the element concerned.
    public var location: SourceLocation
    /// The Interface Builder object id of the element concerned, when it has one.
    public var objectID: String?
    /// How much it matters.
    public var severity: Severity
    /// The rule that found it.
    public var ruleID: RuleID
    /// What is wrong.
    public var message: String
    /// What to change, in a sentence.
    public var hint: String?

    public init(location: SourceLocation, objectID: String? = nil, severity: Severity,
                ruleID: RuleID, message: String, hint: String? = nil) {
        self.location = location
        self.objectID = objectID
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.hint = hint
    }

    /// The file's path, as given to the parser.
    public var file: String { location.file }
    /// 1-based line.
    public var line: Int { location.line }
    /// 1-based column, in characters.
    public var column: Int { location.column }

    /// Clang's form: `path:line:col: severity: message [rule-id]`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// Sorted by file, line, column, then rule, so output is stable whatever order rules ran in.
    public static func inSourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.file, a.line, a.column, a.ruleID.rawValue, a.message) < (b.file, b.line, b.column, b.ruleID.rawValue, b.message)
    }
}
