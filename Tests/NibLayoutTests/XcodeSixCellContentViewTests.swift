import NibDocument
import NibLayout
import Testing

/// Xcode 6 saved a XIB's table cell's content view at its default 320 × 43 whatever the cell's
/// size, and laid the content out in the cell's width and its height less the 1-pt separator
/// (MIT-Mobile's news cells, tools 6254: a 329 × 145 cell whose content is saved 329 × 144;
/// rainmachine's graph cells, 6250 and 7531, 168 pt tall).
@Suite struct XcodeSixCellContentViewTests {
    static func xib(toolsVersion: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="145" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="329" height="145"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                    <rect key="frame" x="0.0" y="0.0" width="329" height="144"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="container" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
                                <constraint firstItem="container" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="r"/>
                                <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """, file: "Cell.xib")
    }

    @Test func anXcodeSixContentViewIsTheCellLessItsSeparator() throws {
        let root = try #require(LayoutSystem(document: try Self.xib(toolsVersion: "6254"), options: .interfaceBuilder).roots.first)
        let container = try #require(root.solve().view(withID: "container")?.solved)
        #expect(container.width == 329)
        #expect(container.height == 144)
    }

    /// A later Xcode writes the content view's own size: 320 × 43 is then what it is.
    @Test func aLaterContentViewKeepsItsSavedSize() throws {
        let root = try #require(LayoutSystem(document: try Self.xib(toolsVersion: "14490"), options: .interfaceBuilder).roots.first)
        let container = try #require(root.solve().view(withID: "container")?.solved)
        #expect(container.height == 43)
    }
}
