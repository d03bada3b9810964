import Foundation
import NibTestSupport
import Testing

/// Issue #21, item 4: no project file hides a finding, or hides that something was not read.
@Suite struct HiddenFindingTests {
    /// A nib whose view connects an outlet its class does not declare (an `undeclared-outlet` error).
    static let outletNib = Fixtures.xib("""
        <view contentMode="scaleToFill" customClass="BadgeView" customModule="App" customModuleProvider="target" id="a1">
            <subviews>
                <label opaque="NO" contentMode="left" text="Title" id="l1"/>
            </subviews>
            <connections>
                <outlet property="titelLabel" destination="l1" id="o1"/>
            </connections>
        </view>
        """)

    /// The cache is kept outside the project and signed with this user's key: a cache committed
    /// to the repository, where the cache once lived, changes nothing.
    @Test(.enabled(if: sourceKitProblem == nil, Comment(rawValue: sourceKitProblem ?? "")))
    func aCacheInTheRepositoryIsNeitherWrittenNorRead() throws {
        let project = try HostileProject("planted")
        defer { project.remove() }
        try project.write("App/Badge.xib", HiddenFindingTests.outletNib)
        try project.write("App/BadgeView.swift", "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }\n")
        try project.mkdir(".build/nibcheck")
        let cache = project.path("user-cache")
        let first = try Nibcheck.run(["--no-config", "App"], in: project.root, environment: ["XDG_CACHE_HOME": cache], timeout: stallBound)
        try #require(first.endedNormally)
        // Nothing in the repository; the signed cache and the key in the user's folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path(".build/nibcheck")).isEmpty)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache + "/nibcheck")
        #expect(kept.contains("key") && kept.contains { $0.hasPrefix("sources-") })
        // Whatever the repository holds, the findings stay.
        for name in kept where name.hasPrefix("sources-") {
            try FileManager.default.copyItem(atPath: cache + "/nibcheck/" + name, toPath: project.path(".build/nibcheck/" + name))
        }
        let second = try Nibcheck.run(["--no-config", "App"], in: project.root, environment: ["XDG_CACHE_HOME": cache], timeout: stallBound)
        #expect(second.output == first.output)
    }

    /// A project file that does not parse, and a Swift file that cannot be read, each give a
    /// warning saying what was not read and what that means.
    @Test func aProjectFileThatDoesNotParseIsReported() throws {
        let project = try HostileProject("bad-pbxproj")
        defer { project.remove() }
        try project.write("App/View.xib", CrashTests.view)
        try project.write("App/View.swift", "class View: UIView {}\n")
        try project.write("App.xcodeproj/project.pbxproj", "{ objects = { P1 = ; }")
        let run = try Nibcheck.run(["--no-config", project.root.path], timeout: stallBound)
        #expect(run.endedNormally)
        #expect(run.error.contains("project.pbxproj:1:20: expected a string: does not parse as a property list"), "\(run.error)")
        #expect(run.error.contains("the targets' modules and memberships it sets are not known"), "\(run.error)")
    }

    @Test(.enabled(if: Nibcheck.unprivilegedPrefix != nil, "needs a user other than root (setpriv) to make a file unreadable"),
          .enabled(if: sourceKitProblem == nil, Comment(rawValue: sourceKitProblem ?? "")))
    func anUnreadableSwiftFileIsReportedAndTheClassRulesStandDown() throws {
        let prefix = try #require(Nibcheck.unprivilegedPrefix)
        let project = try HostileProject("unreadable-swift")
        defer { project.remove() }
        try project.write("App/View.xib", Fixtures.xib(#"<view contentMode="scaleToFill" customClass="Hidden" id="a1"/>"#))
        let swift = try project.write("App/Hidden.swift", "class Hidden: UIView { @IBOutlet var label: UILabel! }\n")
        chmod(swift, 0)
        for folder in [project.root.path, project.path("App")] { chmod(folder, 0o755) }
        let run = try Nibcheck.runShell("\(prefix)env XDG_CACHE_HOME=/nonexistent \"$NIBCHECK\" --no-config '\(project.path("App"))'")
        #expect(run.error.contains("Hidden.swift: cannot be opened for reading"), "\(run.error)")
        #expect(!run.output.contains("[unknown-custom-class]"), "\(run.output)")
    }

    /// Bidirectional controls in a finding (a nib's text, an id) are written as escapes: U+202E
    /// would otherwise make a terminal show the line reversed.
    @Test func bidirectionalControlsAreEscapedInText() throws {
        let project = try HostileProject("bidi")
        defer { project.remove() }
        try project.write("App/Dup.xib", Fixtures.xib("""
            <view contentMode="scaleToFill" id="x\u{202E}y"/>
            <view contentMode="scaleToFill" id="x\u{202E}y"/>
            """))
        let run = try Nibcheck.run(["--no-config", "--no-sources", project.path("App")], timeout: stallBound)
        #expect(run.output.contains("[duplicate-id]"), "\(run.output)")
        #expect(!run.output.unicodeScalars.contains("\u{202E}"))
        #expect(run.output.contains("\\u{202E}"), "\(run.output)")
    }

    /// Constants that overflow to infinity: such views are `invalid` with `solved: null`, never
    /// `ok` with nulls inside the `solved` arrays (which broke the JSON contract).
    @Test func nonFiniteFramesAreInvalidInLayout() throws {
        let project = try HostileProject("non-finite")
        defer { project.remove() }
        let file = try project.write("Overflow.xib", #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" constant="1e308" id="c1"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1e308" id="c2"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="1e308" id="c4"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c7"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
            </constraints>
        </view>
    </objects>
</document>
"""#)
        let run = try Nibcheck.run(["layout", "--format", "json", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let views = try #require((object["roots"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])
        for view in views {
            if let solved = view["solved"] as? [Any] {
                #expect(solved.count == 4 && solved.allSatisfy { $0 is NSNumber }, "\(view)")
            } else {
                #expect(view["status"] as? String == "invalid", "\(view)")
            }
        }
        #expect(views.contains { $0["status"] as? String == "invalid" })
    }
}
