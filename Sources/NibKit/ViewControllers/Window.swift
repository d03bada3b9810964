import Foundation

/// The screen (`UIWindow`): shows a root controller. `makeKeyAndVisible()` is what puts a
/// controller on screen in a headless run: its view loads and it (and what it shows) appears.
open class Window: View {
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if isKeyWindow {
                oldValue?.endAppearance()
                oldValue?.viewIfLoaded?.removeFromSuperview()
                show()
            }
        }
    }

    public private(set) var isKeyWindow = false

    /// The traits everything in the window is shown with (a phone in portrait unless set).
    /// Setting others (a rotation, an iPad's split screen, dark mode) tells every controller the
    /// window shows and every view in it, `traitCollectionDidChange(_:)`, controllers first.
    public var windowTraitCollection = TraitCollection.phonePortrait {
        didSet {
            guard windowTraitCollection != oldValue else { return }
            var controllers: [ViewController] = []
            var next = rootViewController.map { [$0] } ?? []
            while let controller = next.popLast() {
                controllers.append(controller)
                next.append(contentsOf: controller.children.reversed())
                if let presented = controller.presentedViewController { next.append(presented) }
            }
            let views = allViews
            // The nib constraints of the new size classes first, as UIKit installs them before
            // it tells anyone.
            for view in views { view.applyVariations(for: windowTraitCollection) }
            for controller in controllers { controller.traitCollectionDidChange(oldValue) }
            for view in views { view.traitCollectionDidChange(oldValue) }
            invalidateLayoutSystem()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        super.init(coder: coder)
    }

    public func makeKeyAndVisible() {
        isKeyWindow = true
        show()
    }

    /// The controller the user sees: the root, followed down through presented controllers,
    /// navigation tops and selected tabs.
    public var visibleViewController: ViewController? {
        var current = rootViewController
        while let controller = current {
            if let presented = controller.presentedViewController {
                current = presented
            } else if let navigation = controller as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return controller
            }
        }
        return nil
    }

    private func show() {
        guard let root = rootViewController else { return }
        root.view.frame = bounds
        addSubview(root.view)
        // Nib constraints are installed for a phone in portrait; a window with other traits
        // installs its views' as their variations say for it.
        if windowTraitCollection.hasDifferentSizeClass(comparedTo: .phonePortrait) {
            for view in root.view.allViews { view.applyVariations(for: windowTraitCollection) }
        }
        root.beginAppearance()
    }
}
