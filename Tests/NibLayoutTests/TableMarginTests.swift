import NibDocument
import NibLayout
import Testing

/// Before Xcode 9 (tools 13000), a cell's content view that, with its cell, preserves its
/// superview's margins takes the table view's side margins: 15 pt on an iPhone 8 (MiniKeePass's
/// static cells, tools 12120: a text field pinned to both side margins of a 375-pt content view
/// is saved at x = 15, 345 wide). Where an accessory leaves the content view short of the table's
/// edge, that side keeps the content view's own 8 pt (a 342-pt content view beside a disclosure
/// indicator: its label is saved 15 pt in from the left and 8 from the right).
@Suite struct TableMarginTests {
    /// A one-cell static table on an iPhone 8 whose content view (`contentWidth` wide) holds a
    /// box pinned to both side margins; `preserves` sets `preservesSuperviewLayoutMargins` on the
    /// cell and its content view. With no `device`, the table and its cell are `width` wide, on
    /// Interface Builder's any-size canvas.
    static func table(toolsVersion: String, preserves: Bool, contentWidth: Double = 375,
                      device: String? = "retina4_7", width: Double = 375, cellMargins: Double? = nil) throws -> Document {
        let preserving = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let margins = cellMargins.map { #"<edgeInsets key="layoutMargins" top="8" left="\#($0)" bottom="8" right="\#($0)"/>"# } ?? ""
        return try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="16E195" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tvc">
                \(device.map { #"<device id="\#($0)" orientation="portrait"><adaptation id="fullscreen"/></device>"# } ?? "")
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill"\(preserving) selectionStyle="none" indentationWidth="10" id="cell">
                                                    <rect key="frame" x="0.0" y="35" width="\(width)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(preserving) tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                                <rect key="frame" x="15" y="12" width="345" height="19"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="height" constant="19" id="h"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                                                            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                                                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                    \(margins)
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    static func solvedBox(_ document: Document) throws -> Rect {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        return try #require(root.solve().view(withID: "box")?.solved)
    }

    /// Preserving, tools 12120: the table's 15 pt; not preserving, UIView's 8, in Xcode 9.0 too
    /// (tools 13196: CodingMart_iOS's Independence.storyboard, labels pinned to their content
    /// views' leading margins less 7 saved at x = 15), where a preserving cell has the readable
    /// 16 (MiniKeePass's Settings.storyboard); from Xcode 9.1 (tools 13529), 16 pt on a phone
    /// narrower than 414 either way.
    @Test(arguments: [("12120", true, 15.0), ("12120", false, 8.0), ("13196", false, 8.0), ("13196", true, 16.0),
                      ("13529", true, 16.0), ("13529", false, 16.0)])
    func sideMargins(_ toolsVersion: String, _ preserves: Bool, _ side: Double) throws {
        let box = try Self.solvedBox(try Self.table(toolsVersion: toolsVersion, preserves: preserves))
        #expect(box.x == side && box.width == 375 - 2 * side)
    }

    /// Interface Builder's any-size canvas names no device: before Xcode 9 a preserving cell's
    /// content view there is 15 pt in at the canvas's 600 pt (SettlePad's Main.storyboard, tools
    /// 10116: 11 views pinned to the side margins of 600 and 567-pt content views saved at
    /// x = 15); a 414-pt phone the document names keeps UIKit's 20.
    @Test(arguments: [(nil as String?, 600.0, 15.0), ("retina5_5", 414.0, 20.0)])
    func theAnySizeCanvasKeepsFifteen(_ device: String?, _ width: Double, _ side: Double) throws {
        let document = try Self.table(toolsVersion: "10116", preserves: true, contentWidth: width, device: device, width: width)
        let box = try Self.solvedBox(document)
        #expect(box.x == side && box.width == width - 2 * side)
    }

    /// Before and after Xcode 9's readable margins: the accessory's side is 8 pt in (a
    /// disclosure cell of an inset-grouped table saved by tools 20037 on an iPhone 8: a view
    /// pinned to the trailing margin of a 318.5-pt content view saved ending at 310.5), the other
    /// side keeps the table's or the readable margin.
    @Test(arguments: [("12120", 15.0), ("20037", 16.0), ("23504", 16.0)])
    func anAccessorysSideKeepsTheContentViewsOwnMargin(_ toolsVersion: String, _ leading: Double) throws {
        let box = try Self.solvedBox(try Self.table(toolsVersion: toolsVersion, preserves: true, contentWidth: 342))
        #expect(box.x == leading && box.x + box.width == 342 - 8)
    }

    /// Xcode 11 (tools 14800 to 16999) saved the content views of a table that is a view
    /// controller's root view 16 pt in, on an iPhone 8 as on an iPhone X (Pisth's Git storyboard,
    /// 14854 on `retina4_7`; its Connection Info and Settings storyboards, 14854 and 14865 on
    /// `retina5_9`); other cells 15 (`RootTableCellMarginTests`).
    @Test(arguments: [("14854", "retina4_7", 16.0), ("14865", "retina5_9", 16.0), ("17701", "retina5_9", 16.0)])
    func xcode11RootTablesKeptSixteen(_ toolsVersion: String, _ device: String, _ side: Double) throws {
        let box = try Self.solvedBox(try Self.table(toolsVersion: toolsVersion, preserves: true, device: device))
        #expect(box.x == side && box.width == 375 - 2 * side)
    }

    /// A content view that, with its cell, preserves its superview's margins takes the cell's
    /// explicit margins where they are larger (AltStore's Settings.storyboard, tools 17503 on an
    /// iPhone 8: cells with 30-pt side margins, labels pinned to their content views' leading
    /// margins saved 30 pt in); not preserving, the content view keeps its own.
    @Test(arguments: [(true, 30.0), (false, 16.0)])
    func aPreservingContentViewTakesItsCellsMargins(_ preserves: Bool, _ side: Double) throws {
        let box = try Self.solvedBox(try Self.table(toolsVersion: "17503", preserves: preserves, cellMargins: 30))
        #expect(box.x == side && box.width == 375 - 2 * side)
    }
}
