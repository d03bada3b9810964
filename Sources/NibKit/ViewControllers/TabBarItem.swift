import Foundation

/// What a tab bar shows for a controller (`UITabBarItem`): a scene's `<tabBarItem key="tabBarItem">`.
open class TabBarItem: NibObject {
    public var title: String?
    /// The image's name, as the storyboard gives it.
    public var image: String?
    /// A system item (`favorites`, `search`, …) when the storyboard uses one.
    public var systemItem: String?

    public init(title: String?, image: String? = nil) {
        self.title = title
        self.image = image
        super.init()
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        title = coder.string(forKey: "title")
        image = coder.string(forKey: "image")
        systemItem = coder.string(forKey: "systemItem")
        super.init(coder: coder)
    }
}
