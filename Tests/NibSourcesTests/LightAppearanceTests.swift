import Foundation
import NibDocument
import NibTestSupport
import Testing
@testable import NibSources

/// An app that keeps the light appearance (`UIUserInterfaceStyle` `Light`) never shows a colour
/// set's dark variant: its Info.plist says so, or, from Xcode 13, a build setting that generates it.
@Suite struct LightAppearanceTests {
    @Test(arguments: [("Light", true), ("Dark", false), ("Automatic", false)])
    func anInfoPlistKeepsTheLightAppearanceOnlyWhenItSaysLight(_ style: String, _ keeps: Bool) {
        let plist = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Shelf</string>"
            + "<key>UIUserInterfaceStyle</key>\n    <string>\(style)</string></dict></plist>"
        #expect(InfoPlistStrings.keepsLightAppearance(InfoPlistStrings.pairs(in: Array(plist.utf8))) == keeps)
    }

    @Test func aKeyWhoseValueIsNotAStringIsNotReadAsTheNextString() {
        let plist = "<dict><key>UIUserInterfaceStyle</key><array/><key>Other</key><string>Light</string></dict>"
        #expect(!InfoPlistStrings.keepsLightAppearance(InfoPlistStrings.pairs(in: Array(plist.utf8))))
    }

    /// A value is read up to its closing tag, and the scan goes on after it: a key inside an
    /// unclosed value is no key.
    @Test func theScanGoesOnAfterEachValue() {
        let plist = "<key>A</key><string>x<key>UIUserInterfaceStyle</key><string>Light</string><key>B</key><string>y</string>"
        let pairs = InfoPlistStrings.pairs(in: Array(plist.utf8))
        #expect(pairs.map(\.key) == ["A", "B"])
        #expect(!InfoPlistStrings.keepsLightAppearance(InfoPlistStrings.pairs(in: Array(plist.utf8))))
    }

    /// A megabyte of keys whose string values close only at the end was quadratic (each value
    /// searched to the end for its closing tag): it is one pass, within a few times the scan of
    /// a well-formed plist of as many keys.
    @Test(.enabled(if: Timing.isOptimizedBuild, Comment(rawValue: Timing.optimizedBuildOnly)))
    func aPlistOfUnclosedValuesIsOnePass() {
        let count = 1 << 20 / 20
        let hostile = Array((String(repeating: "<key>k</key><string>", count: count) + "</string>").utf8)
        let wellFormed = Array(String(repeating: "<key>k</key><string>v</string>", count: count).utf8)
        var pairs = (hostile: 0, wellFormed: 0)
        let times = Timing.bestOfAlternating(rounds: 1, { pairs.wellFormed = InfoPlistStrings.pairs(in: wellFormed).count },
                                             { pairs.hostile = InfoPlistStrings.pairs(in: hostile).count })
        #expect(pairs.hostile == 1 && pairs.wellFormed == count)
        #expect(times.b / max(times.a, 1e-6) < 5, "\(times.b) s against \(times.a) s for the well-formed plist")
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
