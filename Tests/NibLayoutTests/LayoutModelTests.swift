import Foundation
import NibDocument
import NibLayout
import NibTestSupport
import Testing

// The constraint model at work on small documents in the shape Xcode writes, with every expected
// frame worked out by hand in the comments.

/// A XIB whose one top-level view (id "root", `width`×`height`) holds `subviews` and `constraints`.
func makeDocument(width: Double = 300, height: Double = 200, subviews: String, constraints: String = "",
                  rootAttributes: String = "") throws -> Document {
    try Document(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root"\(rootAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """, file: "test.xib")
}

/// A label with a saved (intrinsic) size. Its text is "Label" unless `text` says otherwise: a
/// label saved much wider than its text was stretched by its constraints, and its natural width
/// is its text's (see `StretchedLabelTests`).
func label(_ id: String, x: Double = 0, y: Double = 0, width: Double, height: Double = 20,
           hugging: Int = 251, text: String = "Label", extra: String = "") -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(hugging)" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO"\(extra) id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <nil key="textColor"/>
        <nil key="highlightedColor"/>
    </label>
    """
}

func frame(_ solution: LayoutSolution, _ id: String) -> [Double]? {
    solution.view(withID: id)?.solved.map { [$0.x, $0.y, $0.width, $0.height] }
}

func isClose(_ a: [Double]?, _ b: [Double]) -> Bool {
    guard let a, a.count == b.count else { return false }
    return zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
}

@Suite struct StackViewTests {
    /// A horizontal stack (id "stack") pinned to the root's edges, holding `arranged`.
    func stack(_ attributes: String, _ arranged: String, width: Double = 300, height: Double = 60,
               options: LayoutOptions = .runtime) throws -> LayoutSolution {
        let document = try makeDocument(width: width, height: height, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
            \(arranged)
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
            """)
        return try #require(LayoutSystem(document: document, options: options).roots.first).solve()
    }

    @Test func fill() throws {
        // a hugs at 250, b at 251: a takes the slack. 300 − 10 − 80 = 210 for a; b at 220.
        let solution = try stack(#"spacing="10""#, label("a", width: 50, hugging: 250) + label("b", width: 80))
        #expect(isClose(frame(solution, "a"), [0, 0, 210, 60]))
        #expect(isClose(frame(solution, "b"), [220, 0, 80, 60]))
        #expect(solution.views.allSatisfy { $0.status == .ok })
    }

    @Test func fillEqually() throws {
        // (300 − 2 × 10) / 3 = 93.333 each.
        let solution = try stack(#"distribution="fillEqually" spacing="10""#,
                                 label("a", width: 50) + label("b", width: 80) + label("c", width: 70))
        #expect(isClose(frame(solution, "a"), [0, 0, 280.0 / 3, 60]))
        #expect(isClose(frame(solution, "b"), [280.0 / 3 + 10, 0, 280.0 / 3, 60]))
        #expect(isClose(frame(solution, "c"), [2 * 280.0 / 3 + 20, 0, 280.0 / 3, 60]))
    }

    @Test func fillProportionally() throws {
        // Intrinsic 50 and 150 share 400: 100 and 300.
        let solution = try stack(#"distribution="fillProportionally""#,
                                 label("a", width: 50) + label("b", width: 150), width: 400)
        #expect(isClose(frame(solution, "a"), [0, 0, 100, 60]))
        #expect(isClose(frame(solution, "b"), [100, 0, 300, 60]))
    }

    @Test func equalSpacing() throws {
        // 50 + 80 + 70 = 200 in 300: two gaps of 50.
        let solution = try stack(#"distribution="equalSpacing""#,
                                 label("a", width: 50) + label("b", width: 80) + label("c", width: 70))
        #expect(isClose(frame(solution, "a"), [0, 0, 50, 60]))
        #expect(isClose(frame(solution, "b"), [100, 0, 80, 60]))
        #expect(isClose(frame(solution, "c"), [230, 0, 70, 60]))
    }

    @Test func equalCentering() throws {
        // Centres 25 (a from 0) and 265 (c ending at 300); b's centre halfway, 145: x = 105.
        let solution = try stack(#"distribution="equalCentering""#,
                                 label("a", width: 50) + label("b", width: 80) + label("c", width: 70))
        #expect(isClose(frame(solution, "a"), [0, 0, 50, 60]))
        #expect(isClose(frame(solution, "b"), [105, 0, 80, 60]))
        #expect(isClose(frame(solution, "c"), [230, 0, 70, 60]))
    }

    @Test func verticalAxisWithCenterAlignment() throws {
        // Vertical, spacing 4, centred across: x = (300 − width) / 2. b hugs less vertically
        // (250 against 251), so it takes the slack: 100 − 20 − 4 = 76.
        let b = label("b", width: 80).replacingOccurrences(of: #"verticalHuggingPriority="251""#, with: #"verticalHuggingPriority="250""#)
        let solution = try stack(#"axis="vertical" alignment="center" spacing="4""#, label("a", width: 50) + b, height: 100)
        #expect(isClose(frame(solution, "a"), [125, 0, 50, 20]))
        #expect(isClose(frame(solution, "b"), [110, 24, 80, 76]))
    }

    @Test func hiddenArrangedViewsCollapseAtRunTime() throws {
        let arranged = label("a", width: 50, hugging: 250) + label("b", width: 80, extra: #" hidden="YES""#)
        // Run time: b takes no room and no spacing; a fills 300.
        let runtime = try stack(#"spacing="10""#, arranged)
        #expect(isClose(frame(runtime, "a"), [0, 0, 300, 60]))
        #expect(frame(runtime, "b")?[2] == 0)
        // Laid out as if visible: as in `fill`.
        var options = LayoutOptions.runtime
        options.hiddenArrangedSubviews = .layOutAsVisible
        let visible = try stack(#"spacing="10""#, arranged, options: options)
        #expect(isClose(frame(visible, "a"), [0, 0, 210, 60]))
        #expect(isClose(frame(visible, "b"), [220, 0, 80, 60]))
    }

    /// In a column with one visible view, a hidden view collapses at the column's top (ivpn's
    /// Main.storyboard, 23504: a hidden country label below a city label saved at y = 0, 0 pt
    /// tall), and one held open by a height of its own before that view is there too (habitica's
    /// Social.storyboard: 49- to 77-pt bars above a 1-pt separator, saved at y = 0); after the
    /// last of two visible views, or after a row's only view, at that view's end.
    @Test func aHiddenViewAfterAColumnsOnlyVisibleViewSitsAtItsTop() throws {
        let hidden = label("b", width: 80, extra: #" hidden="YES""#)
        let only = try stack(#"axis="vertical" spacing="2""#, label("a", width: 50) + hidden)
        #expect(isClose(frame(only, "a"), [0, 0, 300, 60]))
        #expect(isClose(frame(only, "b"), [0, 0, 300, 0]))
        // 20 + 2 + 20 = 42: b at c's bottom.
        let two = try stack(#"axis="vertical" spacing="2""#, label("a", width: 50) + label("c", width: 60) + hidden, height: 42)
        #expect(isClose(frame(two, "c"), [0, 22, 300, 20]))
        #expect(isClose(frame(two, "b"), [0, 42, 300, 0]))
        let row = try stack(#"spacing="2""#, label("a", width: 50, hugging: 250) + hidden)
        #expect(isClose(frame(row, "b"), [300, 0, 0, 60]))
        // A 49-pt bar held open by its height above the only visible view: at the top, not at
        // y = -49 (the collapse is the constraint broken).
        let bar = """
            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="300" height="49"/>
                <constraints>
                    <constraint firstAttribute="height" constant="49" id="bar-h"/>
                </constraints>
            </view>
            """
        let above = try stack(#"axis="vertical""#, bar + label("a", width: 50))
        #expect(isClose(frame(above, "bar"), [0, 0, 300, 49]))
        #expect(isClose(frame(above, "a"), [0, 0, 300, 60]))
    }

    /// pocket-casts-ios EpisodeCell.xib: a hidden 16-point indicator with a required width, first
    /// in a horizontal stack and last in another. The stack's collapse is added after the nib's
    /// constraints, as UIKit adds it when the stack lays out, so it is the constraint broken: the
    /// indicator keeps its width, and ends where the first visible view starts (x = -16) or starts
    /// where the last one ends, as Interface Builder saves it. The conflict is still reported.
    @Test func aHiddenViewWithARequiredSizeKeepsItBesideTheVisibleOnes() throws {
        let indicator = { (id: String) in
            """
            <imageView hidden="YES" userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                <constraints>
                    <constraint firstAttribute="width" constant="16" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="16" id="\(id)-h"/>
                </constraints>
            </imageView>
            """
        }
        let first = try stack(#"alignment="center" spacing="5""#, indicator("i") + label("a", width: 59, hugging: 250))
        #expect(isClose(frame(first, "i"), [-16, 22, 16, 16]))
        #expect(isClose(frame(first, "a"), [0, 20, 300, 20]))
        #expect(first.views.first { $0.id == "i" }?.status == .unsatisfiable)
        let last = try stack(#"alignment="center" spacing="5""#, label("a", width: 59, hugging: 250) + indicator("i"))
        #expect(isClose(frame(last, "i"), [300, 22, 16, 16]))
        #expect(isClose(frame(last, "a"), [0, 20, 300, 20]))
        // Between two visible views, a hidden one sits in the middle of their spacing.
        let between = try stack(#"alignment="center" spacing="6""#, label("a", width: 50) + indicator("i") + label("b", width: 60, hugging: 250))
        #expect(isClose(frame(between, "i"), [53, 22, 16, 16]))
        #expect(isClose(frame(between, "b"), [56, 20, 244, 20]))
    }

    /// pocket-casts EpisodeCell.xib and RxSwift APIWrappers.storyboard: a hidden activity
    /// indicator that hides when stopped is shown on Interface Builder's canvas, which saves the
    /// stack laid out around it; at run time it is hidden and collapses.
    @Test func aStoppedActivityIndicatorTakesItsPlaceInInterfaceBuildersFrames() throws {
        let spinner = """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </activityIndicatorView>
            """
        let arranged = spinner + label("b", width: 60, hugging: 250)
        let saved = try stack(#"alignment="center" spacing="5""#, arranged, options: .interfaceBuilder)
        #expect(isClose(frame(saved, "s"), [0, 20, 20, 20]))
        #expect(isClose(frame(saved, "b"), [25, 20, 275, 20]))
        let runtime = try stack(#"alignment="center" spacing="5""#, arranged)
        #expect(isClose(frame(runtime, "b"), [0, 20, 300, 20]))
    }
}

@Suite struct AutoresizingTests {
    /// A plain view at (10, 10, 100, 50) in a 300×200 root, laid out at 400×300 (both +100).
    func resized(_ mask: String) throws -> [Double]? {
        let document = try makeDocument(subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" id="v">
                <rect key="frame" x="10" y="10" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" \(mask)/>
            </view>
            """)
        let root = try #require(LayoutSystem(document: document).roots.first)
        #expect(isClose(frame(root.solve(), "v"), [10, 10, 100, 50]))
        return frame(root.solve(size: LayoutSize(width: 400, height: 300)), "v")
    }

    @Test func noMaskKeepsTheFrame() throws { #expect(isClose(try resized(""), [10, 10, 100, 50])) }
    @Test func flexibleLeftMargin() throws { #expect(isClose(try resized(#"flexibleMinX="YES""#), [110, 10, 100, 50])) }
    @Test func flexibleWidth() throws { #expect(isClose(try resized(#"widthSizable="YES""#), [10, 10, 200, 50])) }
    @Test func flexibleRightMargin() throws { #expect(isClose(try resized(#"flexibleMaxX="YES""#), [10, 10, 100, 50])) }
    @Test func flexibleTopMargin() throws { #expect(isClose(try resized(#"flexibleMinY="YES""#), [10, 110, 100, 50])) }
    @Test func flexibleHeight() throws { #expect(isClose(try resized(#"heightSizable="YES""#), [10, 10, 100, 150])) }
    @Test func flexibleBottomMargin() throws { #expect(isClose(try resized(#"flexibleMaxY="YES""#), [10, 10, 100, 50])) }

    @Test func flexibleSegmentsShareInProportion() throws {
        // Left margin 10 and right margin 190 share +100 as 10:190: x = 10 + 5.
        #expect(isClose(try resized(#"flexibleMinX="YES" flexibleMaxX="YES""#), [15, 10, 100, 50]))
        // Margin 10, width 100 and margin 190 (all flexible) share as 10:100:190.
        let all = try #require(try resized(#"flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES""#))
        let expectedX: Double = 10 + 100.0 * 10 / 300
        let expectedWidth: Double = 100 + 100.0 * 100 / 300
        #expect(isClose([all[0], all[2]], [expectedX, expectedWidth]))
    }

    @Test func autoresizingConstraintsAreNamedAsUIKitDoes() throws {
        let document = try makeDocument(subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" id="v">
                <rect key="frame" x="10" y="10" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """, constraints: #"<constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" id="w"/>"#)
        let solution = try #require(LayoutSystem(document: document).roots.first).solve()
        let conflict = try #require(solution.conflicts.first)
        #expect(conflict.all.contains { $0.text.hasPrefix("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:v.width == 100") })
        #expect(conflict.broken.nibConstraint?.id == "w")
    }
}

@Suite struct LayoutModelTests {
    let twoLabels = label("a", x: 16, y: 10, width: 100, text: "Label text") + label("b", x: 16, y: 40, width: 50)

    @Test func higherPriorityWinsAndInequalitiesHold() throws {
        let document = try makeDocument(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" priority="750" constant="100" id="w1"/>
                    <constraint firstAttribute="width" priority="500" constant="200" id="w2"/>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="h1"/>
                    <constraint firstAttribute="height" priority="250" constant="10" id="h2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            """)
        let solution = try #require(LayoutSystem(document: document).roots.first).solve()
        // width: 100 @750 beats 200 @500; height: >= 30 (required) beats 10 @250.
        #expect(isClose(frame(solution, "v"), [0, 0, 100, 30]))
        #expect(solution.view(withID: "v")?.status == .ok)
    }

    @Test func conflictsAreReportedInUIKitsWordsWithAMinimalSet() throws {
        let document = try makeDocument(subviews: label("a", x: 16, y: 10, width: 100, text: "Label text").replacingOccurrences(
            of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
            with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/><constraints><constraint firstAttribute="width" constant="100" id="wa"/></constraints>"#)
            + label("b", x: 16, y: 40, width: 50),
            constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="la"/>
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="16" id="ta"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="lb"/>
            """)
        let solution = try #require(LayoutSystem(document: document).roots.first).solve()
        let conflict = try #require(solution.conflicts.first)
        #expect(solution.conflicts.count == 1)
        #expect(conflict.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        // The root's width, a's leading and trailing and a's width: nothing else (lb is not needed).
        #expect(Set(conflict.all.compactMap { $0.nibConstraint?.id }) == ["la", "ta", "wa"])
        #expect(conflict.all.contains { $0.text == "H:[UILabel:a(100)] (wa, line 12)" })
        #expect(solution.view(withID: "a")?.status == .unsatisfiable)
    }

    @Test func ambiguityNamesTheOpenDimensions() throws {
        let document = try makeDocument(subviews: twoLabels, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="la"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ta"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="lb"/>
            """)
        let root = try #require(LayoutSystem(document: document).roots.first)
        let solution = root.solve()
        #expect(solution.view(withID: "a")?.status == .ok)
        #expect(solution.view(withID: "b")?.ambiguity == .verticalPosition)
        #expect(solution.view(withID: "b")?.status == .ambiguous)
        #expect(root.hasAmbiguousLayout(viewID: "b"))
        #expect(!root.hasAmbiguousLayout(viewID: "a"))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let document = try makeDocument(subviews: label("a", x: 16, y: 10, width: 100, text: "Label text"), constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="la"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ta"/>
            """)
        var options = LayoutOptions.runtime
        options.direction = .rightToLeft
        let solution = try #require(LayoutSystem(document: document, options: options).roots.first).solve()
        // 16 from the right edge: x = 300 − 16 − 100.
        #expect(isClose(frame(solution, "a"), [184, 10, 100, 20]))
    }

    @Test func marginsAndMultipliers() throws {
        let document = try makeDocument(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="0.0" width="134" height="100"/>
            </view>
            """, constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" constant="-16" id="w"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="v" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.5" id="h"/>
            """)
        let root = try #require(LayoutSystem(document: document).roots.first)
        // A top-level XIB view narrower than 414 has 16-pt side margins; width 300/2 − 16.
        #expect(isClose(frame(root.solve(), "v"), [16, 0, 134, 100]))
        #expect(isClose(frame(root.solve(size: LayoutSize(width: 500, height: 300)), "v"), [16, 0, 234, 150]))
    }

    /// A multiplier on positions measures them in the common ancestor's bounds: a box at x = 100,
    /// 200 wide, has its centre at 100 in its own coordinates, so a child centred at 1.5 × that
    /// sits at 150 in the box (x = 140 for a 20-pt child), not at 1.5 × the root's 200 (wikipedia's
    /// VideoViewController: `centerX ×1.6` is 34.5 in Interface Builder). Edges too: a top at
    /// 0.5 × the box's bottom is half the box's height down, wherever the box is.
    @Test func multipliersOnPositionsAreInTheCommonAncestorsBounds() throws {
        let document = try makeDocument(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="100" y="40" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">
                        <rect key="frame" x="140" y="50" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="cw"/>
                            <constraint firstAttribute="height" constant="20" id="ch"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="child" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" multiplier="1.5" id="cx"/>
                    <constraint firstItem="child" firstAttribute="top" secondItem="box" secondAttribute="bottom" multiplier="0.5" id="cy"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="bl"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="bt"/>
            <constraint firstItem="box" firstAttribute="width" constant="200" id="bw"/>
            <constraint firstItem="box" firstAttribute="height" constant="100" id="bh"/>
            """)
        let solution = try #require(LayoutSystem(document: document).roots.first).solve()
        #expect(isClose(frame(solution, "child"), [140, 50, 20, 20]))
        #expect(solution.view(withID: "child")?.status == .ok)
    }

    @Test func relayoutAtAnotherSizeAndBackIsIncrementalAndExact() throws {
        let document = try Document(contentsOf: Fixtures.valid("BookCell.xib"))
        let root = try #require(LayoutSystem(document: document).roots.first)
        let saved = root.frames()
        let wide = root.frames(at: LayoutSize(width: 393, height: 88))
        // The same solver (no rebuild) gives what a fresh system gives at that width...
        let fresh = try #require(LayoutSystem(document: document).roots.first)
        #expect(fresh.frames(at: LayoutSize(width: 393, height: 88)) == wide)
        #expect(root.installedSystem().constraints.count == fresh.installedSystem().constraints.count)
        // ...and going back (the size constraints removed, then added again) restores the frames.
        #expect(root.frames() == saved)
    }

    @Test func intrinsicSizeChangesAtRunTime() throws {
        let document = try makeDocument(subviews: label("a", x: 16, y: 10, width: 100, text: "Label text"), constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="la"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ta"/>
            """)
        let root = try #require(LayoutSystem(document: document).roots.first)
        #expect(isClose(frame(root.solve(), "a"), [16, 10, 100, 20]))
        root.setIntrinsicContentSize(IntrinsicContentSize(width: 150, height: 30), forViewWithID: "a")
        #expect(isClose(frame(root.solve(), "a"), [16, 10, 150, 30]))
        // "Hello": 5 × 0.52 × 17 = 44.2 → 44.5; one line of 1.193 × 17 = 20.28 → 20.5.
        root.setText("Hello", forViewWithID: "a")
        #expect(isClose(frame(root.solve(), "a"), [16, 10, 44.5, 20.5]))
    }

    @Test func defaultTextMeasuringIsDeterministic() {
        let measure = ApproximateTextMeasuring()
        let font = FontMetrics(pointSize: 17)
        #expect(measure.size(of: "Hello", font: font, maximumWidth: nil, numberOfLines: 1) == LayoutSize(width: 44.5, height: 20.5))
        // Wrapped at 60 pt: "Hello" (44.2) then "world" on a second line.
        #expect(measure.size(of: "Hello world", font: font, maximumWidth: 60, numberOfLines: 0) == LayoutSize(width: 44.5, height: 41))
        #expect(measure.size(of: "Hello world", font: font, maximumWidth: 60, numberOfLines: 1).height == 20.5)
    }
}

@Suite struct BookCellTests {
    /// Samples/Valid/BookCell.xib in a 393-pt wide table: the cell at 393×88, its content view
    /// filling it. Worked out from the cell's constraints, with each view's saved size as its
    /// intrinsic size (labels hug at 251, the button at UIKit's default 250):
    /// - cover: leading 16, top 8, width 48, width:height 2:3 → (16, 8, 48, 72);
    /// - button: trailing 16 → right edge 377; centred: y = (88 − 30) / 2 = 29;
    /// - title: leading = cover's trailing + 12 = 76; top 12; its trailing = button's leading − 8.5.
    ///   Of the title (hugging 251) and the button (250) the button gives way: the 18 extra points
    ///   go to it, 59 + 18 = 77 wide at x = 300; the title keeps 215.5 (76 … 291.5);
    /// - author: leading and trailing equal to the title's, top = title's bottom + 6 = 59, 17 high
    ///   (bottom 12 at 750 wants 59 too: 88 − 12 − 17).
    @Test func subviewsAreWhereAutoLayoutPutsThem() throws {
        let document = try Document(contentsOf: Fixtures.valid("BookCell.xib"))
        let root = try #require(LayoutSystem(document: document).roots.first)
        let solution = root.solve(size: LayoutSize(width: 393, height: 88))
        #expect(isClose(frame(solution, "Vd2-mQ-7sN"), [0, 0, 393, 88]))
        #expect(isClose(frame(solution, "Im9-Bc-4Tz"), [16, 8, 48, 72]))
        #expect(isClose(frame(solution, "Tl5-Hx-0Ke"), [76, 12, 215.5, 41]))
        #expect(isClose(frame(solution, "Au7-Ng-3Lp"), [76, 59, 215.5, 17]))
        #expect(isClose(frame(solution, "Fv1-Ro-6Yd"), [300, 29, 77, 30]))
        #expect(solution.conflicts.isEmpty)
        #expect(solution.views.allSatisfy { $0.status == .ok })
        // At the saved width, the saved frames.
        for view in root.solve().views { #expect(view.solved == view.stored, "\(view.name)") }
    }
}

/// Issue #22, cause 13: a conflict's message says what the file says. A label whose vertical
/// compression resistance is required (1000, horizontal 750) squeezed below its height: the
/// height's content-size constraint is printed with the vertical priorities.
@Suite struct ContentSizeMessageTests {
    @Test func theHeightsPrioritiesArePrinted() throws {
        let document = try makeDocument(
            subviews: label("l", width: 100, height: 20, extra: #" verticalCompressionResistancePriority="1000""#),
            constraints: """
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d"/>
                <constraint firstItem="l" firstAttribute="height" constant="10" id="h"/>
                """)
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let texts = solution.conflicts.flatMap(\.all).map(\.text).filter { $0.contains("NSContentSizeLayoutConstraint") }
        #expect(texts.contains { $0.contains(".height >=") && $0.contains("Hug:251 CompressionResistance:1000") }, "\(solution.conflicts)")
    }
}

/// Size classes (issue #25 cause 1, #22's false conflicts): the most specific variation that
/// matches the device decides whether a constraint is installed; a trait's variation can exclude
/// what the default installs (wikipedia-ios DefaultEditToolbarView.xib's shape).
@Suite struct SizeClassVariationTests {
    static func document(orientation: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="\(orientation)" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="wide"/>
                                    <constraint firstAttribute="width" constant="0" id="none"/>
                                    <constraint firstAttribute="height" constant="10" id="tall"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="none"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="constraints">
                                        <include reference="none"/>
                                        <exclude reference="wide"/>
                                    </mask>
                                </variation>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "variations.xib")
    }

    @Test(arguments: [("portrait", 30.0), ("landscape", 0.0)])
    func theDevicesVariationDecides(_ orientation: String, _ width: Double) throws {
        let root = try #require(LayoutSystem(document: try Self.document(orientation: orientation), options: .interfaceBuilder).roots.first)
        let solution = root.solve()
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        #expect(solution.view(withID: "b")?.solved?.width == width)
    }
}

/// Layout under other size classes than the device's (`LayoutOptions.sizeClasses`, `nibcheck
/// layout --traits`, issue #25 cause 1): constants, masks and view attributes (a stack's axis and
/// spacing, `hidden`) come from the variations of the size classes asked for.
@Suite struct OtherSizeClassesTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                    <subviews>
                        <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="16" width="100" height="108"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="aw"/>
                                        <constraint firstAttribute="height" constant="50" id="ah"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0.0" y="58" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" priority="999" id="bw"/>
                                        <constraint firstAttribute="height" constant="50" id="bh">
                                            <variation key="heightClass=regular-widthClass=regular" constant="80"/>
                                        </constraint>
                                    </constraints>
                                    <variation key="heightClass=compact-widthClass=regular" hidden="YES"/>
                                </view>
                            </subviews>
                            <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func frames(_ sizeClasses: SizeClasses?) throws -> (stack: Rect?, b: Rect?) {
        var options = LayoutOptions.interfaceBuilder
        options.sizeClasses = sizeClasses
        let document = try Document(string: document, file: "traits.xib")
        let solution = try #require(LayoutSystem(document: document, options: options).roots.first).solve()
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        return (solution.view(withID: "stack")?.solved, solution.view(withID: "b")?.solved)
    }

    @Test func theDevicesSizeClassesByDefault() throws {
        let (stack, b) = try Self.frames(nil)
        #expect(stack == Rect(x: 16, y: 16, width: 100, height: 108) && b == Rect(x: 0, y: 58, width: 100, height: 50))
        #expect(try Self.frames(SizeClasses("wC,hR")) == (stack, b), "an iPhone in portrait is compact × regular")
    }

    @Test func compactHeightTurnsTheStackAndWidensItsSpacing() throws {
        let (stack, b) = try Self.frames(SizeClasses("wC,hC"))
        #expect(stack == Rect(x: 16, y: 16, width: 220, height: 50))
        #expect(b == Rect(x: 120, y: 0, width: 100, height: 50))
    }

    @Test func regularSizeClassesTakeTheConstantsVariation() throws {
        let (stack, b) = try Self.frames(SizeClasses("wR,hR"))
        #expect(b?.height == 80 && stack?.height == 138)
    }

    @Test func theMostSpecificVariationHidesAView() throws {
        // Regular × compact: the stack is horizontal, and `b` is hidden there, so it collapses.
        let (stack, b) = try Self.frames(SizeClasses("hC,wR"))
        #expect(b?.width == 0 && stack?.width == 100, "\(String(describing: stack)) \(String(describing: b))")
    }

    @Test func sizeClassesAreWrittenAsInterfaceBuildersBarWritesThem() {
        #expect(SizeClasses("wR,hC") == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(SizeClasses("hC,wR")?.description == "wR,hC")
        for bad in ["", "wR", "wR,wC", "xR,hC", "wRegular,hC"] { #expect(SizeClasses(bad) == nil, "\(bad)") }
    }
}

/// `preservesSuperviewLayoutMargins` (issue #25 cause 3; wikipedia-ios's edit toolbars): a view
/// that preserves its superview's margins takes them where they reach into it.
@Suite struct PreservedMarginsTests {
    static func labelX(preserving: Bool, childX: Double) throws -> Double? {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" \(preserving ? #"preservesSuperviewLayoutMargins="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="\(childX)" y="0.0" width="\(375 - childX)" height="44"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item">
                                        <rect key="frame" x="16" y="0.0" width="20" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="w"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="item" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="l"/>
                                    <constraint firstItem="item" firstAttribute="top" secondItem="box" secondAttribute="top" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="item" secondAttribute="bottom" id="b"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(childX)" id="bl"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="bt"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="btp"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="bb"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "margins.xib")
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        return solution.view(withID: "item")?.solved?.x
    }

    @Test func aPreservingViewTakesItsSuperviewsMarginsWhereTheyReachIn() throws {
        #expect(try Self.labelX(preserving: false, childX: 0) == 8, "its own 8")
        #expect(try Self.labelX(preserving: true, childX: 0) == 16, "the root's 16")
        #expect(try Self.labelX(preserving: true, childX: 10) == 8, "16 − 10 = 6 reaches in; its own 8 is larger")
    }
}

/// The status bar in a controller's view on a device without a sensor housing (issue #25): the
/// simulated metrics of Xcode 11 to 14.1 (tools versions 14800 to 21599) leave it out, earlier and
/// later ones give it 20 points (tools 21701: `StatusBarReturnTests`). wikipedia-ios's Xcode 11.3 DebugReadingListsViewController.xib
/// saves a stack pinned 16 below the safe area's top at y = 16 on an iPhone 8.
@Suite struct StatusBarTests {
    static func document(toolsVersion: String) throws -> Document {
        try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
                            <outlet property="view" destination="root" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="16" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w"/>
                                    <constraint firstAttribute="height" constant="50" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "status-bar.xib")
    }

    @Test(arguments: [("14490", 36.0), ("14810", 16.0), ("15705", 16.0), ("21507", 16.0), ("21701", 36.0), ("22505", 36.0)])
    func theToolsVersionDecidesTheStatusBar(_ toolsVersion: String, _ y: Double) throws {
        let root = try #require(LayoutSystem(document: try Self.document(toolsVersion: toolsVersion), options: .interfaceBuilder).roots.first)
        #expect(root.solve().view(withID: "box")?.solved?.y == y)
    }
}

/// `<nil key="simulatedTopBarMetrics"/>` is the inspector's "Top Bar: None" (issue #25): a scene
/// a navigation controller shows gets no simulated navigation bar when it says so (wikipedia's
/// Places.storyboard saves its buttons 20 pt below the top layout guide at y = 37, not 81).
/// A XIB whose top-level view `root` (`width` × `height`, with a safe area guide `safe`) holds one
/// view `box`, saved at `boxFrame` and placed by `constraints`; `extra` is more of the root's
/// children (simulated metrics), and with `owner` File's Owner's `view` is the root.
func safeAreaXIB(toolsVersion: String, device: String, width: Double, height: Double, boxFrame: String,
                 constraints: String, extra: String = "", owner: Bool = false) throws -> Document {
    let placeholder = owner ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"><connections><outlet property="view" destination="root" id="o1"/></connections></placeholder>"# : ""
    return try Document(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                \(placeholder)
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" \(boxFrame)/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                \(constraints)
                    </constraints>
                    \(extra)
                </view>
            </objects>
        </document>
        """, file: "fixture.xib")
}

/// The frame `box` gets in `document`, laid out as Interface Builder lays it out.
func solvedBox(_ document: Document) throws -> Rect {
    let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
    return try #require(root.solve().view(withID: "box")?.solved)
}

/// Pinned 16 pt below the safe area's top and from its leading edge, 100 × 50.
let boxBelowTheSafeAreasTop = """
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="t"/>
    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l"/>
    <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
    <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
    """

/// Full width, from the safe area's top (less `gap`) to its bottom.
func boxBetweenTheSafeAreasEdges(gap: Double = 0) -> String {
    """
    <constraint firstItem="safe" firstAttribute="top" secondItem="box" secondAttribute="top" constant="\(gap)" id="t"/>
    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
    """
}

/// A freeform top-level view of a XIB: no status bar, but on a notched phone in portrait the
/// sensor housing's inset stays at the top (simplenote SPNoteHistoryViewController.xib, 258 pt
/// tall on an iPhone 11, saves a stack 16 pt below the safe area at y = 60).
@Suite struct FreeformSafeAreaTests {
    @Test(arguments: [("retina6_1", 60.0), ("retina4_7", 16.0)])
    func aFreeformViewKeepsTheSensorHousing(_ device: String, _ y: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: "17506", device: device, width: 414, height: 258, boxFrame: #"x="16" y="60" width="100" height="50""#,
            constraints: boxBelowTheSafeAreasTop,
            extra: #"<nil key="simulatedBottomBarMetrics"/><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(try solvedBox(document).y == y)
    }

    /// From Xcode 14.3 (tools 21600) a phone without a housing has its status bar again, and a
    /// freeform view keeps it (wsdot-ios-app TollTripView.xib, 21701; duckduckgo
    /// NotificationView.xib, 22505; vlc-ios VideoPlayerControls.xib, 23504); Xcode 14.0's
    /// (cwa-app-ios HomeStatisticsCardView.xib, 21225) and Xcode 9's have none.
    @Test(arguments: [("21701", 36.0), ("22505", 36.0), ("23504", 36.0), ("21225", 16.0), ("13771", 16.0)])
    func aFreeformViewKeepsTheStatusBarFromXcode14_3(_ toolsVersion: String, _ y: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 154, boxFrame: #"x="16" y="36" width="100" height="50""#,
            constraints: boxBelowTheSafeAreasTop,
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(try solvedBox(document).y == y)
    }

    /// Before Xcode 11's simulated metrics left the status bar out (tools 14500), a freeform view
    /// at least as tall as the screen keeps it, a shorter one has none (lumenshine's 893- to
    /// 1744-pt scroll-view screens, tools 14460 on an iPhone 8: a scroll view pinned to the safe
    /// area's top saved at y = 20; its 70- to 303-pt views at 0).
    @Test(arguments: [(1200.0, 36.0), (667.0, 36.0), (300.0, 16.0)])
    func aFreeformViewAsTallAsTheScreenKeepsTheStatusBarBeforeXcode11(_ height: Double, _ y: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: "14460.31", device: "retina4_7", width: 375, height: height, boxFrame: #"x="16" y="36" width="100" height="50""#,
            constraints: boxBelowTheSafeAreasTop,
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(try solvedBox(document).y == y)
    }

    /// On a notched phone in portrait a freeform view keeps the home indicator's 34 pt at its
    /// bottom too, never doubled (MixinNetwork PopupTipView.xib, tools 24765 on an iPhone 15:
    /// buttons 20 pt above the safe area's bottom in a 654-pt view end at y = 600; TIPQuizAnswerView,
    /// 23xxx, the same); a view shorter than twice the indicator (a 60-pt bar) keeps none, one
    /// 68 pt tall all of it, though the status bar's 48 do not fit above (entourage-ios
    /// MJNavBackView.xib, 23504 on an iPhone 11); and so does
    /// one saved "Bottom Bar: None" before Xcode 14 (cwa-app-ios BottomErrorReportViewController.xib,
    /// 19529; simplenote SPNoteHistoryViewController.xib).
    @Test(arguments: [("24765", "retina6_12", 654.0, "", 600.0), ("23504", "retina6_1", 400.0, "", 346.0),
                      ("24765", "retina6_12", 60.0, "", 40.0), ("23504", "retina6_1", 68.0, "", 14.0),
                      ("24765", "retina4_7", 400.0, "", 380.0),
                      ("19529", "retina6_1", 400.0, #"<nil key="simulatedBottomBarMetrics"/>"#, 380.0),
                      ("22505", "retina6_1", 400.0, #"<nil key="simulatedBottomBarMetrics"/>"#, 346.0)])
    func aFreeformViewKeepsTheHomeIndicator(_ toolsVersion: String, _ device: String, _ height: Double, _ metrics: String, _ bottom: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: device, width: 375, height: height, boxFrame: #"x="16" y="0" width="100" height="20""#,
            constraints: """
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                """,
            extra: metrics + #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let box = try solvedBox(document)
        #expect(box.y + box.height == bottom)
    }

    /// Before Xcode 14.3 a freeform view that fits on the screen sits at its top, and keeps only
    /// the part of the home indicator's inset it reaches into (stopp-corona's 258-pt
    /// QuarantineNotificationView.xib, tools 17701 on an iPhone 11: a stack pinned to the safe
    /// area's bottom ends at 258; COVIDSafe's 865-pt RestrictionsView.xib keeps 3 pt; Xcode 14.1's
    /// 180-pt bars, 21507, none); a view the screen does not hold, wider or taller, keeps all 34
    /// (zotero's 460 × 443 AnnotationEditViewController.xib, 19162), as every view does from
    /// Xcode 14.3 on (21701).
    @Test(arguments: [("17701", 414.0, 258.0, 238.0), ("17701", 414.0, 880.0, 842.0), ("17701", 414.0, 896.0, 842.0),
                      ("19162", 460.0, 443.0, 389.0), ("21507", 414.0, 180.0, 160.0), ("21701", 414.0, 180.0, 126.0),
                      ("22505", 414.0, 258.0, 204.0)])
    func aFreeformViewOnTheScreenBeforeXcode14Point3(_ toolsVersion: String, _ width: Double, _ height: Double, _ bottom: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina6_1", width: width, height: height, boxFrame: #"x="16" y="0" width="100" height="20""#,
            constraints: """
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                """,
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let box = try solvedBox(document)
        #expect(box.y + box.height == bottom)
    }

    /// Before Xcode 14 the bottom layout margin of a freeform view leaves the home indicator out,
    /// where the safe area's bottom has it (zotero-ios ItemDetailAddContentView.xib, 20037 on an
    /// iPhone 11: a stack pinned to the bottom margin of a 276-pt view ends at its bottom).
    @Test(arguments: [("20037", 276.0), ("22505", 242.0)])
    func aFreeformViewsBottomMarginBeforeXcode14(_ toolsVersion: String, _ bottom: Double) throws {
        let document = try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina6_1", width: 414, height: 276, boxFrame: #"x="20" y="200" width="100" height="20""#,
            constraints: """
                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                <constraint firstItem="box" firstAttribute="height" constant="20" id="h"/>
                """,
            extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, owner: true)
        let box = try solvedBox(document)
        #expect(box.y + box.height == bottom)
    }
}

/// From Xcode 26 on a table's cells, static or prototype, keep their content 15 pt from the top
/// and bottom (NetNewsWire's Settings.storyboard, tools 24765: a label pinned to the content
/// view's top and bottom margins in a 51.5-pt static cell is saved at y = 15, 21.5 tall;
/// dolphin-ios's ConfigSettings.storyboard, 24127, its prototype cells likewise): an
/// inset-grouped static table saved by tools 23504 (passforios) or 21179 (Pyto) has its cells'
/// content 11 pt from the top.
@Suite struct StaticCellMarginTests {
    static func table(dataMode: String, toolsVersion: String) throws -> Document {
        let cell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                <rect key="frame" x="20" y="55.5" width="374" height="51.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="374" height="51.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="15" width="100" height="21.5"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="w"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let cells = dataMode == "static"
            ? "<sections><tableViewSection id=\"sec\"><cells>\(cell)</cells></tableViewSection></sections>"
            : "<prototypes>\(cell)</prototypes>"
        return try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="\(dataMode)" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    \(cells)
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="first" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "fixture.storyboard")
    }

    @Test(arguments: [("static", "24765", 15.0), ("prototypes", "24127", 15.0), ("prototypes", "23504", 11.0),
                      ("static", "17701", 11.0), ("static", "23504", 11.0), ("static", "21179", 11.0), ("static", "24128", 15.0)])
    func aStaticCellsVerticalMargins(_ dataMode: String, _ toolsVersion: String, _ y: Double) throws {
        let document = try Self.table(dataMode: dataMode, toolsVersion: toolsVersion)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.y == y && box.height == 51.5 - 2 * y)
    }
}

/// From tools version 23727, Interface Builder saves a notched phone's portrait insets twice
/// (vlc's donation screens on `retina6_12`, 24506: a scroll view 20 pt above the safe area's top
/// is saved at y = 98, ending 68 pt above the bottom; MixinNetwork CollectiblesView.xib, 23727: a
/// bar pinned to the safe area's top at y = 118); before, once (MixinNetwork's 23504 files, 59).
@Suite struct DoubledSafeAreaTests {
    @Test(arguments: [("24506", 98.0, 852.0 - 68), ("23727", 98.0, 852.0 - 68), ("23504", 39.0, 852.0 - 34)])
    func safeAreaOfANotchedPhone(_ toolsVersion: String, _ y: Double, _ maxY: Double) throws {
        let box = try solvedBox(try safeAreaXIB(
            toolsVersion: toolsVersion, device: "retina6_12", width: 393, height: 852, boxFrame: #"x="0.0" y="98" width="393" height="686""#,
            constraints: boxBetweenTheSafeAreasEdges(gap: 20)))
        #expect(box.y == y && box.y + box.height == maxY)
    }
}

/// A XIB's top-level view carries its own simulated metrics (pocket-casts
/// PlaylistViewController.xib: a simulated navigation bar on an iPhone 8, tools 19162, so a view
/// pinned to the root's top margin is saved 44 pt down).
@Suite struct XIBSimulatedBarTests {
    @Test(arguments: [(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 44.0), ("", 0.0)])
    func aXIBViewsOwnNavigationBar(_ metrics: String, _ y: Double) throws {
        let box = try solvedBox(try safeAreaXIB(
            toolsVersion: "19162", device: "retina4_7", width: 375, height: 667, boxFrame: #"x="0.0" y="44" width="375" height="1""#,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                <constraint firstItem="box" firstAttribute="height" constant="1" id="h"/>
                """,
            extra: metrics, owner: true))
        #expect(box.y == y)
    }
}

/// An iPad with rounded corners has a 24-pt status bar and a 20-pt home indicator (pocket-casts
/// PodcastViewController.xib on `ipad12_9rounded`); one with a home button has neither in
/// Xcode 11 to 14.
@Suite struct RoundedIPadTests {
    @Test(arguments: [("ipad12_9rounded", 24.0, 20.0), ("ipad12_9", 0.0, 0.0), ("ipad11_0rounded", 24.0, 20.0)])
    func safeAreaOfAnIPad(_ device: String, _ top: Double, _ bottom: Double) throws {
        let box = try solvedBox(try safeAreaXIB(
            toolsVersion: "21507", device: device, width: 1024, height: 1366, boxFrame: #"x="0.0" y="24" width="1024" height="1322""#,
            constraints: boxBetweenTheSafeAreasEdges()))
        #expect(box.y == top && box.height == 1366 - top - bottom)
    }
}

/// A storyboard whose scene's controller `Vc1-aa-001` has top and bottom layout guides
/// (`Top-aa-001`, `Bot-aa-001`) and a root view `Vw1-aa-001` of `rootSize` holding one box,
/// `Bx1-aa-001`, saved at `boxFrame` with `boxConstraints` of its own. `constraints` are the
/// root's, `controllerExtra` follows the root view in the controller (simulated metrics, a
/// navigation item), `otherScenes` follow the scene. An iPhone 8 Plus storyboard unless `device`
/// says otherwise, or an Apple TV one.
func guidedSceneStoryboard(toolsVersion: String, device: String = #"<device id="retina5_5" orientation="portrait"/>"#,
                           tvOS: Bool = false, initialViewController: String = "Vc1-aa-001", controllerAttributes: String = "",
                           rootSize: (width: Double, height: Double) = (414, 736), boxFrame: String, boxConstraints: String = "",
                           constraints: String, controllerExtra: String = "", otherScenes: String = "") throws -> Document {
    let kind = tvOS
        ? #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="AppleTV""#
        : #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(toolsVersion)" targetRuntime="iOS.CocoaTouch""#
    let deviceElement = tvOS ? #"<device id="appleTV" orientation="landscape"><adaptation id="light"/></device>"# : device
    return try Document(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document \(kind) propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="\(initialViewController)">
            \(deviceElement)
            <scenes>
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController \(controllerAttributes) id="Vc1-aa-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Top-aa-001"/>
                                <viewControllerLayoutGuide type="bottom" id="Bot-aa-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootSize.width)" height="\(rootSize.height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bx1-aa-001">
                                        <rect key="frame" \(boxFrame)/>
                                        <constraints>\(boxConstraints)</constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                            </view>
                            \(controllerExtra)
                        </viewController>
                    </objects>
                </scene>
                \(otherScenes)
            </scenes>
        </document>
        """, file: "scene.storyboard")
}

/// The box's bottom on the bottom layout guide, its sides on the root's.
/// A scene holding a navigation controller (`Nav-aa-001`, with `controllerAttributes` and the
/// children `controllerExtra`) whose root is the guided scene's controller (`Vc1-aa-001`), its bar
/// saved at `barFrame` with `barAttributes`, for `guidedSceneStoryboard`'s `otherScenes`.
func navigationControllerScene(barFrame: String, controllerAttributes: String = "", controllerExtra: String = "",
                               barAttributes: String = "") -> String {
    """
    <scene sceneID="Sc2-aa-001">
        <objects>
            <navigationController \(controllerAttributes)id="Nav-aa-001" sceneMemberID="viewController">
                \(controllerExtra)
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes)id="Nb1-aa-001">
                    <rect key="frame" \(barFrame)/>
                </navigationBar>
                <connections>
                    <segue destination="Vc1-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
}

let betweenTheGuidesSides = """
    <constraint firstItem="Bot-aa-001" firstAttribute="top" secondItem="Bx1-aa-001" secondAttribute="bottom" id="B1-aa-001"/>
    <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
    <constraint firstAttribute="trailing" secondItem="Bx1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
    """

@Suite struct SimulatedBarTests {
    static func storyboard(topBar: String) throws -> Document {
        try guidedSceneStoryboard(
            toolsVersion: "14113", initialViewController: "Nav-aa-001",
            boxFrame: #"x="20" y="37" width="40" height="40""#,
            boxConstraints: """
                <constraint firstAttribute="width" constant="40" id="W1-aa-001"/>
                <constraint firstAttribute="height" constant="40" id="H1-aa-001"/>
                """,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" constant="17" id="T1-aa-001"/>
                <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" constant="20" id="L1-aa-001"/>
                """,
            controllerExtra: #"<navigationItem key="navigationItem" id="Ni1-aa-001"/>"# + topBar,
            otherScenes: navigationControllerScene(barFrame: #"x="0.0" y="20" width="414" height="44""#))
    }

    /// wikipedia Places.storyboard: an opaque simulated tab bar and
    /// `extendedLayoutIncludesOpaqueBars`: a view pinned to the bottom layout guide is saved at
    /// the root's full height; under a translucent tab bar it ends 49 pt higher.
    @Test(arguments: [(#"translucent="NO""#, 736.0), ("", 687.0)])
    func anOpaqueTabBarAddsNoBottomInset(_ translucency: String, _ maxY: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: "14113", controllerAttributes: #"extendedLayoutIncludesOpaqueBars="YES""#,
            boxFrame: #"x="0.0" y="0.0" width="414" height="736""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="top" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """,
            controllerExtra: """
                <nil key="simulatedTopBarMetrics"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics" \(translucency)/>
                """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y + box.height == maxY)
    }

    @Test(arguments: [(#"<nil key="simulatedTopBarMetrics"/>"#, 37.0), ("", 81.0)])
    func topBarNoneMeansNoNavigationBar(_ topBar: String, _ y: Double) throws {
        let system = LayoutSystem(document: try Self.storyboard(topBar: topBar), options: .interfaceBuilder)
        let root = try #require(system.root(withID: "Vw1-aa-001"))
        #expect(root.solve().view(withID: "Bx1-aa-001")?.solved?.y == y)
    }

    /// tvOS's top and bottom layout guides: at the title-safe area (60 pt) from Xcode 9 (Hero's
    /// ImageGallery.storyboard, tools 13196, saves a view between them at y = 60, 960 tall), at
    /// the screen's edges before (Reusable's tvOS storyboard, tools 11762: y = 5 for 5 pt).
    @Test(arguments: [("13196", 60.0), ("11762", 0.0)])
    func tvOSLayoutGuidesFollowTheToolsVersion(_ toolsVersion: String, _ inset: Double) throws {
        let document = try guidedSceneStoryboard(
            toolsVersion: toolsVersion, tvOS: true, rootSize: (1920, 1080),
            boxFrame: #"x="0.0" y="60" width="1920" height="960""#,
            constraints: """
                <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
                \(betweenTheGuidesSides)
                """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
        let box = try #require(root.solve().view(withID: "Bx1-aa-001")?.solved)
        #expect(box.y == inset && box.height == 1080 - 2 * inset)
    }

    /// A television has one pixel per point: every edge lands on a whole point (Reusable's tvOS
    /// storyboard: three views filling 1,910 points equally, 5 apart, are saved 633, 634 and 633
    /// wide at x = 0, 638 and 1277).
    @Test func tvOSFramesLandOnWholePoints() throws {
        let widget = { (id: String) in #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="633" height="100"/></view>"# }
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="11762" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <device id="appleTV" orientation="landscape"/>
                <objects>
                    <view contentMode="scaleToFill" id="Rt1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="1910" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="St1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="1910" height="100"/>
                                <subviews>
                                    \(widget("Wa1-aa-001"))
                                    \(widget("Wb1-aa-001"))
                                    \(widget("Wc1-aa-001"))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="St1-aa-001" firstAttribute="leading" secondItem="Rt1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="St1-aa-001" secondAttribute="trailing" id="R1-aa-001"/>
                            <constraint firstItem="St1-aa-001" firstAttribute="top" secondItem="Rt1-aa-001" secondAttribute="top" id="T1-aa-001"/>
                            <constraint firstAttribute="bottom" secondItem="St1-aa-001" secondAttribute="bottom" id="B1-aa-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "tv.xib")
        let solution = try #require(LayoutSystem(document: document, options: .interfaceBuilder).roots.first).solve()
        let frames = ["Wa1-aa-001", "Wb1-aa-001", "Wc1-aa-001"].compactMap { solution.view(withID: $0)?.solved }
        #expect(frames.map(\.x) == [0, 638, 1277])
        #expect(frames.map(\.width) == [633, 634, 633])
    }
}

/// `spacingType="standard"` is UIKit's system spacing, 8 pt between a stack's views
/// (openfoodfacts' Settings.storyboard: two 34-pt text fields saved at y = 0 and 42).
@Suite struct SystemStackSpacingTests {
    @Test(arguments: [(#"spacingType="standard""#, 42.0), (#"spacing="3""#, 37.0), ("", 34.0)])
    func aStandardSpacedStack(_ spacing: String, _ secondY: Double) throws {
        let document = try twoViewStackXIB(
            width: 320, stackAttributes: spacing,
            first: (id: "first", x: 0, y: 0, width: 320, height: 34), second: (id: "second", x: 0, y: 42, width: 320, height: 34))
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let second = try #require(root.solve().view(withID: "second")?.solved)
        #expect(second.y == secondY)
        let stack = try #require(document.element(withID: "stack"))
        #expect(stack.stackSpacing == secondY - 34)
    }
}

/// A freeform XIB view `root` holding a vertical stack view `stack` pinned to its top and sides,
/// and in it two arranged views of fixed heights, saved at the frames given.
func twoViewStackXIB(width: Double, stackAttributes: String,
                     first: (id: String, x: Double, y: Double, width: Double, height: Double),
                     second: (id: String, x: Double, y: Double, width: Double, height: Double)) throws -> Document {
    func arranged(_ view: (id: String, x: Double, y: Double, width: Double, height: Double)) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(view.id)">
            <rect key="frame" x="\(view.x)" y="\(view.y)" width="\(view.width)" height="\(view.height)"/>
            <constraints><constraint firstAttribute="height" constant="\(view.height)" id="\(view.id)-h"/></constraints>
        </view>
        """
    }
    return try Document(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="300"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(second.y + second.height)"/>
                            <subviews>
                                \(arranged(first))
                                \(arranged(second))
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """, file: "fixture.xib")
}

/// A cell's side margins on a phone narrower than 393 pt, as each Xcode saved them: 16 from
/// Xcode 10 on, but 20 for Xcode 10's cells wider than 414 (element-ios, 600-pt cells) and 15 in
/// Xcode 11 (openfoodfacts, wikipedia-ios, element-ios on an iPhone 8).
@Suite struct CellSideMarginTests {
    @Test(arguments: [("14460", 600.0, 20.0), ("14460", 375.0, 16.0), ("13529", 375.0, 16.0), ("16096", 600.0, 15.0), ("14868", 320.0, 15.0),
                      ("17701", 600.0, 16.0), ("17701", 320.0, 16.0)])
    func aCellsLeadingMargin(_ toolsVersion: String, _ width: Double, _ margin: Double) throws {
        #expect(try Self.solvedLeadingMargin(toolsVersion: toolsVersion, device: "retina4_7", width: width, margin: margin) == margin)
    }

    /// From a 393-pt screen up, 20 pt (OsmAnd OACardTableViewCell.xib on `retina6_12`, 22155; the
    /// storyboard cells of MixinNetwork and KeePassium on it); `retina6_0`'s 390 pt, 20 until tools
    /// 23727 and 16 from it (OsmAnd's OASwitchTableViewCell.xib, 22155; OATwoButtonsTableViewCell.xib, 24506).
    @Test(arguments: [("retina6_12", "22155", 20.0), ("retina6_12", "24506", 20.0), ("retina6_0", "22155", 20.0),
                      ("retina6_0", "24506", 16.0)])
    func aCellsLeadingMarginOnANotchedPhone(_ device: String, _ toolsVersion: String, _ margin: Double) throws {
        #expect(try Self.solvedLeadingMargin(toolsVersion: toolsVersion, device: device, width: 414, margin: margin) == margin)
    }

    /// A content view with margins of its own (16) keeps the cell's larger 20-pt sides on a
    /// 414-pt phone, preserving or not (cwa-app-ios ErrorReportHistoryCell.xib, 17701, cell and
    /// content view preserving; covpass-ios ActionTableViewCell.xib, 17701, neither).
    @Test(arguments: [(#"preservesSuperviewLayoutMargins="YES""#, 20.0), ("", 20.0)])
    func ownMarginsUnderTheTables(_ cellAttributes: String, _ margin: Double) throws {
        #expect(try Self.solvedLeadingMargin(
            toolsVersion: "17701", device: "retina6_1", width: 414, margin: margin, cellAttributes: cellAttributes,
            contentAttributes: #"preservesSuperviewLayoutMargins="YES""#,
            contentChildren: #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#) == margin)
    }

    /// A content view's margins smaller than the cell's are raised to the cell's on every side:
    /// covpass-ios ActionTableViewCell.xib (17701 on an iPhone 11), margins of 0, a stack pinned
    /// to them saved 20 pt in and 11 down; beam's Main.storyboard (15705 on an iPhone 8), 12-pt
    /// margins, views pinned to them saved 15 pt in (Xcode 11's side margin) and 12 down.
    @Test(arguments: [("17701", "retina6_1", 414.0, "0.0", [20.0, 11, 374, 55]), ("15705", "retina4_7", 375.0, "12", [15.0, 12, 345, 53])])
    func smallerMarginsOfItsOwn(_ toolsVersion: String, _ device: String, _ width: Double, _ inset: String, _ box: [Double]) throws {
        let margins = #"<edgeInsets key="layoutMargins" top="\#(inset)" left="\#(inset)" bottom="\#(inset)" right="\#(inset)"/>"#
        #expect(isClose(try Self.boxInContentMargins(toolsVersion: toolsVersion, device: device, width: width, contentChildren: margins), box))
    }

    /// A XIB's top-level cell, in no table, has a static cell's 15-pt vertical margins from Xcode
    /// 26 (tools 24000) on (amperfy PlayableTableCell.xib, 24112 on an iPhone 8: an image view
    /// pinned to the top and bottom margins of a 70-pt content view saved 15 pt down, 40 tall);
    /// 11 before.
    @Test(arguments: [("24112", 15.0), ("23504", 11.0)])
    func aTopLevelCellsVerticalMargins(_ toolsVersion: String, _ vertical: Double) throws {
        let box = try Self.boxInContentMargins(toolsVersion: toolsVersion, device: "retina4_7", width: 375)
        #expect(isClose(box, [16, vertical, 343, 77 - 2 * vertical]))
    }

    /// The frame of a box pinned to the four margins of a top-level `width` × 77 cell's content
    /// view, which has the children `contentChildren`.
    static func boxInContentMargins(toolsVersion: String, device: String, width: Double, contentChildren: String = "") throws -> [Double]? {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="77"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="77"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="77"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                            </constraints>
                            \(contentChildren)
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """, file: "fixture.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        return frame(root.solve(), "box")
    }

    /// The x of a view pinned to the leading margin of a `width`-pt cell's content view, saved at `margin`.
    static func solvedLeadingMargin(toolsVersion: String, device: String, width: Double, margin: Double, cellAttributes: String = "",
                                    contentAttributes: String = "", contentChildren: String = "") throws -> Double {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" \(cellAttributes) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(contentAttributes) tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="\(margin)" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
                                <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
                                <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                            </constraints>
                            \(contentChildren)
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """, file: "fixture.xib")
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "cell"))
        return try #require(root.solve().view(withID: "box")?.solved).x
    }
}

/// An arranged view with nothing to size it across a centring stack keeps its saved size in
/// Interface Builder's frames (pocket-casts ProfileViewController.xib: a padding view saved 240
/// wide in a 379-pt stack), and is stretched to the stack at run time (UISV-canvas-fit).
@Suite struct SavedCrossSizeTests {
    @Test(arguments: [(true, 240.0), (false, 379.0)])
    func aPaddingViewInACentringStack(_ interfaceBuilder: Bool, _ width: Double) throws {
        let document = try twoViewStackXIB(
            width: 379, stackAttributes: #"alignment="center" spacing="10""#,
            first: (id: "info", x: 0, y: 0, width: 379, height: 161), second: (id: "box", x: 69.5, y: 171, width: 240, height: 20))
        let options: LayoutOptions = interfaceBuilder ? .interfaceBuilder : .runtime
        let root = try #require(LayoutSystem(document: document, options: options).root(withID: "root"))
        let box = try #require(root.solve().view(withID: "box")?.solved)
        #expect(box.width == width && box.x == (379 - width) / 2)
    }

    /// Nested stacks pull harder: a spacer with no height in a centring row of two labels, in a
    /// column, in a centring row beside an icon, keeps its saved 50 pt against the three stacks'
    /// pulls to their sizes (MixinNetwork CompactAssetCell.xib); at run time it is as tall as the
    /// labels.
    @Test(arguments: [(true, 50.0), (false, 20.0)])
    func aSpacerInNestedStacks(_ interfaceBuilder: Bool, _ height: Double) throws {
        let document = try Document(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="74"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                                <rect key="frame" x="20" y="1" width="374" height="72"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                        <rect key="frame" x="0.0" y="14" width="44" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="44" id="iw"/>
                                            <constraint firstAttribute="height" constant="44" id="ih"/>
                                        </constraints>
                                    </view>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                        <rect key="frame" x="60" y="0.0" width="314" height="72"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                                <rect key="frame" x="0.0" y="0.0" width="314" height="50"/>
                                                <subviews>
                                                    <label text="BCH" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                                        <rect key="frame" x="0.0" y="15" width="130" height="20"/>
                                                    </label>
                                                    <view contentMode="scaleToFill" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                                        <rect key="frame" x="134" y="0.0" width="50" height="50"/>
                                                    </view>
                                                    <label horizontalHuggingPriority="750" text="12.06%" translatesAutoresizingMaskIntoConstraints="NO" id="change">
                                                        <rect key="frame" x="188" y="15" width="126" height="20"/>
                                                    </label>
                                                </subviews>
                                            </stackView>
                                            <label text="Bitcoin Cash" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                                <rect key="frame" x="0.0" y="55" width="314" height="17"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="outer" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """, file: "fixture.xib")
        let options: LayoutOptions = interfaceBuilder ? .interfaceBuilder : .runtime
        let root = try #require(LayoutSystem(document: document, options: options).root(withID: "root"))
        let spacer = try #require(root.solve().view(withID: "spacer")?.solved)
        #expect(spacer.height == height)
    }
}

/// A notched phone's top inset as each Xcode saved it: 44 on `retina5_9` and `retina6_1` until
/// Xcode 14 (tools 21000), then 50 and 48 (IQKeyboardManager's General.storyboard, 22505, on
/// `retina5_9`; pocket-casts and vlc on `retina6_1`).
@Suite struct NotchedTopInsetTests {
    @Test(arguments: [("retina5_9", 375.0, 812.0, "18122", 44.0), ("retina5_9", 375.0, 812.0, "22505", 50.0),
                      ("retina6_1", 414.0, 896.0, "20037", 44.0), ("retina6_1", 414.0, 896.0, "21701", 48.0)])
    func topInset(_ device: String, _ width: Double, _ height: Double, _ toolsVersion: String, _ top: Double) throws {
        let box = try solvedBox(try safeAreaXIB(
            toolsVersion: toolsVersion, device: device, width: width, height: height,
            boxFrame: #"x="16" y="\#(top + 16)" width="100" height="50""#, constraints: boxBelowTheSafeAreasTop))
        #expect(box.y == top + 16)
    }
}

/// A variation on the device's idiom holds only on that idiom (IQKeyboardManager's Settings
/// storyboard: `userInterfaceIdiom=mac` leaves out a stepper on the Mac, not on an iPhone).
@Suite struct IdiomVariationTests {
    @Test(arguments: [("retina4_7", 375.0, 667.0, "mac", 40.0), ("retina4_7", 375.0, 667.0, "phone", 0.0),
                      ("ipad9_7", 768.0, 1024.0, "pad", 0.0), ("ipad9_7", 768.0, 1024.0, "phone", 40.0)])
    func anIdiomVariation(_ device: String, _ width: Double, _ height: Double, _ idiom: String, _ y: Double) throws {
        let variation = """
            <variation key="userInterfaceIdiom=\(idiom)">
                <mask key="constraints">
                    <exclude reference="t"/>
                    <include reference="t2"/>
                </mask>
            </variation>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="t2"/>
                </mask>
            </variation>
            """
        let box = try solvedBox(try safeAreaXIB(
            toolsVersion: "22505", device: device, width: width, height: height, boxFrame: #"x="0.0" y="40" width="10" height="10""#,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                """,
            extra: variation))
        #expect(box.y == y)
    }
}

/// A freeform scene wider than tall and shorter than any phone in portrait is a phone in
/// landscape, with no status bar (AudioKitSynthOne's About scene, 667 × 475 on an iPhone 8, tools
/// 14490); a taller one keeps it (eidolon's 815 × 660 scenes, and iPad-sized ones). From Xcode 9
/// on, one shorter than 480 pt has none whatever its shape (TrippIOSApp's 375 × 443 scenes, 14113;
/// keith27staines's 300 × 300 scene, 14113, whose `freeformSize` comes without simulated size
/// metrics), where Wisnuc-iOS-Swift's 375 × 500 scene (14460) keeps it; before Xcode 9 a
/// portrait-shaped one kept it (Hero's 320 × 440 scenes, 11762), and from Xcode 14.3, when the
/// status bar came back, a short one keeps it as a freeform XIB view does.
@Suite struct FreeformSceneStatusBarTests {
    @Test(arguments: [("14490", 667.0, 475.0, true, 0.0), ("14490", 1024.0, 768.0, true, 20.0), ("13771", 815.0, 660.0, true, 20.0),
                      ("14113", 375.0, 443.0, true, 0.0), ("14460", 375.0, 500.0, true, 20.0), ("14113", 300.0, 300.0, false, 0.0),
                      ("11762", 320.0, 440.0, true, 20.0), ("9059", 600.0, 524.0, true, 0.0),
                      ("21701", 300.0, 300.0, true, 20.0)])
    func aFreeformScene(_ toolsVersion: String, _ width: Double, _ height: Double, _ simulatedMetrics: Bool, _ y: Double) throws {
        let y0 = try solvedTopOfAGuidedBox(toolsVersion: toolsVersion, rootSize: (width, height), savedY: y, controllerExtra: """
            \(simulatedMetrics ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            <size key="freeformSize" width="\(width)" height="\(height)"/>
            """)
        #expect(y0 == y)
    }

    /// A scene saved shorter than any phone with neither a freeform size nor a container that
    /// embeds it (dev-team-4-cie-app-ios-swift's 375 × 257 lecture pages, 14113, which a page
    /// view controller shows from code): from Xcode 9 it has no status bar either; before, a
    /// scene that is not embedded kept it.
    @Test(arguments: [("14113", 0.0), ("11762", 20.0)])
    func aShortSceneWithoutAFreeformSize(_ toolsVersion: String, _ y: Double) throws {
        #expect(try solvedTopOfAGuidedBox(toolsVersion: toolsVersion, rootSize: (375, 257), savedY: y) == y)
    }
}

/// A scene a container view embeds takes the container's size, and one shorter than 480 pt has
/// no status bar (MoneySaverApp-iOS's 375 × 200 child, tools 14109; Dominant-Investors' 231 × 0
/// dropdown, 13529; before Xcode 9 too, narengi's 300 × 420 verification child, 11762), where a
/// taller one keeps it (NEM Wallet's 375 × 497 children, 13529) and so does a short one from
/// Xcode 14.3 (wsdot-ios-app's 375 × 457 Ferries children, 23727).
@Suite struct EmbeddedSceneStatusBarTests {
    @Test(arguments: [("14109", 200.0, 0.0), ("11762", 420.0, 0.0), ("13529", 497.0, 20.0), ("23727", 457.0, 20.0)])
    func anEmbeddedScene(_ toolsVersion: String, _ height: Double, _ y: Double) throws {
        let y0 = try solvedTopOfAGuidedBox(toolsVersion: toolsVersion, rootSize: (375, height), savedY: y,
                                           initialViewController: "Par-aa-001", otherScenes: """
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewController id="Par-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="Cv1-aa-001">
                                        <rect key="frame" x="0.0" y="300" width="375" height="\(height)"/>
                                        <connections>
                                            <segue destination="Vc1-aa-001" kind="embed" id="Sg1-aa-001"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                """)
        #expect(y0 == y)
    }
}

/// The solved `y` of a 10-pt box pinned to the guided scene's top layout guide and leading edge
/// (saved at `savedY`), on an iPhone 8: where the scene's top guide lies.
func solvedTopOfAGuidedBox(toolsVersion: String, rootSize: (width: Double, height: Double), savedY: Double,
                           initialViewController: String = "Vc1-aa-001", controllerExtra: String = "", otherScenes: String = "") throws -> Double {
    let document = try guidedSceneStoryboard(
        toolsVersion: toolsVersion, device: #"<device id="retina4_7" orientation="portrait"/>"#,
        initialViewController: initialViewController, rootSize: rootSize,
        boxFrame: #"x="0.0" y="\#(savedY)" width="10" height="10""#,
        boxConstraints: """
            <constraint firstAttribute="width" constant="10" id="W1-aa-001"/>
            <constraint firstAttribute="height" constant="10" id="H1-aa-001"/>
            """,
        constraints: """
            <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Top-aa-001" secondAttribute="bottom" id="T1-aa-001"/>
            <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Vw1-aa-001" secondAttribute="leading" id="L1-aa-001"/>
            """,
        controllerExtra: controllerExtra, otherScenes: otherScenes)
    let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "Vw1-aa-001"))
    return try #require(root.solve().view(withID: "Bx1-aa-001")?.solved).y
}
