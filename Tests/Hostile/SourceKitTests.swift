import Foundation
import NibTestSupport
import Testing

/// SourceKit runs in supervised workers: a Swift file that crashes the Swift parser, or takes it
/// exponential time, costs that file (named in a warning), never the run or its other findings.
@Suite(.enabled(if: sourceKitProblem == nil, Comment(rawValue: sourceKitProblem ?? "")))
struct SourceKitTests {
    /// The outlet project of `JunkSourceTests` with `file` added, linted with a 2-second limit.
    static func lint(_ name: String, adding file: String, _ contents: String) throws -> Nibcheck.Run {
        let project = try JunkSourceTests.project(name)
        defer { project.remove() }
        // The class name makes the file one the reader selects.
        try project.write("App/" + file, "// BadgeView\n" + contents)
        return try Nibcheck.run(["--no-config", "App"], in: project.root,
                                environment: ["XDG_CACHE_HOME": project.path("cache"), "NIBCHECK_SOURCEKIT_SECONDS": "2"],
                                timeout: stallBound)
    }

    /// 10,000-deep generics overflow the parser's stack (SIGSEGV inside sourcekitd).
    @Test func aFileThatCrashesTheParserCostsOnlyThatFile() throws {
        let depth = 10_000
        let run = try SourceKitTests.lint("sourcekit-crash", adding: "Generics.swift",
                                          "let x: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth) + " = 0\n")
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains("[undeclared-outlet]"), "\(run.output)")
        #expect(run.error.contains("Generics.swift: SourceKit could not read it (SourceKit crashed"), "\(run.error)")
    }

    /// 28-deep array literals take the type checker's parser about a minute, doubling per level.
    @Test func aFileThatStallsTheParserIsStoppedAtTheLimit() throws {
        let run = try SourceKitTests.lint("sourcekit-stall", adding: "Arrays.swift",
                                          "let y = " + String(repeating: "[", count: 28) + String(repeating: "]", count: 28) + "\n")
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains("[undeclared-outlet]"), "\(run.output)")
        #expect(run.error.contains("Arrays.swift: SourceKit could not read it (SourceKit took longer than 2 s"), "\(run.error)")
    }
}
