import NibValidation

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

    /// An attribute value: markup characters as entities, tab and line breaks as character
    /// references (so attribute normalisation keeps them), and what XML 1.0 cannot carry at all
    /// (other control characters, U+FFFE, U+FFFF) as U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
