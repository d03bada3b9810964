import Foundation
import NibTestSupport
import Testing

/// The README's Swift blocks, and the DocC articles', are code that compiles and runs: each must
/// appear, line for line (indentation aside), in Tests/ReadmeExamples, an executable this target
/// depends on, and the README's examples run against the repository's own nibs. The headline
/// example once declared 2 outlets for a nib that connects 4, and crashed whoever copied it.
@Suite(.serialized) struct ReadmeTests {
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The documents whose code and outputs are checked: README.md, then every article of every
    /// DocC catalog (`Sources/Module/Module.docc/*.md`).
    static func documents() throws -> [URL] {
        let root = Fixtures.repositoryRoot
        var documents = [root.appendingPathComponent("README.md")]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            documents += files.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return documents
    }

    static func text(of document: URL) throws -> String {
        try String(contentsOf: document, encoding: .utf8)
    }

    /// A document's ```swift blocks, and the Package.swift blocks apart (they compile only as a
    /// manifest; `theManifestBlockIsAManifest` checks them).
    static func swiftBlocks(in document: URL) throws -> (code: [String], manifests: [String]) {
        var code: [String] = []
        var manifests: [String] = []
        var current: [Substring]?
        for line in try text(of: document).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                let block = current!.joined(separator: "\n")
                if block.hasPrefix("// swift-tools-version") { manifests.append(block) } else { code.append(block) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return (code, manifests)
    }

    static var readme: URL { Fixtures.repositoryRoot.appendingPathComponent("README.md") }

    @Test func everySwiftBlockIsCompiledHere() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Tests/ReadmeExamples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let compiled = try files.map { Self.lines(try Self.text(of: folder.appendingPathComponent($0))) }
        #expect(try Self.swiftBlocks(in: Self.readme).code.count >= 3)
        var count = 0
        for document in try Self.documents() {
            for block in try Self.swiftBlocks(in: document).code {
                count += 1
                let wanted = Self.lines(block)
                let found = compiled.contains { lines in
                    lines.indices.contains { start in
                        start + wanted.count <= lines.count && Array(lines[start ..< start + wanted.count]) == wanted
                    }
                }
                #expect(found, "\(document.lastPathComponent) block not in Tests/ReadmeExamples:\n\(block)")
            }
        }
        #expect(count >= 20, "the README's and the articles' blocks")
    }

