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

extension RuleID {
    /// `parse-error`
    public static let parseError: RuleID = "parse-error"
    /// `empty-file`
    public static let emptyFile: RuleID = "empty-file"
    /// `resource-limit`
    public static let resourceLimit: RuleID = "resource-limit"
    /// `legacy-format`
    public static let legacyFormat: RuleID = "legacy-format"
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
    /// `missing-reuse-identifier`
    public static let missingReuseIdentifier: RuleID = "missing-reuse-identifier"
    /// `duplicate-reuse-identifier`
    public static let duplicateReuseIdentifier: RuleID = "duplicate-reuse-identifier"
    /// `custom-class-without-module`
    public static let customClassWithoutModule: RuleID = "custom-class-without-module"
    /// `files-owner-outlets-without-class`
    public static let filesOwnerOutletsWithoutClass: RuleID = "files-owner-outlets-without-class"
    /// `duplicate-constraint`
    public static let duplicateConstraint: RuleID = "duplicate-constraint"
    /// `misplaced-view`
    public static let misplacedView: RuleID = "misplaced-view"
    /// `ambiguous-view`
    public static let ambiguousView: RuleID = "ambiguous-view"
    /// `unknown-element`
    public static let unknownElement: RuleID = "unknown-element"
    /// `invalid-number`
    public static let invalidNumber: RuleID = "invalid-number"
    /// `unsatisfiable-constraints`
    public static let unsatisfiableConstraints: RuleID = "unsatisfiable-constraints"
    /// `hidden-arranged-view-conflict`
    public static let hiddenArrangedViewConflict: RuleID = "hidden-arranged-view-conflict"
    /// `ambiguous-layout`
    public static let ambiguousLayout: RuleID = "ambiguous-layout"
    /// `misplaced-frame`
    public static let misplacedFrame: RuleID = "misplaced-frame"
    /// `duplicate-storyboard-identifier`
    public static let duplicateStoryboardIdentifier: RuleID = "duplicate-storyboard-identifier"
    /// `duplicate-segue-identifier`
    public static let duplicateSegueIdentifier: RuleID = "duplicate-segue-identifier"
    /// `segue-without-identifier`
    public static let segueWithoutIdentifier: RuleID = "segue-without-identifier"
    /// `missing-initial-view-controller`
    public static let missingInitialViewController: RuleID = "missing-initial-view-controller"

    // The source rules: nibs checked against the code and assets beside them (nibcheck --sources).
    /// `unknown-custom-class`
    public static let unknownCustomClass: RuleID = "unknown-custom-class"
    /// `nib-built-by-no-target`
    public static let nibBuiltByNoTarget: RuleID = "nib-built-by-no-target"
    /// `undeclared-outlet`
    public static let undeclaredOutlet: RuleID = "undeclared-outlet"
    /// `outlet-type-mismatch`
    public static let outletTypeMismatch: RuleID = "outlet-type-mismatch"
    /// `undeclared-action`
    public static let undeclaredAction: RuleID = "undeclared-action"
    /// `unconnected-outlet`
    public static let unconnectedOutlet: RuleID = "unconnected-outlet"
    /// `unknown-reuse-identifier`
    public static let unknownReuseIdentifier: RuleID = "unknown-reuse-identifier"
    /// `unknown-nib-name`
    public static let unknownNibName: RuleID = "unknown-nib-name"
    /// `unknown-storyboard-identifier`
    public static let unknownStoryboardIdentifier: RuleID = "unknown-storyboard-identifier"
    /// `unknown-segue-identifier`
    public static let unknownSegueIdentifier: RuleID = "unknown-segue-identifier"
    /// `missing-image`
    public static let missingImage: RuleID = "missing-image"
    /// `missing-color`
    public static let missingColor: RuleID = "missing-color"
}
