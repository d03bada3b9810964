import Foundation
import NibKit
import NibTestSupport
import Testing

/// Every kind of segue: relationship (StoryboardTests), embed, triggered by a control, by a
/// cell, by identifier, custom, through a storyboard reference, and unwind.
@MainActor @Suite struct SegueTests {
    /// Segues.storyboard's navigation controller, on screen, with Home at its root.
    static func home() throws -> (Window, NavigationController, HomeViewController) {
        let storyboard = try StoryboardFixtures.storyboard("Segues", fallBack: false)
        let navigation = try #require(try storyboard.tryInstantiateInitialViewController() as? NavigationController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let home = try #require(navigation.topViewController as? HomeViewController)
        return (window, navigation, home)
    }

    // showDetail presents without a split view controller (UIKitParityTests).
    @Test(arguments: ["show", "push"])
    func showSeguesPushOntoTheNavigationController(_ identifier: String) throws {
        let (window, navigation, home) = try Self.home()
        let button = home.button(identifier)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(home.asked == [identifier])
        let segue = try #require(home.prepared.last)
        #expect(segue.identifier == identifier)
        #expect(segue.source === home)
        #expect(segue.destination is DestinationViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === segue.destination)
        #expect(window.visibleViewController === segue.destination)
        #expect(segue.destination.title == "Destination")
    }

    @Test(arguments: ["presentation", "modal", "popoverPresentation"])
    func presentationSeguesRecordThePresentedController(_ identifier: String) throws {
        let (window, navigation, home) = try Self.home()
        home.button(identifier).sendActions(for: .touchUpInside)
        let presented = try #require(home.presentedViewController as? DestinationViewController)
        #expect(presented.presentingViewController === home)
        #expect(presented.isAppearing)
        #expect(navigation.viewControllers.count == 1)
        #expect(window.visibleViewController === presented)
        #expect(home.prepared.map(\.identifier) == [identifier])
    }

