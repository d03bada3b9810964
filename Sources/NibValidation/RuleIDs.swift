import NibContract

// The identifiers of the built-in rules, for code that names one (`.legacyFormat`); each rule's
// description holds the string itself. The rules NibContract checks for the runtime have their
// ids there, and their descriptions use those constants.
extension RuleID {
    /// `legacy-format`
    public static let legacyFormat = LegacyFormatRule.description.id
    /// `missing-reuse-identifier`
    public static let missingReuseIdentifier = MissingReuseIdentifierRule.description.id
    /// `duplicate-reuse-identifier`
    public static let duplicateReuseIdentifier = DuplicateReuseIdentifierRule.description.id
    /// `custom-class-without-module`
    public static let customClassWithoutModule = CustomClassWithoutModuleRule.description.id
    /// `files-owner-outlets-without-class`
    public static let filesOwnerOutletsWithoutClass = FilesOwnerOutletsWithoutClassRule.description.id
    /// `duplicate-constraint`
    public static let duplicateConstraint = DuplicateConstraintRule.description.id
    /// `misplaced-view`
    public static let misplacedView = MisplacedViewRule.description.id
    /// `ambiguous-view`
    public static let ambiguousView = AmbiguousViewRule.description.id
    /// `unknown-element`
    public static let unknownElement = UnknownElementRule.description.id
    /// `invalid-number`
    public static let invalidNumber = InvalidNumberRule.description.id
    /// `unsatisfiable-constraints`
    public static let unsatisfiableConstraints = UnsatisfiableConstraintsRule.description.id
    /// `hidden-arranged-view-conflict`
    public static let hiddenArrangedViewConflict = HiddenArrangedViewConflictRule.description.id
    /// `ambiguous-layout`
    public static let ambiguousLayout = AmbiguousLayoutRule.description.id
    /// `misplaced-frame`
    public static let misplacedFrame = MisplacedFrameRule.description.id
    /// `duplicate-storyboard-identifier`
    public static let duplicateStoryboardIdentifier = DuplicateStoryboardIdentifierRule.description.id
    /// `duplicate-segue-identifier`
    public static let duplicateSegueIdentifier = DuplicateSegueIdentifierRule.description.id
    /// `segue-without-identifier`
    public static let segueWithoutIdentifier = SegueWithoutIdentifierRule.description.id
    /// `missing-initial-view-controller`
    public static let missingInitialViewController = MissingInitialViewControllerRule.description.id

    // The source rules: nibs checked against the code and assets beside them (nibcheck --sources).
    /// `unknown-custom-class`
    public static let unknownCustomClass = UnknownCustomClassRule.description.id
    /// `nib-built-by-no-target`
    public static let nibBuiltByNoTarget = NibBuiltByNoTargetRule.description.id
    /// `undeclared-outlet`
    public static let undeclaredOutlet = UndeclaredOutletRule.description.id
    /// `outlet-type-mismatch`
    public static let outletTypeMismatch = OutletTypeMismatchRule.description.id
    /// `undeclared-action`
    public static let undeclaredAction = UndeclaredActionRule.description.id
    /// `unconnected-outlet`
    public static let unconnectedOutlet = UnconnectedOutletRule.description.id
    /// `unknown-reuse-identifier`
    public static let unknownReuseIdentifier = UnknownReuseIdentifierRule.description.id
    /// `unknown-nib-name`
    public static let unknownNibName = UnknownNibNameRule.description.id
    /// `unknown-storyboard-identifier`
    public static let unknownStoryboardIdentifier = UnknownStoryboardIdentifierRule.description.id
    /// `unknown-segue-identifier`
    public static let unknownSegueIdentifier = UnknownSegueIdentifierRule.description.id
    /// `missing-image`
    public static let missingImage = MissingImageRule.description.id
    /// `missing-color`
    public static let missingColor = MissingColorRule.description.id
}
