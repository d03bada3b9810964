import NibDocument

/// A segue as the storyboard writes it, read once: what UIKit calls a segue template. Segues are
/// made from it each time one is performed.
struct StoryboardSegueTemplate: Sendable {
    /// `id`, identifying the segue in the file.
    let id: String?
    /// What code names it by (`performSegue(withIdentifier:sender:)`, `prepare(for:sender:)`).
    let identifier: String?
    let kind: SegueKind
    /// Relationship segues: the part of the container the destination fills.
    let relationship: SegueRelationship?
    /// The id of the object whose connections hold the segue: the controller, a control, a cell,
    /// a container view.
    let sourceID: String?
    /// The destination controller's id (or, for unwind segues, the Exit placeholder's).
    let destinationID: String?
    /// Unwind segues: the action the destination must declare.
    let unwindAction: String?
    /// Custom segues: the `StoryboardSegue` subclass that performs it.
    let customClass: String?
    let customModule: String?
    let location: SourceLocation

    init(_ connection: Connection, kind: SegueKind) {
        id = connection.id
        identifier = connection.identifier.flatMap { $0.isEmpty ? nil : $0 }
        self.kind = kind
        relationship = connection.relationship
        sourceID = connection.source.id
        destinationID = connection.destination
        unwindAction = connection.unwindAction
        customClass = connection.element.customClass
        customModule = connection.element.customModule
        location = connection.element.location
    }
}
