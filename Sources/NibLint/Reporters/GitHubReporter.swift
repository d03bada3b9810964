import NibValidation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the
/// runner turns into annotations on the pull request.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        for diagnostic in result.diagnostics {
            let command = ["error": "error", "warning": "warning", "info": "notice"][diagnostic.severity.rawValue]!
            output.write("::\(command) file=\(GitHubReporter.property(diagnostic.file)),line=\(diagnostic.line),"
                + "col=\(diagnostic.column),title=\(GitHubReporter.property("nibcheck " + diagnostic.ruleID.rawValue))::"
                + GitHubReporter.data(diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "")) + "\n")
        }
    }

    /// The escaping the runner expects in a command's message.
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// The escaping the runner expects in a command's properties.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
