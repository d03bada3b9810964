import NibDocument
import NibLayout
import Testing

/// A simulated toolbar is 44 pt tall on a phone with a home button, 49 above a home indicator
/// (siskin-im's chat scenes, tools 20037 on an iPhone 11: a container pinned to the safe area's
/// bottom saved 83 pt above the root's bottom, 34 + 49).
@Suite struct SimulatedToolbarTests {
    @Test(arguments: [(#"<device id="retina6_1" orientation="portrait"/>"#, 896.0, 896.0 - 34 - 49),
                      (#"<device id="retina5_5" orientation="portrait"/>"#, 736.0, 736.0 - 44)])
    func aToolbarAboveAHomeIndicatorIsTaller(_ device: String, _ height: Double, _ maxY: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "20037", device: device, rootSize: (414, height),
            boxFrame: #"x="0.0" y="0" width="414" height="\#(maxY)""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="top" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y + box.height == maxY)
    }
}
