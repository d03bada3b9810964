import Foundation
import NibLint
import NibTestSupport
import Testing

/// `--write-baseline` records today's findings; `--baseline` reports only new ones, keyed by rule,
/// file and object id, so edits that move lines keep them hidden.
@Suite(.serialized) struct BaselineTests {
    @Test func aBaselineSurvivesEditsAndLetsNewFindingsThrough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.xib")
        try FileManager.default.copyItem(at: Fixtures.broken("duplicate-id.xib"), to: file)

        let write = try Nibcheck.run(["--no-config", "--write-baseline", "baseline.json", "A.xib"], in: folder)
        #expect(write.status == 0)
        #expect(write.error == "wrote a baseline of 1 finding to baseline.json\n")
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#""rule": "duplicate-id", "file": "A.xib", "objectID": "Du5-Lb-8Qs""#))

        let clean = try Nibcheck.run(["--no-config", "--strict", "--baseline", "baseline.json", "A.xib"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
        #expect(clean.error == "checked 1 file: 0 errors, 0 warnings (1 in the baseline)\n")

        // Ten lines added above: the finding moves and stays hidden.
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "<objects>", with: "<objects>" + String(repeating: "\n", count: 10))
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Nibcheck.run(["--no-config", "--strict", "--baseline", "baseline.json", "A.xib"], in: folder).status == 0)

        // A new finding (a second use of another id) is reported.
        text = text.replacingOccurrences(of: "id=\"Dr9-Sa-1Ox\"", with: "id=\"-1\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let new = try Nibcheck.run(["--no-config", "--baseline", "baseline.json", "A.xib"], in: folder)
        #expect(new.status == 1)
        #expect(new.output.split(separator: "\n").count == 1)
        #expect(new.output.contains("id '-1'"))
    }

    @Test func aBrokenBaselineIsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"findings": []}"#.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let run = try Nibcheck.run(["--baseline", "b.json", Fixtures.valid.path], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("b.json: not a nibcheck baseline"))
    }

    @Test func textRoundTrips() throws {
        let linter = Linter()
        let result = linter.lint(files: linter.discoverFiles([Fixtures.broken.path]).files)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Baseline(result).text.write(to: url, atomically: true, encoding: .utf8)
        let read = try Baseline(contentsOf: url)
        #expect(read == Baseline(result))
        var filtered = result
        #expect(read.filter(&filtered) == result.diagnostics.count)
        #expect(filtered.diagnostics.isEmpty)
    }
}
