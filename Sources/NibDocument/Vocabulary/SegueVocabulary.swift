/// What a storyboard segue does (`<segue kind=…>`).
public enum SegueKind: InterfaceBuilderValue {
    /// Sets up a container when the container is made: a navigation controller's root, a tab
    /// bar controller's children (see `SegueRelationship`).
    case relationship
    /// A container view's child controller, added when the container's view loads.
    case embed
    /// Pushes onto the source's navigation controller; presents when there is none.
    case show
    /// Shows in the detail column of a split view controller; like `show` without one.
    case showDetail
    /// Presents modally.
    case presentation
    /// Presents in a popover (modally, when headless).
    case popoverPresentation
    /// A custom `StoryboardSegue` subclass performs it.
    case custom
    /// Goes back to a controller that declares the segue's unwind action.
    case unwind
    /// The deprecated spellings of `show` and `presentation` that old storyboards keep.
    case push, modal
    /// Split views before iOS 8.
    case replace
    case unknown(String)

    public static let spellings: [(value: SegueKind, names: [String])] = [
        (.relationship, ["relationship"]), (.embed, ["embed"]), (.show, ["show"]),
        (.showDetail, ["showDetail"]), (.presentation, ["presentation"]),
        (.popoverPresentation, ["popoverPresentation"]), (.custom, ["custom"]), (.unwind, ["unwind"]),
        (.push, ["push"]), (.modal, ["modal"]), (.replace, ["replace"]),
    ]

    /// True for segues that something must trigger (code, a control, a cell), as opposed to the
    /// relationship and embed segues a storyboard performs itself.
    public var isTriggered: Bool {
        switch self {
        case .relationship, .embed: return false
        default: return true
        }
    }

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// Which part of a container a relationship segue fills (`<segue kind="relationship" relationship=…>`).
public enum SegueRelationship: InterfaceBuilderValue {
    /// A navigation controller's first controller.
    case rootViewController
    /// One of a tab bar controller's (or page view controller's) children, in order.
    case viewControllers
    /// A split view controller's columns.
    case masterViewController, detailViewController, supplementaryViewController
    case unknown(String)

    public static let spellings: [(value: SegueRelationship, names: [String])] = [
        (.rootViewController, ["rootViewController"]), (.viewControllers, ["viewControllers"]),
        (.masterViewController, ["masterViewController"]), (.detailViewController, ["detailViewController"]),
        (.supplementaryViewController, ["supplementaryViewController"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}
