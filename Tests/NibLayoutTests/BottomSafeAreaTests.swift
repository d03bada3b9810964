import NibDocument
import NibLayout
import Testing

/// The bottom of a scene's safe area on an iPhone X (34-pt home indicator), as Interface Builder
/// saves it: a root that ends above an opaque tab bar reaches none of the indicator; a scene that
/// hides the bottom bar on push has no tab bar of its containers; a freeform scene shorter than
/// the screen (before Xcode 14) keeps only the part of the indicator it reaches into
/// (IOS-Nordic-Thingy's Dfu and Motion storyboards, beam's Subreddit.storyboard).
@Suite struct BottomSafeAreaTests {
    /// The scene `vc`, `height` pt tall, with a 10-pt box pinned to its safe area's bottom.
    static func storyboard(toolsVersion: String = "18122", height: Double, attributes: String = "", children: String = "",
                           others: String = "") throws -> Document {
        try SafeAreaScene.storyboard(toolsVersion: toolsVersion, height: height, box: .bottom, boxHeight: 10,
                                     attributes: attributes, children: children, others: others)
    }

    static func boxBottom(_ document: Document) throws -> Double {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        return box.y + box.height
    }

    /// Above an opaque tab bar the root, 729 pt tall (812 less 49 and 34), has no inset at its
    /// bottom; under a translucent one, full height, the bar's and the indicator's 83.
    @Test(arguments: [(false, 729.0, 729.0), (true, 812.0, 729.0)])
    func aRootAboveAnOpaqueTabBarReachesNoHomeIndicator(_ translucent: Bool, _ height: Double, _ bottom: Double) throws {
        let document = try Self.storyboard(height: height, others: SafeAreaScene.tabBarController(showing: "vc", translucent: translucent))
        #expect(try Self.boxBottom(document) == bottom)
    }

    /// Pushed from the root of a navigation controller in a tab bar controller: hiding the
    /// bottom bar on push leaves the indicator's 34; otherwise the tab bar's 49 too.
    @Test(arguments: [(#"hidesBottomBarWhenPushed="YES""#, 778.0), ("", 729.0)])
    func hidingTheBottomBarOnPushLeavesTheTabBarOut(_ attributes: String, _ bottom: Double) throws {
        let others = SafeAreaScene.tabBarController(showing: "nav", translucent: true)
            + SafeAreaScene.navigationController(pushing: "vc", translucent: true, rootHeight: 812)
        let document = try Self.storyboard(height: 812, attributes: attributes, others: others)
        #expect(try Self.boxBottom(document) == bottom)
    }

    /// A freeform scene of tools 15705: 60 pt tall, at the top of the screen, it reaches none of
    /// the indicator; 871 pt tall (its root 731 below a 140-pt bar), all 34.
    @Test(arguments: [(60.0, 60.0, 60.0), (871.0, 731.0, 697.0)])
    func aShortFreeformSceneReachesNoHomeIndicator(_ freeformHeight: Double, _ height: Double, _ bottom: Double) throws {
        let metrics = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="375" height="\(freeformHeight)"/>
            """
        let document = try Self.storyboard(toolsVersion: "15705", height: height, children: metrics)
        #expect(try Self.boxBottom(document) == bottom)
    }
}

/// Without safe areas, a freeform scene's bottom layout guide keeps the home indicator's whole
/// 34 pt on an iPhone X, however short the scene (r2-testapp-swift's 250 x 200 settings scene,
/// tools 14460).
@Suite struct BottomLayoutGuideTests {
    @Test func aShortFreeformSceneKeepsTheIndicatorInItsBottomGuide() throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina5_9" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="topGuide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="250" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="156" width="250" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="c1"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
                                    </constraints>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="250" height="200"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y + box.height == 166)
    }
}
