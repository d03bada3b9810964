@testable import NibSources
import Testing

/// A load runs only under the iPad idiom inside `if … == .pad {`, or on the iPad side of a
/// conditional; not in its `else`, after it, or under `!=`.
@Suite struct IdiomGuardTests {
    /// Whether the literal `"X"` in `source` is found to run only on an iPad.
    static func isIPadOnly(_ source: String) -> Bool {
        let bytes = Array(source.utf8)
        guard let range = source.range(of: "\"X\"") else { return false }
        return IdiomGuard.isIPadOnly(at: source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound), in: bytes)
    }

    @Test func theIPadBranchOfAnIdiomTestIsIPadOnly() {
        #expect(Self.isIPadOnly("if UIDevice.current.userInterfaceIdiom == .pad {\n    load(\"X\")\n}\n"))
        #expect(Self.isIPadOnly("if UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.pad {\n    if ready { }\n    load(\"X\")\n}\n"))
        #expect(Self.isIPadOnly("if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {\n    [self load:@\"X\"];\n}\n"))
        #expect(Self.isIPadOnly("} else if traitCollection.userInterfaceIdiom == .pad {\n    load(\"X\")\n}\n"))
        #expect(Self.isIPadOnly("let name = UIDevice.current.userInterfaceIdiom == .pad ? \"X\" : \"Y\"\n"))
        // Swift ends statements at line ends: the `if` need not be its block's first statement.
        #expect(Self.isIPadOnly("override func viewDidLoad() {\n    super.viewDidLoad()\n    // the iPad's layout\n    if UIDevice.current.userInterfaceIdiom == .pad {\n        load(\"X\")\n    }\n}\n"))
        #expect(Self.isIPadOnly("let board = UIDevice.current.userInterfaceIdiom == .pad ? UIStoryboard(name: \"X\", bundle: nil) : main\n"))
    }

    @Test func otherBranchesAndTestsAreNot() {
        #expect(!Self.isIPadOnly("if UIDevice.current.userInterfaceIdiom == .pad {\n    load(\"Y\")\n} else {\n    load(\"X\")\n}\n"))
        #expect(!Self.isIPadOnly("if UIDevice.current.userInterfaceIdiom != .pad {\n    load(\"X\")\n}\n"))
        #expect(!Self.isIPadOnly("if UIDevice.current.userInterfaceIdiom == .pad {\n    load(\"Y\")\n}\nload(\"X\")\n"))
        #expect(!Self.isIPadOnly("let name = UIDevice.current.userInterfaceIdiom == .pad ? \"Y\" : \"X\"\n"))
        #expect(!Self.isIPadOnly("func show() {\n    load(\"X\")\n}\n"))
        #expect(!Self.isIPadOnly("if UIDevice.current.userInterfaceIdiom == .pad || wide {\n    load(\"X\")\n}\n"))
        #expect(!Self.isIPadOnly("if !(UIDevice.current.userInterfaceIdiom == .pad) {\n    load(\"X\")\n}\n"))
    }
}
