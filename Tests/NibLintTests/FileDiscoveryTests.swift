import Foundation
import NibTestSupport
import Testing
import NibSupport

/// What nibcheck reads, and that nothing it cannot read passes as a clean run.
@Suite(.serialized) struct FileDiscoveryTests {
    /// A fresh folder, removed when `body` returns.
    func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            _ = chmod(folder.path + "/Locked", 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try body(folder)
    }

    /// A FIFO named like a nib blocked nibcheck for ever, given directly or met in a walk.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsAnIOErrorNotAHang() throws {
        try inFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o600) == 0)
            try FileManager.default.copyItem(at: Fixtures.valid("BookCell.xib"), to: folder.appendingPathComponent("BookCell.xib"))
            for arguments in [["Pipe.xib"], ["."]] {
                let run = try Nibcheck.run(arguments, in: folder)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.error.contains("Pipe.xib: is a FIFO, not a regular file"), "\(run.error)")
            }
            let device = try Nibcheck.run(["/dev/null"], in: folder)
            #expect(device.status == 2)
            #expect(device.error.contains("/dev/null: is a device, not a regular file"))
        }
    }

    /// A folder nibcheck could not list was skipped, and the run passed ("checked 0 files").
    @Test(.enabled(if: Nibcheck.unprivilegedPrefix != nil, "running as root without setpriv"))
    func anUnlistableFolderIsAnIOError() throws {
        try inFolder { folder in
            let locked = folder.appendingPathComponent("Locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixtures.broken("duplicate-id.xib"), to: locked.appendingPathComponent("A.xib"))
            #expect(chmod(locked.path, 0) == 0)
            let run = try Nibcheck.runShell("\(Nibcheck.unprivilegedPrefix!)\"$NIBCHECK\" --no-config .", in: folder)
            #expect(run.status == 2)
            #expect(run.error.contains("nibcheck: ./Locked: cannot be listed: Permission denied"), "\(run.error)")
        }
    }

    /// Names that are not UTF-8 vanished from the walk; names with control characters broke the
    /// one-finding-a-line output.
    @Test func namesThatAreNotUTF8AreCheckedAndPrintedEscaped() throws {
        try inFolder { folder in
            let source = try Data(contentsOf: Fixtures.broken("duplicate-id.xib"))
            let latin1 = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".xib".utf8)
            let created = (latin1 + [0]).withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
            }
            #expect(created >= 0)
            _ = source.withUnsafeBytes { write(created, $0.baseAddress!, $0.count) }
            close(created)
            try source.write(to: folder.appendingPathComponent("two\nlines.xib"))
            let run = try Nibcheck.run(["."], in: folder)
            #expect(run.status == 1)
            #expect(run.error.hasPrefix("checked 2 files: 2 errors"))
            let lines = run.output.split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.contains { $0.hasPrefix("./caf\\xE9.xib:28:21: error: ") }, "\(run.output)")
            #expect(lines.contains { $0.hasPrefix("./two\\nlines.xib:28:21: error: ") }, "\(run.output)")
        }
    }

    @Test func aFolderWithoutNibsIsAWarningAndWithStrictAnError() throws {
        try inFolder { folder in
            try "x".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let run = try Nibcheck.run(["--no-config", "."], in: folder)
            #expect(run.status == 0)
            #expect(run.error.contains("nibcheck: warning: .: no .xib or .storyboard files found"))
            #expect(try Nibcheck.run(["--no-config", "--strict", "."], in: folder).status == 2)
        }
    }

    /// `--` ends the options, so a file whose name starts with a dash can be checked.
    @Test func doubleDashEndsOptions() throws {
        try inFolder { folder in
            try FileManager.default.copyItem(at: Fixtures.broken("duplicate-id.xib"), to: folder.appendingPathComponent("-dash.xib"))
            let unknown = try Nibcheck.run(["-dash.xib"], in: folder)
            #expect(unknown.status == 2)
            #expect(unknown.error.contains("unknown option '-dash.xib'"))
            let run = try Nibcheck.run(["--no-config", "--", "-dash.xib"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.hasPrefix("-dash.xib:28:21: error: "))
            #expect(try Nibcheck.run(["dump", "--", "-dash.xib"], in: folder).status == 0)
        }
    }
}
