import NibDocument
import NibLayout
import Testing

/// From Xcode 11 (iOS 13) a scene Interface Builder shows as a page sheet on a notched phone in
/// portrait is saved with its root as wide as the screen and shorter by the status bar's inset
/// and the 10 pt above the card: 842 pt on an iPhone 11. The card is below the status bar: its
/// safe area starts at its top (microblog-ios's edit-post scenes, tools 17156 and 17701, and
/// dcrios's Privacy scene, 18122: views pinned to the safe area's top saved at y = 0).
@Suite struct PageSheetSafeAreaTests {
    /// A scene on an iPhone 11 whose root is `height` tall, with a box pinned to its safe area's top.
    static func storyboard(toolsVersion: String, height: Double) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="64" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    /// An 842-pt root from Xcode 11 on: a sheet, no status bar inset; a full-screen root, or one
    /// saved by Xcode 10, keeps the sensor housing's 44.
    @Test(arguments: [("17156", 842.0, 0.0), ("17156", 896.0, 44.0), ("14460", 842.0, 44.0)])
    func aPageSheetHasNoStatusBarInset(_ toolsVersion: String, _ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion, height: height)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y == y)
    }
}
