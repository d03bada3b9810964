import Foundation
import NibTestSupport
import Testing

/// One junk source file does not switch off the code-based rules of the whole project: only the
/// classes it could declare stand down, every other finding stays, and the file is named in a
/// warning. Nor does nesting past the Swift parser's limit hide the classes after it.
@Suite(.enabled(if: sourceKitProblem == nil, Comment(rawValue: sourceKitProblem ?? "")))
struct JunkSourceTests {
    /// `App/` with `Badge.xib` (an outlet its class does not declare) and `BadgeView.swift`.
    static func project(_ name: String) throws -> HostileProject {
        let project = try HostileProject(name)
        try project.write("App/Badge.xib", HiddenFindingTests.outletNib)
        try project.write("App/BadgeView.swift", "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n")
        return project
    }

    static func lint(_ project: HostileProject) throws -> Nibcheck.Run {
        try Nibcheck.run(["--no-config", "App"], in: project.root, environment: ["XDG_CACHE_HOME": project.path("cache")], timeout: stallBound)
    }

    static let junk: [String: Data] = [
        "Junk.swift (NUL)": Data("import UIKit\nclass Other: UIView {}\n".utf8) + Data([0, 1, 2]),
        "Junk.swift (not UTF-8)": Data("import UIKit\nclass Other: UIView {}\n// caf".utf8) + Data([0xE9, 0x0A]),
        "Junk.m (NUL)": Data("@interface Other : UIView\n@end\n".utf8) + Data([0]),
    ]

    /// The control: without the junk file, the finding is there.
    @Test func theFindingWithoutJunk() throws {
        let project = try JunkSourceTests.project("junk-control")
        defer { project.remove() }
        let run = try JunkSourceTests.lint(project)
        #expect(run.endedNormally && run.status == 1)
        #expect(run.output.contains("[undeclared-outlet]"), "\(run.output)")
    }

    @Test(arguments: junk.keys.sorted())
    func aJunkFileKeepsEveryOtherFinding(_ key: String) throws {
        let project = try JunkSourceTests.project("junk-" + key.filter { $0.isLetter || $0.isNumber })
        defer { project.remove() }
        let name = String(key.prefix { $0 != " " })
        try project.write("App/" + name, JunkSourceTests.junk[key]!)
        let run = try JunkSourceTests.lint(project)
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains("[undeclared-outlet]"), "\(run.output)")
        #expect(run.error.contains("\(name): ") && run.error.contains("stand down for what it may declare: Other"), "\(run.error)")
    }

    /// A junk file that may declare the nib's class makes that class's rules stand down, said.
    @Test func aJunkFileThatMayDeclareTheClassMakesItStandDown() throws {
        let project = try JunkSourceTests.project("junk-same")
        defer { project.remove() }
        try project.write("App/More.swift", Data("extension BadgeView {\n    @IBOutlet var x: UILabel!\n}\n".utf8) + Data([0]))
        let run = try JunkSourceTests.lint(project)
        #expect(run.endedNormally && run.status == 0)
        #expect(!run.output.contains("[undeclared-outlet]"), "\(run.output)")
        #expect(run.error.contains("More.swift: ") && run.error.contains("BadgeView"), "\(run.error)")
    }

    /// Hundreds of nested classes before the real one: the Swift parser gives up past 256
    /// levels, and the real class after them used to go unread without a word.
    @Test func deepNestingBeforeTheClassHidesNoFinding() throws {
        let project = try HostileProject("junk-deep")
        defer { project.remove() }
        try project.write("App/Badge.xib", HiddenFindingTests.outletNib)
        let nest = (0 ..< 300).map { "class N\($0) {\n" }.joined() + String(repeating: "}", count: 300) + "\n"
        try project.write("App/BadgeView.swift", nest + "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n")
        let run = try JunkSourceTests.lint(project)
        #expect(run.endedNormally && run.status == 1, "\(run.error)")
        #expect(run.output.contains("[undeclared-outlet]") && run.output.contains("BadgeView.swift:303:"), "\(run.output)")
        #expect(run.error.contains("BadgeView.swift: its brackets nest 300 deep"), "\(run.error)")
    }
}
