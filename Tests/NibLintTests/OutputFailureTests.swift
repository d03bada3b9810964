import Foundation
import NibTestSupport
import Testing

/// Output that cannot be written ends the run with exit status 2 and one line on standard error,
/// never a crash (FileHandle's `write` trapped: exit 132).
@Suite(.serialized) struct OutputFailureTests {
    @Test func closedStandardOutput() throws {
        let run = try Nibcheck.runShell(#""$NIBCHECK" Samples/Broken >&-"#)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("nibcheck: cannot write to standard output: "), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test func closedStandardError() throws {
        // Nowhere to say anything: just the status.
        let run = try Nibcheck.runShell(#""$NIBCHECK" Samples/Broken/duplicate-id.xib 2>&-"#)
        #expect(run.status == 2)
        #expect(run.output.contains("[duplicate-id]"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full"))
    func fullDevice() throws {
        let run = try Nibcheck.runShell(#""$NIBCHECK" Samples/Broken > /dev/full"#)
        #expect(run.status == 2)
        #expect(run.error == "nibcheck: cannot write to standard output: No space left on device\n")
    }

    /// `| head -1` with SIGPIPE ignored: the writes fail with EPIPE. (With SIGPIPE at its default
    /// the signal ends nibcheck, as it ends any Unix filter.)
    @Test func brokenPipeWithSigpipeIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 20,000 findings: far more than a pipe holds.
        let elements = (0 ..< 20_000).map { "<unknownThing\($0) id=\"u\($0)\"/>" }.joined()
        try "<document>\(elements)</document>".write(to: folder.appendingPathComponent("many.xib"), atomically: true, encoding: .utf8)
        let run = try Nibcheck.runShell(#"trap '' PIPE; { "$NIBCHECK" --verbose many.xib; echo $? > status; } | head -1 > /dev/null; cat status"#, in: folder)
        #expect(run.output == "2\n")
        #expect(run.error.hasPrefix("nibcheck: cannot write to standard output: Broken pipe\n"), "\(run.error)")
        #expect(!run.error.contains("Fatal error"))
    }
}
