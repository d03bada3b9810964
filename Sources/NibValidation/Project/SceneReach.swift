import NibDocument

/// The scenes of a storyboard that nothing can show: no initial arrow, no Storyboard ID the code
/// or a storyboard reference may ask for, no relationship, embed or triggered segue from a scene
/// that can be shown, and no manual segue the code may perform. A crash in such a scene cannot
/// happen yet (Lockdown-iOS's second privacy-policy scene, reached only by a manual segue without
/// an identifier).
struct SceneReach {
    /// The `<scene>` elements nothing shows; empty when that cannot be known.
    let unreachable: Set<Element>

    init(_ document: Document, project: ProjectFacts) {
        guard document.kind == .storyboard, project.sourcesReadInFull, project.nibsComplete else {
            unreachable = []
            return
        }
        let scenes = document.scenes
        var sceneOfObject: [String: Element] = [:]
        for scene in scenes {
            for object in scene.objects + scene.placeholders { if let id = object.id { sceneOfObject[id] = scene.element } }
        }
        var roots: [Element] = []
        if let initial = document.initialViewControllerID, let scene = sceneOfObject[initial] { roots.append(scene) }
        for scene in scenes {
            for object in scene.objects {
                if let identifier = object.storyboardIdentifier, !identifier.isEmpty,
                   project.mayInstantiate(storyboardIdentifier: identifier) { roots.append(scene.element) }
            }
            // A storyboard reference stands for another storyboard's scene: what it leads to is
            // that storyboard's to answer.
            if scene.objects.contains(where: { $0.name == "viewControllerPlaceholder" }) { roots.append(scene.element) }
        }
        // Edges: every segue from a scene to the scene of its destination, except a manual one
        // (sent by the view controller itself) the code cannot perform.
        var edges: [Element: [Element]] = [:]
        for segue in document.elements(named: "segue") {
            guard segue[attribute: "kind"] != "unwind", let destination = segue[attribute: "destination"],
                  let to = sceneOfObject[destination], let from = SourceRuleSupport.scene(of: segue) else { continue }
            let sender = segue.parent?.parent
            let isManual = sender.map { $0[attribute: "sceneMemberID"] == "viewController" } ?? false
            let kind = segue[attribute: "kind"]
            if isManual, kind != "relationship", kind != "embed" {
                guard let identifier = segue[attribute: "identifier"], !identifier.isEmpty,
                      project.mayPerform(segueIdentifier: identifier) else { continue }
            }
            edges[from, default: []].append(to)
        }
        var reached: Set<Element> = []
        var pending = roots
        while let scene = pending.popLast() {
            guard reached.insert(scene).inserted else { continue }
            pending += edges[scene] ?? []
        }
        // A storyboard with no way in at all is another question (is the storyboard loaded?):
        // only scenes beside a shown one are called unreachable.
        unreachable = reached.isEmpty ? [] : Set(scenes.map(\.element)).subtracting(reached)
    }

    /// `element` sits in a scene nothing shows.
    func isUnreachable(_ element: Element) -> Bool {
        guard !unreachable.isEmpty, let scene = SourceRuleSupport.scene(of: element) else { return false }
        return unreachable.contains(scene)
    }

    /// What a finding in such a scene says.
    static let explanation = "but nothing shows this scene (no initial arrow, Storyboard ID the code asks for, or segue it can perform reaches it), so it cannot happen yet"
}
