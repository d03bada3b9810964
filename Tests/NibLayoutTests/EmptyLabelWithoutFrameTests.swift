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
/// places. The fixture's tools version (22505) has iOS 13's taller control, 31 pt.
@Suite struct SegmentedControlWithoutFrameTests {
    /// A segmented control saved without a frame, as Xcode 8 wrote one.
    static func control(_ id: String, segments: String, constraints: String = "") -> String {
        """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
            <segments>\(segments)</segments>
        </segmentedControl>
        """
    }

    @Test func itsHeightPlacesTheViewBelow() throws {
        let document = try makeDocument(subviews: """
            \(Self.control("range", segments: #"<segment title="Past"/><segment title="Upcoming"/>"#,
                           constraints: #"<constraint firstAttribute="width" constant="280" id="w"/>"#))
            \(Self.control("free", segments: #"<segment title="Past"/><segment title="Upcoming"/>"#))
            \(Self.control("longer", segments: #"<segment title="Past events"/><segment title="Upcoming events"/>"#))
            \(Self.control("icons", segments: #"<segment image="list"/><segment image="grid"/><segment image="map"/>"#))
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
            <constraint firstItem="longer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ll"/>
            <constraint firstItem="longer" firstAttribute="top" secondItem="root" secondAttribute="top" id="lt"/>
            <constraint firstAttribute="trailing" secondItem="icons" secondAttribute="trailing" id="ir"/>
            <constraint firstItem="icons" firstAttribute="top" secondItem="root" secondAttribute="top" id="it"/>
            """)
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let list = try #require(solution.view(withID: "list"))
        #expect(list.status == .ok && list.solved?.y == 20 + 31 + 21)
        let free = try #require(solution.view(withID: "free")?.solved)
        let longer = try #require(solution.view(withID: "longer")?.solved)
        let icons = try #require(solution.view(withID: "icons")?.solved)
        // Two segments as wide as the wider title and 16 pt more; image segments 16 pt each.
        #expect(free.width > 2 * 16 && longer.width > free.width && icons.width == 3 * 16, "\(free) \(longer) \(icons)")
    }
}

/// A button saved without a frame whose normal state shows an image, or draws a background
/// image, is at least the image's size, as the document's resources list it: CDIiPhoneApp's
/// MainStoryboard (tools 3084, no frames) pins a 44-pt image button by its top alone, Spread's
/// (3084) a back button drawn by its background image by one corner. An image view is its
/// image's size too.
@Suite struct ImageButtonWithoutFrameTests {
    @Test(arguments: [
        #"<button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="back"><state key="normal" image="menu_button_back.png"/></button>"#,
        #"<button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="back"><state key="normal" backgroundImage="menu_button_back.png"/></button>"#,
        #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="menu_button_back.png" translatesAutoresizingMaskIntoConstraints="NO" id="back"/>"#,
    ])
    func itsImagePlacesIt(_ view: String) throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="3084" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            \(view)
                        </subviews>
                        <constraints>
                            <constraint firstItem="back" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                            <constraint firstItem="back" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="menu_button_back.png" width="43" height="44"/>
                </resources>
            </document>
            """, file: "menu.xib")
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let back = try #require(solution.view(withID: "back"))
        #expect(back.status == .ok && back.solved == Rect(x: 10, y: 10, width: 43, height: 44), "\(String(describing: back.solved))")
    }
}

/// A text field saved without a frame is one line of its font high, inside UIKit's border: Apple's
/// FoodTracker lesson (tools 11201, no frames) stacks a label, a rounded 14-pt meal-name field and
/// a button in a column pinned by its top alone, whose height only their own sizes give. The
/// fixture's tools version (22505) has Xcode 11's taller rounded field, 34 pt.
@Suite struct TextFieldWithoutFrameTests {
    @Test func itsHeightClosesTheColumn() throws {
        let document = try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="Meal Name" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Enter meal name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Notes" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="fill"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="16" id="r"/>
            """)
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let column = try #require(solution.view(withID: "column"))
        let name = try #require(solution.view(withID: "name")?.solved)
        let plain = try #require(solution.view(withID: "plain"))
        #expect(column.status == .ok && plain.status == .ok, "\(column.status) \(plain.status)")
        #expect(name.height == 34 && name.width == 268)
        // An unbordered field is its line's height (1.193 × 14 pt, rounded up), as wide as its placeholder.
        #expect(plain.solved?.height == 17 && (plain.solved?.width ?? 0) > 0)
    }
}

/// A search bar saved without a frame is as tall as UIKit makes it: a Udacity course's movie
/// picker (tools 11201, no frames) pins a search bar under the top guide and hangs its table from
/// the bar's bottom, which only the bar's own height places. The fixture's tools version
/// (22505) has iOS 13's 56-pt bar.
@Suite struct SearchBarWithoutFrameTests {
    @Test func itsHeightPlacesTheTable() throws {
        let document = try makeDocument(width: 375, height: 600, subviews: """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search"/>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="list"/>
            """, constraints: """
            <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="r"/>
            <constraint firstItem="list" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="s"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="search" secondAttribute="leading" id="ll"/>
            <constraint firstItem="list" firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="lr"/>
            <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="b"/>
            """)
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let search = try #require(solution.view(withID: "search"))
        let list = try #require(solution.view(withID: "list"))
        #expect(search.status == .ok && list.status == .ok, "\(search.status) \(list.status)")
        #expect(search.solved?.height == 56 && list.solved?.y == 56)
    }
}
