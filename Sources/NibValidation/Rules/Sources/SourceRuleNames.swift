import NibDocument

extension SourceRuleSupport {
    /// `tapped:` → `tapped(_:)`, for hints.
    static func swiftName(forSelector selector: String) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first else { return selector + "()" }
        return first + "(" + (["_"] + pieces.dropFirst().map(String.init)).map { $0 + ":" }.joined() + ")"
    }
}
