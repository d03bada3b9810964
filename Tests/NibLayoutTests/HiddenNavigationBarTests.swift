import NibDocument
import NibLayout
import Testing

/// A navigation controller that hides its bar (`navigationBarHidden="YES"`) shows its scenes with
/// no bar over them: Interface Builder simulates none (opentrace-ios Main.storyboard, tools 15705:
/// a scene's content pinned to its top layout guide is saved under the status bar alone).
@Suite struct HiddenNavigationBarTests {
    /// The guided scene (`Vc1-aa-001`, a box 0 pt below its top layout guide) as the root of a
    /// navigation controller that hides its bar when `hidden`.
    static func storyboard(hidden: Bool, statusBar: Bool = true) throws -> Document {
        try guidedSceneStoryboard(
            toolsVersion: "12120", initialViewController: "Nav-aa-001",
            boxFrame: #"x="0.0" y="20" width="414" height="716""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="20" width="414" height="44""#,
                                                   controllerAttributes: hidden ? #"navigationBarHidden="YES" "# : "",
                                                   controllerExtra: statusBar ? "" : #"<nil key="simulatedStatusBarMetrics"/>"#))
    }

    @Test(arguments: [(true, 20.0), (false, 64.0)])
    func aHiddenBarIsNotSimulated(_ hidden: Bool, _ y: Double) throws {
        let document = try Self.storyboard(hidden: hidden)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 736)
    }

    /// "Status Bar: None" chosen on the navigation controller is its root's too
    /// (onepass-ios-client's Verify.storyboard, tools 10117: roots of such a controller save views
    /// pinned to the top layout guide's bottom at y = 0).
    @Test(arguments: [(true, 20.0), (false, 0.0)])
    func theControllersStatusBarIsItsScenes(_ statusBar: Bool, _ y: Double) throws {
        let document = try Self.storyboard(hidden: true, statusBar: statusBar)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 736)
    }
}

/// A scene's own simulated "Translucent Navigation Bar" is the bar Interface Builder lays it out
/// under, though its navigation controller's bar is opaque (beam's Main.storyboard, tools 15705:
/// the root of a controller with an opaque bar, full-screen at y = 0, saves views pinned to its
/// safe area's top 44 pt down); "Opaque", or nothing of its own, leaves the root below the bar,
/// with no inset over it.
@Suite struct SceneBarOverOpaqueControllerTests {
    @Test(arguments: [(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 64.0),
                      (#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#, 0.0),
                      ("", 0.0)])
    func theScenesOwnBarDecides(_ metrics: String, _ y: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "12120", initialViewController: "Nav-aa-001",
            boxFrame: #"x="0.0" y="\#(y)" width="414" height="\#(736 - y)""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: metrics,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="20" width="414" height="44""#, barAttributes: #"translucent="NO" "#))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 736)
    }
}
