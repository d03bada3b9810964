/// A controller that is one scene of a storyboard, found by its Storyboard ID (Reusable's
/// `StoryboardSceneBased`):
///
/// ```swift
/// final class BookDetailViewController: ViewController, StoryboardSceneBased {
///     static let sceneStoryboard = Storyboard(name: "Main")
/// }
/// let detail = BookDetailViewController.instantiate()   // Storyboard ID "BookDetailViewController"
/// ```
@MainActor
public protocol StoryboardSceneBased: AnyObject {
    /// The storyboard the scene is in.
    static var sceneStoryboard: Storyboard { get }
    /// The scene's Storyboard ID; the type's name by default.
    static var sceneIdentifier: String { get }
}

extension StoryboardSceneBased {
    public static var sceneIdentifier: String { String(describing: self) }
}

extension StoryboardSceneBased where Self: ViewController {
    /// The scene's controller, as `Self`. Traps with a message naming the type, the storyboard
    /// and the identifier; `tryInstantiate()` throws instead.
    public static func instantiate(file: StaticString = #fileID, line: UInt = #line) -> Self {
        do { return try tryInstantiate() } catch { trap(error, file: file, line: line) }
    }

    public static func tryInstantiate() throws(NibError) -> Self {
        let storyboard = sceneStoryboard
        try storyboard.options.registry.register(Self.self)
        let controller: ViewController
        do {
            controller = try storyboard.tryInstantiateViewController(withIdentifier: sceneIdentifier)
        } catch {
            throw TypedStoryboard.failure(error, Self.self, storyboard, identifier: sceneIdentifier)
        }
        guard let typed = controller as? Self else {
            throw TypedStoryboard.mismatch(controller, Self.self, storyboard, identifier: sceneIdentifier)
        }
        return typed
    }
}
