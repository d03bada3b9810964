import Foundation
import NibKit
import Testing

/// UIKit code with `UI` dropped, expecting what Apple documents UIKit to do, where NibKit once
/// did something else without saying so. Each test names the UIKit behaviour it checks.
@Suite struct UIKitParityTests {
    /// A window showing `root`, as an app's scene delegate puts it on screen.
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
}
