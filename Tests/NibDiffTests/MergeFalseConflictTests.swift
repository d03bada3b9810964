import Foundation
import NibDiff
import NibDocument
import NibTestSupport
import Testing

/// What a correct merge by id merges without a conflict, each case shaped on the false conflicts
/// found in real merge histories: frames a container lays out, canvas and device noise, scene
/// order, derived edits against a deletion, and the same outlet added twice. And what a merge
/// may never do: mix two compound values into one.
@Suite struct MergeFalseConflictTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nc1-aa-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <navigationController id="Nc1-aa-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb1-aa-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Tv1-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="-700" y="100"/>
                </scene>
                <!--Books-->
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <tableViewController id="Tv1-aa-001" customClass="BooksViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tb1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="Hv1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                                    <subviews>
                                        <label text="Books" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                            <rect key="frame" x="16" y="20" width="361" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <button title="Sort" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">
                                            <rect key="frame" x="16" y="60" width="60" height="30"/>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="dataSource" destination="Tv1-aa-001" id="Od1-aa-001"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
            </scenes>
        </document>

        """

    static func merge(base: String = storyboard, ours: String, theirs: String) throws -> DocumentMerge.Result {
        try DocumentMerge(base: try Document(string: base, file: "Base.storyboard"), ours: try Document(string: ours, file: "Ours.storyboard"),
                          theirs: try Document(string: theirs, file: "Theirs.storyboard")).run()
    }

    static func edit(_ text: String, _ replacements: [(String, String)]) throws -> String {
        try MergeTests.edit(text, replacements)
    }

    /// `text` without the lines of the element with `id` (its start tag through its end tag).
    static func removingElement(id: String, from text: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("id=\"\(id)\"") }) else { throw MergeTests.MissingText(description: id) }
        let tag = lines[start].drop { $0 == " " }.dropFirst().prefix { $0 != " " && $0 != ">" }
        let end = lines[start].hasSuffix("/>") ? start : try #require(lines[start...].firstIndex { $0.contains("</\(tag)>") })
        lines.removeSubrange(start...end)
        return lines.joined(separator: "\n")
    }

    /// A scene as Interface Builder appends one, after the last.
    static func scene(_ n: String, title: String) -> String {
        """
                <!--\(title)-->
                <scene sceneID="Sn\(n)-aa-001">
                    <objects>
                        <viewController id="Vc\(n)-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv\(n)-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fs\(n)-aa-001" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(n)00" y="900"/>
                </scene>

        """
    }

    /// A navigation item's title view: the bar places it, so its origin saved two ways by two
    /// Xcodes (MyWallet's segmented title at y 5.5 and 5.67) merges; its size is its own, and
    /// changed two ways is a conflict.
    @Test func aTitleViewsOriginIsTheBarsButItsSizeIsItsOwn() throws {
        let base = try Self.edit(Self.storyboard, [(
            #"<tableViewController id="Tv1-aa-001" customClass="BooksViewController" sceneMemberID="viewController">"#,
            #"<tableViewController id="Tv1-aa-001" customClass="BooksViewController" sceneMemberID="viewController">"# + """

                                    <navigationItem key="navigationItem" id="Ni1-aa-001">
                                        <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="Sg2-aa-001">
                                            <rect key="frame" x="168" y="6" width="80" height="33"/>
                                        </segmentedControl>
                                    </navigationItem>
            """)])
        func variant(_ x: String, _ y: String, _ width: String) throws -> String {
            try Self.edit(base, [(#"<rect key="frame" x="168" y="6" width="80" height="33"/>"#, #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="33"/>"#)])
        }
        let moved = try Self.merge(base: base, ours: try variant("167", "5.6666666666666679", "80"), theirs: try variant("167", "5.5", "80"))
        #expect(moved.conflicts.isEmpty, "\(moved.conflicts)")
        _ = try MergeTests.checkWellFormed(moved.text)
        let resized = try Self.merge(base: base, ours: try variant("167", "5.5", "120"), theirs: try variant("167", "5.5", "100"))
        #expect(resized.conflicts.count == 1, "\(resized.conflicts)")
    }

    /// A bar button item's custom view: the bar places it, so its origin saved two ways (an item
    /// before it resized on one side, a newer Xcode's bar metrics on the other) merges; its size
    /// is its own, and changed two ways is a conflict (a toolbar's sort button re-measured by one
    /// side's Xcode and fitted to a new title by the other's).
    @Test func aBarButtonItemsCustomViewIsPlacedByTheBarButSizedByItself() throws {
        let base = try Self.edit(Self.storyboard, [(
            #"<tableViewController id="Tv1-aa-001" customClass="BooksViewController" sceneMemberID="viewController">"#,
            #"<tableViewController id="Tv1-aa-001" customClass="BooksViewController" sceneMemberID="viewController">"# + """

                                    <navigationItem key="navigationItem" id="Ni1-aa-001">
                                        <barButtonItem key="rightBarButtonItem" style="plain" id="Bi1-aa-001">
                                            <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cv1-aa-001">
                                                <rect key="frame" x="311" y="4.5" width="83" height="35"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <state key="normal" title="Sort"/>
                                            </button>
                                        </barButtonItem>
                                    </navigationItem>
            """)])
        func variant(_ x: String, _ y: String, _ width: String) throws -> String {
            try Self.edit(base, [(#"<rect key="frame" x="311" y="4.5" width="83" height="35"/>"#, #"<rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="35"/>"#)])
        }
        let moved = try Self.merge(base: base, ours: try variant("302", "4.5", "83"), theirs: try variant("311", "4.6666666666666679", "83"))
        #expect(moved.conflicts.isEmpty, "\(moved.conflicts)")
        _ = try MergeTests.checkWellFormed(moved.text)
        let resized = try Self.merge(base: base, ours: try variant("341", "4.5", "53"), theirs: try variant("286", "4.5", "108"))
        #expect(resized.conflicts.count == 1 && resized.conflicts.first?.message.contains("'width'") == true, "\(resized.conflicts)")
    }

    /// A table header's height is its own: changed two ways, a conflict that names it, though its
    /// width and y, which the table sets, changed two ways too.
    @Test func aTableHeadersHeightIsItsOwn() throws {
        func variant(_ width: String, _ height: String) throws -> String {
            try Self.edit(Self.storyboard, [(#"<rect key="frame" x="0.0" y="0.0" width="393" height="120"/>"#,
                                             #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)])
        }
        let result = try Self.merge(ours: try variant("390", "140"), theirs: try variant("414", "100"))
        #expect(result.conflicts.count == 1 && result.conflicts.first?.message.contains("'height' was changed two ways") == true, "\(result.conflicts)")
    }

    /// Frames a container lays out (a table header's width and y, a scene's root size, a navigation
    /// bar's frame) and a label's height half a point apart under Auto Layout, each changed two ways.
    @Test func framesAContainerLaysOutAreNeverAConflict() throws {
        func variant(_ width: String, _ height: String, _ bar: String, _ label: String) throws -> String {
            try Self.edit(Self.storyboard, [
                (#"<rect key="frame" x="0.0" y="0.0" width="393" height="120"/>"#, #"<rect key="frame" x="0.0" y="\#(bar)" width="\#(width)" height="120"/>"#),
                (#"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#, #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#),
                (#"<rect key="frame" x="0.0" y="59" width="393" height="44"/>"#, #"<rect key="frame" x="0.0" y="\#(bar)" width="\#(width)" height="44"/>"#),
                (#"width="361" height="20.5""#, #"width="361" height="\#(label)""#),
            ])
        }
        let result = try Self.merge(ours: try variant("390", "844", "47", "20.333333333333332"),
                                    theirs: try variant("414", "896", "48", "21"))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// `<device>` edited on one side and removed on the other is noise.
    @Test func aDeviceEditedAndRemovedIsNoise() throws {
        let ours = try Self.edit(Self.storyboard, [(#"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, #"<device id="retina6_72" orientation="portrait" appearance="dark"/>"#)])
        let theirs = try Self.edit(Self.storyboard, [(#"<device id="retina6_12" orientation="portrait" appearance="light"/>"# + "\n", "")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
    }

    /// A scene deleted on one side and only moved on the canvas on the other is deleted.
    @Test func aSceneMovedOnTheCanvasAndDeletedIsDeleted() throws {
        let base = try Self.edit(Self.storyboard, [("    </scenes>", Self.scene("7", title: "Extra") + "    </scenes>")])
        let ours = try Self.edit(base, [(#"<point key="canvasLocation" x="700" y="900"/>"#, #"<point key="canvasLocation" x="740" y="960"/>"#)])
        let theirs = try Self.edit(base, [(Self.scene("7", title: "Extra"), "")])
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Sn7-aa-001"))
    }

    /// Both sides appended a scene after the same last one: a storyboard finds scenes by id, so
    /// both are kept, ours first, and Xcode's scene comments stay.
    @Test func scenesAppendedOnBothSidesMerge() throws {
        let ours = try Self.edit(Self.storyboard, [("    </scenes>", Self.scene("8", title: "Ours") + "    </scenes>")])
        let theirs = try Self.edit(Self.storyboard, [("    </scenes>", Self.scene("9", title: "Theirs") + "    </scenes>")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let ourScene = try #require(result.text.range(of: "Sn8-aa-001"))
        let theirScene = try #require(result.text.range(of: "Sn9-aa-001"))
        #expect(ourScene.lowerBound < theirScene.lowerBound)
        #expect(result.text.contains("<!--Books-->") && result.text.contains("<!--Ours-->") && result.text.contains("<!--Theirs-->"), "\(result.text)")
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// apturicovid's Main.storyboard: theirs deleted a plain container view but kept what it held,
    /// moved to the container's parent; ours edited a label inside it. The label lives on in
    /// theirs, so ours' edit is not against the deletion: the container goes and the label keeps
    /// ours' edit, cleanly. An edit of the container itself is still a conflict.
    @Test func anEditInsideWhatTheOtherSideMovedOutOfADeletedContainerMerges() throws {
        let base = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Rv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bv1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                                        <subviews>
                                            <label text="Delete all data" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-aa-001">
                                                <rect key="frame" x="16" y="16" width="120" height="21"/>
                                            </label>
                                        </subviews>
                                    </view>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let ours = try Self.edit(base, [(#"<label text="Delete all data" "#, #"<label text="Delete all data" numberOfLines="0" "#)])
        // Theirs: the container's lines go, and what it held is the root's subview.
        var theirsLines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let open = try #require(theirsLines.firstIndex { $0.contains(#"id="Cv1-aa-001""#) })
        theirsLines.removeSubrange(open...(open + 2))
        let close = try #require(theirsLines.lastIndex { $0.trimmingCharacters(in: .whitespaces) == "</subviews>" })
        theirsLines.removeSubrange((close - 1)...close)
        let theirs = theirsLines.joined(separator: "\n")
        _ = try MergeTests.checkWellFormed(theirs)
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Cv1-aa-001") && result.text.contains("Bv1-aa-001"), "\(result.text)")
        #expect(result.text.contains(#"numberOfLines="0""#), "\(result.text)")
        let containerEdited = try Self.edit(ours, [(#"translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001""#,
                                                    #"hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001""#)])
        let kept = try Self.merge(base: base, ours: containerEdited, theirs: theirs)
        #expect(kept.conflicts.contains { $0.message.contains("edited by ours and deleted by theirs") }, "\(kept.conflicts)")
    }

    /// One side only moved a button (its frame), the other deleted it: deleted cleanly.
    @Test func aDerivedEditAgainstADeletionDeletes() throws {
        let ours = try Self.edit(Self.storyboard, [(#"<rect key="frame" x="16" y="60" width="60" height="30"/>"#, #"<rect key="frame" x="24" y="64" width="60" height="30"/>"#)])
        let theirs = try Self.removingElement(id: "Hb1-aa-001", from: Self.storyboard)
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Hb1-aa-001"))
    }

    /// ios-restart-app's ProductViewController.xib: one side saved with Xcode 7, which adds an
    /// empty `<animations/>` to every view, the other deleted a label: deleted cleanly.
    @Test func anEmptyAnimationsElementAgainstADeletionDeletes() throws {
        let ours = try Self.edit(Self.storyboard, [(#"<rect key="frame" x="16" y="60" width="60" height="30"/>"#, #"<rect key="frame" x="16" y="60" width="60" height="30"/><animations/>"#)])
        let theirs = try Self.removingElement(id: "Hb1-aa-001", from: Self.storyboard)
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Hb1-aa-001"))
    }

    /// Hippo-iOS-SDK's chat storyboard: one side saved with another Xcode, which wrote a
    /// button's `system` type as `roundedRect` and added `cocoaTouchSystemColor` beside a colour's
    /// `systemColor`; the other deleted the button: deleted cleanly, as neither changes what the
    /// button is. A colour changed for real is an edit, and the conflict stands.
    @Test func valuesWrittenAnotherWayAgainstADeletionDelete() throws {
        let base = try Self.edit(Self.storyboard, [(#"<button title="Sort" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">"#,
                                                   #"<button title="Sort" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">"# + "\n" + #"<color key="tintColor" systemColor="systemBlueColor"/>"#)])
        let theirs = try Self.removingElement(id: "Hb1-aa-001", from: base)
        let resaved = try Self.edit(base, [(#"buttonType="system""#, #"buttonType="roundedRect""#),
                                           (#"systemColor="systemBlueColor"/>"#, #"systemColor="systemBlueColor" cocoaTouchSystemColor="darkTextColor"/>"#)])
        let result = try Self.merge(base: base, ours: resaved, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Hb1-aa-001"))
        let recoloured = try Self.edit(base, [(#"systemColor="systemBlueColor""#, #"systemColor="systemRedColor""#)])
        let kept = try Self.merge(base: base, ours: recoloured, theirs: theirs)
        #expect(kept.conflicts.contains { $0.message.contains("edited by ours and deleted by theirs") } && kept.text.contains("Hb1-aa-001"), "\(kept.conflicts)")
    }

    /// The same outlet added on both sides under two ids is kept once.
    @Test func theSameOutletAddedTwiceIsKeptOnce() throws {
        func adding(_ id: String) throws -> String {
            try Self.edit(Self.storyboard, [(#"<outlet property="dataSource" destination="Tv1-aa-001" id="Od1-aa-001"/>"#,
                                             #"<outlet property="dataSource" destination="Tv1-aa-001" id="Od1-aa-001"/>"# + "\n"
                                             + #"<outlet property="delegate" destination="Tv1-aa-001" id="\#(id)"/>"#)])
        }
        let result = try Self.merge(ours: try adding("De1-aa-001"), theirs: try adding("De2-bb-002"))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.components(separatedBy: #"property="delegate""#).count == 2, "\(result.text)")
    }

    /// Both sides added the same label with different fonts: the font is one value, taken whole
    /// from ours, as a conflict; never a font mixing the two.
    @Test func aCompoundValueIsNeverMixed() throws {
        func adding(_ font: String) throws -> String {
            try Self.edit(Self.storyboard, [(#"<button title="Sort""#, """
                <label text="New" translatesAutoresizingMaskIntoConstraints="NO" id="Nl1-aa-001">
                    <rect key="frame" x="16" y="90" width="100" height="20"/>
                    \(font)
                </label>
                <button title="Sort"
                """)])
        }
        let result = try Self.merge(ours: try adding(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
                                    theirs: try adding(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#))
        #expect(!result.conflicts.isEmpty)
        let document = try MergeTests.checkWellFormed(result.text)
        let font = try #require(document.element(withID: "Nl1-aa-001")?.child(key: "fontDescription"))
        #expect(font[attribute: "pointSize"] == "17" && font[attribute: "style"] == nil, "\(result.text)")
    }

    /// Ours deleted the navigation controller's root segue; theirs edited a label. Interface
    /// Builder's `<inferredMetricsTieBreakers>` still names the deleted segue: a list it derives,
    /// so the dangling reference is dropped, not a conflict, and nothing is kept for it.
    @Test func aDanglingReferenceInInferredMetricsTieBreakersIsDropped() throws {
        let base = try Self.edit(Self.storyboard, [("    </scenes>\n", "    </scenes>\n    <inferredMetricsTieBreakers>\n        <segue reference=\"Sg1-aa-001\"/>\n    </inferredMetricsTieBreakers>\n")])
        let ours = try Self.removingElement(id: "Sg1-aa-001", from: base)
        let theirs = try Self.edit(base, [(#"<label text="Books""#, #"<label text="All books""#)])
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Sg1-aa-001"), "\(result.text)")
        #expect(result.text.contains(#"text="All books""#))
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// Theirs changed the canvas to another device model (`<device id="retina4_0">`), ours
    /// re-saved it in dark appearance: a device's id names a model, not an object, so this is one
    /// device edited two ways, stamped by Interface Builder: ours, whole, without a conflict.
    @Test func aDeviceModelChangedOnOneSideAndEditedOnTheOtherIsNoise() throws {
        let device = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#
        let ours = try Self.edit(Self.storyboard, [(device, #"<device id="retina6_12" orientation="portrait" appearance="dark"/>"#)])
        let theirs = try Self.edit(Self.storyboard, [(device, #"<device id="retina4_0" orientation="portrait" appearance="light"/>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"<device id="retina6_12" orientation="portrait" appearance="dark"/>"#), "\(result.text)")
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// Ours deleted the Books scene; theirs only took the Sort button out of it (OsmAnd-iOS: a
    /// tab bar item removed from a scene the other side deleted). The deletion already includes
    /// that edit: the scene goes, without a conflict.
    @Test func aDeletionAgainstAnEditThatOnlyRemovedPartsDeletes() throws {
        let start = try #require(Self.storyboard.range(of: "        <!--Books-->\n"))
        let end = try #require(Self.storyboard.range(of: "        </scene>\n", range: start.upperBound..<Self.storyboard.endIndex))
        var ours = Self.storyboard
        ours.removeSubrange(start.lowerBound..<end.upperBound)
        ours = try Self.edit(ours, [(#"<segue destination="Tv1-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>"#, "")])
        let theirs = try Self.removingElement(id: "Hb1-aa-001", from: Self.storyboard)
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Tv1-aa-001") && !result.text.contains("Hb1-aa-001"), "\(result.text)")
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// Theirs constrained an image view (OsmAnd-iOS `OATimeCell.xib`): it set
    /// `translatesAutoresizingMaskIntoConstraints="NO"` and Interface Builder took its autoresizing
    /// mask out; ours re-saved the mask with another flag. A constrained view's mask says nothing,
    /// so theirs' removal stands, without a conflict.
    @Test func anAutoresizingMaskRemovedByTheSideThatConstrainedTheViewIsNotAConflict() throws {
        let base = try MergeTests.edit(MergeTests.base, [(#"<view translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001">"#,
            #"<imageView fixedFrame="YES" id="Iv1-aa-001"><rect key="frame" x="16" y="7" width="30" height="30"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/></imageView>"# + "\n"
            + #"<view translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001">"#)])
        let ours = try MergeTests.edit(base, [(#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/>"#, #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#)])
        let theirs = try MergeTests.edit(base, [
            (#"<imageView fixedFrame="YES" id="Iv1-aa-001">"#, #"<imageView translatesAutoresizingMaskIntoConstraints="NO" id="Iv1-aa-001">"#),
            (#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/>"#, #"<constraints><constraint firstAttribute="width" constant="30" id="Iw1-aa-001"/></constraints>"#),
        ])
        let result = try MergeTests.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try MergeTests.checkWellFormed(result.text)
        let image = try #require(document.element(withID: "Iv1-aa-001"))
        #expect(image.child(key: "autoresizingMask") == nil && image[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO", "\(result.text)")
    }

    /// Ours disconnected every outlet of the File's Owner (ello-ios: prototype cells retired, all
    /// their outlets removed, `<connections>` with them); theirs re-pointed one outlet at a new
    /// view. The list holds only objects, each merged on its own: ours' removals and theirs' new
    /// outlet, without a conflict over the list.
    @Test func aListOfConnectionsRemovedOnOneSideAndEditedOnTheOtherMergesItsObjects() throws {
        let base = try MergeTests.edit(MergeTests.base, [(#"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#,
            #"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/><outlet property="title" destination="Tl1-aa-001" id="Oc2-aa-001"/>"#)])
        let ours = try MergeTests.edit(base, [(#"<connections>\#n                <outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/><outlet property="title" destination="Tl1-aa-001" id="Oc2-aa-001"/>\#n            </connections>\#n"#, "")])
        let theirs = try MergeTests.edit(base, [(#"<outlet property="title" destination="Tl1-aa-001" id="Oc2-aa-001"/>"#, #"<outlet property="signIn" destination="Bt1-aa-001" id="Oc3-aa-001"/>"#)])
        let result = try MergeTests.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try MergeTests.checkWellFormed(result.text)
        let outlets = document.elements(named: "outlet").compactMap(\.id)
        #expect(outlets == ["Oc3-aa-001"], "\(result.text)")
    }

    /// Ours deleted the Books scene; theirs only re-sorted a size class's list of installed
    /// constraints in it (Interface Builder re-sorts `<mask>` on its own; the issue's "re-sorted in
    /// its size-class lists"). Nothing of theirs is lost: the scene goes, without a conflict.
    @Test func aDeletionAgainstSizeClassListsReSortedDeletes() throws {
        func variation(_ references: [String]) -> String {
            "<variation key=\"widthClass=compact\"><mask key=\"constraints\">"
                + references.map { "<include reference=\"\($0)\"/>" }.joined() + "</mask></variation>"
        }
        let header = "</subviews>\n"
        let constraints = #"<constraints><constraint firstItem="Hl1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="20" id="Hc1-aa-001"/><constraint firstItem="Hb1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="60" id="Hc2-aa-001"/></constraints>"#
        let base = try Self.edit(Self.storyboard, [(header, header + constraints + variation(["Hc1-aa-001", "Hc2-aa-001"]) + "\n")])
        let theirs = try Self.edit(base, [(variation(["Hc1-aa-001", "Hc2-aa-001"]), variation(["Hc2-aa-001", "Hc1-aa-001"]))])
        let start = try #require(base.range(of: "        <!--Books-->\n"))
        let end = try #require(base.range(of: "        </scene>\n", range: start.upperBound..<base.endIndex))
        var ours = base
        ours.removeSubrange(start.lowerBound..<end.upperBound)
        ours = try Self.edit(ours, [(#"<segue destination="Tv1-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>"#, "")])
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Tv1-aa-001"), "\(result.text)")
        _ = try MergeTests.checkWellFormed(result.text)
    }

    /// Ours put the Books scene's First Responder before its controller, theirs put its Exit
    /// before the First Responder (tinode: Xcode re-sorts a scene's objects). A scene's objects
    /// are found by id, so two orders of them are not a conflict (a XIB's top-level objects'
    /// are); ours' order is kept.
    @Test func aScenesObjectsReorderedTwoWaysIsNotAConflict() throws {
        let start = try #require(Self.storyboard.range(of: #"                <tableViewController id="Tv1-aa-001""#))
        let end = try #require(Self.storyboard.range(of: "</tableViewController>\n", range: start.upperBound..<Self.storyboard.endIndex))
        let controller = String(Self.storyboard[start.lowerBound..<end.upperBound])
        let responder = #"                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>"# + "\n"
        let exit = #"                <exit id="Ex2-aa-001" userLabel="Exit" sceneMemberID="exit"/>"# + "\n"
        let base = try Self.edit(Self.storyboard, [(controller + responder, controller + responder + exit)])
        let ours = try Self.edit(base, [(controller + responder + exit, responder + controller + exit)])
        let theirs = try Self.edit(base, [(controller + responder + exit, controller + exit + responder)])
        let result = try Self.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try MergeTests.checkWellFormed(result.text)
        let objects = document.element(withID: "Tv1-aa-001")?.parent?.children.compactMap(\.id)
        #expect(objects == ["Fr2-aa-001", "Tv1-aa-001", "Ex2-aa-001"], "\(result.text)")
    }

    /// An Xcode 4 storyboard: its XML declaration says `standalone="no"`, and `<classes>` lists
    /// the outlets and actions Interface Builder read from each class's header.
    static let xcode4Storyboard = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.1" toolsVersion="2182" systemVersion="11D50d" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="Vc1-aa-001">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="1179"/>
            </dependencies>
            <scenes>
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" customClass="PostViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vv1-aa-001">
                                <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <classes>
                <class className="PostViewController" superclassName="UIViewController">
                    <source key="sourceIdentifier" type="project" relativePath="./Classes/PostViewController.h"/>
                    <relationships>
                        <relationship kind="action" name="done:"/>
                        <relationship kind="outlet" name="titleLabel" candidateClass="UILabel"/>
                    </relationships>
                </class>
            </classes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination"/>
            </simulatedMetricsContainer>
        </document>
        """

    /// KASS-iPhone-App's main storyboard: both sides changed classes' headers, so both sides'
    /// `<classes>` changed, one class's outlets in different places. A correct merge keeps every
    /// class and outlet either side lists, and where both changed one, ours (Interface Builder
    /// reads the headers again). The declaration is written back as the sides wrote it.
    @Test func classDescriptionsChangedOnBothSidesMerge() throws {
        let outlet = #"                <relationship kind="outlet" name="titleLabel" candidateClass="UILabel"/>"#
        let ours = try Self.edit(Self.xcode4Storyboard, [
            (outlet, outlet + "\n" + #"                <relationship kind="outlet" name="photoView" candidateClass="UIImageView"/>"#),
            (#"name="titleLabel" candidateClass="UILabel""#, #"name="titleLabel" candidateClass="UITextField""#),
        ])
        let theirs = try Self.edit(Self.xcode4Storyboard, [
            (#"<relationship kind="action" name="done:"/>"#, #"<relationship kind="action" name="cancel:"/>"# + "\n" + #"                <relationship kind="action" name="done:"/>"#),
            (#"name="titleLabel" candidateClass="UILabel""#, #"name="titleLabel" candidateClass="UITextView""#),
            ("        </class>\n", "        </class>\n" + #"        <class className="ShopViewController" superclassName="UIViewController"/>"# + "\n"),
        ])
        let result = try Self.merge(base: Self.xcode4Storyboard, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try MergeTests.checkWellFormed(result.text)
        let relationships = document.elements.filter { $0.name == "relationship" }.map { "\($0[attribute: "name"] ?? "") \($0[attribute: "candidateClass"] ?? "")" }
        #expect(relationships == ["cancel: ", "done: ", "titleLabel UITextField", "photoView UIImageView"], "\(result.text)")
        #expect(document.elements.contains { $0[attribute: "className"] == "ShopViewController" }, "\(result.text)")
        #expect(result.text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"# + "\n"), "\(result.text)")
    }

    /// Fresco's Main.storyboard (Xcode 7): a collection view cell whose content view is written
    /// as a plain `<view key="contentView">`, and a constrained logo above it.
    static let photoScene = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Pc1-aa-001">
            <scenes>
                <scene sceneID="Ps1-aa-001">
                    <objects>
                        <viewController id="Pc1-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="largeLogo" translatesAutoresizingMaskIntoConstraints="NO" id="Pi1-aa-001">
                                        <rect key="frame" x="66" y="20" width="243" height="146"/>
                                    </imageView>
                                    <imageView contentMode="scaleAspectFit" image="smallLogo" id="Pi2-aa-001">
                                        <rect key="frame" x="10" y="180" width="40" height="40"/>
                                    </imageView>
                                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Pl1-aa-001">
                                        <rect key="frame" x="0.0" y="240" width="600" height="300"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="Pf1-aa-001">
                                            <size key="itemSize" width="600" height="300"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="PostCell" id="Pc2-aa-001">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                                    <rect key="frame" x="0.0" y="0.0" width="602" height="299"/>
                                                </view>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// Fresco's merges: the content view's frame saved two ways (a cell's content view fills the
    /// cell), and a size class's frame that both sides gave the constrained logo, 59 and 117 pt
    /// tall, merge without a conflict; the same size class's frame for a logo placed by its
    /// frame (no constraints place it) is the file's own, and two of them conflict.
    @Test func framesOfACellsContentViewAndOfAConstrainedViewsSizeClassAreDerived() throws {
        func variant(content: String, logo: String) throws -> String {
            try Self.edit(Self.photoScene, [
                (#"width="602" height="299""#, content),
                (#"width="243" height="146"/>"#, #"width="243" height="146"/><variation key="heightClass=compact-widthClass=regular" misplaced="YES"><rect key="frame" x="66" y="20" width="535" height="\#(logo)"/></variation>"#),
            ])
        }
        let result = try Self.merge(base: Self.photoScene, ours: try variant(content: #"width="50" height="50""#, logo: "59"),
                                    theirs: try variant(content: #"width="600" height="300""#, logo: "117"))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        _ = try MergeTests.checkWellFormed(result.text)

        func placedByFrame(_ height: String) throws -> String {
            try Self.edit(Self.photoScene, [(#"width="40" height="40"/>"#,
                                              #"width="40" height="40"/><variation key="heightClass=compact-widthClass=regular"><rect key="frame" x="10" y="180" width="40" height="\#(height)"/></variation>"#)])
        }
        let own = try Self.merge(base: Self.photoScene, ours: try placedByFrame("30"), theirs: try placedByFrame("50"))
        #expect(own.conflicts.count == 1 && own.conflicts.first?.message.contains("'height' was changed two ways") == true, "\(own.conflicts)")
    }
}
