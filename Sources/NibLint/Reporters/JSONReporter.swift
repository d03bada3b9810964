import NibDocument
import NibValidation
import NibSupport

/// `{"version": 1, "files": [...], "diagnostics": [{file, line, column, severity, rule, message,
/// hint?, objectID?}], "ioErrors": [PATH...], "projectRoots": [PATH...], "summary": {files, errors,
/// warnings, infos}}`: keys in a fixed order. `projectRoots` are the project folders read for the
/// nibs (empty when none was found, or sources were not read).
public struct JSONReporter: Reporter {
    public init() {}

    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        output.write("{\n  \"version\": 1,\n  \"files\": [")
        for (index, file) in result.files.enumerated() {
            output.write((index == 0 ? "" : ", ") + JSON.quote(file))
        }
        output.write("],\n  \"diagnostics\": [")
        for (index, diagnostic) in result.diagnostics.enumerated() {
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
            output.write((index == 0 ? "" : ",") + "\n    {" + fields.joined(separator: ", ") + "}")
        }
        output.write(result.diagnostics.isEmpty ? "]" : "\n  ]")
        output.write(",\n  \"ioErrors\": [" + result.ioErrors.map { JSON.quote($0.path) }.joined(separator: ", ") + "]")
        output.write(",\n  \"projectRoots\": [" + result.projectRoots.map { JSON.quote($0) }.joined(separator: ", ") + "]")
        output.write(",\n  \"summary\": {\"files\": \(result.files.count), \"errors\": \(result.count(.error)), "
            + "\"warnings\": \(result.count(.warning)), \"infos\": \(result.count(.info))}\n}\n")
    }
}
