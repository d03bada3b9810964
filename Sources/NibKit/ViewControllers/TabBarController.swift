import Foundation
import NibLayout

/// Tabs, one controller shown at a time (`UITabBarController`). A storyboard's relationship
/// segues `viewControllers` set its children, in order.
open class TabBarController: ViewController {
    public var viewControllers: [ViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the shown controller; setting it switches tabs (appearance included).
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard children.indices.contains(newValue), newValue != storedSelectedIndex else { return }
            let old = selectedViewController
            storedSelectedIndex = newValue
            showSelected()
            if isAppearing { ViewController.transition(from: old, to: selectedViewController, animated: false) }
        }
    }

    public var selectedViewController: ViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let controller = newValue, let index = children.firstIndex(where: { $0 === controller }) else { return }
            selectedIndex = index
        }
    }

    private var storedSelectedIndex = 0

    public override init() {
        super.init()
    }

    /// Decodes a storyboard's tab bar controller, with its tab bar.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        super.init(coder: coder)
        if let bar = coder.object(forKey: "tabBar") as? TabBar { tabBar = bar }
    }

    /// The bar below the selected controller (`tabBar`).
    public private(set) var tabBar = TabBar(frame: CGRect(x: 0, y: 0, width: Devices.phone.width, height: 49))

    open override var appearingChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        if isAppearing { selectedViewController?.endAppearance(animated: animated) }
        for child in children {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in controllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedSelectedIndex = 0
        showSelected()
        if isAppearing { selectedViewController?.beginAppearance(animated: animated) }
    }

    open override func loadView() {
        super.loadView()
        showSelected()
    }

    /// Puts the selected controller's view in the tab bar controller's, filling it and following
    /// its size, once that is loaded; the other children's views leave it.
    private func showSelected() {
        guard let container = viewIfLoaded, let selected = selectedViewController,
              (try? selected.tryLoadViewIfNeeded()) != nil, let view = selected.viewIfLoaded else { return }
        for child in children where child !== selected {
            if let other = child.viewIfLoaded, other.superview === container { other.removeFromSuperview() }
        }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The tab bar's 49 points add to the child's safe area at the bottom.
        var insets = container.safeAreaInsets
        insets.bottom += 49
        view.safeAreaInsets = insets
        if view.superview !== container { container.addSubview(view) }
    }
}