    /// The examples read `Resources/` and `Samples/` relative to the working folder, through
    /// loaders of those folders (`NibLoader()` reads nothing there).
    @Test func theExamplesRun() throws {
        // Only the products folder of this test run: the test target depends on ReadmeExamples, so
        // it was built with these tests, never left over from another build.
        let executable = try Self.product("ReadmeExamples")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.hasSuffix("README examples ran\n"))
    }

    /// The executable of one of this package's products, from this test run's products folder
    /// (the test target depends on each, so each was built with these tests).
    static func product(_ name: String) throws -> String {
        var candidates = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        // On Linux the tests are an executable in that folder.
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return try #require(candidates.map { $0.appendingPathComponent(name).path }.first { FileManager.default.isExecutableFile(atPath: $0) },
                            "\(name) is not built beside the tests")
    }

    /// Whether `output` is `expected`, line for line, where a line `…` stands for any lines.
    static func matches(_ output: [Substring], _ expected: [Substring]) -> Bool {
        guard let first = expected.first else { return output.isEmpty }
        if first == "…" || first.trimmingCharacters(in: .whitespaces) == "…" {
            return (0 ... output.count).contains { matches(output.dropFirst($0).map { $0 }, Array(expected.dropFirst())) }
        }
        return output.first == first && matches(Array(output.dropFirst()), Array(expected.dropFirst()))
    }

    /// Every block that shows a `$ swift run PRODUCT …` command shows its real output: the command
    /// is run from the repository root and its standard output must be the rest of the block,
    /// line for line (a line `…` stands for lines left out).
    @Test func everyOutputTheReadmeShowsIsReal() throws {
        var blocks: [(document: String, lines: [Substring])] = []
        for document in try Self.documents() {
            var current: [Substring]?
            for line in try Self.text(of: document).split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line.hasPrefix("```") {
                    current = []
                } else if current != nil, line == "```" {
                    if let first = current?.first, first.hasPrefix("$ swift run ") { blocks.append((document.lastPathComponent, current!)) }
                    current = nil
                } else {
                    current?.append(line)
                }
            }
        }
        #expect(blocks.filter { $0.document == "README.md" }.count >= 4, "the README's BookList, nibcheck, generate and diff examples")
        #expect(blocks.count >= 8, "with the articles' Bookshelf, generate, diff and merge examples")
        for (document, block) in blocks {
            let words = block[0].dropFirst("$ swift run ".count).split(separator: " ").map(String.init)
            let executable = words[0] == "nibcheck" ? Nibcheck.path : try Self.product(words[0])
            // Standard output, then standard error (where nibcheck's summary goes), as a terminal
            // shows them when the summary comes last.
            let run = try Nibcheck.launch(executable, Array(words.dropFirst()), in: Fixtures.repositoryRoot, environment: [:], timeout: 120)
            let text = run.output + run.error
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 }
            #expect(Self.matches(lines, Array(block.dropFirst())), "\(document) block `\(block[0])` differs from the real run:\n\(text)")
        }
    }

    /// A manifest block is written to a scratch package and read by `swift package dump-package`
    /// (nothing is resolved or built).
    @Test(.enabled(if: Fixtures.which("swift") != nil, "no swift on PATH"))
    func theManifestBlockIsAManifest() throws {
        let manifests = try Self.documents().flatMap { try Self.swiftBlocks(in: $0).manifests }
        #expect(try !Self.swiftBlocks(in: Self.readme).manifests.isEmpty)
        for manifest in manifests {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let run = try Fixtures.run(Fixtures.which("swift")!, ["package", "--package-path", folder.path, "dump-package"])
            #expect(run.status == 0, "\(manifest)")
            #expect(run.output.contains("\"NibKit\""))
        }
    }

    /// The README's rule table is what `nibcheck rules --format markdown` prints from the rules'
    /// descriptions, byte for byte: a rule added, renamed or re-graded shows here.
    @Test func theRuleTableIsGeneratedFromTheRules() throws {
        let readme = try Self.text(of: Self.readme)
        let start = try #require(readme.range(of: "<!-- nibcheck rules --format markdown -->\n"))
        let end = try #require(readme.range(of: "<!-- end of nibcheck rules -->", range: start.upperBound..<readme.endIndex))
        let run = try Nibcheck.run(["rules", "--format", "markdown"])
        #expect(run.status == 0)
        #expect(String(readme[start.upperBound..<end.lowerBound]) == run.output,
                "regenerate the README's table with `swift run nibcheck rules --format markdown`")
    }

    /// The README is a user's document: short, with no internal issue numbers, project history or
    /// machine paths, and every file it links to exists. The articles name no internal process
    /// either.
    @Test func theReadmeIsAUsersDocument() throws {
        let readme = try Self.text(of: Self.readme)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 500)
        let unwanted = try Regex(#"(?i)\bissue #?\d+|(^|[\s(])#\d+\b|\bseed\b|\bwave\b|/work/|/home/|/Users/"#)
        for document in try Self.documents() {
            for (number, line) in try Self.text(of: document).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(line.firstMatch(of: unwanted) == nil, "\(document.lastPathComponent):\(number + 1): \(line)")
            }
        }
        for link in readme.matches(of: #/\]\(([^)#:]+)\)/#) {
            let path = String(link.output.1)
            #expect(FileManager.default.fileExists(atPath: Fixtures.repositoryRoot.appendingPathComponent(path).path), "README links to \(path)")
        }
    }
}
