// AppKit's declarations that generated code and its support use, with AppKit's signatures and
// isolation: the appkit flavor is type-checked against this on Linux.
@_exported import Foundation

@MainActor open class NSResponder { public init() {} }
@MainActor open class NSView: NSResponder {}
@MainActor open class NSTableCellView: NSView {}

public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

@MainActor open class NSNib {
    public typealias Name = String
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {}
    open func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool { false }
}

@MainActor open class NSTableView: NSView {
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {}
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? { nil }
}

@MainActor open class NSStoryboardSegue {
    public typealias Identifier = String
    open var identifier: NSStoryboardSegue.Identifier? { nil }
}

@MainActor open class NSViewController: NSResponder {
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
}
@MainActor open class NSWindowController: NSResponder {
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {}
}
@MainActor open class NSTabViewController: NSViewController {}
@MainActor open class NSSplitViewController: NSViewController {}
@MainActor open class NSPageController: NSViewController {}

@MainActor open class NSStoryboard {
    public typealias Name = String
    public typealias SceneIdentifier = String
    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {}
    open func instantiateInitialController() -> Any? { nil }
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any { NSViewController() }
}
