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
}
