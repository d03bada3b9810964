import Foundation
import NibDiff
import NibDocument
import NibTestSupport
import NibValidation
import Testing

/// `nibcheck merge` and `DocumentMerge` (issue #26 section 2): each shape of edit the issue
/// names, from one base, edited two ways.
@Suite struct MergeTests {
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections>
                        <outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Lv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001">
                            <rect key="frame" x="16" y="100" width="80" height="20.5"/>
                        </label>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001">
                            <rect key="frame" x="16" y="200" width="361" height="100"/>
                            <subviews>
                                <button title="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                                </button>
                            </subviews>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Tl1-aa-001" firstAttribute="leading" secondItem="Lv1-aa-001" secondAttribute="leading" constant="16" id="Ct1-aa-001"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """

    /// The whole lines of the base from the one holding `first` to the one holding `last`.
    static func lines(_ first: String, through last: String) throws -> String {
        let lines = base.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains(first) }),
              let end = lines[start...].firstIndex(where: { $0.contains(last) }) else { throw MissingText(description: "no \(first)…\(last)") }
        return lines[start...end].joined(separator: "\n") + "\n"
    }

    struct MissingText: Error, CustomStringConvertible { let description: String }

    static func edit(_ text: String, _ replacements: [(String, String)]) throws -> String {
        var text = text
        for (old, new) in replacements {
            guard text.contains(old) else { throw MissingText(description: "the text has no \(old)") }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    static func merge(ours: String, theirs: String, base: String = MergeTests.base) throws -> DocumentMerge.Result {
        try DocumentMerge(base: try Document(string: base, file: "Base.xib"), ours: try Document(string: ours, file: "Ours.xib"),
                          theirs: try Document(string: theirs, file: "Theirs.xib")).run()
    }

    /// The result is a document Interface Builder opens: it parses, has no duplicate id and no
    /// dangling reference.
    static func checkWellFormed(_ text: String) throws -> Document {
        let document = try Document(string: text, file: "Merged.xib")
        let findings = Validator().validate(document).filter { [.duplicateID, .danglingReference, .parseError].contains($0.ruleID) }
        #expect(findings.isEmpty, "\(findings)")
        return document
    }

    static let addedLabel = #"<label text="Forgot password?" translatesAutoresizingMaskIntoConstraints="NO" id="Fp1-aa-001"><rect key="frame" x="16" y="320" width="150" height="20.5"/></label>"#
    static let addedSwitch = #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-aa-001"><rect key="frame" x="16" y="60" width="51" height="31"/></switch>"#
    /// The switch, saved where the added label is: one is drawn over the other.
    static let addedSwitchOverTheLabel = #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="Sw1-aa-001"><rect key="frame" x="16" y="315" width="51" height="31"/></switch>"#

    /// MedRep's MRServeViewController.xib, added on two branches: the same constraint, under one
    /// id, with constant 50 on one side and none on the other. With no base to tell an edit from
    /// a value left alone, the two are a conflict, not ours taken silently.
    @Test func anObjectBothSidesAddedWithDifferentValuesIsAConflict() throws {
        let existing = #"constant="16" id="Ct1-aa-001"/>"#
        let added = #"<constraint firstAttribute="bottom" secondItem="Tl1-aa-001" secondAttribute="bottom" constant="50" id="Cb1-aa-001"/>"#
        let ours = try Self.edit(Self.base, [(existing, existing + "\n" + added)])
        let theirs = try Self.edit(Self.base, [(existing, existing + "\n" + added.replacingOccurrences(of: #" constant="50""#, with: ""))])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 1 && result.conflicts.first?.message.contains("'constant' was changed two ways: ours '50', theirs none") == true,
                "\(result.conflicts.map(\.message))")
        // The same addition on both sides is no conflict.
        #expect(try Self.merge(ours: ours, theirs: ours).conflicts.isEmpty)
        // Nor is a constant one side leaves out and the other writes as its default, 0.
        let zero = try Self.edit(Self.base, [(existing, existing + "\n" + added.replacingOccurrences(of: #"constant="50""#, with: #"constant="0""#))])
        #expect(try Self.merge(ours: zero, theirs: theirs).conflicts.isEmpty)
    }

    /// An object one side added, holding two runtime attributes of one key path (fcbvttn123's
    /// iOS-Capstone: an image view's `layer.borderColor` set as a number, then as a colour), and
    /// an edit on the other side: the merge keeps both attributes, in their order.
    @Test func twoRuntimeAttributesOfOneKeyPathAreBothKept() throws {
        let attributes = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderColor"><integer key="value" value="80"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" systemColor="systemBlueColor"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """
        let image = #"<imageView translatesAutoresizingMaskIntoConstraints="NO" id="Im1-aa-001"><rect key="frame" x="16" y="320" width="64" height="64"/>"# + attributes + "</imageView>"
        let label = #"<label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001">"#
        let theirs = try Self.edit(Self.base, [(label, image + label)])
        let ours = try Self.edit(Self.base, [(#"text="Welcome""#, #"text="Hello""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts.map(\.message))")
        let merged = try #require(try Self.checkWellFormed(result.text).element(withID: "Im1-aa-001")?.child(named: "userDefinedRuntimeAttributes"))
        let written = merged.children.map { "\($0[attribute: "type"] ?? "") \($0[attribute: "keyPath"] ?? "")" }
        #expect(written == ["number layer.borderColor", "number layer.borderWidth", "color layer.borderColor"], "\(written)")
    }

    /// A keyed value without an id that both sides added to an object the base has: the base left
    /// each of its attributes unset, so each side's merges.
    @Test func aKeyedValueBothSidesAddedToAnExistingObjectMerges() throws {
        let label = #"<rect key="frame" x="16" y="100" width="80" height="20.5"/>"#
        let ours = try Self.edit(Self.base, [(label, label + #"<textInputTraits key="textInputTraits" autocorrectionType="no"/>"#)])
        let theirs = try Self.edit(Self.base, [(label, label + #"<textInputTraits key="textInputTraits" keyboardType="emailAddress"/>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts.map(\.message))")
        let traits = try Self.checkWellFormed(result.text).element(withID: "Tl1-aa-001")?.child(key: "textInputTraits")
        #expect(traits?[attribute: "autocorrectionType"] == "no" && traits?[attribute: "keyboardType"] == "emailAddress")
    }

    @Test func viewsAddedAtDifferentPlacesByBothSidesMerge() throws {
        let ours = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + Self.addedLabel + "\n            </subviews>")])
        let theirs = try Self.edit(Self.base, [("<subviews>\n                <label", "<subviews>\n" + Self.addedSwitch + "\n                <label")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.subviews.compactMap { $0.id }
        #expect(order == ["Sw1-aa-001", "Tl1-aa-001", "Cv1-aa-001", "Fp1-aa-001"])
    }

    /// Two views added at one place: where one is saved over the other, which is drawn on top
    /// is the design, so the order is a conflict (ours first), and both are kept; where they
    /// don't meet (a label under the form, a switch above it), neither is drawn over the other,
    /// so either order is the design, and they merge, ours first.
    @Test(arguments: [(MergeTests.addedSwitchOverTheLabel, true), (MergeTests.addedSwitch, false)])
    func insertionsAtTheSamePlaceConflictWhereTheyOverlap(_ theirSwitch: String, _ overlap: Bool) throws {
        let ours = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + Self.addedLabel + "\n            </subviews>")])
        let theirs = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + theirSwitch + "\n            </subviews>")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == (overlap ? 1 : 0) && result.conflicts.allSatisfy { $0.message.contains("same place") }, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.subviews.compactMap { $0.id }
        #expect(order == ["Tl1-aa-001", "Cv1-aa-001", "Fp1-aa-001", "Sw1-aa-001"])
    }

    /// The same two views, where the order still matters or can't be told: a stack view's
    /// subviews are its arranged views, laid out in order; a view saved without a frame may be
    /// anywhere.
    @Test(arguments: ["stack", "frameless"])
    func insertionsAtTheSamePlaceStayAConflictWhereOrderMayShow(_ case: String) throws {
        var base = Self.base
        var label = Self.addedLabel
        if `case` == "stack" {
            base = try Self.edit(base, [(#"<view contentMode="scaleToFill" id="Lv1-aa-001">"#, #"<stackView axis="vertical" contentMode="scaleToFill" id="Lv1-aa-001">"#),
                                        ("        </view>\n    </objects>", "        </stackView>\n    </objects>")])
        } else {
            label = label.replacingOccurrences(of: #"<rect key="frame" x="16" y="320" width="150" height="20.5"/>"#, with: "")
        }
        let ours = try Self.edit(base, [("</view>\n            </subviews>", "</view>\n" + label + "\n            </subviews>")])
        let theirs = try Self.edit(base, [("</view>\n            </subviews>", "</view>\n" + Self.addedSwitch + "\n            </subviews>")])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("same place"), "\(result.conflicts)")
    }

    @Test func aViewMovedOnOneSideWhileItsTextChangesOnTheOther() throws {
        // Ours moves the label into the container view; theirs changes its text.
        let label = try Self.lines(#"<label text="Welcome""#, through: "</label>")
        var ours = try Self.edit(Self.base, [(label, "")])
        ours = try Self.edit(ours, [("</button>\n", "</button>\n" + label)])
        let theirs = try Self.edit(Self.base, [(#"text="Welcome""#, #"text="Welcome back""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let moved = try #require(document.element(withID: "Tl1-aa-001"))
        #expect(moved[attribute: "text"] == "Welcome back")
        #expect(moved.parent?.parent?.id == "Cv1-aa-001")
    }

    /// An object one side adds inside another stays there when the other side moves a container
    /// around both and re-lays it out (GenesisVision's DefaultTableViewCell.xib: a height
    /// constraint added to a label whose stack view the other side wrapped in a new one).
    @Test func anObjectAddedInsideAViewWhoseContainerTheOtherSideMovedIsKept() throws {
        let button = #"<rect key="frame" x="0.0" y="0.0" width="80" height="30"/>"#
        let ours = try Self.edit(Self.base, [(button, button + #"<constraints><constraint firstAttribute="height" constant="44" id="Hb1-aa-001"/></constraints>"#)])
        let container = try Self.lines(#"<view translatesAutoresizingMaskIntoConstraints="NO" id="Cv1-aa-001">"#, through: "</view>")
        var theirs = try Self.edit(Self.base, [(container, #"<view translatesAutoresizingMaskIntoConstraints="NO" id="Wv1-aa-001"><rect key="frame" x="0.0" y="150" width="393" height="200"/><subviews>"#
            + "\n" + container + "</subviews></view>\n")])
        theirs = try Self.edit(theirs, [(button, #"<rect key="frame" x="0.0" y="0.0" width="80" height="44"/>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let constraint = try #require(document.element(withID: "Hb1-aa-001"))
        #expect(constraint.parent?.parent?.id == "Bt1-aa-001")
        #expect(document.element(withID: "Cv1-aa-001")?.parent?.parent?.id == "Wv1-aa-001")
    }

    /// An object one side moved between two views keeps the other side's edit when that side
    /// wrapped both views' container in a new one: the merged tree's places are neither side's.
    @Test func anObjectMovedInsideAContainerTheOtherSideWrappedKeepsTheOtherSidesEdit() throws {
        let label = #"<label text="Welcome" id="Tl1-aa-001"><rect key="frame" x="16" y="10" width="80" height="20"/></label>"#
        let image = #"<imageView contentMode="scaleToFill" id="Iv1-aa-001"><rect key="frame" x="300" y="10" width="40" height="40"/></imageView>"#
        let sections = """
            <view contentMode="scaleToFill" id="Sv1-aa-001"><rect key="frame" x="0.0" y="100" width="393" height="200"/><subviews>
            <view contentMode="scaleToFill" id="Av1-aa-001"><rect key="frame" x="0.0" y="0.0" width="393" height="100"/><subviews>\(label)</subviews></view>
            <view contentMode="scaleToFill" id="Bv1-aa-001"><rect key="frame" x="0.0" y="100" width="393" height="100"/><subviews>\(image)</subviews></view>
                </subviews></view>

            """
        let base = try Self.edit(Self.base, [(try Self.lines(#"<label text="Welcome""#, through: "</label>"), sections)])
        // Ours moves the label from the first section into the second.
        let ours = try Self.edit(base, [("<subviews>" + label + "</subviews>", "<subviews/>"), ("<subviews>" + image, "<subviews>" + label + image)])
        // Theirs wraps the sections' container in a new view and changes the label's text.
        let theirs = try Self.edit(base, [(#"<view contentMode="scaleToFill" id="Sv1-aa-001">"#,
                                           #"<view contentMode="scaleToFill" id="Wv1-aa-001"><rect key="frame" x="0.0" y="100" width="393" height="200"/><subviews><view contentMode="scaleToFill" id="Sv1-aa-001">"#),
                                          ("\n    </subviews></view>\n", "\n    </subviews></view></subviews></view>\n"),
                                          (#"text="Welcome""#, #"text="Welcome back""#)])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let moved = try #require(document.element(withID: "Tl1-aa-001"))
        #expect(moved[attribute: "text"] == "Welcome back")
        #expect(moved.parent?.parent?.id == "Bv1-aa-001")
        #expect(document.element(withID: "Sv1-aa-001")?.parent?.parent?.id == "Wv1-aa-001")
    }

    @Test func constraintsAddedOnBothSidesAreBothKeptAndTheSameOneOnce() throws {
        let top = #"<constraint firstItem="Tl1-aa-001" firstAttribute="top" secondItem="Lv1-aa-001" secondAttribute="top" constant="100" id="#
        let ours = try Self.edit(Self.base, [("</constraints>", top + #""Ct2-aa-001"/><constraint firstItem="Cv1-aa-001" firstAttribute="leading" secondItem="Lv1-aa-001" secondAttribute="leading" constant="16" id="Ct3-aa-001"/></constraints>"#)])
        let theirs = try Self.edit(Self.base, [("</constraints>", top + #""Zz9-aa-009"/><constraint firstItem="Cv1-aa-001" firstAttribute="width" constant="361" id="Ct4-aa-001"/></constraints>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let ids = Set(document.elements(named: "constraint").compactMap(\.id))
        #expect(ids == ["Ct1-aa-001", "Ct2-aa-001", "Ct3-aa-001", "Ct4-aa-001"], "the top constraint both added is kept once")
    }

    @Test func versionBumpsOnBothSidesTakeTheNewer() throws {
        let ours = try Self.edit(Self.base, [(#"toolsVersion="21701""#, #"toolsVersion="22155""#), (#"version="21679""#, #"version="22131""#)])
        let theirs = try Self.edit(Self.base, [(#"toolsVersion="21701""#, #"toolsVersion="22505""#), (#"version="21679""#, #"version="22504""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.toolsVersion == "22505")
    }

    /// ios-restart-app, MacDown and blink: one side saved with an Xcode that no longer writes the
    /// document's `systemVersion`, the other with an older one that wrote its own.
    @Test func aSystemVersionOneSideStoppedWritingIsNoConflict() throws {
        let stamped = try Self.edit(Self.base, [(#"toolsVersion="21701""#, #"toolsVersion="21701" systemVersion="15D21""#)])
        let ours = try Self.edit(stamped, [(#"systemVersion="15D21""#, #"systemVersion="16C67""#)])
        let theirs = try Self.edit(stamped, [(#" systemVersion="15D21""#, ""), (#"toolsVersion="21701""#, #"toolsVersion="22505""#)])
        let result = try Self.merge(ours: ours, theirs: theirs, base: stamped)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.root[attribute: "systemVersion"] == nil)
        #expect(document.toolsVersion == "22505")
    }

    @Test func framesLaidOutAgainOnBothSidesAreResolved() throws {
        let ours = try Self.edit(Self.base, [(#"<rect key="frame" x="16" y="100" width="80" height="20.5"/>"#, #"<rect key="frame" x="16" y="101" width="80" height="20.5"/>"#)])
        let theirs = try Self.edit(Self.base, [(#"<rect key="frame" x="16" y="100" width="80" height="20.5"/>"#, #"<rect key="frame" x="16" y="99.5" width="80" height="20.5"/>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"y="101""#))
    }

    /// A box pinned on all four sides' worth (leading, top, width, height) inside a root view.
    static func pinned(leading: String, width: String, frame: String, flag: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Pv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO"\(flag) id="Bx1-aa-001">
                            <rect key="frame" \(frame)/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(width)" id="Cw1-aa-001"/>
                                <constraint firstAttribute="height" constant="50" id="Ch1-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Bx1-aa-001" firstAttribute="leading" secondItem="Pv1-aa-001" secondAttribute="leading" constant="\(leading)" id="Cl1-aa-001"/>
                        <constraint firstItem="Bx1-aa-001" firstAttribute="top" secondItem="Pv1-aa-001" secondAttribute="top" constant="100" id="Ct1-aa-001"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// Ours widens the box, theirs moves it: both re-laid its frame, and the merged frame is the
    /// merged constraints' solve, not ours' stale one.
    @Test func framesFollowTheMergedConstraints() throws {
        let base = Self.pinned(leading: "16", width: "100", frame: #"x="16" y="100" width="100" height="50""#)
        let ours = Self.pinned(leading: "16", width: "120", frame: #"x="16" y="100" width="120" height="50""#)
        let theirs = Self.pinned(leading: "40", width: "100", frame: #"x="40" y="100" width="100" height="50""#)
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"<rect key="frame" x="40" y="100" width="120" height="50"/>"#), "\(result.text)")
        _ = try Self.checkWellFormed(result.text)
    }

    /// Where the engine does not give ours' saved frames (here ours saved the box misplaced), it
    /// does not stand in for Interface Builder: the frame is merged as values are (theirs' x, the
    /// width neither side changed), not solved (which would give the width 120).
    @Test func framesTheEngineCannotReproduceAreKept() throws {
        let base = Self.pinned(leading: "16", width: "100", frame: #"x="16" y="100" width="100" height="50""#)
        let ours = Self.pinned(leading: "16", width: "120", frame: #"x="16" y="100" width="100" height="50""#, flag: #" misplaced="YES""#)
        let theirs = Self.pinned(leading: "40", width: "100", frame: #"x="40" y="100" width="100" height="50""#)
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"<rect key="frame" x="40" y="100" width="100" height="50"/>"#), "\(result.text)")
    }

    /// Only theirs moved the box, and Interface Builder saved its frame at 41 where the engine
    /// solves 40 (as it saves 11.67 where the engine gives 11): a frame only one side changed is
    /// that side's as written, never a solve that neither side saved.
    @Test func aFrameOnlyOneSideChangedIsTakenAsWritten() throws {
        let base = Self.pinned(leading: "16", width: "100", frame: #"x="16" y="100" width="100" height="50""#)
        let theirs = Self.pinned(leading: "40", width: "100", frame: #"x="41" y="100" width="100" height="50""#)
        let result = try Self.merge(ours: base, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"<rect key="frame" x="41" y="100" width="100" height="50"/>"#), "\(result.text)")
    }

    /// Both sides changed the root's constraints, but the engine does not give theirs' saved frame
    /// (41 against 40): it does not stand in for Interface Builder there, so the frame is the
    /// merged value (both changed it: ours'), not a solve.
    @Test func aRootIsLaidOutAgainOnlyWhereTheEngineReproducesBothSides() throws {
        let base = Self.pinned(leading: "16", width: "100", frame: #"x="16" y="100" width="100" height="50""#)
        let ours = Self.pinned(leading: "16", width: "120", frame: #"x="16" y="100" width="120" height="50""#)
        let theirs = Self.pinned(leading: "40", width: "100", frame: #"x="41" y="100" width="100" height="50""#)
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"<rect key="frame" x="16" y="100" width="120" height="50"/>"#), "\(result.text)")
    }

    /// Every kind of data Interface Builder derives or stamps, changed two ways, is resolved
    /// without a conflict: flags, the canvas, resources, a cell's frame (its table places it), a
    /// styled cell's own label's frame, and an AppKit clip view's frame.
    @Test func derivedDataChangedTwoWaysIsResolved() throws {
        let base = try Self.edit(Self.base, [
            ("<view contentMode=\"scaleToFill\" id=\"Lv1-aa-001\">", "<view contentMode=\"scaleToFill\" id=\"Lv1-aa-001\">\n<point key=\"canvasLocation\" x=\"10\" y=\"20\"/>"),
            ("    </objects>\n", """
                    <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="Cl1-aa-001" id="Ce1-aa-001">
                        <rect key="frame" x="0.0" y="44" width="393" height="44"/>
                        <tableViewCellContentView key="contentView" id="Cc1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <subviews>
                                <label text="Notifications" id="Cl1-aa-001">
                                    <rect key="frame" x="20" y="0.0" width="317.5" height="43.5"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <scrollView id="Sv1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="178" height="245"/>
                        <clipView key="contentView" id="Cv9-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="178" height="209"/>
                        </clipView>
                    </scrollView>
                </objects>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>

            """),
        ])
        func variant(_ n: String, _ misplaced: String) throws -> String {
            try Self.edit(base, [
                (#"<point key="canvasLocation" x="10" y="20"/>"#, #"<point key="canvasLocation" x="1\#(n)" y="20"/>"#),
                (#"<rect key="frame" x="0.0" y="44" width="393" height="44"/>"#, #"<rect key="frame" x="0.0" y="4\#(n)" width="393" height="44"/>"#),
                (#"width="317.5" height="43.5""#, #"width="317.5" height="4\#(n)""#),
                (#"width="178" height="209""#, #"width="178" height="21\#(n)""#),
                (#"<color white="1" alpha="1""#, #"<color white="0.\#(n)" alpha="1""#),
                (#"<button title="Sign in""#, #"<button title="Sign in" misplaced="\#(misplaced)""#),
            ])
        }
        let result = try Self.merge(ours: try variant("2", "YES"), theirs: try variant("3", "NO"), base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text.contains(#"x="12""#) && result.text.contains(#"y="42""#) && result.text.contains(#"misplaced="YES""#))
        _ = try Self.checkWellFormed(result.text)
    }

    /// One object both sides added under one id, in one place (a commit picked onto both
    /// branches): merged as one object, not renamed.
    @Test func theSameObjectAddedOnBothSidesIsOneObject() throws {
        let added = #"<label text="Forgot password?" translatesAutoresizingMaskIntoConstraints="NO" id="Fp1-aa-001"><rect key="frame" x="16" y="320" width="150" height="20.5"/></label>"#
        let ours = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + added + "\n            </subviews>")])
        let theirs = try Self.edit(ours, [(#"text="Welcome""#, #"text="Hello""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.elements(named: "label").count == 2)
        #expect(document.element(withID: "Tl1-aa-001")?[attribute: "text"] == "Hello")
    }

    @Test func aViewMovedToTwoPlacesIsAConflict() throws {
        let button = try Self.lines(#"<button title="Sign in""#, through: "</button>")
        var ours = try Self.edit(Self.base, [(button, "")])
        ours = try Self.edit(ours, [("<subviews>\n                <label", "<subviews>\n" + button + "                <label")])
        var theirs = try Self.edit(Self.base, [(button, "")])
        theirs = try Self.edit(theirs, [("    </objects>\n", button + "    </objects>\n")])  // a top-level object
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("moved to different places"), "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.element(withID: "Bt1-aa-001")?.parent?.parent?.id == "Lv1-aa-001", "ours' place")
    }

    /// Z-order of the root's three subviews (label, container, image), as a base for reordering.
    static func reordered(_ order: [String]) throws -> String {
        let label = try lines(#"<label text="Welcome""#, through: "</label>")
        let container = try lines(#"id="Cv1-aa-001">"#, through: "</view>")
        let image = "                <imageView contentMode=\"scaleAspectFit\" id=\"Im1-aa-001\"/>\n"
        let blocks = ["label": label, "container": container, "image": image]
        return try edit(base, [(label + container, order.compactMap { blocks[$0] }.joined())])
    }

    @Test func reorderedTwoWaysIsAConflictThatKeepsOursOrder() throws {
        let base = try Self.reordered(["label", "container", "image"])
        let ours = try Self.reordered(["image", "label", "container"])
        let theirs = try Self.reordered(["label", "image", "container"])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("reordered two ways"), "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.child(named: "subviews")?.children.compactMap(\.id)
        #expect(order == ["Im1-aa-001", "Tl1-aa-001", "Cv1-aa-001"], "ours' z-order: \(order ?? [])")
    }

    @Test func aReorderOnOneSideMergesWithAnEditOnTheOther() throws {
        let base = try Self.reordered(["label", "container", "image"])
        let ours = try Self.edit(base, [(#"text="Welcome""#, #"text="Hello""#)])
        let theirs = try Self.reordered(["container", "image", "label"])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.child(named: "subviews")?.children.compactMap(\.id)
        #expect(order == ["Cv1-aa-001", "Im1-aa-001", "Tl1-aa-001"], "theirs' z-order: \(order ?? [])")
        #expect(document.element(withID: "Tl1-aa-001")?[attribute: "text"] == "Hello", "ours' text")
    }

    /// sprocket_ios_app's camera screen: ours appended an overlay after the last subview, theirs
    /// moved that subview to the back. The overlay stays on top, where ours put it, not beside
    /// the view theirs moved; and the other way round.
    @Test(arguments: [false, true])
    func anObjectAppendedAfterOneTheOtherSideMovedStaysLast(_ oursAppends: Bool) throws {
        let base = try Self.reordered(["label", "container", "image"])
        let appended = try Self.edit(base, [("<imageView contentMode=\"scaleAspectFit\" id=\"Im1-aa-001\"/>\n",
                                             "<imageView contentMode=\"scaleAspectFit\" id=\"Im1-aa-001\"/>\n" + Self.addedSwitch + "\n")])
        let moved = try Self.reordered(["image", "label", "container"])
        let result = try Self.merge(ours: oursAppends ? appended : moved, theirs: oursAppends ? moved : appended, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.child(named: "subviews")?.children.compactMap(\.id)
        #expect(order == ["Im1-aa-001", "Tl1-aa-001", "Cv1-aa-001", "Sw1-aa-001"], "the switch on top: \(order ?? [])")
    }

    /// Theirs moved the last subview to the back and appended a label; ours appended a switch
    /// after the moved view: both appended, a conflict, ours first.
    @Test func appendingBesideAppendsAfterAMovedViewIsAConflictOursFirst() throws {
        let base = try Self.reordered(["label", "container", "image"])
        let image = "<imageView contentMode=\"scaleAspectFit\" id=\"Im1-aa-001\"/>\n"
        let ours = try Self.edit(base, [(image, image + Self.addedSwitchOverTheLabel + "\n")])
        let container = try Self.lines(#"id="Cv1-aa-001">"#, through: "</view>")
        let theirs = try Self.edit(try Self.reordered(["image", "label", "container"]), [(container, container + Self.addedLabel + "\n")])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("at the same place"), "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.child(named: "subviews")?.children.compactMap(\.id)
        #expect(order == ["Im1-aa-001", "Tl1-aa-001", "Cv1-aa-001", "Sw1-aa-001", "Fp1-aa-001"], "ours first: \(order ?? [])")
    }

    /// Insertions at one place are a conflict, ours first, whichever side reordered the rest.
    @Test func insertionsAtTheSamePlaceBesideAReorderAreAConflictOursFirst() throws {
        let base = try Self.reordered(["label", "container", "image"])
        let container = try Self.lines(#"id="Cv1-aa-001">"#, through: "</view>")
        let ours = try Self.edit(base, [(container, container + Self.addedSwitchOverTheLabel + "\n")])
        let theirs = try Self.edit(try Self.reordered(["container", "image", "label"]), [(container, container + Self.addedLabel + "\n")])
        let result = try Self.merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("at the same place"), "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let order = document.element(withID: "Lv1-aa-001")?.child(named: "subviews")?.children.compactMap(\.id)
        #expect(order == ["Cv1-aa-001", "Sw1-aa-001", "Fp1-aa-001", "Im1-aa-001", "Tl1-aa-001"], "ours first: \(order ?? [])")
    }

    /// dealers-ios-app's autoresizing storyboard: both branches moved a label, one to y = 425 and
    /// the other to 425.00000311221379 (Interface Builder's resizing arithmetic). One value, not a
    /// conflict; two positions a point apart still are.
    @Test(arguments: [("425.00000311221379", false), ("426", true)])
    func framesTwoSidesWroteAlikeButForRoundingDustAreOne(_ theirY: String, _ conflicts: Bool) throws {
        let autoresizing = try Self.edit(Self.base, [(#"<label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO""#, #"<label text="Welcome""#)])
        let ours = try Self.edit(autoresizing, [(#"x="16" y="100" width="80""#, #"x="16" y="425" width="80""#)])
        let theirs = try Self.edit(autoresizing, [(#"x="16" y="100" width="80""#, #"x="16" y="\#(theirY)" width="80""#)])
        let result = try Self.merge(ours: ours, theirs: theirs, base: autoresizing)
        #expect(result.conflicts.isEmpty == !conflicts, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.element(withID: "Tl1-aa-001")?.child(named: "rect")?[attribute: "y"] == "425", "ours")
    }

    /// One side rewrote a frame with rounding dust only, the other moved it: the move, whole.
    @Test(arguments: [false, true])
    func aFrameOneSideRewroteWithDustOnlyTakesTheOtherSidesMove(_ oursMoves: Bool) throws {
        let autoresizing = try Self.edit(Self.base, [(#"<label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO""#, #"<label text="Welcome""#)])
        let dust = try Self.edit(autoresizing, [(#"x="16" y="100" width="80""#, #"x="16" y="100.00000311221379" width="80""#)])
        let moved = try Self.edit(autoresizing, [(#"x="16" y="100" width="80""#, #"x="16" y="300" width="80""#)])
        let result = try Self.merge(ours: oursMoves ? moved : dust, theirs: oursMoves ? dust : moved, base: autoresizing)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.element(withID: "Tl1-aa-001")?.child(named: "rect")?[attribute: "y"] == "300")
    }

    @Test func oneAttributeChangedTwoWaysIsAConflictThatKeepsOurs() throws {
        let ours = try Self.edit(Self.base, [(#"title="Sign in""#, #"title="Log in""#)])
        let theirs = try Self.edit(Self.base, [(#"title="Sign in""#, #"title="Continue""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 1)
        let message = result.conflicts.first?.message ?? ""
        #expect(message.contains("'Log in'") && message.contains("'Continue'") && message.contains("'title'"), "\(message)")
        #expect(result.text.contains(#"title="Log in""#))
        _ = try Self.checkWellFormed(result.text)
    }

    @Test func anObjectDeletedOnOneSideAndEditedOnTheOtherIsAConflict() throws {
        let button = try Self.lines(#"<button title="Sign in""#, through: "</button>")
        let ours = try Self.edit(Self.base, [(button, "")])
        let theirs = try Self.edit(Self.base, [(#"title="Sign in""#, #"title="Log in""#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("deleted by ours and edited by theirs"), "\(result.conflicts)")
        #expect(!result.text.contains("Bt1-aa-001"), "ours (the deletion) is kept")
        _ = try Self.checkWellFormed(result.text)
        // The other way round keeps the edit.
        let reverse = try Self.merge(ours: theirs, theirs: ours)
        #expect(reverse.conflicts.count == 1 && reverse.text.contains(#"title="Log in""#))
    }

    @Test func aReferenceToWhatTheOtherSideDeletedIsAConflictAndStaysWellFormed() throws {
        let label = try Self.lines(#"<label text="Welcome""#, through: "</label>")
        let constraint = #"<constraint firstItem="Tl1-aa-001" firstAttribute="leading" secondItem="Lv1-aa-001" secondAttribute="leading" constant="16" id="Ct1-aa-001"/>"#
        // Ours connects an outlet to the label; theirs deletes the label (and its constraint).
        let ours = try Self.edit(Self.base, [(#"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#,
                                          #"<outlet property="titleLabel" destination="Tl1-aa-001" id="Oc2-aa-001"/><outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#)])
        let theirs = try Self.edit(Self.base, [(label, ""), (constraint, "")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.contains { $0.message.contains("Tl1-aa-001") }, "\(result.conflicts)")
        #expect(result.text.contains(#"id="Tl1-aa-001""#), "ours' reference keeps the label")
        _ = try Self.checkWellFormed(result.text)
        // Theirs' reference to what ours deleted goes, as a conflict.
        let reverse = try Self.merge(ours: theirs, theirs: ours)
        #expect(!reverse.conflicts.isEmpty)
        #expect(!reverse.text.contains("Oc2-aa-001"))
        _ = try Self.checkWellFormed(reverse.text)
    }

    /// entourage-ios's feed item: both branches added one text view (one id), and one moved it
    /// into a container and changed it. One object, in ours' place, and a conflict; never two.
    @Test func oneObjectBothSidesAddedInTwoPlacesIsAConflictNotTwoObjects() throws {
        let added = #"<label text="Forgot password?" translatesAutoresizingMaskIntoConstraints="NO" id="Fp1-aa-001"><rect key="frame" x="16" y="320" width="150" height="20.5"/></label>"#
        let ours = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + added + "\n            </subviews>")])
        let theirs = try Self.edit(Self.base, [("</button>\n", "</button>\n" + added.replacingOccurrences(of: "<label ", with: #"<label numberOfLines="0" "#) + "\n")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.contains { $0.message.contains("moved to different places") }, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        let labels = document.elements(named: "label").filter { $0[attribute: "text"] == "Forgot password?" }
        #expect(labels.count == 1 && labels.first?.id == "Fp1-aa-001")
        #expect(labels.first?.parent?.parent?.id == "Lv1-aa-001", "ours' place")
    }

    /// Fresco's storyboard: theirs excluded a constraint from a size class, ours deleted the
    /// constraint. The mask's entry says nothing any more: gone, without a conflict.
    @Test func aSizeClassMaskEntryForWhatTheOtherSideDeletedGoesQuietly() throws {
        let constraint = #"<constraint firstItem="Tl1-aa-001" firstAttribute="leading" secondItem="Lv1-aa-001" secondAttribute="leading" constant="16" id="Ct1-aa-001"/>"#
        let ours = try Self.edit(Self.base, [(constraint, "")])
        let theirs = try Self.edit(Self.base, [("</constraints>\n", "</constraints>\n" + #"<variation key="widthClass=compact"><mask key="constraints"><exclude reference="Ct1-aa-001"/></mask></variation>"# + "\n")])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(!result.text.contains("Ct1-aa-001"))
        _ = try Self.checkWellFormed(result.text)
    }

    @Test func idsMintedAlikeForDifferentObjectsAreRenamedWithTheirReferences() throws {
        let ours = try Self.edit(Self.base, [("</view>\n            </subviews>", "</view>\n" + #"<label text="Ours" translatesAutoresizingMaskIntoConstraints="NO" id="Same-aa-001"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"# + "\n            </subviews>")])
        let theirs = try Self.edit(Self.base, [
            ("<subviews>\n                <label", "<subviews>\n" + #"<imageView translatesAutoresizingMaskIntoConstraints="NO" id="Same-aa-001"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"# + "\n                <label"),
            (#"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#, #"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/><outlet property="logo" destination="Same-aa-001" id="Oc3-aa-001"/>"#),
        ])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let document = try Self.checkWellFormed(result.text)
        #expect(document.element(withID: "Same-aa-001")?.name == "label")
        let image = try #require(document.elements(named: "imageView").first)
        let logo = document.elements(named: "outlet").first { $0[attribute: "property"] == "logo" }
        #expect(logo?[attribute: "destination"] == image.id && image.id != "Same-aa-001")
    }

    @Test func oneOutletConnectedTwoWaysIsAConflict() throws {
        let ours = try Self.edit(Self.base, [(#"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#,
                                          #"<outlet property="signIn" destination="Bt1-aa-001" id="Oc4-aa-001"/><outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#)])
        let theirs = try Self.edit(Self.base, [(#"<outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#,
                                            #"<outlet property="signIn" destination="Cv1-aa-001" id="Oc5-aa-001"/><outlet property="view" destination="Lv1-aa-001" id="Oc1-aa-001"/>"#)])
        let result = try Self.merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.count == 1 && result.conflicts[0].message.contains("'signIn'"), "\(result.conflicts)")
        #expect(result.text.contains("Oc4-aa-001") && !result.text.contains("Oc5-aa-001"))
    }

    @Test func aResultMergesAgainToItself() throws {
        let ours = try Self.edit(Self.base, [(#"title="Sign in""#, #"title="Log in""#)])
        let result = try Self.merge(ours: ours, theirs: Self.base)
        #expect(result.conflicts.isEmpty)
        // Nothing on their side: ours comes out as Interface Builder wrote it, byte for byte.
        #expect(result.text == ours)
    }

    @Test func legacyArchivesAreRefused() throws {
        let legacy = #"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data/></archive>"#
        do {
            _ = try Self.merge(ours: legacy, theirs: legacy, base: legacy)
            Issue.record("merged a legacy archive")
        } catch {
            #expect("\(error)".contains("legacy"))
        }
    }

    /// `git merge` with the set-up of the DiffingAndMerging article, in a real repository: two branches edit neighbouring
    /// lines of one nib (a conflict for git's text merge), and the nibcheck driver merges them;
    /// then a real conflict leaves git's merge stopped, the file well-formed and holding ours.
    @Test(.enabled(if: Fixtures.which("git") != nil, "git is not installed"))
    func gitMergesThroughTheDriver() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-merge-\(getpid())")
        try? FileManager.default.removeItem(at: repository)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: [String]) throws -> Nibcheck.Run {
            try Nibcheck.runShell("git " + arguments.map { "'\($0)'" }.joined(separator: " "), in: repository)
        }
        _ = try git(["init", "-q", "-b", "main"])
        _ = try git(["config", "user.email", "test@example.com"])
        _ = try git(["config", "user.name", "Test"])
        let file = repository.appendingPathComponent("Login.xib")
        try Self.base.write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "base"])
        _ = try git(["checkout", "-q", "-b", "theirs"])
        try Self.edit(Self.base, [(#"text="Welcome""#, #"text="Welcome back""#)]).write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["commit", "-q", "-am", "theirs: text"])
        _ = try git(["checkout", "-q", "main"])
        try Self.edit(Self.base, [(#"<rect key="frame" x="16" y="100" width="80" height="20.5"/>"#, #"<rect key="frame" x="16" y="100" width="120" height="20.5"/>"#),
                                  (#"translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001""#, #"translatesAutoresizingMaskIntoConstraints="NO" userLabel="Greeting" id="Tl1-aa-001""#)])
            .write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["commit", "-q", "-am", "ours: label"])

        // Git's own text merge conflicts on the neighbouring lines…
        let plain = try git(["merge", "--no-commit", "-q", "theirs"])
        #expect(plain.status != 0, "git's text merge was expected to conflict")
        _ = try git(["merge", "--abort"])
        // …and the nibcheck driver merges them.
        _ = try git(["config", "merge.nibcheck.driver", "\(Nibcheck.path) merge %O %A %B %P"])
        try "*.xib merge=nibcheck\n*.storyboard merge=nibcheck\n".write(to: repository.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        let merged = try git(["merge", "-q", "-m", "merge", "theirs"])
        #expect(merged.status == 0, "\(merged.output)\(merged.error)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#"text="Welcome back""#) && text.contains(#"userLabel="Greeting""#) && text.contains(#"width="120""#), "\(text)")

        // A real conflict: git stops, the file holds ours and is well-formed.
        _ = try git(["checkout", "-q", "-b", "other", "HEAD~1"])
        try text.replacingOccurrences(of: #"title="Sign in""#, with: #"title="Continue""#).write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["commit", "-q", "-am", "other: title"])
        _ = try git(["checkout", "-q", "main"])
        try text.replacingOccurrences(of: #"title="Sign in""#, with: #"title="Log in""#).write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["commit", "-q", "-am", "ours: title"])
        let conflicted = try git(["merge", "-q", "-m", "merge", "other"])
        #expect(conflicted.status != 0)
        #expect(conflicted.output.contains("Login.xib:") && conflicted.output.contains("conflict: "), "\(conflicted.output)")
        let held = try String(contentsOf: file, encoding: .utf8)
        #expect(held.contains(#"title="Log in""#) && !held.contains("<<<<<<<"))
        _ = try Self.checkWellFormed(held)
    }
}
