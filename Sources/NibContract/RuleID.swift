/// A rule's identifier: kebab-case and stable, because configuration files, baselines and CI
/// scripts name rules by it. Written as a string literal where a rule id is expected
/// (`"duplicate-id"`), or through the constants below (`.duplicateID`).
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kebab-case identifier.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier, as printed in `[rule-id]`.
    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

// The rules NibContract checks for the runtime, and the rules a file that cannot be parsed breaks:
// their ids are written here, once; the descriptions of NibValidation's rules of the same names use
// these constants.
extension RuleID {
    /// `parse-error`
    public static let parseError: RuleID = "parse-error"
    /// `empty-file`
    public static let emptyFile: RuleID = "empty-file"
    /// `resource-limit`
    public static let resourceLimit: RuleID = "resource-limit"
    /// `cell-top-level-objects`
    public static let cellTopLevelObjects: RuleID = "cell-top-level-objects"
    /// `reuse-identifier-mismatch`
    public static let reuseIdentifierMismatch: RuleID = "reuse-identifier-mismatch"
    /// `custom-class-mismatch`
    public static let customClassMismatch: RuleID = "custom-class-mismatch"
    /// `cell-subview-outside-content-view`
    public static let cellSubviewOutsideContentView: RuleID = "cell-subview-outside-content-view"
    /// `duplicate-id`
    public static let duplicateID: RuleID = "duplicate-id"
    /// `dangling-reference`
    public static let danglingReference: RuleID = "dangling-reference"
}
