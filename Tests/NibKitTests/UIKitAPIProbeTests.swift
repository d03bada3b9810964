import Foundation
import NibKit
import Testing

// The 63 everyday UIKit calls that ported code made and NibKit once lacked
// (../shared/research/uikit-missing-api.md), each written as UIKit code writes it with the `UI`
// prefix dropped. This file compiling is most of the test: a call NibKit lost would stop it. The
// tests below check what the calls do.

final class ProbeTableController: TableViewController {
    var calls: [String] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell") ?? TableViewCell(style: .default, reuseIdentifier: "cell")
    }
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { calls.append("willDisplay") }
    override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    override func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    override func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    override func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return indexPath.row != 2
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}

final class ProbeCollectionController: CollectionViewController {
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
}

final class ProbeViewController: ViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ProbeView: View {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// `instantiateViewController(identifier:creator:)` as UIKit code writes it (never called here:
/// the storyboard tests run it).
@MainActor func probeCreator(_ storyboard: Storyboard) -> ProbeViewController {
    storyboard.instantiateViewController(identifier: "Probe", creator: { coder in ProbeViewController(coder: coder) })
}

@MainActor @Suite struct UIKitAPIProbeTests {
    @Test func controllersTakeUIKitsCalls() {
        let table = ProbeTableController(style: .grouped)
        table.clearsSelectionOnViewWillAppear = false
        let collection = ProbeCollectionController(collectionViewLayout: CollectionViewFlowLayout())
        collection.clearsSelectionOnViewWillAppear = true
        let plain = ProbeViewController(nibName: nil, bundle: nil)
        plain.navigationItem.title = "Probe"
        plain.additionalSafeAreaInsets = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        plain.setEditing(true, animated: false)
        let edit: BarButtonItem = plain.editButtonItem
        let traits: TraitCollection = plain.traitCollection
        let navigation = NavigationController(rootViewController: plain)
        let bar: NavigationBar = navigation.navigationBar
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.isNavigationBarHidden = false
        let tabs = TabBarController()
        let tabBar: TabBar = tabs.tabBar
        #expect(plain.isEditing && edit.title == "Done" && traits.horizontalSizeClass == .compact)
        #expect(!navigation.isNavigationBarHidden && bar.superview != nil || bar.superview == nil)
        #expect(tabBar.frame.height > 0 && table.tableView.style == .grouped)
    }

    @Test func tablesTakeUIKitsCalls() throws {
        let controller = ProbeTableController(style: .plain)
        let table: TableView = controller.tableView
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
        table.tableFooterView = View(frame: .zero)
        table.separatorStyle = .none
        table.contentInset = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        let adjusted: EdgeInsets = table.adjustedContentInset
        table.refreshControl = RefreshControl()
        controller.refreshControl = table.refreshControl
        table.setEditing(true, animated: false)
        table.isEditing = false
        table.beginUpdates()
        table.endUpdates()
        table.estimatedSectionHeaderHeight = 28
        table.sectionHeaderTopPadding = 0
        let header: TableViewHeaderFooterView? = table.headerView(forSection: 0)
        let footer: TableViewHeaderFooterView? = table.footerView(forSection: 0)
        _ = header?.textLabel
        _ = footer?.textLabel
        #expect(adjusted.top >= 4 && table.refreshControl != nil && controller.refreshControl === table.refreshControl)

        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.selectedBackgroundView = View(frame: .zero)
        cell.separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        var content: ListContentConfiguration = cell.defaultContentConfiguration()
        content.text = "Probe"
        cell.contentConfiguration = content
        cell.editingAccessoryType = .disclosureIndicator
        cell.indentationLevel = 1
        cell.indentationWidth = 12
    }

    @Test func viewsAndControlsTakeUIKitsCalls() {
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 1 && view.traitCollection.verticalSizeClass == .regular)
        view.layer.cornerRadius = 8
        let label = Label(frame: .zero)
        label.attributedText = NSAttributedString(string: "Probe")
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.highlightedTextColor = Color(named: "systemRedColor")
        label.isEnabled = false
        label.isHighlighted = true
        let button = Button(frame: .zero)
        button.setTitleColor(Color(named: "systemBlueColor"), for: .normal)
        #expect(button.titleColor(for: .highlighted) == Color(named: "systemBlueColor") && view.layer.cornerRadius == 8 && label.text == "Probe")
    }

