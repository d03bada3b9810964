import Foundation
import NibTestSupport
import Testing

/// Nothing a project holds can start a line of nibcheck's output: a name or id holding
/// `\n::stop-commands::…` would switch off GitHub's annotations, and `\n::error …::` forge one.
/// Every name is escaped wherever it is printed, not only in findings.
@Suite struct ForgedOutputTests {
    static let forged = "\n::error title=forged::forged"

    /// No line of `text` is a workflow command.
    static func hasNoWorkflowCommand(_ text: String) -> Bool {
        !text.split(separator: "\n").contains { $0.hasPrefix("::") }
    }

    /// The control: a workflow command at the start of a line is seen.
    @Test func theCheckSeesAWorkflowCommand() {
        #expect(!ForgedOutputTests.hasNoWorkflowCommand("ok" + ForgedOutputTests.forged))
    }

    @Test func aLinkWarningNamesTheLinkOnOneLine() throws {
        let project = try HostileProject("forged-link")
        defer { project.remove() }
        try project.write("outside/Cell.xib", try HostileProject.bookCell())
        try project.write("app/Plain.xib", try HostileProject.bookCell())
        try project.link("app/a\(ForgedOutputTests.forged).xib", to: project.path("outside/Cell.xib"))
        let run = try Nibcheck.run(["--no-config", "--no-sources", project.path("app")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 2)
        #expect(run.error.contains("a link out of the folder searched"), "\(run.error)")
        #expect(ForgedOutputTests.hasNoWorkflowCommand(run.error), "\(run.error)")
    }

    /// An id with a newline (an XML character reference) in `layout`, `dump` and `diff`.
    @Test(arguments: ["layout", "dump", "diff"])
    func anIDIsPrintedOnOneLine(_ command: String) throws {
        let project = try HostileProject("forged-\(command)")
        defer { project.remove() }
        let id = "v1&#10;::error title=forged::forged"
        let nib = Fixtures.xib(#"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0" y="0" width="100" height="50"/></view>"#)
        let file = try project.write("View.xib", nib)
        let old = try project.write("Old.xib", Fixtures.xib(#"<view contentMode="scaleToFill" id="a0"/>"#))
        let arguments = command == "diff" ? ["diff", old, file] : [command, file]
        let run = try Nibcheck.run(arguments, timeout: stallBound)
        #expect(run.endedNormally)
        #expect(run.output.contains("forged"), "the id is not printed: the case proves nothing\n\(run.output)")
        #expect(ForgedOutputTests.hasNoWorkflowCommand(run.output) && ForgedOutputTests.hasNoWorkflowCommand(run.error), "\(run.output)")
    }

    /// An id that reverses a terminal's display (U+202E), with a C1 control and DEL, in `dump`'s text.
    @Test func dumpEscapesTerminalControls() throws {
        let project = try HostileProject("forged-bidi")
        defer { project.remove() }
        let file = try project.write("View.xib", Fixtures.xib("<view contentMode=\"scaleToFill\" id=\"q\u{202E}y\u{85}z\u{7F}\"/>"))
        let run = try Nibcheck.run(["dump", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        #expect(run.output.contains("id=\"q"), "\(run.output)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x85 || $0.value == 0x7F }, "\(run.output)")
    }

    /// git's external diff passes seven operands; a file named like an option is still a file.
    @Test(arguments: ["--all.xib", "-z.xib", "--help"])
    func externalDiffOperandsAreNeverOptions(_ path: String) throws {
        let project = try HostileProject("forged-ext\(path.filter(\.isLetter))")
        defer { project.remove() }
        let old = try project.write("old", try HostileProject.bookCell())
        let new = try project.write("new", try HostileProject.bookCell().replacingOccurrences(of: #"pointSize="14""#, with: #"pointSize="15""#))
        let run = try Nibcheck.run(["diff", path, old, "1234abcd", "100644", new, "abcd1234", "100644"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        if path.hasSuffix(".xib") {
            #expect(run.output.contains("\(path):41: ~ label"), "\(run.output)")
        } else {
            #expect(run.output.isEmpty, "a path that is not a nib is passed over: \(run.output)")
        }
    }
}

/// git's textconv shows every value that changes the design: a segment's title, which has
/// neither id nor key, used to be left out, so `git log -p` showed an empty diff for a real edit.
@Suite struct TextconvValueTests {
    static func segments(_ first: String, _ second: String) -> String {
        Fixtures.xib("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                <segments>
                    <segment title="\(first)"/>
                    <segment title="\(second)"/>
                </segments>
            </segmentedControl>
            """)
    }

    @Test func aSegmentTitleEditChangesTheText() throws {
        let project = try HostileProject("textconv-segments")
        defer { project.remove() }
        let before = try Nibcheck.run(["diff", "--textconv", try project.write("a.xib", TextconvValueTests.segments("Books", "Authors"))], timeout: stallBound)
        let after = try Nibcheck.run(["diff", "--textconv", try project.write("b.xib", TextconvValueTests.segments("Books", "Writers"))], timeout: stallBound)
        #expect(before.endedNormally && before.status == 0 && after.status == 0)
        #expect(before.output != after.output && after.output.contains("Writers"), "\(after.output)")
    }
}
