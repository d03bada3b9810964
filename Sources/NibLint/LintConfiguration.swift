import Foundation
import NibDocument
import NibValidation

/// Everything that shapes a lint run, from `.nibcheck.json` and the command line (which wins).
/// The keys are the same in both places: `enable`, `disable`, `severity`, `strict`, `jobs`,
/// `exclude`, `reuse-identifier`, `max-file-size`, `max-depth`.
public struct LintConfiguration: Sendable, Equatable {
    /// Rules switched on (off-by-default rules included).
    public var enabled: Set<RuleID> = []
    /// Rules switched off.
    public var disabled: Set<RuleID> = []
    /// Per rule: a severity, or nil for off.
    public var severities: [RuleID: Severity?] = [:]
    public var strict = false
    public var jobs: Int?
    public var excludes: [String] = []
    public var reuseIdentifierConvention = ReuseIdentifierConvention.className
    public var limits = ParseLimits.default

    public init() {}

    public static let fileName = ".nibcheck.json"
    static let keys = ["enable", "disable", "severity", "strict", "jobs", "exclude", "reuse-identifier", "max-file-size", "max-depth"]

    /// The validator this configuration asks for.
    public var validator: Validator {
        var overrides = severities
        for id in disabled { overrides[id] = .some(nil) }
        // Enabling a rule turns it on at its default severity, unless a severity is given: rules
        // that are off by default have no entry, and a disabled rule has an entry of nil.
        for id in enabled where overrides[id] == nil || overrides[id] == .some(nil) || disabled.contains(id) {
            overrides[id] = Validator.rule(withID: id)?.defaultSeverity
        }
        return Validator(severities: overrides)
    }

    public var context: ValidationContext {
        ValidationContext(reuseIdentifierConvention: reuseIdentifierConvention)
    }

    // MARK: Setting values (shared by the file and the command line)

    public mutating func enable(_ name: String) throws(ConfigurationError) {
        let rule = try LintConfiguration.checkRule(name)
        enabled.insert(rule)
        disabled.remove(rule)
        if severities[rule] == .some(nil) { severities[rule] = nil }
    }

    public mutating func disable(_ name: String) throws(ConfigurationError) {
        let rule = try LintConfiguration.checkRule(name)
        disabled.insert(rule)
        enabled.remove(rule)
    }

    /// `RULE=error|warning|info|off`.
    public mutating func setSeverity(_ assignment: String) throws(ConfigurationError) {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ConfigurationError("--severity expects RULE=error|warning|info|off, got '\(assignment)'")
        }
        try setSeverity(rule: parts[0], parts[1])
    }

    public mutating func setSeverity(rule name: String, _ value: String) throws(ConfigurationError) {
        let rule = try LintConfiguration.checkRule(name)
        if value == "off" {
            severities[rule] = .some(nil)
        } else if let severity = Severity(rawValue: value) {
            severities[rule] = severity
            disabled.remove(rule)
        } else {
            throw ConfigurationError("unknown severity '\(value)' for \(rule): use error, warning, info or off")
        }
    }

    public mutating func setReuseIdentifierConvention(_ value: String) throws(ConfigurationError) {
        guard let convention = ReuseIdentifierConvention(rawValue: value) else {
            throw ConfigurationError("unknown reuse-identifier convention '\(value)': use class-name, file-name or off")
        }
        reuseIdentifierConvention = convention
    }

    static func checkRule(_ name: String) throws(ConfigurationError) -> RuleID {
        let id = RuleID(rawValue: name)
        guard Validator.rule(withID: id) != nil else {
            throw ConfigurationError("unknown rule '\(name)' (nibcheck rules lists them)")
        }
        return id
    }

    // MARK: .nibcheck.json

    /// The nearest `.nibcheck.json` in `folder` or above it.
    public static func find(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Applies a configuration file on top of this configuration.
    public mutating func apply(file url: URL) throws(ConfigurationError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ConfigurationError("\(url.path): cannot be read")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ConfigurationError("\(url.path): not valid JSON")
        }
        guard let settings = object as? [String: Any] else {
            throw ConfigurationError("\(url.path): expected a JSON object of settings")
        }
        func fail(_ key: String, _ expected: String) -> ConfigurationError {
            ConfigurationError("\(url.path): '\(key)' must be \(expected)")
        }
        for key in settings.keys.sorted() {
            let value = settings[key]!
            switch key {
            case "enable", "disable", "exclude":
                guard let list = value as? [String] else { throw fail(key, "a list of strings") }
                for item in list {
                    switch key {
                    case "enable": try enable(item)
                    case "disable": try disable(item)
                    default: excludes.append(item)
                    }
                }
            case "severity":
                guard let map = value as? [String: String] else { throw fail(key, "an object of RULE: severity") }
                for (rule, severity) in map.sorted(by: { $0.key < $1.key }) { try setSeverity(rule: rule, severity) }
            case "strict":
                guard let flag = value as? Bool else { throw fail(key, "true or false") }
                strict = flag
            case "jobs":
                guard let count = value as? Int, count > 0 else { throw fail(key, "a positive whole number") }
                jobs = count
            case "reuse-identifier":
                guard let text = value as? String else { throw fail(key, "a string") }
                try setReuseIdentifierConvention(text)
            case "max-file-size", "max-depth":
                guard let number = value as? Int, number > 0 else { throw fail(key, "a positive whole number") }
                if key == "max-file-size" { limits.maxFileSize = number } else { limits.maxDepth = number }
            default:
                throw ConfigurationError("\(url.path): unknown key '\(key)' (known: \(LintConfiguration.keys.joined(separator: ", ")))")
            }
        }
    }
}

public struct ConfigurationError: Error, Sendable, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
