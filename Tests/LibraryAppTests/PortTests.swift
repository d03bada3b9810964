import Foundation
import Testing

/// The LibraryApp sample is a UIKit app ported as the README says: `import UIKit` becomes
/// `import NibKit`, the `UI` prefixes go, each `@IBOutlet` line loses its attribute, and the
/// outlets and actions are declared (`outlets`, `actions`). Nothing else changes: the port, less
/// those declarations, is the UIKit original (Samples/LibraryApp/UIKit) put through those steps.
@Suite struct PortTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The mechanical port of UIKit source.
    static func port(_ original: String) -> String {
        var text = original.replacingOccurrences(of: "import UIKit", with: "import NibKit")
        text = text.replacingOccurrences(of: #"@IBOutlet (weak )?var"#, with: "var", options: .regularExpression)
        return text.replacingOccurrences(of: #"\bUI(?!Kit\b)([A-Z])"#, with: "$1", options: .regularExpression)
    }

    /// `source` without its `override class var outlets` and `actions` declarations.
    static func withoutDeclarations(_ source: String) -> String {
        var kept: [Substring] = []
        var depth = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if depth == 0, trimmed.hasPrefix("override class var outlets: [Outlet]") || trimmed.hasPrefix("override class var actions: [ActionMethod]") {
                depth = 0
                for character in line { if character == "{" { depth += 1 } else if character == "}" { depth -= 1 } }
                continue
            }
            if depth > 0 {
                for character in line { if character == "{" { depth += 1 } else if character == "}" { depth -= 1 } }
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    @Test(arguments: [("Samples/LibraryApp/UIKit/Library.swift.uikit", "Samples/LibraryApp/Library.swift"),
                      ("Samples/LibraryApp/UIKit/LibraryAppTests.swift.uikit", "Tests/LibraryAppTests/LibraryAppTests.swift")])
    func thePortIsTheOriginalWithoutUI(_ paths: (original: String, port: String)) throws {
        let original = try String(contentsOf: Self.root.appendingPathComponent(paths.original), encoding: .utf8)
        let port = try String(contentsOf: Self.root.appendingPathComponent(paths.port), encoding: .utf8)
        #expect(original.contains("import UIKit") && original.contains("UI"))
        #expect(Self.withoutDeclarations(port) == Self.port(original))
    }

    /// The check itself catches a change: a port that differs in one call is not the original's.
    @Test func aChangedLineIsCaught() throws {
        let original = try String(contentsOf: Self.root.appendingPathComponent("Samples/LibraryApp/UIKit/Library.swift.uikit"), encoding: .utf8)
        let changed = Self.port(original).replacingOccurrences(of: "animatingDifferences: true", with: "animatingDifferences: false")
        #expect(Self.withoutDeclarations(changed) != Self.port(original))
        #expect(Self.withoutDeclarations("a\n    override class var outlets: [Outlet] {\n        x\n    }\nb") == "a\nb")
    }
}
