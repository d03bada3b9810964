import NibDocument
import NibLayout
import Testing

/// A phone in landscape has compact height, where iOS shows no status bar: Interface Builder
/// saves a view pinned to the safe area's (or the top layout guide's) top at y = 0 on an iPhone 8
/// in landscape (HMD-iOS-Swift's storyboards, tools 14109). An iPad in landscape keeps its 20 pt.
@Suite struct LandscapePhoneStatusBarTests {
    static func boxTop(device: String, width: Double, height: Double) throws -> Double {
        let document = try SafeAreaScene.storyboard(toolsVersion: "14109", device: device, orientation: "landscape",
                                                    width: width, height: height, box: .top, boxHeight: 10)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return try #require(root.solve().view(withID: "box")?.solved).y
    }

    @Test func aPhoneInLandscapeHasNoStatusBar() throws {
        #expect(try Self.boxTop(device: "retina4_7", width: 667, height: 375) == 0)
    }

    @Test func anIPadInLandscapeKeepsItsStatusBar() throws {
        #expect(try Self.boxTop(device: "ipad9_7", width: 1024, height: 768) == 20)
    }
}
