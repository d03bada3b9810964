import NibDocument
import NibLayout
import Testing

/// A scene whose controller extends its layout under opaque bars
/// (`extendedLayoutIncludesOpaqueBars="YES"`) has its root under an opaque navigation bar, the
/// bar inside its top layout guide, as under a translucent bar (Flux's MainStoryboard, tools
/// 5056 on a 4-inch phone: the username scene, shown under an opaque bar, saves its root at
/// y = 0, 568 pt tall, and an image at most 37 pt below the top layout guide at y = 101, where
/// the views below it need it). Without it, the root stops at the opaque bar, which is outside
/// its top layout guide.
@Suite struct OpaqueBarExtendedLayoutTests {
    @Test(arguments: [(true, 64.0), (false, 0.0)])
    func anOpaqueBarIsInTheTopGuideOfAControllerThatExtendsUnderIt(_ extends: Bool, _ y: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "5056", device: "", initialViewController: "Nav-aa-001",
            controllerAttributes: extends ? #"extendedLayoutIncludesOpaqueBars="YES""# : "",
            rootSize: (320, 568), boxFrame: #"x="0.0" y="\#(y)" width="320" height="40""#,
            boxConstraints: #"<constraint firstAttribute="height" constant="40" id="H1-aa-001"/>"#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Bx1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
                """,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="20" width="320" height="44""#, barAttributes: #"translucent="NO" "#))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == y)
    }
}
