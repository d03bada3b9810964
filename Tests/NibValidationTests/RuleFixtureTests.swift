import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// Every rule has a fixture in Samples/Broken that breaks it; each is checked for the rule id,
/// the line and column of the offending element, and for breaking nothing else.
@Suite struct RuleFixtureTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        let file: String
        let rule: RuleID
        let positions: [(line: Int, column: Int)]
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        .init(file: "cell-top-level-objects.xib", rule: "cell-top-level-objects", positions: [(41, 9)]),
        .init(file: "reuse-identifier-mismatch.xib", rule: "reuse-identifier-mismatch", positions: [(14, 9)]),
        .init(file: "cell-subview-outside-content-view.xib", rule: "cell-subview-outside-content-view", positions: [(22, 17)]),
        .init(file: "duplicate-id.xib", rule: "duplicate-id", positions: [(28, 21)]),
        .init(file: "dangling-reference.xib", rule: "dangling-reference", positions: [(32, 21), (37, 17)]),
        .init(file: "dangling-reference.storyboard", rule: "dangling-reference", positions: [(2, 1), (25, 37)]),
        .init(file: "missing-reuse-identifier.storyboard", rule: "missing-reuse-identifier", positions: [(43, 29)]),
        // A cell nib's identifier may come from its registration: not a finding (issue 11).
        // A XIB cell's identifier may come from its registration: this fixture shows the rule
        // does not fire on a XIB (the storyboard above is the one that breaks it).
        .init(file: "missing-reuse-identifier.xib", rule: "missing-reuse-identifier", positions: []),
        .init(file: "duplicate-reuse-identifier.storyboard", rule: "duplicate-reuse-identifier", positions: [(43, 29)]),
        .init(file: "custom-class-without-module.xib", rule: "custom-class-without-module", positions: [(14, 9)]),
        .init(file: "files-owner-outlets-without-class.xib", rule: "files-owner-outlets-without-class", positions: [(12, 9)]),
        .init(file: "duplicate-constraint.xib", rule: "duplicate-constraint", positions: [(31, 17)]),
        .init(file: "misplaced-view.xib", rule: "misplaced-view", positions: [(18, 17)]),
        .init(file: "ambiguous-view.xib", rule: "ambiguous-view", positions: [(18, 17)]),
        .init(file: "unsatisfiable-constraints.xib", rule: "unsatisfiable-constraints", positions: [(22, 25)]),
        .init(file: "hidden-arranged-view-conflict.xib", rule: "hidden-arranged-view-conflict", positions: [(24, 33)]),
        .init(file: "ambiguous-layout.xib", rule: "ambiguous-layout", positions: [(18, 17)]),
        .init(file: "misplaced-frame.xib", rule: "misplaced-frame", positions: [(18, 17)]),
        .init(file: "unknown-element.xib", rule: "unknown-element", positions: [(18, 17)]),
        .init(file: "legacy-format.xib", rule: "legacy-format", positions: [(2, 1)]),
        .init(file: "invalid-number.xib", rule: "invalid-number", positions: [(12, 13), (14, 17), (21, 29), (27, 17)]),
        .init(file: "duplicate-storyboard-identifier.storyboard", rule: "duplicate-storyboard-identifier", positions: [(23, 17)]),
        .init(file: "duplicate-segue-identifier.storyboard", rule: "duplicate-segue-identifier", positions: [(19, 25)]),
        .init(file: "segue-without-identifier.storyboard", rule: "segue-without-identifier", positions: [(18, 25)]),
        .init(file: "missing-initial-view-controller.storyboard", rule: "missing-initial-view-controller", positions: [(2, 1)]),
    ]

    @Test(arguments: expectations)
    func brokenFixtureGivesExactlyItsFindings(_ expectation: Expectation) throws {
        let document = try Document(contentsOf: Fixtures.broken(expectation.file))
        // Every rule on, those off by default too (custom-class-without-module, unknown-element).
        // The Info.plist beside the fixtures names this storyboard; nibcheck finds that entry
        // (StoryboardEntryTests), the library takes it from its caller.
        var context = ValidationContext()
        if expectation.file == "missing-initial-view-controller.storyboard" {
            context.storyboardEntry = StoryboardEntry(infoPlist: Fixtures.broken("Info.plist").path, key: "UIMainStoryboardFile")
        }
        let diagnostics = RuleFixtureTests.allRulesOn.validate(document, context: context)
        #expect(diagnostics.map(\.ruleID) == Array(repeating: expectation.rule, count: expectation.positions.count),
                "\(diagnostics)")
        #expect(diagnostics.map { [$0.line, $0.column] } == expectation.positions.map { [$0.line, $0.column] })
        #expect(diagnostics.allSatisfy { $0.file == document.file && !$0.message.isEmpty })
    }

    static let allRulesOn = Validator(severities: Dictionary(uniqueKeysWithValues: Validator.allRules.map { ($0.id, Optional($0.defaultSeverity)) }))

    @Test func parseErrorAndEmptyFileBecomeOneDiagnosticEach() throws {
        let validator = Validator()
        for (file, rule, line, column) in [("parse-error.xib", "parse-error", 26, 28), ("empty-file.xib", "empty-file", 1, 1),
                                           ("resource-limit.xib", "resource-limit", 139, 1)] {
            do {
                _ = try Document(contentsOf: Fixtures.broken(file))
                Issue.record("\(file) parsed")
            } catch {
                let diagnostic = try #require(validator.diagnostic(for: error))
                #expect(diagnostic.ruleID.rawValue == rule)
                #expect(diagnostic.severity == .error)
                #expect((diagnostic.line, diagnostic.column) == (line, column))
            }
        }
    }

    /// The NibcheckInCI article says these two break their rule only when loaded as a registered cell: the
    /// linter, which knows no registration, finds nothing in them.
    @Test func loaderOnlyFixturesAreCleanForTheLinter() throws {
        for file in ["custom-class-mismatch.xib", "cell-top-level-objects-not-a-cell.xib"] {
            let diagnostics = Validator().validate(try Document(contentsOf: Fixtures.broken(file)))
            #expect(diagnostics.isEmpty, "\(file): \(diagnostics)")
        }
    }

    @Test func validSamplesAreClean() throws {
        let files = Fixtures.interfaceFiles(in: Fixtures.valid).filter { $0.lastPathComponent != "LegacyCell.xib" }
        #expect(files.count == 8)
        for url in files {
            let diagnostics = Validator().validate(try Document(contentsOf: url))
            #expect(diagnostics.isEmpty, "\(url.lastPathComponent): \(diagnostics)")
        }
    }

    @Test func everyRuleHasAFixtureAndDocumentation() throws {
        let fixtures = Set(try FileManager.default.contentsOfDirectory(atPath: Fixtures.broken.path))
        // The source rules' fixture is the app in Tests/AppFixture (NibSourcesTests).
        let sourceRules = Set(Validator.sourceRules.map(\.id))
        for rule in Validator.allRules {
            #expect(sourceRules.contains(rule.id) || fixtures.contains { $0.hasPrefix(rule.id.rawValue) } || rule.id == "custom-class-mismatch" || rule.id == "resource-limit",
                    "no fixture for \(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty)
            #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" })
        }
        #expect(Set(Validator.allRules.map(\.id)).count == Validator.allRules.count)
    }

    @Test func segueWithoutIdentifierIsOffByDefault() throws {
        let document = try Document(contentsOf: Fixtures.broken("segue-without-identifier.storyboard"))
        #expect(Validator().validate(document).isEmpty)
        #expect(Validator.rule(withID: .segueWithoutIdentifier)?.isEnabledByDefault == false)
        #expect(Validator.rule(withID: .segueWithoutIdentifier)?.defaultSeverity == .info)
    }

    @Test func missingInitialViewControllerNeedsTheKeyThatNamesTheStoryboard() throws {
        // The library reads no Info.plist: without the entry its caller found, nothing is judged.
        let document = try Document(contentsOf: Fixtures.broken("missing-initial-view-controller.storyboard"))
        #expect(Validator().validate(document).isEmpty)
        var context = ValidationContext()
        context.storyboardEntry = StoryboardEntry(infoPlist: "App/Info.plist", key: "UIMainStoryboardFile")
        let diagnostics = Validator().validate(document, context: context)
        #expect(diagnostics.map(\.ruleID) == [.missingInitialViewController])
        #expect(diagnostics.first?.message == "storyboard 'missing-initial-view-controller' has no initial view controller, but Info.plist names it as UIMainStoryboardFile")
    }
}
