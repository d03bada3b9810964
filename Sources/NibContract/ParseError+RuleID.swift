import NibDocument

extension ParseError {
    /// The rule a file that fails to parse this way breaks (`parse-error`, `empty-file`,
    /// `resource-limit`); nil for a file that could not be read, which is an I/O error rather
    /// than a finding about the file's content.
    public var ruleID: RuleID? {
        switch reason {
        case .empty: return .emptyFile
        case .fileTooLarge, .tooDeep, .tooManyAttributes: return .resourceLimit
        case .malformed, .unsupportedRoot, .doctype, .unsupportedEncoding: return .parseError
        case .unreadable: return nil
        }
    }
}
