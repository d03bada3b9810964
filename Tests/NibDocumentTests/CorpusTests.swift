import Foundation
import NibDocument
import NibTestSupport
import Testing

/// Real files written by others (`../shared/corpus`): every one parses (the 0-byte file fails
/// clearly), and the model holds exactly what an independent parser (expat, through python3)
/// sees: the same elements, attributes in the same order, the same text (whitespace included,
/// untrimmed) and the same positions.
@Suite(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus))) struct CorpusTests {
    @Test func everyFileParsesExceptTheEmptyOne() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let entries = try Fixtures.corpusEntries(corpus)
        // The manifest names every interface file of the corpus, and only those.
        #expect(Set(entries.map(\.url.standardizedFileURL.path)) == Set(Fixtures.interfaceFiles(in: corpus).map(\.standardizedFileURL.path)))
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
        #expect(parsed == entries.filter { $0.bytes != 0 }.count)
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
        // Every file but the legacy archives and the empty ones.
        #expect(compared == (try Fixtures.corpusEntries(corpus)).filter { $0.kind != "legacy-xib" && $0.bytes != 0 }.count)
    }

    @Test(.enabled(if: Fixtures.which("python3") != nil, "no python3 on PATH"))
    func modelEqualsAnIndependentParser() throws {
        let corpus = try #require(Fixtures.corpusURL)
        let python = try #require(Fixtures.which("python3"))
        // resource-limit.xib is well-formed XML that only our limit refuses.
        let files = (Fixtures.interfaceFiles(in: corpus) + Fixtures.interfaceFiles(in: Fixtures.samples))
            .filter { $0.lastPathComponent != "resource-limit.xib" }
        // Every file but the two both parsers refuse (parse-error.xib and empty-file.xib) and the
        // corpus's 0-byte file: at least the 300 parseable corpus files and 25 samples.
        let compared = try ExpatComparison.compare(files, python: python)
        #expect(compared == files.count - 3 && compared >= 325)
    }
}
