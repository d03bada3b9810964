import NibDocument

/// The parts of a storyboard that nothing can show, so that a crash in them cannot happen yet:
/// - every scene of a storyboard that nothing loads: no Info.plist entry, storyboard reference or
///   code names it (iOS-planckForiOS's Thread.storyboard, kept for a feature the app dropped);
/// - scenes with no initial arrow that something shows (an Info.plist, a storyboard reference
///   without a Storyboard ID, code asking for an initial controller), no Storyboard ID the code
///   or a storyboard reference in a scene something may show asks for, no relationship, embed or
///   triggered segue from a scene that can be shown, and no manual segue the code may perform
///   (Lockdown-iOS's second privacy-policy scene, reached only by a manual segue without an
///   identifier; a computed identifier performed on `self` performs only its own class's
///   scenes' segues);
/// - where the code or the nibs are not all there, only the scenes nothing at all can show: no
///   initial arrow, no Storyboard ID (which code or a storyboard reference elsewhere may ask
///   for), and no segue from a scene that has one (First-RxSwift's Profile.storyboard, whose
///   project lists a Main.storyboard the checkout lacks: a scene of a deleted alarm controller
///   with neither); and apart, the scenes only a missing file could show (the same storyboard's
///   deleted controllers with Storyboard IDs no code there asks for), where a crash is not certain
///   (`uncertaintyExplanation(for:)`), though not known latent either; and every scene of a
///   storyboard only a loader nibcheck does not read may load, given its name as a storyboard
///   key's value (material-components-ios's catalog), which scenes it shows not known: a crash
///   there is not certain either;
/// - prototype cells, and a collection view's section header and footer prototypes, whose reuse
///   identifier no code dequeues: a table or collection view makes a prototype only when it is
///   dequeued (beam's Subreddit scene, whose controller dequeues another cell class);
/// - prototype cells whose identifier the scene's controller registers in code: the
///   registration replaces the prototype, and the dequeue makes the registered cell (a
///   FastCampus lesson's card list, whose controller registers `CardListCell.xib` under the
///   identifier of a prototype of a renamed class);
/// - the view of a scene whose controller's class makes its own view in `loadView()`: UIKit
///   calls it instead of loading the storyboard's view, so nothing in that view is made or
///   connected (Hacking with Swift's Project 7 detail controller makes a WKWebView, and its
///   scene's template label and outlet are never loaded).
struct SceneReach {
    /// The `<scene>` elements nothing shows; empty when that cannot be known.
    let unreachable: Set<Element>
    /// Why the scenes in `unreachable` are not shown: nothing loads the storyboard, nothing
    /// reaches them from its ways in, or they have no way in at all.
    private let unreachableReason: Reason
    /// Where the code or the nibs are not all there, the scenes that what is there does not
    /// show, but that a missing file might (a Storyboard ID only a storyboard the checkout lacks
    /// could ask for): a crash there is not certain, nor known latent.
    private let shownOnlyByMissingFiles: Set<Element>
    /// Where only a loader nibcheck does not read may load the storyboard, the files that give it
    /// the storyboard's name under a storyboard key (`ProjectFacts.onlyStoryboardKeyWriters(of:)`);
    /// empty otherwise.
    private let storyboardKeyWriters: [String]
    /// The project, for the prototypes' identifiers.
    private let project: ProjectFacts
    private let isStoryboard: Bool
    /// The storyboard, for its scenes' controller classes.
    private let document: Document
    /// The views of the scene controllers whose class makes its own view (see
    /// `viewMadeInCode(holding:)`), with that class's name: found once, not per element asked.
    private let viewsMadeInCode: [Element: String]

