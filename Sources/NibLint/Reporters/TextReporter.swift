import Foundation
import NibDocument
import NibValidation

/// Clang's layout, one finding a line: `path:line:col: severity: message [rule-id]`. On a terminal
/// it adds colour, the source line with a caret under the column, and the hint.
public struct TextReporter: Reporter {
    public var color: Bool
    public var sourceLines: Bool

    public init(color: Bool = false, sourceLines: Bool = false) {
        self.color = color
        self.sourceLines = sourceLines
    }

    public func report(_ result: Linter.Result) -> String {
        var out = ""
        var sources: [String: [Substring]] = [:]
        for diagnostic in result.diagnostics {
            out += line(for: diagnostic) + "\n"
            guard sourceLines else { continue }
            if sources[diagnostic.file] == nil {
                let text = (try? String(contentsOfFile: diagnostic.file, encoding: .utf8)) ?? ""
                sources[diagnostic.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            if let lines = sources[diagnostic.file], diagnostic.line >= 1, diagnostic.line <= lines.count {
                let source = lines[diagnostic.line - 1]
                out += source + "\n"
                let indent = source.prefix(max(0, diagnostic.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
                out += indent + paint("^", "32") + "\n"
            }
            if let hint = diagnostic.hint { out += paint("hint: ", "36") + hint + "\n" }
        }
        return out
    }

    func line(for diagnostic: Diagnostic) -> String {
        let severityColor = ["error": "31", "warning": "35", "info": "36"][diagnostic.severity.rawValue] ?? "0"
        return paint("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column):", "1") + " "
            + paint("\(diagnostic.severity.rawValue):", "1;" + severityColor) + " "
            + diagnostic.message + " [\(diagnostic.ruleID)]"
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
