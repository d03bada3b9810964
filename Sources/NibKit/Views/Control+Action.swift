import Foundation

/// What `UIAction`'s handler is: a closure told the action that ran (`UIActionHandler`).
public typealias ActionHandler = (Action) -> Void

/// An action as a closure (`UIAction`): a title and an image for menus and buttons, and the
/// handler a control runs for the events it was added for (`addAction(_:for:)`).
///
/// ```swift
/// button.addAction(Action { _ in count += 1 }, for: .touchUpInside)
/// ```
///
/// Not the nib's action connections: a class declares the methods a nib's `<action>` calls as
/// `ActionMethod`s (see `NibObject.actions`).
@MainActor
open class Action {
    /// A stable name for an action (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows the action (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu shows the action checked (`UIMenuElement.State`).
    public enum State: Int, Sendable, Hashable {
        case off, on, mixed
    }

    public var title: String
    public var image: Image?
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    /// The control that ran the action last, while and after it runs (`sender`).
    public private(set) var sender: Any?
    private let handler: ActionHandler

    /// An action that runs `handler` (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`);
    /// without an identifier, it gets a unique one.
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping ActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}

extension Control {
    /// Runs `action` when the control sends any of `controlEvents` (`addAction(_:for:)`); an
    /// action with the same identifier is replaced, as in UIKit. The control holds it.
    public func addAction(_ action: Action, for controlEvents: Event) {
        if let index = closureActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            closureActions[index] = (action, controlEvents)
        } else {
            closureActions.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents` (`removeAction(_:for:)`).
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `identifier` for `controlEvents` (`removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
        for index in closureActions.indices.reversed() where closureActions[index].action.identifier == identifier {
            closureActions[index].events.subtract(controlEvents)
            if closureActions[index].events.isEmpty { closureActions.remove(at: index) }
        }
    }
}
