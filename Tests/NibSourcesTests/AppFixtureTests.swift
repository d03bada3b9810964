import Foundation
import NibDocument
import NibLint
import NibTestSupport
import NibValidation
import Testing
@testable import NibSources

/// The app fixture (Tests/AppFixture): a clean copy that must give no finding at all, and a
/// seeded copy with one bug per source rule, each expected at its rule, file and line.
@Suite struct AppFixtureTests {
    static let clean = Fixtures.repositoryRoot.appendingPathComponent("Tests/AppFixture/Clean").path
    static let seeded = Fixtures.repositoryRoot.appendingPathComponent("Tests/AppFixture/Seeded").path

    /// (rule, file under Sources/Shelf, line) for each seeded bug.
    static let expected: [(RuleID, String, Int)] = [
        (.outletTypeMismatch, "BadgeView.xib", 27),
        (.missingImage, "BookCell.xib", 18),
        (.missingColor, "BookCell.xib", 26),
        (.undeclaredOutlet, "BookCell.xib", 49),
        (.unknownReuseIdentifier, "DetailViewController.swift", 13),
        (.unknownSegueIdentifier, "HomeViewController.swift", 7),
        (.unknownStoryboardIdentifier, "HomeViewController.swift", 8),
        (.unconnectedOutlet, "ShelfViewController.swift", 7),
        (.unknownNibName, "ShelfViewController.swift", 15),
        (.unknownCustomClass, "ShelfViewController.xib", 31),
        (.undeclaredAction, "ShelfViewController.xib", 48),
        (.customClassWithoutModule, "TagCell.xib", 11),
    ]

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func seededCopyGivesOneFindingPerRule() throws {
        let result = SourceLint.run([AppFixtureTests.seeded])
        let found = result.diagnostics.map { ($0.ruleID, ($0.file as NSString).lastPathComponent, $0.line) }
        #expect(found.count == AppFixtureTests.expected.count, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        for (rule, file, line) in AppFixtureTests.expected {
            #expect(found.contains { $0 == (rule, file, line) }, "expected \(rule) at \(file):\(line)")
        }
        // Every source rule is covered by the seeded copy, but nib-built-by-no-target, which needs
        // an Xcode project (this is a SwiftPM layout): PrecisionTests has its case.
        let covered = Set(AppFixtureTests.expected.map(\.0))
        for rule in Validator.sourceRules where rule.id != .nibBuiltByNoTarget {
            #expect(covered.contains(rule.id), "no seeded bug for \(rule.id)")
        }
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func cleanCopyGivesNoFinding() {
        let result = SourceLint.run([AppFixtureTests.clean])
        #expect(result.files.count == 7)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func theSourcesAreRead() {
        var options = SourceReader.Options(paths: [AppFixtureTests.clean])
        options.nibClassNames = ["BookCell", "TagCell", "BadgeView", "HeaderView", "LegacyBanner", "ShelfViewController",
                                 "HomeViewController", "DetailViewController"]
        let report = SourceReader(options: options).read()
        #expect(report.swiftFiles == 7)
        #expect(report.objectiveCFiles == 2)
        #expect(report.facts.modules == ["Shelf"])
        #expect(report.facts.images.isSuperset(of: ["star", "placeholder", "placeholder.png"]))
        #expect(report.facts.colors == ["BrandBlue"])
        let index = ProjectFacts(sources: report.facts, documents: [], nibsComplete: true).classes
        let banner = index.lookup("LegacyBanner")
        #expect(banner?.language == .objectiveC)
        #expect(banner?.superclass == "UIView")
        #expect(Set(banner?.properties.keys.map { $0 } ?? []) == ["messageLabel", "buttons"])
        #expect(banner?.selectors["dismissBanner:"]?.isAction == true)
        #expect(index.lookup("NotAClass") == nil && index.lookup("Fake") == nil)
        let shelf = index.lookup("ShelfViewController", module: "Shelf")
        #expect(shelf.map { Set($0.selectors.keys).isSuperset(of: ["addTapped:", "reloadShelf", "tableView:cellForRowAt:", "viewDidLoad"]) } == true)
        #expect(shelf?.selectors["addTapped:"]?.isAction == true && shelf?.selectors["reloadShelf"]?.isAction == false)
        #expect(shelf?.properties["tableView"]?.isImplicitlyUnwrapped == true)
    }

    /// Without SourceKit: one notice, the Swift-based rules skipped, assets and exit status as before.
    @Test func withoutSourceKitTheRulesStandDown() throws {
        let result = try Nibcheck.run(["--no-config", "--sourcekit", "/nonexistent/libsourcekitdInProc.so", AppFixtureTests.seeded])
        let notices = result.error.split(separator: "\n").filter { $0.contains("sourcekitd not found") }
        #expect(notices.count == 1)
        for id in ["unknown-custom-class", "undeclared-outlet", "undeclared-action", "unconnected-outlet", "unknown-reuse-identifier"] {
            #expect(!result.output.contains("[\(id)]"))
        }
        // Asset rules need no SourceKit.
        #expect(result.output.contains("[missing-image]"))
        #expect(result.status == 0)
    }

    @Test func noSourcesChecksTheNibsAlone() throws {
        let result = try Nibcheck.run(["--no-config", "--no-sources", AppFixtureTests.seeded])
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.status == 0)
    }
}
