import NibDocument
import NibLayout
import Testing

/// On tvOS (from Xcode 9's tools 13000) the title-safe area insets a root's layout margins and
/// guides, with safe areas on or off: 60 pt from the top, 60 from the bottom where the root
/// reaches the screen's bottom; a navigation bar moves the top to the bar's saved bottom
/// (PopcornTimeTV's tvOS.storyboard, Provenance's tvOS Settings.storyboard).
@Suite struct TelevisionSafeAreaTests {
    /// The guided scene on an Apple TV, `rootHeight` tall, its box pinned to the root's top and
    /// bottom margins and sides; `otherScenes` may show it.
    func marginScene(rootHeight: Double = 1080, initialViewController: String = "Vc1-aa-001",
                     otherScenes: String = "") throws -> Document {
        try guidedSceneStoryboard(
            toolsVersion: "15705", tvOS: true, initialViewController: initialViewController, rootSize: (1920, rootHeight),
            boxFrame: #"x="0.0" y="60" width="1920" height="960""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="topMargin" id="T1-aa-001"/>
                <constraint firstAttribute="bottomMargin" secondItem="Bx1-aa-001" secondAttribute="bottom" id="B1-aa-001"/>
                <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Bx1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
                """,
            otherScenes: otherScenes)
    }

    func box(_ document: Document) throws -> Rect {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        return try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
    }

    /// A full-screen root without safe areas: margins 60 pt from the top and the bottom.
    @Test func theMarginsKeepOutOfTheTitleSafeArea() throws {
        let frame = try box(try marginScene())
        #expect(frame.y == 60 && frame.y + frame.height == 1020)
    }

    /// A shorter root keeps the top inset, and none at its bottom, short of the screen's.
    @Test func aShorterRootKeepsOnlyTheTopInset() throws {
        let frame = try box(try marginScene(rootHeight: 890))
        #expect(frame.y == 60 && frame.y + frame.height == 890)
    }

    /// In a navigation controller whose 145-pt bar is saved at y = 157 (under a tab bar), the
    /// top margin is the bar's bottom.
    @Test func aNavigationBarMovesTheTopToItsSavedBottom() throws {
        let document = try marginScene(initialViewController: "Nav-aa-001",
                                       otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="157" width="1920" height="145""#))
        let frame = try box(document)
        #expect(frame.y == 302 && frame.y + frame.height == 1020)
    }

    /// Windscribe's Apple TV PreferencesMainViewController.xib (Xcode 15): a top-level view whose
    /// margins are not inset from the safe area has 16-pt side margins, not the 20 of a wide
    /// phone's root: a stack 16 pt before the leading margin is saved at x = 0, a label 20 pt
    /// after it at x = 36.
    @Test func aRootsSideMarginsAreSixteenPoints() throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="22685" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="appleTV" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="0.0" y="246" width="380" height="794"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="36" y="60" width="535" height="111"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="-16" id="c1"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" constant="246" id="c2"/>
                            <constraint firstItem="list" firstAttribute="width" constant="380" id="c3"/>
                            <constraint firstItem="list" firstAttribute="height" constant="794" id="c4"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="20" id="c5"/>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" constant="1333" id="c6"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c7"/>
                            <constraint firstItem="title" firstAttribute="height" constant="111" id="c8"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "Preferences.xib")
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root")).solve()
        #expect(solution.view(withID: "list")?.solved?.x == 0)
        #expect(solution.view(withID: "title")?.solved == Rect(x: 36, y: 60, width: 535, height: 111))
    }

    /// Before Xcode 9 a tvOS scene's root had 20-pt side margins (PINRemoteImage's tvOS example,
    /// tools 9532: image views pinned to them saved at x = 20, 1880 pt wide).
    @Test func aRootsSideMarginsWereTwentyPointsBeforeXcode9() throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "9532", tvOS: true, rootSize: (1920, 1080), boxFrame: #"x="20" y="0.0" width="1880" height="1080""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="top" id="T1-aa-001"/>
                <constraint firstAttribute="bottom" secondItem="Bx1-aa-001" secondAttribute="bottom" id="B1-aa-001"/>
                <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leadingMargin" id="L1-aa-001"/>
                <constraint firstAttribute="trailingMargin" secondItem="Bx1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
                """)
        #expect(try box(document) == Rect(x: 20, y: 0, width: 1880, height: 1080))
    }
}
