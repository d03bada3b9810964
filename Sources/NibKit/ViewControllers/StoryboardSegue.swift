import Foundation
import NibDocument

/// One performance of a storyboard segue (`UIStoryboardSegue`): made from the storyboard's
/// template each time, handed to the source's `prepare(for:sender:)`, then performed.
///
/// A custom segue (`kind="custom"`) is made as the class its `customClass` names, which must be a
/// registered subclass that overrides `perform()`.
open class StoryboardSegue: NibObject {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    /// What the storyboard says the segue does.
    public internal(set) var kind: SegueKind = .custom

    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Segues are not objects of a scene: they are made when performed, never decoded.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        coder.failWithError(NibError(kind: .decoding, location: coder.location, objectID: coder.objectID,
                                     message: "a StoryboardSegue is made when its segue is performed, not decoded from a scene"))
        return nil
    }

    /// Does what the kind says: `show` (and `push`) pushes onto the source's navigation
    /// controller, or presents when there is none; `showDetail` is the source's
    /// `showDetailViewController(_:sender:)` (modal without a split view); `presentation`,
    /// `modal` and `popoverPresentation` present; `unwind` dismisses and pops back to the
    /// destination; `custom` does nothing here, its subclass does.
    open func perform() {
        switch kind {
        case .showDetail:
            source.showDetailViewController(destination, sender: self)
        case .show, .push, .replace:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                source.present(destination, animated: true)
            }
        case .presentation, .modal, .popoverPresentation, .unknown:
            source.present(destination, animated: true)
        case .unwind:
            unwind()
        case .custom, .relationship, .embed:
            break
        }
    }

    /// Back from the source to the destination: presentations on the way are dismissed, then the
    /// destination's navigation stack is popped to it.
    private func unwind() {
        var node = source
        while node !== destination {
            if let parent = node.parent {
                node = parent
            } else if let presenter = node.presentingViewController {
                presenter.dismiss(animated: true)
                node = presenter
            } else {
                break
            }
        }
        if let navigation = destination.parent as? NavigationController {
            navigation.popToViewController(destination, animated: true)
        }
    }
}