    @Test func collectionsTakeUIKitsCalls() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item]))
        let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        let layout: CollectionViewLayout = collection.collectionViewLayout
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        collection.setCollectionViewLayout(flow, animated: false)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.moveItem("a", afterItem: "c")
        snapshot.moveItem("b", beforeItem: "c")
        #expect(snapshot.itemIdentifiers == ["b", "c", "a"] && layout is CollectionViewCompositionalLayout && collection.collectionViewLayout === flow)
    }

    /// `shouldHighlightRowAt` is asked before a tap selects, and false stops the selection, as in
    /// UIKit ("tableView(_:shouldHighlightRowAt:)").
    @Test func aRowThatMayNotHighlightIsNotSelectedByATap() throws {
        let controller = ProbeTableController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        try controller.tableView.tryReloadData()
        controller.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(controller.calls.filter { $0.hasPrefix("shouldHighlight") } == ["shouldHighlight 1", "shouldHighlight 2"])
    }

    /// A storyboard's "Refreshing: Enabled" gives the table view controller a refresh control,
    /// whose `valueChanged` action reaches the controller, and the loaded table has it.
    @Test func aStoryboardsRefreshControlReachesTheController() throws {
        final class FeedController: TableViewController {
            var refreshes = 0
            func refresh(_ sender: RefreshControl) { refreshes += 1 }
            override class var actions: [ActionMethod] { super.actions + [ActionMethod("refresh:", FeedController.refresh)] }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-refresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Tvc-aa-001">
                <scenes>
                    <scene sceneID="Sc1-aa-001">
                        <objects>
                            <tableViewController id="Tvc-aa-001" customClass="FeedController" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Tbl-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </tableView>
                                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="Rfc-aa-001">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <connections>
                                        <action selector="refresh:" destination="Tvc-aa-001" eventType="valueChanged" id="Act-aa-001"/>
                                    </connections>
                                </refreshControl>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: folder.appendingPathComponent("Feed.storyboard"), atomically: true, encoding: .utf8)
        let registry = ClassRegistry()
        try registry.register(FeedController.self, as: "FeedController")
        let storyboard = Storyboard(name: "Feed", loader: NibLoader(searchPaths: [folder], preferredLanguages: []),
                                    options: NibInstantiationOptions(registry: registry))
        let feed = try #require(try storyboard.tryInstantiateInitialViewController() as? FeedController)
        let control = try #require(feed.refreshControl)
        feed.loadViewIfNeeded()
        #expect(feed.tableView.refreshControl === control)
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        #expect(feed.refreshes == 1 && control.isRefreshing)
    }

    /// A table's section index is asked at each reload; its background view and a collection's
    /// sit behind the rows at the bounds, and stay there as the content scrolls.
    @Test func sectionIndexAndBackgroundViews() throws {
        final class Indexed: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "B"] }
        }
        let controller = Indexed(style: .plain)
        controller.loadViewIfNeeded()
        let table: TableView = controller.tableView
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        let background = View(frame: .zero)
        table.backgroundView = background
        try table.tryReloadData()
        #expect(table.sectionIndexTitles == ["A", "B"])
        #expect(table.subviews.first === background && background.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        try table.trySetContentOffset(CGPoint(x: 0, y: 30))
        #expect(background.frame.minY == 30)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        collection.backgroundView = View(frame: .zero)
        #expect(collection.backgroundView?.frame.size == CGSize(width: 200, height: 300) && collection.subviews.first === collection.backgroundView)
    }

    /// UIKit's own checks that end the process, at the caller's line: duplicate identifiers in
    /// a snapshot, and a dequeue of an identifier nothing is registered for (which lists what is).
    @Test func duplicateIdentifiersTrapAtTheCaller() async {
        let callLine = #line + 1  // an exit test's body reports its lines at the macro's
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a"])
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            let line = ConnectionFixtures.trapLine(in: text, file: "NibKitTests/UIKitAPIProbeTests.swift")
            #expect(text.contains("supplied item identifiers are not unique") && line.map { (callLine - 1)...callLine ~= $0 } == true, "\(text)")
        }
    }

    @Test func anUnregisteredIdentifierTrapsAtTheCallerListingTheRegisteredOnes() async {
        let callLine = #line + 1
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            table.register(TableViewCell.self, forCellReuseIdentifier: "BookCell")
            table.register(TableViewCell.self, forCellReuseIdentifier: "AuthorCell")
            _ = table.dequeueReusableCell(withIdentifier: "BokCell", for: IndexPath(row: 0, section: 0))
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("unable to dequeue a cell with identifier BokCell") && text.contains("'AuthorCell', 'BookCell'"), "\(text)")
            let line = ConnectionFixtures.trapLine(in: text, file: "NibKitTests/UIKitAPIProbeTests.swift")
            #expect(line.map { (callLine - 1)...callLine ~= $0 } == true, "\(text)")
        }
    }

    /// A refresh control is a control: `beginRefreshing()`/`endRefreshing()` and its
    /// `.valueChanged` action ("UIRefreshControl").
    @Test func aRefreshControlRefreshes() {
        final class Target: NibObject {
            var refreshes = 0
            func refresh(_ sender: RefreshControl) { refreshes += 1 }
            override class var actions: [ActionMethod] { super.actions + [ActionMethod("refresh:", Target.refresh)] }
        }
        let control = RefreshControl()
        let target = Target()
        control.addTarget(target, action: "refresh:", for: .valueChanged)
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.sendActions(for: .valueChanged)
        control.endRefreshing()
        #expect(!control.isRefreshing && target.refreshes == 1)
    }
}
