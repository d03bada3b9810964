import Foundation
import NibDocument
import NibValidation
import NibSupport

/// Findings a team has accepted for now, so that `--strict` can be adopted on day one and only
/// new findings fail the build.
///
/// A finding is keyed by its rule, its file and its object id, not by its line, so edits elsewhere
/// in the file don't bring it back. Findings without an object id (a parse error) are keyed by
/// their message instead. Each key is counted: a baseline holding one `duplicate-id` for an object
/// hides one such finding, and a second one shows.
///
/// The file (`--write-baseline FILE`) is JSON:
/// `{"version": 1, "findings": [{"rule": R, "file": PATH, "objectID": ID or null, "message": M}]}`;
/// paths are as nibcheck printed them, so run it from the same folder.
public struct Baseline: Sendable, Equatable {
    struct Key: Hashable {
        let rule: String
        let file: String
        let objectID: String?
        /// Only for findings without an object id.
        let message: String?

        init(_ diagnostic: Diagnostic) {
            self.init(rule: diagnostic.ruleID.rawValue, file: diagnostic.file, objectID: diagnostic.objectID,
                      message: diagnostic.message)
        }

        init(rule: String, file: String, objectID: String?, message: String) {
            self.rule = rule
            self.file = file
            self.objectID = objectID
            self.message = objectID == nil ? message : nil
        }
    }

    private var counts: [Key: Int] = [:]
    /// The findings as written, in order (for `text`).
    private var entries: [(key: Key, message: String)] = []

    public static func == (a: Baseline, b: Baseline) -> Bool { a.counts == b.counts }

    /// A baseline of every finding in `result`.
    public init(_ result: Linter.Result) {
        for diagnostic in result.diagnostics { add(Key(diagnostic), message: diagnostic.message) }
    }

    private mutating func add(_ key: Key, message: String) {
        counts[key, default: 0] += 1
        entries.append((key, message))
    }

    /// Reads a baseline written by `text`.
    public init(contentsOf url: URL) throws(ConfigurationError) {
        func fail(_ why: String) -> ConfigurationError { ConfigurationError("\(url.path): \(why)") }
        let bytes: [UInt8]
        do { bytes = [UInt8](try ProjectRoot.readInOwnFolder(url.path, maxSize: LintConfiguration.maxFileSize)) } catch {
            throw fail(error.message)
        }
        let document: StrictJSON.Value
        do { document = try StrictJSON.parse(bytes) } catch { throw fail("\(error.description) (not valid JSON)") }
        guard case .object(let members) = document,
              members.first(where: { $0.key == "version" })?.value.integer == 1,
              case .array(let findings)? = members.first(where: { $0.key == "findings" })?.value else {
            throw fail(#"not a nibcheck baseline: expected {"version": 1, "findings": [...]}"#)
        }
        for finding in findings {
            guard case .object(let fields) = finding else { throw fail("each finding must be an object") }
            func string(_ name: String) -> String? {
                if case .string(let text)? = fields.first(where: { $0.key == name })?.value { return text }
                return nil
            }
            guard let rule = string("rule"), let file = string("file"), let message = string("message") else {
                throw fail("each finding needs a rule, a file and a message")
            }
            add(Key(rule: rule, file: file, objectID: string("objectID"), message: message), message: message)
        }
    }

    /// The baseline as the JSON `init(contentsOf:)` reads, one finding a line.
    public var text: String {
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            out += (index == 0 ? "\n" : ",\n") + "    {\"rule\": \(JSON.quote(entry.key.rule)), \"file\": \(JSON.quote(entry.key.file)), "
                + "\"objectID\": \(entry.key.objectID.map(JSON.quote) ?? "null"), \"message\": \(JSON.quote(entry.message))}"
        }
        return out + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Removes from `result` the findings this baseline holds; returns how many it removed.
    public func filter(_ result: inout Linter.Result) -> Int {
        var remaining = counts
        let before = result.diagnostics.count
        result.diagnostics.removeAll { diagnostic in
            let key = Key(diagnostic)
            guard let count = remaining[key], count > 0 else { return false }
            remaining[key] = count - 1
            return true
        }
        return before - result.diagnostics.count
    }
}
