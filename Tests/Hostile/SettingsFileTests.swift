import Foundation
import NibTestSupport
import Testing

/// Settings files are read like every file of the project: a `.nibcheck.json`, a baseline or a
/// `project.pbxproj` that a pull request made a link to another file on the machine is refused,
/// and nothing of that file reaches the output (an "unknown key" error used to print its first key).
@Suite struct SettingsFileTests {
    static let secret = "NIBKIT-SECRET-KEY-0123"

    /// `app/` with a cell, and `outside/secret.json` beside it, whose one key is the secret.
    static func project(_ name: String) throws -> HostileProject {
        let project = try HostileProject(name)
        try project.write("outside/secret.json", "{\"\(secret)\": 1}\n")
        try project.write("app/Cell.xib", try HostileProject.bookCell())
        return project
    }

    static func lint(_ project: HostileProject, _ arguments: [String] = []) throws -> Nibcheck.Run {
        try Nibcheck.run(["--no-sources"] + arguments + ["."], in: project.root.appendingPathComponent("app"), timeout: stallBound)
    }

    /// The control: the same file, in the project, is read, and its key named in the error.
    @Test func aConfigurationInTheProjectIsRead() throws {
        let project = try SettingsFileTests.project("settings-control")
        defer { project.remove() }
        try project.write("app/.nibcheck.json", "{\"\(SettingsFileTests.secret)\": 1}\n")
        let run = try SettingsFileTests.lint(project)
        #expect(run.endedNormally && run.status == 2)
        #expect(run.error.contains("unknown key '\(SettingsFileTests.secret)'"), "\(run.error)")
    }

    @Test func aConfigurationLinkedOutOfItsFolderIsNotRead() throws {
        let project = try SettingsFileTests.project("settings-config")
        defer { project.remove() }
        try project.link("app/.nibcheck.json", to: project.path("outside/secret.json"))
        let run = try SettingsFileTests.lint(project)
        #expect(run.endedNormally && run.status == 2)
        #expect(!run.error.contains(SettingsFileTests.secret) && !run.output.contains(SettingsFileTests.secret), "\(run.error)")
        #expect(run.error.contains("resolves outside"), "\(run.error)")
    }

    @Test func aBaselineLinkedOutOfItsFolderIsNotRead() throws {
        let project = try SettingsFileTests.project("settings-baseline")
        defer { project.remove() }
        try project.link("app/baseline.json", to: project.path("outside/secret.json"))
        let run = try SettingsFileTests.lint(project, ["--no-config", "--baseline", "baseline.json"])
        #expect(run.endedNormally && run.status == 2)
        #expect(run.error.contains("resolves outside"), "\(run.error)")
    }

    @Test func aProjectFileLinkedOutOfTheProjectIsNotRead() throws {
        let project = try SettingsFileTests.project("settings-pbxproj")
        defer { project.remove() }
        try project.write("outside/project.pbxproj", HostileProject.pbxproj(objects: "G0 = { isa = PBXGroup; children = ( ); };"))
        try project.link("app/App.xcodeproj/project.pbxproj", to: project.path("outside/project.pbxproj"))
        let run = try Nibcheck.run(["--no-config", "."], in: project.root.appendingPathComponent("app"),
                                   environment: ["XDG_CACHE_HOME": project.path("cache")], timeout: stallBound)
        #expect(run.endedNormally)
        #expect(run.error.contains("project.pbxproj: resolves outside the project"), "\(run.error)")
    }
}
