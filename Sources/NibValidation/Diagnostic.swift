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
    public var file: String
    public var line: Int
    public var column: Int
    /// The Interface Builder object id of the element concerned, when it has one.
    public var objectID: String?
    public var severity: Severity
    public var ruleID: String
    public var message: String
    /// What to change, in a sentence.
    public var hint: String?

    public init(file: String, line: Int, column: Int, objectID: String? = nil, severity: Severity,
                ruleID: String, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.hint = hint
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Clang's form: `path:line:col: severity: message [rule-id]`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// Sorted by file, line, column, then rule, so output is stable whatever order rules ran in.
    public static func inSourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.file, a.line, a.column, a.ruleID, a.message) < (b.file, b.line, b.column, b.ruleID, b.message)
    }
}
