import NibDocument
import NibLayout
import Testing

/// A stack view whose arranged views are all hidden, as Interface Builder saves it: as big as its
/// margins where nothing else sizes it, each hidden view hanging from its start corner at its own
/// size (threema's row of one hidden 110 x 36 button saved 0 x 0; entourage's rows of hidden
/// 28-pt icons, held 0 tall, saving the icons 28 x 28 at the origin); a row the nib stretches
/// keeps the length its constraints give it.
@Suite struct AllHiddenStackTests {
    static func document() throws -> Document {
        try makeDocument(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="0.0" width="110" height="36"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="110" id="bw"/>
                            <constraint firstAttribute="height" constant="36" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filled">
                <rect key="frame" x="0.0" y="100" width="300" height="0.0"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="28" id="cw"/>
                            <constraint firstAttribute="height" constant="28" id="ch"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" id="fh"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
            <constraint firstItem="filled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t2"/>
            <constraint firstItem="filled" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
            <constraint firstAttribute="trailing" secondItem="filled" secondAttribute="trailing" id="r2"/>
            """)
    }

    @Test func aStackOfHiddenViewsIsAsBigAsItsMarginsAndTheyHangFromItsStart() throws {
        let root = try #require(LayoutSystem(document: try Self.document(), options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "row")?.solved == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(solution.view(withID: "b")?.solved == Rect(x: 0, y: 0, width: 110, height: 36))
        #expect(solution.view(withID: "filled")?.solved == Rect(x: 0, y: 100, width: 300, height: 0))
        #expect(solution.view(withID: "c")?.solved == Rect(x: 0, y: 0, width: 28, height: 28))
    }
}
