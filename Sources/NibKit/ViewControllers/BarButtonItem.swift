import Foundation
import NibDocument

/// A button in a navigation bar or toolbar (`UIBarButtonItem`): a title, a system item or a
/// custom view, and a target and action. A storyboard's `<barButtonItem key="rightBarButtonItem">`
/// is one, its `<action>` connected as a control's is.
open class BarButtonItem: NibObject, NibActionSending {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, Hashable {
        case plain, done
    }

    /// The system items (`UIBarButtonItem.SystemItem`), by their Interface Builder names.
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    public var title: String?
    /// The image's name, when the item shows one.
    public var imageName: String?
    public var style: Style
    /// The system item the item was made as; nil for a title, image or custom view.
    public let systemItem: SystemItem?
    /// The view shown in place of a title (`customView`).
    public var customView: View?
    /// Whether taps reach the target (`isEnabled`).
    public var isEnabled = true
    /// The object the action is sent to; held weakly, as in UIKit.
    public weak var target: AnyObject?
    /// The selector sent, as Interface Builder writes it (`add:`).
    public var action: String?

    /// A titled item (`init(title:style:target:action:)`).
    public init(title: String?, style: Style, target: AnyObject?, action: String?) {
        self.title = title
        self.style = style
        systemItem = nil
        self.target = target
        self.action = action
        super.init()
    }

    /// A system item (`init(barButtonSystemItem:target:action:)`).
    public init(barButtonSystemItem: SystemItem, target: AnyObject?, action: String?) {
        style = barButtonSystemItem == .done ? .done : .plain
        systemItem = barButtonSystemItem
        self.target = target
        self.action = action
        super.init()
    }

    /// An item showing a view (`init(customView:)`).
    public init(customView: View) {
        style = .plain
        systemItem = nil
        self.customView = customView
        super.init()
    }

    /// Decodes an item: its title, image, style, system item and `enabled`.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        title = coder.string(forKey: "title")
        imageName = coder.string(forKey: "image")
        style = coder.string(forKey: "style") == "done" ? .done : .plain
        systemItem = coder.string(forKey: "systemItem").flatMap(SystemItem.init(rawValue:))
        isEnabled = coder.string(forKey: "enabled") != "NO"
        super.init(coder: coder)
        customView = coder.object(forKey: "customView") as? View
    }

    /// `customView`, which a nib may connect as an outlet.
    open override class var outlets: [Outlet] {
        super.outlets + [Outlet("customView", \BarButtonItem.customView)]
    }

    func addTarget(_ target: AnyObject?, action: String, forNibEvent event: ControlEvent) {
        self.target = target
        self.action = action
    }

    /// Sends the action to the target, as a tap on the item does; false when the item is
    /// disabled or has no target or action. A target without the method stops the program with
    /// UIKit's "unrecognized selector sent to instance", at the caller's line; `trySendAction()`
    /// throws instead.
    @discardableResult
    public func sendAction(file: StaticString = #fileID, line: UInt = #line) -> Bool {
        do { return try trySendAction() } catch { trap(error, file: file, line: line) }
    }

    /// `sendAction()`, throwing where it traps.
    @discardableResult
    public func trySendAction() throws(NibError) -> Bool {
        guard isEnabled else { return false }
        if let handler {
            handler(self)
            return true
        }
        guard let target, let action else { return false }
        return try ActionDispatch.send(action, to: target, from: self)
    }

    /// What an item UIKit makes itself does when tapped (a controller's `editButtonItem`).
    var handler: ((BarButtonItem) -> Void)?
}
