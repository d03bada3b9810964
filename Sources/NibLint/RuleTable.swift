import NibValidation

/// The README's rule table, generated from the rules' descriptions (`nibcheck rules --format
/// markdown`); a test keeps the README's copy equal to it.
public enum RuleTable {
    public static func markdown() -> String {
        let sourceRules = Set(Validator.sourceRules.map(\.id))
        var text = "| rule | severity | checks | promise |\n|---|---|---|---|\n"
        for rule in Validator.allRules {
            let description = rule.ruleDescription
            let severity = description.severity.rawValue + (description.isEnabledByDefault ? "" : ", off")
            let checks = sourceRules.contains(description.id) ? "nib and code" : "nib"
            text += "| `\(description.id)` | \(severity) | \(checks) | \(description.summary) |\n"
        }
        return text
    }
}
