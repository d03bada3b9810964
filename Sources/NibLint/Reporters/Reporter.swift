import NibDocument
import NibValidation

/// Turns a lint result into text for people or tools. Reporters only format: they never decide
/// what is a finding or what the exit status is.
///
/// A report is written piece by piece to `output` as it is made, never built whole first: a
/// report of many findings on a long line would otherwise hold hundreds of megabytes.
public protocol Reporter: Sendable {
    /// Writes the report of `result` to `output`, piece by piece.
    func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output)
}

extension Reporter {
    /// The whole report as one string (for tests and small results).
    public func report(_ result: Linter.Result) -> String {
        var text = ""
        report(result, to: &text)
        return text
    }
}

/// The output formats `nibcheck --format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, checkstyle
    /// One self-contained page with pictures of the nibs (HTMLReporter).
    case html

    /// `color` and `sourceLines` apply to text only.
    public func reporter(color: Bool = false, sourceLines: Bool = false, version: String = Linter.version) -> any Reporter {
        switch self {
        case .text: return TextReporter(color: color, sourceLines: sourceLines)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(version: version)
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .html: return HTMLReporter()
        }
    }
}
