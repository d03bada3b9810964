import NibDocument
import NibLayout
import Testing

/// A freeform scene shown only as a popover sits in the popover, not on the screen: no status
/// bar, sensor housing or home indicator insets its safe area. The same scene pushed or shown
/// full screen keeps them.
@Suite struct PopoverSceneSafeAreaTests {
    func document(segueKind kind: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="home" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="hv">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                            <rect key="frame" x="20" y="100" width="100" height="44"/>
                                            <connections>
                                                <segue destination="pop" kind="\(kind)" id="sg"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="hsa"/>
                                    <constraints>
                                        <constraint firstItem="b1" firstAttribute="top" secondItem="hv" secondAttribute="top" constant="100" id="c1"/>
                                        <constraint firstItem="b1" firstAttribute="leading" secondItem="hv" secondAttribute="leading" constant="20" id="c2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="pop" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pv">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="65"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Size" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                                            <rect key="frame" x="8" y="8" width="40" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                                            <rect key="frame" x="6" y="29" width="188" height="31"/>
                                        </slider>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="psa"/>
                                    <constraints>
                                        <constraint firstItem="lb" firstAttribute="top" secondItem="psa" secondAttribute="top" constant="8" id="p1"/>
                                        <constraint firstItem="lb" firstAttribute="leading" secondItem="psa" secondAttribute="leading" constant="8" id="p2"/>
                                        <constraint firstItem="sl" firstAttribute="top" secondItem="lb" secondAttribute="bottom" id="p3"/>
                                        <constraint firstItem="sl" firstAttribute="leading" secondItem="psa" secondAttribute="leading" constant="8" id="p4"/>
                                        <constraint firstItem="psa" firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="8" id="p5"/>
                                        <constraint firstItem="psa" firstAttribute="bottom" secondItem="sl" secondAttribute="bottom" constant="6" id="p6"/>
                                    </constraints>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="200" height="65"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "Pop.storyboard")
    }

    @Test func aPopoversFreeformSceneHasNoInsets() throws {
        let root = try #require(LayoutSystem(document: document(segueKind: "popoverPresentation"), options: .interfaceBuilder).root(withID: "pv"))
        let solution = root.solve()
        #expect(solution.view(withID: "lb")?.solved == Rect(x: 8, y: 8, width: 40, height: 21))
        #expect(solution.view(withID: "sl")?.hasAmbiguousLayout == false)
    }

    @Test func theSameSceneShownFullScreenKeepsThem() throws {
        let root = try #require(LayoutSystem(document: document(segueKind: "presentation"), options: .interfaceBuilder).root(withID: "pv"))
        #expect(root.solve().view(withID: "lb")?.solved.map { $0.y != 8 } == true)
    }
}
