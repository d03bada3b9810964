import Foundation
import NibTestSupport
import Testing

/// A path's checks use the bytes that are opened. A link out of the project whose name is not
/// UTF-8 was checked under its printable name (`Caf\xE9.xib`, which does not exist) and then read
/// under its real one, so the outside file's ids reached the report.
@Suite struct RawNameTests {
    static let secretID = "SEC-RE-T42"

    /// A project `app/` beside an outside nib whose duplicate id is `secretID`, and a link named
    /// `Caf<0xE9>.xib` in `app/` to `target` (relative to the project's temporary folder).
    static func project(_ name: String, linkTo target: String) throws -> HostileProject {
        let project = try HostileProject(name)
        let broken = try String(contentsOf: Fixtures.broken("duplicate-id.xib"), encoding: .utf8)
            .replacingOccurrences(of: "Du5-Lb-8Qs", with: secretID)
        try project.write("outside/Secret.xib", broken)
        try project.write("app/inside/Shared.xib", broken)
        try project.write("app/Plain.xib", try HostileProject.bookCell())
        let link = Array(project.path("app").utf8) + Array("/Caf".utf8) + [0xE9] + Array(".xib".utf8)
        let made = (link + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { symlink(project.path(target), $0.baseAddress!) }
        }
        guard made == 0 else { throw CocoaError(.fileWriteUnknown) }
        return project
    }

    /// The control: the same link to a nib inside the project is followed and linted.
    @Test func aLinkWithARawNameInsideTheProjectIsLinted() throws {
        let project = try RawNameTests.project("raw-inside", linkTo: "app/inside/Shared.xib")
        defer { project.remove() }
        let run = try Nibcheck.run(["--no-config", "--no-sources", project.path("app")], timeout: stallBound)
        #expect(run.endedNormally)
        #expect(run.output.contains(#"Caf\xE9.xib:28:21"#) && run.output.contains(RawNameTests.secretID), "\(run.output)")
    }

    @Test func aLinkWithARawNameOutOfTheProjectIsNotRead() throws {
        let project = try RawNameTests.project("raw-outside", linkTo: "outside/Secret.xib")
        defer { project.remove() }
        try FileManager.default.removeItem(atPath: project.path("app/inside/Shared.xib"))
        let run = try Nibcheck.run(["--no-config", "--no-sources", project.path("app")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 2, "an unfollowed link is an I/O error: \(run.error)")
        #expect(!run.output.contains(RawNameTests.secretID), "the outside file was read")
        #expect(run.error.contains(#"Caf\xE9.xib: a link out of the folder searched, not followed"#), "\(run.error)")
    }
}
