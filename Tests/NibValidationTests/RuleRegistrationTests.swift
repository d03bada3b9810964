import Foundation
import NibTestSupport
import NibValidation
import Testing

/// A rule that is defined but not in `Validator.allRules` would silently never run: every type
/// in the rules' sources that conforms to `Rule` (or `ProjectRule`) must be registered, once.
@Suite struct RuleRegistrationTests {
    /// The names of the rule types the sources define, found in their text.
    static func definedRuleTypes() throws -> Set<String> {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/NibValidation")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var names: Set<String> = []
        let pattern = try Regex(#"struct\s+([A-Za-z0-9_]+)\s*:\s*(?:[A-Za-z0-9_]+\s*,\s*)*(?:Rule|ProjectRule)\b"#)
        for case let file as String in walker where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func everyDefinedRuleIsRegistered() throws {
        let defined = try RuleRegistrationTests.definedRuleTypes()
        #expect(defined.count >= 30, "the scan found too few rules to mean anything: \(defined.sorted())")
        let registered = Validator.allRules.map { String(describing: type(of: $0)) }
        #expect(Set(registered).count == registered.count, "a rule is registered twice: \(registered)")
        #expect(defined.subtracting(registered).isEmpty, "defined but never run: \(defined.subtracting(registered).sorted())")
    }
}
