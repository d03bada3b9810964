import NibDocument

/// The literal rules share one shape: string literals of one kind in the code, checked against
/// names the nibs define.
enum LiteralCheck {
    /// `definedInNibs`: the names are defined inside nibs (identifiers), so they are known only
    /// when every nib of the project was read (folders searched, not files named one by one).
    static func run(_ project: ProjectFacts, kinds: Set<LiteralUse.Kind>, provided: Set<String>, definedInNibs: Bool = true,
                    checking isChecked: (LiteralUse) -> Bool = { _ in true },
                    findings: inout [ProjectFinding], message: (String) -> String, hint: (String) -> String) {
        guard project.sources.swiftRead, project.sources.codeFound else { return }
        if definedInNibs, !project.nibsComplete { return }
        for use in project.sources.literals where kinds.contains(use.kind) && isChecked(use) {
            guard let value = use.value, !provided.contains(value) else { continue }
            findings.append(ProjectFinding(use.location, message(value), hint: hint(value)))
        }
    }
}
