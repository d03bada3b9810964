import Foundation
import NibDocument
import NibKit
import NibLayout
import NibValidation
import Testing

/// 7,000 nested views, with the depth limit raised to allow them: every path from bytes to
/// objects (parse, validation, layout, instantiation, release) must be iterative or bounded,
/// whatever limit the user sets. Recursion used to overflow the stack in the plan compiler.
@Suite struct DeepNestingTests {
    static let depth = 7_000

    static var xml: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            """
        for level in 0 ..< depth { text += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>" }
        for _ in 0 ..< depth { text += "</subviews></view>" }
        return text + "</objects></document>"
    }

    @Test func sevenThousandNestedViewsLoadLintAndLayOut() throws {
        let limits = ParseLimits(maxDepth: 3 * Self.depth)
        let document = try Document(string: Self.xml, file: "deep.xib", limits: limits)
        _ = Validator().validate(document)
        _ = LayoutSystem(document: document).roots.map { $0.solve() }
        let nib = try Nib(document: document, name: "deep")
        var made = try nib.instantiate(withOwner: nil, options: NibInstantiationOptions(registry: ClassRegistry()))
        var view = try #require(made.first as? View)
        var depth = 1
        while let child = view.subviews.first {
            view = child
            depth += 1
        }
        #expect(depth == Self.depth)
        made.removeAll()  // releasing a 7,000-deep chain must not recurse either
    }
}
