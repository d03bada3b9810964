import NibDocument
import NibLayout

/// `parse-error`: The file parses. With `empty-file` and `resource-limit`, a rule about the file
/// rather than its content: they never look at a document (there is none);
/// `Validator.diagnostic(for:)` turns a `ParseError` into their findings. They are rules so that
/// they can be listed, explained, configured and named in output like any other.
public struct ParseErrorRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .parseError, severity: .error,
        summary: "The file is well-formed XML with an Interface Builder root",
        explanation: """
            A file that is not well-formed XML (an unclosed tag after a bad merge, a stray character), \
            whose root is not <document> or <archive>, or that carries a DOCTYPE (which Interface \
            Builder never writes, and which NibKit refuses so that no entity is ever expanded or \
            loaded) can't be opened by Xcode or loaded by UIKit. One error is reported per file, at \
            the position libxml2 gives (a merge's conflict markers, committed unresolved, are named \
            as such at the first marker's line), and no other rule runs on it.
            """,
        triggering: [
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view id="Pv1-Aa-001">
                            <subviews>
                                <label id="Pl2-Aa-002">
                            </subviews>↓
                        </view>
                    </objects>
                </document>
                """, note: "a <label> left open by a merge"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Pv1-Aa-001">
                    <subviews>
                        <label id="Pl2-Aa-002"/>
                    </subviews>
                </view>
                """),
        ])
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {}
}
