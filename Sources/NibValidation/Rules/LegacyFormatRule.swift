import NibDocument

/// `legacy-format`: The file uses the current document format, not a legacy archive.
public struct LegacyFormatRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "legacy-format", severity: .warning,
        summary: "The file uses the current document format, not a legacy archive",
        explanation: """
            Files saved by Xcode 3 and 4 are keyed archives (<archive type=… version="7.10"|"8.00">) \
            rather than <document>s. Current Xcode still reads them but none of the modern checks \
            apply, diffs are unreadable, and the format can't express Auto Layout features added since. \
            Opening the file in Xcode and saving it converts it.
            """,
        triggering: [
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <data>
                        <int key="IBDocument.SystemTarget">1536</int>
                    </data>
                </archive>
                """, note: "saved by Xcode 4"),
        ],
        nonTriggering: [
            RuleExample(#"<view id="Lv1-Aa-001"/>"#, note: "the same file saved by a current Xcode"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .legacyArchive else { return }
        findings.append(Finding(
            document.root, "legacy Interface Builder archive (version \(document.version ?? "?")); NibKit reads it as a plain tree and checks nothing in it",
            hint: "open it in Xcode and save it, which converts it to the current <document> format"))
    }
}
