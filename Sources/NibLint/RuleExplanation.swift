import NibValidation

/// The text `nibcheck explain RULE` prints, shared with the HTML report, which embeds it: the
/// rule's description, with its examples as written (`↓` marks where a finding is reported).
public enum RuleExplanation {
    public static func text(_ rule: any Rule) -> String {
        let description = rule.ruleDescription
        let state = description.isEnabledByDefault ? "" : ", off unless enabled"
        var text = "\(description.id) (\(description.severity.rawValue) by default\(state))\n\n\(description.summary).\n\n\(description.explanation)\n"
        text += "\nSeverity: \(description.severity.rawValue). \(policy(description.severity))"
        if description.severity != .info, !Validator.rulesJudgingReach.contains(description.id) {
            text += " In a storyboard nothing loads, a scene nothing shows, a prototype cell nothing dequeues or a nib "
                + "nothing loads, where it cannot happen yet, a finding is info, marked (latent: …)."
        }
        text += "\n"
        if !description.triggeringExamples.isEmpty {
            text += "\nTriggers on (↓ marks the finding):\n" + description.triggeringExamples.map(example).joined(separator: "\n")
        }
        if !description.nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger on:\n" + description.nonTriggeringExamples.map(example).joined(separator: "\n")
        }
        return text
    }

    /// What each severity promises (DESIGN.md section 6), printed under every rule's explanation
    /// so that a finding's severity can be read against it.
    public static func policy(_ severity: Severity) -> String {
        switch severity {
        case .error:
            return "An error means it crashes or certainly breaks on a device, whatever nibcheck cannot see "
                + "(the code's run-time changes, where the view is shown, dependencies)."
        case .warning:
            return "A warning means the nib and the code, the assets or the layout disagree in a way a developer "
                + "would fix; it holds under every assumption nibcheck cannot check, but may not show on every device or path."
        case .info:
            return "Info restates what Interface Builder already shows (its saved flags, stale frames) or a fact on "
                + "request; nothing changes on a device because of it."
        }
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
