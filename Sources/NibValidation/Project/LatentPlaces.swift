import NibDocument

/// The parts of a document that never reach a device as they are: a storyboard nothing loads, a
/// scene nothing shows, a prototype cell nothing dequeues (`SceneReach`), a nib nothing loads
/// (`NibLoads`). A finding there is true of the file but cannot happen yet: the validator shows
/// it as info, with the reason, so that warnings and errors stay about what a user meets
/// (entourage-ios: 25 layout findings in a home scene the app replaced and never shows).
struct LatentPlaces {
    private let reach: SceneReach?
    private let nibNothingLoads: Bool

    /// Without the project's code read, nothing is known latent.
    init(_ document: Document, context: ValidationContext) {
        let project = SourceRuleSupport.project(context, document)
        reach = document.kind == .storyboard ? project.map { SceneReach(document, project: $0) } : nil
        nibNothingLoads = document.kind == .xib && project?.nibLoads.owners(of: document).nothingLoads == true
    }

    /// Why `element` never reaches a device, as a finding's note; nil when it may.
    func note(for element: Element) -> String? {
        if nibNothingLoads { return "nothing loads this nib" }
        return reach?.reason(for: element)?.note
    }
}
