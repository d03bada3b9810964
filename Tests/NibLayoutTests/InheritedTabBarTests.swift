import NibDocument
import NibLayout
import Testing

/// A tab bar reaches a scene through its containers: a navigation controller that carries its own
/// simulated tab bar (it is shown by a tab bar controller of another storyboard: erouska-ios's
/// Help.storyboard, 17701), and a split view controller shown by a tab bar controller (trySwift's
/// Main.storyboard, 14113). Views pinned to the safe area's bottom end above the tab bar.
@Suite struct InheritedTabBarTests {
    /// A scene on an iPhone 11 with a box pinned to its safe area's bottom, the root of a
    /// navigation controller; `containers` are the other scenes.
    static func storyboard(navigationMetrics: String, containers: String) throws -> Document {
        try SafeAreaScene.storyboard(toolsVersion: "17701", device: "retina6_1", width: 414, height: 896, box: .bottom,
                                     boxHeight: 64, boxY: 749, initial: "nav", others: """
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        \(navigationMetrics)
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            \(containers)
            """)
    }

    static let splitInTabBar = """
        <scene sceneID="splitScene">
            <objects>
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="masterViewController" id="s2"/>
                    </connections>
                </splitViewController>
            </objects>
        </scene>
        <scene sceneID="tabScene">
            <objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                    </tabBar>
                    <connections>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """

    /// The box ends 83 pt above the bottom (the tab bar's 49 and the home indicator's 34) with a
    /// tab bar, 34 without.
    @Test(arguments: [(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, "", 83.0),
                      ("", InheritedTabBarTests.splitInTabBar, 83.0),
                      ("", "", 34.0)])
    func theTabBarReachesTheScene(_ navigationMetrics: String, _ containers: String, _ bottom: Double) throws {
        let document = try Self.storyboard(navigationMetrics: navigationMetrics, containers: containers)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y + box.height == 896 - bottom)
    }
}
