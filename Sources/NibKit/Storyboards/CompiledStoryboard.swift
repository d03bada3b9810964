import Foundation
import NibDocument
import NibContract

/// A storyboard parsed, validated and cut into scenes, ready to instantiate any scene any number
/// of times. Each scene compiles its plans on first use (see `StoryboardScene`); nothing else is
/// done twice. NibKit's `Storyboard` is the UIKit-shaped face of this; `NibLoader` caches it.
final class CompiledStoryboard: Sendable {
    let name: String
    let document: Document
    let url: URL?
    let scenes: [StoryboardScene]
    /// Scenes by their controller's id (what segues and `initialViewController` point at).
    private let sceneByControllerID: [String: Int]
    /// Scenes by Storyboard ID; the first scene wins when two share one (the
    /// `duplicate-storyboard-identifier` rule reports that).
    private let sceneByIdentifier: [String: Int]

    convenience init(contentsOf url: URL, reportedAs file: String? = nil, limits: ParseLimits = .default) throws(NibError) {
        let document: Document
        do {
            let file = file ?? url.path
            let data = try Document.contents(ofFileSystemPath: Array(url.path.utf8), file: file, limits: limits)
            document = try Document(data: data, file: file, limits: limits)
        } catch {
            if error.reason == .unreadable {
                throw NibError(kind: .notFound, location: error.location,
                               message: "Could not load storyboard at '\(url.path)': \(error.message)", underlying: error)
            }
            throw NibError(error)
        }
        try self.init(document: document, name: url.deletingPathExtension().lastPathComponent, url: url)
    }

    init(document: Document, name: String, url: URL? = nil) throws(NibError) {
        guard document.kind == .storyboard else {
            throw NibError(.unsupported, "\(name) is not a storyboard; load it with Nib or NibLoader.load(named:)", at: document.root)
        }
        let diagnostics = LoadContract.structuralDiagnostics(of: document)
        guard diagnostics.isEmpty else { throw NibError(diagnostics) }
        self.name = name
        self.document = document
        self.url = url
        var scenes: [StoryboardScene] = []
        var byController: [String: Int] = [:]
        var byIdentifier: [String: Int] = [:]
        for scene in document.scenes {
            guard let compiled = StoryboardScene(scene, storyboard: name, url: url) else { continue }
            if let id = compiled.controller.id { byController[id] = scenes.count }
            if let identifier = compiled.storyboardIdentifier, !identifier.isEmpty, byIdentifier[identifier] == nil {
                byIdentifier[identifier] = scenes.count
            }
            scenes.append(compiled)
        }
        self.scenes = scenes
        sceneByControllerID = byController
        sceneByIdentifier = byIdentifier
    }

    /// The scene `initialViewController` names; nil when the storyboard names none.
    var initialScene: StoryboardScene? {
        document.initialViewControllerID.flatMap(scene(withControllerID:))
    }

    func scene(withControllerID id: String) -> StoryboardScene? {
        sceneByControllerID[id].map { scenes[$0] }
    }

    func scene(withIdentifier identifier: String) -> StoryboardScene? {
        sceneByIdentifier[identifier].map { scenes[$0] }
    }

    func scene(withSceneID sceneID: String) -> StoryboardScene? {
        scenes.first { $0.sceneID == sceneID }
    }

    /// Every Storyboard ID, sorted: what an unknown identifier's error lists.
    var identifiers: [String] { sceneByIdentifier.keys.sorted() }
}
