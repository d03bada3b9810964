import NibDocument
import NibLayout
import Testing

/// A cell of an inset-grouped table whose saved frame still spans the table (x = 0, as wide as
/// the table) is laid out inset, as Interface Builder lays out its content (passforios, tools
/// 23504 on a 390-pt phone: a view pinned to the side margins of such a cell is saved at x = 20,
/// ending at 330, in a content view saved 390 pt wide).
@Suite struct InsetGroupedCellWidthTests {
    /// A one-cell static table of `style` on a 390-pt phone, the cell saved at `cellX`, `cellWidth`
    /// wide, its content view as wide, holding a box pinned to both side margins.
    static func table(style: String, cellX: Double, cellWidth: Double) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                                                    <rect key="frame" x="\(cellX)" y="55" width="\(cellWidth)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                                <rect key="frame" x="20" y="11" width="310" height="22"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                                                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    /// Saved spanning an inset-grouped table, or saved inset: laid out 350 wide. Spanning a
    /// grouped table: 390.
    @Test(arguments: [("insetGrouped", 0.0, 390.0, 330.0), ("insetGrouped", 20.0, 350.0, 330.0), ("grouped", 0.0, 390.0, 370.0)])
    func aCellSpanningAnInsetGroupedTableIsLaidOutInset(_ style: String, _ cellX: Double, _ cellWidth: Double, _ maxX: Double) throws {
        let document = try Self.table(style: style, cellX: cellX, cellWidth: cellWidth)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.x == 20 && box.x + box.width == maxX)
    }
}
