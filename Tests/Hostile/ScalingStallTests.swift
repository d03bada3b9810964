import Foundation
import NibTestSupport
import Testing

/// Inputs under a megabyte that cost time or memory out of proportion to their size: each pass
/// that looked at every earlier item for each item. Each case is bounded by the harness
/// (`stallBound`): a run it has to kill fails the case; fixed, each takes a second or two in a
/// debug build.
@Suite struct ScalingStallTests {
    /// A root view holding `count` plain subviews, `v0` to `v<count-1>`, in `order`.
    static func siblings(_ order: [Int]) -> String {
        let views = order.map { #"<view contentMode="scaleToFill" id="v\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        return Fixtures.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
            \(views.joined(separator: "\n"))
                </subviews>
            </view>
            """)
    }

    /// 20,000 siblings reversed: the table of every pair of positions took 26 s and 3.2 GB.
    /// Reversed, only one sibling keeps its place in order: every other one is reported moved.
    @Test func reorderingManySiblingsIsDiffedInTime() throws {
        let count = 20_000
        let project = try HostileProject("diff-reorder")
        defer { project.remove() }
        let before = try project.write("Before.xib", Self.siblings(Array(0..<count)))
        let after = try project.write("After.xib", Self.siblings(Array((0..<count).reversed())))
        let run = try Nibcheck.run(["diff", before, after], timeout: stallBound)
        #expect(run.endedNormally, "timed out: \(run.timedOut)")
        let moved = run.output.split(separator: "\n").filter { $0.contains("position") }
        #expect(moved.count == count - 1, "\(run.output.prefix(400))")
    }

    /// 8,000 selector pieces outside any message (400 KB): each looked back to the file's start
    /// for the message's `[` and on to the file's end for `forIndexPath:` (over two minutes).
    @Test func manyLiteralsOutsideMessagesAreReadInTime() throws {
        let project = try HostileProject("objc-literals")
        defer { project.remove() }
        try project.write("App/View.xib", CrashTests.view)
        var source = "#import <UIKit/UIKit.h>\n"
        for index in 0..<8_000 { source += "x dequeueReusableCellWithIdentifier:@\"Cell\(index)\" y\n" }
        try project.write("App/View.m", source)
        // A cache of its own: a file read before is not read again.
        let run = try Nibcheck.run(["--no-config", project.path("App")], environment: ["XDG_CACHE_HOME": project.path("cache")],
                                   timeout: stallBound)
        #expect(run.endedNormally, "timed out: \(run.timedOut)")
    }

    /// A label of 34,000 characters in one line, for each truncation: each character dropped
    /// measured the rest again (over a minute for the three).
    @Test func longLabelsAreTruncatedInTime() throws {
        let text = String(repeating: "abcdefghij klmnopqrstuvw ", count: 1_360)
        let labels = ["tailTruncation", "headTruncation", "middleTruncation"].enumerated().map { index, mode in
            #"<label opaque="NO" text="\#(text)" lineBreakMode="\#(mode)" numberOfLines="1" id="l\#(index)"><rect key="frame" x="0" y="\#(index * 30)" width="100" height="21"/></label>"#
        }
        let project = try HostileProject("long-labels")
        defer { project.remove() }
        let file = try project.write("Labels.xib", ProjectStallTests.rootView(subviews: labels.joined(separator: "\n"), constraints: ""))
        let run = try Nibcheck.run(["render", file, "-o", "-"], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "timed out: \(run.timedOut)")
        // Each label is cut to one short line with its ellipsis.
        #expect(run.output.components(separatedBy: "\u{2026}").count - 1 == 3, "\(run.output.prefix(600))")
        #expect(run.output.utf8.count < 100_000)
    }

    /// 24,000 subviews, ours inserting after every even one and theirs after every odd one: each
    /// insertion searched and shifted the whole list (a minute).
    @Test func manyInsertionsAreMergedInTime() throws {
        let count = 24_000
        // Without Auto Layout: the merged frames are not solved again (linear, but seconds for
        // 36,000 views in a debug build), so the case times the merge alone.
        func document(_ keys: [String]) -> String {
            Fixtures.xib("""
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                \(keys.map { #"<view id="\#($0)"/>"# }.joined(separator: "\n"))
                </subviews>
                </view>
                """).replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="NO""#)
        }
        let project = try HostileProject("merge-insertions")
        defer { project.remove() }
        let base = try project.write("Base.xib", document((0..<count).map { "b\($0)" }))
        let ours = try project.write("Ours.xib", document(Self.insertions(count, side: "o", after: 0)))
        let theirs = try project.write("Theirs.xib", document(Self.insertions(count, side: "t", after: 1)))
        let run = try Nibcheck.run(["merge", base, ours, theirs, "-o", project.path("Merged.xib")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "timed out: \(run.timedOut), \(run.error.prefix(300))")
        // Every view of both sides, each after the base view it followed.
        let merged = try String(contentsOfFile: project.path("Merged.xib"), encoding: .utf8)
        var ids: [String] = []
        for line in merged.split(separator: "\n") {
            guard let start = line.range(of: #"<view id=""#), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
            ids.append(String(line[start.upperBound..<end]))
        }
        let expected: [String] = (0..<count).flatMap { index in ["b\(index)", index % 2 == 0 ? "o\(index)" : "t\(index)"] }
        #expect(ids.elementsEqual(expected), "\(ids.prefix(6))")
    }

    /// `b0` to `b<count-1>`, with `<side><i>` after each `b<i>` whose i % 2 is `after`.
    static func insertions(_ count: Int, side: String, after parity: Int) -> [String] {
        var keys: [String] = []
        for index in 0..<count {
            keys.append("b\(index)")
            if index % 2 == parity { keys.append(side + String(index)) }
        }
        return keys
    }

    /// A root view with 5,000 subviews, and 40 hidden ones each holding a chain of 100 views
    /// marked misplaced: placing each finding on the report's pictures searched every drawn
    /// view for each of its ancestors (86 s; lint alone 0.8 s).
    @Test func findingsUnderHiddenViewsArePlacedInTime() throws {
        var subviews = (0..<5_000).map { #"<view contentMode="scaleToFill" id="v\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        for chain in 0..<40 {
            var xml = #"<view hidden="YES" contentMode="scaleToFill" id="h\#(chain)"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
            for depth in 0..<100 {
                xml += #"<subviews><view contentMode="scaleToFill" misplaced="YES" id="m\#(chain)-\#(depth)"><rect key="frame" x="0" y="0" width="5" height="5"/>"#
            }
            xml += String(repeating: "</view></subviews>", count: 100) + "</view>"
            subviews.append(xml)
        }
        let project = try HostileProject("hidden-findings")
        defer { project.remove() }
        let file = try project.write("Hidden.xib", ProjectStallTests.rootView(subviews: subviews.joined(separator: "\n"), constraints: ""))
        let run = try Nibcheck.run(["--no-config", "--no-sources", "--format", "html", file], timeout: stallBound)
        #expect(run.endedNormally, "timed out: \(run.timedOut)")
        // Each finding is placed on the drawn root it is under.
        let findings = run.output.components(separatedBy: "<li class=\"finding").count - 1
        #expect(findings == 4_000, "\(findings) findings")
        #expect(run.output.components(separatedBy: #"data-view="root""#).count - 1 >= 2 * findings)
    }

    /// 20,000 top-level views: each layout root looked up the document's placeholders again
    /// (over 100 s, against 0.3 s to parse).
    @Test func manyTopLevelViewsAreLintedInTime() throws {
        let views = (0..<20_000).map { #"<view contentMode="scaleToFill" id="t\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        let project = try HostileProject("top-level")
        defer { project.remove() }
        let file = try project.write("Top.xib", Fixtures.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#
            + "\n" + views.joined(separator: "\n")))
        let run = try Nibcheck.run(["--no-config", "--no-sources", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "timed out: \(run.timedOut)")
    }

    /// 10,000 prototype cells (800 KB) against 2,000 names another table controller computes
    /// and dequeues from its own list: each prototype's question "may some code dequeue this?"
    /// walked every dequeue and the other controller's class chain (over a minute).
    @Test func manyPrototypesAgainstManyComputedDequeuesAreLintedInTime() throws {
        let cells = (0..<10_000).map { #"<tableViewCell reuseIdentifier="Cell\#($0)" id="c\#($0)" customClass="Cell\#($0)"/>"# }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s1"><objects>
            <tableViewController id="vc" customClass="ListController" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="plain" id="tv"><rect key="frame" x="0" y="0" width="393" height="852"/>
            <prototypes>
            \(cells.joined(separator: "\n"))
            </prototypes>
            </tableView></tableViewController>
            </objects></scene></scenes></document>
            """
        var source = """
            import UIKit
            class ListController: UITableViewController {
                func show() { performSegue(withIdentifier: "Nowhere", sender: nil) }
            }
            class OtherController: UITableViewController {
                func cell(_ names: [String]) -> UITableViewCell? {
                    var cell: UITableViewCell?

            """
        for index in 0..<2_000 { source += "        cell = self.tableView.dequeueReusableCell(withIdentifier: names[\(index)])\n" }
        source += "        return cell\n    }\n}\n"
        let project = try HostileProject("prototypes")
        defer { project.remove() }
        try project.write("App/Main.storyboard", storyboard)
        try project.write("App/List.swift", source)
        try project.write("App/Info.plist", #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#)
        let run = try Nibcheck.run(["--no-config", project.path("App")], environment: ["XDG_CACHE_HOME": project.path("cache")],
                                   timeout: stallBound)
        #expect(run.endedNormally, "timed out: \(run.timedOut)")
        // The other controller's names fill only its own list: no prototype here is dequeued.
        #expect(run.output.contains("no code dequeues the prototype cell 'Cell9999'"), "\(run.output.suffix(600))")
        #expect(run.output.contains("[unknown-segue-identifier]"))
    }

    /// 20,000 private helpers (1.3 MB), none called, each performing a segue no storyboard has:
    /// each helper's question "does the file name me again?" searched the whole file (over two
    /// minutes). Their segues are asked by nothing; the called `show()`'s is.
    @Test func manyUncalledPrivateFunctionsAreReadInTime() throws {
        var source = "import UIKit\nclass ListController: UITableViewController {\n"
        source += "    func show() { performSegue(withIdentifier: \"Nowhere\", sender: nil) }\n"
        for index in 0..<20_000 { source += "    private func helper\(index)() { performSegue(withIdentifier: \"s\(index)\", sender: nil) }\n" }
        source += "}\n"
        let project = try HostileProject("private-functions")
        defer { project.remove() }
        try project.write("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s1"><objects>
            <tableViewController id="vc" customClass="ListController" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="plain" id="tv"><rect key="frame" x="0" y="0" width="393" height="852"/></tableView>
            </tableViewController>
            </objects></scene></scenes></document>
            """)
        try project.write("App/List.swift", source)
        let run = try Nibcheck.run(["--no-config", project.path("App")], environment: ["XDG_CACHE_HOME": project.path("cache")],
                                   timeout: stallBound)
        #expect(run.endedNormally, "timed out: \(run.timedOut)")
        #expect(run.output.contains("'Nowhere'"), "\(run.output.suffix(600))")
        #expect(!run.output.contains("'s19999'"))
    }
}
