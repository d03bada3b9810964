import Foundation
import NibKit
import Testing

/// UIKit code with `UI` dropped, expecting what Apple documents UIKit to do, where NibKit once
/// did something else without saying so. Each test names the UIKit behaviour it checks.
@Suite struct UIKitParityTests {
    /// A window showing `root`, as an app's scene delegate puts it on screen. The caller keeps
    /// it alive (UIKit's scene holds it): views hold their window no more than UIKit's do.
    static func window(showing root: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    // MARK: Navigation

    /// UIKit: `UINavigationController.pushViewController(_:animated:)` raises
    /// NSInvalidArgumentException "Pushing the same view controller instance more than once is
    /// not supported" for a controller already on the stack.
    @Test func pushingAControllerAlreadyOnTheStackTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let navigation = NavigationController(rootViewController: ViewController())
            let detail = ViewController()
            navigation.pushViewController(detail, animated: false)
            navigation.pushViewController(detail, animated: false)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("Pushing the same view controller instance more than once is not supported"), "\(text)")
        }
    }

    /// The root is on the stack too.
    @Test func pushingTheRootAgainTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = ViewController()
            let navigation = NavigationController(rootViewController: root)
            navigation.pushViewController(root, animated: false)
        }
    }

    // MARK: Presentation

    /// UIKit: `present(_:animated:completion:)` from `viewDidLoad`, before the view is in a
    /// window, presents nothing and logs "Attempt to present … whose view is not in the window
    /// hierarchy".
    @Test func presentingFromViewDidLoadPresentsNothing() {
        final class PresentsOnLoad: ViewController {
            let modal = ViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                present(modal, animated: false)
            }
        }
        let controller = PresentsOnLoad()
        let window = Self.window(showing: controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.presentedViewController == nil)
        #expect(controller.modal.presentingViewController == nil)
        #expect(!controller.modal.isViewLoaded)
        #expect(window.visibleViewController === controller)
        // On screen, the same presentation is made.
        controller.present(controller.modal, animated: false)
        #expect(controller.presentedViewController === controller.modal)
    }

    /// UIKit: a controller whose view is in no window at all presents nothing either.
    @Test func aControllerInNoWindowPresentsNothing() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        controller.present(ViewController(), animated: false)
        #expect(controller.presentedViewController == nil)
    }

    /// UIKit: `presentingViewController` — "If the view controller that received this message is
    /// a child of a view controller presented by another, this property holds the view
    /// controller that is presenting the parent." So `presentingViewController != nil` tells the
    /// root of a presented navigation controller it is shown modally, and its `dismiss` dismisses
    /// the navigation controller.
    @Test func childrenOfAPresentedContainerAnswerItsPresenter() {
        let home = ViewController()
        let window = Self.window(showing: home)
        defer { withExtendedLifetime(window) {} }
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        home.present(navigation, animated: false)
        #expect(navigation.presentingViewController === home)
        #expect(root.presentingViewController === home)
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.presentingViewController === home)
        // UIKit: dismiss(animated:) on a controller that presented nothing asks its presenter.
        root.dismiss(animated: false)
        #expect(home.presentedViewController == nil)
        #expect(!navigation.isAppearing)
    }

    /// UIKit: presenting from a controller that is already presenting presents nothing and logs
    /// "Attempt to present … which is already presenting …".
    @Test func presentingWhileAlreadyPresentingPresentsNothing() {
        let home = ViewController()
        let window = Self.window(showing: home)
        defer { withExtendedLifetime(window) {} }
        let first = ViewController()
        let second = ViewController()
        home.present(first, animated: false)
        home.present(second, animated: false)
        #expect(home.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(!second.isAppearing)
    }

    // MARK: Segues

    /// UIKit: a Show Detail segue calls `showDetailViewController(_:sender:)`, which only a split
    /// view controller overrides; elsewhere "this method … present[s] vc modally". A navigation
    /// controller does not push it.
    @Test func aShowDetailSegueInANavigationControllerPresents() throws {
        let (window, navigation, home) = try SegueTests.home()
        home.button("showDetail").sendActions(for: .touchUpInside)
        let segue = try #require(home.prepared.last)
        #expect(segue.identifier == "showDetail")
        #expect(navigation.viewControllers.count == 1)
        #expect(segue.destination.navigationController == nil)
        #expect(segue.destination.presentingViewController != nil)
        #expect(window.visibleViewController === segue.destination)
    }
}
