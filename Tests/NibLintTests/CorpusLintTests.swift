import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing

/// nibcheck over the corpus: no crash, every file checked once, the empty file one error, and the
/// findings equal to the reviewed expectation, Tests/NibLintTests/corpus-findings.txt.
///
/// The test only compares. After a deliberate change, re-record with
/// Scripts/record-corpus-findings.sh and review the diff it leaves, line by line, against the
/// files it names (the file's header says how the current lines were reviewed).
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus))) struct CorpusLintTests {
    static let expectation = Fixtures.repositoryRoot.appendingPathComponent("Tests/NibLintTests/corpus-findings.txt")

    @Test func everyFileIsCheckedOnce() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let linter = Linter()
        let discovery = linter.discoverFiles([corpus.path])
        #expect(discovery.failures.isEmpty)
        let files = discovery.files
        let entries = try Fixtures.corpusEntries(corpus)
        #expect(files.count == entries.count)
        #expect(Set(files).count == files.count)
        let result = linter.lint(files: files)
        #expect(result.ioErrors.isEmpty)
        #expect(result.files == files.map(\.name))
        // Each empty file (by the manifest): exactly one finding, an error.
        for entry in entries where entry.bytes == 0 {
            let empty = result.diagnostics.filter { $0.file.hasSuffix(entry.path) }
            #expect(empty.map(\.ruleID) == ["empty-file"], "\(entry.path)")
            #expect(empty.map(\.severity) == [.error])
        }
    }

    /// The same command Scripts/record-corpus-findings.sh runs.
    @Test func corpusFindingsMatchTheExpectation() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let run = try Nibcheck.run(["--no-config", "."], in: corpus)
        #expect(run.status == 1)  // the empty file is an error
        #expect(run.error.hasPrefix("checked \(try Fixtures.corpusEntries(corpus).count) files: "), "\(run.error)")
        let actual = run.output.split(separator: "\n").map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : String($0) }
        let recorded = try String(contentsOf: Self.expectation, encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(!recorded.isEmpty)
        guard actual != recorded else { return }
        var changes: [(offset: Int, line: String)] = []
        for change in actual.difference(from: recorded) {
            switch change {
            case .remove(let offset, let line, _): changes.append((offset, "- " + line))
            case .insert(let offset, let line, _): changes.append((offset, "+ " + line))
            }
        }
        let shown = changes.sorted { $0.offset < $1.offset }.map(\.line)
        Issue.record("""
            nibcheck's findings on the corpus differ from Tests/NibLintTests/corpus-findings.txt \
            (- recorded, + now; \(shown.count) lines):
            \(shown.prefix(60).joined(separator: "\n"))\(shown.count > 60 ? "\n…" : "")
            If the change is intended, run Scripts/record-corpus-findings.sh, then read \
            `git diff Tests/NibLintTests/corpus-findings.txt` line by line against the files it \
            names and note the review in the file's header before committing.
            """)
    }
}
