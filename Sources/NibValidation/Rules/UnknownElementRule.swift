import NibDocument

/// `unknown-element`: Elements NibKit has no typed reading for are listed.
public struct UnknownElementRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "unknown-element", severity: .info, enabledByDefault: false,
        summary: "Elements NibKit has no typed reading for are listed",
        explanation: """
            New Xcode versions add elements. NibKit keeps every element in its model, whether it knows \
            it or not, and this rule makes the unknown ones visible instead of silently treating them \
            as nothing: a hint that the element table needs an entry, or that the file was edited by \
            hand.
            """,
        triggering: [
            RuleExample("""
                <view id="Uv1-aa-001">
                    <subviews>
                        ↓<hologramView id="Hx3-Qv-7Ro"/>
                    </subviews>
                </view>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Uv1-aa-001">
                    <subviews>
                        <view id="Hx3-Qv-7Ro"/>
                    </subviews>
                </view>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        // elementNames and elements(named:) are both answered from the document's index.
        for name in document.elementNames where !ElementClassTable.isKnown(name) {
            for element in document.elements(named: name) {
                findings.append(Finding(
                    element, "element <\(name)> is not one NibKit knows; it is kept in the model without a typed reading",
                    hint: "if Xcode wrote it, it belongs in NibDocument's ElementClassTable"))
            }
        }
    }
}
