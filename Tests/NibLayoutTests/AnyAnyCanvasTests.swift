import NibDocument
import NibLayout
import Testing

/// A document without a device, Xcode 6 and 7's 600 × 600 canvas, is drawn Any × Any: its saved
/// frames are the base values', and a size class's constant variations apply under that size
/// class only. A course's WordCollage (tools 8191) places twenty labels from the top margin with
/// constants that compact width changes (464 on the canvas, 458 on an iPhone in portrait).
@Suite struct AnyAnyCanvasTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="word">
                                        <rect key="frame" x="50" y="464" width="212" height="41"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="212" id="w"/>
                                            <constraint firstAttribute="height" constant="41" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="word" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="464" id="t">
                                        <variation key="heightClass=compact" constant="253"/>
                                        <variation key="heightClass=regular-widthClass=compact" constant="458"/>
                                    </constraint>
                                    <constraint firstItem="word" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="30" id="l"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theCanvasIsLaidOutWithTheBaseValues() throws {
        let document = try Document(string: Self.document, file: "Main.storyboard")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first)
        let word = try #require(root.solve().view(withID: "word")?.solved)
        #expect(word.y == 464 && word.x == 50, "\(word)")
    }

    @Test func aPhoneInPortraitIsAnotherSizeClass() throws {
        let document = try Document(string: Self.document, file: "Main.storyboard")
        let others = LayoutSystem.otherSizeClasses(of: document)
        let portrait = SizeClasses(horizontal: .compact, vertical: .regular)
        #expect(others.contains(portrait))
        var options = LayoutOptions.interfaceBuilder
        options.sizeClasses = portrait
        let root = try #require(LayoutSystem(document: document, options: options).roots.first)
        #expect(root.solve().view(withID: "word")?.solved?.y == 458)
    }
}
