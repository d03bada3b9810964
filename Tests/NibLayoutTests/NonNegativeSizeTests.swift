import NibDocument
import NibLayout
import Testing

/// UIKit's engine never gives a view a negative width or height: required constraints that would
/// need one cannot all hold, and UIKit logs them. A column of fixed heights and gaps that
/// over-fills its container is such a conflict (the log a Stack Overflow question shows for a
/// 139.5-pt cell whose fixed parts add up to 159 pt), not two views with negative heights; and a
/// hidden arranged view whose content is padded cannot collapse, so Interface Builder saves it at
/// its own height (fearless-iOS StakingAmountViewController.xib).
@Suite struct NonNegativeSizeTests {
    /// A 100-pt root holding, top to bottom: 20 pt, a 40-pt view, 10 pt, a free view, 10 pt, a
    /// 40-pt view, a free view, 20 pt: 140 pt of fixed parts.
    static func overFilledColumn() throws -> Document {
        try makeDocument(height: 100, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="20" width="300" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="ah"/></constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="70" width="300" height="0.0"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="0.0" y="80" width="300" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="ch"/></constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d">
                <rect key="frame" x="0.0" y="120" width="300" height="0.0"/>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c2"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="10" id="c3"/>
            <constraint firstItem="d" firstAttribute="top" secondItem="c" secondAttribute="bottom" id="c4"/>
            <constraint firstAttribute="bottom" secondItem="d" secondAttribute="bottom" constant="20" id="c5"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
            <constraint firstItem="d" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l4"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" id="w1"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" id="w2"/>
            <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" id="w3"/>
            <constraint firstItem="d" firstAttribute="width" secondItem="root" secondAttribute="width" id="w4"/>
            """)
    }

    @Test func requiredConstraintsThatNeedANegativeHeightConflict() throws {
        let root = try #require(LayoutSystem(document: try Self.overFilledColumn(), options: .runtime).roots.first)
        let solution = root.solve()
        #expect(!solution.conflicts.isEmpty, "the column's fixed parts need 140 pt of a 100-pt root")
        #expect(solution.isSqueezed, "without the bound, a free view would be 40 pt below nothing")
        for view in solution.views {
            let frame = try #require(view.solved)
            #expect(frame.width >= 0 && frame.height >= 0, "\(view.id): \(frame)")
        }
    }

    /// A column whose middle view is 20 pt tall at priority 750 (as a label's compression
    /// resistance holds it) between 120 pt of fixed parts in a 100-pt root: at the saved height
    /// the view would be 40 pt below nothing. Laid out as a self-sizing cell is, as short as its
    /// content allows, it fits: that layout is not squeezed, whatever the saved height's was.
    @Test func aFittedLayoutIsSqueezedOnlyByItsOwnSize() throws {
        let document = try makeDocument(height: 100, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0.0" y="20" width="300" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="ah"/></constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="0.0" y="70" width="300" height="20"/>
                <constraints><constraint firstAttribute="height" priority="750" constant="20" id="bh"/></constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                <rect key="frame" x="0.0" y="100" width="300" height="40"/>
                <constraints><constraint firstAttribute="height" constant="40" id="ch"/></constraints>
            </view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c2"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="10" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="20" id="c4"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" id="w1"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" id="w2"/>
            <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" id="w3"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .runtime).roots.first)
        #expect(root.solve().isSqueezed)
        let fitted = root.solveFittingHeight()
        #expect(!fitted.isSqueezed && fitted.conflicts.isEmpty, "\(fitted.conflicts.map(\.message))")
        #expect(fitted.view(withID: "b")?.solved?.height == 20)
    }

    /// The same column in a root tall enough: no conflict, and the free views take the spare
    /// 10 pt between them (how they share it is the solver's choice).
    @Test func aColumnThatFitsHasNoConflict() throws {
        let document = try Self.overFilledColumn()
        let root = try #require(LayoutSystem(document: document, options: .runtime).roots.first)
        let solution = root.solve(size: LayoutSize(width: 300, height: 150))
        #expect(solution.conflicts.isEmpty)
        #expect(!solution.isSqueezed)
        let free = ["b", "d"].compactMap { solution.view(withID: $0)?.solved?.height }
        #expect(free.count == 2 && free.allSatisfy { $0 >= 0 } && abs(free.reduce(0, +) - 10) < 1e-6, "\(free)")
    }

    /// A vertical stack holding a 40-pt view and a hidden view whose content sits 24 pt below
    /// its top and fills the rest, 40 pt tall at priority 750 (as a label's compression
    /// resistance holds it). Collapsing the hidden view would give the content -24 pt, so it keeps
    /// its 64 pt, as Interface Builder saved it, and UIKit logs the collapse it cannot make.
    @Test func aHiddenArrangedViewWithPaddedContentDoesNotCollapse() throws {
        let document = try makeDocument(height: 300, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="sh"/></constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                        <rect key="frame" x="0.0" y="40" width="300" height="64"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="16" y="24" width="268" height="40"/>
                                <constraints><constraint firstAttribute="height" priority="750" constant="40" id="ch"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="hidden" secondAttribute="top" constant="24" id="pt"/>
                            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="pb"/>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="hidden" secondAttribute="leading" constant="16" id="pl"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" constant="16" id="pr"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "hidden")?.solved?.height == 64)
        #expect(solution.view(withID: "content")?.solved == Rect(x: 16, y: 24, width: 268, height: 40))
        #expect(solution.conflicts.contains { $0.all.contains { $0.text.contains("UISV-hiding") } },
                "UIKit logs the collapse it cannot make: \(solution.conflicts.map(\.message))")
    }
}
