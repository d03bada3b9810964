import NibValidation

/// The text `nibcheck explain RULE` prints, shared with the HTML report, which embeds it: the
/// rule's description, with its examples as written (`↓` marks where a finding is reported).
public enum RuleExplanation {
    public static func text(_ rule: any Rule) -> String {
        let description = rule.ruleDescription
        let state = description.isEnabledByDefault ? "" : ", off unless enabled"
        var text = "\(description.id) (\(description.severity.rawValue) by default\(state))\n\n\(description.summary).\n\n\(description.explanation)\n"
        if !description.triggeringExamples.isEmpty {
            text += "\nTriggers on (↓ marks the finding):\n" + description.triggeringExamples.map(example).joined(separator: "\n")
        }
        if !description.nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger on:\n" + description.nonTriggeringExamples.map(example).joined(separator: "\n")
        }
        return text
    }

    /// One example, indented: its note, what the linter is told, the nib as written, and the
    /// project's source files (other files by path only).
    static func example(_ example: RuleExample) -> String {
        var lines: [String] = []
        lines.append("// \(example.file)" + (example.note.map { ": \($0)" } ?? ""))
        if let registration = example.registration {
            lines.append("// registered as a \(registration.kind.rawValue) under '\(registration.reuseIdentifier)'"
                         + (registration.className.map { " for \($0)" } ?? ""))
        }
        if let convention = example.reuseIdentifierConvention {
            lines.append("// nibcheck --reuse-identifier \(convention.rawValue)")
        }
        lines.append(contentsOf: example.text.isEmpty ? ["(empty)"] : example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        for path in example.projectFiles.keys.sorted() {
            let shown = ["swift", "m", "h", "plist"].contains(path.split(separator: ".").last.map(String.init) ?? "")
            lines.append("// \(path)")
            if shown, let text = example.projectFiles[path] {
                lines.append(contentsOf: text.split(separator: "\n").map(String.init))
            }
        }
        return lines.map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
