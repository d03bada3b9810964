import Foundation
import NibDocument
import NibSupport

/// A storyboard (`UIStoryboard`): its scenes, each made on its own when its controller is asked
/// for, with relationship, embed and triggered segues, prototype cells and static tables as UIKit
/// runs them.
///
/// ```swift
/// let storyboard = Storyboard(name: "Main", loader: NibLoader(bundle: .module))
/// let root = storyboard.instantiateInitialViewController()
/// let detail = storyboard.instantiateViewController(withIdentifier: "BookDetail", as: BookDetailViewController.self)
/// ```
///
/// `<name>.storyboard` is found the way nibs are (search paths, then `.lproj` folders), on first
/// use, and parsed, validated and cached by the loader once: every `Storyboard` of that name
/// shares it, and each scene's compiled plans. UIKit raises in `UIStoryboard(name:bundle:)` when
/// the file is missing; here the first `instantiate…` traps with that error, and its `try` twin
/// throws it.
public final class Storyboard: Sendable {
    public let name: String
    /// Where the storyboard, and the storyboards its references name, are found.
    public let loader: NibLoader
    /// How its scenes are made: the class registry, whether unknown classes fall back, and how
    /// the scenes' views measure text. (Storyboards have no external objects; those given here
    /// are not kept.)
    public var options: NibInstantiationOptions {
        var options = NibInstantiationOptions(fallBackOnUnknownClasses: fallBackOnUnknownClasses, registry: registry)
        options.textMeasurer = textMeasurer
        return options
    }
    private let registry: ClassRegistry
    private let fallBackOnUnknownClasses: Bool
    private let textMeasurer: TextMeasurer?
    private let state = Locked<State>(State())

    private struct State {
        var compiled: CompiledStoryboard?
        var warnings: [String] = []
    }

    public init(name: String, loader: NibLoader = .shared, options: NibInstantiationOptions = NibInstantiationOptions()) {
        self.name = name
        self.loader = loader
        registry = options.registry
        fallBackOnUnknownClasses = options.fallBackOnUnknownClasses
        textMeasurer = options.textMeasurer
    }

