import NibDocument

/// The parts of a document that never reach a device as they are: a storyboard nothing loads, a
/// scene nothing shows, a prototype cell nothing dequeues (`SceneReach`), a nib nothing loads
/// (`NibLoads`). A finding there is true of the file but cannot happen yet: the validator shows
/// it as info, with the reason, so that warnings and errors stay about what a user meets
/// (entourage-ios: 25 layout findings in a home scene the app replaced and never shows).
struct LatentPlaces {
    private let reach: SceneReach?
    private let nibNothingLoads: Bool

    /// Nil when the project's code was not read, so nothing can be said.
    init?(_ document: Document, context: ValidationContext) {
        guard let project = SourceRuleSupport.project(context, document) else { return nil }
        reach = document.kind == .storyboard ? SceneReach(document, project: project) : nil
        nibNothingLoads = document.kind == .xib && project.nibLoads.owners(of: document).nothingLoads
    }

    /// Why `element` never reaches a device, as a finding's note; nil when it may.
    func note(for element: Element) -> String? {
        if nibNothingLoads { return "nothing loads this nib" }
        return reach?.reason(for: element)?.note
    }
}
