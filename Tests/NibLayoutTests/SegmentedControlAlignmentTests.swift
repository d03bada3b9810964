import NibDocument
import NibLayout
import Testing

/// A segmented control's frame reaches 1 pt below its alignment rectangle whatever its height:
/// constraints place the rectangle, and Interface Builder saves the frame (MEWconnect's
/// Backup.storyboard, tools 14460: 29-pt controls 46 pt apart saved 74 pt apart; mage-ios's
/// 30-pt controls on a cell's bottom margin, 15705 and 21225; Kurozora's 31-pt control filling a
/// 30-pt stack, 24506; pocket-casts' control held 24 pt tall saved 25).
@Suite struct SegmentedControlAlignmentTests {
    /// Two segmented controls saved `height` tall (with `heightConstraint` if given), the first
    /// 10 pt below the root's top, the second 46 pt below the first.
    func document(height: Double, heightConstraint: Double?) throws -> Document {
        func control(_ id: String, y: Double) -> String {
            let held = heightConstraint.map {
                #"<constraints><constraint firstAttribute="height" constant="\#($0)" id="h-\#(id)"/></constraints>"#
            } ?? ""
            return """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(y)" width="200" height="\(height)"/>
                    \(held)
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """
        }
        let second = 10 + (height - 1) + 46
        return try makeDocument(width: 300, height: 200, subviews: control("first", y: 10) + control("second", y: second), constraints: """
            <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="46" id="c2"/>
            <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c4"/>
            """)
    }

    @Test(arguments: [(29.0, nil), (30.0, nil), (31.0, nil), (32.0, nil), (25.0, 24.0)] as [(Double, Double?)])
    func theFrameReachesOnePointBelowTheAlignmentRectangle(_ height: Double, _ heightConstraint: Double?) throws {
        let document = try document(height: height, heightConstraint: heightConstraint)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        let first = try #require(solution.view(withID: "first")?.solved)
        let second = try #require(solution.view(withID: "second")?.solved)
        #expect(first.height == height)
        #expect(second.y == 10 + height - 1 + 46)
        #expect(second.height == height)
    }
}