    init(_ document: Document, project: ProjectFacts) {
        self.project = project
        self.document = document
        isStoryboard = document.kind == .storyboard
        viewsMadeInCode = isStoryboard ? Self.viewsMadeInCode(in: document, project: project) : [:]
        storyboardKeyWriters = isStoryboard ? project.onlyStoryboardKeyWriters(of: document) : []
        guard document.kind == .storyboard else {
            unreachable = []
            unreachableReason = .sceneUnreachable
            shownOnlyByMissingFiles = []
            return
        }
        let scenes = document.scenes
        guard project.sourcesReadInFull, project.nibsComplete(at: document.file) else {
            // Code or a nib nibcheck cannot read may ask for any Storyboard ID or the initial
            // arrow, and perform any segue from there; nothing else shows a scene.
            var roots = scenes.filter { scene in
                scene.objects.contains { !($0.storyboardIdentifier ?? "").isEmpty }
            }.map(\.element)
            if let initial = Self.initialScene(of: document) { roots.append(initial) }
            let reached = Self.walk(from: roots, in: document) { _, _ in true }
            unreachable = Set(scenes.map(\.element)).subtracting(reached)
            unreachableReason = .sceneWithoutWayIn
            shownOnlyByMissingFiles = Self.notShownByWhatIsThere(document, project: project).subtracting(unreachable)
            return
        }
        shownOnlyByMissingFiles = []
        if Self.nothingLoads(document, project: project) {
            unreachable = Set(scenes.map(\.element))
            unreachableReason = .storyboardUnloaded
            return
        }
        // Which scenes a loader nibcheck does not read shows is not known: none is unreachable,
        // and none is certain (`uncertaintyExplanation(for:)`).
        if !storyboardKeyWriters.isEmpty {
            unreachable = []
            unreachableReason = .sceneUnreachable
            return
        }
        unreachableReason = .sceneUnreachable
        let reached = Self.reachedScenes(in: document, project: project, references: nil, placeholderScenesShown: true)
        // A storyboard with no way in at all is another question (is the storyboard loaded?):
        // only scenes beside a shown one are called unreachable.
        unreachable = reached.isEmpty ? [] : Set(scenes.map(\.element)).subtracting(reached)
    }

    /// The scenes that the code and nibs nibcheck read do not show, judged as a complete project's
    /// are: every scene of a storyboard they do not load, or those its ways in do not reach (only
    /// beside a scene they show). Empty where code is missing.
    private static func notShownByWhatIsThere(_ document: Document, project: ProjectFacts) -> Set<Element> {
        // Code that is not there may ask for anything: only nibs that are not there are set aside.
        guard project.sourcesReadInFull else { return [] }
        let scenes = Set(document.scenes.map(\.element))
        if nothingLoads(document, project: project, ignoringMissingNibs: true) { return scenes }
        let reached = reachedScenes(in: document, project: project, references: nil, placeholderScenesShown: true, ignoringMissingNibs: true)
        return reached.isEmpty ? [] : scenes.subtracting(reached)
    }

    /// Why a crash in `element` is not certain, though nothing says its scene is never shown, as a
    /// class rule's finding says it: only a loader nibcheck does not read may load the
    /// storyboard, or, where the checkout lacks files the project builds, nothing that is there
    /// shows the scene; nil otherwise.
    func uncertaintyExplanation(for element: Element) -> String? {
        if let writer = storyboardKeyWriters.first {
            return "but only code nibcheck does not read may load this storyboard, by the name \(writer) gives under a storyboard key, and which of its scenes it shows is not known, so it may never happen"
        }
        guard !shownOnlyByMissingFiles.isEmpty, let scene = SourceRuleSupport.scene(of: element),
              shownOnlyByMissingFiles.contains(scene) else { return nil }
        return "but nothing this checkout holds shows this scene (no initial arrow in use, Storyboard ID the code asks for, or segue it can perform reaches it); only a file the project builds that is not here could, so it may never happen"
    }

