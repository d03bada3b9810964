import Foundation
import NibKit
import Testing

/// UIKit code with `UI` dropped, expecting what Apple documents UIKit to do, where NibKit once
/// did something else without saying so. Each test names the UIKit behaviour it checks.
@MainActor @Suite struct UIKitParityTests {
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
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
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
        await #expect(processExitsWith: .failure) { @MainActor in
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

    /// UIKit: `dismiss(animated:completion:)` — "If you present several view controllers in
    /// succession, thus building a stack of presented view controllers, calling this method on a
    /// view controller lower in the stack dismisses its immediate child view controller and all
    /// view controllers above that child on the stack."
    @Test func dismissingFromTheBottomOfAStackDismissesAllOfIt() {
        let a = ViewController()
        let window = Self.window(showing: a)
        defer { withExtendedLifetime(window) {} }
        let b = ViewController()
        let c = ViewController()
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(b.presentedViewController === c)
        var completed = 0
        a.dismiss(animated: false) { completed += 1 }
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(!b.isAppearing && !c.isAppearing)
        #expect(completed == 1)
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

    // MARK: Tables

    /// A data source of `count` rows in one section that records the rows selected.
    final class Rows: TableViewDataSource, TableViewDelegate {
        let count: Int
        var selected: [IndexPath] = []
        init(_ count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    static func table(rows: Rows) throws -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 440), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        try table.tryReloadData()
        return table
    }

    /// UIKit: `allowsSelectionDuringEditing` — "If the value of this property is true, users can
    /// select cells while editing. The default value of this property is false." A tap on a row
    /// of an editing table selects nothing and calls no `didSelectRowAt`.
    @Test func tappingARowWhileEditingSelectsNothing() throws {
        let rows = Rows(5)
        let table = try Self.table(rows: rows)
        #expect(table.allowsSelectionDuringEditing == false)
        #expect(table.allowsMultipleSelectionDuringEditing == false)
        table.setEditing(true, animated: false)
        table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows.selected.isEmpty)
        // Allowed, the tap selects.
        table.allowsSelectionDuringEditing = true
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)])
    }

    /// UIKit: `allowsMultipleSelectionDuringEditing` — "If the value of this property is true,
    /// users can select multiple rows while in editing mode"; out of editing, `allowsSelection`
    /// and `allowsMultipleSelection` apply again.
    @Test func multipleSelectionDuringEditingIsItsOwnSetting() throws {
        let rows = Rows(5)
        let table = try Self.table(rows: rows)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.tapRow(at: IndexPath(row: 1, section: 0))
        table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        table.setEditing(false, animated: false)
        table.tapRow(at: IndexPath(row: 4, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    /// UIKit: `rectForRow(at:)` with an index path outside the table's rows raises
    /// NSRangeException ("request for rect at invalid index path"), ending the process.
    @Test func theRectOfARowThatDoesNotExistTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let rows = Rows(3)
            let table = try Self.table(rows: rows)
            _ = table.rectForRow(at: IndexPath(row: 3, section: 0))
            withExtendedLifetime(rows) {}
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("request for rect at invalid index path"), "\(text)")
        }
    }

    // MARK: Scroll views

    /// UIKit: a scroll view scrolls by changing its bounds' origin — `contentOffset` is
    /// `bounds.origin` ("UIScrollView": "the origin of its bounds … is the content offset"), so
    /// setting either moves the other, and `convert(_:to:)` between a subview of the content and
    /// a view outside the scroll view subtracts the offset.
    @Test func aScrollViewsBoundsOriginIsItsContentOffset() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        scroll.contentSize = CGSize(width: 393, height: 2000)
        screen.addSubview(scroll)
        let row = View(frame: CGRect(x: 16, y: 700, width: 361, height: 44))
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        #expect(scroll.bounds == CGRect(x: 0, y: 500, width: 393, height: 400))
        #expect(row.convert(CGPoint.zero, to: screen) == CGPoint(x: 16, y: 300))
        #expect(screen.convert(CGRect(x: 16, y: 300, width: 10, height: 10), to: row) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scroll.convert(CGPoint(x: 0, y: 700), from: row) == CGPoint(x: 16, y: 1400))
        // Setting the bounds' origin scrolls.
        scroll.bounds.origin = CGPoint(x: 0, y: 200)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        #expect(scroll.frame == CGRect(x: 0, y: 100, width: 393, height: 400))
    }

    // MARK: Collection views

    /// UIKit: `NSCollectionLayoutItem.contentInsets` — "The value of this property is ignored
    /// for any axis that uses an estimated value for its dimension." Here the width's insets
    /// apply and the estimated height's do not.
    @Test func anItemsContentInsetsAreIgnoredAlongAnEstimatedDimension() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collection, items) = try CompositionalLayoutTests.collection(layout, counts: [2])
        defer { withExtendedLifetime(items) {} }
        // 400 wide less 8 on each side; 44 tall, the estimate, with no insets taken from it.
        #expect(collection.frameForItem(at: IndexPath(item: 0, section: 0)) == CGRect(x: 8, y: 0, width: 384, height: 44))
        #expect(collection.frameForItem(at: IndexPath(item: 1, section: 0)) == CGRect(x: 8, y: 44, width: 384, height: 44))
    }

    // MARK: Cells

    /// UIKit: `UITableViewCell.contentConfiguration` — "Setting a content configuration replaces
    /// the existing `contentView` of the cell with a new content view instance from the
    /// configuration, or directly applies the configuration to the existing content view if the
    /// configuration is compatible with the existing content view type"; "setting this property
    /// back to nil replaces the current content view with a new, empty content view."
    @Test func aContentConfigurationReplacesTheContentView() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let original = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "Dune"
        cell.contentConfiguration = content
        let shown = try #require(cell.contentView as? ListContentView)
        #expect(shown.textLabel.text == "Dune")
        #expect(shown.superview === cell && original.superview == nil)
        #expect(shown.frame == original.frame)
        content.text = "Emma"
        cell.contentConfiguration = content
        #expect(cell.contentView === shown && shown.textLabel.text == "Emma")
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is ListContentView) && cell.contentView.subviews.isEmpty)
        #expect(cell.contentView.superview === cell && shown.superview == nil)

        let item = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        item.contentConfiguration = ListContentConfiguration.cell()
        #expect(item.contentView is ListContentView && item.contentView.superview === item)
    }

    // MARK: Images

    /// UIKit: `UIImage(named:)` — "Return Value: The image object for the specified file, or nil
    /// if the method could not find the specified image." It looks in the bundle's asset
    /// catalogs and its image files (`init(named:in:compatibleWith:)` in a given bundle).
    @Test func imageNamedIsNilForANameNoAssetOrFileHas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        try manager.createDirectory(at: catalog.appendingPathComponent("star.imageset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("Icons/gear.imageset"), withIntermediateDirectories: true)
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: catalog.appendingPathComponent("Icons/Contents.json"))
        try Data().write(to: folder.appendingPathComponent("cover@2x.png"))
        let bundle = try #require(Bundle(url: folder))

        #expect(Image(named: "star", in: bundle, compatibleWith: nil)?.name == "star")
        #expect(Image(named: "Icons/gear", in: bundle, compatibleWith: nil) != nil)
        #expect(Image(named: "cover", in: bundle, compatibleWith: nil) != nil)
        #expect(Image(named: "cover.png", in: bundle, compatibleWith: nil) != nil)
        #expect(Image(named: "moon", in: bundle, compatibleWith: nil) == nil)
        #expect(Image(named: "gear", in: bundle, compatibleWith: nil) == nil, "the Icons folder provides a namespace")
        // The main bundle (NibLoader.shared's folders) has no image by that name either.
        #expect(Image(named: "no-image-has-this-name") == nil)
    }

    // MARK: Actions

    /// A screen that handles `save:` and records who sent it.
    final class SavingScreen: ViewController {
        var saves: [Control] = []
        func save(_ sender: Control) { saves.append(sender) }
        override class var actions: [ActionMethod] { super.actions + [ActionMethod("save:", SavingScreen.save)] }
    }

    /// UIKit: `UIControl.addTarget(_:action:for:)` — "If you specify nil, UIKit searches the
    /// responder chain for an object that responds to the specified action message and delivers
    /// the message to that object." From a control the chain goes up its superviews to the view
    /// controller whose view holds them ("UIResponder", "Using responders and the responder
    /// chain to handle events"), and from a presented controller to its presenter.
    @Test func anActionWithANilTargetGoesUpTheResponderChain() {
        let screen = SavingScreen()
        let window = Self.window(showing: screen)
        defer { withExtendedLifetime(window) {} }
        let row = View(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        screen.view.addSubview(row)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        row.addSubview(button)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(screen.saves.count == 1 && screen.saves.first === button)

        // A presented controller that does not handle it passes it to its presenter.
        let sheet = ViewController()
        screen.present(sheet, animated: false)
        let done = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        sheet.view.addSubview(done)
        #expect(done.sendAction("save:", to: nil))
        #expect(screen.saves.count == 2 && screen.saves.last === done)
        // One nobody on the chain handles goes nowhere, as in UIKit: no trap.
        #expect(done.sendAction("print:", to: nil) == false)
    }

    // MARK: Controls

    /// UIKit: `UISlider.value` — "If you try to set a value that is below the minimum or above the
    /// maximum value, the minimum or maximum value is set instead." `minimumValue`/`maximumValue`:
    /// a new bound past the value moves the value to it, and one past the other bound moves that
    /// bound to it.
    @Test func aSlidersValueStaysInItsRange() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 10
        slider.value = 15
        #expect(slider.value == 10)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 8
        #expect(slider.maximumValue == 8 && slider.value == 8)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
    }
}
