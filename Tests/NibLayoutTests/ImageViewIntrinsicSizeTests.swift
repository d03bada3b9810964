import NibDocument
import NibLayout
import Testing

/// An image view's natural size is its image's, which the nib's `<resources>` lists in points,
/// not the frame its constraints stretched it to (suripu-ios's onboarding: a 320 × 130 image in
/// a 414 × 469 image view filling a column under a label). A system symbol's listed size is not
/// one any image view takes, so a symbol's image view keeps its saved size.
@Suite struct ImageViewIntrinsicSizeTests {
    func document(image: String, catalog: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="picture">
                            <rect key="frame" x="0.0" y="100" width="414" height="469"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="picture" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="picture" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="picture" secondAttribute="trailing" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="picture" secondAttribute="bottom" constant="31" id="c4"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="\(image)"\(catalog) width="320" height="130"/>
            </resources>
        </document>
        """
    }

    @Test func anImageViewIsAsLargeAsItsImage() throws {
        let document = try Document(string: document(image: "sleepPill"), file: "test.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        #expect(root.view(withID: "picture")?.intrinsicContentSize == IntrinsicContentSize(width: 320, height: 130))
        let element = try #require(document.element(withID: "picture"))
        #expect(IntrinsicContentSize(nibElement: element) == IntrinsicContentSize(width: 320, height: 130))
        // Its constraints still stretch it: the saved frame is where it sits.
        let solved = try #require(root.solve().view(withID: "picture")?.solved)
        #expect(solved.height == 469)
    }

    @Test func aSymbolsImageViewKeepsItsSavedSize() throws {
        let document = try Document(string: document(image: "star", catalog: #" catalog="system""#), file: "test.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        #expect(root.view(withID: "picture")?.intrinsicContentSize == IntrinsicContentSize(width: 414, height: 469))
    }
}
