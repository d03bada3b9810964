import NibDocument

/// The parts of a document that never reach a device as they are: a storyboard nothing loads, a
/// scene nothing shows, a prototype cell nothing dequeues (`SceneReach`), a nib nothing loads
/// (`NibLoads`). A finding there is true of the file but cannot happen yet: the validator shows
/// it as info, with the reason, so that warnings and errors stay about what a user meets
/// (entourage-ios: 25 layout findings in a home scene the app replaced and never shows).
struct LatentPlaces {
    private let reach: SceneReach?
    private let nibNothingLoads: Bool
    /// The ids of a storyboard's scene views that no outlet reaches (see `unreachedSceneViews`).
    private let unreachedViews: Set<String>

    /// Without the project's code read, only what the file itself shows is known latent.
    init(_ document: Document, context: ValidationContext) {
        let project = SourceRuleSupport.project(context, document)
        reach = document.kind == .storyboard ? project.map { SceneReach(document, project: $0) } : nil
        nibNothingLoads = document.kind == .xib && project?.owners(of: document).nothingLoads == true
        unreachedViews = document.kind == .storyboard ? LatentPlaces.unreachedSceneViews(in: document) : []
    }

    /// Why `element` never reaches a device, as a finding's note; nil when it may.
    func note(for element: Element) -> String? {
        if nibNothingLoads { return "nothing loads this nib" }
        if !unreachedViews.isEmpty, ([element] + element.ancestors).contains(where: { $0.id.map(unreachedViews.contains) ?? false }) {
            return "a view of the scene beside its controller that no outlet reaches, so the scene makes it and drops it, never laid out"
        }
        return reach?.reason(for: element)?.note
    }

    /// A scene's top-level views beside its controller (in its `<objects>`) that no outlet or
    /// outlet collection of the storyboard points at, nor at anything inside them: nothing can
    /// put them on screen, so their constraints are never solved (a bootcamp's employee scene,
    /// whose spare stack of labels with contradicting constraints lies beside the controller).
    static func unreachedSceneViews(in document: Document) -> Set<String> {
        let outlets = document.elements(named: "outlet") + document.elements(named: "outletCollection")
        let pointedAt = Set(outlets.compactMap { $0[attribute: "destination"] })
        var unreached: Set<String> = []
        for scene in document.elements(named: "scene") {
            guard let objects = scene.child(named: "objects") else { continue }
            for object in objects.children where ElementClassTable.isView(object.name, platform: document.platform) {
                guard let id = object.id, !pointedAt.contains(id),
                      !object.descendants.contains(where: { $0.id.map(pointedAt.contains) ?? false }) else { continue }
                unreached.insert(id)
            }
        }
        return unreached
    }
}
