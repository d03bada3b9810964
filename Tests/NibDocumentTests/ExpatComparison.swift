import Foundation
import NibDocument
import NibTestSupport
import Testing
import NibSupport

/// The model against expat (Tests/Support/expat_dump.py), with text compared untrimmed.
enum ExpatComparison {
    static let script = Fixtures.repositoryRoot.appendingPathComponent("Tests/Support/expat_dump.py").path

    /// The layout of `Document.jsonDump()`, except that `text` is `Element.text` exactly as the
    /// model holds it (the dump trims it, which would hide lost or added whitespace).
    static func untrimmedDump(_ document: Document) -> String {
        var out = "{\"file\": " + JSON.quote(document.file) + ", \"document\": "
        func visit(_ element: Element) {
            out += "{\"tag\": " + JSON.quote(element.name)
            out += ", \"line\": \(element.line), \"column\": \(element.column), \"attributes\": {"
            out += element.attributes.map { JSON.quote($0.name) + ": " + JSON.quote($0.value) }.joined(separator: ", ")
            out += "}"
            if let text = element.text, !text.isEmpty { out += ", \"text\": " + JSON.quote(text) }
            out += ", \"children\": ["
            var first = true
            for child in element.children {
                if !first { out += ", " }
                first = false
                visit(child)
            }
            out += "]}"
        }
        visit(document.root)
        return out + "}"
    }

    /// Runs expat over `files` and records an issue for each file whose dump differs from ours.
    /// Returns how many files were compared (files both parsers read).
    static func compare(_ files: [URL], python: String) throws -> Int {
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
            let ours = untrimmedDump(document)
            if ours != expected {
                let at = zip(ours, expected).prefix { $0 == $1 }.count
                Issue.record("\(file.path) differs at character \(at): ours …\(ours.dropFirst(max(0, at - 60)).prefix(120))… expat …\(expected.dropFirst(max(0, at - 60)).prefix(120))…")
            }
            compared += 1
        }
        return compared
    }
}

/// Whitespace cases the corpus may not hold, through both parsers: each must come out the same,
/// and the text that carries whitespace must still carry it.
@Suite struct WhitespaceTests {
    static let cases = """
        <?xml version="1.0" encoding="UTF-8"?>\r
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\r
            <string key="padded">  two spaces each side  </string>
            <string key="blank">   </string>
            <string key="lines">
        first
            second
        </string>
            <string key="tab">\ttabbed\t</string>
            <string key="crlf">a\r
        b</string>
            <string key="refs">&#32;x&#10;y&#9;</string>
            <string key="cdata"><![CDATA[  kept  ]]></string>
            <mixed> before <b/> after </mixed>
            <indented>
                <b/>
            </indented>
            <refIndent>&#32;<b/>&#10;</refIndent>
            <empty></empty>
        </document>
        """

    @Test(.enabled(if: Fixtures.which("python3") != nil, "no python3 on PATH"))
    func whitespaceMatchesExpatUntrimmed() throws {
        let python = try #require(Fixtures.which("python3"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whitespace-\(UUID().uuidString).xib")
        try Data(Self.cases.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try ExpatComparison.compare([file], python: python) == 1)

        // And the model really keeps it (so agreeing is not agreeing on dropping it).
        let document = try Document(contentsOf: file)
        func text(_ key: String) -> String? { document.root.child(key: key)?.text }
        #expect(text("padded") == "  two spaces each side  ")
        #expect(text("blank") == "   ")
        #expect(text("lines") == "\nfirst\n    second\n")
        #expect(text("tab") == "\ttabbed\t")
        #expect(text("crlf") == "a\nb")  // XML turns CR LF into LF
        #expect(text("refs") == " x\ny\t")
        #expect(text("cdata") == "  kept  ")
        #expect(document.root.child(named: "mixed")?.text == " before  after ")
        #expect(document.root.child(named: "indented")?.text == nil)
        #expect(document.root.child(named: "refIndent")?.text == nil)  // " " and "\n" from references: whitespace all the same
        #expect(document.root.child(named: "empty")?.text == nil)
        #expect(document.root.text == nil)
    }
}
