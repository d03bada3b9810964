import NibDocument
import NibLayout

/// Rules about the file rather than its content: they never look at a document (there is none);
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
            the position libxml2 gives, and no other rule runs on it.
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

/// `empty-file`: The file is not empty.
public struct EmptyFileRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .emptyFile, severity: .error,
        summary: "The file is not empty",
        explanation: """
            A 0-byte (or whitespace-only) .xib or .storyboard is usually a failed write or a botched \
            merge. Xcode can't open it and building the app fails when ibtool compiles it.
            """,
        triggering: [
            RuleExample("↓", note: "a 0-byte file"),
            RuleExample("↓  \n\n", note: "whitespace only"),
        ],
        nonTriggering: [
            RuleExample(#"<view id="Ev1-Aa-001"/>"#),
        ])
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {}
}

/// `resource-limit`: The file stays within NibKit's size and nesting limits.
public struct ResourceLimitRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: .resourceLimit, severity: .error,
        summary: "The file stays within NibKit's size, nesting and attribute limits",
        explanation: """
            NibKit refuses files larger than its size limit (64 MiB by default), nested deeper than \
            its depth limit (256 by default), or with an element carrying more attributes than its \
            attribute limit (4,096 by default), so that hostile input costs bounded memory and time. \
            No real Interface Builder file comes near any of them; all can be changed \
            (--max-file-size, --max-depth, --max-attributes). The layout rules likewise stop solving \
            a root whose constraints pass the solver's work limit (a ring or chain of thousands of \
            constraints): the root is reported here, at its view, and is not checked for layout.
            """,
        triggering: [
            RuleExample(RuleExample.xib(objects: String(repeating: #"<view id="deep"><subviews>"#, count: 127) + "↓<view/>"),
                        note: "views nested past the depth limit (256); the rest of the file is never read"),
        ],
        nonTriggering: [
            RuleExample(RuleExample.xib(objects: String(repeating: #"<view><subviews>"#, count: 100) + "<view/>" + String(repeating: "</subviews></view>", count: 100)),
                        note: "views nested 200 deep"),
        ])
    /// Only what the layout rules already solved: this rule never starts the solver itself, and
    /// the validator runs it after them.
    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        for root in facts.layout.solvedRoots ?? [] where root.solution.views.first?.status == .tooLarge {
            let view = root.solution.views[0]
            findings.append(Finding(view.element, """
                the layout of \(view.name) is not checked: solving its constraints passed the solver's \
                limits (\(SolverLimits.untrustedFile))
                """))
        }
    }
}
