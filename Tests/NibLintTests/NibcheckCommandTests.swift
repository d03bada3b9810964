import Foundation
import NibTestSupport
import NibValidation
import Testing

/// The `nibcheck` executable as CI and editors run it: output lines, exit status, options.
@Suite(.serialized) struct NibcheckCommandTests {
    static let brokenFixtures: [(file: String, rule: String, line: Int, status: Int32)] = [
        ("cell-top-level-objects.xib", "cell-top-level-objects", 41, 1),
        ("reuse-identifier-mismatch.xib", "reuse-identifier-mismatch", 14, 0),
        ("cell-subview-outside-content-view.xib", "cell-subview-outside-content-view", 22, 1),
        ("duplicate-id.xib", "duplicate-id", 28, 1),
        ("dangling-reference.xib", "dangling-reference", 32, 1),
        ("missing-reuse-identifier.storyboard", "missing-reuse-identifier", 43, 0),
        ("duplicate-reuse-identifier.storyboard", "duplicate-reuse-identifier", 43, 1),
        ("custom-class-without-module.xib", "custom-class-without-module", 14, 0),
        ("files-owner-outlets-without-class.xib", "files-owner-outlets-without-class", 12, 0),
        ("duplicate-constraint.xib", "duplicate-constraint", 31, 0),
        ("misplaced-view.xib", "misplaced-view", 18, 0),
        ("ambiguous-view.xib", "ambiguous-view", 18, 0),
        ("unknown-element.xib", "unknown-element", 18, 0),
        ("legacy-format.xib", "legacy-format", 2, 0),
        ("empty-file.xib", "empty-file", 1, 1),
        ("parse-error.xib", "parse-error", 26, 1),
        ("resource-limit.xib", "resource-limit", 139, 1),
    ]

    @Test func eachBrokenFixtureGivesItsRuleLineAndStatus() throws {
        for fixture in Self.brokenFixtures {
            let path = "Samples/Broken/\(fixture.file)"
            // Rules off by default are switched on for their fixture.
            var enable = Validator.rule(withID: RuleID(rawValue: fixture.rule))?.isEnabledByDefault == false ? ["--enable", fixture.rule] : []
            // The naming convention reuse-identifier-mismatch judges without a registration is opt-in.
            if fixture.rule == RuleID.reuseIdentifierMismatch.rawValue { enable += ["--reuse-identifier", "class-name"] }
            let run = try Nibcheck.run(enable + [path])
            let first = try #require(run.output.split(separator: "\n").first, "\(fixture.file): no output")
            #expect(first.hasPrefix("\(path):\(fixture.line):"), "\(first)")
            #expect(first.hasSuffix("[\(fixture.rule)]"), "\(first)")
            #expect(run.status == fixture.status, "\(fixture.file)")
            #expect(run.error.contains("checked 1 file: "))
            // --strict fails warnings, not info findings (unknown-element, custom-class-without-module).
            if fixture.status == 0 && Validator.rule(withID: RuleID(rawValue: fixture.rule))?.defaultSeverity == .warning {
                #expect(try Nibcheck.run(["--strict"] + enable + [path]).status == 1, "\(fixture.file) with --strict")
            }
        }
    }

    @Test func aBrokenFileIsOneError() throws {
        let run = try Nibcheck.run(["Samples/Broken/parse-error.xib"])
        #expect(run.output == "Samples/Broken/parse-error.xib:26:28: error: Opening and ending tag mismatch: label line 21 and subviews [parse-error]\n")
        #expect(run.error == "checked 1 file: 1 error, 0 warnings\n")
    }

