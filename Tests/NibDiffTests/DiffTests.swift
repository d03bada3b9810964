import Foundation
import NibDiff
import NibDocument
import NibTestSupport
import Testing

/// `nibcheck diff`: semantic changes by object id, Interface Builder's own re-save noise left out.
@Suite struct DiffTests {
    /// A one-view XIB; `header` is the document's attributes after `type=…`, `body` the root
    /// view's children, `tail` what follows `<objects>`.
    static func xib(tools: String = "21701", system: String = "21679", device: String = "retina6_1",
                    plugIn: String = "21679", body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginView" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                </view>
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    static let before = xib(body: """
                    <subviews>
                        <label opaque="NO" text="Sign in" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="200" width="393" height="100"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="go">
                            <rect key="frame" x="16" y="400" width="100" height="44"/>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                    </constraints>
                    <point key="canvasLocation" x="10" y="20"/>
        """, resources: """
                <image name="star" width="16" height="16"/>
        """)

    /// `before` as a newer Xcode saves it for another device: versions, device, canvas, the
    /// frames that follow constraints, `misplaced`, white re-encoded as RGB, an empty
    /// `<animations/>`, a resource's size, and attributes in another order.
    static let resaved = xib(tools: "22505", system: "22504", device: "retina6_12", plugIn: "22504", body: """
                    <subviews>
                        <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" text="Sign in" misplaced="YES" id="title">
                            <rect key="frame" x="16" y="110" width="210" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <animations/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="210" width="393" height="100"/>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" id="go">
                            <rect key="frame" x="16" y="400" width="100" height="44"/>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                    </constraints>
                    <point key="canvasLocation" x="130" y="-20"/>
        """, resources: """
                <image name="star" width="24" height="24"/>
        """)

    /// `before` edited: the label's text and font, a constraint added, the button moved into the
    /// box with a new title, an outlet connected, and a view removed.
    static let edited = xib(body: """
                    <subviews>
                        <label opaque="NO" text="Log in" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="200" width="393" height="100"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="go">
                                    <rect key="frame" x="16" y="0.0" width="100" height="44"/>
                                    <state key="normal" title="Continue"/>
                                </button>
                            </subviews>
                        </view>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o2"/>
                    </connections>
                    <point key="canvasLocation" x="10" y="20"/>
        """, resources: """
                <image name="star" width="16" height="16"/>
        """)

    static func diff(_ old: String, _ new: String) throws -> DocumentDiff {
        DocumentDiff(old: try Document(string: old, file: "Old.xib"), new: try Document(string: new, file: "New.xib"))
    }

    @Test func aFileOnlyReSavedHasNoSemanticChange() throws {
        let diff = try Self.diff(Self.before, Self.resaved)
        #expect(diff.changes().isEmpty, "\(diff.changes())")
        // Every kind of noise is seen, and marked as such.
        let noise = diff.changes(includingNoise: true)
        #expect(noise.allSatisfy { $0.isNoise })
        let attributes = Set(noise.compactMap(\.attribute))
        for expected in ["toolsVersion", "misplaced", "frame", "textColor", "backgroundColor", "canvasLocation", "version", "width"] {
            #expect(attributes.contains(expected), "no noise change for \(expected): \(attributes.sorted())")
        }
        #expect(noise.contains { $0.element == "device" }, "the device change")
        #expect(noise.contains { $0.element == "animations" && $0.kind == .added }, "the empty <animations/>")
    }

    /// The noise kinds `resaved` does not show, one re-save each: each is seen with `--all`,
    /// marked noise, and leaves "no semantic change".
    static let noiseKinds: [(String, String, String)] = [
        ("a capability added", "<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>",
         "<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>\n<capability name=\"Safe area layout guides\" minToolsVersion=\"9.0\"/>"),
        ("a deployment target", "<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>",
         "<deployment identifier=\"iOS\"/>\n<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>"),
        ("simulated metrics", "<point key=\"canvasLocation\" x=\"10\" y=\"20\"/>",
         "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>\n<point key=\"canvasLocation\" x=\"10\" y=\"20\"/>"),
        ("colorMatched", " colorMatched=\"YES\">", ">"),
        ("the ambiguous flag", "text=\"Sign in\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"title\"",
         "text=\"Sign in\" translatesAutoresizingMaskIntoConstraints=\"NO\" ambiguous=\"YES\" id=\"title\""),
        ("a system colour in resources re-encoded", "<image name=\"star\" width=\"16\" height=\"16\"/>",
         "<image name=\"star\" width=\"16\" height=\"16\"/>\n<systemColor name=\"systemBackgroundColor\">\n<color red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</systemColor>"),
    ]

    @Test(arguments: noiseKinds.map(\.0))
    func eachNoiseKindIsLeftOut(_ kind: String) throws {
        let (_, old, new) = try #require(Self.noiseKinds.first { $0.0 == kind })
        #expect(Self.before.contains(old))
        let diff = try Self.diff(Self.before, Self.before.replacingOccurrences(of: old, with: new))
        #expect(diff.changes().isEmpty, "\(diff.changes())")
        let noise = diff.changes(includingNoise: true)
        #expect(!noise.isEmpty && noise.allSatisfy(\.isNoise), "\(noise)")
    }

    /// A button's `roundedRect` type is the `system` type (UIKit declares one as the other since
    /// iOS 7), which Xcode writes either way by version: noise. `custom` is another type.
    @Test func aButtonTypeWrittenRoundedRectIsTheSystemType() throws {
        func button(_ type: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" lineBreakMode="middleTruncation" id="Bt1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                        <state key="normal" title="Send"/>
                    </button>
                </objects>
            </document>
            """
        }
        let resaved = try Self.diff(button("system"), button("roundedRect"))
        #expect(resaved.changes().isEmpty, "\(resaved.changes())")
        #expect(resaved.changes(includingNoise: true).count == 1)
        let retyped = try Self.diff(button("system"), button("custom"))
        #expect(retyped.changes().map(\.attribute) == ["buttonType"])
    }

    /// A macOS window's `screenRect` is the screen Interface Builder last showed it on.
    @Test func aWindowsScreenIsNoise() throws {
        func window(_ screen: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <window title="Prefs" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="w1">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                        <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="\(screen)" height="875"/>
                        <view key="contentView" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        }
        let diff = try Self.diff(window("1440"), window("1728"))
        #expect(diff.changes().isEmpty, "\(diff.changes())")
        #expect(diff.changes(includingNoise: true).contains { $0.isNoise })
    }

    @Test func editsAreReportedInInterfaceBuildersTerms() throws {
        let diff = try Self.diff(Self.before, Self.edited)
        let changes = diff.changes()
        func find(_ kind: NibChange.Kind, _ object: String?, _ attribute: String?) -> NibChange? {
            changes.first { $0.kind == kind && $0.object == object && $0.attribute == attribute }
        }
        let text = try #require(find(.changed, "title", "text"))
        #expect(text.old == "\"Sign in\"" && text.new == "\"Log in\"")
        #expect(text.oldLine == 18 && text.newLine == 18)
        let font = try #require(find(.changed, "title", "fontDescription"))
        #expect(font.old == "system 17" && font.new == "system 15" && font.element == "fontDescription")
        let constraint = try #require(find(.added, "c2", nil))
        #expect(constraint.new == "constraint \"Log in\".leading = superview.leading + 16")
        let outlet = try #require(find(.added, "o2", nil))
        #expect(outlet.new == "outlet titleLabel → label \"Log in\"")
        let moved = try #require(find(.moved, "go", nil))
        #expect(moved.old == "view" && moved.new == "view", "from the root view to the box: \(moved)")
        let title = try #require(find(.changed, "go", "normal.title"))
        #expect(title.old == "\"Go\"" && title.new == "\"Continue\"")
        // The button's frame in its new superview is a real change: it has no constraints.
        #expect(find(.changed, "go", "frame") != nil)
        #expect(diff.name(of: font) == "label \"Log in\"")
        #expect(changes.allSatisfy { !$0.isNoise })
    }

    /// A constraint that changed reads as one sentence before and after (pocket-casts's
    /// LargeListCell: `bottom >= author.bottom + 8` became `bottom = author.bottom`), and an
    /// attribute a constraint leaves out reads as its default.
    @Test func aChangedConstraintIsOneSentence() throws {
        func body(_ constraint: String) -> String {
            """
                            <subviews>
                                <label opaque="NO" text="Author" translatesAutoresizingMaskIntoConstraints="NO" id="author">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                \(constraint)
                            </constraints>
            """
        }
        let diff = try Self.diff(
            Self.xib(body: body(#"<constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="author" secondAttribute="bottom" constant="8" id="c"/>"#)),
            Self.xib(body: body(#"<constraint firstAttribute="bottom" secondItem="author" secondAttribute="bottom" id="c"/>"#)))
        let changes = diff.changes()
        #expect(changes.count == 1, "\(changes)")
        let change = try #require(changes.first)
        #expect(change.kind == .changed && change.object == "c" && change.attribute == nil)
        #expect(change.old == "constraint view#root.bottom >= \"Author\".bottom + 8")
        #expect(change.new == "constraint view#root.bottom = \"Author\".bottom")
    }

    @Test func removedObjectsAreReportedOnceAtTheirOutermostElement() throws {
        let diff = try Self.diff(Self.edited, Self.before)
        let removed = diff.changes().filter { $0.kind == .removed }
        #expect(Set(removed.compactMap(\.object)) == ["c2", "o2"], "\(removed)")
        let emptied = try Self.diff(Self.before, Self.xib(body: "")).changes().filter { $0.kind == .removed }
        // The label, the box and the button go, each once, and their constraint with them (the
        // lists that held them are not reported apart); the root's colour is a removed value.
        #expect(Set(emptied.filter { $0.attribute == nil }.compactMap(\.object)) == ["title", "box", "go", "c1"], "\(emptied)")
        #expect(emptied.contains { $0.object == "root" && $0.attribute == "backgroundColor" && $0.old == "#FFFFFF" })
    }

    @Test func theCommandKeepsDiffsExitCodesAndItsJSONContract() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-diff-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("Old.xib").path
        let resaved = folder.appendingPathComponent("Resaved.xib").path
        let new = folder.appendingPathComponent("New.xib").path
        try Self.before.write(toFile: old, atomically: true, encoding: .utf8)
        try Self.resaved.write(toFile: resaved, atomically: true, encoding: .utf8)
        try Self.edited.write(toFile: new, atomically: true, encoding: .utf8)

        let same = try Fixtures.run(Nibcheck.path, ["diff", old, resaved])
        #expect(same.status == 0 && same.output == "no semantic change\n", "\(same.output)")
        let all = try Fixtures.run(Nibcheck.path, ["diff", "--all", old, resaved])
        #expect(all.status == 1 && all.output.contains("toolsVersion 21701 → 22505"), "\(all.output)")

        let text = try Fixtures.run(Nibcheck.path, ["diff", old, new])
        #expect(text.status == 1)
        #expect(text.output.contains("\(new):20: ~ label \"Log in\": font system 17 → system 15"), "\(text.output)")
        #expect(text.output.contains("\(new):18: ~ label \"Log in\": text \"Sign in\" → \"Log in\""))
        #expect(text.output.contains(": + constraint \"Log in\".leading = superview.leading + 16"))
        #expect(text.output.hasSuffix(" changes\n"))

        let json = try Fixtures.run(Nibcheck.path, ["diff", "--format", "json", old, new])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["old"] as? String == old && object["new"] as? String == new)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(!changes.isEmpty)
        for change in changes {
            #expect(Set(change.keys) == ["kind", "object", "element", "attribute", "old", "new", "oldLine", "newLine"])
            #expect(["added", "removed", "changed", "moved"].contains(change["kind"] as? String ?? ""))
        }

        // As git's external diff: PATH OLD HEX MODE NEW HEX MODE; a new file is /dev/null before.
        let git = try Fixtures.run(Nibcheck.path, ["diff", "Views/Login.xib", "/dev/null", ".", ".", new, "abc", "100644"])
        #expect(git.status == 0 && git.output.contains("Views/Login.xib:"), "\(git.output)")

        let broken = folder.appendingPathComponent("Broken.xib").path
        try "<document><objects>".write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(try Fixtures.run(Nibcheck.path, ["diff", old, broken]).status == 2)
        #expect(try Fixtures.run(Nibcheck.path, ["diff", old]).status == 2)
    }

    /// The canonical text of a file only re-saved is the text of the original, so git's textconv
    /// diff of a re-save is empty; an edit shows as the lines it changed.
    @Test func theCanonicalTextHidesAReSaveAndShowsAnEdit() throws {
        let before = CanonicalText.of(try Document(string: Self.before, file: "Old.xib"))
        #expect(before == CanonicalText.of(try Document(string: Self.resaved, file: "New.xib")))
        let edited = CanonicalText.of(try Document(string: Self.edited, file: "New.xib"))
        #expect(before.contains("    font: system 17\n") && edited.contains("    font: system 15\n"), "\(edited)")
        #expect(edited.contains("  constraint label#title.leading = superview.leading + 16 #c2\n"), "\(edited)")
    }

    /// textconv names each object by tag, class and id, never by its text: a text edit is the
    /// one line of its value, not every line that names the object.
    @Test func aTextEditIsOneLineOfTheCanonicalText() throws {
        let before = CanonicalText.of(try Document(string: Self.before, file: "Old.xib")).split(separator: "\n")
        let after = CanonicalText.of(try Document(string: Self.before.replacingOccurrences(of: #"text="Sign in""#, with: #"text="Log in""#),
                                                  file: "New.xib")).split(separator: "\n")
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1 && changed.first?.1 == "    text: \"Log in\"", "\(changed)")
    }

    /// Values of elements with neither id nor key (a segment's title) appear in the canonical
    /// text, numbered by place: their edits and reorders show. (A size class's `<include>` appears
    /// too, unnumbered: see `aVariationsMaskIsASet`.)
    @Test func valuesWithoutIDOrKeyAppearInTheCanonicalText() throws {
        func text(_ first: String, _ second: String) throws -> String {
            CanonicalText.of(try Document(string: Self.xib(body: """
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                                <segments>
                                    <segment title="\(first)"/>
                                    <segment title="\(second)"/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                """, resources: ""), file: "Segments.xib"))
        }
        let original = try text("Books", "Authors")
        #expect(original.contains("segment #1: title \"Books\"") && original.contains("segment #2: title \"Authors\""), "\(original)")
        #expect(try text("Books", "Writers") != original)
        #expect(try text("Authors", "Books") != original)
    }

    /// A size-class variation's mask is a set, which Interface Builder writes in any order
    /// (MedRep's MRShareDetailViewController.xib): a reorder is no change, and an item added or
    /// removed is one change, named by the constraint it refers to.
    @Test func aVariationsMaskIsASet() throws {
        func xib(_ references: [String]) -> String {
            Self.xib(body: """
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                <rect key="frame" x="16" y="100" width="80" height="20.5"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="Ct1"/>
                            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="Ct2"/>
                            <constraint firstItem="lbl" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="16" id="Ct3"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                \(references.map { "<exclude reference=\"\($0)\"/>" }.joined())
                            </mask>
                        </variation>
                """)
        }
        func changes(_ old: [String], _ new: [String]) throws -> [NibChange] {
            DocumentDiff(old: try Document(string: xib(old), file: "Old.xib"), new: try Document(string: xib(new), file: "New.xib")).changes()
        }
        #expect(try changes(["Ct1", "Ct2"], ["Ct2", "Ct1"]).isEmpty)
        #expect(CanonicalText.of(try Document(string: xib(["Ct1", "Ct2"]), file: "A.xib"))
                == CanonicalText.of(try Document(string: xib(["Ct2", "Ct1"]), file: "B.xib")))
        let added = try changes(["Ct1", "Ct2"], ["Ct2", "Ct3", "Ct1"])
        #expect(added.count == 1 && added.first?.kind == .added && added.first?.attribute == "default.constraints.exclude"
                    && added.first?.new?.hasSuffix("(Ct3)") == true, "\(added)")
        let removed = try changes(["Ct1", "Ct2"], ["Ct2"])
        #expect(removed.count == 1 && removed.first?.kind == .removed && removed.first?.old?.hasSuffix("(Ct1)") == true, "\(removed)")
    }

    /// `git diff` with the set-up of the DiffingAndMerging article, in a real repository: a textconv driver for `*.xib`
    /// (nothing for a re-save, the edited lines for an edit), and nibcheck as `GIT_EXTERNAL_DIFF`.
    @Test(.enabled(if: Fixtures.which("git") != nil, "git is not installed"))
    func gitDiffsThroughNibcheck() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-git-\(getpid())")
        try? FileManager.default.removeItem(at: repository)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: [String], environment: [String: String] = [:]) throws -> Nibcheck.Run {
            let run = try Nibcheck.runShell("git " + arguments.map { "'\($0)'" }.joined(separator: " "), in: repository, environment: environment)
            return run
        }
        _ = try git(["init", "-q"])
        _ = try git(["config", "user.email", "test@example.com"])
        _ = try git(["config", "user.name", "Test"])
        _ = try git(["config", "diff.nibcheck.textconv", "\(Nibcheck.path) diff --textconv"])
        try "*.xib diff=nibcheck\n".write(to: repository.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        let file = repository.appendingPathComponent("Login.xib")
        try Self.before.write(to: file, atomically: true, encoding: .utf8)
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "first"])

        try Self.resaved.write(to: file, atomically: true, encoding: .utf8)
        #expect(try git(["diff"]).output.isEmpty, "a re-save shows no change through the textconv driver")
        try Self.edited.write(to: file, atomically: true, encoding: .utf8)
        let textconv = try git(["diff"]).output
        #expect(textconv.contains("-    font: system 17") && textconv.contains("+    font: system 15"), "\(textconv)")

        let external = try git(["diff"], environment: ["GIT_EXTERNAL_DIFF": "\(Nibcheck.path) diff"])
        #expect(external.status == 0, "\(external.error)")
        #expect(external.output.contains("Login.xib:20: ~ label \"Log in\": font system 17 → system 15"), "\(external.output)")
        // As a difftool: git passes the two versions.
        _ = try git(["config", "difftool.nibcheck.cmd", "\(Nibcheck.path) diff \"$LOCAL\" \"$REMOTE\""])
        let tool = try git(["difftool", "--no-prompt", "--tool=nibcheck"])
        #expect(tool.output.contains("~ label \"Log in\": font system 17 → system 15"), "\(tool.output) \(tool.error)")

        // Between two revisions, for a pull request: every nib that changed.
        _ = try git(["commit", "-q", "-am", "edit"])
        try Self.resaved.write(to: repository.appendingPathComponent("Resaved.xib"), atomically: true, encoding: .utf8)
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "a re-saved file"])
        let between = try Nibcheck.run(["diff", "--git", "HEAD~2", "HEAD"], in: repository)
        #expect(between.status == 1, "\(between.error)")
        #expect(between.output.contains("Login.xib:20: ~ label \"Log in\": font system 17 → system 15"), "\(between.output)")
        #expect(between.output.contains("Resaved.xib:2"), "an added nib is all additions")
        let summary = try Nibcheck.run(["diff", "--git", "HEAD~2", "HEAD~1", "--format", "github"], in: repository)
        #expect(summary.status == 1)
        #expect(summary.output.hasPrefix("### nibcheck diff `HEAD~2..HEAD~1`\n\n"), "\(summary.output)")
        #expect(summary.output.contains("#### `Login.xib`\n\n- `Login.xib:"), "\(summary.output)")
        let none = try Nibcheck.run(["diff", "--git", "HEAD", "HEAD"], in: repository)
        #expect(none.status == 0 && none.output == "no semantic change\n")
        // A revision that git would read as an option is refused.
        let injected = try Nibcheck.run(["diff", "--git", "--", "--output=/tmp/x", "HEAD"], in: repository)
        #expect(injected.status == 2 && injected.error.contains("is not a revision"), "\(injected.error)")
    }

    /// Re-ordering within one parent (z-order, a stack's arrangement): the object that moved is
    /// reported with its old and new position, the others not.
    @Test func aViewThatChangesPlacesAmongItsSiblingsIsReported() throws {
        let before = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Samples/Diff/Login-before.xib"), encoding: .utf8)
        let label = try #require(before.range(of: #"                <label opaque="NO""#))
        let end = try #require(before.range(of: "</label>\n", range: label.lowerBound..<before.endIndex))
        var after = before
        let text = String(before[label.lowerBound..<end.upperBound])
        after.removeSubrange(label.lowerBound..<end.upperBound)
        after = after.replacingOccurrences(of: "            </subviews>", with: text + "            </subviews>")
        let changes = DocumentDiff(old: try Document(string: before, file: "Before.xib"), new: try Document(string: after, file: "After.xib")).changes()
        #expect(changes.count == 1, "\(changes)")
        #expect(changes.first?.kind == .moved && changes.first?.attribute == "position")
        #expect(changes.first?.object == "title" && changes.first?.old == "1 of 4" && changes.first?.new == "4 of 4")
    }

    /// Views without an id (a file written by hand or by a generator) that only changed places
    /// in a cell's content view: the reorder is reported, once, named by the content view, and
    /// not as each place's values changing.
    @Test func aReorderOfSubviewsWithoutIDsIsReported() throws {
        func cell(_ subviews: [String]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="KGk-i7-Jjw">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
            \(subviews.joined(separator: "\n"))
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>

            """
        }
        let title = #"<label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="16" y="11" width="100" height="21"/></label>"#
        let detail = #"<label opaque="NO" text="Detail" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="120" y="11" width="100" height="21"/></label>"#
        let image = #"<imageView translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="200" y="2" width="40" height="40"/></imageView>"#
        for (before, after) in [([title, image], [image, title]), ([title, detail], [detail, title])] {
            let changes = try Self.diff(cell(before), cell(after)).changes()
            #expect(changes.count == 1, "\(changes)")
            #expect(changes.first?.kind == .moved && changes.first?.attribute == "position" && changes.first?.object == "H2p-sc-9uM", "\(changes)")
        }
    }

    /// Interface Builder re-keys the segues in `<inferredMetricsTieBreakers>` on its own: noise.
    /// Shown with `--all`, the change names the segue, as every change names its object.
    @Test func aSegueReferenceReKeyedIsNoiseAndNamesItsSegue() throws {
        func storyboard(_ reference: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="Nc1-aa-001">
                <scenes>
                    <scene sceneID="Sc1-aa-001">
                        <objects>
                            <navigationController id="Nc1-aa-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Vc1-aa-001" kind="relationship" relationship="rootViewController" id="Sg1-aa-001"/>
                                    <segue destination="Vc1-aa-001" kind="show" identifier="again" id="Sg2-aa-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Sc2-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <inferredMetricsTieBreakers>
                    <segue reference="\(reference)"/>
                </inferredMetricsTieBreakers>
            </document>

            """
        }
        let diff = try Self.diff(storyboard("Sg1-aa-001"), storyboard("Sg2-aa-001"))
        #expect(diff.changes().isEmpty, "\(diff.changes())")
        let all = diff.changes(includingNoise: true)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.object != nil }, "\(all)")
    }

    /// Every change names its object; only the document's own values (its attributes, its
    /// device and the plug-ins it depends on) have none.
    @Test func everyChangeNamesItsObject() throws {
        let before = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Samples/Diff/Login-before.xib"), encoding: .utf8)
        let after = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Samples/Diff/Login-after.xib"), encoding: .utf8)
        let changes = try Self.diff(before, after).changes(includingNoise: true)
        #expect(!changes.isEmpty)
        let unnamed = changes.filter { $0.object == nil && !["document", "device", "dependencies", "plugIn", "capability", "deployment"].contains($0.element) }
        #expect(unnamed.isEmpty, "\(unnamed)")
    }

    /// Xcode 6 wrote a cell's content view as `<view key="contentView">` without an id: the
    /// objects inside it are in the canonical text, under the cell, with their values.
    @Test func objectsInsideAKeyedViewWithoutAnIDAppearInTheCanonicalText() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="OE9-ll-CIs" customClass="ProfileHeaderCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kzz-fr-myT" userLabel="inviteButton">
                                    <rect key="frame" x="15" y="20" width="80" height="30"/>
                                </button>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="kzz-fr-myT" firstAttribute="leading" secondItem="OE9-ll-CIs" secondAttribute="leading" constant="25" id="5q2-84-9YF"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>

            """
        let text = CanonicalText.of(try Document(string: xib, file: "Cell.xib"))
        #expect(text.contains("  button #kzz-fr-myT\n") && text.contains("    userLabel: \"inviteButton\"\n"), "\(text)")
        #expect(text.contains("#5q2-84-9YF\n"), "\(text)")
        #expect(text.contains("  contentView.opaque: NO\n"), "\(text)")
    }

    /// `<customFonts>` lists the custom fonts the objects use (ello-ios): Interface Builder
    /// writes it from the fonts, so a font change is reported on its label, once, and the list's
    /// change is noise.
    @Test func theCustomFontsListIsNoise() throws {
        func xib(_ font: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <customFonts key="customFonts">
                    <mutableArray key="\(font).otf">
                        <string>\(font)</string>
                    </mutableArray>
                </customFonts>
                <objects>
                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="6nJ-r0-lN7">
                        <rect key="frame" x="15" y="20" width="80" height="30"/>
                        <fontDescription key="fontDescription" name="\(font)" family="Atlas" pointSize="18"/>
                    </label>
                </objects>
            </document>

            """
        }
        let diff = try Self.diff(xib("AtlasGrotesk-Bold"), xib("AtlasTypewriter-Bold"))
        let changes = diff.changes()
        #expect(changes.count == 1 && changes.first?.object == "6nJ-r0-lN7", "\(changes)")
        #expect(!CanonicalText.of(try Document(string: xib("AtlasGrotesk-Bold"), file: "A.xib")).contains("customFonts"))
    }

    /// `<classes>` (KASS-iPhone-App's Xcode 4 storyboard) is Interface Builder's copy of the
    /// outlets and actions in the classes' headers, which it reads again: its changes are noise.
    @Test func theClassDescriptionsAreNoise() throws {
        let before = MergeFalseConflictTests.xcode4Storyboard
        let after = before.replacingOccurrences(of: #"<relationship kind="action" name="done:"/>"#, with: #"<relationship kind="action" name="cancel:"/>"#)
        #expect(after != before)
        let diff = try Self.diff(before, after)
        #expect(diff.changes().isEmpty, "\(diff.changes())")
        #expect(!diff.changes(includingNoise: true).isEmpty)
        #expect(!CanonicalText.of(try Document(string: before, file: "A.storyboard")).contains("relationship"))
    }
}
