import Foundation
import NibTestSupport
import Testing

/// Numbers a project writes, converted to integers: Swift's checked conversions trap (SIGILL) on
/// a NaN, an infinity or a value out of range, so every such number must be refused or clamped
/// first. Each case ran into a trap before.
@Suite struct NumberTests {
    /// A root view whose background colour has a red component of `red`.
    static func coloredView(red: String) -> String {
        ProjectStallTests.rootView(subviews: "", constraints: "").replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/><color key="backgroundColor" red="\#(red)" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
    }

    /// A git repository with `View.xib` committed as `before`, then as `after`.
    static func repository(_ project: HostileProject, before: String, after: String) throws -> Bool {
        guard let git = Fixtures.which("git") else { return false }
        func run(_ arguments: [String]) throws {
            let result = try Nibcheck.launch(git, ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments,
                                             in: project.root, environment: [:], timeout: stallBound)
            #expect(result.status == 0, "git \(arguments): \(result.error)")
        }
        try run(["init", "-q"])
        try project.write("View.xib", before)
        try run(["add", "View.xib"])
        try run(["commit", "-qm", "before"])
        try project.write("View.xib", after)
        try run(["commit", "-qam", "after"])
        return true
    }

    @Test func aNaNColourComponentIsDiffed() throws {
        let project = try HostileProject("nan-colour-diff")
        defer { project.remove() }
        let before = try project.write("Before.xib", Self.coloredView(red: "0.25"))
        let after = try project.write("After.xib", Self.coloredView(red: "nan"))
        let diff = try Nibcheck.run(["diff", before, after], timeout: stallBound)
        #expect(diff.endedNormally, "status \(diff.status)")
        #expect(diff.output.contains("backgroundColor"), "\(diff.output)")
        let textconv = try Nibcheck.run(["diff", "--textconv", after], timeout: stallBound)
        #expect(textconv.endedNormally && textconv.status == 0, "status \(textconv.status)")

        let repository = try HostileProject("nan-colour-git")
        defer { repository.remove() }
        guard try Self.repository(repository, before: Self.coloredView(red: "0.25"), after: Self.coloredView(red: "nan")) else { return }
        let git = try Nibcheck.run(["diff", "--git", "HEAD~1", "HEAD"], in: repository.root, timeout: stallBound)
        #expect(git.endedNormally, "status \(git.status): \(git.error)")
        #expect(git.output.contains("backgroundColor"), "\(git.output)")
    }

    /// `invalid-number` reports the NaN component; nothing traps on the way.
    @Test func aNaNColourComponentIsReported() throws {
        let project = try HostileProject("nan-colour-lint")
        defer { project.remove() }
        let file = try project.write("View.xib", Self.coloredView(red: "nan"))
        let run = try Nibcheck.run(["--no-config", "--no-sources", file], timeout: stallBound)
        #expect(run.endedNormally && run.status == 1, "status \(run.status)")
        #expect(run.output.contains("[invalid-number]") && run.output.contains("red"), "\(run.output)")
        let render = try Nibcheck.run(["render", file, "-o", "-"], timeout: stallBound)
        #expect(render.endedNormally && render.status == 0, "status \(render.status)")
    }

    /// A colour set whose component is `"nan"`, drawn by a view and in the HTML report.
    @Test func aNaNComponentInAColourSetIsDrawn() throws {
        let project = try HostileProject("nan-colorset")
        defer { project.remove() }
        let xib = Self.coloredView(red: "0").replacingOccurrences(
            of: #"<color key="backgroundColor" red="0" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            with: #"<color key="backgroundColor" name="Brand"/>"#)
            .replacingOccurrences(of: "</document>", with: #"<resources><namedColor name="Brand"><color red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources></document>"#)
        let file = try project.write("App/View.xib", xib)
        try project.write("App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"nan","green":"0.5","red":"nan"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """)
        let render = try Nibcheck.run(["render", file, "-o", "-"], timeout: stallBound)
        #expect(render.endedNormally && render.status == 0, "status \(render.status): \(render.error)")
        let report = try Nibcheck.run(["--no-config", "--format", "html", project.path("App")], timeout: stallBound)
        #expect(report.endedNormally, "status \(report.status): \(report.error)")
        #expect(report.output.contains("</html>"))
    }

    /// A label saved 1e300 points tall, drawn, laid out and linted.
    @Test func aLabelSavedImpossiblyTallIsDrawn() throws {
        let project = try HostileProject("tall-label")
        defer { project.remove() }
        let file = try project.write("Tall.xib", ProjectStallTests.rootView(
            subviews: #"<label opaque="NO" text="Tall" numberOfLines="0" id="l"><rect key="frame" x="0" y="0" width="100" height="1e300"/></label>"#,
            constraints: ""))
        for arguments in [["render", file, "-o", "-"], ["layout", file], ["--no-config", "--no-sources", file], ["--no-config", "--no-sources", "--format", "html", file]] {
            let run = try Nibcheck.run(arguments, timeout: stallBound)
            #expect(run.endedNormally, "\(arguments[0]): status \(run.status)")
        }
    }

    /// `selectedSegmentIndex` of Int.max: drawn, laid out, linted (and reported out of range).
    @Test func aHugeSelectedSegmentIndexIsReported() throws {
        let project = try HostileProject("segment-index")
        defer { project.remove() }
        let control = #"<segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="9223372036854775807" id="s"><rect key="frame" x="0" y="0" width="200" height="32"/><segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>"#
        let file = try project.write("Segments.xib", ProjectStallTests.rootView(subviews: control, constraints: ""))
        for arguments in [["render", file, "-o", "-"], ["layout", file], ["--no-config", "--no-sources", "--format", "html", file]] {
            let run = try Nibcheck.run(arguments, timeout: stallBound)
            #expect(run.endedNormally, "\(arguments[0]): status \(run.status)")
        }
        let lint = try Nibcheck.run(["--no-config", "--no-sources", file], timeout: stallBound)
        #expect(lint.endedNormally && lint.status == 1, "status \(lint.status)")
        #expect(lint.output.contains("selectedSegmentIndex") && lint.output.contains("[invalid-number]"), "\(lint.output)")
    }
}
