import NibDocument
import NibLayout
@testable import NibValidation
import Testing

/// The layout rules solve what a device lays out, not the sizes Interface Builder's canvas keeps:
/// an empty arranged view of a filling stack is stretched by an optional pin at run time, and a
/// pull that holds it at its saved size would make or hide findings no device shows (LN-Zap's
/// wallet scene: seven ambiguous-layout warnings from such pulls).
@Suite struct LayoutFactsOptionsTests {
    /// A column pinned to the root's top and sides, and to its bottom at priority 250; in it an
    /// empty view saved 50 tall above a 20-pt one.
    static let column = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="70"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="50" width="414" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="h1"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                        <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="r3"/>
                        <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" priority="250" id="r4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func theRulesSolveTheStretchADeviceMakes() throws {
        let document = try Document(string: Self.column, file: "column.xib")
        let root = try #require(LayoutFacts(document: document).system.root(withID: "root"))
        let empty = try #require(root.solve().view(withID: "empty")?.solved)
        #expect(abs(empty.height - 780) < 0.5, "the empty view is \(empty.height) tall; a device stretches it to 780")
        // Interface Builder's own options keep it at its saved 50: the canvas, not a device.
        let canvas = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let saved = try #require(canvas.solve().view(withID: "empty")?.solved)
        #expect(abs(saved.height - 50) < 0.5)
    }

    /// A row held 0 tall whose only view, hidden, is 28 pt tall by its own constraint: a device
    /// fills the row's height with it (fill alignment) and logs the conflict; Interface Builder's
    /// canvas hangs the hidden view from the row's corner, far edges free (entourage-ios's rows
    /// of hidden icons).
    static let hiddenRow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="20" y="20" width="28" height="0.0"/>
                            <subviews>
                                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="28" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" id="rowHeight"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="r1"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func theRulesSeeTheConflictOfAHiddenViewInARowHeldShut() throws {
        let document = try Document(string: Self.hiddenRow, file: "row.xib")
        let root = try #require(LayoutFacts(document: document).system.root(withID: "root"))
        #expect(!root.solve().conflicts.isEmpty)
        let canvas = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        #expect(canvas.solve().conflicts.isEmpty)
    }
}