    /// The scenes of a loaded storyboard that something may show: from its ways in (the initial
    /// arrow in use, a Storyboard ID the code or a storyboard reference may ask for) along every
    /// segue but a manual one the code cannot perform. `references`: the Storyboard IDs that
    /// storyboard references may ask for (nil: those of the references in scenes something
    /// shows, `ProjectFacts.reachedStoryboardReferences`). `placeholderScenesShown`: a scene that
    /// stands for another storyboard's counts as a way in (what it leads to is that storyboard's
    /// to answer); otherwise it is reached only along a segue to it.
    static func reachedScenes(in document: Document, project: ProjectFacts, references: Set<String>?,
                              placeholderScenesShown: Bool, ignoringMissingNibs: Bool = false) -> Set<Element> {
        let scenes = document.scenes
        let references = references ?? project.reachedStoryboardReferences
        var roots: [Element] = []
        let name = NibLoads.baseName(ofFile: document.file)
        if let initial = initialScene(of: document),
           project.mayShowInitialViewController(ofStoryboardNamed: name, ignoringMissingNibs: ignoringMissingNibs) {
            roots.append(initial)
        }
        for scene in scenes {
            for object in scene.objects {
                if let identifier = object.storyboardIdentifier, !identifier.isEmpty,
                   project.mayInstantiate(storyboardIdentifier: identifier, in: document, references: references,
                                          ignoringMissingNibs: ignoringMissingNibs) {
                    roots.append(scene.element)
                }
            }
            // A storyboard reference stands for another storyboard's scene: what it leads to is
            // that storyboard's to answer.
            if placeholderScenesShown, scene.objects.contains(where: { $0.name == "viewControllerPlaceholder" }) { roots.append(scene.element) }
        }
        // Every segue but a manual one (sent by the view controller itself) the code cannot perform.
        return walk(from: roots, in: document) { segue, sender in
            let isManual = sender.map { $0[attribute: "sceneMemberID"] == "viewController" } ?? false
            let kind = segue[attribute: "kind"]
            guard isManual, kind != "relationship", kind != "embed" else { return true }
            guard let identifier = segue[attribute: "identifier"], !identifier.isEmpty else { return false }
            return project.mayPerform(segueIdentifier: identifier, from: sender.flatMap { Self.classChain(of: $0, in: document, project: project) },
                                      in: document)
        }
    }

    /// The scene of the storyboard's initial view controller, if it names one that is there.
    private static func initialScene(of document: Document) -> Element? {
        guard let initial = document.initialViewControllerID else { return nil }
        return document.scenes.first { $0.objects.contains { $0.id == initial } }?.element
    }

    /// The scenes reached from `roots` along the segues (not unwind ones) that `follows` takes,
    /// given each segue and the object that sends it.
    private static func walk(from roots: [Element], in document: Document, follows: (Element, Element?) -> Bool) -> Set<Element> {
        var sceneOfObject: [String: Element] = [:]
        for scene in document.scenes {
            for object in scene.objects + scene.placeholders { if let id = object.id { sceneOfObject[id] = scene.element } }
        }
        var edges: [Element: [Element]] = [:]
        for segue in document.elements(named: "segue") {
            guard segue[attribute: "kind"] != "unwind", let destination = segue[attribute: "destination"],
                  let to = sceneOfObject[destination], let from = SourceRuleSupport.scene(of: segue),
                  follows(segue, segue.parent?.parent) else { continue }
            edges[from, default: []].append(to)
        }
        var reached: Set<Element> = []
        var pending = roots
        while let scene = pending.popLast() {
            guard reached.insert(scene).inserted else { continue }
            pending += edges[scene] ?? []
        }
        return reached
    }

    /// Why nothing shows a part of a storyboard.
    enum Reason: Equatable {
        case storyboardUnloaded
        case sceneUnreachable
        case sceneWithoutWayIn
        /// `supplementary`: the prototype is a collection view's section header or footer, made
        /// as a supplementary view, not a cell.
        case prototypeWithoutIdentifier(supplementary: Bool = false)
        case prototypeNotDequeued(String, supplementary: Bool = false)
        case prototypeReplaced(String, by: SourceLocation, supplementary: Bool = false)
        /// The prototype's list has for data source its scene's controller, a plain
        /// `UITableViewController` or `UICollectionViewController` (named here): UIKit's own
        /// implementation gives a list of prototypes no rows or items.
        case prototypeOfPlainController(String, supplementary: Bool = false)
        case viewMadeInCode(String)

        /// How a class rule's finding ends, after what would break.
        var explanation: String {
            switch self {
            case .storyboardUnloaded:
                "but nothing loads this storyboard (no code names it, and no storyboard reference or Info.plist entry leads to it), so it cannot happen yet"
            case .sceneUnreachable:
                "but nothing shows this scene (no initial arrow in use, Storyboard ID the code asks for, or segue it can perform reaches it), so it cannot happen yet"
            case .sceneWithoutWayIn:
                "but nothing can show this scene (it has no Storyboard ID and no initial arrow, and no segue leads to it from a scene that has one), so it cannot happen yet"
            case .prototypeWithoutIdentifier(let supplementary):
                "but the \(Self.prototype(supplementary)) it is in has no reuse identifier, so nothing can dequeue it and it cannot happen yet"
            case .prototypeNotDequeued(let identifier, let supplementary):
                "but no code dequeues the \(Self.prototype(supplementary)) '\(identifier)' it is in, and a prototype is made only when dequeued, so it cannot happen yet"
            case .prototypeReplaced(let identifier, let registration, let supplementary):
                "but the code of the scene's controller or of its list registers a \(supplementary ? "view" : "cell") under the identifier '\(identifier)' (\(registration)), which replaces the \(Self.prototype(supplementary)) it is in: the prototype is never made, so it cannot happen yet"
            case .prototypeOfPlainController(let controller, let supplementary):
                "but the list the \(Self.prototype(supplementary)) is in has for data source its scene's controller, a plain \(controller) with no class of the app's, whose own implementation gives it no rows, so nothing dequeues the prototype and it cannot happen yet"
            case .viewMadeInCode(let maker):
                "but \(maker) makes its own view in loadView(), so UIKit does not load this scene's view from the storyboard nor set the connections in it (unless that method calls super.loadView()), and it cannot happen yet"
            }
        }

