import NibDocument
import NibLayout
import Testing

/// A navigation item's prompt adds a line above the bar: 34 pt from Xcode 9 on
/// (arc-cie-ios-client's Notes.storyboard, tools 13196 on an iPhone 8: a text view 12 pt below the
/// safe area's top saved at y = 110, 20 + 34 + 44 + 12).
@Suite struct NavigationPromptTests {
    @Test(arguments: [(#"prompt="Edit Note" "#, 98.0), ("", 64.0)])
    func aPromptLowersTheTopGuide(_ prompt: String, _ y: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "13196", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            initialViewController: "Nav-aa-001", rootSize: (375, 667),
            boxFrame: #"x="0.0" y="\#(y)" width="375" height="\#(667 - y)""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: #"<navigationItem key="navigationItem" title="Note" \#(prompt)id="Ni1-aa-001"/>"#,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="20" width="375" height="44""#))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 667)
    }
}
