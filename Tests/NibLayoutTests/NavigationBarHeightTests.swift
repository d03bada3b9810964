import NibDocument
import NibLayout
import Testing

/// A phone's navigation bar over a navigation controller's scene is 44 pt tall, and 54 from
/// Xcode 26 (tools 24000) on (green_ios's Home scene, tools 24128 on an iPhone 11: a view pinned
/// to the safe area's top saved at y = 150, twice the 48-pt status bar and 54). An iPad's is 50
/// from Xcode 10 to Xcode 16 (calliope's Home scene, 22155 on a 9.7" iPad: a stack 10 pt below
/// the safe area's top saved at y = 80, 20 + 50 + 10), 102 with a large title, and 54 from
/// Xcode 26.
@Suite struct NavigationBarHeightTests {
    /// The solved top of a 100-pt box pinned under the top layout guide of a `device` scene
    /// (`rootSize`, saved with the box at `y`) that is the root of a navigation controller whose
    /// bar is saved at `barFrame` with `barAttributes`.
    static func boxTop(toolsVersion: String, device: String, rootSize: (width: Double, height: Double), y: Double,
                       barFrame: String, barAttributes: String = "") throws -> Double {
        let document = try guidedSceneStoryboard(
            toolsVersion: toolsVersion, device: device, initialViewController: "Nav-aa-001", rootSize: rootSize,
            boxFrame: #"x="0.0" y="\#(y)" width="\#(rootSize.width)" height="100""#,
            boxConstraints: #"<constraint firstAttribute="height" constant="100" id="H1-aa-001"/>"#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Bx1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
                """,
            otherScenes: navigationControllerScene(barFrame: barFrame, barAttributes: barAttributes))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        return try #require(root.solve().view(withID: "Bx1-aa-001")?.solved).y
    }

    /// A landscape 9.7" iPad scene whose navigation controller's bar, large-titled when
    /// `largeTitles`, is saved as tall as it is.
    @Test(arguments: [("14109", false, 64.0), ("22155", false, 70.0), ("24412", false, 74.0), ("22155", true, 122.0), ("14109", true, 116.0)])
    func anIPadsNavigationBarIsTallerFromXcode10(_ toolsVersion: String, _ largeTitles: Bool, _ y: Double) throws {
        let top = try Self.boxTop(toolsVersion: toolsVersion, device: #"<device id="ipad9_7" orientation="landscape"/>"#,
                                  rootSize: (1024, 768), y: y, barFrame: #"x="0.0" y="20" width="1024" height="\#(y - 20)""#,
                                  barAttributes: largeTitles ? #"largeTitles="YES" "# : "")
        #expect(top == y)
    }

    @Test(arguments: [("24128", 150.0), ("23504", 92.0)])
    func aPhonesNavigationBarIsTallerFromXcode26(_ toolsVersion: String, _ y: Double) throws {
        let top = try Self.boxTop(toolsVersion: toolsVersion, device: #"<device id="retina6_1" orientation="portrait"/>"#,
                                  rootSize: (414, 896), y: y, barFrame: #"x="0.0" y="48" width="414" height="54""#)
        #expect(top == y)
    }
}
