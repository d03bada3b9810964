import Foundation
import NibKit
import NibTestSupport
import Testing

final class Segues: ViewController, StoryboardBased {
    nonisolated(unsafe) static var storyboardName = "Segues"
    static var sceneStoryboard: Storyboard {
        Storyboard(name: storyboardName, loader: StoryboardFixtures.loader,
                   options: NibInstantiationOptions(registry: try! StoryboardFixtures.registry()))
    }
}

final class TypedDestination: ViewController, StoryboardSceneBased {
    /// The Segues storyboard's Destination scene names `DestinationViewController`; in this
    /// storyboard's registry it is made as `TypedDestination`.
    static let sceneStoryboard: Storyboard = {
        let registry = ClassRegistry()
        try! registry.register(TypedDestination.self, as: "DestinationViewController")
        return Storyboard(name: "Segues", loader: StoryboardFixtures.loader, options: NibInstantiationOptions(registry: registry))
    }()
    static var sceneIdentifier: String { "Destination" }
}

final class TypedHome: ViewController, StoryboardSceneBased {
    static let sceneStoryboard = Storyboard(name: "Segues", loader: StoryboardFixtures.loader)
}

/// StoryboardBased and StoryboardSceneBased: the try twins and their messages.
@MainActor @Suite(.serialized) struct TypedStoryboardTests {
    @Test func storyboardBasedNamesTheStoryboardAfterTheType() throws {
        #expect(Segues.sceneStoryboard.name == "Segues")
        // Segues.storyboard's initial controller is a navigation controller, not a `Segues`.
        #expect {
            try Segues.tryInstantiate()
        } throws: { error in
            (error as! NibError).message == "storyboard Segues's initial view controller is a NibKit.NavigationController, not a NibKitTests.Segues: set that scene's Class to Segues in Interface Builder's identity inspector"
        }
        Segues.storyboardName = "Nowhere"
        defer { Segues.storyboardName = "Segues" }
        #expect {
            try Segues.tryInstantiate()
        } throws: { error in
            (error as! NibError).message.hasPrefix("Segues can't be made from the initial view controller of storyboard Nowhere: Could not find a storyboard named 'Nowhere'")
        }
    }

    @Test func storyboardSceneBasedFindsItsSceneByIdentifier() throws {
        let destination = try TypedDestination.tryInstantiate()
        #expect(destination.storyboard?.name == "Segues")
        #expect(TypedHome.sceneIdentifier == "TypedHome")
        #expect {
            try TypedHome.tryInstantiate()
        } throws: { error in
            (error as! NibError).message.hasPrefix("TypedHome can't be made from scene 'TypedHome' of storyboard Segues: Storyboard (Segues) doesn't contain a view controller with identifier 'TypedHome'; its identifiers are 'Destination', 'Gallery', 'Home'")
        }
    }
}
