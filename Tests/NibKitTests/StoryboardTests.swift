import Foundation
import NibKit
import NibTestSupport
import Testing

/// Scenes, view controllers and their life cycle, prototype cells, static tables and errors.
@MainActor @Suite struct StoryboardTests {
    @Test func scenesAreMadeOneAtATimeWithLazyViews() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let detail = try storyboard.tryInstantiateViewController(withIdentifier: "BookDetail", as: ShelfDetailViewController.self)
        // init(coder:) and awakeFromNib: the view is not made, its outlets are nil.
        #expect(!detail.isViewLoaded)
        #expect(detail.events == ["awakeFromNib titleLabel=nil"])
        #expect(detail.storyboard === storyboard)
        // The view loads on first access, with the controller as File's Owner; the embed segue
        // adds its child before viewDidLoad.
        detail.bookTitle = "Dune"
        #expect(detail.view.subviews.count == 4)
        #expect(detail.isViewLoaded)
        #expect(detail.events.last == "viewDidLoad titleLabel=set children=1")
        #expect(detail.titleLabel.text == "Dune")
        #expect(detail.titleLabel.closestViewController === detail)
        detail.loadViewIfNeeded()
        #expect(detail.events.filter { $0.hasPrefix("viewDidLoad") }.count == 1)
    }

    @Test func relationshipSeguesBuildTheContainers() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let tabs = try #require(try storyboard.tryInstantiateInitialViewController() as? TabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 0)
        let navigation = try #require(tabs.selectedViewController as? NavigationController)
        #expect(navigation.tabBarItem?.title == "Books")
        let list = try #require(navigation.topViewController as? ShelfListViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.navigationController === navigation)
        #expect(list.tabBarController === tabs)
        #expect(list.parent === navigation)
        #expect(list.title == "Books")
        #expect(tabs.viewControllers?[1].title == "Settings")
    }

    @Test func prototypeCellsAreRegisteredWhenTheTableIsMade() throws {
        let list = try StoryboardFixtures.storyboard("Bookshelf").tryInstantiateViewController(withIdentifier: "BookList", as: ShelfListViewController.self)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = list
        window.makeKeyAndVisible()  // appears: the table reloads, its data source dequeues by type
        #expect(list.tableView.visibleCells.count == 3)
        #expect(list.tableView.visibleCells.compactMap { ($0 as? ShelfBookCell)?.titleLabel.text } == ["Dune", "Emma", "Ulysses"])
        let cell = list.tableView.dequeueReusableCell(withIdentifier: "BookCell")
        #expect(cell is ShelfBookCell)
        #expect(cell?.accessoryType == .disclosureIndicator)
        #expect(list.tableView.dataSource === list && list.tableView.delegate === list)
    }

    @Test func collectionViewPrototypesAreRegisteredToo() throws {
        let gallery = try #require(try StoryboardFixtures.storyboard("Segues").tryInstantiateViewController(withIdentifier: "Gallery") as? CollectionViewController)
        #expect(gallery.collectionView.dataSource === gallery)
        // The gallery has no items, and a dequeue outside a data source's data is an error: check
        // the registration without one (UIKit's dequeue is then not checked against any data).
        gallery.collectionView.dataSource = nil
        let cell = gallery.collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "PhotoCell")
    }

    @Test func aPrototypeWhoseTypeAsksForAnotherIdentifierIsRefused() throws {
        final class MisnamedCell: TableViewCell, ReusableView {
            static let defaultReuseIdentifier = "Misnamed"
        }
        let registry = try StoryboardFixtures.registry()
        let misnamed = ClassRegistry()
        try misnamed.register(MisnamedCell.self, as: "BookCell")
        try misnamed.register(ShelfListViewController.self, as: "BookListViewController")
        _ = registry
        let storyboard = Storyboard(name: "Bookshelf", loader: StoryboardFixtures.loader, options: NibInstantiationOptions(registry: misnamed))
        let list = try storyboard.tryInstantiateViewController(withIdentifier: "BookList")
        #expect(throws: NibError.self) { try list.tryLoadViewIfNeeded() }
        do {
            try list.tryLoadViewIfNeeded()
        } catch {
            #expect(error.kind == .registration)
            #expect(error.message == "prototype cell BookCell has reuse identifier 'BookCell', but BookCell.defaultReuseIdentifier is 'Misnamed', so dequeueReusableCell(for:) -> BookCell would not find it; set the prototype's Identifier to 'Misnamed' in Interface Builder")
            #expect(error.location?.line == 50)
        }
        #expect(!list.isViewLoaded)
    }

    @Test func staticTablesShowTheirCellsWithNoCode() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let tabs = try #require(try storyboard.tryInstantiateInitialViewController() as? TabBarController)
        let settings = try #require(tabs.viewControllers?[1] as? TableViewController)
        #expect(type(of: settings) == TableViewController.self)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = settings
        window.makeKeyAndVisible()
        let table = try #require(settings.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 2)
        let texts = table.visibleCells.map { ($0.contentView.subviews.first as? Label)?.text ?? "" }
        #expect(texts == ["Signed in as Ada", "Large type", "Dark covers"])
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "Display")
        // The same cells again after a reload: static cells are made once.
        let first = table.visibleCells
        try table.tryReloadData()
        #expect(zip(first, table.visibleCells).allSatisfy { $0 === $1 })
    }

    @Test func appearanceIsSentByContainers() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let tabs = try #require(try storyboard.tryInstantiateInitialViewController() as? TabBarController)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let navigation = try #require(tabs.selectedViewController as? NavigationController)
        let detail = try storyboard.tryInstantiateViewController(withIdentifier: "BookDetail", as: ShelfDetailViewController.self)
        navigation.pushViewController(detail, animated: false)
        #expect(detail.events.suffix(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(navigation.viewControllers.last === detail)
        tabs.selectedIndex = 1
        #expect(detail.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(tabs.viewControllers?[1].isAppearing == true)
        #expect(!navigation.isAppearing)
        tabs.selectedIndex = 0
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(detail.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(window.visibleViewController is ShelfListViewController)
    }

    // MARK: Errors

    @Test func unknownIdentifierGetsUIKitsMessageAndTheIdentifiersThereAre() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        #expect {
            try storyboard.tryInstantiateViewController(withIdentifier: "Cart")
        } throws: { error in
            let error = error as! NibError
            return error.kind == .notFound && error.message == "Storyboard (Bookshelf) doesn't contain a view controller with identifier 'Cart'; its identifiers are 'BookDetail', 'BookList': set the controller's Storyboard ID in Interface Builder's identity inspector, or ask for one of those"
        }
    }

    @Test func theTypedFormNamesBothTypes() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        #expect {
            try storyboard.tryInstantiateViewController(withIdentifier: "BookList", as: ShelfDetailViewController.self)
        } throws: { error in
            (error as! NibError).message == "Storyboard (Bookshelf) made a NibKitTests.ShelfListViewController for identifier 'BookList', not a NibKitTests.ShelfDetailViewController: set that scene's Class to ShelfDetailViewController in Interface Builder's identity inspector (and register it with ClassRegistry)"
        }
    }

    @Test func aMissingStoryboardIsFoundMissingOnFirstUse() throws {
        let storyboard = Storyboard(name: "Nowhere", loader: StoryboardFixtures.loader)
        #expect {
            try storyboard.tryInstantiateInitialViewController()
        } throws: { error in
            let error = error as! NibError
            return error.kind == .notFound && error.message.hasPrefix("Could not find a storyboard named 'Nowhere' in '\(Fixtures.valid.path)', '\(Fixtures.resources.path)'")
        }
    }

    @Test func noInitialViewControllerIsNil() throws {
        let loader = NibLoader(searchPaths: [Fixtures.broken], preferredLanguages: [])
        let storyboard = Storyboard(name: "missing-initial-view-controller", loader: loader, options: NibInstantiationOptions(fallBackOnUnknownClasses: true))
        #expect(try storyboard.tryInstantiateInitialViewController() == nil)
        #expect(try storyboard.sceneIDs() == ["Sc1-Ls-1Da"])
        let made = try storyboard.tryInstantiateViewController(inScene: "Sc1-Ls-1Da")
        #expect(type(of: made) == ViewController.self)
        #expect(storyboard.warnings.map { $0.hasSuffix("Unknown class BookListViewController in Interface Builder file.") } == [true])
    }

    /// A class the program does not declare (by the nib's Module.Class) and nobody registered.
    /// (Bookshelf's controllers are in this test process, which links the sample, so they are
    /// found by name as UIKit finds them.)
    @Test func anUnknownControllerClassIsAnErrorWithoutTheFallback() throws {
        let loader = NibLoader(searchPaths: [Fixtures.broken], preferredLanguages: [])
        let storyboard = Storyboard(name: "missing-initial-view-controller", loader: loader)
        #expect {
            try storyboard.tryInstantiateViewController(inScene: "Sc1-Ls-1Da")
        } throws: { error in
            let error = error as! NibError
            return error.kind == .unknownClass && error.message.hasPrefix("Unknown class BookListViewController in Interface Builder file")
        }
    }

    @Test func aNibIsNotAStoryboard() throws {
        let loader = NibLoader(searchPaths: [FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-storyboard-\(UUID())")])
        try FileManager.default.createDirectory(at: loader.searchPaths[0], withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: loader.searchPaths[0]) }
        try FileManager.default.copyItem(at: Fixtures.valid("BookCell.xib"), to: loader.searchPaths[0].appendingPathComponent("BookCell.storyboard"))
        #expect {
            try Storyboard(name: "BookCell", loader: loader).tryInstantiateInitialViewController()
        } throws: { error in
            (error as! NibError).message == "BookCell is not a storyboard; load it with Nib or NibLoader.load(named:)"
        }
    }
}

