import NibDocument
import NibLayout
import Testing

/// Xcode 7 could save a storyboard's prototype table cell, and its content view, with no frame
/// (an iOS lab's check-in cell, tools 7702). Interface Builder draws the cell as wide as its table
/// and as tall as its row height, the cell's, else the table's: the content is laid out in that.
@Suite struct PrototypeCellWithoutFrameTests {
    /// A 320-pt table (row height 333) whose prototype cell (with `cellAttributes`) has no frame,
    /// holding a label pinned 8 pt in from its content view's sides and top, 30 pt tall.
    static func storyboard(cellAttributes: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="333" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                            <rect key="frame" x="0.0" y="50" width="320" height="498"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="CheckInCell" \(cellAttributes) id="cell">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                                <rect key="frame" x="8" y="8" width="304" height="30"/>
                                                            </label>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                                                            <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="8" id="c2"/>
                                                            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c3"/>
                                                            <constraint firstItem="label" firstAttribute="height" constant="30" id="c4"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    @Test(arguments: [(#"rowHeight="350""#, 350.0), ("", 333.0)])
    func aFramelessPrototypeCellTakesItsTablesWidthAndRowHeight(_ cellAttributes: String, _ height: Double) throws {
        let document = try Self.storyboard(cellAttributes: cellAttributes)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        let solved = root.solve()
        #expect(isClose(frame(solved, "label"), [8, 8, 304, 30]))
        #expect(root.savedSize.width == 320 && root.savedSize.height == height)
    }
}
