import Foundation
import NibTestSupport

/// A project folder made for one hostile case, in the temporary folder, removed when the case
/// ends. Every input is generated here: nothing large is committed.
struct HostileProject {
    let root: URL

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-hostile-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes `contents` at `relative`, making its folders.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ contents: Data) throws -> String {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        return url.path
    }

    /// A symbolic link at `relative` to `target` (as written: absolute or relative to the link).
    func link(_ relative: String, to target: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// The valid sample cell, whose image view draws the image set `book-cover`.
    static func bookCell() throws -> String {
        try String(contentsOf: Fixtures.valid("BookCell.xib"), encoding: .utf8)
    }

    /// An image set named `book-cover` whose one file is `filename`.
    static func imageSetJSON(filename: String) -> String {
        #"{"images":[{"filename":"\#(filename)","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    }

    /// A `project.pbxproj` with `objects` (OpenStep text, one `ID = {…};` each) and a main group.
    static func pbxproj(objects: String, mainGroup: String = "G0") -> String {
        """
        // !$*UTF8*$!
        {
          archiveVersion = 1;
          objectVersion = 56;
          objects = {
            P1 = { isa = PBXProject; mainGroup = \(mainGroup); targets = ( ); };
        \(objects)
          };
          rootObject = P1;
        }
        """
    }
}

/// How long a hostile case may run before the harness kills it and the case fails as a stall.
/// Generous for a debug build on a busy machine; every case takes well under a second once fixed.
let stallBound: Double = 60

extension Nibcheck.Run {
    /// Ended by itself, without a signal (a crash) or the harness's kill (a stall).
    var endedNormally: Bool { !timedOut && !signaled }
}

/// Why nibcheck cannot read Swift here (no sourcekitd, as in CI's AddressSanitizer run), or nil:
/// the cases that need Swift read are skipped with this reason, not passed.
let sourceKitProblem: String? = {
    guard let project = try? HostileProject("sourcekit-probe") else { return "no temporary folder" }
    defer { project.remove() }
    _ = try? project.write("View.swift", "class View {}\n")
    _ = try? project.write("View.xib", CrashTests.view)
    guard let run = try? Nibcheck.run(["--no-config", project.root.path], environment: ["XDG_CACHE_HOME": project.path("cache")], timeout: stallBound) else {
        return "nibcheck did not run"
    }
    return run.error.split(separator: "\n").first { $0.contains("sourcekitd") }.map(String.init)
}()
