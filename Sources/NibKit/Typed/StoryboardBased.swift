/// A controller that is the initial view controller of a storyboard named after it (Reusable's
/// `StoryboardBased`):
///
/// ```swift
/// final class OnboardingViewController: ViewController, StoryboardBased {}
/// let onboarding = OnboardingViewController.instantiate()   // Onboarding…Controller.storyboard
/// ```
///
/// `sceneStoryboard` defaults to the storyboard named after the type, found by
/// `NibLoader.shared`; a type names another one by implementing it.
@MainActor
public protocol StoryboardBased: AnyObject {
    /// The storyboard whose initial view controller this type is.
    static var sceneStoryboard: Storyboard { get }
}

extension StoryboardBased where Self: ViewController {
    public static var sceneStoryboard: Storyboard { Storyboard(name: String(describing: self)) }

    /// The storyboard's initial view controller, as `Self`. Traps with a message naming the type
    /// and the storyboard; `tryInstantiate()` throws instead.
    public static func instantiate(file: StaticString = #fileID, line: UInt = #line) -> Self {
        do { return try tryInstantiate() } catch { trap(error, file: file, line: line) }
    }

    public static func tryInstantiate() throws(NibError) -> Self {
        let storyboard = sceneStoryboard
        try storyboard.options.registry.register(Self.self)
        let made: ViewController?
        do {
            made = try storyboard.tryInstantiateInitialViewController()
        } catch {
            throw TypedStoryboard.failure(error, Self.self, storyboard, identifier: nil)
        }
        guard let controller = made else {
            throw NibError(kind: .notFound, location: try? storyboard.document().root.location,
                           message: "\(Self.self).instantiate(): storyboard \(storyboard.name) has no initial view controller; check \"Is Initial View Controller\" on its \(Self.self) scene in Interface Builder")
        }
        guard let typed = controller as? Self else {
            throw TypedStoryboard.mismatch(controller, Self.self, storyboard, identifier: nil)
        }
        return typed
    }
}

/// The errors both typed storyboard protocols give: each names the type, the storyboard and the
/// identifier, and says what to change.
@MainActor
enum TypedStoryboard {
    static func failure(_ error: NibError, _ type: ViewController.Type, _ storyboard: Storyboard, identifier: String?) -> NibError {
        var error = error
        let what = identifier.map { "scene '\($0)' of storyboard \(storyboard.name)" } ?? "the initial view controller of storyboard \(storyboard.name)"
        error.message = "\(type) can't be made from \(what): \(error.message)"
        return error
    }

    static func mismatch(_ controller: ViewController, _ type: ViewController.Type, _ storyboard: Storyboard, identifier: String?) -> NibError {
        let what = identifier.map { "scene '\($0)' of storyboard \(storyboard.name)" } ?? "storyboard \(storyboard.name)'s initial view controller"
        return NibError(kind: .invalid,
                        message: "\(what) is a \(String(reflecting: Swift.type(of: controller))), not a \(String(reflecting: type)): set that scene's Class to \(type) in Interface Builder's identity inspector")
    }
}
