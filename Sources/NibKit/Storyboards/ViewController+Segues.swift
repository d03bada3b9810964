import Foundation
import NibDocument

extension ViewController {
    /// Performs the segue of this controller's scene with `identifier`: the destination is made,
    /// `prepare(for:sender:)` is called with the segue, then the segue is performed (a push onto
    /// the navigation controller, a presentation, an unwind). Traps with UIKit's message when
    /// the scene has no such segue; `tryPerformSegue(withIdentifier:sender:)` throws instead.
    public func performSegue(withIdentifier identifier: String, sender: Any?, file: StaticString = #fileID, line: UInt = #line) {
        do { try tryPerformSegue(withIdentifier: identifier, sender: sender) } catch { trap(error, file: file, line: line) }
    }

    public func tryPerformSegue(withIdentifier identifier: String, sender: Any?) throws(NibError) {
        guard let template = scene?.segue(withIdentifier: identifier) else {
            let known = scene?.scene.triggered.compactMap(\.identifier) ?? []
            let listed = known.isEmpty ? "its scene has no segues with identifiers" : "its scene's segues are \(known.map { "'\($0)'" }.joined(separator: ", "))"
            throw NibError(kind: .notFound, location: scene?.scene.controller.location, objectID: scene?.scene.controller.id,
                           message: "Receiver (<\(String(reflecting: type(of: self)))>) has no segue with identifier '\(identifier)'; \(listed): set the segue's Identifier in Interface Builder, or perform one of those")
        }
        try perform(template, sender: sender, triggeredByUser: false)
    }

    /// Performs a segue of this controller's scene. `triggeredByUser` (a control's event, a
    /// cell's tap) asks `shouldPerformSegue(withIdentifier:sender:)` first, as UIKit does only
    /// then.
    func perform(_ template: StoryboardSegueTemplate, sender: Any?, triggeredByUser: Bool) throws(NibError) {
        if triggeredByUser, let identifier = template.identifier,
           !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        guard let storyboard = scene?.storyboard else { return }
        if template.kind == .unwind {
            try unwind(template, sender: sender)
            return
        }
        let destination = try storyboard.instantiateController(withID: template.destinationID, for: template)
        let segue = try makeSegue(template, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    private func makeSegue(_ template: StoryboardSegueTemplate, destination: ViewController) throws(NibError) -> StoryboardSegue {
        var segueType: StoryboardSegue.Type = StoryboardSegue.self
        if let customClass = template.customClass {
            let options = scene?.storyboard.options ?? NibInstantiationOptions()
            let resolved: NibObject.Type?
            do {
                resolved = try options.registry.resolve(customClass: customClass, module: template.customModule)
            } catch {
                throw NibError(kind: .unknownClass, location: template.location, objectID: template.id, message: error.message)
            }
            if let type = resolved as? StoryboardSegue.Type {
                segueType = type
            } else if resolved != nil || !options.fallBackOnUnknownClasses {
                throw NibError(kind: .unknownClass, location: template.location, objectID: template.id,
                               message: "Unknown segue class \(customClass) in Interface Builder file; register a StoryboardSegue subclass with ClassRegistry.shared.register(\(customClass).self)")
            } else {
                scene?.storyboard.record(["\(template.location): Unknown class \(customClass) in Interface Builder file."])
            }
        }
        let segue = segueType.init(identifier: template.identifier, source: self, destination: destination)
        segue.kind = template.kind
        return segue
    }

    /// An unwind segue: the destination is the first controller, walking up from this one, that
    /// can perform the unwind action (see `unwindDestination(for:sender:)`). This controller
    /// prepares, the destination's action runs, then the segue dismisses and pops back to it.
    private func unwind(_ template: StoryboardSegueTemplate, sender: Any?) throws(NibError) {
        guard let action = template.unwindAction else {
            throw NibError(kind: .invalid, location: template.location, objectID: template.id,
                           message: "unwind segue has no unwindAction; connect it to an unwind action in Interface Builder")
        }
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw NibError(kind: .notFound, location: template.location, objectID: template.id,
                           message: "no view controller above \(String(reflecting: type(of: self))) can perform the unwind action '\(action)'; declare it in the destination's unwindActions")
        }
        let segue = try makeSegue(template, destination: destination)
        prepare(for: segue, sender: sender)
        _ = type(of: destination).unwindActions.last { $0.selector == action }?.perform(destination, segue)
        segue.perform()
    }

    /// Where an unwind segue for `action` ends, as UIKit's search goes: up from this controller
    /// through its parents, and at the top of each parent chain to the controller that presented
    /// it. At each container on the way, its other children are asked first (a navigation
    /// stack's controllers below, nearest first; other containers' children, last first), then
    /// the container itself. The first that answers `canPerformUnwindSegueAction` is the
    /// destination; this controller itself never is.
    public func unwindDestination(for action: String, sender: Any?) -> ViewController? {
        var child: ViewController = self
        while true {
            let next: ViewController
            if let parent = child.parent {
                next = parent
            } else if let presenter = child.presentingViewController {
                next = presenter
            } else {
                return nil
            }
            var candidates = next.children.filter { $0 !== child }
            if next is NavigationController, let index = next.children.firstIndex(where: { $0 === child }) {
                candidates = Array(next.children[..<index])
            }
            if child.parent == nil {
                // Came up from a presented controller: what the presenter shows is below it.
                candidates = next.appearingChildren
            }
            for candidate in candidates.reversed() where candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                return candidate
            }
            if next.canPerformUnwindSegueAction(action, from: self, sender: sender) { return next }
            child = next
        }
    }
}
