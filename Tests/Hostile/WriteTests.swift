import Foundation
import NibTestSupport
import Testing

/// Nothing nibcheck writes lands outside the file or folder it was told to write, whatever the
/// nib's ids say and whatever links the tree under review put where it writes.
@Suite struct WriteTests {
    static let untouched = "a file outside the output folder\n"

    /// The sample cell with its root's id replaced.
    static func cell(rootID: String) throws -> String {
        try HostileProject.bookCell().replacingOccurrences(of: "Ka3-Fp-8Rw", with: rootID)
    }

    /// The control: a plain id gives a picture named after it, in the folder.
    @Test func aRootsPictureIsNamedAfterItsIDInTheFolder() throws {
        let project = try HostileProject("write-control")
        defer { project.remove() }
        try project.write("Cell.xib", try WriteTests.cell(rootID: "Ka3-Fp-8Rw"))
        let run = try Nibcheck.run(["render", project.path("Cell.xib"), "-o", project.path("out") + "/"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: project.path("out/Cell-Ka3-Fp-8Rw.svg")))
    }

    /// An id that climbs (`x/../../..`) is made a plain name in the folder.
    @Test func anIDThatClimbsStaysInTheFolder() throws {
        let project = try HostileProject("write-climb")
        defer { project.remove() }
        try project.write("Cell.xib", try WriteTests.cell(rootID: "x/../../escaped"))
        // A folder named like the id's first step, as a tree can hold: the climb then resolves.
        try project.mkdir("out/deep/Cell-x")
        let run = try Nibcheck.run(["render", project.path("Cell.xib"), "-o", project.path("out/deep") + "/"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: project.path("escaped.svg")))
        #expect(!FileManager.default.fileExists(atPath: project.path("out/escaped.svg")))
        let written = try FileManager.default.contentsOfDirectory(atPath: project.path("out/deep")).filter { $0.hasSuffix(".svg") }
        #expect(written == ["Cell-x_.._.._escaped.svg"], "\(written)")
    }

    /// A link committed at the picture's name is refused: never written through, never replaced.
    @Test func aLinkAtThePicturesNameIsRefused() throws {
        let project = try HostileProject("write-link")
        defer { project.remove() }
        try project.write("Cell.xib", try WriteTests.cell(rootID: "Ka3-Fp-8Rw"))
        try project.write("victim.txt", WriteTests.untouched)
        try project.link("out/Cell-Ka3-Fp-8Rw.svg", to: project.path("victim.txt"))
        let run = try Nibcheck.run(["render", project.path("Cell.xib"), "-o", project.path("out") + "/"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 2, "\(run.error)")
        #expect(run.error.contains("is a symbolic link"), "\(run.error)")
        #expect(try String(contentsOfFile: project.path("victim.txt"), encoding: .utf8) == WriteTests.untouched)
        #expect(WriteTests.isLink(project.path("out/Cell-Ka3-Fp-8Rw.svg")))
    }

    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The same for `render -o FILE`, `merge -o`, the merge's own OURS and `--write-baseline`.
    @Test(arguments: ["render", "merge-o", "merge-ours", "baseline"])
    func everyWrittenFileRefusesALinkAtItsName(_ command: String) throws {
        let project = try HostileProject("write-\(command)")
        defer { project.remove() }
        let cell = try WriteTests.cell(rootID: "Ka3-Fp-8Rw")
        try project.write("Cell.xib", cell)
        try project.write("Base.xib", cell)
        try project.write("Theirs.xib", cell.replacingOccurrences(of: #"pointSize="14""#, with: #"pointSize="15""#))
        try project.write("victim.txt", WriteTests.untouched)
        try project.link("written", to: project.path("victim.txt"))
        var target = project.path("written")
        var expected = WriteTests.untouched
        let arguments: [String]
        switch command {
        case "render": arguments = ["render", project.path("Cell.xib"), "-o", target]
        case "merge-o": arguments = ["merge", project.path("Base.xib"), project.path("Cell.xib"), project.path("Theirs.xib"), "-o", target]
        case "merge-ours":
            // OURS itself a link: refused, and what it points to keeps ours.
            try FileManager.default.removeItem(atPath: project.path("Cell.xib"))
            try project.write("victim.txt", cell)
            try project.link("Cell.xib", to: project.path("victim.txt"))
            target = project.path("Cell.xib")
            expected = cell
            arguments = ["merge", project.path("Base.xib"), project.path("Cell.xib"), project.path("Theirs.xib")]
        default: arguments = ["--no-config", "--no-sources", "--write-baseline", target, project.path("Cell.xib")]
        }
        let run = try Nibcheck.run(arguments, timeout: stallBound)
        #expect(run.endedNormally && run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("is a symbolic link"), "\(run.error)")
        #expect(try String(contentsOfFile: project.path("victim.txt"), encoding: .utf8) == expected, "the link's target was written")
        #expect(WriteTests.isLink(target), "the link was replaced")
    }

    /// A device the user names is written as it is: `-o /dev/null` stays the device.
    @Test func aDeviceIsWrittenInPlace() throws {
        let project = try HostileProject("write-device")
        defer { project.remove() }
        try project.write("Cell.xib", try WriteTests.cell(rootID: "Ka3-Fp-8Rw"))
        let run = try Nibcheck.run(["render", project.path("Cell.xib"), "-o", "/dev/null"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is no longer a device")
    }
}
