import Foundation
import NibTestSupport
import Testing

/// A merge never drops what a side moved. Ours moves view A into B and theirs moves B into A:
/// each move alone is fine, together they nest A and B in each other, and both used to vanish
/// from a merge that said "merged cleanly".
@Suite struct MergeLossTests {
    static func nib(_ body: String) -> String {
        Fixtures.xib("""
            <view contentMode="scaleToFill" id="R00-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
            \(body)
                </subviews>
            </view>
            """)
    }

    static func view(_ id: String, _ inner: String = "") -> String {
        """
        <view contentMode="scaleToFill" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            \(inner.isEmpty ? "" : "<subviews>\n\(inner)\n</subviews>")
        </view>
        """
    }

    @Test func viewsMovedIntoEachOtherAreKeptAsAConflict() throws {
        let project = try HostileProject("merge-cycle")
        defer { project.remove() }
        let (a, b) = ("AAA-aa-001", "BBB-bb-001")
        let base = try project.write("base.xib", MergeLossTests.nib(MergeLossTests.view(a) + MergeLossTests.view(b)))
        let ours = try project.write("ours.xib", MergeLossTests.nib(MergeLossTests.view(b, MergeLossTests.view(a))))
        let theirs = try project.write("theirs.xib", MergeLossTests.nib(MergeLossTests.view(a, MergeLossTests.view(b))))
        let run = try Nibcheck.run(["merge", base, ours, theirs, "-o", project.path("merged.xib")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "a conflict: \(run.output)\(run.error)")
        #expect(run.output.contains("moved into each other"), "\(run.output)")
        let merged = try String(contentsOfFile: project.path("merged.xib"), encoding: .utf8)
        #expect(merged.contains(#"id="\#(a)""#) && merged.contains(#"id="\#(b)""#), "\(merged)")
        // Ours kept: A inside B.
        let positionOfA = try #require(merged.range(of: #"id="\#(a)""#))
        let positionOfB = try #require(merged.range(of: #"id="\#(b)""#))
        #expect(positionOfB.lowerBound < positionOfA.lowerBound)
    }

    /// The control: one side's move alone merges cleanly.
    @Test func oneSidesMoveMergesCleanly() throws {
        let project = try HostileProject("merge-one-move")
        defer { project.remove() }
        let (a, b) = ("AAA-aa-001", "BBB-bb-001")
        let base = try project.write("base.xib", MergeLossTests.nib(MergeLossTests.view(a) + MergeLossTests.view(b)))
        let ours = try project.write("ours.xib", MergeLossTests.nib(MergeLossTests.view(b, MergeLossTests.view(a))))
        let run = try Nibcheck.run(["merge", base, ours, base, "-o", project.path("merged.xib")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 0, "\(run.output)\(run.error)")
        let merged = try String(contentsOfFile: project.path("merged.xib"), encoding: .utf8)
        #expect(merged.contains(#"id="\#(a)""#) && merged.contains(#"id="\#(b)""#))
    }

    /// A file both branches added: git passes an empty file as the base. The merge reads it as
    /// no base, and a view both sides added with different frames' origins and different
    /// background colours is a conflict, not ours taken silently nor a refusal.
    @Test func aFileBothBranchesAddedMergesAgainstAnEmptyBase() throws {
        let project = try HostileProject("merge-add-add")
        defer { project.remove() }
        let base = try project.write("base.xib", "")
        let ours = try project.write("ours.xib", MergeLossTests.nib(#"<view contentMode="scaleToFill" id="AAA-aa-001"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>"#))
        let theirs = try project.write("theirs.xib", MergeLossTests.nib(#"<view contentMode="scaleToFill" id="AAA-aa-001"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/></view>"#))
        let run = try Nibcheck.run(["merge", base, ours, theirs, "-o", project.path("merged.xib")], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "a conflict: \(run.output)\(run.error)")
        #expect(run.output.contains("backgroundColor"), "\(run.output)")
        // The same file added on both branches merges cleanly.
        let same = try Nibcheck.run(["merge", base, ours, ours, "-o", project.path("same.xib")], timeout: stallBound)
        #expect(same.endedNormally && same.status == 0, "\(same.output)\(same.error)")
    }
}
