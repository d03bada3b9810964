import Foundation
import NibKit
import Testing

/// UIKit code subclasses `UITableViewController` and `UICollectionViewController` and writes
/// `override` on each data-source and delegate method it implements; UIKit calls every one. Here
/// each controller is subclassed with every method of both protocols, written as such a port
/// writes it, and each must be called. (Methods left to protocol-extension defaults would not
/// compile with `override`, and without it the table would call the default, silently.)
@MainActor @Suite struct ControllerOverrideTests {
    final class EveryTableMethod: TableViewController {
        var called: Set<String> = []
        var log: [String] = []

        override func numberOfSections(in tableView: TableView) -> Int { called.insert("numberOfSections"); return 2 }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { called.insert("numberOfRows"); return 20 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            called.insert("cellForRow")
            return tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { called.insert("titleForHeader"); return "Header \(section)" }
        override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { called.insert("titleForFooter"); return "Footer \(section)" }
        /// The last row sizes itself, so the table asks for its estimate.
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            called.insert("heightForRow")
            return indexPath == IndexPath(row: 19, section: 1) ? TableView.automaticDimension : 50
        }
        override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { called.insert("estimatedHeightForRow"); return 50 }
        override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { called.insert("heightForHeader"); return 30 }
        override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { called.insert("heightForFooter"); return 20 }
        override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { called.insert("viewForHeader"); return nil }
        override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { called.insert("viewForFooter"); return nil }
        override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { called.insert("willDisplay") }
        override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) { called.insert("didEndDisplaying") }
        override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) { called.insert("willDisplayHeader") }
        override func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) { called.insert("didEndDisplayingHeader") }
        override func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) { called.insert("willDisplayFooter") }
        override func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) { called.insert("didEndDisplayingFooter") }
        /// Row 6 cannot be selected.
        override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath.row == 6 ? nil : indexPath
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willDeselect \(indexPath.row)"); return indexPath }
        override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
        /// Row 0 of each section cannot be edited; the last row of section 1 inserts.
        override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { called.insert("canEditRow"); return indexPath.row != 0 }
        override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
            called.insert("editingStyleForRow")
            return indexPath.row == 19 ? .insert : .delete
        }
        override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            log.append("setEditing \(editing)")
            super.setEditing(editing, animated: animated)
        }
    }

    @Test func everyTableMethodAnOverrideImplementsIsCalled() throws {
        let controller = EveryTableMethod()
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        try table.tryReloadData()
        // Down to the end and back: the rows, headers and footers of each end leave the screen.
        try table.trySetContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height))
        try table.trySetContentOffset(.zero)
        #expect(controller.called == [
            "numberOfSections", "numberOfRows", "cellForRow", "titleForHeader", "titleForFooter",
            "heightForRow", "estimatedHeightForRow", "heightForHeader", "heightForFooter",
            "viewForHeader", "viewForFooter", "willDisplay", "didEndDisplaying",
            "willDisplayHeader", "didEndDisplayingHeader", "willDisplayFooter", "didEndDisplayingFooter",
        ] as Set)
        // Rows are as tall as the override says.
        let visible = try #require(table.indexPathsForVisibleRows?.first)
        #expect(table.rectForRow(at: visible).height == 50)

        table.tapRow(at: IndexPath(row: 5, section: 0))
        table.tapRow(at: IndexPath(row: 6, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0), "willSelectRowAt's nil refused row 6")
        table.tapRow(at: IndexPath(row: 8, section: 0))
        #expect(controller.log == ["willSelect 5", "didSelect 5", "willSelect 6", "willSelect 8", "willDeselect 5", "didDeselect 5", "didSelect 8"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 8, section: 0))
    }

    final class EveryCollectionMethod: CollectionViewController {
        var called: Set<String> = []
        var log: [String] = []

        override func numberOfSections(in collectionView: CollectionView) -> Int { called.insert("numberOfSections"); return 1 }
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { called.insert("numberOfItems"); return 200 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            called.insert("cellForItem")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        }
        override func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
            called.insert("viewForSupplementary")
            return nil
        }
        override func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) { called.insert("willDisplay") }
        override func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) { called.insert("didEndDisplaying") }
        /// Item 3 cannot even be highlighted.
        override func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath.item)")
            return indexPath.item != 3
        }
        /// Item 1 cannot be selected.
        override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect \(indexPath.item)")
            return indexPath.item != 1
        }
        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
        override func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { log.append("shouldDeselect \(indexPath.item)"); return true }
        override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
    }

    @Test func everyCollectionMethodAnOverrideImplementsIsCalled() throws {
        let controller = EveryCollectionMethod()
        controller.loadViewIfNeeded()
        let collection = try #require(controller.collectionView)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        try collection.tryReloadData()
        try collection.trySetContentOffset(CGPoint(x: 0, y: 2_000))
        #expect(controller.called.isSuperset(of: ["numberOfSections", "numberOfItems", "cellForItem", "willDisplay", "didEndDisplaying"]), "\(controller.called)")
        collection.tapItem(at: IndexPath(item: 0, section: 0))
        collection.tapItem(at: IndexPath(item: 1, section: 0))
        collection.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(controller.log.contains("didSelect 0") && controller.log.contains("didSelect 2"), "\(controller.log)")
        #expect(!controller.log.contains("didSelect 1"), "\(controller.log)")
        #expect(controller.log.contains("shouldSelect 1"))
        collection.tapItem(at: IndexPath(item: 3, section: 0))
        #expect(controller.log.contains("shouldHighlight 3") && !controller.log.contains("shouldSelect 3"), "\(controller.log)")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    final class Child: ViewController {
        var log: [String] = []
        override func willMove(toParent parent: ViewController?) { log.append("willMove(\(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: ViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
    }

    /// UIKit's containment rule ("Implementing a Container View Controller"): `addChild` calls
    /// `willMove(toParent:)` and the container `didMove(toParent:)`; the container calls
    /// `willMove(toParent: nil)` and `removeFromParent` calls only `didMove(toParent: nil)`. The
    /// documented removal idiom called `willMove(toParent: nil)` twice; a pop still calls each once.
    @Test func containmentCallsEachMoveOnce() {
        let container = ViewController()
        let child = Child()
        container.addChild(child)
        child.didMove(toParent: container)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.log == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        #expect(child.parent == nil && container.children.isEmpty)

        let navigation = NavigationController(rootViewController: ViewController())
        let pushed = Child()
        navigation.pushViewController(pushed, animated: false)
        pushed.log.removeAll()
        _ = navigation.popViewController(animated: false)
        #expect(pushed.log == ["willMove(nil)", "didMove(nil)"])
    }

    final class Screen: ViewController {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init()
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
        override func viewDidLoad() { super.viewDidLoad(); journal.entries.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); journal.entries.append("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); journal.entries.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); journal.entries.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); journal.entries.append("\(name).viewDidDisappear") }
    }

    final class Journal { var entries: [String] = [] }

    /// A push on screen follows UIKit: `B.viewDidLoad`, `A.viewWillDisappear`, `B.viewWillAppear`,
    /// `A.viewDidDisappear`, `B.viewDidAppear`; a pop and a tab switch interleave the same way.
    @Test func transitionsFollowUIKitsAppearanceOrder() {
        let journal = Journal()
        let a = Screen("A", journal)
        let b = Screen("B", journal)
        let navigation = NavigationController(rootViewController: a)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        journal.entries.removeAll()
        navigation.pushViewController(b, animated: true)
        #expect(journal.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        journal.entries.removeAll()
        _ = navigation.popViewController(animated: true)
        #expect(journal.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])

        let c = Screen("C", journal)
        let d = Screen("D", journal)
        let tabs = TabBarController()
        tabs.viewControllers = [c, d]
        window.rootViewController = tabs
        journal.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(journal.entries == ["D.viewDidLoad", "C.viewWillDisappear", "D.viewWillAppear", "C.viewDidDisappear", "D.viewDidAppear"])
    }

    /// In a 320×568 window, a navigation controller's root and pushed views and a tab bar
    /// controller's selected child fill the screen, inside their container's view; they stayed
    /// 393×852, and the tab's child had no superview.
    @Test func containersSizeTheirChildren() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(root.view.superview === navigation.view)
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))

        let first = ViewController()
        let second = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        #expect(first.view.superview === tabs.view && first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        tabs.selectedIndex = 1
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    final class LayingOut: ViewController {
        var log: [String] = []
        override func viewWillLayoutSubviews() { log.append("will:\(view.bounds.width)") }
        override func viewDidLayoutSubviews() { log.append("did:\(view.subviews.first?.frame.width ?? -1)") }
    }

    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` bracket the root view's layout: by
    /// the second, the subviews have the frames the constraints give them.
    @Test func layoutCallbacksBracketTheRootViewsLayout() {
        let controller = LayingOut()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: controller.view.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        controller.log.removeAll()
        controller.view.layoutIfNeeded()
        #expect(controller.log == ["will:320.0", "did:280.0"])
    }

    /// The bars add to the safe area of the controller they show (UIKit: a view controller's
    /// root view's insets account for the status bar and the other visible bars): a label pinned
    /// to the safe area's top in a pushed scene sits under the navigation bar, and one pinned to
    /// its bottom in a tab sits above the tab bar.
    @Test func barsAddToTheShownControllersSafeArea() {
        func pinned(_ controller: ViewController, top: Bool) -> View {
            let label = View(frame: .zero)
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            let guide = controller.view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 20),
                top ? label.topAnchor.constraint(equalTo: guide.topAnchor) : label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            return label
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: false)
        let label = pinned(pushed, top: true)
        pushed.view.layoutIfNeeded()
        #expect(label.frame.minY == 44)
        // The controller's own additional insets add to the bar's.
        pushed.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        pushed.view.layoutIfNeeded()
        #expect(label.frame.minY == 54)
        #expect(pushed.view.safeAreaInsets.top == 54)
        pushed.additionalSafeAreaInsets = .zero
        navigation.isNavigationBarHidden = true
        #expect(navigation.isNavigationBarHidden)
        pushed.view.layoutIfNeeded()
        #expect(label.frame.minY == 0)

        let tabbed = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [tabbed]
        window.rootViewController = tabs
        let bottom = pinned(tabbed, top: false)
        tabbed.view.layoutIfNeeded()
        #expect(abs(bottom.frame.maxY - (568 - 49)) < 0.001, "\(bottom.frame)")
    }

    /// A list controller clears its selection each time it is about to appear again (a row
    /// tapped to push a detail screen is not selected when the list comes back), unless
    /// `clearsSelectionOnViewWillAppear` is off; a storyboard's `clearsSelectionOnViewWillAppear="NO"`
    /// turns it off. `init(style:)` makes a table of that style.
    @Test func listControllersClearTheirSelectionWhenTheyAppearAgain() throws {
        for clears in [true, false] {
            let controller = EveryTableMethod(style: .grouped)
            controller.clearsSelectionOnViewWillAppear = clears
            controller.loadViewIfNeeded()
            let table = try #require(controller.tableView)
            #expect(table.style == .grouped)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            controller.beginAppearance()
            try table.tryTapRow(at: IndexPath(row: 2, section: 0))
            controller.endAppearance()
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "leaving keeps it")
            controller.beginAppearance()
            #expect(table.indexPathsForSelectedRows == (clears ? nil : [IndexPath(row: 2, section: 0)]))
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == !clears)
        }
    }

    final class ProfileViewController: ViewController {
        var nameLabel: Label!
        override class var outlets: [Outlet] { super.outlets + [Outlet("nameLabel", \ProfileViewController.nameLabel)] }
    }

    static let profileNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                    <connections>
                        <outlet property="view" destination="Pv1-aa-001" id="Po1-aa-001"/>
                        <outlet property="nameLabel" destination="Pl1-aa-001" id="Po2-aa-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Pv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label text="Ada" id="Pl1-aa-001">
                            <rect key="frame" x="16" y="16" width="100" height="21"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// `init(nibName:bundle:)` loads the view from the nib with the controller as File's Owner;
    /// with no name, the class's name finds it (`ProfileViewController` tries `ProfileView`), as
    /// in UIKit; a nib whose view outlet is not connected is UIKit's error.
    @Test func aControllersViewComesFromItsNib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-vc-nib-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.profileNib.write(to: folder.appendingPathComponent("Profile.xib"), atomically: true, encoding: .utf8)
        try Self.profileNib.write(to: folder.appendingPathComponent("ProfileView.xib"), atomically: true, encoding: .utf8)
        try Self.profileNib.replacingOccurrences(of: #"<outlet property="view" destination="Pv1-aa-001" id="Po1-aa-001"/>"#, with: "")
            .write(to: folder.appendingPathComponent("Unconnected.xib"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))

        let named = ProfileViewController(nibName: "Profile", bundle: bundle)
        try named.tryLoadViewIfNeeded()
        #expect(named.nibName == "Profile")
        #expect(named.view.frame.size == CGSize(width: 320, height: 480))
        #expect(named.nameLabel?.text == "Ada" && named.nameLabel.superview === named.view)

        let byClassName = ProfileViewController(nibName: nil, bundle: bundle)
        try byClassName.tryLoadViewIfNeeded()
        #expect(byClassName.nameLabel?.text == "Ada", "ProfileViewController found ProfileView.xib")

        let unconnected = ProfileViewController(nibName: "Unconnected", bundle: bundle)
        #expect(throws: NibError.self) { try unconnected.tryLoadViewIfNeeded() }
        do {
            try ProfileViewController(nibName: "Unconnected", bundle: bundle).tryLoadViewIfNeeded()
        } catch {
            #expect(error.message.contains("loaded the \"Unconnected\" nib but the view outlet was not set"), "\(error.message)")
        }
        // No nib of either name: an empty view, as before.
        let plain = ViewController(nibName: nil, bundle: bundle)
        try plain.tryLoadViewIfNeeded()
        #expect(plain.view.subviews.isEmpty)
    }

    /// Editing, as a UIKit table view controller does it: `setEditing` on the controller reaches
    /// the table; rows the data source lets edit go into editing with the delegate's style, rows
    /// that appear later too; confirming a row's control commits its style to the data source.
    @Test func editingReachesTheTableAndItsRows() throws {
        let controller = EveryTableMethod()
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        controller.beginAppearance()
        controller.setEditing(true, animated: true)
        #expect(controller.isEditing && table.isEditing)
        #expect(controller.log.last == "setEditing true")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!first.isEditing && first.editingStyle == .none, "canEditRowAt said no")
        #expect(second.isEditing && second.editingStyle == .delete)
        table.commitEditing(forRowAt: IndexPath(row: 1, section: 0))
        table.commitEditing(forRowAt: IndexPath(row: 0, section: 0))
        #expect(controller.log.last == "commit delete 0.1", "the uneditable row commits nothing")
        // A row that appears while editing edits too.
        try table.trySetContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height))
        let last = try #require(table.cellForRow(at: IndexPath(row: 19, section: 1)))
        #expect(last.isEditing && last.editingStyle == .insert)
        controller.isEditing = false
        #expect(!table.isEditing && !last.isEditing && last.editingStyle == .none)
        #expect(controller.called.isSuperset(of: ["canEditRow", "editingStyleForRow"]))
    }

    final class TraitWatcher: ViewController {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection)
        }
    }

    final class TraitWatchingView: View {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
    }

    /// A window's traits reach its controllers and views (`traitCollection`), and a change (a
    /// rotation) calls `traitCollectionDidChange(_:)` with the traits they had, on the shown
    /// controllers (children too) and views; nothing when the traits stay.
    @Test func traitsComeFromTheWindowAndTheirChangesAreHeard() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let child = TraitWatcher()
        let navigation = NavigationController(rootViewController: child)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let view = TraitWatchingView(frame: .zero)
        child.view.addSubview(view)
        #expect(child.traitCollection == .phonePortrait && view.traitCollection.horizontalSizeClass == .compact)
        #expect(TraitWatchingView(frame: .zero).traitCollection == .phonePortrait, "outside any window")

        var landscape = TraitCollection.phonePortrait
        landscape.verticalSizeClass = .compact
        window.windowTraitCollection = landscape
        #expect(child.traitCollection.verticalSizeClass == .compact && view.traitCollection == landscape)
        #expect(child.changes == [.phonePortrait] && view.changes == 1)
        #expect(landscape.hasDifferentSizeClass(comparedTo: .phonePortrait))
        window.windowTraitCollection = landscape
        #expect(child.changes.count == 1, "the same traits again are no change")
    }

    final class ShelfController: ViewController {
        var added = 0
        override class var actions: [ActionMethod] { super.actions + [ActionMethod("addBook:", ShelfController.addBook)] }
        func addBook(_ sender: BarButtonItem) { added += 1 }
    }

    /// Bar button items: made in code or by a storyboard's navigation item, they send their
    /// action to their target as a tap does; a disabled one sends nothing, a target without the
    /// method is UIKit's "unrecognized selector". `editButtonItem` toggles editing.
    @Test func barButtonItemsSendTheirActions() throws {
        let controller = ShelfController()
        let item = BarButtonItem(title: "Add", style: .plain, target: controller, action: "addBook:")
        #expect(item.sendAction() && controller.added == 1)
        item.isEnabled = false
        #expect(!item.sendAction() && controller.added == 1)
        let wrong = BarButtonItem(barButtonSystemItem: .add, target: controller, action: "removeBook:")
        #expect(throws: NibError.self) { try wrong.trySendAction() }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-bar-items-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc1-aa-001">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Sc1-aa-001">
                        <objects>
                            <viewController id="Vc1-aa-001" customClass="ShelfController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                                <navigationItem key="navigationItem" title="Shelf" id="Ni1-aa-001">
                                    <leftBarButtonItems>
                                        <barButtonItem title="One" id="Lb1-aa-001"/>
                                        <barButtonItem title="Two" style="done" id="Lb2-aa-001"/>
                                    </leftBarButtonItems>
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="Bb1-aa-001">
                                        <connections>
                                            <action selector="addBook:" destination="Vc1-aa-001" id="Ac1-aa-001"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: folder.appendingPathComponent("Shelf.storyboard"), atomically: true, encoding: .utf8)
        let registry = ClassRegistry()
        try registry.register(ShelfController.self, as: "ShelfController")
        let storyboard = Storyboard(name: "Shelf", loader: NibLoader(searchPaths: [folder], preferredLanguages: []),
                                    options: NibInstantiationOptions(registry: registry))
        let shelf = try #require(try storyboard.tryInstantiateInitialViewController() as? ShelfController)
        let add = try #require(shelf.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add && shelf.navigationItem.title == "Shelf")
        #expect(shelf.navigationItem.leftBarButtonItems?.map(\.title) == ["One", "Two"])
        #expect(shelf.navigationItem.leftBarButtonItems?.last?.style == .done)
        #expect(add.sendAction() && shelf.added == 1)

        let list = EveryTableMethod()
        list.loadViewIfNeeded()
        let edit = list.editButtonItem
        #expect(edit.title == "Edit" && edit === list.editButtonItem)
        edit.sendAction()
        #expect(list.isEditing && list.tableView.isEditing && edit.title == "Done" && edit.style == .done)
        edit.sendAction()
        #expect(!list.isEditing && edit.title == "Edit")
    }

    /// UIKit makes a controller's navigation item and tab bar item on first use, so code sets
    /// `navigationItem.title` on any controller; setting the controller's title sets theirs.
    @Test func anyControllerHasANavigationItemAndATabBarItem() {
        let controller = ViewController()
        controller.title = "Books"
        #expect(controller.navigationItem.title == "Books" && controller.navigationItem === controller.navigationItem)
        controller.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
        #expect(controller.tabBarItem.title == "Books")
        controller.title = "Shelf"
        #expect(controller.navigationItem.title == "Shelf" && controller.tabBarItem.title == "Shelf")
        controller.tabBarItem = TabBarItem(title: "Mine")
        #expect(controller.tabBarItem.title == "Mine" && controller.title == "Shelf")
    }
}

