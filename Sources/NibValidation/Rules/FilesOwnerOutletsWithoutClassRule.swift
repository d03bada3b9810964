import NibDocument

/// `files-owner-outlets-without-class`: A File's Owner with outlets has a class.
public struct FilesOwnerOutletsWithoutClassRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "files-owner-outlets-without-class", severity: .warning,
        summary: "A File's Owner with outlets has a class",
        explanation: """
            Outlets from File's Owner are set on the owner object passed to instantiate(withOwner:). \
            Without a class on the placeholder, Interface Builder can't check that the owner has those \
            properties, and a mismatch only shows at run time: "this class is not key value \
            coding-compliant for the key view".
            """,
        triggering: [
            RuleExample("""
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="Fv1-aa-001" id="Fo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Fv1-aa-001"/>
                """),
        ],
        nonTriggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="Profile" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="Fv1-aa-001" id="Fo1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Fv1-aa-001"/>
                """),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let owner = document.filesOwner, owner.customClass == nil else { return }
        let outlets = owner.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }
        guard !outlets.isEmpty else { return }
        let names = outlets.compactMap(\.property).map { "'\($0)'" }.joined(separator: ", ")
        findings.append(Finding(
            owner, "File's Owner has outlets (\(names)) but no class",
            hint: "set File's Owner's Class to the type that owns this nib"))
    }
}
