import Foundation
import NibTestSupport
import Testing

/// What libxml2 refuses is said in NibKit's words, and the limits the Security article states
/// are the ones that hold.
@Suite struct LimitTests {
    @Test func anOverLongAttributeIsRefusedInNibKitsWords() throws {
        let project = try HostileProject("long-attribute")
        defer { project.remove() }
        let file = try project.write("Long.xib", Fixtures.xib(#"<label text=""# + String(repeating: "x", count: 11_000_000) + #"" id="a"/>"#))
        let run = try Nibcheck.run(["--no-config", "--no-sources", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1)
        #expect(run.output.contains("attribute value too long: more than 10,000,000 bytes"), "\(run.output.prefix(300))")
        #expect(!run.output.contains("Huge input lookup"))
    }

    /// libxml2 does not cap a text node at 10 MB, as the documentation once said: an 11 MB one parses.
    @Test func aLongTextNodeParses() throws {
        let project = try HostileProject("long-text")
        defer { project.remove() }
        let file = try project.write("Text.xib", Fixtures.xib(#"<label id="a"><string key="text">"# + String(repeating: "x", count: 11_000_000) + "</string></label>"))
        let run = try Nibcheck.run(["--no-config", "--no-sources", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.output.prefix(300))")
    }
}
