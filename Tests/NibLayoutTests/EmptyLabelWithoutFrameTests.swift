import NibDocument
import NibLayout
import Testing

/// A label saved without a frame and without text measures 0 × 0, as UILabel's intrinsic size
/// does: wsdot-ios-app's travel-time screens (Xcode 15) stack labels whose text the code fills,
/// 15 pt apart, saved without frames; Interface Builder places the second at y = 15, under an
/// empty Title 2 label 0 pt tall.
@Suite struct EmptyLabelWithoutFrameTests {
    static func document(firstText: String) throws -> Document {
        try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="20" y="20" width="260" height="140"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="\(firstText)" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" text="" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="r"/>
            """)
    }

    @Test func anEmptyLabelWithoutAFrameIsZeroTall() throws {
        let root = try #require(LayoutSystem(document: try Self.document(firstText: ""), options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "title")?.solved?.height == 0)
        #expect(solution.view(withID: "body")?.solved?.y == 15)
    }

    @Test func aLabelWithTextWithoutAFrameIsItsTextsHeight() throws {
        let root = try #require(LayoutSystem(document: try Self.document(firstText: "Travel times"), options: .interfaceBuilder).roots.first)
        let title = try #require(root.solve().view(withID: "title")?.solved)
        #expect(title.height > 20)
    }
}

/// A segmented control saved without a frame (Xcode 8 could) is as tall as UIKit makes it, and as
/// wide as its titles: joind.in-iphone's MainStoryboard (tools 11201, no frames) pins a 280-pt
/// control below the top and a table 21 pt under it, which nothing but the control's own height
/// places.
@Suite struct SegmentedControlWithoutFrameTests {
    @Test func itsHeightPlacesTheViewBelow() throws {
        let document = try makeDocument(subviews: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="range">
                <constraints>
                    <constraint firstAttribute="width" constant="280" id="w"/>
                </constraints>
                <segments>
                    <segment title="Past"/>
                    <segment title="Upcoming"/>
                </segments>
            </segmentedControl>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <segments>
                    <segment title="Past"/>
                    <segment title="Upcoming"/>
                </segments>
            </segmentedControl>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list"/>
            """, constraints: """
            <constraint firstItem="range" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="range" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c"/>
            <constraint firstItem="list" firstAttribute="top" secondItem="range" secondAttribute="bottom" constant="21" id="s"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="b"/>
            <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
            <constraint firstAttribute="bottom" secondItem="free" secondAttribute="bottom" id="fb"/>
            """)
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let list = try #require(solution.view(withID: "list"))
        #expect(list.status == .ok && list.solved?.y == 20 + 28 + 21)
        let free = try #require(solution.view(withID: "free"))
        #expect(free.status == .ok && (free.solved?.width ?? 0) > 2 * 16)
    }
}