    /// A control's segue that cannot be performed (its destination's class is not registered)
    /// traps at the line that sent the control's actions, not inside NibKit.
    @Test func aFailingSegueFromAControlTrapsAtTheCaller() async {
        // Inside an exit test's body, a call's `#line` is the macro's line, the next one.
        let callLine = #line + 1
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            // A child process that traps runs no exit handler: one folder of a fixed name, reused.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-segue-exit-test")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="home">
                    <scenes>
                        <scene sceneID="s1"><objects><viewController id="home" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews><button opaque="NO" contentMode="scaleToFill" id="b"><rect key="frame" x="0" y="0" width="100" height="44"/><state key="normal" title="Go"/>
                                <connections><segue destination="gone" kind="presentation" id="sg"/></connections></button></subviews>
                        </view></viewController></objects></scene>
                        <scene sceneID="s2"><objects><viewController id="gone" customClass="NoSuchController" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view></viewController></objects></scene>
                    </scenes>
                </document>
                """
            try? storyboard.write(to: folder.appendingPathComponent("Broken.storyboard"), atomically: true, encoding: .utf8)
            let loaded = Storyboard(name: "Broken", loader: NibLoader(searchPaths: [folder], preferredLanguages: []))
            let home = try loaded.tryInstantiateInitialViewController()!
            let button = home.view.allViews.compactMap { $0 as? Button }.first!
            button.sendActions(for: .touchUpInside)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.hasPrefix("NibKitTests/SegueTests.swift:\(callLine): Fatal error: "), "\(text)")
            #expect(text.contains("NoSuchController"), "\(text)")
        }
    }

    @Test func customSeguesAreMadeAsTheirClass() throws {
        // The window stays: a controller whose view is in none presents nothing, as in UIKit.
        let (window, _, home) = try Self.home()
        let before = FadeSegue.performed
        home.button("custom").sendActions(for: .touchUpInside)
        #expect(home.prepared.last is FadeSegue)
        #expect(FadeSegue.performed == before + 1)
        #expect(home.presentedViewController is DestinationViewController)
        withExtendedLifetime(window) {}
    }

    @Test func aStoryboardReferenceResolvesThroughTheLoader() throws {
        let (_, navigation, home) = try Self.home()
        home.button("reference").sendActions(for: .touchUpInside)
        let detail = try #require(navigation.topViewController as? ShelfDetailViewController)
        #expect(detail.storyboard?.name == "Bookshelf")
        #expect(home.prepared.last?.destination === detail)
    }

    @Test func shouldPerformSegueCanCancelATriggeredSegueButNotPerformSegue() throws {
        let (window, navigation, home) = try Self.home()
        home.refuse = ["show", "manual"]
        home.button("show").sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 1)
        #expect(home.prepared.isEmpty)
        // performSegue is code's decision: shouldPerformSegue is not asked.
        home.performSegue(withIdentifier: "manual", sender: nil)
        #expect(home.asked == ["show"])
        #expect(home.presentedViewController is DestinationViewController)
        #expect(home.prepared.map(\.identifier) == ["manual"])
        withExtendedLifetime(window) {}
    }

    @Test func anUnknownSegueIdentifierGetsUIKitsMessage() throws {
        let (_, _, home) = try Self.home()
        #expect {
            try home.tryPerformSegue(withIdentifier: "checkout", sender: nil)
        } throws: { error in
            (error as! NibError).message == "Receiver (<NibKitTests.HomeViewController>) has no segue with identifier 'checkout'; its scene's segues are 'show', 'push', 'showDetail', 'presentation', 'modal', 'popoverPresentation', 'custom', 'reference', 'manual': set the segue's Identifier in Interface Builder, or perform one of those"
        }
        let plain = ViewController()
        #expect {
            try plain.tryPerformSegue(withIdentifier: "show", sender: nil)
        } throws: { error in
            (error as! NibError).message == "Receiver (<NibKit.ViewController>) has no segue with identifier 'show'; its scene has no segues with identifiers: set the segue's Identifier in Interface Builder, or perform one of those"
        }
    }

    @Test func unwindPopsBackToTheControllerThatDeclaresTheAction() throws {
        let (_, navigation, home) = try Self.home()
        home.button("show").sendActions(for: .touchUpInside)
        let destination = try #require(navigation.topViewController as? DestinationViewController)
        let done = destination.view.allViews.compactMap { $0 as? Button }.first!
        #expect(destination.unwindDestination(for: "unwindToHome:", sender: done) === home)
        done.sendActions(for: .touchUpInside)
        #expect(home.unwound.count == 1)
        #expect(home.unwound.first?.source === destination)
        #expect(home.unwound.first?.identifier == "unwindHome")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === home)
    }

    @Test func unwindDismissesAPresentedController() throws {
        let (window, _, home) = try Self.home()
        home.performSegue(withIdentifier: "manual", sender: nil)
        let presented = try #require(home.presentedViewController as? DestinationViewController)
        try presented.tryPerformSegue(withIdentifier: "unwindHome", sender: nil)
        #expect(home.unwound.count == 1)
        #expect(home.presentedViewController == nil)
        #expect(!presented.isAppearing)
        #expect(window.visibleViewController === home)
    }

    @Test func anUnwindNobodyDeclaresIsAnError() throws {
        let storyboard = try StoryboardFixtures.storyboard("Segues")
        let destination = try storyboard.tryInstantiateViewController(withIdentifier: "Destination")
        #expect {
            try destination.tryPerformSegue(withIdentifier: "unwindHome", sender: nil)
        } throws: { error in
            (error as! NibError).message == "no view controller above NibKitTests.DestinationViewController can perform the unwind action 'unwindToHome:'; declare it in the destination's unwindActions"
        }
    }

    @Test func aCellSegueRunsWhenTheRowIsTapped() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let tabs = try #require(try storyboard.tryInstantiateInitialViewController() as? TabBarController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let navigation = try #require(tabs.selectedViewController as? NavigationController)
        let list = try #require(navigation.topViewController as? ShelfListViewController)
        list.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(list.selected == [IndexPath(row: 1, section: 0)])
        let detail = try #require(navigation.topViewController as? ShelfDetailViewController)
        #expect(list.prepared.map(\.identifier) == ["showDetail"])
        #expect(detail.titleLabel.text == "Emma")
        // The embed segue, prepared by the detail controller while its view loaded.
        #expect(detail.embedded.map(\.identifier) == ["embedRating"])
        #expect(detail.embedded.first?.kind == .embed)
        let rating = try #require(detail.children.first as? ShelfRatingViewController)
        #expect(rating.view.superview?.frame == CGRect(x: 16, y: 232, width: 361, height: 80))
        #expect(rating.ratingLabel.text == "Rating")
        #expect(window.visibleViewController === detail)
        // Its button unwinds to the list.
        detail.view.allViews.compactMap { $0 as? Button }.first!.sendActions(for: .touchUpInside)
        #expect(list.unwound.count == 1)
        #expect(navigation.topViewController === list)
        #expect(throws: NibError.self) { try list.tableView.tryTapRow(at: IndexPath(row: 50, section: 0)) }
    }
}
