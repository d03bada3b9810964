/// R.swift's name for a nib, as its generated `R.nib.<name>` spells it: the base name split at
/// every character that cannot be in an identifier, the words after the first capitalized and
/// joined, then the leading capitals lowercased (a run of capitals before another capital, as an
/// acronym, wholly: `Book Cell` → `bookCell`, `URLCell` → `urlCell`).
public enum GeneratedNibName {
    /// The generated name of the nib `baseName`.
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

    /// Generated name → nib base name, for every nib in `baseNames`; a generated name two nibs
    /// share is left out (which one `R.nib` holds is not known).
    public static func table(_ baseNames: Set<String>) -> [String: String] {
        var table: [String: String] = [:]
        var shared: Set<String> = []
        for base in baseNames {
            let name = name(base)
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
}
