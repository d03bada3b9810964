import Foundation
import NibLayout

/// A stack of controllers, the top one shown (`UINavigationController`). A storyboard's
/// relationship segue `rootViewController` sets its first controller; `show` segues push.
open class NavigationController: ViewController {
    /// The stack, root first.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: ViewController? { children.last }

    /// The top controller, or what it presented.
    public var visibleViewController: ViewController? {
        var visible = presentedViewController ?? topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    public override init() {
        super.init()
    }

    /// The height of the navigation bar (a compact-height phone's is 32; this models 44).
    static let barHeight: CGFloat = 44

    /// Whether the navigation bar is hidden: the shown controller's safe area then starts at the
    /// container's. Setting it is `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false

    /// Hides or shows the navigation bar (`setNavigationBarHidden(_:animated:)`).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        navigationBar.isHidden = hidden
        if let top = topViewController { show(top) }
    }

    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// Decodes a storyboard's navigation controller, with its navigation bar.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        super.init(coder: coder)
        if let bar = coder.object(forKey: "navigationBar") as? NavigationBar { navigationBar = bar }
    }

    /// The bar above the top controller (`navigationBar`); hidden with `isNavigationBarHidden`.
    public private(set) var navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: Devices.phone.width, height: NavigationController.barHeight))

    open override var appearingChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Pushes `controller` (`show(_:sender:)`, which a navigation controller answers by pushing).
    open override func show(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }

    /// Pushes `controller`: the old top disappears and the new one appears, when on screen, in
    /// UIKit's order (`B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,
    /// `A.viewDidDisappear`, `B.viewDidAppear`). A controller already on the stack traps, as
    /// UIKit raises for it: the stack would hold it twice, and popping to it would be ambiguous.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        if children.contains(where: { $0 === controller }) {
            // UIKit's NSInvalidArgumentException, with its words so a search finds them.
            trap(NibError(kind: .invalid, message: "Pushing the same view controller instance more than once is not supported (\(String(reflecting: type(of: controller))))"),
                 file: #fileID, line: #line)
        }
        let old = topViewController
        addChild(controller)
        show(controller)
        if isAppearing { ViewController.transition(from: old, to: controller, animated: animated) }
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        popTo(index: children.count - 2, animated: animated)
        return top
    }

    /// Pops every controller above `controller`; returns them, bottom first.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === controller }) else { return nil }
        return popTo(index: index, animated: animated)
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        children.isEmpty ? nil : popTo(index: 0, animated: animated)
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = topViewController
        if isAppearing, old !== controllers.last { old?.endAppearance(animated: animated) }
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(controllers)
        if let top = topViewController {
            show(top)
            if isAppearing, top !== old { top.beginAppearance(animated: animated) }
        }
    }

    @discardableResult
    private func popTo(index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        // The one shown leaves as the new top arrives, in UIKit's interleaved order.
        let top = children[index]
        show(top)
        if isAppearing { ViewController.transition(from: popped.last, to: top, animated: animated) }
        for controller in popped.reversed() { controller.removeFromParent() }
        return popped
    }

    open override func loadView() {
        super.loadView()
        if let top = topViewController { show(top) }
    }

    /// Puts the top controller's view in the navigation controller's, once that is loaded.
    private func show(_ controller: ViewController) {
        // A child whose view fails to load reports it when it is shown (`beginAppearance`).
        guard let container = viewIfLoaded, (try? controller.tryLoadViewIfNeeded()) != nil,
              let view = controller.viewIfLoaded else { return }
        for subview in container.subviews { subview.removeFromSuperview() }
        // The child fills the container and follows its size, as UINavigationController's do,
        // under the navigation bar: the bar's 44 points add to its safe area's top.
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var insets = container.safeAreaInsets
        if !isNavigationBarHidden { insets.top += NavigationController.barHeight }
        view.safeAreaInsets = insets
        container.addSubview(view)
    }
}
