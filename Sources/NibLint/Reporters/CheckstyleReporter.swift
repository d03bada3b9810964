import NibDocument
import NibValidation
import NibSupport

/// Checkstyle XML, which Jenkins, GitLab and many review tools import.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        for file in result.files {
            guard let diagnostics = byFile[file] else { continue }
            output.write("  <file name=\"\(CheckstyleReporter.escape(file))\">\n")
            for diagnostic in diagnostics {
                output.write("    <error line=\"\(diagnostic.line)\" column=\"\(diagnostic.column)\" "
                    + "severity=\"\(diagnostic.severity.rawValue)\" "
                    + "message=\"\(CheckstyleReporter.escape(diagnostic.message))\" "
                    + "source=\"nibcheck.\(diagnostic.ruleID)\"/>\n")
            }
            output.write("  </file>\n")
        }
        output.write("</checkstyle>\n")
    }

    /// An attribute value, with the package's one markup escaper.
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
