import NibDocument
import NibLayout
import Testing

/// A font given as a Dynamic Type text style (`style="UICTFontTextStyleTitle1"`, no point size)
/// has the style's size at the default content size category: a title-1 label's baselines are
/// a 28-pt label's, a body label's a 17-pt one's (Kurozora's MusicLockupCollectionViewCell.xib: a
/// body-style button's baseline on a body-style label's).
@Suite struct TextStyleFontTests {
    /// A label `fixed` in a system font of `pointSize` 10 pt below the root's top, and a label
    /// `styled` in `style` beside it, its first baseline on the first's; both saved `height` tall.
    func document(pointSize: Double, style: String, height: Double) throws -> Document {
        func label(_ id: String, x: Double, font: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Milestone" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="10" width="120" height="\(height)"/>
                \(font)
                <nil key="highlightedColor"/>
            </label>
            """
        }
        return try makeDocument(width: 300, height: 200, subviews: label("fixed", x: 10, font: """
            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
            """) + label("styled", x: 150, font: """
            <fontDescription key="fontDescription" style="\(style)"/>
            """), constraints: """
            <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
            <constraint firstItem="styled" firstAttribute="leading" secondItem="fixed" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="styled" firstAttribute="firstBaseline" secondItem="fixed" secondAttribute="firstBaseline" id="c4"/>
            """)
    }

    @Test(arguments: [(28.0, "UICTFontTextStyleTitle1", 33.5), (20.0, "UICTFontTextStyleTitle3", 24.0),
                      (13.0, "UICTFontTextStyleFootnote", 16.0), (17.0, "UICTFontTextStyleBody", 20.5)])
    func aTextStyleHasItsPointSize(_ pointSize: Double, _ style: String, _ height: Double) throws {
        let document = try document(pointSize: pointSize, style: style, height: height)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let styled = try #require(root.solve().view(withID: "styled")?.solved)
        #expect(abs(styled.y - 10) < 0.01)
    }
}
