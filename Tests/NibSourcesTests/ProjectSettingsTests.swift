import Foundation
import NibDocument
import Testing
@testable import NibSources

/// What a project's settings say of the app: which devices it is built for, whether its Swift
/// names selectors as Swift 1 and 2 do, and what its generated Info.plist names.
@Suite struct ProjectSettingsTests {
    /// The layout of a project whose app target T1 and framework target T2 have `appSettings`
    /// and `frameworkSettings`, with `attributes`, and with a Swift file when `swift`.
    static func layout(appSettings: String, frameworkSettings: String = "", attributes: String = "", swift: Bool = false) throws -> ProjectLayout {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-settings-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 46; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; \(attributes.isEmpty ? "" : "attributes = { \(attributes) }; ")mainGroup = G0; targets = ( T1, T2 ); };
                G0 = { isa = PBXGroup; children = ( \(swift ? "F1" : "") ); sourceTree = "<group>"; };
                \(swift ? #"F1 = { isa = PBXFileReference; path = "App.swift"; sourceTree = "<group>"; };"# : "")
                T1 = { isa = PBXNativeTarget; name = App; buildPhases = ( ); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                T2 = { isa = PBXNativeTarget; name = Kit; buildPhases = ( ); buildConfigurationList = L2; productType = "com.apple.product-type.framework"; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                L2 = { isa = XCConfigurationList; buildConfigurations = ( C2 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(appSettings) }; };
                C2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(frameworkSettings) }; };
              };
            }
            """
        let path = folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try pbxproj.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: folder.path))])
        #expect(layout.addXcodeProject(pbxproj: path) == nil)
        return layout
    }

    /// An app built for iPhone only, whatever its frameworks are built for.
    @Test func theAppTargetsSayWhichDevicesTheAppIsFor() throws {
        #expect(try Self.layout(appSettings: "TARGETED_DEVICE_FAMILY = 1;", frameworkSettings: #"TARGETED_DEVICE_FAMILY = "1,2";"#).buildsForIPhoneOnly)
        #expect(try !Self.layout(appSettings: #"TARGETED_DEVICE_FAMILY = "1,2";"#).buildsForIPhoneOnly)
        #expect(try !Self.layout(appSettings: "").buildsForIPhoneOnly)
    }

    /// Xcode 6's projects set no Swift attribute: one that compiles Swift is Swift 1; an
    /// Objective-C library's says nothing.
    @Test func anXcode6ProjectIsSwift1OnlyWhereItCompilesSwift() throws {
        #expect(try Self.layout(appSettings: "", attributes: "LastUpgradeCheck = 0640;", swift: true).namesSelectorsAsSwift2)
        #expect(try !Self.layout(appSettings: "", attributes: "LastUpgradeCheck = 0640;").namesSelectorsAsSwift2)
        #expect(try !Self.layout(appSettings: "", attributes: "LastUpgradeCheck = 1200;", swift: true).namesSelectorsAsSwift2)
    }

    /// A generated Info.plist's launch screen is a nib the system loads, not a main storyboard.
    @Test func aGeneratedLaunchScreenIsANibNotAMainStoryboard() throws {
        let layout = try Self.layout(appSettings: "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen; INFOPLIST_KEY_UIMainStoryboardFile = Main;")
        #expect(layout.infoPlistStoryboardNames == ["Main"])
        #expect(layout.infoPlistNibNames == ["LaunchScreen"])
    }
}
