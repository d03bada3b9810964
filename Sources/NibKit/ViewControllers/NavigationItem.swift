import Foundation

/// What a navigation bar shows for a controller (`UINavigationItem`): a scene's
/// `<navigationItem key="navigationItem">`.
open class NavigationItem: NibObject {
    public var title: String?
    public var prompt: String?
    /// The view shown in place of the title (`titleView`).
    public var titleView: View?
    /// The buttons at the leading edge, first outermost (`leftBarButtonItems`).
    public var leftBarButtonItems: [BarButtonItem]?
    /// The buttons at the trailing edge, first outermost (`rightBarButtonItems`).
    public var rightBarButtonItems: [BarButtonItem]?
    /// The button the next controller's back button shows (`backBarButtonItem`).
    public var backBarButtonItem: BarButtonItem?

    /// The first of `leftBarButtonItems` (`leftBarButtonItem`); setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems` (`rightBarButtonItem`); setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// Decodes a scene's navigation item, with its title view and bar button items
    /// (`<barButtonItem key="rightBarButtonItem">`, or several under `<rightBarButtonItems>`).
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        title = coder.string(forKey: "title")
        prompt = coder.string(forKey: "prompt")
        super.init(coder: coder)
        titleView = coder.object(forKey: "titleView") as? View
        backBarButtonItem = coder.object(forKey: "backBarButtonItem") as? BarButtonItem
        for (side, single) in [("leftBarButtonItems", "leftBarButtonItem"), ("rightBarButtonItems", "rightBarButtonItem")] {
            let items = coder.objects(forKey: single).compactMap { $0 as? BarButtonItem }
                + coder.objects(forKey: side).compactMap { $0 as? BarButtonItem }
            guard !items.isEmpty else { continue }
            if side == "leftBarButtonItems" { leftBarButtonItems = items } else { rightBarButtonItems = items }
        }
    }
}
