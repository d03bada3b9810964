import NibDocument
import NibLayout
import Testing

/// Xcode 6 (tools below 8000) saved a storyboard's prototype collection view cell at the default
/// 50 × 50, whatever its size, and its content view and subviews at the size it laid them out in,
/// the flow layout's item size (FireDoorTracker's Main.storyboard, tools 6254: content views of
/// 450 × 141 and 225 × 75 in cells saved 50 × 50). The cell is laid out at its content view's
/// size; a later Xcode's cell keeps its own saved size.
@Suite struct Xcode6CollectionCellSizeTests {
    static func storyboard(toolsVersion: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <scenes>
                    <scene sceneID="scene1">
                        <objects>
                            <collectionViewController id="cvc" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="list">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                        <size key="itemSize" width="225" height="75"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="225" height="75"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                        <rect key="frame" x="0.0" y="0.0" width="225" height="75"/>
                                                    </view>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstItem="box" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="l"/>
                                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                                                <constraint firstItem="box" firstAttribute="top" secondItem="cell" secondAttribute="top" id="t"/>
                                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
                                            </constraints>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    @Test(arguments: [("6254", 225.0, 75.0), ("7706", 225.0, 75.0), ("10117", 50.0, 50.0)])
    func aCellFillingBoxIsAsLargeAs(_ toolsVersion: String, _ width: Double, _ height: Double) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.width == width && box.height == height)
    }
}
