import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// The files in Samples/Broken are named after the rule each breaks; each gives that rule's
/// findings and no other, every one pointing at an element's start. Where exactly a rule reports
/// is what its own examples say (`RuleExample`'s markers, run by the rule example tests): no
/// table of lines and columns is kept here.
@Suite struct RuleFixtureTests {
    /// The fixtures a rule id names (`duplicate-id.xib`, `dangling-reference.storyboard`), with
    /// that rule; those of the parser's rules, and those only a registration breaks, aside.
    static let fixtures: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.broken.path)) ?? []
        let ids = Validator.allRules.map(\.id).sorted { $0.rawValue.count > $1.rawValue.count }
        let aside: Set<String> = ["parse-error.xib", "empty-file.xib", "resource-limit.xib",
                                  "custom-class-mismatch.xib", "cell-top-level-objects-not-a-cell.xib"]
        return names.sorted().compactMap { name in
            guard name.hasSuffix(".xib") || name.hasSuffix(".storyboard"), !aside.contains(name),
                  let rule = ids.first(where: { name.hasPrefix($0.rawValue + ".") || name.hasPrefix($0.rawValue + "-") }) else { return nil }
            return Fixture(file: name, rule: rule)
        }
    }()

    struct Fixture: CustomTestStringConvertible, Sendable {
        let file: String
        let rule: RuleID
        var testDescription: String { file }
    }

    @Test func theFixturesCoverTheRulesThatHaveThem() {
        #expect(Self.fixtures.count >= 24, "\(Self.fixtures.map(\.file))")
    }

    @Test(arguments: fixtures)
    func brokenFixtureGivesOnlyItsRulesFindings(_ fixture: Fixture) throws {
        let url = Fixtures.broken(fixture.file)
        let document = try Document(contentsOf: url)
        // Every rule on, those off by default too (custom-class-without-module, unknown-element).
        // The Info.plist beside the fixtures names this storyboard; nibcheck finds that entry
        // (StoryboardEntryTests), the library takes it from its caller.
        var context = ValidationContext()
        if fixture.rule == .missingInitialViewController {
            context.storyboardEntry = StoryboardEntry(infoPlist: Fixtures.broken("Info.plist").path, key: "UIMainStoryboardFile")
        }
        let diagnostics = RuleFixtureTests.allRulesOn.validate(document, context: context)
        // A XIB cell's identifier may come from its registration: missing-reuse-identifier.xib
        // shows the rule does not fire on a XIB (the storyboard is the one that breaks it).
        if fixture.file == "missing-reuse-identifier.xib" {
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            return
        }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.ruleID == fixture.rule }, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.file == document.file && !$0.message.isEmpty })
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in diagnostics {
            let line = Array(lines[diagnostic.line - 1].utf8)
            #expect(diagnostic.column <= line.count && line[diagnostic.column - 1] == UInt8(ascii: "<"),
                    "\(diagnostic) does not point at an element")
        }
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

    @Test func everyRuleHasDocumentation() throws {
        for rule in Validator.allRules {
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
        #expect(diagnostics.first?.severity == .error)
    }

    /// A launch screen without an initial view controller is blank while the app starts, and the
    /// app runs: a warning, not an error.
    @Test func aLaunchStoryboardWithoutAnInitialViewControllerIsAWarning() throws {
        let document = try Document(contentsOf: Fixtures.broken("missing-initial-view-controller.storyboard"))
        var context = ValidationContext()
        context.storyboardEntry = StoryboardEntry(infoPlist: "App/Info.plist", key: "UILaunchStoryboardName")
        let diagnostics = Validator().validate(document, context: context)
        #expect(diagnostics.map(\.ruleID) == [.missingInitialViewController])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message == "storyboard 'missing-initial-view-controller' has no initial view controller, but Info.plist names it as UILaunchStoryboardName; the launch screen is blank while the app starts")
    }
}
