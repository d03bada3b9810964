import NibDocument

/// UIKit: "Storyboard (<…>) doesn't contain a view controller with identifier 'X'" is the error
/// for a missing identifier; a repeated one has no error at all, which is worse.
public struct DuplicateStoryboardIdentifierRule: Rule {
    public init() {}
    public let id: RuleID = .duplicateStoryboardIdentifier
    public let defaultSeverity = Severity.error
    public let summary = "Every view controller of a storyboard has its own Storyboard ID"
    public let explanation = """
        instantiateViewController(withIdentifier:) makes the scene whose controller has the \
        Storyboard ID asked for. When two scenes share one, UIKit silently picks one of them, and \
        code that expects the other gets the wrong controller (and crashes on the cast, or shows \
        the wrong screen). Copying a scene in Interface Builder copies its Storyboard ID.
        """
    public let badExample = #"<viewController storyboardIdentifier="Detail" …/> … <viewController storyboardIdentifier="Detail" …/>"#
    public let goodExample = #"<viewController storyboardIdentifier="Detail" …/> … <viewController storyboardIdentifier="Settings" …/>"#

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind == .storyboard else { return }
        var first: [String: Element] = [:]
        for scene in document.scenes {
            for controller in scene.objects {
                guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
                if let earlier = first[identifier] {
                    findings.append(Finding(
                        controller, "Storyboard ID '\(identifier)' is already used by \(StoryboardScenes.describe(earlier))",
                        hint: "give this controller its own Storyboard ID in Interface Builder's identity inspector"))
                } else {
                    first[identifier] = controller
                }
            }
        }
    }
}
