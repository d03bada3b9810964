/// The names code generators give interface files, whose generated code is often not checked in,
/// so that a use of one is a use of the file. R.swift's name for a nib, as its generated
/// `R.nib.<name>` spells it: the base name split at every character that cannot be in an
/// identifier, the words after the first capitalized and joined, then the leading capitals
/// lowercased (a run of capitals before another capital, as an acronym, wholly: `Book Cell` →
/// `bookCell`, `URLCell` → `urlCell`). Storyboards and scenes, which R.swift and SwiftGen both
/// name, each its own way, are compared `folded`.
public enum GeneratedNibName {
    /// The accessor a generic request of SwiftGen 4's is recorded under: it names no scene.
    public static let anySceneAccessor = "viewController(identifier:)"

    /// R.swift's generated name of the nib `baseName`.
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

    /// A name reduced to its letters and digits, lower-cased: what R.swift's and SwiftGen's
    /// names for one storyboard or scene have in common, whatever each generator (and version)
    /// does with case, separators and a leading digit (`log-in flow`, `logInFlow`, `LogInFlow`,
    /// `Log_in_flow` are all `loginflow`).
    public static func folded(_ name: String) -> String {
        String(name.filter { $0.isLetter || $0.isNumber }).lowercased()
    }

    /// Whether a generated scene accessor (`menuViewController` in R.swift's
    /// `R.storyboard.menu.menuViewController()`, SwiftGen's `StoryboardScene.Menu.menuViewController`,
    /// or SwiftGen 4's `instantiateMenuViewController()` and `menuViewControllerScene`) is the one
    /// made from the Storyboard ID `identifier`, compared folded. SwiftGen 4's generic
    /// `StoryboardScene.Menu.viewController(identifier: .searchScene)` (`anySceneAccessor`) may
    /// make any scene.
    public static func isSceneAccessor(_ accessor: String, of identifier: String) -> Bool {
        if accessor == anySceneAccessor { return true }
        let wanted = folded(identifier)
        guard !wanted.isEmpty else { return false }
        var name = folded(accessor)
        if name == wanted { return true }
        if name.hasPrefix("instantiate") { name.removeFirst("instantiate".count) }
        if name.hasSuffix("scene") { name.removeLast("scene".count) }
        return name == wanted
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

    /// The storyboard and, for a Storyboard ID use, the scene accessor that a generated
    /// reference in `constant` names (`menu` and `searchViewController` of
    /// `R.storyboard.menu.searchViewController`, `Menu` of `StoryboardScene.Menu`); nil when
    /// `constant` is no such reference.
    public var generatedStoryboardReference: (storyboard: String, accessor: String?)? {
        guard let constant else { return nil }
        for prefix in [LiteralUse.generatedStoryboardPrefix, LiteralUse.swiftGenStoryboardPrefix] where constant.hasPrefix(prefix) {
            let parts = constant.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard let storyboard = parts.first, !storyboard.isEmpty, parts.count <= 2 else { return nil }
            return (String(storyboard), parts.count == 2 ? String(parts[1]) : nil)
        }
        return nil
    }

    /// The scene accessor of a generated Storyboard ID use; nil for any other use.
    public var generatedSceneAccessor: String? {
        kind == .storyboardIdentifier ? generatedStoryboardReference?.accessor : nil
    }
}
