import NibDocument
import NibLayout
import Testing

/// A freeform XIB view wider than the device's screen, before Xcode 14, keeps the home
/// indicator's inset in its bottom margin, as Interface Builder sizes the screen to it
/// (SwiftMessages' 600-pt message views on an iPhone 11, tools 17156); one that fits the screen's
/// width leaves it out of the margin.
@Suite struct WideFreeformViewTests {
    func document(width: Double) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="96"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Message" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                <rect key="frame" x="20" y="44" width="\(width - 40)" height="18"/>
                                <constraints>
                                    <constraint firstAttribute="height" priority="999" constant="20" id="h"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="12"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c2"/>
                            <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="c3"/>
                            <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """, file: "StatusLine.xib")
    }

    @Test func aViewWiderThanTheScreenKeepsTheHomeIndicatorInItsMargin() throws {
        let root = try #require(LayoutSystem(document: document(width: 600), options: .interfaceBuilder).root(withID: "root"))
        let body = try #require(root.solve().view(withID: "body")?.solved)
        #expect(body.y + body.height == 96 - 34)
    }

    @Test func aViewAsWideAsTheScreenLeavesItOut() throws {
        let root = try #require(LayoutSystem(document: document(width: 414), options: .interfaceBuilder).root(withID: "root"))
        let body = try #require(root.solve().view(withID: "body")?.solved)
        #expect(body.y + body.height == 96)
    }
}
