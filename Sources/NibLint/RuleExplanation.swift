import NibValidation

/// The text `nibcheck explain RULE` prints, shared with the HTML report, which embeds it.
public enum RuleExplanation {
    public static func text(_ rule: any Rule) -> String {
        var text = "\(rule.id) (\(rule.defaultSeverity.rawValue) by default)\n\n\(rule.summary).\n\n\(rule.explanation)\n"
        if !rule.badExample.isEmpty { text += "\nBad:\n" + indent(rule.badExample) }
        if !rule.goodExample.isEmpty { text += "\nGood:\n" + indent(rule.goodExample) }
        return text
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