    /// The storyboard `name` in `bundle` (`UIStoryboard(name:bundle:)`): nil is the main bundle,
    /// looked for as `NibLoader.shared` looks; another bundle's resources through a loader of its
    /// own, `NibLoader(bundle:)`.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(name: name, loader: storyboardBundleOrNil.map { NibLoader(bundle: $0) } ?? .shared)
    }

    /// "Unknown class X in Interface Builder file." for each fallback taken so far (with
    /// `options.fallBackOnUnknownClasses`), as UIKit logs them.
    public var warnings: [String] { state.withLock { $0.warnings } }

    /// Loads the storyboard now (it is loaded on first use otherwise); throws when it can't be
    /// found, parsed or validated.
    public func load() throws(NibError) {
        _ = try compiled()
    }

    /// The parsed document.
    public func document() throws(NibError) -> Document { try compiled().document }

    /// Every Storyboard ID, sorted.
    public func identifiers() throws(NibError) -> [String] { try compiled().identifiers }

    /// Every scene's `sceneID`, in document order.
    public func sceneIDs() throws(NibError) -> [String] { try compiled().scenes.compactMap(\.sceneID) }

    func compiled() throws(NibError) -> CompiledStoryboard {
        if let compiled = state.withLock({ $0.compiled }) { return compiled }
        let compiled = try loader.loadStoryboard(named: name)
        state.withLock { $0.compiled = compiled }
        return compiled
    }

    func record(_ warnings: [String]) {
        guard !warnings.isEmpty else { return }
        state.withLock { $0.warnings += warnings }
    }

    // MARK: Instantiating

    /// The initial view controller, or nil when the storyboard names none. Traps when it can't
    /// be made; `tryInstantiateInitialViewController()` throws instead.
    @MainActor public func instantiateInitialViewController(file: StaticString = #fileID, line: UInt = #line) -> ViewController? {
        do { return try tryInstantiateInitialViewController() } catch { trap(error, file: file, line: line) }
    }

    @MainActor public func tryInstantiateInitialViewController() throws(NibError) -> ViewController? {
        guard let scene = try compiled().initialScene else { return nil }
        return try instantiate(scene)
    }

    /// The initial controller, made by `creator` from the scene's coder when it returns one
    /// (`instantiateInitialViewController(creator:)`); nil when the storyboard names none. Traps
    /// when the creator throws or the controller is not a `T`; the `try` twin throws.
    @MainActor public func instantiateInitialViewController<T: ViewController>(creator: ((NibCoder) throws -> T?)?,
                                                                    file: StaticString = #fileID, line: UInt = #line) -> T? {
        do { return try tryInstantiateInitialViewController(creator: creator) } catch { trap(error, file: file, line: line) }
    }

    /// `instantiateInitialViewController(creator:)`, throwing where it traps.
    @MainActor public func tryInstantiateInitialViewController<T: ViewController>(creator: ((NibCoder) throws -> T?)?) throws(NibError) -> T? {
        guard let scene = try compiled().initialScene else { return nil }
        let controller = try instantiate(scene, creator: creator)
        guard let typed = controller as? T else {
            throw NibError(kind: .invalid, location: scene.controller.location, objectID: scene.controller.id,
                           message: "Storyboard (\(name)) made a \(String(reflecting: Swift.type(of: controller))) as its initial controller, not a \(String(reflecting: T.self)): set that scene's Class to \(String(describing: T.self)) in Interface Builder's identity inspector (and register it with ClassRegistry)")
        }
        return typed
    }

    /// The controller whose Storyboard ID is `identifier`. Traps with UIKit's message when there
    /// is none ("Storyboard (<name>) doesn't contain a view controller with identifier '<id>'"),
    /// listing the identifiers there are; `tryInstantiateViewController(withIdentifier:)` throws.
    @MainActor public func instantiateViewController(withIdentifier identifier: String, file: StaticString = #fileID, line: UInt = #line) -> ViewController {
        do { return try tryInstantiateViewController(withIdentifier: identifier) } catch { trap(error, file: file, line: line) }
    }

    @MainActor public func tryInstantiateViewController(withIdentifier identifier: String) throws(NibError) -> ViewController {
        try instantiate(try scene(withIdentifier: identifier))
    }

    /// The scene whose Storyboard ID is `identifier`, or UIKit's error listing those there are.
    private func scene(withIdentifier identifier: String) throws(NibError) -> StoryboardScene {
        let compiled = try compiled()
        guard let scene = compiled.scene(withIdentifier: identifier) else {
            let known = compiled.identifiers
            let listed = known.isEmpty ? "it has no Storyboard IDs" : "its identifiers are \(known.map { "'\($0)'" }.joined(separator: ", "))"
            throw NibError(kind: .notFound, location: compiled.document.root.location,
                           message: "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'; \(listed): set the controller's Storyboard ID in Interface Builder's identity inspector, or ask for one of those")
        }
        return scene
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` from the scene's
    /// coder when it returns one, else by its class (`instantiateViewController(identifier:creator:)`,
    /// iOS 13's way to give a controller what it needs in its initializer):
    ///
    /// ```swift
    /// let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
    ///     try DetailViewController(coder: coder, book: book)
    /// }
    /// ```
    ///
    /// Traps when there is no such scene, the creator throws, or the controller is not a `T`;
    /// `tryInstantiateViewController(identifier:creator:)` throws instead.
    @MainActor public func instantiateViewController<T: ViewController>(identifier: String, creator: ((NibCoder) throws -> T?)? = nil,
                                                             file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryInstantiateViewController(identifier: identifier, creator: creator) } catch { trap(error, file: file, line: line) }
    }

    /// `instantiateViewController(identifier:creator:)`, throwing where it traps.
    @MainActor public func tryInstantiateViewController<T: ViewController>(identifier: String, creator: ((NibCoder) throws -> T?)? = nil) throws(NibError) -> T {
        let scene = try scene(withIdentifier: identifier)
        let controller = try instantiate(scene, creator: creator)
        guard let typed = controller as? T else {
            throw NibError(kind: .invalid, location: scene.controller.location, objectID: scene.controller.id,
                           message: "Storyboard (\(name)) made a \(String(reflecting: Swift.type(of: controller))) for identifier '\(identifier)', not a \(String(reflecting: T.self)): set that scene's Class to \(String(describing: T.self)) in Interface Builder's identity inspector (and register it with ClassRegistry)")
        }
        return typed
    }

    /// The controller whose Storyboard ID is `identifier`, as a `T`. Traps naming both classes
    /// when the scene makes another class; `tryInstantiateViewController(withIdentifier:as:)`
    /// throws instead.
    @MainActor public func instantiateViewController<T: ViewController>(withIdentifier identifier: String, as type: T.Type,
                                                             file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try tryInstantiateViewController(withIdentifier: identifier, as: type) } catch { trap(error, file: file, line: line) }
    }

    @MainActor public func tryInstantiateViewController<T: ViewController>(withIdentifier identifier: String, as type: T.Type) throws(NibError) -> T {
        let controller = try tryInstantiateViewController(withIdentifier: identifier)
        guard let typed = controller as? T else {
            let scene = try compiled().scene(withIdentifier: identifier)
            throw NibError(kind: .invalid, location: scene?.controller.location, objectID: scene?.controller.id,
                           message: "Storyboard (\(name)) made a \(String(reflecting: Swift.type(of: controller))) for identifier '\(identifier)', not a \(String(reflecting: T.self)): set that scene's Class to \(String(describing: T.self)) in Interface Builder's identity inspector (and register it with ClassRegistry)")
        }
        return typed
    }

    /// The controller of the scene `sceneID` (every scene has one, Storyboard ID or not): for
    /// tests and tools that walk a whole storyboard.
    @MainActor public func tryInstantiateViewController(inScene sceneID: String) throws(NibError) -> ViewController {
        let compiled = try compiled()
        guard let scene = compiled.scene(withSceneID: sceneID) else {
            throw NibError(kind: .notFound, location: compiled.document.root.location,
                           message: "Storyboard (\(name)) has no scene with sceneID '\(sceneID)'")
        }
        return try instantiate(scene)
    }

    /// The controller of the scene whose controller (or storyboard reference) has the id `id`:
    /// what segues point at.
    @MainActor func instantiateController(withID id: String?, for segue: StoryboardSegueTemplate) throws(NibError) -> ViewController {
        guard let id, let scene = try compiled().scene(withControllerID: id) else {
            throw NibError(kind: .invalid, location: segue.location, objectID: segue.id,
                           message: "segue's destination '\(id ?? "")' is not a view controller of storyboard \(name); connect the segue to a scene's controller")
        }
        return try instantiate(scene)
    }

    /// Makes a scene's controller: its plan instantiated (the controller decoded, connected to
    /// the scene's other objects, awoken), then its relationship segues performed. Its view is
    /// made later, when asked for (`SceneContext.loadView(of:)`).
    @MainActor func instantiate(_ scene: StoryboardScene, creator: ((NibCoder) throws -> ViewController?)? = nil) throws(NibError) -> ViewController {
        if let reference = scene.reference { return try resolve(reference, of: scene) }
        let plans = try scene.plans(registry: options.registry, fallBackOnUnknownClasses: options.fallBackOnUnknownClasses)
        var creating: (id: String, make: (NibCoder) throws -> NibObject?)?
        if let id = scene.controller.id, let creator { creating = (id, { (coder: NibCoder) throws -> NibObject? in try creator(coder) }) }
        let instance = try plans.controller.instantiate(withOwner: nil, creating: creating)
        record(instance.warnings)
        guard let id = scene.controller.id, let object = instance.object(withID: id) else {
            throw NibError(.invalid, "scene's view controller has no id; re-save the storyboard in Xcode", at: scene.controller)
        }
        guard let controller = object as? ViewController else {
            throw NibError(.unknownClass,
                           "\(String(reflecting: type(of: object))) (customClass '\(scene.controller.customClass ?? "")') is not a ViewController, but <\(scene.controller.name)> makes a view controller; make the class a ViewController subclass",
                           at: scene.controller)
        }
        controller.storyboard = self
        controller.scene = SceneContext(storyboard: self, scene: scene, sceneObjects: instance)
        var tabs: [ViewController] = []
        for relationship in scene.relationships {
            let child = try instantiateController(withID: relationship.destinationID, for: relationship)
            switch (controller, relationship.relationship) {
            case (let navigation as NavigationController, .rootViewController?):
                navigation.setViewControllers([child], animated: false)
            case (is TabBarController, .viewControllers?):
                tabs.append(child)
            default:
                controller.addChild(child)
                child.didMove(toParent: controller)
            }
        }
        if let tabBar = controller as? TabBarController, !tabs.isEmpty {
            tabBar.setViewControllers(tabs, animated: false)
        }
        return controller
    }

    /// A storyboard reference: the referenced storyboard's controller with the referenced
    /// Storyboard ID, or its initial controller.
    @MainActor private func resolve(_ reference: StoryboardScene.Reference, of scene: StoryboardScene) throws(NibError) -> ViewController {
        let target = reference.storyboardName.map { Storyboard(name: $0, loader: loader, options: options) } ?? self
        if let identifier = reference.referencedIdentifier {
            return try target.tryInstantiateViewController(withIdentifier: identifier)
        }
        guard let controller = try target.tryInstantiateInitialViewController() else {
            throw NibError(.notFound, "storyboard reference to \(target.name) names no Storyboard ID, and \(target.name) has no initial view controller; set the reference's Referenced ID, or an initial view controller in \(target.name)",
                           at: scene.controller)
        }
        return controller
    }
}
