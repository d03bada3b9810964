// The app's unit tests, as an iOS developer writes them with Swift Testing.
import Testing
import NibKit
@testable import LibraryApp

// View controllers are main-actor objects in Swift 6, so the tests are too.
@MainActor
struct LibraryAppTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let navigation: NavigationController
    let library: LibraryViewController

    /// The app on a phone's screen, its library laid out.
    init() throws {
        let storyboard = Storyboard(name: "Library", bundle: nil)
        navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        library = try #require(navigation.topViewController as? LibraryViewController)
        library.loadViewIfNeeded()
        library.collectionView.layoutIfNeeded()
    }

    @Test func theLibraryShowsItsBooksInTwoSections() {
        #expect(library.navigationItem.title == "Library")
        #expect(library.collectionView.numberOfSections == 2)
        #expect(library.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(library.collectionView.numberOfItems(inSection: 1) == 1)
        let first = library.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell
        let content = first?.contentConfiguration as? ListContentConfiguration
        #expect(content?.text == "Middlemarch")
        #expect(content?.secondaryText == "George Eliot")
        #expect(content?.image == Image(systemName: "book"))
    }

    @Test func readingBooksAreTwoToARow() throws {
        let left = try #require(library.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let right = try #require(library.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(left.minY == right.minY && left.width == right.width && left.maxX < right.minX)
        let finished = try #require(library.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        #expect(finished.minY > left.maxY && finished.width > left.width)
    }

    @Test func theAddButtonAddsABook() throws {
        let add = try #require(library.navigationItem.rightBarButtonItem)
        library.addBook(add)
        library.collectionView.layoutIfNeeded()
        #expect(library.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func selectingABookPushesItsDetailAndMarkingItReadMovesIt() throws {
        library.collectionView(library.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        let detail = try #require(navigation.topViewController as? BookDetailViewController)
        #expect(detail.book?.title == "The Left Hand of Darkness")
        detail.loadViewIfNeeded()
        #expect(detail.titleLabel.text == "The Left Hand of Darkness")
        #expect(detail.title == "The Left Hand of Darkness")
        #expect(detail.markAsReadButton.isEnabled)
        detail.markAsRead(detail.markAsReadButton)
        #expect(navigation.topViewController === library)
        #expect(library.finished.map(\.title) == ["Invisible Cities", "The Left Hand of Darkness"])
        library.collectionView.layoutIfNeeded()
        #expect(library.collectionView.numberOfItems(inSection: 1) == 2)
    }
}
