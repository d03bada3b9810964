import NibDocument
import NibLayout
import Testing

/// Xcode 9.1 to Xcode 11 (tools 13500 to 16999) saved a cell's content view 15 pt in on a phone
/// narrower than 414 pt, unless the cell's table view is a view controller's root view: that
/// table has the root view's 16-pt side margins, and its cells take them (IOS-Nordic-Thingy's
/// static tables, 15705 on an iPhone 8; Pisth's Git storyboard, 14854; NEM Wallet's table view
/// controllers, 13529). A table inside another view keeps 15 (beam's Main.storyboard, 15705 on an
/// iPhone 8; NEM Wallet's Main.storyboard, 13529; keith27staines's messages scene, 14490).
@Suite struct RootTableCellMarginTests {
    /// A cell of `tableID`'s table whose content view holds a box pinned to its leading margin.
    static func cell(_ id: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="44" id="\(id)">
            <rect key="frame" x="0.0" y="18" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                        <rect key="frame" x="16" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-l"/>
                    <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-content" secondAttribute="top" id="\(id)-t"/>
                    <constraint firstItem="\(id)-box" firstAttribute="width" constant="10" id="\(id)-w"/>
                    <constraint firstItem="\(id)-box" firstAttribute="height" constant="10" id="\(id)-h"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    static func storyboard(toolsVersion: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="rootTable">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                \(cell("inRoot"))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                    <scene sceneID="scene2">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="innerTable">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <prototypes>
                                                \(cell("inView"))
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

    @Test(arguments: [("15705", "inRoot", 16.0), ("15705", "inView", 15.0), ("14854", "inRoot", 16.0),
                      ("13529", "inRoot", 16.0), ("13529", "inView", 15.0), ("14490", "inView", 15.0),
                      ("17701", "inRoot", 16.0), ("17701", "inView", 16.0)])
    func aCellsLeadingMargin(_ toolsVersion: String, _ cellID: String, _ x: Double) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: cellID))
        let box = try #require(root.solve().view(withID: "\(cellID)-box")?.solved)
        #expect(box.x == x)
    }
}
