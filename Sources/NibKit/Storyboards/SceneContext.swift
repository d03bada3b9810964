import Foundation
import NibDocument

/// What a controller made from a storyboard scene keeps of it: the scene, the storyboard, and
/// the scene's other objects (which its view's plan may connect to). It loads the view.
@MainActor
final class SceneContext {
    let storyboard: Storyboard
    let scene: StoryboardScene
    /// The instance of the scene's controller plan: the controller and the scene's other objects.
    let sceneObjects: NibInstance

    init(storyboard: Storyboard, scene: StoryboardScene, sceneObjects: NibInstance) {
        self.storyboard = storyboard
        self.scene = scene
        self.sceneObjects = sceneObjects
    }

    var hasView: Bool { scene.view != nil }

    /// The scene's triggered segues with `identifier`.
    func segue(withIdentifier identifier: String) -> StoryboardSegueTemplate? {
        scene.triggered.first { $0.identifier == identifier }
    }

    /// Makes `controller`'s view, as UIKit's `loadView` does for a storyboard scene: the view's
    /// plan is instantiated with the controller as File's Owner; then its table and collection
    /// views get their prototype cells registered, static tables their content, controls their
    /// segues, and container views their embedded controllers (prepared by the controller).
    func loadView(of controller: ViewController) throws(NibError) {
        let options = storyboard.options
        let plans = try scene.plans(registry: options.registry, fallBackOnUnknownClasses: options.fallBackOnUnknownClasses)
        guard let plan = plans.view, let element = scene.view else { return }
        let objects = sceneObjects
        let instance = try plan.instantiate(withOwner: controller, outsideObjects: { objects.object(withID: $0) })
        storyboard.record(instance.warnings)
        guard let root = instance.topLevelObjects.first as? View else {
            throw NibError(.invalid, "the scene's view is not a view", at: element)
        }
        options.measureText(of: [root])
        try registerPrototypes(in: instance)
        fillStaticTables(in: instance, of: controller, view: root)
        connectSegues(from: instance, to: controller)
        try embedChildren(in: instance, of: controller)
        // Last: a view that failed to load is not loaded.
        controller.view = root
    }

    /// Each prototype cell registered under its reuse identifier, as UIKit registers them when
    /// the storyboard's table or collection view is made. The cell contract is checked against
    /// the prototype alone; a prototype whose class is a `ReusableView` must use the identifier
    /// the typed dequeue asks for.
    private func registerPrototypes(in instance: NibInstance) throws(NibError) {
        let options = storyboard.options
        for prototype in scene.prototypes {
            try checkTypedIdentifier(of: prototype)
            switch instance.object(withID: prototype.containerID) {
            case let table as TableView:
                table.nibOptions = options
                try table.tryRegister(prototype.nib, forCellReuseIdentifier: prototype.reuseIdentifier)
            case let collection as CollectionView:
                collection.nibOptions = options
                try collection.tryRegister(prototype.nib, forCellWithReuseIdentifier: prototype.reuseIdentifier)
            default:
                continue
            }
        }
    }

    private func checkTypedIdentifier(of prototype: StoryboardScene.Prototype) throws(NibError) {
        guard let customClass = prototype.element.customClass,
              let type = try? storyboard.options.registry.resolve(customClass: customClass, module: prototype.element.customModule),
              let reusable = type as? any ReusableView.Type,
              reusable.defaultReuseIdentifier != prototype.reuseIdentifier else { return }
        throw NibError(kind: .registration, location: prototype.element.location, objectID: prototype.element.id,
                       message: "prototype cell \(customClass) has reuse identifier '\(prototype.reuseIdentifier)', but \(customClass).defaultReuseIdentifier is '\(reusable.defaultReuseIdentifier)', so dequeueReusableCell(for:) -> \(customClass) would not find it; set the prototype's Identifier to '\(reusable.defaultReuseIdentifier)' in Interface Builder")
    }

    /// Static tables show the cells the storyboard draws, made once with the view. A table
    /// controller serves them itself (subclasses may override and call super, as in UIKit);
    /// another controller's static table gets a `StaticTableDataSource`.
    private func fillStaticTables(in instance: NibInstance, of controller: ViewController, view: View) {
        for table in scene.staticTables {
            guard let tableView = instance.object(withID: table.tableID) as? TableView else { continue }
            let content = StaticTableContent(sections: table.sections.map { section in
                StaticTableContent.Section(
                    headerTitle: section.headerTitle, footerTitle: section.footerTitle,
                    cells: section.cellIDs.compactMap { instance.object(withID: $0) as? TableViewCell })
            })
            if let tableController = controller as? TableViewController, view === tableView {
                tableController.staticContent = content
            } else {
                let source = StaticTableDataSource(content: content)
                controller.retainedHelpers.append(source)
                if tableView.dataSource == nil { tableView.dataSource = source }
            }
        }
    }

    /// A segue whose source is a control of the view runs when the control sends
    /// `.touchUpInside`, through a `SegueTrigger` the controller keeps.
    private func connectSegues(from instance: NibInstance, to controller: ViewController) {
        for template in scene.triggered {
            guard let id = template.sourceID, let control = instance.object(withID: id) as? Control else { continue }
            let trigger = SegueTrigger(controller: controller, template: template)
            controller.segueTriggers.append(trigger)
            control.addTarget(trigger, action: SegueTrigger.action, for: .touchUpInside)
        }
    }

    /// Container views: the embedded controller made, prepared for, added as a child, and its
    /// view put in the container view.
    private func embedChildren(in instance: NibInstance, of controller: ViewController) throws(NibError) {
        for template in scene.embeds {
            guard let id = template.sourceID, let container = instance.object(withID: id) as? View else { continue }
            let child = try storyboard.instantiateController(withID: template.destinationID, for: template)
            let segue = StoryboardSegue(identifier: template.identifier, source: controller, destination: child)
            segue.kind = .embed
            controller.prepare(for: segue, sender: nil)
            controller.addChild(child)
            try child.tryLoadViewIfNeeded()
            if let view = child.viewIfLoaded {
                view.frame = container.bounds
                container.addSubview(view)
            }
            child.didMove(toParent: controller)
        }
    }
}
