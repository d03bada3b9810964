import Foundation
import NibDocument
import NibValidation
import NibSupport

/// Everything that shapes a lint run, from `.nibcheck.json` and the command line (which wins).
/// The keys are the same in both places: `enable`, `disable`, `severity`, `strict`, `jobs`,
/// `exclude`, `reuse-identifier`, `max-file-size`, `max-depth`, `max-attributes`. A file may only
/// lower the limits: it comes with the repository being checked, and raising them (with a link
/// to `/dev/zero`) once read gigabytes; raising them takes a command-line flag.
public struct LintConfiguration: Sendable, Equatable {
    /// Rules switched on (off-by-default rules included).
    public var enabled: Set<RuleID> = []
    /// Rules switched off.
    public var disabled: Set<RuleID> = []
    /// Per rule: a severity, or nil for off.
    public var severities: [RuleID: Severity?] = [:]
    /// Whether warnings fail the run (exit 1) as errors do, and folders without nibs make it exit 2.
    public var strict = false
    /// How many files to read in parallel; nil means one per active processor.
    public var jobs: Int?
    /// Glob patterns (`fnmatch`) for files and folders to skip, matched against each entry's name and its path relative to the folder searched.
    public var excludes: [String] = []
    /// How a cell's reuse identifier is expected to relate to its class or file. Off by default:
    /// a naming convention is the team's choice, not UIKit's (on real apps, 2 of 19 findings of
    /// the class-name convention were true); `"reuse-identifier": "class-name"` or `--reuse-identifier` opts in.
    public var reuseIdentifierConvention = ReuseIdentifierConvention.off
    /// The parser's bounds on file size, nesting and attributes; a file may only lower them.
    public var limits = ParseLimits.default

    /// The defaults: every rule at its default severity, nothing excluded, default limits.
    public init() {}

    /// The name of the configuration file nibcheck looks for.
    public static let fileName = ".nibcheck.json"
    static let keys = ["enable", "disable", "severity", "strict", "jobs", "exclude", "reuse-identifier",
                       "max-file-size", "max-depth", "max-attributes"]

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

    /// The validation context this configuration asks for (its reuse-identifier convention).
    public var context: ValidationContext {
        ValidationContext(reuseIdentifierConvention: reuseIdentifierConvention)
    }

    // MARK: Setting values (shared by the file and the command line)

    /// Switches a rule on, off-by-default rules included, overriding an earlier `disable`; throws for an unknown rule.
    public mutating func enable(_ name: String) throws(ConfigurationError) {
        let rule = try LintConfiguration.checkRule(name)
        enabled.insert(rule)
        disabled.remove(rule)
        if severities[rule] == .some(nil) { severities[rule] = nil }
    }

    /// Switches a rule off, overriding an earlier `enable`; throws for an unknown rule.
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

    /// Sets a rule's severity to `error`, `warning`, `info` or `off`; throws for an unknown rule or severity.
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

    /// Sets the reuse-identifier convention: `class-name`, `file-name` or `off`; throws for anything else.
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

    /// Applies a configuration file on top of this configuration. Every error names the file.
    public mutating func apply(file url: URL) throws(ConfigurationError) {
        do {
            try apply(contentsOf: url)
        } catch {
            throw ConfigurationError("\(url.path): \(error.description)")
        }
    }

    /// The largest configuration or baseline file read (real configurations are a few hundred
    /// bytes; a baseline of 20,000 findings is about 4 MB).
    static let maxFileSize = 64 << 20

    private mutating func apply(contentsOf url: URL) throws(ConfigurationError) {
        // Read like every file of the project: a regular file of bounded size that resolves
        // inside the folder that holds it, so a committed link to another JSON file on the
        // machine is refused rather than echoed back in an error.
        let bytes: [UInt8]
        do { bytes = [UInt8](try ProjectRoot.readInOwnFolder(url.path, maxSize: LintConfiguration.maxFileSize)) } catch {
            throw ConfigurationError(error.message)
        }
        let document: StrictJSON.Value
        do { document = try StrictJSON.parse(bytes) } catch {
            throw ConfigurationError("\(error.description) (not valid JSON)")
        }
        guard case .object(let settings) = document else {
            throw ConfigurationError("expected a JSON object of settings, found \(document.kind)")
        }
        func fail(_ key: String, _ expected: String, _ value: StrictJSON.Value) -> ConfigurationError {
            ConfigurationError("'\(key)' must be \(expected), not \(value.kind)")
        }
        func strings(_ key: String, _ value: StrictJSON.Value) throws(ConfigurationError) -> [String] {
            guard case .array(let items) = value else { throw fail(key, "a list of strings", value) }
            var list: [String] = []
            for item in items {
                guard case .string(let text) = item else { throw fail(key, "a list of strings", item) }
                list.append(text)
            }
            return list
        }
        for (key, value) in settings {
            switch key {
            case "enable": for rule in try strings(key, value) { try enable(rule) }
            case "disable": for rule in try strings(key, value) { try disable(rule) }
            case "exclude": excludes += try strings(key, value)
            case "severity":
                guard case .object(let map) = value else { throw fail(key, "an object of RULE: severity", value) }
                for (rule, severity) in map {
                    guard case .string(let level) = severity else { throw fail("severity.\(rule)", "a string", severity) }
                    try setSeverity(rule: rule, level)
                }
            case "strict":
                guard case .bool(let flag) = value else { throw fail(key, "true or false", value) }
                strict = flag
            case "jobs":
                guard let count = value.integer, count > 0 else { throw fail(key, "a positive whole number", value) }
                jobs = count
            case "reuse-identifier":
                guard case .string(let text) = value else { throw fail(key, "a string", value) }
                try setReuseIdentifierConvention(text)
            case "max-file-size", "max-depth", "max-attributes":
                guard let number = value.integer, number > 0 else { throw fail(key, "a positive whole number", value) }
                let limit: WritableKeyPath<ParseLimits, Int> = key == "max-file-size" ? \.maxFileSize
                    : key == "max-depth" ? \.maxDepth : \.maxAttributes
                guard number <= limits[keyPath: limit] else {
                    throw ConfigurationError("'\(key)' can only lower the limit (\(limits[keyPath: limit])); raise it with --\(key)")
                }
                limits[keyPath: limit] = number
            default:
                throw ConfigurationError("unknown key '\(PrintableName.oneLine(key))' (known: \(LintConfiguration.keys.joined(separator: ", ")))")
            }
        }
    }
}

/// A configuration that could not be applied: an unknown rule, key, severity or convention, with a message saying what is accepted.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The message, ready to print.
    public let description: String
    /// An error with `description` as its message.
    public init(_ description: String) { self.description = description }
}
