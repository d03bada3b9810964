import NibDocument
import NibLayout
import Testing

/// A vertical stack with `baselineRelativeArrangement="YES"` spaces views that show text from the
/// last baseline of one to the first baseline of the next, as UIKit documents and Interface
/// Builder saves (Provenance GameMoreInfo.storyboard: rows of labels 20.33 pt tall in a column
/// spaced 29 are saved 29 pt apart); a view without text keeps its edge.
@Suite struct BaselineRelativeStackTests {
    /// A column (`column`, spacing 29, equal spacing, pinned to the root's top and leading edges)
    /// of a row of two 17-pt labels (a horizontal stack), a 17-pt label, and an empty 20-pt view;
    /// baseline-relative when `baselineRelative`.
    func column(baselineRelative: Bool, axis: String = #"axis="vertical" "#) throws -> Document {
        let relative = baselineRelative ? #"baselineRelativeArrangement="YES" "# : ""
        return try makeDocument(width: 375, height: 300, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" \(axis)distribution="equalSpacing" alignment="top" spacing="29" \(relative)translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="200" height="98"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="108" height="20"/>
                        <subviews>
            \(label("name", width: 50))
            \(label("value", x: 58, width: 50))
                        </subviews>
                    </stackView>
            \(label("single", y: 29, width: 50))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="0.0" y="78" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="e1"/>
                            <constraint firstAttribute="height" constant="20" id="e2"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            """)
    }

    /// The labels' baselines are 29 pt apart, so are their 20-pt rows' tops (0, 29); the empty
    /// view, which shows no text, starts 29 pt below the label's bottom edge (29 + 20 + 29).
    @Test func rowsWithTextAreSpacedBaselineToBaseline() throws {
        let root = try #require(LayoutSystem(document: try column(baselineRelative: true), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(isClose(frame(solution, "row"), [0, 0, 108, 20]))
        #expect(isClose(frame(solution, "single"), [0, 29, 50, 20]))
        #expect(isClose(frame(solution, "empty"), [0, 78, 100, 20]))
        #expect(isClose(frame(solution, "column"), [0, 0, 108, 98]))
    }

    /// Without it the spacing runs edge to edge: 0, 49, 98.
    @Test func otherwiseEdgeToEdge() throws {
        let root = try #require(LayoutSystem(document: try column(baselineRelative: false), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(isClose(frame(solution, "single"), [0, 49, 50, 20]))
        #expect(isClose(frame(solution, "empty"), [0, 98, 100, 20]))
    }

    /// A horizontal stack ignores it (its baselines are its alignment's business).
    @Test func aRowIgnoresIt() throws {
        let root = try #require(LayoutSystem(document: try column(baselineRelative: true, axis: ""), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(isClose(frame(solution, "single"), [137, 0, 50, 20]))
        #expect(isClose(frame(solution, "empty"), [216, 0, 100, 20]))
    }

    /// A row aligned on first baselines hangs its top on its first view's, short of required: a
    /// label the nib pins 8 pt below the row's top sits there, with no conflict
    /// (iOS-planckForiOS's settings rows, saved at y = 8 in a 46-pt row).
    @Test func aLabelPinnedBelowABaselineRowsTopSitsThere() throws {
        let document = try makeDocument(width: 375, height: 100, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="0.0" width="375" height="46"/>
                <subviews>
            \(label("title", y: 8, width: 375))
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="row" secondAttribute="top" constant="8" id="t1"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="row" firstAttribute="height" constant="46" id="c4"/>
            """)
        let root = try #require(LayoutSystem(document: document, options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(solution.conflicts.isEmpty)
        #expect(isClose(frame(solution, "title"), [0, 8, 375, 20]))
    }

    /// A row aligned on `alignment` of a 17-pt label (20 tall) and a 34-pt rounded text field,
    /// pinned to the root's top and leading edges.
    func labelAndField(alignment: String) throws -> Document {
        try makeDocument(width: 375, height: 100, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="0.0" width="200" height="27"/>
                <subviews>
            \(label("title", y: 7, width: 50))
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Title" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="58" y="0.0" width="142" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            """)
    }

    /// Aligned on last baselines the row is the mirror image of a first-baseline row: its first
    /// view's bottom is the row's, every view's top inside it, and it is as thin as that allows,
    /// the taller field sticking out below (a Ray Wenderlich course's form rows: a headline label
    /// and a 34-pt field saved in a row 27.5 tall, the field at its top, the label 7 pt down).
    /// Nothing is left open: the label's pull to a thinner row and the field's to a thicker one
    /// tie, and the thinnest wins.
    @Test func aLastBaselineRowHangsFromItsFirstViewsBottom() throws {
        let root = try #require(LayoutSystem(document: try labelAndField(alignment: "lastBaseline"), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        #expect(solution.conflicts.isEmpty)
        let row = try #require(frame(solution, "row")), title = try #require(frame(solution, "title"))
        let field = try #require(frame(solution, "field"))
        #expect(abs(field[1]) < 0.001)
        #expect(abs(title[1] + title[3] - row[3]) < 0.001)
        #expect(title[1] > 0 && row[3] < field[3])
        for id in ["row", "title", "field"] {
            #expect(solution.view(withID: id)?.status == .ok, "\(id)")
        }
    }

    /// Aligned on first baselines the same row hangs from its first view's top, the field
    /// sticking out above (woocommerce's account-mismatch screen: a label and a button saved at
    /// y = 0 and -4.5 in a row 25.5 tall).
    @Test func aFirstBaselineRowHangsFromItsFirstViewsTop() throws {
        let root = try #require(LayoutSystem(document: try labelAndField(alignment: "firstBaseline"), options: .interfaceBuilder).root(withID: "root"))
        let solution = root.solve()
        let row = try #require(frame(solution, "row")), title = try #require(frame(solution, "title"))
        let field = try #require(frame(solution, "field"))
        #expect(abs(title[1]) < 0.001)
        #expect(field[1] < 0 && abs(field[1] + field[3] - row[3]) < 0.001)
        for id in ["row", "title", "field"] {
            #expect(solution.view(withID: id)?.status == .ok, "\(id)")
        }
    }
}
