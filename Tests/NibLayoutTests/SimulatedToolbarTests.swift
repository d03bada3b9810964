import NibDocument
import NibLayout
import Testing

/// A simulated toolbar is 49 pt tall above a home indicator (siskin-im's chat scenes, tools 20037
/// on an iPhone 11: a container pinned to the safe area's bottom saved 83 pt above the root's
/// bottom, 34 + 49), and from Xcode 11 (tools 14800) on a phone with a home button too
/// (MEWconnect's Setup.storyboard, 14868 on an iPhone 8 Plus; planck's Thread.storyboard, 21507
/// on an iPhone 8: 49 pt). A scene pushed from a scene with a simulated toolbar has it too.
@Suite struct SimulatedToolbarTests {
    @Test(arguments: [(#"<device id="retina6_1" orientation="portrait"/>"#, "20037", 896.0, 896.0 - 34 - 49),
                      (#"<device id="retina5_5" orientation="portrait"/>"#, "20037", 736.0, 736.0 - 49),
                      (#"<device id="retina5_5" orientation="portrait"/>"#, "14868", 736.0, 736.0 - 49)])
    func aToolbarIs49PointsTall(_ device: String, _ toolsVersion: String, _ height: Double, _ maxY: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: toolsVersion, device: device, rootSize: (414, height),
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

    /// The scene, pushed from one whose own metrics show a toolbar, ends 49 pt above the root's
    /// bottom, as the pushing scene does; not pushed, at the bottom.
    @Test(arguments: [true, false])
    func aPushedSceneHasThePushingScenesToolbar(_ pushed: Bool) throws {
        let segue = pushed ? #"<connections><segue destination="Vc1-aa-001" kind="show" id="Sg1-aa-001"/></connections>"# : ""
        let document = try guidedSceneStoryboard(
            toolsVersion: "14868", initialViewController: "Vc2-aa-001", rootSize: (414, 736),
            boxFrame: #"x="0.0" y="0" width="414" height="\#(pushed ? 687 : 736)""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="top" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            otherScenes: """
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewController id="Vc2-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw2-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                            </view>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                            \(segue)
                        </viewController>
                    </objects>
                </scene>
                """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y + box.height == (pushed ? 736 - 49 : 736))
    }
}
