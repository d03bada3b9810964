import NibContract
import NibDocument

/// What the storyboard rules agree on: a scene's controller, and the segues whose source is in a
/// scene.
enum StoryboardScenes {
    /// The scene's view controller (`sceneMemberID="viewController"`), else its first object.
    static func controller(of scene: Scene) -> Element? {
        scene.objects.first { $0[attribute: "sceneMemberID"] == "viewController" } ?? scene.objects.first
    }

    /// Every segue whose source is an object of `scene` (the controller, a control, a cell), in
    /// document order. `<segue reference=…>` elements, which only point at a segue written
    /// elsewhere, are left out.
    static func segues(in scene: Scene) -> [Connection] {
        scene.element.descendants.compactMap { element in
            guard element.name == "segue", element.parent?.name == "connections",
                  let source = element.parent?.parent,
                  let connection = Connection(element: element, source: source),
                  connection.segueKind != nil else { return nil }
            return connection
        }
    }

    /// How messages name a controller: `viewController 'DetailViewController' (line 40)`.
    static func describe(_ controller: Element) -> String {
        CellElements.describe(controller)
    }
}
