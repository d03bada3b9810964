import Foundation
import NibTestSupport
import Testing

/// Issue #21, item 1: no file outside the project reaches a picture or a report. A pull request
/// that adds a link to `/proc/self/environ` must not publish the CI job's secrets.
@Suite struct LeakTests {
    static let secret = "NIBKIT-SECRET-TOKEN-0123456789"

    /// The secret file's bytes as they would appear embedded in a picture.
    static var secretBase64: String { Data(secret.utf8).base64EncodedString() }

    /// A project whose cell draws `book-cover`, and a secret file beside (outside) it.
    static func project(_ name: String, imageSet: (HostileProject) throws -> Void) throws -> (HostileProject, String) {
        let outside = try HostileProject(name)
        try outside.write("secret.png", secret)
        try outside.write("app/Cell.xib", try HostileProject.bookCell())
        try outside.mkdir("app/Assets.xcassets/book-cover.imageset")
        try imageSet(outside)
        return (outside, outside.path("app"))
    }

    static func render(_ app: String) throws -> Nibcheck.Run {
        try Nibcheck.run(["render", app + "/Cell.xib", "-o", "-"], timeout: stallBound)
    }

    static func report(_ app: String) throws -> Nibcheck.Run {
        try Nibcheck.run(["--no-config", "--no-sources", "--format", "html", app], timeout: stallBound)
    }

    /// The control: an image inside the project is embedded, so the cases below would see a leak.
    @Test func anImageInsideTheProjectIsEmbedded() throws {
        let (project, app) = try LeakTests.project("inside") { project in
            try project.write("app/Assets.xcassets/book-cover.imageset/Contents.json", HostileProject.imageSetJSON(filename: "cover.png"))
            try project.write("app/Assets.xcassets/book-cover.imageset/cover.png", LeakTests.secret)
        }
        defer { project.remove() }
        let run = try LeakTests.render(app)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        #expect(run.output.contains(LeakTests.secretBase64))
    }

    @Test func anImageFileLinkedOutOfTheProjectIsNotRead() throws {
        let (project, app) = try LeakTests.project("link") { project in
            try project.write("app/Assets.xcassets/book-cover.imageset/Contents.json", HostileProject.imageSetJSON(filename: "cover.png"))
            try project.link("app/Assets.xcassets/book-cover.imageset/cover.png", to: project.path("secret.png"))
        }
        defer { project.remove() }
        let render = try LeakTests.render(app)
        #expect(render.endedNormally && render.status == 0, "\(render.error)")
        #expect(!render.output.contains(LeakTests.secretBase64))
        let report = try LeakTests.report(app)
        #expect(report.endedNormally)
        #expect(!report.output.contains(LeakTests.secretBase64))
    }

    @Test func aFilenameThatClimbsOutOfTheImageSetIsNotRead() throws {
        let (project, app) = try LeakTests.project("climb") { project in
            try project.write("app/Assets.xcassets/book-cover.imageset/Contents.json", HostileProject.imageSetJSON(filename: "../../../secret.png"))
        }
        defer { project.remove() }
        let render = try LeakTests.render(app)
        #expect(render.endedNormally && render.status == 0, "\(render.error)")
        #expect(!render.output.contains(LeakTests.secretBase64))
        let report = try LeakTests.report(app)
        #expect(!report.output.contains(LeakTests.secretBase64))
    }

    /// A catalog linked in from outside, and a catalog in a folder above the nib: neither is read.
    @Test func catalogsOutsideTheLintedTreeAreNotRead() throws {
        let (project, app) = try LeakTests.project("above") { project in
            // The nib's own catalog has no book-cover; a sibling folder's has.
            try FileManager.default.removeItem(atPath: project.path("app/Assets.xcassets/book-cover.imageset"))
            try project.write("other/Assets.xcassets/book-cover.imageset/Contents.json", HostileProject.imageSetJSON(filename: "cover.png"))
            try project.write("other/Assets.xcassets/book-cover.imageset/cover.png", LeakTests.secret)
            try project.link("app/Linked.xcassets", to: project.path("other/Assets.xcassets"))
        }
        defer { project.remove() }
        let render = try LeakTests.render(app)
        #expect(render.endedNormally && render.status == 0, "\(render.error)")
        #expect(!render.output.contains(LeakTests.secretBase64))
        // Named with --sources, the other folder is the user's choice, and is read.
        let chosen = try Nibcheck.run(["render", app + "/Cell.xib", "--sources", project.path("other"), "-o", "-"], timeout: stallBound)
        #expect(chosen.output.contains(LeakTests.secretBase64))
    }

    /// A Swift file linked out of the project is not read (SourceKit would parse whatever it is);
    /// nibcheck says so.
    @Test func aSourceLinkedOutOfTheProjectIsNotRead() throws {
        let project = try HostileProject("source-link")
        defer { project.remove() }
        try project.write("outside/Secret.swift", "class SecretDeclaredOutside: UIView {}\n")
        try project.write("app/View.xib", Fixtures.xib(#"<view contentMode="scaleToFill" customClass="SecretDeclaredOutside" id="a1"/>"#))
        try project.write("app/Other.swift", "class Other: UIView {}\n")
        try project.link("app/Linked.swift", to: project.path("outside/Secret.swift"))
        let run = try Nibcheck.run(["--no-config", project.path("app")], timeout: stallBound)
        #expect(run.endedNormally)
        #expect(run.error.contains("Linked.swift: a link out of the project, not followed"), "\(run.error)")
    }

    /// A nib that is a link to an Interface Builder file elsewhere on the machine is not read:
    /// its text would be drawn in the report. A link inside the folder is read as before.
    @Test func aNibLinkedOutOfTheFolderIsNotRead() throws {
        let project = try HostileProject("nib-link")
        defer { project.remove() }
        let secretLabel = Fixtures.xib(#"<label opaque="NO" text="\#(LeakTests.secret)" id="s1"><rect key="frame" x="0.0" y="0.0" width="300" height="21"/></label>"#)
        try project.write("outside/Secret.xib", secretLabel)
        try project.write("app/Inside.xib", secretLabel.replacingOccurrences(of: LeakTests.secret, with: "inside-label"))
        try project.link("app/Leak.xib", to: project.path("outside/Secret.xib"))
        try project.link("app/Alias.xib", to: "Inside.xib")
        let run = try Nibcheck.run(["--no-config", "--no-sources", "--format", "html", project.path("app")], timeout: stallBound)
        #expect(run.endedNormally)
        #expect(!run.output.contains(LeakTests.secret))
        #expect(run.error.contains("Leak.xib: a link out of the folder searched, not followed"), "\(run.error)")
        #expect(run.error.contains("checked 2 files"), "\(run.error)")
    }
}
