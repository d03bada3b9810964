import NibDocument
import NibValidation

/// `{"version": 1, "files": [...], "diagnostics": [{file, line, column, severity, rule, message,
/// hint?, objectID?}], "summary": {files, errors, warnings, infos}}`: keys in a fixed order.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ result: Linter.Result) -> String {
        var out = "{\n  \"version\": 1,\n  \"files\": ["
        out += result.files.map(JSON.quote).joined(separator: ", ")
        out += "],\n  \"diagnostics\": ["
        out += result.diagnostics.map { diagnostic in
            var fields = [
                "\"file\": " + JSON.quote(diagnostic.file),
                "\"line\": \(diagnostic.line)",
                "\"column\": \(diagnostic.column)",
                "\"severity\": " + JSON.quote(diagnostic.severity.rawValue),
                "\"rule\": " + JSON.quote(diagnostic.ruleID.rawValue),
                "\"message\": " + JSON.quote(diagnostic.message),
            ]
            if let hint = diagnostic.hint { fields.append("\"hint\": " + JSON.quote(hint)) }
            if let id = diagnostic.objectID { fields.append("\"objectID\": " + JSON.quote(id)) }
            return "\n    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",")
        out += result.diagnostics.isEmpty ? "]" : "\n  ]"
        out += ",\n  \"ioErrors\": [" + result.ioErrors.map(JSON.quote).joined(separator: ", ") + "]"
        out += ",\n  \"summary\": {\"files\": \(result.files.count), \"errors\": \(result.count(.error)), "
        out += "\"warnings\": \(result.count(.warning)), \"infos\": \(result.count(.info))}\n}\n"
        return out
    }
}
