import NibDocument
import NibLayout
import Testing

/// A scene that does not extend its layout under its top or bottom bars
/// (`<extendedEdge key="edgesForExtendedLayout" …/>` without that edge) stops at them: Interface
/// Builder saves its root between the bars, and no bar, status bar or home indicator beyond them
/// is in its safe area (entourage-ios GuideSolidarity.storyboard, tools 20037 on an iPhone 8;
/// planck's Thread.storyboard, 21507). Its edges extended, the bars inset the safe area as before.
@Suite struct ExtendedEdgesTests {
    /// A scene on an iPhone 8 (tools 21507: no status bar in the saved frames), the root of a
    /// navigation controller with a translucent bar, its box pinned to the safe area's `edge`;
    /// `children` go after the root view.
    static func storyboard(height: Double, box edge: SafeAreaScene.Edge, boxY: Double, children: String) throws -> Document {
        try SafeAreaScene.storyboard(toolsVersion: "21507", device: "retina4_7", width: 375, height: height, box: edge,
                                     boxHeight: 40, boxY: boxY, children: children, initial: "nav", others: """
            <scene sceneID="navScene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """)
    }

    /// Under the navigation bar the box is at the root's top when the top edge is not extended,
    /// 44 pt down (the bar) when it is.
    @Test(arguments: [(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, 623.0, 0.0),
                      (#"<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>"#, 667.0, 44.0),
                      ("", 667.0, 44.0)])
    func theTopBarIsOutsideARootThatDoesNotExtendUnderIt(_ edges: String, _ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(height: height, box: .top, boxY: y, children: edges)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y == y)
    }

    /// Above a simulated tab bar the box ends at the root's bottom when no edge is extended, 49 pt
    /// above it when the bottom edge is.
    @Test(arguments: [(#"<extendedEdge key="edgesForExtendedLayout"/>"#, 574.0, 0.0),
                      (#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, 623.0, 49.0)])
    func theTabBarIsOutsideARootThatDoesNotExtendUnderIt(_ edges: String, _ height: Double, _ bottom: Double) throws {
        let document = try Self.storyboard(height: height, box: .bottom, boxY: height - bottom - 40, children: """
            \(edges)
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y + box.height == height - bottom)
    }
}
