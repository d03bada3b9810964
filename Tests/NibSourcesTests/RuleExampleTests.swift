import Foundation
import NibDocument
import NibLint
import NibTestSupport
@testable import NibValidation
import Testing

/// Every rule's own examples, SwiftLint style: each is linted with its rule alone, as nibcheck
/// would lint it (written to a folder with its project's files), and must give findings exactly
/// at its `↓` marks, in the nib or in the project's files; one that must not trigger gives none.
/// A registered example is checked as NibLoader checks a registered cell nib.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: any Rule
        let example: RuleExample
        let triggers: Bool
        let number: Int
        var testDescription: String { "\(rule.id) \(triggers ? "triggers" : "does not trigger") #\(number) (\(example))" }
        /// Swift or Objective-C beside the nib: reading them needs SourceKit.
        var needsSources: Bool { !example.projectFiles.isEmpty && example.projectFiles.keys.contains { !$0.hasSuffix(".plist") } }
    }

    static let cases: [Case] = Validator.allRules.flatMap { rule in
        rule.ruleDescription.triggeringExamples.enumerated().map { Case(rule: rule, example: $0.element, triggers: true, number: $0.offset + 1) }
            + rule.ruleDescription.nonTriggeringExamples.enumerated().map { Case(rule: rule, example: $0.element, triggers: false, number: $0.offset + 1) }
    }

    @Test(arguments: cases.filter { !$0.needsSources })
    func nibExample(_ example: Case) throws {
        try check(example)
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: cases.filter(\.needsSources))
    func projectExample(_ example: Case) throws {
        try check(example)
    }

    func check(_ example: Case) throws {
        let expected = example.triggers
            ? (example.example.expectedPositions + example.example.unmarkedProjectFiles.flatMap(\.positions)).map(\.description).sorted()
            : []
        let found = try RuleExampleTests.findings(example)
        #expect(found.map { "\($0.file):\($0.line):\($0.column)" }.sorted() == expected,
                "\(found.map(\.description).joined(separator: "\n"))")
    }

    /// The example's findings of its own rule, with paths relative to the example's folder.
    static func findings(_ example: Case) throws -> [Diagnostic] {
        let rule = example.rule
        let description = rule.ruleDescription
        if let registration = example.example.registration {
            let document = try Document(string: example.example.document, file: example.example.file)
            return Validator(rules: [rule], severities: [description.id: .error])
                .validate(document, context: ValidationContext(registration: registration))
        }
        // One folder per call: several tests run the same example at once.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nibkit-example-\(getpid())-\(description.id)-\(example.triggers)-\(example.number)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in [(example.example.file, example.example.document)] + example.example.unmarkedProjectFiles.map({ ($0.path, $0.text) }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var configuration = LintConfiguration()
        for other in Validator.allRules { configuration.severities[other.id] = .some(nil) }
        configuration.severities[description.id] = description.severity
        configuration.reuseIdentifierConvention = example.example.reuseIdentifierConvention ?? .off
        var options = LintSession.Options()
        options.readsSources = example.needsSources
        options.cachesSources = false
        let diagnostics = LintSession(configuration: configuration, paths: [folder.path], options: options).run().lint.diagnostics
        let prefix = folder.path + "/"
        return diagnostics.filter { $0.ruleID == description.id }.map { diagnostic in
            var relative = diagnostic
            relative.location = SourceLocation(file: String(diagnostic.file.dropFirst(diagnostic.file.hasPrefix(prefix) ? prefix.count : 0)),
                                               line: diagnostic.line, column: diagnostic.column)
            return relative
        }
    }

    /// Severity is a promise: an error rule's example whose note says the finding is "a warning"
    /// (nothing breaks yet, or not certainly) reports warnings only, one noted as an info (what
    /// cannot be checked) infos only, and the other examples of the rule errors.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anErrorRulesExamplesNotedAsWarningsAreWarnings() throws {
        let examples = RuleExampleTests.cases.filter { $0.rule.ruleDescription.severity == .error && $0.triggers }
        let noted = examples.filter { $0.example.note?.contains("a warning") == true }
        #expect(noted.count >= 10)
        for example in examples {
            let warns = example.example.note?.contains("a warning") == true
            let informs = example.example.note?.contains("an info") == true
            let found = try RuleExampleTests.findings(example)
            #expect(!found.isEmpty && found.allSatisfy { $0.severity == (informs ? .info : warns ? .warning : .error) },
                    "\(example): \(found.map { "\($0.severity): \($0.message)" })")
        }
    }

    /// What is wrong in a nib no target builds never reaches a device: a rule's finding there is
    /// info that says so (lumenshine's stale copies: duplicate constraints and conflicts).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func findingsInANibNoTargetBuildsAreInfo() throws {
        let original = try #require(RuleExampleTests.cases.first { $0.rule.id == DuplicateConstraintRule.description.id && $0.triggers })
        let unbuilt = RuleExample(original.example.text, file: original.example.file, note: original.example.note,
                                  project: NibBuiltByNoTargetRule.project(building: "Other.xib"))
        let found = try RuleExampleTests.findings(Case(rule: original.rule, example: unbuilt, triggers: true, number: 0))
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .info && $0.message.hasSuffix("(latent: no target builds this nib)") },
                "\(found.map { "\($0.severity): \($0.message)" })")
        let built = RuleExample(original.example.text, file: original.example.file, note: original.example.note,
                                project: NibBuiltByNoTargetRule.project(building: original.example.file))
        #expect(try RuleExampleTests.findings(Case(rule: original.rule, example: built, triggers: true, number: 0)).allSatisfy { $0.severity == .warning })
    }

    /// An outlet of a class no file declares (File's Owner's, in a nib that outlived both classes:
    /// ProtonVPN's ServerInfo.xib) is no code's: the view of an unknown class it points at is taken
    /// as that class by nothing, a warning; File's Owner's own unknown class is an info.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anOutletOfAClassNoFileDeclaresTakesNoViewAsItsClass() throws {
        let example = RuleExample("""
            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GoneInfoController" customModuleProvider="target">
                <connections>
                    <outlet property="infoView" destination="Iv1-aa-001" id="Io1-aa-001"/>
                </connections>
            </placeholder>
            ↓<view customClass="InfoView" customModuleProvider="target" id="Iv1-aa-001"/>
            """, project: ["Other.swift": "import UIKit\nclass OtherController: UIViewController {}\n"])
        let found = try RuleExampleTests.findings(Case(rule: UnknownCustomClassRule(), example: example, triggers: true, number: 0))
        let owner = found.filter { $0.objectID == "-1" }, view = found.filter { $0.objectID == "Iv1-aa-001" }
        #expect(found.count == 2 && owner.allSatisfy { $0.severity == .info }, "\(found.map(\.message))")
        #expect(view.count == 1 && view.allSatisfy { $0.severity == .warning && $0.message.contains("nothing connected to it needs InfoView") },
                "\(view.map(\.message))")
    }

    /// A load through R.swift's generated name (`R.nib.bookCell` for `Book Cell.xib`) is a load of
    /// that nib: a crash in it is an error, not a latent warning (and a load of no other nib: see
    /// the example of a leftover nib, which is a warning).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNibLoadedThroughItsGeneratedNameIsLoaded() throws {
        let example = try #require(RuleExampleTests.cases.first {
            $0.rule.id == UndeclaredOutletRule.description.id && $0.triggers && ($0.example.note?.hasPrefix("R.swift") ?? false)
        })
        let found = try RuleExampleTests.findings(example)
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .error && !$0.message.contains("nothing in the project loads") },
                "\(found.map(\.message))")
    }

    /// Code that asks for a Storyboard ID no scene has, where a scene of the class it names has
    /// none, is told which scene to give it.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func anUnknownStoryboardIdentifierNamesTheSceneOfItsClass() throws {
        let example = try #require(RuleExampleTests.cases.first {
            $0.rule.id == UnknownStoryboardIdentifierRule.description.id && $0.triggers && ($0.example.note?.hasPrefix("hoccer-xo-iphone") ?? false)
        })
        let line = try #require(example.example.document.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("customClass=\"ImageViewController\"") }) + 1
        let found = try RuleExampleTests.findings(example)
        #expect(found.count == 1 && found.allSatisfy {
            $0.message.contains("; the scene of ImageViewController at ") && $0.message.hasSuffix("/Main.storyboard:\(line) has no Storyboard ID")
                && $0.hint?.hasPrefix("set 'ImageViewController' as the Storyboard ID of the scene at ") == true
        }, "\(found.map { ($0.message, $0.hint) })")
    }

    /// A literal that differs only in case from a defined name is missing all the same, and the
    /// finding names the defined one.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNameInAnotherCaseIsNamed() throws {
        let example = try #require(RuleExampleTests.cases.first {
            $0.rule.id == UnknownSegueIdentifierRule.description.id && $0.triggers && ($0.example.note?.hasPrefix("leoniknik") ?? false)
        })
        let found = try RuleExampleTests.findings(example)
        #expect(found.count == 1 && found.allSatisfy {
            $0.message.hasSuffix("; 'toConfirm' is defined, in another case, and names match case by case") && $0.hint == "write 'toConfirm' as it is defined"
        }, "\(found.map { ($0.message, $0.hint) })")
    }

    /// A conflict only another size class installs names that size class, and the one the
    /// canvas's device shows does not: the user looks for it in that variation.
    @Test func aConflictUnderAnotherSizeClassNamesIt() throws {
        let examples = RuleExampleTests.cases.filter { $0.rule.id == UnsatisfiableConstraintsRule.description.id && $0.triggers }
        let iPadOnly = try #require(examples.first { $0.example.document.contains("<variation") })
        let everywhere = try #require(examples.first { !$0.example.document.contains("<variation") })
        let found = try RuleExampleTests.findings(iPadOnly)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("Unable to simultaneously satisfy constraints under size classes wR,hR: ") == true,
                "\(found.map(\.message))")
        #expect(try RuleExampleTests.findings(everywhere).allSatisfy { !$0.message.contains("size classes") })
    }

    /// File's Owner is what the code passes: a nib registered for cells (made with no owner) and
    /// one nothing in the project loads give warnings that say so, not crashes; so does an action
    /// whose target is in another storyboard scene, which the connection cannot reach, one
    /// whose control the nib hides for good, a dependency's control's own event, an AppKit outlet,
    /// an outlet into a scene's view that its controller makes in code instead, an action from
    /// a prototype cell no code dequeues, an action several classes are sent that a
    /// dependency the checkout lacks may declare for them all, and one whose class imports a
    /// header the checkout lacks, where a category may declare it.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func findingsOnNibsMadeWithNoOwnerOrLoadedByNothingAreWarnings() throws {
        let examples = RuleExampleTests.cases.filter {
            [UndeclaredOutletRule.description.id, UndeclaredActionRule.description.id].contains($0.rule.id) && $0.triggers
                && ($0.example.note?.hasSuffix("a warning") ?? false)
        }
        #expect(examples.count >= 8)
        for example in examples {
            let findings = try RuleExampleTests.findings(example)
            #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .warning }, "\(findings)")
            #expect(findings.allSatisfy { $0.message.contains("with no owner") || $0.message.contains("nothing in the project loads this nib")
                        || $0.message.contains("nothing loads this storyboard")
                        || $0.message.contains("is in another scene") || $0.message.contains("nothing shows this scene") || $0.message.contains("never fires")
                        || $0.message.contains("the action is never sent") || $0.message.contains("so the action may never fire") || $0.message.contains("(it does not crash)")
                        || $0.message.contains("makes its own view in loadView()") || $0.message.contains("no code enables it")
                        || $0.message.contains("may declare it in code this checkout lacks")
                        || $0.message.contains("which this checkout lacks, and the project declares the selector nowhere, so a category of")
                        || $0.message.contains("a prototype is made only when dequeued, so it cannot happen yet") },
                    "\(findings.map(\.message))")
        }
        // The owner the code passes is named, with where it passes it.
        let passed = try #require(RuleExampleTests.cases.first { $0.rule.id == UndeclaredOutletRule.description.id && $0.triggers
            && ($0.example.note?.contains("BrowserController") ?? false) })
        let messages = try RuleExampleTests.findings(passed).map(\.message)
        #expect(messages.count == 1 && messages.allSatisfy { $0.contains("the code passes as a BrowserController (") && $0.contains("loading crashes") },
                "\(messages)")
        // A control the nib hides itself is named as hidden, not as inside itself.
        let hidden = try #require(RuleExampleTests.cases.first { $0.rule.id == UndeclaredActionRule.description.id && $0.triggers
            && ($0.example.note?.hasPrefix("a weather app's Main.storyboard") ?? false) })
        let hiddenMessages = try RuleExampleTests.findings(hidden).map(\.message)
        #expect(hiddenMessages.count == 1 && hiddenMessages.allSatisfy { $0.contains("but the nib hides the control and no outlet or tag lets the code show it") },
                "\(hiddenMessages)")
    }

    /// A colour named without the namespace its catalog folder provides is named with it, the
    /// name that was meant.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNamespacedColourIsNamedWithItsNamespace() throws {
        let namespaced = try #require(RuleExampleTests.cases.first { $0.rule.id == MissingColorRule.description.id && $0.triggers
            && ($0.example.note?.hasPrefix("a board game's launch screen") ?? false) })
        let messages = try RuleExampleTests.findings(namespaced).map(\.message)
        #expect(messages.count == 1 && messages.allSatisfy { $0.contains("but 'Colors/Background' is: its catalog folder provides a namespace") },
                "\(messages)")
    }

    /// Each rule shows both sides, every triggering example marks where, and no example that
    /// must not trigger carries a mark.
    @Test func everyRuleHasExamplesBothWays() {
        for rule in Validator.allRules {
            let description = rule.ruleDescription
            #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty, "\(rule.id)")
            for example in description.triggeringExamples {
                #expect(!(example.expectedPositions + example.unmarkedProjectFiles.flatMap(\.positions)).isEmpty, "\(rule.id): \(example)")
            }
            for example in description.nonTriggeringExamples {
                #expect(!example.text.contains(RuleExample.marker) && !example.projectFiles.values.contains { $0.contains(RuleExample.marker) },
                        "\(rule.id): \(example)")
            }
        }
    }
}
