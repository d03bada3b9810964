import NibDocument
import NibLayout
import Testing

/// Interface Builder infers a pushed scene's top bar from the scene that pushes it: pushed by
/// the root of a navigation controller whose bar shows, but which says "Top Bar: None"
/// (`<nil key="simulatedTopBarMetrics"/>`), a scene is laid out under no navigation bar
/// (iOS-planckForiOS AccountCreation.storyboard, tools 21701 on `retina6_12`: a stack pinned to
/// the pushed scene's safe area's top saved at y = 59, the status bar's inset alone).
@Suite struct NoTopBarPusherTests {
    /// `vc` (iPhone X, 812 pt tall, a box pinned to its safe area's top), pushed by the root of a
    /// navigation controller with a translucent bar; the root says "Top Bar: None" when `none`.
    static func boxY(pusherSaysNone none: Bool) throws -> Double {
        let rootChildren = none ? #"<nil key="simulatedTopBarMetrics"/>"# : ""
        let document = try SafeAreaScene.storyboard(
            toolsVersion: "18122", height: 812, box: .top, boxHeight: 10,
            others: SafeAreaScene.navigationController(pushing: "vc", translucent: true, rootHeight: 812, rootChildren: rootChildren))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return try #require(root.solve().view(withID: "box")?.solved).y
    }

    /// Under the inferred bar the box is at 88 (44 + 44); pushed by a scene without one, at the
    /// status bar's 44.
    @Test(arguments: [(false, 88.0), (true, 44.0)])
    func aScenePushedByABarlessSceneHasNoBar(_ none: Bool, _ y: Double) throws {
        #expect(try Self.boxY(pusherSaysNone: none) == y)
    }
}
