import Foundation
import NibDocument
import Testing
@testable import NibSources
import NibSupport

/// Paths, extensions and the walk over folders, which avoid Foundation's per-entry cost.
@Suite struct FileSystemTests {
    @Test(arguments: ["/a/b", "/a//b/", "/a/./b/.", "a/b", "./a", ".", "a//b/./c/", "/", "/tmp/x.swift", "/a/b.c/d..e/...", ".hidden/x"])
    func plainPathsAreStandardizedAsFoundationDoes(_ path: String) throws {
        let plain = try #require(FileSystem.plainAbsolute(path))
        #expect(plain == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test(arguments: ["~/x", "/private/var/x", "/var/automount/x", ""])
    func otherPathsAreLeftToFoundation(_ path: String) {
        #expect(FileSystem.plainAbsolute(path) == nil)
    }

    /// `..` is taken by name, not through links as Foundation takes it: a project reached through
    /// a linked folder names its files the way they were found.
    @Test func parentComponentsAreResolvedByName() throws {
        #expect(FileSystem.plainAbsolute("/a/b/../c") == "/a/c")
        #expect(FileSystem.plainAbsolute("/a/../../b/./c/..") == "/b")
        #expect(FileSystem.plainAbsolute("/a/..b/c") == "/a/..b/c")
        let folder = try SourceCacheTests.folder("dotdot")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real/App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("linked"), withDestinationURL: folder.appendingPathComponent("real"))
        let through = folder.appendingPathComponent("linked").path
        #expect(FileSystem.absolute(through + "/App/../Cell.swift") == FileSystem.absolute(through + "/Cell.swift"))
    }

    @Test func extensionsAsNSStringGivesThem() {
        for name in ["a.swift", "a.b.png", ".hidden", ".hidden.m", "noext", "trailing.", "Package.swift"] {
            #expect(String(FileSystem.pathExtension(name)) == (name as NSString).pathExtension, "\(name)")
        }
    }

    @Test func discoveryDoesNotFollowLinkedFoldersBelowARoot() throws {
        let folder = try SourceCacheTests.folder("walk")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for path in ["App/Sub", "App/.hidden", "App/build", "Elsewhere", "App/Assets.xcassets/star.imageset"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for path in ["App/A.swift", "App/Sub/B.m", "App/.hidden/C.swift", "App/build/D.swift", "Elsewhere/E.swift", "App/icon@2x.png", "App/notes.txt"] {
            try "x".write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/Linked").path, withDestinationPath: folder.appendingPathComponent("Elsewhere").path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/F.swift").path, withDestinationPath: folder.appendingPathComponent("Elsewhere/E.swift").path)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/G.swift").path, withDestinationPath: "A.swift")
        let root = folder.appendingPathComponent("App").path
        let found = SourceReader(options: SourceReader.Options(paths: [root + "/"])).discover()
        // A linked file is read when it stays inside the root, never when it leaves it.
        #expect(found.swift == [root + "/A.swift", root + "/G.swift"])
        #expect(found.problems == [root + "/F.swift: a link out of the project, not followed"])
        #expect(found.objectiveC == [root + "/Sub/B.m"])
        #expect(found.catalogs == [root + "/Assets.xcassets"])
        #expect(found.looseImages == [root + "/icon@2x.png"])
        // A linked folder given as a root is followed.
        #expect(SourceReader(options: SourceReader.Options(paths: [root + "/Linked"])).discover().swift == [root + "/Linked/E.swift"])
    }

    /// A source file dropped into an asset catalog's folder is still compiled by Xcode
    /// (Distaff-iOS-Client's OrderDetailVC.swift): the catalog's top level is read for code, its
    /// sets are not.
    @Test func codeAtAnAssetCatalogsTopLevelIsFound() throws {
        let folder = try SourceCacheTests.folder("catalog-code")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Assets.xcassets/star.imageset"), withIntermediateDirectories: true)
        for path in ["App/Assets.xcassets/OrderDetail.swift", "App/Assets.xcassets/star.imageset/Deep.swift", "App/Assets.xcassets/Contents.json"] {
            try "x".write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let root = folder.appendingPathComponent("App").path
        let found = SourceReader(options: SourceReader.Options(paths: [root])).discover()
        #expect(found.swift == [root + "/Assets.xcassets/OrderDetail.swift"])
        #expect(found.catalogs == [root + "/Assets.xcassets"])
        // Through a link, which may lead out of the project, the catalog is read for assets only.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Linked.xcassets").path,
                                                   withDestinationPath: folder.appendingPathComponent("App/Assets.xcassets").path)
        let linked = SourceReader(options: SourceReader.Options(paths: [root])).discover()
        #expect(linked.swift == [root + "/Assets.xcassets/OrderDetail.swift"])
        #expect(Set(linked.catalogs) == [root + "/Assets.xcassets", root + "/Linked.xcassets"])
    }
}
