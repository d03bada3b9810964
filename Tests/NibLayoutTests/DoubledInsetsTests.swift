import NibDocument
import NibLayout
import Testing

/// From tools 23700 Interface Builder saves a notched phone's insets twice in a scene in no
/// container, and once in a scene a tab bar controller holds or on a sheet's card (HearoApp's
/// Main.storyboard, 23727 on `retina6_12`: its initial scene saves a view pinned to the safe
/// area's top at y = 118, the scenes its tab bar controller holds at 59, and its player, a
/// 783-pt card, at 59; eV App's tabs at 59).
@Suite struct DoubledInsetsTests {
    /// The y of a box pinned to the safe area's top of a scene `height` tall on an iPhone 15,
    /// with `others` beside it.
    static func boxY(height: Double = 852, initial: String? = "vc", others: String = "") throws -> Double {
        let document = try SafeAreaScene.storyboard(toolsVersion: "23727", device: "retina6_12", width: 393, height: height,
                                                    box: .top, boxHeight: 64, initial: initial, others: others)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return try #require(root.solve().view(withID: "box")?.solved).y
    }

    @Test func aSceneInNoContainerSavesTheHousingTwice() throws {
        #expect(try Self.boxY() == 118)
    }

    @Test func aSceneATabBarControllerHoldsSavesItOnce() throws {
        #expect(try Self.boxY(initial: "tabs", others: SafeAreaScene.tabBarController(showing: "vc", translucent: true)) == 59)
    }

    @Test func aSceneOnASheetsCardSavesItOnce() throws {
        #expect(try Self.boxY(height: 783, initial: nil) == 59)
    }
}
