import NibDocument

/// The literal rules share one shape: string literals of one kind in the code, checked against
/// names the nibs define.
enum LiteralCheck {
    /// `definedInNibs`: the names are defined inside nibs (identifiers), so they are known only
    /// when every nib of the project was read (folders searched, not files named one by one).
    static func run(_ project: ProjectFacts, kinds: Set<LiteralUse.Kind>, provided: Set<String>, definedInNibs: Bool = true,
                    checking isChecked: (LiteralUse) -> Bool = { _ in true },
                    findings: inout [ProjectFinding], message: (String, LiteralUse, Outcome) -> String, hint: (String) -> String) {
        guard project.sources.swiftRead, project.sources.codeFound else { return }
        if definedInNibs, !project.nibsComplete { return }
        // Whether nothing makes a use's enclosing class, asked once per class: a file may use
        // one missing name on thousands of lines.
        var unmade: [String: Bool] = [:]
        // The names by their lower-case form, made for the first name not found.
        var byLowercase: [String: [String]]?
        // One finding per missing name and file, at its first use, naming the file's other uses:
        // ServusMDiPhoneApp loads a storyboard named `iPad`, which it lacks, in 208 places of 60
        // files, one cause the user fixes once per file at most.
        var found = OrderedGroups<String, ProjectFinding>()
        // A request in an Objective-C @try block raises into its @catch; one in a @catch block
        // runs only when its @try raised: neither is a crash to report.
        for use in project.sources.literals where kinds.contains(use.kind) && isChecked(use) && !use.isInTryOrCatch {
            guard let value = use.value, !provided.contains(value) else { continue }
            // A name defined in nibs is unknown where a nib of the code's app is missing; a nib's
            // own name, where the app committed none.
            if definedInNibs ? !project.nibsComplete(at: use.location.file) : project.sources.isWithoutNibs(use.location.file) { continue }
            var outcome = Outcome(unmadeClass: nil)
            if let property = use.runsWhenPropertyIsRead, !project.mayRead(property, declaredIn: use.location.file) {
                outcome.unreadProperty = property
            }
            if let owner = use.enclosingClass {
                let nothing = unmade[owner] ?? project.nothingMakes(owner)
                unmade[owner] = nothing
                if nothing { outcome.unmadeClass = owner }
            }
            let variants = byLowercase ?? CaseVariants.byLowercase(provided)
            byLowercase = variants
            // A name that differs only in case (leoniknik's `"ToConfirm"` for the storyboard's
            // `toConfirm`): names match case by case, in storyboards and on a device's file
            // system, so it is as missing as any other, and the one meant is named.
            let finding: ProjectFinding
            if let variant = CaseVariants.variant(of: value, in: variants) {
                finding = ProjectFinding(use.location, message(value, use, outcome) + "; '\(variant)' is defined, in another case, and names match case by case",
                                         hint: "write '\(variant)' as it is defined")
            } else {
                finding = ProjectFinding(use.location, message(value, use, outcome), hint: hint(value))
            }
            found.append(finding, to: use.location.file + "\u{0}" + finding.message)
        }
        for group in found.groups {
            var finding = group.values[0]
            // A second use on the first one's line is not another place.
            let lines = ShortList.lines(group.values.dropFirst().map(\.location.line).filter { $0 != finding.location.line })
            if !lines.isEmpty { finding.message += " (also at \(lines))" }
            findings.append(finding)
        }
    }

    /// What a use whose name is missing does when it runs.
    struct Outcome {
        /// The class whose instance member the use is in, when nothing makes one: the use cannot
        /// run yet (a controller no scene or code creates any more).
        var unmadeClass: String?
        /// The static property whose initializer or getter holds the use, when no read of it
        /// was found: Swift runs that code on the first read (kDrive's `Storyboard.favorite`).
        var unreadProperty: String?

        /// "`doing` crashes", or, where the use cannot run yet, that it would and why not.
        func crashes(_ doing: String) -> String {
            if let unreadProperty {
                return "\(doing) would crash, but it is in the static property '\(unreadProperty)', and no code here was found to read it, so it may never run"
            }
            guard let unmadeClass else { return "\(doing) crashes" }
            return "\(doing) would crash, but nothing makes a \(unmadeClass) (no nib names it or a subclass in a scene something shows, and no code creates one), so it cannot happen yet"
        }
    }
}
