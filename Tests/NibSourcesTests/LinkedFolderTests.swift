import Foundation
import NibDocument
import Testing
@testable import NibSources
import NibSupport
import NibValidation

/// A project linted through a linked folder (`ln -s ~/src/App work/App`, a CI workspace that is a
/// link) names its files the way it was reached: a target's file written with `..`
/// (`Stream Savvy/../Cell.swift`, streamsavvy's classes beside its app folder) is the file found
/// there, not one resolved through the link, which no target would then compile; and a group
/// spelt in another case than the disk's is corrected below the way in, as below the folder.
@Suite struct LinkedFolderTests {
    @Test func aProjectReachedThroughALinkCompilesItsFiles() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-linked-\(getpid())")
        try? FileManager.default.removeItem(at: base)
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: real.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "class Cell {}\n".write(to: real.appendingPathComponent("Cell.swift"), atomically: true, encoding: .utf8)
        try "class Inner {}\n".write(to: real.appendingPathComponent("App/Inner.swift"), atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
                G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1, F2, F3 ); path = app; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = ../Cell.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = ../Gone.swift; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = Inner.swift; sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( S1 ); buildConfigurationList = L1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3 ); };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                B3 = { isa = PBXBuildFile; fileRef = F3; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
            }
            """
        try pbxproj.write(to: real.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let linked = base.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: linked.path))])
        // Reached with a `..` as well (`nibcheck ../linked`): still by the way in.
        #expect(layout.addXcodeProject(pbxproj: linked.path + "/../linked/App.xcodeproj/project.pbxproj") == nil)
        let found = linked.appendingPathComponent("Cell.swift").path
        #expect(layout.projectNotBuilding(found) == nil)
        #expect(layout.modules(ofFile: found) == ["App"])
        // A group spelt in another case than the disk's (`app` for `App`) is read in the disk's
        // case below the way in as well.
        #expect(layout.modules(ofFile: linked.appendingPathComponent("App/Inner.swift").path) == ["App"])
        // The file the target compiles that is not there is in the root too, and named by it.
        let resolvedRoot = try #require(FileSystem.realPath(linked.path))
        #expect(layout.compiledSourcesUnseen(found: [found]).missing == [resolvedRoot + "/Gone.swift"])
    }

    /// An extension's storyboard is found however the paths to it and to its Info.plist are
    /// spelt: `./Widget` from the sources' walk, `Widget/…` as the lint was given it.
    @Test func anExtensionsStoryboardIsFoundHoweverItsPathIsSpelt() {
        let widget = ExtensionStoryboard(folder: "./Widget", name: "MainInterface")
        #expect(widget.isFile("Widget/Base.lproj/MainInterface.storyboard"))
        #expect(widget.isFile(FileManager.default.currentDirectoryPath + "/Widget/MainInterface.storyboard"))
        #expect(!widget.isFile("Other/MainInterface.storyboard"))
        #expect(!widget.isFile("Widget/Main.storyboard"))
    }
}
