/// The names code generators give interface files, whose generated code is often not checked in,
/// so that a use of one is a use of the file. R.swift's name for a nib or storyboard, as its
/// generated `R.nib.<name>` and `R.storyboard.<name>` spell it: the base name split at every
/// character that cannot be in an identifier, the words after the first capitalized and joined,
/// then the leading capitals lowercased (a run of capitals before another capital, as an acronym,
/// wholly: `Book Cell` → `bookCell`, `URLCell` → `urlCell`).
public enum GeneratedNibName {
    /// R.swift's generated name of the nib or storyboard `baseName`.
    public static func name(_ baseName: String) -> String {
        let words = baseName.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        guard let first = words.first else { return "" }
        let joined = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let characters = Array(joined)
        // The leading capitals, less the last when a lower-case letter follows it (it starts a word).
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        let lowered = max(run, 1)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    /// SwiftGen's name of the storyboard `baseName`, as `StoryboardScene.<name>` spells it: the
    /// words between characters that cannot be in an identifier, each capitalized, joined
    /// (`Main` → `Main`, `log-in flow` → `LogInFlow`).
    public static func swiftGenName(_ baseName: String) -> String {
        baseName.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether a generated scene accessor (`menuViewController` in R.swift's
    /// `R.storyboard.menu.menuViewController()` or SwiftGen's `StoryboardScene.Menu.menuViewController`)
    /// is the one made from the Storyboard ID `identifier`: compared by letters and digits in any
    /// case, as the two generators spell a leading acronym and separators differently.
    public static func isSceneAccessor(_ accessor: String, of identifier: String) -> Bool {
        func folded(_ name: String) -> String { String(name.filter { $0.isLetter || $0.isNumber }).lowercased() }
        return !accessor.isEmpty && folded(accessor) == folded(identifier)
    }

    /// Generated name → base name, for every nib in `baseNames`, named by `generator` (R.swift's
    /// by default); a generated name two nibs share is left out (which one it holds is not known).
    public static func table(_ baseNames: Set<String>, generator: (String) -> String = name) -> [String: String] {
        var table: [String: String] = [:]
        var shared: Set<String> = []
        for base in baseNames {
            let name = generator(base)
            guard !name.isEmpty, !shared.contains(name) else { continue }
            if table[name] != nil {
                table[name] = nil
                shared.insert(name)
            } else {
                table[name] = base
            }
        }
        return table
    }
}

extension LiteralUse {
    /// The `constant` of a use that is R.swift's generated nib reference: `R.nib.` and the name.
    public static let generatedNibPrefix = "R.nib."
    /// The `constant` of a storyboard-name use that is R.swift's generated storyboard:
    /// `R.storyboard.` and the name.
    public static let generatedStoryboardPrefix = "R.storyboard."
    /// The `constant` of a storyboard-name use that is SwiftGen's generated storyboard:
    /// `StoryboardScene.` and the name.
    public static let swiftGenStoryboardPrefix = "StoryboardScene."

    /// The scene accessor a Storyboard ID use's `constant` names when it is a generated one
    /// (`menuViewController` of `R.storyboard.menu.menuViewController`); nil otherwise.
    public var generatedSceneAccessor: String? {
        guard kind == .storyboardIdentifier, let constant,
              constant.hasPrefix(LiteralUse.generatedStoryboardPrefix) || constant.hasPrefix(LiteralUse.swiftGenStoryboardPrefix) else { return nil }
        let parts = constant.split(separator: ".")
        return parts.count == 4 ? String(parts[3]) : nil
    }
}
