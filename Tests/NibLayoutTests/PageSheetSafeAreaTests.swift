import NibDocument
import NibLayout
import Testing

/// From Xcode 11 (iOS 13) a scene Interface Builder shows as a page sheet on a notched phone in
/// portrait is saved with its root as wide as the screen and shorter by the status bar's inset
/// and the 10 pt above the card: 842 pt on an iPhone 11. The card is below the status bar: its
/// safe area starts at its top (microblog-ios's edit-post scenes, tools 17156 and 17701, and
/// dcrios's Privacy scene, 18122: views pinned to the safe area's top saved at y = 0).
@Suite struct PageSheetSafeAreaTests {
    /// A scene on an iPhone 11 (or `device`, `width` wide) whose root is `height` tall, with a box
    /// pinned to its safe area's top; `others` are more scenes.
    static func storyboard(toolsVersion: String, height: Double, device: String = "retina6_1", width: Double = 414,
                           others: String = "") throws -> Document {
        try SafeAreaScene.storyboard(toolsVersion: toolsVersion, device: device, width: width, height: height, box: .top,
                                     boxHeight: 64, initial: "vc", others: others)
    }

    /// An 842-pt root from Xcode 11 on: a sheet, no status bar inset; a full-screen root, or one
    /// saved by Xcode 10, keeps the sensor housing's 44.
    @Test(arguments: [("17156", 842.0, 0.0), ("17156", 896.0, 44.0), ("14460", 842.0, 44.0)])
    func aPageSheetHasNoStatusBarInset(_ toolsVersion: String, _ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion, height: height)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y == y)
    }

    static func boxY(_ document: Document) throws -> Double {
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return try #require(root.solve().view(withID: "box")?.solved).y
    }

    /// On an iPhone 8 Plus the card is 20 pt shorter than the screen, 716 pt, with no status bar
    /// at its top either (INaturalistIOS's MainStoryboard, tools 22154); a full-screen root keeps
    /// the 20-pt status bar of that tools version.
    @Test(arguments: [(716.0, 0.0), (736.0, 20.0)])
    func aPageSheetWithoutASensorHousing(_ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: "22154", height: height, device: "retina5_5")
        #expect(try Self.boxY(document) == y)
    }

    /// From tools 23700 the card of a phone without a sensor housing is the same, 20 pt shorter
    /// than the screen with no status bar (wsdot-ios-app's Ferries and TrafficMap storyboards,
    /// 23727 on an iPhone 8: 647-pt scenes with a navigation bar at y = 0); full screen keeps 20.
    @Test(arguments: [(647.0, 0.0), (667.0, 20.0)])
    func aPageSheetWithoutASensorHousingFromXcode15(_ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: "23727", height: height, device: "retina4_7", width: 375)
        #expect(try Self.boxY(document) == y)
    }

    /// By tools 22684 the card of a notched phone is only 10 pt shorter than the screen, with no
    /// status bar at its top (IOS-Assignments' coffee scene, 22684 on an iPhone 15: a pageSheet
    /// segue's 842-pt destination, a stack 40 pt below the safe area's top saved at y = 40); full
    /// screen keeps the sensor housing's 59.
    @Test(arguments: [(842.0, 0.0), (852.0, 59.0)])
    func aPageSheetOnANotchedPhoneFromXcode15(_ height: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: "22684", height: height, device: "retina6_12", width: 393)
        #expect(try Self.boxY(document) == y)
    }

    /// A navigation controller whose root is the scene, its bar saved `barHeight` tall.
    static func navigationController(barHeight: Double) -> String { """
        <scene sceneID="navScene">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(barHeight)"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A navigation bar on the card is 56 pt, as Interface Builder saves it: on an iPhone X
    /// (Eureka's Main.storyboard, tools 15505, a 758-pt root) and an iPhone 8 Plus
    /// (INaturalistIOS, 22154, 716 pt); full screen, the status bar and a 44-pt bar. A bar saved
    /// 56 pt tall says the card, whatever height the root is saved at (KBTUApp's About, 17701 on
    /// an iPhone SE: a presented navigation controller's root saved 504 pt tall; its main scene,
    /// full screen under a 44-pt bar and no status bar in that version, a container pinned to the
    /// safe area's top saved at y = 44).
    @Test(arguments: [("15505", "retina5_9", 375.0, 758.0, 56.0, 56.0), ("22154", "retina5_5", 414.0, 716.0, 56.0, 56.0),
                      ("15505", "retina5_9", 375.0, 812.0, 44.0, 88.0), ("17701", "retina4_0", 320.0, 504.0, 56.0, 56.0),
                      ("17701", "retina4_0", 320.0, 568.0, 44.0, 44.0)])
    func aNavigationBarOnAPageSheet(_ toolsVersion: String, _ device: String, _ width: Double, _ height: Double,
                                    _ barHeight: Double, _ y: Double) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion, height: height, device: device, width: width,
                                           others: Self.navigationController(barHeight: barHeight))
        #expect(try Self.boxY(document) == y)
    }
}
