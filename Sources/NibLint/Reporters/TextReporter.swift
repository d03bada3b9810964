import NibDocument
import NibValidation
import NibSupport

/// Clang's layout, one finding a line: `path:line:col: severity: message [rule-id]`. On a terminal
/// it adds colour, the source line with a caret under the column, and the hint.
///
/// Control characters in paths and messages are written as escapes (`\n`), so every finding stays
/// one line. Source lines come with the result (nothing is read again), and a long one is cut to
/// a window around the caret: a one-line file of 100 KB with thousands of findings would
/// otherwise echo the whole line for each of them.
public struct TextReporter: Reporter {
    /// Whether the location, severity, caret and hint label are coloured with ANSI escapes; off by default.
    public var color: Bool
    /// Whether each finding is followed by its source line with a caret under the column, and its hint; off by default.
    public var sourceLines: Bool

    /// How many columns of a source line are echoed around the caret.
    public static let windowWidth = 120

    /// A plain reporter unless `color` or `sourceLines` is set.
    public init(color: Bool = false, sourceLines: Bool = false) {
        self.color = color
        self.sourceLines = sourceLines
    }

    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        // The line last cut into scalars, reused by the findings that share it.
        var current: (file: String, line: Int, scalars: [Unicode.Scalar])?
        for diagnostic in result.diagnostics {
            output.write(line(for: diagnostic) + "\n")
            if sourceLines, let source = result.sourceLine(of: diagnostic) {
                if current?.file != diagnostic.file || current?.line != diagnostic.line {
                    current = (diagnostic.file, diagnostic.line, Array(source.unicodeScalars))
                }
                let (text, caret) = TextReporter.window(current!.scalars, column: diagnostic.column)
                output.write(text + "\n" + caret + paint("^", "32") + "\n")
            }
            if sourceLines, let hint = diagnostic.hint {
                output.write(paint("hint: ", "36") + PrintableName.oneLine(hint) + "\n")
            }
        }
    }

    func line(for diagnostic: Diagnostic) -> String {
        let severityColor = ["error": "31", "warning": "35", "info": "36"][diagnostic.severity.rawValue] ?? "0"
        let file = PrintableName.oneLine(diagnostic.file)
        return paint("\(file):\(diagnostic.line):\(diagnostic.column):", "1") + " "
            + paint("\(diagnostic.severity.rawValue):", "1;" + severityColor) + " "
            + PrintableName.oneLine(diagnostic.message) + " [\(diagnostic.ruleID)]"
    }

    /// At most `windowWidth` columns of `scalars` around `column` (1-based, in scalars, as
    /// diagnostics count them), with `…` where the line was cut, and the indent that puts a caret
    /// under the column (tabs kept, so it lines up in a terminal).
    static func window(_ scalars: [Unicode.Scalar], column: Int) -> (text: String, caretIndent: String) {
        let caret = min(max(column - 1, 0), scalars.count)
        var start = 0
        var end = scalars.count
        if scalars.count > windowWidth {
            start = max(0, min(caret - windowWidth / 2, scalars.count - windowWidth))
            end = start + windowWidth
        }
        var text = start > 0 ? "…" : ""
        var indent = start > 0 ? " " : ""
        for (offset, scalar) in scalars[start ..< end].enumerated() {
            // One column for one: a control or bidirectional control becomes a space, so the
            // caret still lines up and the terminal shows the line as the file has it.
            let printable: Unicode.Scalar = scalar != "\t" && PrintableName.isUnsafeForTerminal(scalar) ? " " : scalar
            text.unicodeScalars.append(printable)
            if start + offset < caret { indent += scalar == "\t" ? "\t" : " " }
        }
        if end < scalars.count { text += "…" }
        return (text, indent)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
