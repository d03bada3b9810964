import NibDocument
import NibLayout
import Testing

/// A XIB's top-level cell is in no table: its content view is sized by its frame, which UIKit
/// turns into constraints after the nib's, so where the content needs less height than the cell
/// the content view's height is what breaks and the content keeps its own sizes, from the top
/// (safe-ios AddOwnerKeyCell.xib, tools 21701; entourage-ios HomeHelpCell.xib, 23504;
/// pocket-casts NoSearchResultsCell.xib, 14490). A table's cell keeps the table's row height,
/// and the content gives (entourage-ios ProfileParams.storyboard: ten 65-pt rows of a
/// fill-equally stack in a 243-pt prototype cell saved 22 pt tall).
@Suite struct TopLevelCellContentSizeTests {
    /// A 100-pt cell whose content view holds a 40-pt box 10 pt below its top and 10 above its
    /// bottom: 60 pt of content.
    static let cell = """
        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="100" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="16" y="10" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="h"/>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """

    static func xib() throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(cell)
                </objects>
            </document>
            """, file: "Cell.xib")
    }

    static func storyboard() throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="100" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                \(cell)
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "Table.storyboard")
    }

    static func box(in document: Document) throws -> Rect {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        return try #require(root.solve().view(withID: "box")?.solved)
    }

    /// Top-level in a XIB, the box keeps its 40 pt, 10 below the top.
    @Test func aTopLevelCellsContentKeepsItsOwnHeight() throws {
        let box = try Self.box(in: Self.xib())
        #expect(box.y == 10 && box.height == 40)
    }

    /// In a table, the row's 100 pt hold and the box takes the 80 left.
    @Test func aTablesCellKeepsTheRowHeight() throws {
        let box = try Self.box(in: Self.storyboard())
        #expect(box.y == 10 && box.height == 80)
    }
}
