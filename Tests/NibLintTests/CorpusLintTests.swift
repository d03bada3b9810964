import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing

/// `nibcheck ../shared/corpus`: no crash, every file checked once, a broken file one error, and
/// the findings equal to the saved expectation (Tests/NibLintTests/corpus-findings.txt). After a
/// deliberate change, regenerate it with NIBKIT_RECORD=1 swift test --filter CorpusLintTests.
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus))) struct CorpusLintTests {
    static let expectation = Fixtures.repositoryRoot.appendingPathComponent("Tests/NibLintTests/corpus-findings.txt")

    @Test func corpusFindingsMatchTheExpectation() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let linter = Linter()
        let (files, missing) = linter.collectFiles([corpus.path])
        #expect(missing.isEmpty)
        #expect(files.count == 301)
        #expect(Set(files).count == files.count)
        let result = linter.lint(files: files)
        #expect(result.ioErrors.isEmpty)
        #expect(result.files == files)
        // The empty file: exactly one finding, an error.
        let empty = result.diagnostics.filter { $0.file.hasSuffix("Level1_1.xib") }
        #expect(empty.map(\.ruleID) == ["empty-file"])

        let prefix = corpus.path + "/"
        let lines = result.diagnostics.map { diagnostic in
            "\(diagnostic.file.replacingOccurrences(of: prefix, with: "")):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
        }
        let actual = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["NIBKIT_RECORD"] != nil {
            try actual.write(to: Self.expectation, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.expectation, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n").map(String.init)
        #expect(lines.count == expectedLines.count)
        for line in Set(lines).subtracting(expectedLines).sorted().prefix(10) { Issue.record("new finding: \(line)") }
        for line in Set(expectedLines).subtracting(lines).sorted().prefix(10) { Issue.record("missing finding: \(line)") }
    }
}
