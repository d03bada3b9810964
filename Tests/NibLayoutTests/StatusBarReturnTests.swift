import NibDocument
import NibLayout
import Testing

/// Xcode 11 to Xcode 14.1 simulated a phone without a sensor housing with no status bar; from
/// tools 21600 on (Xcode 14.2 and 14.3: INaturalistIOS AboutHeaderView.xib and element-ios
/// EnterPinCodeViewController.storyboard, tools 21701 on an iPhone 8: views 20 pt below the safe
/// area's top saved at y = 40, and under the status bar's 20 pt) it has its 20-pt status bar again;
/// tools 21507 (element-ios StartChatViewController.xib) and before, none.
@Suite struct StatusBarReturnTests {
    @Test(arguments: [("21701", 36.0), ("22505", 36.0), ("21507", 16.0), ("17701", 16.0), ("14460", 36.0)])
    func aFullScreenViewOnAniPhone8(_ toolsVersion: String, _ y: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667, boxFrame: #"x="16" y="36" width="100" height="50""#,
            constraints: boxBelowTheSafeAreasTop)
        #expect(try solvedBox(document).y == y)
    }

    /// A XIB's top-level view saying "Status Bar: None" keeps the status bar of a phone without a
    /// sensor housing: from tools 21600 (element-ios RoomViewController.xib, 21701 on an iPhone 8:
    /// views pinned to the safe area's top saved at y = 20) and before Xcode 11 (Alfresco's
    /// folder, preview and task XIBs, 14109 on an iPhone 8: views 8 pt below it saved at y = 28).
    @Test(arguments: [("21701", 36.0), ("14109", 36.0), ("17701", 16.0)])
    func statusBarNoneOnATopLevelView(_ toolsVersion: String, _ y: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667, boxFrame: #"x="16" y="36" width="100" height="50""#,
            constraints: boxBelowTheSafeAreasTop, extra: #"<nil key="simulatedStatusBarMetrics"/>"#)
        #expect(try solvedBox(document).y == y)
    }

    /// A scene saying "Status Bar: None" has none before Xcode 9 (sprocket_ios_app's
    /// PG_Main.storyboard, tools 12120 on an iPhone 8: views pinned to the top layout guide saved
    /// at y = 0) and keeps a home-button phone's from Xcode 9 on (NEM Wallet's Main.storyboard,
    /// 13529 on an iPhone 8: such views saved at y = 20).
    @Test(arguments: [("12120", 0.0), ("13529", 20.0)])
    func statusBarNoneOnAScene(_ toolsVersion: String, _ y: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: toolsVersion, device: #"<device id="retina4_7" orientation="portrait"/>"#,
            rootSize: (375, 667), boxFrame: #"x="0.0" y="\#(y)" width="375" height="\#(667 - y)""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: #"<nil key="simulatedStatusBarMetrics"/>"#)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 667)
    }
}
