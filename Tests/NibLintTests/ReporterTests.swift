import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NibDocument
@testable import NibLint
import NibRender
import NibTestSupport
import NibValidation
import Testing

/// Each output format, parsed back by an independent reader.
@Suite struct ReporterTests {
    static let result: Linter.Result = {
        let linter = Linter()
        return linter.lint(files: linter.discoverFiles([Fixtures.broken.path]).files)
    }()

    @Test func resultCoversTheBrokenFixtures() {
        #expect(Self.result.files.count >= 18)
        #expect(Self.result.count(.error) >= 8)
        #expect(Self.result.count(.warning) >= 6)
        #expect(Self.result.count(.info) >= 2)
        #expect(Self.result.exitStatus(strict: false) == 1)
    }

    @Test func text() {
        let lines = TextReporter().report(Self.result).split(separator: "\n")
        #expect(lines.count == Self.result.diagnostics.count)
        let pattern = /^(.+):(\d+):(\d+): (error|warning|info): (.+) \[([a-z-]+)\]$/
        for (line, diagnostic) in zip(lines, Self.result.diagnostics) {
            let match = try? pattern.wholeMatch(in: String(line))
            #expect(match?.output.1 == Substring(diagnostic.file))
            #expect(match.map { Int($0.output.2) } == diagnostic.line)
            #expect(match?.output.6 == Substring(diagnostic.ruleID.rawValue))
        }
        let coloured = TextReporter(color: true, sourceLines: true).report(Self.result)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("^"))
        #expect(coloured.contains("hint: "))
    }

    @Test func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.result).utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == Self.result.diagnostics.count)
        for (item, diagnostic) in zip(diagnostics, Self.result.diagnostics) {
            #expect(item["file"] as? String == diagnostic.file)
            #expect(item["line"] as? Int == diagnostic.line)
            #expect(item["column"] as? Int == diagnostic.column)
            #expect(item["severity"] as? String == diagnostic.severity.rawValue)
            #expect(item["rule"] as? String == diagnostic.ruleID.rawValue)
            #expect(item["message"] as? String == diagnostic.message)
            #expect(item["objectID"] as? String == diagnostic.objectID)
        }
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == Self.result.count(.error))
        #expect(summary["files"] == Self.result.files.count)
        #expect(object["projectRoots"] as? [String] == [])
        var inProject = Self.result
        inProject.projectRoots = ["App"]
        let withRoot = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(inProject).utf8)) as? [String: Any])
        #expect(withRoot["projectRoots"] as? [String] == ["App"])
    }

    /// The properties SARIF 2.1.0 requires (and code scanning reads), checked one by one.
    @Test func sarif() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(Self.result).utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "nibcheck")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Validator.allRules.map(\.id.rawValue))
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == Self.result.diagnostics.count)
        for (item, diagnostic) in zip(results, Self.result.diagnostics) {
            #expect(item["ruleId"] as? String == diagnostic.ruleID.rawValue)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.ruleID.rawValue)
            #expect(["error", "warning", "note"].contains(item["level"] as? String ?? ""))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(diagnostic.message) == true)
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.removingPercentEncoding == diagnostic.file)
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == diagnostic.line)
            #expect(region["startColumn"] as? Int == diagnostic.column)
        }
    }

    @Test func github() {
        let lines = GitHubReporter().report(Self.result).split(separator: "\n")
        #expect(lines.count == Self.result.diagnostics.count)
        let pattern = /^::(error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),title=([^:]+)::(.+)$/
        for (line, diagnostic) in zip(lines, Self.result.diagnostics) {
            let match = try? pattern.wholeMatch(in: String(line))
            #expect(match != nil, "\(line)")
            #expect(match?.output.2 == Substring(diagnostic.file))
            #expect(match.map { Int($0.output.3) } == diagnostic.line)
            #expect(match?.output.5 == Substring("nibcheck \(diagnostic.ruleID)"))
        }
        #expect(GitHubReporter.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }

    @Test func checkstyle() throws {
        let xml = Data(CheckstyleReporter().report(Self.result).utf8)
        let reader = CheckstyleReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.errors.count == Self.result.diagnostics.count)
        for (error, diagnostic) in zip(reader.errors, Self.result.diagnostics) {
            #expect(error["file"] == diagnostic.file)
            #expect(error["line"] == String(diagnostic.line))
            #expect(error["severity"] == diagnostic.severity.rawValue)
            #expect(error["message"] == diagnostic.message)
            #expect(error["source"] == "nibcheck." + diagnostic.ruleID.rawValue)
        }
    }

    // MARK: Hostile names and messages

    /// File names and messages with what each format must escape: newlines, control characters,
    /// markup, quotes, percent signs, commas and colons.
    static let hostile: Linter.Result = {
        let files = ["two\nlines.xib", "markup <&\"'>.xib", "control\u{01}\u{1F}\u{7F}.xib", "a%b,c:d.xib"]
        let messages = ["line one\nline two\r", "<tag attr=\"v\"> & 'q'", "bell\u{07} nul\u{00} \u{FFFE}", "100% sure, key: value"]
        let diagnostics = zip(files, messages).map { file, message in
            Diagnostic(location: SourceLocation(file: file, line: 3, column: 2), objectID: "id\n\"1\"", severity: .error,
                       ruleID: .duplicateID, message: message, hint: "hint\nwith\tcontrol")
        }
        return Linter.Result(files: files, diagnostics: diagnostics)
    }()

    @Test func hostileText() {
        let lines = TextReporter().report(Self.hostile).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.hostile.diagnostics.count)
        #expect(lines.first == "two\\nlines.xib:3:2: error: line one\\nline two\\r [duplicate-id]")
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test func hostileJSONAndSARIF() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.hostile).utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == Self.hostile.diagnostics.map(\.file))
        #expect(diagnostics.map { $0["message"] as? String } == Self.hostile.diagnostics.map(\.message))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(Self.hostile).utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == Self.hostile.diagnostics.count)
    }

    @Test func hostileGitHub() {
        let lines = GitHubReporter().report(Self.hostile).split(separator: "\n")
        #expect(lines.count == Self.hostile.diagnostics.count)
        #expect(lines[0].hasPrefix("::error file=two%0Alines.xib,line=3,col=2,"))
        #expect(lines[3].contains("file=a%25b%2Cc%3Ad.xib,"))
    }

    /// Control characters made the checkstyle report invalid XML.
    @Test func hostileCheckstyleIsValidXML() throws {
        let xml = Data(CheckstyleReporter().report(Self.hostile).utf8)
        let reader = CheckstyleReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse(), "\(String(decoding: xml, as: UTF8.self))")
        #expect(reader.errors.count == Self.hostile.diagnostics.count)
        #expect(reader.errors.first?["file"] == "two\nlines.xib")
        #expect(reader.errors.first?["message"] == "line one\nline two\r")
        #expect(reader.errors.map { $0["file"] }.contains("markup <&\"'>.xib"))
        #expect(reader.errors.map { $0["message"] }.contains("bell\u{FFFD} nul\u{FFFD} \u{FFFD}"))
    }

    // MARK: Source lines

    /// A one-line file of 101 KB with a finding every few columns printed the whole line for each
    /// finding (454 MB). The echoed line is a window of about 120 columns around the caret.
    @Test func longSourceLinesAreWindowedAroundTheCaret() throws {
        let line = (0 ..< 10_000).map { String(format: "%010d", $0) }.joined()
        let diagnostic = Diagnostic(location: SourceLocation(file: "long.xib", line: 1, column: 50_001), severity: .info,
                                    ruleID: .unknownElement, message: "here")
        let result = Linter.Result(files: ["long.xib"], diagnostics: [diagnostic], sourceLines: ["long.xib": [1: line]])
        let output = TextReporter(sourceLines: true).report(result).split(separator: "\n")
        #expect(output.count == 3)
        let window = String(output[1])
        let caret = String(output[2])
        #expect(window.count <= TextReporter.windowWidth + 2)
        #expect(window.hasPrefix("…") && window.hasSuffix("…"))
        #expect(caret.hasSuffix("^") && caret.dropLast().allSatisfy { $0 == " " })
        // The caret stands under column 50,001 of the line.
        let under = window[window.index(window.startIndex, offsetBy: caret.count - 1)]
        #expect(under == line[line.index(line.startIndex, offsetBy: 50_000)])
        // Short lines and their ends are echoed whole; tabs keep the caret in line.
        #expect(TextReporter.window(Array("\tab".unicodeScalars), column: 3) == ("\tab", "\t "))
        let end = TextReporter.window(Array(line.unicodeScalars), column: line.count)
        #expect(end.text.hasPrefix("…") && !end.text.hasSuffix("…") && end.caretIndent.count == 120)
    }

    /// The echoed line shows no control a terminal would act on: U+202E would show the rest of
    /// the line reversed, C1 controls and DEL are commands to some terminals. Each becomes one
    /// space, so the caret still stands under its column.
    @Test func theEchoedSourceLineShowsNoTerminalControl() {
        let (text, caret) = TextReporter.window(Array("a\u{202E}b\u{85}c\u{7F}d\u{1B}e".unicodeScalars), column: 9)
        #expect(text == "a b c d e")
        #expect(caret.count == 8)
    }

    /// The text reporter re-read every file from disk for its source lines; they now come with
    /// the result, from the document that was linted.
    @Test func sourceLinesComeFromTheLintedDocument() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reporter-\(UUID().uuidString).xib")
        try FileManager.default.copyItem(at: Fixtures.broken("duplicate-id.xib"), to: url)
        let linter = Linter()
        let result = linter.lint(files: [LintFile(url.path)])
        try FileManager.default.removeItem(at: url)
        let output = TextReporter(sourceLines: true).report(result).split(separator: "\n")
        #expect(output.count >= 3)
        #expect(output[1].hasPrefix("                    <label opaque=\"NO\""))
        #expect(output[2].hasSuffix("^"))
        // Parse errors too: their line comes from the bytes read.
        let broken = linter.lint(files: [LintFile(Fixtures.broken("parse-error.xib").path)])
        #expect(broken.sourceLine(of: broken.diagnostics[0])?.contains("</subviews>") == true)
    }

    /// The HTML report parsed each file with findings again from disk and solved its layout
    /// again; it now draws the documents the run linted, from the roots the layout rules solved.
    @Test func theHTMLReportDrawsWhatTheRunLintedAndSolved() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).xib")
        try FileManager.default.copyItem(at: Fixtures.broken("ambiguous-layout.xib"), to: url)
        let result = Linter().lint(files: [LintFile(url.path)])
        try FileManager.default.removeItem(at: url)
        let linted = try #require(result.documents[url.path])
        #expect(result.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        // The layout rules solved the roots; the report's pictures take those roots' solvers.
        let solved = try #require(linted.layout.solvedRoots)
        #expect(!solved.isEmpty)
        let page = HTMLReporter().report(result)
        #expect(page.contains("<svg"))
        #expect(!page.contains("The file does not parse"))
        let renderer = NibRenderer(system: linted.layout.system)
        #expect(renderer.system.roots.first === linted.layout.system.roots.first)
    }

    /// The report's pictures draw the asset catalogs the sources step found, without walking
    /// the project again; a catalog in a folder every walk skips (`build/`) is drawn from by
    /// neither.
    @Test func theHTMLReportDrawsTheCatalogsTheSourcesStepFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func colorSet(_ catalog: String, red: String) throws {
            let set = folder.appendingPathComponent("app/\(catalog)/Brand.colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"\#(red)"}},"idiom":"universal"}]}"#
                .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        // Found in the walk's order, the first definition of a name wins: the skipped folder's
        // sorts first, so drawing from it would show. The view Interface Builder marked
        // misplaced is the file's one finding, so that the report draws it.
        try colorSet("build/Old.xcassets", red: "0.000")
        try colorSet("media.xcassets", red: "0.800")
        try Fixtures.xib("""
                <view contentMode="scaleToFill" id="Cv1-Aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" misplaced="YES" id="Cv2-Aa-002">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <color key="backgroundColor" name="Brand"/>
                        </view>
                    </subviews>
                </view>
            """).write(to: folder.appendingPathComponent("app/Card.xib"), atomically: true, encoding: .utf8)
        for sources in [[], ["--no-sources"]] {
            let run = try Nibcheck.run(["--no-config", "--format", "html"] + sources + ["app"], in: folder)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("#cc6633"), "\(sources): the catalog's colour is not drawn")
            #expect(!run.output.contains("#006633"), "\(sources): a catalog under build/ was drawn from")
        }
    }

    final class CheckstyleReader: NSObject, XMLParserDelegate {
        var file = ""
        var errors: [[String: String]] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if name == "file" { file = attributes["name"] ?? "" }
            if name == "error" { errors.append(attributes.merging(["file": file]) { $1 }) }
        }
    }
}