/// "UICollectionViewController … sets the data source and delegate of the collection view to
/// itself", as UITableViewController does for its table.
@MainActor @Suite struct ListControllerTests {
    @Test func listControllersServeTheirViewMadeInCode() {
        let collection = CollectionViewController()
        collection.loadViewIfNeeded()
        #expect(collection.collectionView.dataSource === collection && collection.collectionView.delegate === collection)
        #expect(collection.collectionView.frame.size == CGSize(width: 393, height: 852))
        let table = TableViewController()
        table.loadViewIfNeeded()
        #expect(table.tableView.dataSource === table && table.tableView.delegate === table)
    }

    /// A table view controller reads `clearsSelectionOnViewWillAppear` from its scene (on unless
    /// the storyboard says `NO`).
    @Test func aSceneSaysWhetherItsListClearsItsSelection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-clears-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Fixtures.resources.appendingPathComponent("Bookshelf.storyboard"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: #"<tableViewController id="Set-Vc-0f1""#,
                                                   with: #"<tableViewController storyboardIdentifier="Settings" clearsSelectionOnViewWillAppear="NO" id="Set-Vc-0f1""#)
        #expect(edited != original)
        try edited.write(to: folder.appendingPathComponent("Bookshelf.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = Storyboard(name: "Bookshelf", loader: NibLoader(searchPaths: [folder], preferredLanguages: []),
                                    options: NibInstantiationOptions(registry: try StoryboardFixtures.registry()))
        let settings = try storyboard.tryInstantiateViewController(withIdentifier: "Settings", as: TableViewController.self)
        #expect(settings.clearsSelectionOnViewWillAppear == false)
        let list = try storyboard.tryInstantiateViewController(withIdentifier: "BookList", as: ShelfListViewController.self)
        #expect(list.clearsSelectionOnViewWillAppear)
    }

    /// A detail controller that takes its book in its initializer, as iOS 13's creator lets it.
    final class InjectedDetailViewController: ViewController {
        let book: String
        var titleLabel: Label!
        var summaryLabel: Label!
        override class var outlets: [Outlet] {
            super.outlets + [Outlet("titleLabel", \InjectedDetailViewController.titleLabel),
                             Outlet("summaryLabel", \InjectedDetailViewController.summaryLabel)]
        }
        init?(coder: NSCoder, book: String) {
            self.book = book
            super.init(coder: coder)
        }
        required init?(coder: NSCoder) {
            book = "none"
            super.init(coder: coder)
        }
    }

    /// `instantiateViewController(identifier:creator:)`: the creator makes the controller from
    /// the scene's coder (the scene's connections and view still come from the storyboard); a nil
    /// from it leaves the making to the storyboard, and a wrong class is an error naming both.
    @Test func aCreatorMakesTheScenesController() throws {
        let storyboard = try StoryboardFixtures.storyboard("Bookshelf")
        let detail = storyboard.instantiateViewController(identifier: "BookDetail") { coder in
            InjectedDetailViewController(coder: coder, book: "Dune")
        }
        #expect(detail.book == "Dune" && detail.storyboard === storyboard)
        detail.loadViewIfNeeded()
        #expect(detail.titleLabel != nil, "the scene's view connects to the controller the creator made")
        let made = try storyboard.tryInstantiateViewController(identifier: "BookDetail") { (_: NibCoder) -> ShelfDetailViewController? in nil }
        #expect(type(of: made) == ShelfDetailViewController.self)
        #expect(throws: NibError.self) { try storyboard.tryInstantiateViewController(identifier: "BookDetail", creator: nil as ((NibCoder) throws -> InjectedDetailViewController?)?) }
        #expect(throws: NibError.self) { try storyboard.tryInstantiateViewController(identifier: "Nope") { InjectedDetailViewController(coder: $0, book: "x") } }
    }

    /// The containers' bars come from the storyboard (`navigationBar`, `tabBar`); hiding the
    /// navigation bar hides the bar object too. The initial controller takes a creator as well.
    @Test func containersHaveTheirBars() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-bars-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: Fixtures.resources.appendingPathComponent("Bookshelf.storyboard"), encoding: .utf8)
        let edited = original
            .replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Br-0b3">"#,
                                  with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="Nav-Br-0b3">"#)
            .replacingOccurrences(of: #"<tabBar key="tabBar" contentMode="scaleToFill" id="Tab-Br-0a2">"#,
                                  with: #"<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="Tab-Br-0a2">"#)
        #expect(edited != original)
        try edited.write(to: folder.appendingPathComponent("Bookshelf.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = Storyboard(name: "Bookshelf", loader: NibLoader(searchPaths: [folder], preferredLanguages: []),
                                    options: NibInstantiationOptions(registry: try StoryboardFixtures.registry()))
        var made = 0
        let tabs = try #require(try storyboard.tryInstantiateInitialViewController { (coder: NibCoder) -> TabBarController? in
            made += 1
            return TabBarController(coder: coder)
        })
        #expect(made == 1 && !tabs.tabBar.isTranslucent)
        let navigation = try #require(tabs.viewControllers?.compactMap { $0 as? NavigationController }.first)
        #expect(!navigation.navigationBar.isTranslucent && navigation.navigationBar.prefersLargeTitles)
        navigation.isNavigationBarHidden = true
        #expect(navigation.navigationBar.isHidden)
    }
}

