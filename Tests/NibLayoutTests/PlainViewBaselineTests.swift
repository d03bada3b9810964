import NibDocument
import NibLayout
import Testing

/// A view without text has no baseline: Auto Layout takes its top edge for its first baseline
/// and its bottom edge for its last (UIView's offsets from them are 0; Apple's
/// `forFirstBaselineLayout`: "If that view does not have a baseline, Auto Layout uses the view's
/// top edge"). nerkh's Main.storyboard saves a plain view whose first baseline is pinned below
/// a label's with its top there.
@Suite struct PlainViewBaselineTests {
    static func xib(attribute: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                            <constraint firstItem="box" firstAttribute="\(attribute)" secondItem="root" secondAttribute="top" constant="100" id="b"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "fixture.xib")
    }

    @Test(arguments: [("firstBaseline", 100.0), ("lastBaseline", 50.0)])
    func aPlainViewsBaselineIsAnEdge(_ attribute: String, _ top: Double) throws {
        let root = try #require(LayoutSystem(document: try Self.xib(attribute: attribute), options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y == top)
    }
}
