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
}
