import NibDocument
import NibValidation
import NibSupport

/// SARIF 2.1.0, for code-scanning dashboards: one run, the rule catalogue as the driver's rules,
/// one result per finding with its physical location.
public struct SARIFReporter: Reporter {
    public var version: String

    public init(version: String = Linter.version) {
        self.version = version
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    public func report<Output: TextOutputStream>(_ result: Linter.Result, to output: inout Output) {
        let rules = Validator.allRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        output.write("""
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "nibcheck",
                      "version": \(JSON.quote(version)),
                      "informationUri": "https://github.com/nibkit/nibkit",
                      "rules": [

            """)
        for (index, rule) in rules.enumerated() {
            output.write("""
                          {"id": \(JSON.quote(rule.id.rawValue)), "name": \(JSON.quote(SARIFReporter.pascalCase(rule.id.rawValue))), \
                "shortDescription": {"text": \(JSON.quote(rule.summary))}, \
                "fullDescription": {"text": \(JSON.quote(rule.explanation))}, \
                "help": {"text": \(JSON.quote(rule.explanation))}, \
                "defaultConfiguration": {"level": \(JSON.quote(SARIFReporter.level(rule.defaultSeverity)))}}
                """ + (index == rules.count - 1 ? "\n" : ",\n"))
        }
        output.write("""
                      ]
                    }
                  },
                  "results": [

            """)
        for (index, diagnostic) in result.diagnostics.enumerated() {
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += " (\(hint))" }
            output.write("""
                        {"ruleId": \(JSON.quote(diagnostic.ruleID.rawValue)), "ruleIndex": \(ruleIndex[diagnostic.ruleID] ?? 0), \
                "level": \(JSON.quote(SARIFReporter.level(diagnostic.severity))), \
                "message": {"text": \(JSON.quote(message))}, \
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": \(JSON.quote(SARIFReporter.uri(diagnostic.file)))}, \
                "region": {"startLine": \(diagnostic.line), "startColumn": \(diagnostic.column)}}}]}
                """ + (index == result.diagnostics.count - 1 ? "\n" : ",\n"))
        }
        output.write("""
                  ]
                }
              ]
            }

            """)
    }

    /// Relative paths stay relative (code scanning resolves them against the checkout); spaces and
    /// other reserved characters are percent-encoded as URIs require.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))))
                || "-._~/".utf8.contains(byte) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
