import Foundation
import NibDocument
import Testing
@testable import NibSources
import NibSupport

/// A file reference Xcode saved with the author's absolute path (`sourceTree = "<absolute>"`,
/// Pisth's `SSHKeyTableViewController.swift`) names the checkout's file whose path ends the same
/// way, whatever the checkout's folder is called.
@Suite struct AbsolutePathTests {
    @Test func anAuthorsAbsolutePathIsTheCheckoutsFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-absolute-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pisth.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Classes"), withIntermediateDirectories: true)
        try "class KeyController {}\n".write(to: folder.appendingPathComponent("Classes/KeyController.swift"), atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
                G0 = { isa = PBXGroup; children = ( F1, F2 ); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = /Users/someone/Desktop/Pisth/Classes/KeyController.swift; sourceTree = "<absolute>"; };
                F2 = { isa = PBXFileReference; path = /Users/someone/Desktop/Other/Gone.swift; sourceTree = "<absolute>"; };
                T1 = { isa = PBXNativeTarget; name = Pisth; buildPhases = ( S1 ); buildConfigurationList = L1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
            }
            """
        let path = folder.appendingPathComponent("Pisth.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: root.path))])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        let checkedOut = try #require(FileSystem.realPath(folder.appendingPathComponent("Classes/KeyController.swift").path))
        #expect(layout.modules(ofFile: checkedOut) == ["Pisth"])
        // A path whose file this project does not have stays as written.
        #expect(layout.modules(ofFile: "/Users/someone/Desktop/Other/Gone.swift") == ["Pisth"])
    }

    /// A book's StoreSearch app: the path is relative to its group, but climbs past the file
    /// system's root and down into the author's home folder on another volume's view of the
    /// checkout; it is the checkout's file too. A `.Trash` four folders up stays outside.
    @Test func anAuthorsPathClimbingPastTheRootIsTheCheckoutsFile() throws {
        #expect(ProjectLayout.authorsAbsolutePath("../../../../System/Volumes/Data/Users/b/book/App/Menu.swift") == "/System/Volumes/Data/Users/b/book/App/Menu.swift")
        #expect(ProjectLayout.authorsAbsolutePath("../../../../.Trash/YellowVC.swift") == nil)
        #expect(ProjectLayout.authorsAbsolutePath("../Users/Menu.swift") == nil)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-climbing-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("StoreSearch.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("StoreSearch/App Menu"), withIntermediateDirectories: true)
        try "class AppMenuViewController {}\n".write(to: folder.appendingPathComponent("StoreSearch/App Menu/AppMenuViewController.swift"), atomically: true, encoding: .utf8)
        let climb = String(repeating: "../", count: 12) + "System/Volumes/Data/Users/someone/book/StoreSearch/StoreSearch/App Menu/AppMenuViewController.swift"
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
                G0 = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1 ); path = "StoreSearch/App Menu"; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = "\(climb)"; sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = StoreSearch; buildPhases = ( S1 ); buildConfigurationList = L1; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
            }
            """
        let path = folder.appendingPathComponent("StoreSearch.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: root.path))])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        let checkedOut = try #require(FileSystem.realPath(folder.appendingPathComponent("StoreSearch/App Menu/AppMenuViewController.swift").path))
        #expect(layout.modules(ofFile: checkedOut) == ["StoreSearch"])
    }
}