    @Test func validSamplesAreClean() throws {
        let run = try Nibcheck.run(["Samples/Valid", "--exclude", "LegacyCell.xib"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "checked 8 files: 0 errors, 0 warnings\n")
    }

    @Test func outputIsSortedByPathThenLine() throws {
        let run = try Nibcheck.run(["--jobs", "4", "Samples"])
        let keys = run.output.split(separator: "\n").map { line -> (String, Int) in
            let parts = line.split(separator: ":")
            return (String(parts[0]), Int(parts[1]) ?? 0)
        }
        #expect(keys.count > 15)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(run.status == 1)
        #expect(try Nibcheck.run(["--jobs", "1", "Samples"]).output == run.output)
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        #expect(try Nibcheck.run([]).status == 2)
        let unknownOption = try Nibcheck.run(["--frobnicate", "Samples"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.error.contains("unknown option '--frobnicate'"))
        #expect(unknownOption.error.contains("usage: nibcheck"))
        #expect(try Nibcheck.run(["--disable", "no-such-rule", "Samples"]).status == 2)
        #expect(try Nibcheck.run(["--format", "yaml", "Samples"]).status == 2)
        let missing = try Nibcheck.run(["Samples/Nope.xib"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("Samples/Nope.xib: no such file or folder"))
    }

    @Test func helpVersionRulesExplain() throws {
        let help = try Nibcheck.run(["--help"])
        #expect(help.status == 0)
        for section in ["OVERVIEW:", "usage: nibcheck", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:"] {
            #expect(help.output.contains(section))
        }
        #expect(try Nibcheck.run(["--version"]).output.hasPrefix("nibcheck "))
        let rules = try Nibcheck.run(["rules"]).output.split(separator: "\n")
        #expect(rules.count == Validator.allRules.count)
        #expect(rules.contains { $0.hasPrefix("cell-top-level-objects") && $0.contains("error") })
        let explain = try Nibcheck.run(["explain", "reuse-identifier-mismatch"])
        #expect(explain.status == 0)
        #expect(explain.output.contains("Triggers on") && explain.output.contains("Does not trigger on"))
        #expect(try Nibcheck.run(["explain", "nope"]).status == 2)
    }

    @Test func optionsChangeSeverities() throws {
        let file = "Samples/Broken/misplaced-view.xib"
        #expect(try Nibcheck.run(["--severity", "misplaced-view=error", file]).status == 1)
        let off = try Nibcheck.run(["--disable", "misplaced-view", file])
        #expect(off.status == 0 && off.output.isEmpty)
        #expect(try Nibcheck.run(["--severity=misplaced-view=off", file]).output.isEmpty)
        #expect(try Nibcheck.run(["--reuse-identifier", "off", "Samples/Broken/reuse-identifier-mismatch.xib"]).output.isEmpty)
    }

    @Test func configurationFileIsFoundFromTheCurrentFolderUpward() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.broken("misplaced-view.xib"), to: nested.appendingPathComponent("A.xib"))
        try #"{"severity": {"misplaced-view": "error"}}"#.write(to: folder.appendingPathComponent(".nibcheck.json"), atomically: true, encoding: .utf8)
        let run = try Nibcheck.run(["A.xib"], in: nested)
        #expect(run.status == 1)
        #expect(run.output.contains("error:"))
        // The command line wins over the file.
        #expect(try Nibcheck.run(["--disable", "misplaced-view", "A.xib"], in: nested).status == 0)
        #expect(try Nibcheck.run(["--no-config", "A.xib"], in: nested).status == 0)
        // Unknown keys and rules are clear errors.
        try #"{"seververity": {}}"#.write(to: folder.appendingPathComponent(".nibcheck.json"), atomically: true, encoding: .utf8)
        let badKey = try Nibcheck.run(["A.xib"], in: nested)
        #expect(badKey.status == 2)
        #expect(badKey.error.contains("unknown key 'seververity'"))
        try #"{"disable": ["misplaced"]}"#.write(to: folder.appendingPathComponent(".nibcheck.json"), atomically: true, encoding: .utf8)
        #expect(try Nibcheck.run(["A.xib"], in: nested).error.contains("unknown rule 'misplaced'"))
    }

    @Test func foldersSkipBuildProductsAndHonourExcludes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["App", "Pods/Lib", ".build/x", "DerivedData/y", "App/Legacy", ".hidden"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.broken("duplicate-id.xib"), to: folder.appendingPathComponent("\(sub)/Cell.xib"))
        }
        let all = try Nibcheck.run([folder.path])
        #expect(all.error.contains("checked 2 files"))
        let excluded = try Nibcheck.run(["--exclude", "Legacy", folder.path])
        #expect(excluded.error.contains("checked 1 file:"))
        #expect(excluded.output.contains("/App/Cell.xib:"))
    }

    /// Found by the fuzzer: input libxml2 can't convert made it print "encoding error : input
    /// conversion failed" on stderr, outside any parse context. It must come back as the file's
    /// one error, with nothing else printed.
    @Test func undecodableInputIsOneErrorAndNoNoise() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document a=\"".utf8)
        bytes += [0xFF, 0xFF, 0xFF, 0xFF]
        bytes += Array("\"/>\n".utf8)
        try Data(bytes).write(to: folder.appendingPathComponent("bad.xib"))
        let run = try Nibcheck.run(["bad.xib"], in: folder)
        #expect(run.status == 1)
        #expect(run.error == "checked 1 file: 1 error, 0 warnings\n")
        #expect(run.output.hasPrefix("bad.xib:2:"))
        #expect(run.output.hasSuffix("[parse-error]\n"))
    }

    /// On a terminal the text report is coloured, unless NO_COLOR is set; through a pipe it never
    /// is. Only a real terminal tells the first two apart, so they run under `script`.
    @Test(.enabled(if: Fixtures.which("script") != nil, "util-linux script is not installed"))
    func colourOnATerminalUnlessNoColor() throws {
        let file = "Samples/Broken/duplicate-id.xib"
        let sgr = /\x{1B}\[[0-9;]*m/
        let coloured = try #require(try Nibcheck.runInTerminal([file], environment: ["NO_COLOR": nil]))
        #expect(coloured.status == 1)
        #expect(coloured.output.contains("Samples/Broken/duplicate-id.xib"), "\(coloured.output)")
        #expect(coloured.output.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(coloured.output)")
        let plain = try #require(try Nibcheck.runInTerminal([file], environment: ["NO_COLOR": "1"]))
        #expect(plain.status == 1)
        #expect(plain.output.contains("Samples/Broken/duplicate-id.xib:28:21: error: "), "\(plain.output)")
        #expect(plain.output.firstMatch(of: sgr) == nil, "\(plain.output)")
        // Through a pipe: no colour even without NO_COLOR.
        let piped = try Nibcheck.run([file], environment: [:])
        #expect(piped.output.hasPrefix("Samples/Broken/duplicate-id.xib:28:21: error: "))
        #expect(piped.output.firstMatch(of: sgr) == nil)
    }

    @Test func dumpCommand() throws {
        let json = try Nibcheck.run(["dump", "--format", "json", "Samples/Valid/BookCell.xib"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["file"] as? String == "Samples/Valid/BookCell.xib")
        let document = try #require(object?["document"] as? [String: Any])
        #expect(document["tag"] as? String == "document")
        #expect(document["line"] as? Int == 2)
        let text = try Nibcheck.run(["dump", "Samples/Valid/BookCell.xib"])
        #expect(text.output.contains("    tableViewCell id=\"Ka3-Fp-8Rw\" customClass=\"BookCell\" reuseIdentifier=\"BookCell\"  @14:9"))
        let broken = try Nibcheck.run(["dump", "Samples/Broken/parse-error.xib"])
        #expect(broken.status == 1)
        #expect(broken.error == "Samples/Broken/parse-error.xib:26:28: error: Opening and ending tag mismatch: label line 21 and subviews\n")
    }
}
