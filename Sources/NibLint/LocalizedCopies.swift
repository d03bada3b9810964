import NibContract

/// Findings repeated in the localized copies of one nib, reported once.
///
/// A project that localizes a storyboard by copying it whole (`Base.lproj/Main.storyboard`,
/// `de.lproj/Main.storyboard`, `es.lproj/Main.storyboard`) gets every finding once per copy: one
/// cause, three findings (Pyto). Each copy is what a device of that language loads, so none is
/// dropped: the finding is reported at the Base copy (else the first copy), and says which other
/// copies have it and where.
enum LocalizedCopies {
    /// `diagnostics` with each finding that the same rule makes on the same object, with the same
    /// message but for line numbers, in the same-named nib of sibling `.lproj` folders, folded
    /// into the one at the Base copy.
    static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            let folder: Substring, name: Substring, rule: RuleID, objectID: String, message: String
        }
        var groups: [Key: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let objectID = diagnostic.objectID, let place = place(of: diagnostic.file) else { continue }
            let key = Key(folder: place.folder, name: place.name, rule: diagnostic.ruleID, objectID: objectID,
                          message: String(diagnostic.message.filter { !$0.isNumber }))
            groups[key, default: []].append(index)
        }
        var dropped: Set<Int> = []
        var result = diagnostics
        for indexes in groups.values where indexes.count > 1 {
            let kept = indexes.first { place(of: diagnostics[$0].file)?.language == "Base" } ?? indexes[0]
            let others = indexes.filter { $0 != kept }
            let listed = others.map { index in
                let copy = diagnostics[index]
                return "\(place(of: copy.file).map { "\($0.language).lproj/\($0.name)" } ?? copy.file):\(copy.line)"
            }
            result[kept].message += " (the same in the localized \(others.count == 1 ? "copy" : "copies") \(listed.joined(separator: ", ")))"
            dropped.formUnion(others)
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// `folder/de.lproj/Main.storyboard` → (`folder`, `de`, `Main.storyboard`).
    static func place(of path: String) -> (folder: Substring, language: Substring, name: Substring)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let language = parts[parts.count - 2].dropLast(".lproj".count)
        guard !language.isEmpty else { return nil }
        let folder = parts.count > 2 ? path[..<parts[parts.count - 2].startIndex] : ""
        return (folder, language, parts[parts.count - 1])
    }
}
