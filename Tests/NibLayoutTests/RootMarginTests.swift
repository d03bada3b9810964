import NibDocument
import NibLayout
import Testing

/// The margins Interface Builder gives a XIB's top-level view, read through a box pinned to all
/// four of them. Each fixture is the shape of a real file, written by hand.
@Suite struct RootMarginTests {
    /// A XIB (`toolsVersion`, `<device id=device>` unless nil, in landscape if `landscape`) whose top-level view `root`
    /// (`width` × `height`, with `rootAttributes` and the children `rootChildren`) holds a box
    /// pinned to its four margins.
    static func pinnedToMargins(toolsVersion: String, device: String?, landscape: Bool = false, width: Double, height: Double,
                                rootAttributes: String = "", rootChildren: String = "") throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                \(device.map { #"<device id="\#($0)" orientation="\#(landscape ? "landscape" : "portrait")" appearance="light"/>"# } ?? "")
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" \(rootAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                        </constraints>
                        \(rootChildren)
                    </view>
                </objects>
            </document>
            """, file: "fixture.xib")
    }

    static func boxFrame(_ document: Document) throws -> [Double]? {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return frame(root.solve(), "box")
    }

    static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
    static let zeroMargins = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#

    /// A root view's explicit margins are a minimum: its side margins stay at least the system
    /// minimum, 16 pt on a 375-pt phone (`viewRespectsSystemMinimumLayoutMargins`). covpass-ios
    /// MainButton.xib (tools 21225 on an iPhone 8): margins of 0, a button pinned to them in a
    /// 200-pt view saved at x = 16, 168 wide.
    @Test func explicitMarginsKeepTheSystemMinimum() throws {
        let document = try Self.pinnedToMargins(toolsVersion: "21225", device: "retina4_7", width: 200, height: 100,
                                                rootChildren: Self.freeform + Self.zeroMargins)
        #expect(isClose(try Self.boxFrame(document), [16, 0, 168, 100]))
    }

    /// A top-level view that preserves its superview's margins takes 8 pt at the top and bottom
    /// from the view Interface Builder hosts it in: covpass-ios MainButton.xib and PlainLabel.xib
    /// (21225, 19529, iPhone 8), boxes pinned to margins of 0 saved 8 pt in from the top and bottom;
    /// before Xcode 14 that view's margins include the sensor housing's inset (CountryItemView.xib,
    /// 18122 on an iPhone 11: a stack pinned to the top margin saved at y = 52, 44 + 8), from Xcode
    /// 14 not (ListItemView.xib, 21701: at y = 48, the safe area's top, ending 34 pt above the
    /// bottom, the home indicator's inset).
    @Test(arguments: [("21225", "retina4_7", 375.0, [16.0, 8, 343, 84]), ("18122", "retina6_1", 414.0, [20.0, 52, 374, 105]),
                      ("21701", "retina6_1", 414.0, [20.0, 48, 374, 83])])
    func aPreservingTopLevelViewTakesItsHostsMargins(_ toolsVersion: String, _ device: String, _ width: Double, _ box: [Double]) throws {
        let height = device == "retina4_7" ? 100.0 : 165.0
        let document = try Self.pinnedToMargins(toolsVersion: toolsVersion, device: device, width: width, height: height,
                                                rootAttributes: #"preservesSuperviewLayoutMargins="YES""#,
                                                rootChildren: Self.freeform + Self.zeroMargins)
        #expect(isClose(try Self.boxFrame(document), box))
    }

    /// A root view's side margins are 20 pt from 394 pt wide: covpass-ios CountryItemView.xib and
    /// ListItemView.xib (394 pt, tools 18122 and 21701) save stacks pinned to the side margins
    /// 20 pt in; ParagraphView.xib (391 pt, 21507) and SecureContentView.xib (375 pt, 17701) 16.
    @Test(arguments: [(394.0, 20.0), (391.0, 16.0)])
    func aRootsSideMarginsByItsWidth(_ width: Double, _ side: Double) throws {
        let document = try Self.pinnedToMargins(toolsVersion: "21507", device: "retina4_7", width: width, height: 100,
                                                rootChildren: Self.freeform)
        #expect(isClose(try Self.boxFrame(document), [side, 0, width - 2 * side, 100]))
    }

    /// Before Xcode 7 (tools 8000) a scene's root had 16-pt side margins at any width: three Main
    /// storyboards of IOS assignments (tools 6254, 600-pt canvases) save buttons and labels pinned
    /// to the side margins 16 pt in, one of Backendless's samples (7706) too; bus-stop's Main
    /// storyboard and an AWS sample (8191) 20.
    @Test(arguments: [("6254", 16.0), ("7706", 16.0), ("8191", 20.0)])
    func anXcode6ScenesRootHas16PointMarginsAtAnyWidth(_ toolsVersion: String, _ side: Double) throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="16" y="100" width="568" height="30"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
        #expect(isClose(try Self.boxFrame(document), [side, 100, 600 - 2 * side, 30]))
    }

    /// Before Xcode 9 (tools 13000), a XIB's top-level view was no view controller's root in
    /// Interface Builder: UIView's 8-pt margins all round, and no status bar in them (beam's
    /// NoAccessEmptyView.xib and BeamEmptyView.xib, tools 10116 and 10117, 600 × 600: views pinned
    /// to the side margins saved 8 pt in, one centred within the margins saved at the centre).
    @Test func anXcode7TopLevelViewHasUIViewsMargins() throws {
        let document = try Self.pinnedToMargins(toolsVersion: "10116", device: nil, width: 600, height: 600)
        #expect(isClose(try Self.boxFrame(document), [8, 8, 584, 584]))
    }

    /// Xcode 12 and 13 (tools below 21000) simulate the iPhone 12 (`retina6_0`) with a 44-pt
    /// sensor housing, Xcode 14 on with 47, as they changed `retina6_1` from 44 to 48: covpass-ios
    /// StateSelectionViewController.xib (20037) saves a header pinned to the safe area's top at
    /// y = 44.
    @Test(arguments: [("20037", 60.0), ("21225", 63.0)])
    func theIPhone12sSafeAreaByXcode(_ toolsVersion: String, _ y: Double) throws {
        let document = try safeAreaXIB(toolsVersion: toolsVersion, device: "retina6_0", width: 390, height: 844,
                                       boxFrame: #"x="16" y="\#(y)" width="100" height="50""#, constraints: boxBelowTheSafeAreasTop)
        #expect(try solvedBox(document).y == y)
    }

    /// So do they the iPhone 12 Pro Max (`retina6_7`, 428 × 926): safe-ios
    /// EditConfirmationsViewController.xib (20037) saves a stack pinned to the safe area's top
    /// under a navigation bar at y = 88, 44 + 44.
    @Test(arguments: [("20037", 60.0), ("21225", 63.0)])
    func theIPhone12ProMaxsSafeAreaByXcode(_ toolsVersion: String, _ y: Double) throws {
        let document = try safeAreaXIB(toolsVersion: toolsVersion, device: "retina6_7", width: 428, height: 926,
                                       boxFrame: #"x="16" y="\#(y)" width="100" height="50""#, constraints: boxBelowTheSafeAreasTop)
        #expect(try solvedBox(document).y == y)
    }

    /// A freeform view on an iPad with rounded corners keeps the status bar's 24 pt and the home
    /// indicator's 20 in landscape too (amperfy GenericDetailTableHeader.xib, tools 23094 on
    /// `ipad12_9rounded` in landscape: a 1202 × 585 view's content pinned to its margins saved
    /// 24 pt below its top, 20 above its bottom).
    @Test func aFreeformViewOnARoundedIPadInLandscape() throws {
        let document = try Self.pinnedToMargins(toolsVersion: "23094", device: "ipad12_9rounded", landscape: true,
                                                width: 1202, height: 585, rootChildren: Self.freeform)
        #expect(isClose(try Self.boxFrame(document), [20, 24, 1162, 541]))
    }
}
