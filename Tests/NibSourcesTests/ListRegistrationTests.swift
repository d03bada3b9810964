import NibTestSupport
@testable import NibValidation
import Testing

/// A table or collection view's own class that registers a cell under a prototype's identifier
/// (in awakeFromNib) replaces the prototype, as the scene controller's registration does: a
/// training app's SettingsCollectionView registers its cell nib under the identifier of a
/// prototype whose class is misspelt, which is then never made. The misspelt class is a warning
/// that says why, not a crash.
@Suite(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
struct ListRegistrationTests {
    /// The rule's example of the list's registration, and the same project with the list's
    /// class registering nothing.
    static func findings(registering: Bool) throws -> [Diagnostic] {
        let rule = UnknownCustomClassRule()
        let example = try #require(UnknownCustomClassRule.description.triggeringExamples.first {
            $0.note?.hasPrefix("a training app's settings list") == true
        })
        var files = example.projectFiles
        if !registering {
            files["SubredditTableView.swift"] = "import UIKit\nclass SubredditTableView: UITableView {}\n"
        }
        let changed = RuleExample(example.text, file: example.file, note: example.note, project: files)
        return try RuleExampleTests.findings(RuleExampleTests.Case(rule: rule, example: changed, triggers: true, number: 0))
    }

    @Test func theListsRegistrationReplacesThePrototype() throws {
        let found = try Self.findings(registering: true)
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .warning && $0.message.contains("replaces the prototype cell") },
                "\(found.map(\.description))")
    }

    @Test func withoutItTheDequeueCrashes() throws {
        let found = try Self.findings(registering: false)
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .error }, "\(found.map(\.description))")
    }
}
