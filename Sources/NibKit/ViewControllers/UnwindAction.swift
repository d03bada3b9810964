/// An unwind action a controller declares, by the selector the storyboard names and the method
/// that handles it, checked by the compiler (Swift on Linux has no selectors to look up):
///
/// ```swift
/// override class var unwindActions: [UnwindAction] {
///     super.unwindActions + [UnwindAction("unwindToList:", BookListViewController.unwindToList)]
/// }
/// func unwindToList(_ segue: StoryboardSegue) { … }
/// ```
///
/// The method is a controller's, so main-actor isolated (an `@IBAction` one too), and named bare.
public struct UnwindAction {
    /// As the storyboard writes it (`unwindAction="unwindToList:"`).
    public let selector: String
    let perform: @MainActor (ViewController, StoryboardSegue) -> Bool

    /// The unwind action `selector`, handled by `method` on a controller of type `Root`.
    public init<Root: ViewController>(_ selector: String, _ method: @escaping @MainActor (Root) -> (StoryboardSegue) -> Void) {
        self.selector = selector
        perform = { controller, segue in
            guard let root = controller as? Root else { return false }
            method(root)(segue)
            return true
        }
    }
}
