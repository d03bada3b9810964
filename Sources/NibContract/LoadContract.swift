import NibDocument

/// The contract as the runtime checks it, every finding an error: what a nib or storyboard must
/// be to be loaded at all, and what a nib must be to be registered for reuse. NibKit runs it;
/// `nibcheck` runs the rules of the same ids, which share `ContractChecks` with it.
public enum LoadContract {
    /// What every nib and storyboard must pass to be loaded: anything that would make loading
    /// resolve the wrong object or none.
    public static let structuralRuleIDs: Set<RuleID> = [.duplicateID, .danglingReference]

    /// What a nib must pass to be registered as a cell or reusable view: UIKit's contract, which
    /// UIKit checks at the first dequeue and NibKit at registration.
    public static let cellRuleIDs: Set<RuleID> = [
        .cellTopLevelObjects, .reuseIdentifierMismatch, .customClassMismatch,
        .cellSubviewOutsideContentView, .duplicateID, .danglingReference,
    ]

    /// The structural findings in `document`, in source order.
    public static func structuralDiagnostics(of document: Document) -> [Diagnostic] {
        diagnostics(structuralChecks(of: document))
    }

    /// The cell contract's findings for `document` registered as `registration`, in source
    /// order. `module` is what `customModuleProvider="target"` stands for; `topLevelObjects` are
    /// those of a nib made from part of the document (a storyboard's prototype cell), nil for a
    /// nib that is the whole document. `isCellClass` tells whether a class a plain `<view>` names
    /// is a cell class (the runtime's class registry knows).
    public static func cellDiagnostics(of document: Document, registration: CellRegistration, module: String? = nil,
                                       topLevelObjects: [Element]? = nil,
                                       isCellClass: CellElements.CellClassTest? = nil) -> [Diagnostic] {
        let objects = topLevelObjects ?? document.objects
        return diagnostics(structuralChecks(of: document) + [
            (.cellTopLevelObjects, { findings in
                ContractChecks.checkTopLevelObjects(objects, of: document, kind: registration.kind,
                                                    registeredAs: registration.reuseIdentifier, isCellClass: isCellClass,
                                                    findings: &findings)
            }),
            (.reuseIdentifierMismatch, { findings in
                ContractChecks.checkReuseIdentifier(objects, registration: registration, findings: &findings)
            }),
            (.customClassMismatch, { findings in
                ContractChecks.checkCustomClass(objects, registration: registration, module: module, findings: &findings)
            }),
            (.cellSubviewOutsideContentView, { findings in
                ContractChecks.checkSubviewsOutsideContentView(in: document, topLevelObjects: topLevelObjects, findings: &findings)
            }),
        ])
    }

    private typealias Check = (RuleID, (inout [Finding]) -> Void)

    private static func structuralChecks(of document: Document) -> [Check] {
        [
            (.duplicateID, { findings in ContractChecks.checkDuplicateIDs(in: document, findings: &findings) }),
            (.danglingReference, { findings in
                ContractChecks.checkReferences(ObjectReference.all(in: document), in: document, findings: &findings)
            }),
        ]
    }

    /// Each check's findings as error diagnostics of its rule, sorted as the validator sorts them.
    private static func diagnostics(_ checks: [Check]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (ruleID, check) in checks {
            var findings: [Finding] = []
            check(&findings)
            for finding in findings {
                diagnostics.append(Diagnostic(location: finding.element.location, objectID: finding.element.id, severity: .error,
                                              ruleID: ruleID, message: finding.message, hint: finding.hint))
            }
        }
        return diagnostics.sorted(by: Diagnostic.inSourceOrder)
    }
}
