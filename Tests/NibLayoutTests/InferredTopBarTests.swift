import NibDocument
import NibLayout
import Testing

/// A scene's navigation bar reaches it through what shows it: a tab bar controller pushed in a
/// navigation controller (IOS-Nordic-Thingy's Dfu.storyboard, 18122), and a scene that pushes it
/// and simulates a navigation bar of its own, with no navigation controller in the storyboard
/// (its Cloud.storyboard, 15705). Both on an iPhone X; a box pinned to the safe area's top.
@Suite struct InferredTopBarTests {
    /// The scene `vc`, `height` pt tall, whose box is pinned to its safe area's top, and `others`.
    static func storyboard(toolsVersion: String, height: Double, others: String) throws -> Document {
        try SafeAreaScene.storyboard(toolsVersion: toolsVersion, height: height, box: .top, boxHeight: 100, others: others)
    }

    static func boxY(_ document: Document) throws -> Double {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return try #require(root.solve().view(withID: "box")?.solved).y
    }

    /// A tab bar controller, its tab `vc`, pushed from the root of a navigation controller with an
    /// opaque bar when `pushed`.
    static func tabsInANavigationController(pushed: Bool) -> String {
        SafeAreaScene.tabBarController(showing: "vc", translucent: false)
            + SafeAreaScene.navigationController(pushing: pushed ? "tabs" : nil, translucent: false, rootHeight: 724)
    }

    /// Below the opaque navigation bar, the tab's root (641 pt: 812 less 88 above and 83 below)
    /// has no safe area at its top; shown by nothing, the status bar's 44.
    @Test(arguments: [(true, 0.0), (false, 44.0)])
    func aTabBarControllersTabIsUnderTheBarOfWhatPushesIt(_ pushed: Bool, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: "18122", height: 641, others: Self.tabsInANavigationController(pushed: pushed))
        #expect(try Self.boxY(document) == y)
    }

    /// A tab bar controller the code shows, simulating a navigation bar in its own metrics
    /// (kukai-mobile-ios's exported Home.storyboard, 19529): its tab is under that bar, the box at
    /// 88 (44 + 44); without the metrics, the status bar's 44.
    @Test(arguments: [(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 88.0), ("", 44.0)])
    func aTabInfersItsTabBarControllersSimulatedBar(_ metrics: String, _ y: Double) throws {
        let tabs = SafeAreaScene.tabBarController(showing: "vc", translucent: true, metrics: metrics)
        let document = try Self.storyboard(toolsVersion: "19529", height: 812, others: tabs)
        #expect(try Self.boxY(document) == y)
    }

    /// A scene that pushes `vc` from a bar button and simulates a translucent navigation bar
    /// (`metrics`) in a storyboard with no navigation controller.
    static func pusher(metrics: String) -> String {
        """
        <scene sceneID="pusherScene">
            <objects>
                <viewController id="pusher" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="pusherRoot">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    </view>
                    <navigationItem key="navigationItem" title="Pusher" id="item">
                        <barButtonItem key="rightBarButtonItem" title="Help" id="button">
                            <connections>
                                <segue destination="vc" kind="show" id="s1"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    \(metrics)
                </viewController>
            </objects>
        </scene>
        """
    }

    /// Under the inferred bar the box is at 88 (44 + 44); without it, the status bar's 44.
    @Test(arguments: [(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 88.0), ("", 44.0)])
    func aPushedSceneInfersThePushersSimulatedBar(_ metrics: String, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: "15705", height: 812, others: Self.pusher(metrics: metrics))
        #expect(try Self.boxY(document) == y)
    }
}
