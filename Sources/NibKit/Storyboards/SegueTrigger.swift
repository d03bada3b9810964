/// What a control's segue is connected to: the control sends its action here, and the segue is
/// performed from the scene's controller (which keeps the trigger: controls hold targets weakly).
final class SegueTrigger: ActionTarget {
    static let action = "performSegue:"
    private unowned let controller: ViewController
    let template: StoryboardSegueTemplate

    init(controller: ViewController, template: StoryboardSegueTemplate) {
        self.controller = controller
        self.template = template
    }

    func perform(_ selector: String, sender: Control) -> Bool {
        guard selector == SegueTrigger.action else { return false }
        do {
            try controller.perform(template, sender: sender, triggeredByUser: true)
        } catch {
            let caller = ActionSender.caller
            trap(error, file: caller?.file ?? #fileID, line: caller?.line ?? #line)
        }
        return true
    }
}
