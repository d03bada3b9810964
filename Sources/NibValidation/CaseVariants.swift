/// Names that differ only in case. Lookups that match case by case (UIImage(named:) and
/// UIColor(named:) in a catalog, a storyboard's identifiers, an iPhone's file system) miss them,
/// so such a name is almost certainly the one meant, and it is not found.
enum CaseVariants {
    /// `names` by their lower-case form, for `variant(of:in:)`.
    static func byLowercase(_ names: some Sequence<String>) -> [String: [String]] {
        Dictionary(grouping: names, by: { $0.lowercased() })
    }

    /// The name in `byLowercase` that differs from `name` only in case (`Defibrillator` for
    /// `defibrillator`), the first in order when there are several.
    static func variant(of name: String, in byLowercase: [String: [String]]) -> String? {
        byLowercase[name.lowercased()]?.filter { $0 != name }.min()
    }
}
