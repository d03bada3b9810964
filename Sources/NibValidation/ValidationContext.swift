import NibContract
import NibDocument

/// What the validator knows beyond the file itself: how the nib is used.
///
/// `NibLoader` fills in a `registration` (a cell nib registered under an identifier, perhaps for an
/// expected class); `nibcheck` has none and lints by convention instead.
public struct ValidationContext: Sendable {
    /// Set when the nib is registered as a cell or reusable view.
    public var registration: CellRegistration?
    /// Without a registration: what a cell's reuse identifier is expected to equal.
    public var reuseIdentifierConvention: ReuseIdentifierConvention
    /// The module `customModuleProvider="target"` stands for (the caller's own module), if known.
    public var module: String?
    /// What the sources and the other nibs of the project declare, when nibcheck read them; the
    /// source rules do nothing without it.
    public var project: ProjectFacts?
    /// The top-level objects of a nib made from part of a document (a storyboard's prototype
    /// cell is a nib of one object); nil for a nib that is the whole document.
    public var topLevelObjects: [Element]?
    /// For a storyboard the app starts with: the Info.plist key that names it. nibcheck looks for
    /// it beside the file; the library reads no file of its own, so a caller that wants the
    /// missing-initial-view-controller rule sets it.
    public var storyboardEntry: StoryboardEntry?

    public init(registration: CellRegistration? = nil,
                reuseIdentifierConvention: ReuseIdentifierConvention = .className,
                module: String? = nil, project: ProjectFacts? = nil, topLevelObjects: [Element]? = nil) {
        self.registration = registration
        self.reuseIdentifierConvention = reuseIdentifierConvention
        self.module = module
        self.project = project
        self.topLevelObjects = topLevelObjects
    }
}

/// An Info.plist key that names a storyboard as one the app starts with: `UIMainStoryboardFile`,
/// `UILaunchStoryboardName` or a scene configuration's `UISceneStoryboardFile`.
public struct StoryboardEntry: Sendable, Hashable {
    /// The Info.plist's path.
    public var infoPlist: String
    /// The key that names the storyboard.
    public var key: String

    public init(infoPlist: String, key: String) {
        self.infoPlist = infoPlist
        self.key = key
    }
}

/// What a cell nib's reuse identifier is expected to equal when linting (there is no registration
/// to compare with). `register(BookCell.self)` registers under the class name, so that is the default.
public enum ReuseIdentifierConvention: String, Sendable, CaseIterable {
    case className = "class-name"
    case fileName = "file-name"
    case off
}
