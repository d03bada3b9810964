import Foundation
import NibDocument
import NibTestSupport
import Testing

/// Real files written by others (`../shared/corpus`): every one parses (the 0-byte file fails
/// clearly), and the model holds exactly what an independent parser (expat, through python3)
/// sees: the same elements, attributes in the same order, the same text and the same positions.
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus))) struct CorpusTests {
    @Test func everyFileParsesExceptTheEmptyOne() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let entries = try Fixtures.corpusEntries(corpus)
        #expect(entries.count == 301)
        var parsed = 0
        for entry in entries {
            let size = (try? FileManager.default.attributesOfItem(atPath: entry.url.path)[.size] as? Int) ?? -1
            do {
                let document = try Document(contentsOf: entry.url)
                parsed += 1
                #expect(size > 0)
                if entry.kind == "legacy-xib" { #expect(document.kind == .legacyArchive, "\(entry.path)") }
                if entry.kind == "ios-storyboard" { #expect(document.kind == .storyboard, "\(entry.path)") }
                if entry.kind.hasPrefix("mac") { #expect(document.platform == .macOS, "\(entry.path)") }
            } catch {
                #expect(size == 0, "\(entry.path): \(error)")
                #expect(error.reason == .empty)
                #expect(error.description.hasSuffix(":1:1: error: empty document"))
            }
        }
        #expect(parsed == 300)
    }

    /// The manifest's `top_level` column was computed independently of this project.
    @Test func topLevelObjectsMatchTheManifest() throws {
        let corpus = try #require(Fixtures.corpusURL)
        var compared = 0
        for entry in try Fixtures.corpusEntries(corpus) where entry.kind != "legacy-xib" && !entry.topLevel.isEmpty {
            let document = try Document(contentsOf: entry.url)
            #expect(document.objects.map(\.name) == entry.topLevel, "\(entry.path)")
            compared += 1
        }
        // 301 files, less 15 legacy archives and the empty one.
        #expect(compared == 285)
    }

    @Test(.enabled(if: Fixtures.which("python3") != nil, "no python3 on PATH"))
    func jsonDumpEqualsAnIndependentParser() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let python = try #require(Fixtures.which("python3"))
        let files = Fixtures.interfaceFiles(in: corpus) + Fixtures.interfaceFiles(in: Fixtures.samples)
        let script = Fixtures.repositoryRoot.appendingPathComponent("Tests/Support/expat_dump.py").path
        let (status, output) = try Fixtures.run(python, [script] + files.map(\.path))
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == files.count)
        var compared = 0
        for (file, expected) in zip(files, lines) {
            guard let document = try? Document(contentsOf: file) else {
                #expect(expected.hasPrefix("ERROR "), "\(file.path): we refuse it, expat does not")
                continue
            }
            let ours = document.jsonDump()
            if ours != expected {
                let at = zip(ours, expected).prefix { $0 == $1 }.count
                Issue.record("\(file.path) differs at character \(at): ours …\(ours.dropFirst(max(0, at - 60)).prefix(120))… expat …\(expected.dropFirst(max(0, at - 60)).prefix(120))…")
            }
            compared += 1
        }
        #expect(compared >= 300)
    }
}
