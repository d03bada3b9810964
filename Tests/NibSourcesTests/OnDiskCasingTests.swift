import Foundation
import NibDocument
import Testing
@testable import NibSources

/// Paths a project file names, spelt as the disk spells them: a Mac's file system ignores case,
/// and git may hold one folder under two spellings.
@Suite struct OnDiskCasingTests {
    static func folder(_ files: [String]) throws -> URL {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-casing-\(getpid())-\(UUID().uuidString)")
        for file in files {
            let url = top.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: url, atomically: true, encoding: .utf8)
        }
        return top
    }

    static func corrected(_ path: String, in top: URL) throws -> String {
        let root = try #require(ProjectRoot(folder: top.path))
        var casing = OnDiskCasing(roots: [root])
        return String(casing.path(root.path + "/" + path).dropFirst(root.path.count + 1))
    }

    @Test func aPathIsFoundUnderEitherSpellingOfItsFolder() throws {
        let top = try Self.folder(["watch Extension/Delegate.m", "Watch Extension/Contacts.m", "SmartList/Item.swift"])
        defer { try? FileManager.default.removeItem(at: top) }
        #expect(try Self.corrected("watch Extension/Contacts.m", in: top) == "Watch Extension/Contacts.m")
        #expect(try Self.corrected("watch Extension/Delegate.m", in: top) == "watch Extension/Delegate.m")
        #expect(try Self.corrected("Smartlist/Item.swift", in: top) == "SmartList/Item.swift")
        // A file no spelling has keeps the exact folder and its own name.
        #expect(try Self.corrected("WATCH EXTENSION/Gone.m", in: top) == "WATCH EXTENSION/Gone.m")
        #expect(try Self.corrected("watch Extension/Gone.m", in: top) == "watch Extension/Gone.m")
    }

    /// Seven levels of folders that differ only in case are 254 spellings: the search stops at
    /// its budget and keeps the path as written.
    @Test func aTreeOfSpellingsCostsNoMoreThanTheBudget() throws {
        var files: [String] = []
        func walk(_ prefix: String, _ depth: Int) {
            if depth == 0 { files.append(prefix + "f"); return }
            walk(prefix + "a/", depth - 1)
            walk(prefix + "A/", depth - 1)
        }
        walk("", 7)
        let top = try Self.folder(files.filter { $0 != "A/A/A/A/A/A/A/f" }.map { $0 + ".txt" } + ["A/A/A/A/A/A/A/g"])
        defer { try? FileManager.default.removeItem(at: top) }
        #expect(try Self.corrected("a/a/a/a/a/a/a/g", in: top) == "a/a/a/a/a/a/a/g")
        #expect(try Self.corrected("a/a/a/a/a/a/A/g", in: top) == "a/a/a/a/a/a/A/g")
    }
}
