import Foundation

/// What a navigation bar shows for a controller (`UINavigationItem`): a scene's
/// `<navigationItem key="navigationItem">`.
open class NavigationItem: NibObject {
    public var title: String?
    public var prompt: String?

    public init(title: String?) {
        self.title = title
        super.init()
    }

    public required init(coder: NibCoder) throws {
        title = coder.string(forKey: "title")
        prompt = coder.string(forKey: "prompt")
        try super.init(coder: coder)
    }
}
