import NibDocument
import NibLayout
import Testing

/// An arranged view the nib saves as translating its autoresizing mask (an `autoresizingMask`, no
/// `translatesAutoresizingMaskIntoConstraints="NO"`) keeps its saved size on Interface Builder's
/// canvas, the stack placing it but not sizing it (tinode's labels, saved narrower than the
/// filling column they start at the left of, and unequal in a row filled equally). At run time
/// the stack view turns the translation off and sizes it.
@Suite struct AutoresizingArrangedViewTests {
    static func arrangedView(_ id: String, x: Double = 0, y: Double = 0, width: Double, height: Double) -> String {
        """
        <view contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
        </view>
        """
    }

    /// A column filling across, 300 wide, whose two views were saved 180 and 120 wide.
    static func column() throws -> Document {
        try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="300" height="70"/>
                <subviews>
                    \(arrangedView("a", width: 180, height: 30))
                    \(arrangedView("b", y: 30, width: 120, height: 40))
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="r"/>
            """)
    }

    /// A row filled equally, centred, whose views were saved 100 and 90 wide.
    static func row() throws -> Document {
        try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="50" y="0.0" width="200" height="44"/>
                <subviews>
                    \(arrangedView("c", y: 12, width: 100, height: 20))
                    \(arrangedView("d", x: 110, y: 12, width: 90, height: 20))
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="row" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
            <constraint firstItem="row" firstAttribute="height" constant="44" id="h"/>
            """)
    }

    @Test func aColumnPlacesButDoesNotStretchItInInterfaceBuilder() throws {
        let root = try #require(LayoutSystem(document: try Self.column(), options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "a")?.solved == Rect(x: 0, y: 0, width: 180, height: 30))
        #expect(solution.view(withID: "b")?.solved == Rect(x: 0, y: 30, width: 120, height: 40))
        #expect(solution.conflicts.isEmpty)
    }

    @Test func aRowFilledEquallyKeepsUnequalSavedWidthsInInterfaceBuilder() throws {
        let root = try #require(LayoutSystem(document: try Self.row(), options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "row")?.solved == Rect(x: 50, y: 0, width: 200, height: 44))
        #expect(solution.view(withID: "c")?.solved == Rect(x: 0, y: 12, width: 100, height: 20))
        #expect(solution.view(withID: "d")?.solved == Rect(x: 110, y: 12, width: 90, height: 20))
        #expect(solution.conflicts.isEmpty)
    }

    @Test func theStackSizesItAtRunTime() throws {
        let root = try #require(LayoutSystem(document: try Self.column(), options: .runtime).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "a")?.solved?.width == 300)
        #expect(solution.view(withID: "b")?.solved?.width == 300)
    }
}
