import NibValidation

/// Checkstyle XML, which Jenkins, GitLab and many review tools import.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ result: Linter.Result) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        for file in result.files where byFile[file] != nil {
            out += "  <file name=\"\(CheckstyleReporter.escape(file))\">\n"
            for diagnostic in byFile[file]! {
                out += "    <error line=\"\(diagnostic.line)\" column=\"\(diagnostic.column)\" "
                out += "severity=\"\(diagnostic.severity.rawValue)\" "
                out += "message=\"\(CheckstyleReporter.escape(diagnostic.message))\" "
                out += "source=\"nibcheck.\(diagnostic.ruleID)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            default: out.append(character)
            }
        }
        return out
    }
}
