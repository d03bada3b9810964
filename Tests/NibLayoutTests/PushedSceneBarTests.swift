import NibDocument
import NibLayout
import Testing

/// A scene a cell (or any view of a controller) pushes with a `show` segue is shown inside the
/// pushing controller's navigation controller, under its navigation bar (MiniKeePass
/// Help.storyboard, tools 12120: a web view pinned to the top layout guide of the scene a help
/// topic's cell shows is saved 64 pt down on an iPhone 8).
@Suite struct PushedSceneBarTests {
    /// The guided scene (`Vc1-aa-001`, a box 0 pt below its top layout guide), and a navigation
    /// controller whose root, a table view controller, has a cell that shows it when `fromCell`
    /// (otherwise nothing leads to the scene).
    static func storyboard(fromCell: Bool) throws -> Document {
        let segue = fromCell ? #"<connections><segue destination="Vc1-aa-001" kind="show" id="Sg2-aa-001"/></connections>"# : ""
        return try guidedSceneStoryboard(
            toolsVersion: "12120", initialViewController: "Nav-aa-001",
            boxFrame: #"x="0.0" y="64" width="414" height="672""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            otherScenes: navigationController(root: "Tvc-aa-001") + """
                <scene sceneID="Sc3-aa-001">
                    <objects>
                        <tableViewController id="Tvc-aa-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="Tbl-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Topic" id="Cel-aa-001">
                                        <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Cel-aa-001" id="Cnt-aa-001">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                                        </tableViewCellContentView>
                                        \(segue)
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """)
    }

    /// A navigation controller, `Nav-aa-001`, whose bar is saved under the status bar, with the
    /// controller `root` as its root.
    static func navigationController(root: String) -> String {
        """
        <scene sceneID="Sc2-aa-001">
            <objects>
                <navigationController id="Nav-aa-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-aa-001">
                        <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>

        """
    }

    @Test(arguments: [(true, 64.0), (false, 20.0)])
    func aSceneACellShowsIsUnderTheNavigationBar(_ fromCell: Bool, _ y: Double) throws {
        let document = try Self.storyboard(fromCell: fromCell)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y && box.y + box.height == 736)
    }

    /// telemed-ios-app's Main.storyboard: a navigation controller's root that is also the
    /// destination of an earlier custom segue (SWRevealViewController's menu) is shown by
    /// Interface Builder under no bar; without that segue, under the navigation bar.
    @Test(arguments: [(true, 20.0), (false, 64.0)])
    func aSceneFirstReachedByACustomSegueIsInNoContainer(_ customFirst: Bool, _ y: Double) throws {
        let menu = """
            <scene sceneID="Sc4-aa-001">
                <objects>
                    <viewController id="Mnu-aa-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Mvw-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="Mbt-aa-001">
                                    <rect key="frame" x="0.0" y="100" width="414" height="44"/>
                                    <connections>
                                        <segue destination="Vc1-aa-001" kind="custom" customClass="SWRevealViewControllerSegue" id="Sg3-aa-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let document = try guidedSceneStoryboard(
            toolsVersion: "12120", initialViewController: "Nav-aa-001",
            boxFrame: #"x="0.0" y="\#(y)" width="414" height="672""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            otherScenes: (customFirst ? menu : "") + Self.navigationController(root: "Vc1-aa-001"))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        #expect(root.solve().view(withID: "Bx1-aa-001")?.solved?.y == y)
    }
}