        /// What the prototype is called in a finding.
        static func prototype(_ supplementary: Bool) -> String {
            supplementary ? "section header or footer prototype" : "prototype cell"
        }

        /// The note any other finding there gets: `(latent: …)`.
        var note: String {
            switch self {
            case .storyboardUnloaded: "nothing loads this storyboard"
            case .sceneUnreachable: "nothing shows this scene"
            case .sceneWithoutWayIn: "nothing can show this scene"
            case .prototypeWithoutIdentifier(let supplementary): "this \(Self.prototype(supplementary)) has no reuse identifier, so nothing dequeues it"
            case .prototypeOfPlainController(let controller, let supplementary): "this \(Self.prototype(supplementary))'s list is served by a plain \(controller), which shows no rows"
            case .prototypeNotDequeued(let identifier, let supplementary): "no code dequeues the \(Self.prototype(supplementary)) '\(identifier)'"
            case .prototypeReplaced(let identifier, let registration, let supplementary): "the registration of '\(identifier)' (\(registration)) replaces this \(Self.prototype(supplementary))"
            case .viewMadeInCode(let maker): "\(maker) makes its own view in loadView(), so this scene's view is not loaded"
            }
        }
    }

    /// `element` sits in a scene nothing shows, in a prototype cell nothing dequeues, or in a view
    /// its controller makes in code.
    func isUnreachable(_ element: Element) -> Bool { reason(for: element) != nil }

    /// Why nothing shows `element`, as a class rule's finding says it; nil when something may.
    func explanation(for element: Element) -> String? { reason(for: element)?.explanation }

    /// Why nothing shows `element`; nil when something may.
    func reason(for element: Element) -> Reason? {
        if !unreachable.isEmpty, let scene = SourceRuleSupport.scene(of: element), unreachable.contains(scene) {
            return unreachableReason
        }
        guard isStoryboard else { return nil }
        if let reason = viewMadeInCode(holding: element) { return reason }
        guard project.sourcesReadInFull else { return nil }
        // A collection view's section header or footer is a prototype too, made only when the
        // code dequeues it as a supplementary view (a course's Timeline app, whose header of a
        // deleted class its own controller never asks for).
        let cell = ([element] + element.ancestors).first { candidate in
            (candidate.name == "tableViewCell" && candidate.parent?.name == "prototypes")
                || (candidate.name == "collectionViewCell" && candidate.parent?.name == "cells")
                || (candidate.name == "collectionReusableView" && candidate.parent?.name == "collectionView"
                    && ["sectionHeaderView", "sectionFooterView"].contains(candidate.key ?? ""))
        }
        guard let cell else { return nil }
        let supplementary = cell.name == "collectionReusableView"
        guard let identifier = cell[attribute: "reuseIdentifier"], !identifier.isEmpty else { return .prototypeWithoutIdentifier(supplementary: supplementary) }
        // The scene's controller holds the list the prototype is in.
        let controller = cell.ancestors.first { $0[attribute: "sceneMemberID"] == "viewController" }
        if let controller, let plain = Self.plainDataSource(of: cell, controller: controller) {
            return .prototypeOfPlainController(plain, supplementary: supplementary)
        }
        let chain = controller.flatMap { Self.classChain(of: $0, in: document, project: project) }
        let queue: ReuseQueue = cell.name == "tableViewCell" ? .tableCells : cell.name == "collectionViewCell" ? .collectionCells : .other
        guard !project.mayDequeue(reuseIdentifier: identifier, from: chain, queue: queue, in: document) else {
            // The list's own class registers for it too: a collection view subclass that
            // registers its cell nib in awakeFromNib (a training app's SettingsCollectionView,
            // under its prototype's identifier, whose misspelt class is then never made).
            let list = cell.parent?.parent
            let listChain = list.flatMap { $0.customClass == nil ? nil : Self.classChain(of: $0, in: document, project: project) }
            let registrars = (chain ?? []).union(listChain ?? [])
            guard !registrars.isEmpty,
                  let registration = project.registration(replacingPrototype: identifier, of: registrars, queue: queue, in: document) else { return nil }
            return .prototypeReplaced(identifier, by: registration.location, supplementary: supplementary)
        }
        return .prototypeNotDequeued(identifier, supplementary: supplementary)
    }

