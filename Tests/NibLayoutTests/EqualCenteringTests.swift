import NibDocument
import NibLayout
import Testing

/// An equal-centering stack does not stretch its views to even their centres: where the nib's own
/// constraints fix the gaps between its arranged views, Interface Builder leaves the centres
/// unevenly spaced and keeps a label at its text's height (hugging 251), so the stack's equal
/// distances between centres are weaker than that (safe-ios AddOwnerFirstViewController.xib,
/// SafeCreationSuccessViewController.xib and SuccessViewController.xib: centred columns of an
/// image, labels and a button, gaps of 32, 16 and 24 pt pinned between them, two-line labels
/// saved 41 pt tall).
@Suite struct EqualCenteringTests {
    /// A 100-pt icon, a 20-pt button 10 pt below it, and a label 10 pt below that, in a vertical
    /// equal-centering stack centred in a 300 × 400 root. Equal distances between centres (70)
    /// would stretch the label to 100 pt.
    static func column() throws -> Document {
        try makeDocument(width: 300, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalCentering" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="120" width="300" height="160"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="ih"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="0.0" y="110" width="300" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="bh"/>
                        </constraints>
                    </view>
            \(label("title", y: 140, width: 300))
                </subviews>
                <constraints>
                    <constraint firstItem="button" firstAttribute="top" secondItem="icon" secondAttribute="bottom" constant="10" id="g1"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="button" secondAttribute="bottom" constant="10" id="g2"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r2"/>
            <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="r3"/>
            """)
    }

    @Test func equalCentringDoesNotStretchALabel() throws {
        let root = try #require(LayoutSystem(document: try Self.column(), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(isClose(frame(solution, "title"), [0, 140, 300, 20]))
        #expect(isClose(frame(solution, "stack"), [0, 120, 300, 160]))
    }
}
