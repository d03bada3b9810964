import Foundation
import NibTestSupport
import Testing

/// Issue #21, item 2: no project file, output or limit crashes nibcheck.
@Suite struct CrashTests {
    static let view = Fixtures.xib(#"<view contentMode="scaleToFill" id="a1"/>"#)

    /// A project with a nib and `pbxproj` as its `project.pbxproj`, linted with its sources.
    static func lint(_ name: String, pbxproj: String) throws -> (Nibcheck.Run, HostileProject) {
        let project = try HostileProject(name)
        try project.write("App/View.xib", view)
        try project.write("App/View.swift", "class View: UIView {}\n")
        try project.write("App.xcodeproj/project.pbxproj", pbxproj)
        let run = try Nibcheck.run(["--no-config", project.root.path], timeout: stallBound)
        return (run, project)
    }

    @Test(arguments: ["(", "{ a = "])
    func deeplyNestedPropertyListsAreRefused(_ opener: String) throws {
        let text = "{ objects = " + String(repeating: opener, count: 100_000)
        let (run, project) = try CrashTests.lint("plist-\(opener == "(" ? "paren" : "brace")", pbxproj: text)
        defer { project.remove() }
        #expect(run.endedNormally, "status \(run.status)")
        #expect(run.error.contains("project.pbxproj:1:"), "\(run.error)")
        #expect(run.error.contains(": nested deeper than 128 levels: does not parse as a property list"), "\(run.error)")
    }

    @Test func aGroupListedAsItsOwnChildIsWalkedOnce() throws {
        let pbxproj = HostileProject.pbxproj(objects: """
            G0 = { isa = PBXGroup; children = ( G0, F1 ); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
            """)
        let (run, project) = try CrashTests.lint("self-child", pbxproj: pbxproj)
        defer { project.remove() }
        #expect(run.endedNormally, "status \(run.status)")
    }

    @Test func aGroupCycleIsWalkedOnce() throws {
        let pbxproj = HostileProject.pbxproj(objects: """
            G0 = { isa = PBXGroup; children = ( GA ); sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = ( GB ); path = a; sourceTree = "<group>"; };
            GB = { isa = PBXGroup; children = ( GA ); path = b; sourceTree = "<group>"; };
            """)
        let (run, project) = try CrashTests.lint("cycle", pbxproj: pbxproj)
        defer { project.remove() }
        #expect(run.endedNormally, "status \(run.status)")
    }

    /// Each group lists the next twice: 2^40 walks without the visited set.
    @Test func aGroupChainListedTwiceIsWalkedOnce() throws {
        var objects = ""
        for index in 0..<40 {
            objects += "G\(index) = { isa = PBXGroup; children = ( G\(index + 1), G\(index + 1) ); path = g; sourceTree = \"<group>\"; };\n"
        }
        objects += "G40 = { isa = PBXGroup; children = ( ); sourceTree = \"<group>\"; };\n"
        let (run, project) = try CrashTests.lint("dag", pbxproj: HostileProject.pbxproj(objects: objects))
        defer { project.remove() }
        #expect(run.endedNormally, "status \(run.status), timed out: \(run.timedOut)")
    }

    /// `render -o -` to a closed standard output or a full device: exit 2 with a message, not a trap.
    @Test(arguments: ["1>&-", ">/dev/full"])
    func renderToAFailingStandardOutputExitsWithTwo(_ redirection: String) throws {
        let sample = Fixtures.valid("BookCell.xib").path
        let run = try Nibcheck.runShell("\"$NIBCHECK\" render '\(sample)' -o - \(redirection); echo \"status=$?\" >&2")
        #expect(run.error.contains("status=2"), "\(run.error)")
        #expect(run.error.contains("cannot write to standard output"), "\(run.error)")
    }

    /// Under `ulimit -f`, saving the cache fails: the findings are printed all the same, and no
    /// temporary file is left beside the cache.
    @Test func aFileSizeLimitLeavesNoCacheButTheFindings() throws {
        let project = try HostileProject("ulimit")
        defer { project.remove() }
        try project.write("App/Broken.xib", try String(contentsOf: Fixtures.broken("duplicate-id.xib"), encoding: .utf8))
        // Enough declarations that the cache is larger than one 512-byte block.
        var swift = ""
        for index in 0..<200 { swift += "class Declared\(index): UIView { @IBOutlet var label\(index): UILabel! }\n" }
        try project.write("App/Views.swift", swift)
        let cache = project.path("cache")
        let run = try Nibcheck.runShell("ulimit -f 1; XDG_CACHE_HOME='\(cache)' \"$NIBCHECK\" --no-config '\(project.path("App"))'; echo \"status=$?\" >&2")
        #expect(run.error.contains("status=1"), "\(run.error)")
        #expect(run.output.contains("[duplicate-id]"), "\(run.output)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/nibcheck")) ?? []
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    }
}
