import Foundation
import NibDocument
import Testing
@testable import NibSources

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): a folder's files belong
/// to the targets listing the folder, and an exception set
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) names files of it for one more target.
@Suite struct SynchronizedFolderTests {
    @Test func anExceptionSetAddsAFileToATargetTheFolderIsNotIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-synchronized-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The app's folder is synchronized with the app; its extension builds its own folder and
        // copies the app folder's catalog through an exception set, as KeePassium's AutoFill does.
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1, T2 ); };
                G0 = { isa = PBXGroup; children = ( G1, G2 ); sourceTree = "<group>"; };
                G1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1 ); explicitFileTypes = { }; explicitFolders = ( ); path = App; sourceTree = "<group>"; };
                G2 = { isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = { }; explicitFolders = ( ); path = Extension; sourceTree = "<group>"; };
                E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Assets.xcassets, /Localized/Setup/Passcode.storyboard, ); target = T2; };
                T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( ); fileSystemSynchronizedGroups = ( G1 ); buildConfigurationList = L1; };
                T2 = { isa = PBXNativeTarget; name = "App Extension"; buildPhases = ( ); fileSystemSynchronizedGroups = ( G2 ); buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
            }
            """
        // A localized file is named without its .lproj folder.
        for language in ["Base", "fr"] {
            let copy = folder.appendingPathComponent("App/Setup/\(language).lproj")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try Data().write(to: copy.appendingPathComponent(language == "Base" ? "Passcode.storyboard" : "Passcode.strings"))
        }
        let path = folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: folder.path))])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        let file = { folder.appendingPathComponent($0).path }
        #expect(layout.modules(ofFile: file("App/Assets.xcassets")) == ["App", "App_Extension"])
        #expect(layout.modules(ofFile: file("App/Setup/Base.lproj/Passcode.storyboard")) == ["App", "App_Extension"])
        // The rest of the folder stays the app's; the extension's folder, the extension's.
        #expect(layout.modules(ofFile: file("App/Main.storyboard")) == ["App"])
        #expect(layout.modules(ofFile: file("Extension/Setup.storyboard")) == ["App_Extension"])
    }
}
