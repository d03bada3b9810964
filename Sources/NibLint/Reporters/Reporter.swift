import NibDocument
import NibValidation

/// Turns a lint result into text for people or tools. Reporters only format: they never decide
/// what is a finding or what the exit status is.
public protocol Reporter: Sendable {
    func report(_ result: Linter.Result) -> String
}

/// The output formats `nibcheck --format` accepts.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, checkstyle
    /// One self-contained page with pictures of the nibs (HTMLReporter).
    case html

    /// `color` and `sourceLines` apply to text only.
    public func reporter(color: Bool = false, sourceLines: Bool = false, version: String = NibLint.version) -> any Reporter {
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

public enum NibLint {
    public static let version = "0.1.0"
}