    /// The framework class of `controller` when it is the data source of the list `prototype` is
    /// in and a plain `UITableViewController` or `UICollectionViewController`: no custom class,
    /// so UIKit's own implementation answers for the list, with no rows or items for a list of
    /// prototypes (Society6's notifications scene, a template's leftover whose prototype names a
    /// class since deleted). Not for a controller with a Storyboard ID, which code may make and
    /// hand another data source; nil otherwise.
    static func plainDataSource(of prototype: Element, controller: Element) -> String? {
        guard controller.customClass == nil, controller[attribute: "storyboardIdentifier"] == nil,
              let list = prototype.ancestors.first(where: { $0.name == "tableView" || $0.name == "collectionView" }),
              let controllerID = controller.id,
              list.connections.contains(where: { $0.kind == .outlet && $0.property == "dataSource" && $0.destination == controllerID })
        else { return nil }
        switch controller.name {
        case "tableViewController": return "UITableViewController"
        case "collectionViewController": return "UICollectionViewController"
        default: return nil
        }
    }

    /// `element` is a scene controller's view or in it, and the controller's class, or a
    /// superclass the sources declare, overrides `loadView()`: UIKit calls that instead of
    /// loading the view from the storyboard. Whether the override calls `super.loadView()` is
    /// not read, so what it prevents can only be latent, never certain.
    func viewMadeInCode(holding element: Element) -> Reason? {
        guard !viewsMadeInCode.isEmpty else { return nil }
        var current: Element? = element
        while let candidate = current {
            if let maker = viewsMadeInCode[candidate] { return .viewMadeInCode(maker) }
            current = candidate.parent
        }
        return nil
    }

    /// Each scene controller's view, `key="view"`, whose controller's class chain makes its own
    /// view (`ClassIndex.Chain.viewMaker`), with the name of the class that does.
    private static func viewsMadeInCode(in document: Document, project: ProjectFacts) -> [Element: String] {
        var views: [Element: String] = [:]
        for scene in document.scenes {
            for controller in scene.objects where controller[attribute: "sceneMemberID"] == "viewController" {
                guard let view = controller.children.first(where: { $0[attribute: "key"] == "view" }),
                      let info = project.resolve(controller, in: document),
                      let maker = project.classes.chain(from: info).viewMaker else { continue }
                views[view] = maker.name
            }
        }
        return views
    }
}

extension SceneReach {
    /// The names of a scene controller's class chain (its class, the superclasses the sources
    /// declare, then the framework's), or nil when the chain is not known to its root.
    static func classChain(of controller: Element, in document: Document, project: ProjectFacts) -> Set<String>? {
        guard controller.customClass != nil else {
            return controller.baseClassName.flatMap { FrameworkClasses.chain(from: $0) }.map(Set.init)
        }
        guard let info = project.resolve(controller, in: document) else { return nil }
        let chain = project.classes.chain(from: info)
        return chain.isComplete ? chain.names : nil
    }
}

extension SceneReach {
    /// Nothing loads the storyboard `document`: no Info.plist entry, storyboard reference or code
    /// names it. Asked of iOS and tvOS storyboards only: AppKit's loads are not read.
    /// `ignoringMissingNibs`: as if the nibs the checkout lacks were not built.
    static func nothingLoads(_ document: Document, project: ProjectFacts, ignoringMissingNibs: Bool = false) -> Bool {
        (document.platform == .iOS || document.platform == .tvOS)
            && !(ignoringMissingNibs ? project.mayLoadIgnoringMissingNibs(document) : project.mayLoad(document))
    }
}
