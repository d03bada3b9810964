import Foundation
import NibTestSupport
import NibValidation
import Testing
@testable import NibLint

/// nibcheck finds the Info.plist key that makes a storyboard one the app starts with, for
/// missing-initial-view-controller: beside the storyboard, or beside its `.lproj` folder.
struct StoryboardEntryTests {
    @Test func theInfoPlistBesideTheStoryboardOrItsLprojNamesIt() {
        let folder = Fixtures.broken
        let beside = StoryboardEntry.find(for: folder.appendingPathComponent("missing-initial-view-controller.storyboard").path)
        #expect(beside?.key == "UIMainStoryboardFile")
        #expect(beside?.infoPlist == folder.appendingPathComponent("Info.plist").path)
        let localized = StoryboardEntry.find(for: folder.appendingPathComponent("Base.lproj/missing-initial-view-controller.storyboard").path)
        #expect(localized?.key == "UIMainStoryboardFile", "the Info.plist one folder up counts")
        // A name the Info.plist does not give, and a folder without one.
        #expect(StoryboardEntry.find(for: folder.appendingPathComponent("Other.storyboard").path) == nil)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("missing-initial-view-controller.storyboard").path
        #expect(StoryboardEntry.find(for: elsewhere) == nil)
    }

    @Test func aSceneConfigurationsStoryboardAndEscapedNamesCount() {
        let plist = """
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneStoryboardFile</key>
            <string>Main &amp; More</string>
            </dict></array></dict></dict></dict></plist>
            """
        #expect(StoryboardEntry.key(in: Data(plist.utf8), naming: "Main & More") == "UISceneStoryboardFile")
        #expect(StoryboardEntry.key(in: Data(plist.utf8), naming: "Main") == nil)
    }
}
