import NibDocument
import NibLayout
import Testing

/// A collection view cell or supplementary view at the top level of a XIB gets a view
/// controller's root view's side margins in Interface Builder (16 pt, 20 from 414 pt wide), not
/// UIView's 8: Provenance's AboutPatreonHeaderView.xib, a 375-pt header whose stack is pinned to
/// its margins, is saved with the stack at x = 16, 343 wide; OsmAnd's top-level cells likewise.
@Suite struct TopLevelCollectionCellMarginTests {
    /// A XIB whose top-level `element` (id "root", `width` × 100) holds a box pinned to its
    /// leading and trailing margins. A cell's subviews go in its content view.
    func document(_ element: String, width: Double) throws -> Document {
        let box = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="16" y="10" width="\(width - 32)" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="h1"/>
                </constraints>
            </view>
            """
        let content = element == "collectionViewCell" ? """
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                <subviews>\(box)</subviews>
            </view>
            """ : "<subviews>\(box)</subviews>"
        return try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <\(element) opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        \(content)
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                        </constraints>
                    </\(element)>
                </objects>
            </document>
            """, file: "cell.xib")
    }

    @Test(arguments: [("collectionReusableView", 375.0, 16.0), ("collectionViewCell", 124, 16), ("collectionViewCell", 417, 20)])
    func sideMarginsAreARootViews(_ element: String, _ width: Double, _ margin: Double) throws {
        let root = try #require(LayoutSystem(document: try document(element, width: width), options: .interfaceBuilder).root(withID: "root"))
        #expect(isClose(frame(root.solve(), "box"), [margin, 10, width - 2 * margin, 40]))
    }

    /// Xcode 11's content view of a top-level cell (`collectionViewCellContentView`), which
    /// constraints name apart from the cell, has the cell's margins too (Kurozora's
    /// LibraryStatisticsCollectionViewCell.xib, tools 24506: labels pinned to the side margins of
    /// a 374-pt content view saved 16 pt in); a plain view inside it keeps UIView's 8 pt.
    @Test(arguments: [("content", 374.0, 16.0), ("inner", 374.0, 8.0)])
    func theContentViewHasTheCellsMargins(_ holder: String, _ width: Double, _ margin: Double) throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionViewCell opaque="NO" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="\(margin)" y="10" width="\(width - 2 * margin)" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="h1"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="\(holder)" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="\(holder)" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="inner" secondAttribute="top" constant="10" id="c3"/>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="c4"/>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c5"/>
                                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="c6"/>
                                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="c7"/>
                            </constraints>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </objects>
            </document>
            """, file: "cell.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        #expect(isClose(frame(root.solve(), "box"), [margin, 10, width - 2 * margin, 40]))
    }
}
