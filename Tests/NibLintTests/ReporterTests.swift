import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import NibLint
import NibTestSupport
import NibValidation
import Testing

/// Each output format, parsed back by an independent reader.
@Suite struct ReporterTests {
    static let result: Linter.Result = {
        let linter = Linter()
        let (files, _) = linter.collectFiles([Fixtures.broken.path])
        return linter.lint(files: files)
    }()

    @Test func resultCoversTheBrokenFixtures() {
        #expect(Self.result.files.count >= 18)
        #expect(Self.result.count(.error) >= 8)
        #expect(Self.result.count(.warning) >= 8)
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

    final class CheckstyleReader: NSObject, XMLParserDelegate {
        var file = ""
        var errors: [[String: String]] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if name == "file" { file = attributes["name"] ?? "" }
            if name == "error" { errors.append(attributes.merging(["file": file]) { $1 }) }
        }
    }
}
