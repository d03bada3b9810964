import Foundation
import NibTestSupport
import Testing

/// `nibcheck generate` as a build step runs it: the same inputs give the same bytes, an
/// unchanged output file is not touched, and a wrong input is exit 1 with the rest written.
@Suite struct GenerateCommandTests {
    @Test func aSecondRunRewritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated.swift").path
        let arguments = ["generate", "Tests/GeneratedApp/Resources", "--no-sources", "-o", output]
        let first = try Nibcheck.run(arguments)
        #expect(first.status == 0, "\(first.error)")
        let written = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        // Back-date the file, so that a rewrite, however quick, would show.
        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        let second = try Nibcheck.run(arguments)
        #expect(second.status == 0)
        let kept = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(written != nil && kept.map { abs($0.timeIntervalSince(past)) < 1 } == true, "the unchanged file was rewritten")
        let stdout = try Nibcheck.run(["generate", "Tests/GeneratedApp/Resources", "--no-sources", "-o", "-"])
        #expect(Data(stdout.output.utf8) == (try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    @Test func aWrongInputIsExitOneAndTheRestIsWritten() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-generate-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(Fixtures.xib("""
            <tableViewCell reuseIdentifier="row" id="c1" customClass="TwoCell"/>
            <view id="v2"/>
            """).utf8).write(to: project.appendingPathComponent("Two.xib"))
        try Data(Fixtures.xib(#"<tableViewCell reuseIdentifier="good-row" id="c1" customClass="GoodCell"/>"#).utf8)
            .write(to: project.appendingPathComponent("Good.xib"))
        let run = try Nibcheck.run(["generate", project.path, "--no-sources"])
        #expect(run.status == 1)
        #expect(run.error.contains("Two.xib:") && run.error.contains(": error: a cell XIB must hold one top-level object") && run.error.contains("[generate]"), "\(run.error)")
        #expect(run.output.contains("extension GoodCell: ReusableView, NibLoadableView"))
        let usage = try Nibcheck.run(["generate", project.path, "--flavor", "swiftui"])
        #expect(usage.status == 2 && usage.error.contains("unknown flavor"))
    }
}
