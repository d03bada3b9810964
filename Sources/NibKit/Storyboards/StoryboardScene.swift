import Foundation
import NibDocument

/// One scene of a storyboard: its controller, how to make it, and everything the runtime does
/// around it (relationship, embed and triggered segues, prototype cells, static tables), read
/// from the document once.
///
/// A scene is two plans, as UIKit compiles it: the controller with the scene's other objects,
/// made when the controller is asked for, and the controller's view, made when the view is first
/// needed, with the controller as File's Owner. Both are compiled on first use and cached per
/// class registry, like a nib's plan.
final class StoryboardScene: Sendable {
    /// The scene's view controller element (or its `viewControllerPlaceholder`).
    let controller: Element
    let sceneID: String?
    let storyboardIdentifier: String?
    /// Set when the scene is a storyboard reference.
    let reference: Reference?
    /// The controller's `view` element, made when the view loads; nil for controllers whose view
    /// the storyboard does not draw (navigation and tab bar controllers).
    let view: Element?
    /// Relationship segues from the controller, in document order.
    let relationships: [StoryboardSegueTemplate]
    /// Embed segues from container views in the controller's view.
    let embeds: [StoryboardSegueTemplate]
    /// Every segue something triggers (code, a control, a cell), by the document order of the
    /// objects they come from.
    let triggered: [StoryboardSegueTemplate]
    /// Prototype cells of the view's table and collection views.
    let prototypes: [Prototype]
    /// The view's static tables (`dataMode="static"`).
    let staticTables: [StaticTable]
    /// The storyboard's name, for messages.
    let storyboardName: String
    private let scene: Scene
    private let plans = PlanCache<ScenePlans>()

    /// A `viewControllerPlaceholder`: a scene that stands for a controller of another storyboard
    /// (or, with no name, of this one).
    struct Reference: Sendable {
        /// The storyboard to load; nil for the same storyboard.
        let storyboardName: String?
        /// The Storyboard ID to instantiate; nil for the storyboard's initial controller.
        let referencedIdentifier: String?
    }

    /// A prototype cell, compiled into a nib of its own.
    struct Prototype: Sendable {
        /// The id of the table or collection view it belongs to.
        let containerID: String
        let reuseIdentifier: String
        let isCollectionViewCell: Bool
        let nib: Nib
        let element: Element
    }

    /// A static table: its sections, each with its cells' ids in order.
    struct StaticTable: Sendable {
        let tableID: String
        let sections: [Section]

        struct Section: Sendable {
            let headerTitle: String?
            let footerTitle: String?
            let cellIDs: [String]
        }
    }

    /// The two plans a scene is made with.
    struct ScenePlans: Sendable {
        let controller: InstantiationPlan
        let view: InstantiationPlan?
    }

    /// Nil for a scene with no objects.
    init?(_ scene: Scene, storyboard: String, url: URL?) {
        guard let controller = scene.objects.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }) ?? scene.objects.first else {
            return nil
        }
        self.scene = scene
        self.controller = controller
        storyboardName = storyboard
        sceneID = scene.sceneID
        storyboardIdentifier = controller.storyboardIdentifier
        reference = controller.name == "viewControllerPlaceholder"
            ? Reference(storyboardName: controller[attribute: "storyboardName"], referencedIdentifier: controller[attribute: "referencedIdentifier"])
            : nil
        view = controller.child(key: "view")

        var relationships: [StoryboardSegueTemplate] = []
        var embeds: [StoryboardSegueTemplate] = []
        var triggered: [StoryboardSegueTemplate] = []
        var prototypes: [Prototype] = []
        var staticTables: [StaticTable] = []
        for element in scene.element.descendants {
            switch element.name {
            case "segue":
                guard element.parent?.name == "connections", let source = element.parent?.parent,
                      let connection = Connection(element: element, source: source),
                      let kind = connection.segueKind else { continue }
                let template = StoryboardSegueTemplate(connection, kind: kind)
                switch kind {
                case .relationship: relationships.append(template)
                case .embed: embeds.append(template)
                default: triggered.append(template)
                }
            case "tableViewCell" where element.parent?.name == "prototypes",
                 "collectionViewCell" where element.parent?.name == "cells" && element.parent?.parent?.name == "collectionView":
                guard let container = element.parent?.parent?.id,
                      let identifier = element.reuseIdentifier, !identifier.isEmpty else { continue }
                prototypes.append(Prototype(
                    containerID: container, reuseIdentifier: identifier,
                    isCollectionViewCell: element.name == "collectionViewCell",
                    nib: Nib(subtree: element, name: "\(storyboard).storyboard#\(identifier)", url: url),
                    element: element))
            case "tableView" where element[attribute: "dataMode"] == "static":
                guard let id = element.id else { continue }
                let sections = element.child(named: "sections")?.children(named: "tableViewSection") ?? []
                staticTables.append(StaticTable(tableID: id, sections: sections.map { section in
                    StaticTable.Section(
                        headerTitle: section[attribute: "headerTitle"], footerTitle: section[attribute: "footerTitle"],
                        cellIDs: section.child(named: "cells")?.children(named: "tableViewCell").compactMap(\.id) ?? [])
                }))
            default:
                continue
            }
        }
        self.relationships = relationships
        self.embeds = embeds
        self.triggered = triggered
        self.prototypes = prototypes
        self.staticTables = staticTables
    }

    /// The scene's plans for `registry`, compiled on first use.
    @MainActor func plans(registry: ClassRegistry, fallBackOnUnknownClasses fallBack: Bool) throws(NibError) -> ScenePlans {
        try plans.plan(for: registry, fallBack: fallBack) { () throws(NibError) in
            let document = controller.document
            let prototypeElements = prototypes.map(\.element)
            let objects = scene.objects.filter { $0.name != "viewControllerPlaceholder" }
            let controllerPlan = try InstantiationPlan(
                document: document,
                scope: PlanScope(roots: objects, owner: nil, excluding: view.map { [$0] } ?? []),
                registry: registry, fallBackOnUnknownClasses: fallBack)
            guard let view else { return ScenePlans(controller: controllerPlan, view: nil) }
            // The view's File's Owner is the controller: it must declare the outlets connected
            // from it when its class is a registered one, as a nib's File's Owner must.
            let controllerStep = controller.id.flatMap { controllerPlan.stepByID[$0] }
            let requiresDeclared = controllerStep.map { controllerPlan.steps[$0].requiresDeclaredOutlets } ?? true
            let viewPlan = try InstantiationPlan(
                document: document,
                scope: PlanScope(roots: [view], owner: controller, ownerRequiresDeclaredOutlets: requiresDeclared,
                                 excluding: prototypeElements),
                registry: registry, fallBackOnUnknownClasses: fallBack)
            return ScenePlans(controller: controllerPlan, view: viewPlan)
        }
    }

    /// The triggered segues whose source is the object with `id`.
    func triggeredSegues(from id: String) -> [StoryboardSegueTemplate] {
        triggered.filter { $0.sourceID == id }
    }
}
