import NibDocument

/// Which part of a document one plan makes, and who File's Owner is.
///
/// A XIB is one plan: its top-level objects, with its `IBFilesOwner` placeholder as File's Owner.
/// A storyboard scene is two, as UIKit compiles it: the controller with the scene's other
/// objects, made when the controller is asked for; and the controller's view, made when the view
/// is first needed, with the controller as File's Owner. A prototype cell is a plan of its own
/// (a nib of one object).
struct PlanScope: Sendable {
    /// The elements the plan makes, each with every object inside it.
    let roots: [Element]
    /// The element that stands for File's Owner: a XIB's placeholder, or the scene's controller
    /// in the plan of its view. Connections from it are made on the owner passed in.
    let owner: Element?
    /// Whether the owner's class must declare the outlets connected from it: true for a XIB's
    /// File's Owner, and for a scene's controller of a registered class; false for a controller
    /// made as UIKit's base class, which keeps undeclared outlets by name, as built-in views do.
    let ownerRequiresDeclaredOutlets: Bool
    /// Subtrees inside the roots that this plan does not make: a controller's view (made when it
    /// loads), prototype cells (nibs of their own). Connections into them are left to the plan
    /// that makes them.
    let excluded: [Range<Int>]

    init(roots: [Element], owner: Element?, ownerRequiresDeclaredOutlets: Bool = true, excluding excluded: [Element] = []) {
        self.roots = roots
        self.owner = owner
        self.ownerRequiresDeclaredOutlets = ownerRequiresDeclaredOutlets
        self.excluded = excluded.map { $0.documentIndex ..< $0.descendants.endIndex }
    }

    /// A XIB: its top-level objects, and its File's Owner placeholder.
    init(nib document: Document) {
        self.init(roots: document.objects, owner: document.filesOwner)
    }

    func isExcluded(_ element: Element) -> Bool {
        let index = element.documentIndex
        return excluded.contains { $0.contains(index) }
    }
}
