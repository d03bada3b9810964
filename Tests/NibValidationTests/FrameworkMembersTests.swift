import NibDocument
import NibValidation
import Testing

/// The per-platform tables of the framework classes' own outlets and actions, which decide
/// whether a key a class's sources lack is the framework's (no finding) or a crash.
struct FrameworkMembersTests {
    private func chain(_ name: String) throws -> [String] {
        try #require(FrameworkClasses.chain(from: name), "\(name) is in FrameworkClasses")
    }

    @Test func theFocusOutletIsTvOSs() throws {
        let controller = try chain("UIViewController")
        #expect(FrameworkMembers.hasOutlet("preferredFocusedView", chain: controller, platform: .tvOS) == true)
        #expect(FrameworkMembers.hasOutlet("preferredFocusedView", chain: controller, platform: .iOS) == false)
    }

    @Test func anOutletIsFoundUpTheChain() throws {
        let tableController = try chain("UITableViewController")
        #expect(FrameworkMembers.hasOutlet("tableView", chain: tableController, platform: .iOS) == true)
        #expect(FrameworkMembers.hasOutlet("view", chain: tableController, platform: .iOS) == true)
        #expect(FrameworkMembers.hasOutlet("tableView", chain: try chain("UIViewController"), platform: .iOS) == false)
        #expect(FrameworkMembers.hasOutlet("textField", chain: try chain("NSTableCellView"), platform: .macOS) == true)
    }

    @Test func aClassNoTableDescribesMakesTheRulesStandDown() throws {
        // UIStoryboardSegue has a chain but no members listed; watchOS has no table at all; a tvOS
        // nib's UISwitch is a class tvOS lacks.
        #expect(FrameworkMembers.hasOutlet("anything", chain: try chain("UIStoryboardSegue"), platform: .iOS) == nil)
        #expect(FrameworkMembers.hasOutlet("view", chain: try chain("UIViewController"), platform: .watchOS) == nil)
        #expect(FrameworkMembers.hasOutlet("delegate", chain: try chain("UISwitch"), platform: .tvOS) == nil)
    }

    @Test func anIOSNibTakesWhatMacCatalystAdds() throws {
        let split = try chain("UISplitViewController")
        #expect(FrameworkMembers.hasAction("toggleSidebar:", chain: split, platform: .iOS) == true)
        #expect(FrameworkMembers.hasAction("toggleSidebar:", chain: split, platform: .tvOS) == false)
        #expect(FrameworkMembers.table(for: .macCatalyst).describedClasses.contains("UIWebView") == false)
    }

    @Test func appKitResponderActionsAreNotJudgedButNSObjectsAre() throws {
        #expect(FrameworkMembers.hasAction("performClose:", chain: try chain("NSViewController"), platform: .macOS) == nil)
        #expect(FrameworkMembers.hasAction("performClose:", chain: try chain("NSObject"), platform: .macOS) == false)
    }

    @Test func everyDescribedClassHasAChainToItsRoot() {
        for runtime in FrameworkMembers.Runtime.allCases {
            for name in FrameworkMembers.table(for: runtime).describedClasses {
                #expect(FrameworkClasses.chain(from: name) != nil, "\(runtime): \(name) has no superclass chain")
            }
        }
    }
}
