import Foundation
import NibKit
import NibTestSupport
import Testing

enum Loaders {
    static let samples = NibLoader(searchPaths: [Fixtures.valid])
}

extension BookCell: ReusableView, NibLoadableView {
    static var nibLoader: NibLoader { Loaders.samples }
}

extension BookCollectionCell: ReusableView, NibLoadableView {
    static var nibLoader: NibLoader { Loaders.samples }
}

extension BookSectionHeader: ReusableView, NibLoadableView {
    static var nibLoader: NibLoader { Loaders.samples }
}

extension BookHeaderView: ReusableView, NibLoadableView {
    static var nibLoader: NibLoader { Loaders.samples }
}

extension ProfileView: NibLoadableView {
    static var nibLoader: NibLoader { Loaders.samples }
}

/// A cell made in code, registered by class.
final class PlainCell: TableViewCell, ReusableView {}

/// A cell whose type says nib, but whose nib makes another class.
final class ImpostorCell: TableViewCell, ReusableView, NibLoadableView {
    static var nibName: String { "BookCell" }
    static var nibLoader: NibLoader { Loaders.samples }
}

@MainActor @Suite(.serialized) struct TypedReuseTests {
    @Test func registerPicksNibOrClassByConformance() throws {
        let table = TableView()
        table.register(BookCell.self)
        table.register(PlainCell.self)
        let indexPath = IndexPath(row: 0, section: 0)
        let book: BookCell = table.dequeueReusableCell(for: indexPath)
        #expect(book.titleLabel.text == "The Swift Programming Language")  // from the nib
        let plain = table.dequeueReusableCell(ofType: PlainCell.self, for: IndexPath(row: 1, section: 0))
        #expect(plain.reuseIdentifier == "PlainCell")
        #expect(BookCell.defaultReuseIdentifier == "BookCell")
        #expect(BookCell.nibName == "BookCell")
    }

    @Test func firstDequeueRegisters() throws {
        let collection = CollectionView()
        let cell: BookCollectionCell = collection.dequeueReusableCell(for: IndexPath(item: 0, section: 0))
        #expect(cell.titleLabel != nil)
        let header: BookSectionHeader = collection.dequeueReusableHeaderView(for: IndexPath(item: 0, section: 0))
        #expect(header.titleLabel != nil)
        let table = TableView()
        let view: BookHeaderView = table.dequeueReusableHeaderFooterView()
        #expect(view.titleLabel.superview === view)
    }

    @Test func aCellOfAnotherClassNamesTypeIdentifierAndNib() throws {
        let table = TableView()
        do {
            let _: ImpostorCell = try table.tryDequeueReusableCell(for: IndexPath(row: 0, section: 0))
            Issue.record("dequeued a BookCell as an ImpostorCell")
        } catch {
            // The nib's cell is a BookCell whose identifier is BookCell, registered here as ImpostorCell.
            #expect(error.message.contains("ImpostorCell") && error.message.contains("BookCell"))
        }
    }

    @Test func registerArraysAndHeaderFooterViews() throws {
        let table = TableView()
        table.register([BookCell.self, PlainCell.self])
        table.register(BookHeaderView.self)
        #expect(table.dequeueReusableCell(withIdentifier: "PlainCell") is PlainCell)
        #expect(table.dequeueReusableCell(withIdentifier: "BookCell") is BookCell)
        let header = table.dequeueReusableHeaderFooterView(ofType: BookHeaderView.self)
        #expect(header.titleLabel != nil)
    }

    @Test func loadFromNibAndLoadNibContent() throws {
        let header = BookHeaderView.loadFromNib()
        #expect(header.titleLabel != nil)
        let profile = ProfileView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        profile.loadNibContent()
        #expect(profile.nameLabel.text == "Ada Lovelace")
        #expect(profile.subviews.count == 1)
        #expect(profile.subviews.first === profile.contentView)
        #expect(profile.contentView.frame == profile.bounds)
    }

    /// With the tests' registry, which knows BookCell: the shared one knows it only once another
    /// test has loaded one through it.
    @Test func throwingTwinsExplain() {
        do {
            _ = try ImpostorCell.tryLoadFromNib(options: Registrations.options)
            Issue.record("loaded a BookCell nib as an ImpostorCell")
        } catch {
            #expect(error.message.contains("BookCell.xib must have a ImpostorCell"))
        }
    }
}
