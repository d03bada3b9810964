import NibDocument
import NibLayout
import Testing

/// A scroll view's content keeps none of the bottom of the safe area, however far it reaches past
/// the home indicator's line (the columns of stopp-corona's 17701 storyboards, saved with their
/// bottom margins at 8 pt); at the top, what its scroll view overlaps.
@Suite struct ScrollViewSafeAreaTests {
    @Test func aScrollViewsContentHasNoVerticalSafeArea() throws {
        // A 393 × 852 top-level view on an iPhone 15 (safe area 59 at the top, 34 at the
        // bottom) filled by a scroll view; its content view, 1173 pt tall, holds a 20-pt box
        // pinned to its bottom margin: UIView's 8 pt, so the box ends 8 pt above its bottom.
        let document = try makeDocument(width: 393, height: 852, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="1173"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="1145" width="393" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="1173" id="c1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="c5"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        #expect(isClose(frame(root.solve(), "box"), [0, 1145, 393, 20]))
    }

    /// At the top the scroll view's own safe area reaches its content where the content overlaps
    /// it: covpass-ios AcousticFeedbackSettingsViewController.xib and
    /// RevocationSettingsViewController.xib (tools 20037 on an iPhone 11), a scroll view filling
    /// the root, its content view's label 16 pt below the content view's top margin saved at
    /// y = 68: 44 of safe area, 8 of margin, 16. A scroll view pinned below the safe area's top
    /// has none to pass on.
    @Test(arguments: [("0", 8.0 + 59), ("59", 8.0)])
    func aScrollViewsContentKeepsTheTopItsScrollViewOverlaps(_ scrollTop: String, _ y: Double) throws {
        #expect(isClose(try boxInScrollView(scrollTop: scrollTop, attributes: "", savedY: y), [0, y, 393, 20]))
    }

    /// A scroll view that takes the top of the safe area into its adjusted content inset passes
    /// none to its content: one that bounces vertically or whose behavior is `always`; `never`
    /// passes it on (erouska-ios's About scene, 17701: the content of a bouncing scroll view
    /// filling a root under a large-title bar saved at the content's top).
    @Test(arguments: [("", 8.0 + 59), (#" alwaysBounceVertical="YES""#, 8.0), (#" contentInsetAdjustmentBehavior="always""#, 8.0),
                      (#" alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never""#, 8.0 + 59)])
    func aScrollViewThatAdjustsItsTopInsetPassesNoneOn(_ attributes: String, _ y: Double) throws {
        #expect(isClose(try boxInScrollView(scrollTop: "0", attributes: attributes, savedY: y), [0, y, 393, 20]))
    }

    /// The solved frame of a 20-pt box pinned to the top margin of a scroll view's content, in a
    /// 393 × 852 root whose scroll view starts `scrollTop` down and carries `attributes`; the box
    /// saved at `y`.
    private func boxInScrollView(scrollTop: String, attributes: String, savedY y: Double) throws -> [Double]? {
        let top = Double(scrollTop) ?? 0
        let document = try makeDocument(width: 393, height: 852, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill"\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="\(scrollTop)" width="393" height="\(852 - top)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="\(y)" width="393" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="200" id="c1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c4"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="c5"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(scrollTop)" id="r1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        return frame(root.solve(), "box")
    }
}
