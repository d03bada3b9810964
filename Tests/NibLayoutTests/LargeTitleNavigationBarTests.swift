import NibDocument
import NibLayout
import Testing

/// A navigation controller whose bar prefers large titles (`largeTitles="YES"`) shows its root
/// scene under a 96-pt bar, the 44-pt bar and the large title's 52 (Pyto's script settings,
/// tools 16097: a label 44 pt below the safe area's top saved 44 + 96 + 44 pt down on an
/// iPhone X), unless the scene's navigation item refuses large titles.
@Suite struct LargeTitleNavigationBarTests {
    /// The guided scene (a box 0 pt below its top layout guide) as the root of a navigation
    /// controller whose bar has large titles when `largeTitles`; `displayMode` is the scene's
    /// navigation item's `largeTitleDisplayMode`, if any.
    static func storyboard(largeTitles: Bool, displayMode: String?) throws -> Document {
        let mode = displayMode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
        return try guidedSceneStoryboard(
            toolsVersion: "16097", initialViewController: "Nav-aa-001",
            boxFrame: #"x="0.0" y="96" width="414" height="640""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: #"<navigationItem key="navigationItem" title="Settings"\#(mode) id="Ni1-aa-001"/>"#,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="0.0" width="414" height="\#(largeTitles ? 96 : 44)""#, barAttributes: largeTitles ? #"largeTitles="YES" "# : ""))
    }

    @Test(arguments: [(true, nil, 96.0), (true, "never", 44.0), (false, nil, 44.0), (true, "always", 96.0)] as [(Bool, String?, Double)])
    func aLargeTitleBarIsTallerUnlessTheSceneRefusesIt(_ largeTitles: Bool, _ displayMode: String?, _ y: Double) throws {
        let document = try Self.storyboard(largeTitles: largeTitles, displayMode: displayMode)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 736)
    }
}
