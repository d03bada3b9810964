import NibDocument
import NibLayout
import Testing

/// An arranged view of a filling stack with no intrinsic size along the stack keeps the size
/// Interface Builder saved for it there, against optional constraints that would stretch it: the
/// pattern of stopp-corona's 17701 storyboards, a column centred at priority 250 in a scroll view.
@Suite struct SavedAxisSizeTests {
    /// A scroll view filling a 414 × 800 root; its content view pinned to its top and sides, to
    /// its bottom and centre at 250 (to fill it when short); in it, a vertical stack of two
    /// 20-pt labels around an empty 50-pt view.
    func centredColumn() throws -> Document {
        try makeDocument(width: 414, height: 800, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="90"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="90"/>
                                <subviews>
            \(label("top", width: 414))
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                        <rect key="frame" x="0.0" y="20" width="414" height="50"/>
                                    </view>
            \(label("bottom", y: 70, width: 414))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s4"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" priority="250" id="s5"/>
                    <constraint firstItem="content" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" priority="250" id="s6"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
            """)
    }

    /// Interface Builder saves the column at its natural height, the empty view at its 50 pt.
    @Test func aCentringAt250DoesNotStretchAnEmptyArrangedView() throws {
        let root = try #require(LayoutSystem(document: try centredColumn(), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(isClose(frame(solution, "empty"), [0, 20, 414, 50]))
        #expect(isClose(frame(solution, "content"), [0, 0, 414, 90]))
        #expect(isClose(frame(solution, "bottom"), [0, 70, 414, 20]))
    }

    /// At run time nothing holds the empty view: the centring stretches it to fill the scroll
    /// view (800 = 20 + 760 + 20).
    @Test func atRunTimeTheCentringStretchesIt() throws {
        let root = try #require(LayoutSystem(document: try centredColumn(), options: .runtime).root(withID: "root"))
        #expect(isClose(frame(root.solve(), "empty"), [0, 20, 414, 760]))
    }
}
