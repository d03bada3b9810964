import Foundation
import NibDocument
import Testing
@testable import NibSources

/// An app that keeps the light appearance (`UIUserInterfaceStyle` `Light`) never shows a colour
/// set's dark variant: its Info.plist says so, or, from Xcode 13, a build setting that generates it.
@Suite struct LightAppearanceTests {
    @Test(arguments: [("Light", true), ("Dark", false), ("Automatic", false)])
    func anInfoPlistKeepsTheLightAppearanceOnlyWhenItSaysLight(_ style: String, _ keeps: Bool) {
        let plist = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Shelf</string>"
            + "<key>UIUserInterfaceStyle</key>\n    <string>\(style)</string></dict></plist>"
        #expect(InfoPlistStrings.keepsLightAppearance(Array(plist.utf8)) == keeps)
    }

    @Test func aKeyWhoseValueIsNotAStringIsNotReadAsTheNextString() {
        let plist = "<dict><key>UIUserInterfaceStyle</key><array/><key>Other</key><string>Light</string></dict>"
        #expect(!InfoPlistStrings.keepsLightAppearance(Array(plist.utf8)))
    }

    @Test(arguments: [("Light", true), ("Dark", false)])
    func aGeneratedInfoPlistKeepsTheLightAppearanceThroughItsBuildSetting(_ style: String, _ keeps: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-light-\(getpid())-\(style)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
                G0 = { isa = PBXGroup; children = ( ); sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( ); buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIUserInterfaceStyle = \(style); }; };
              };
            }
            """
        let path = folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: folder.path))])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        #expect(layout.keepsLightAppearance == keeps)
    }
}
