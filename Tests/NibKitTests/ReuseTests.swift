import Foundation
import NibKit
import NibTestSupport
import Testing

/// A data source with a fixed number of rows that dequeues by identifier.
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var sections = 1
    var identifier = "Row"
    var cellForRowCalls = 0
    var misbehave: ((TableView, IndexPath) -> TableViewCell)?

    init(rows: Int) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellForRowCalls += 1
        if let misbehave { return misbehave(tableView, indexPath) }
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        header?.tag = section
        return header
    }
}

@MainActor @Suite(.serialized) struct ReuseTests {
    func table(rows: Int, height: CGFloat = 880) -> (TableView, RowsSource) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let source = RowsSource(rows: rows)
        table.dataSource = source
        return (table, source)
    }

    /// 880 / 44 = 20 rows fill the screen; at every offset that is not a multiple of 44 a 21st row
    /// shows in part, so exactly 21 cells are made and the other 1000 - 21 rows reuse them. Steps of
    /// 7 points move at most one row in and one out, so the cell that leaves is the one the next
    /// row takes: cell k shows rows k, k + 21, k + 42, …, and the cell showing row r has been reused
    /// r / 21 times.
    @Test func scrollingAThousandRowsThroughTwentyMakesTwentyOneCells() throws {
        let (table, source) = table(rows: 1_000)
        try table.tryReloadData()
        #expect(table.visibleCells.count == 20)
        var offset: CGFloat = 0
        while offset < table.contentSize.height - table.bounds.height {
            offset += 7  // small steps: rows enter and leave one at a time
            try table.trySetContentOffset(CGPoint(x: 0, y: offset))
        }
        // 44 000 - 880 = 43 120 = 7 × 6160: the last step lands exactly on the bottom.
        #expect(offset == 43_120)
        #expect(table.createdCellCount == 21)
        #expect(table.reusedCellCount == 1_000 - 21)
        #expect(source.cellForRowCalls == 1_000)
        #expect(table.indexPathsForVisibleRows == (980 ..< 1_000).map { IndexPath(row: $0, section: 0) })
        // Every visible cell sits where its row is, and has been reused as often as the rotation says.
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let cell = try #require(table.cellForRow(at: indexPath))
            #expect(cell.frame == table.rectForRow(at: indexPath))
            #expect(cell.superview === table)
            #expect(cell.reuseCount == indexPath.row / 21, "row \(indexPath.row)")
        }
    }

    @Test func contentOffsetDidSetLaysOut() {
        let (table, source) = table(rows: 100)
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        #expect(table.indexPathsForVisibleRows?.count == 20)
        withExtendedLifetime(source) {}  // the table holds its data source weakly
    }

    @Test func queuedCellsArePreparedForReuse() throws {
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "A")
        let first = try table.tryDequeueReusableCell(withIdentifier: "A", for: IndexPath(row: 0, section: 0))
        #expect(first.reuseIdentifier == "A")
        #expect(first.reuseCount == 0)
        // Off screen and back: the same object, told first.
        let (layoutTable, source) = self.table(rows: 100)
        try layoutTable.tryReloadData()
        let top = try #require(layoutTable.cellForRow(at: IndexPath(row: 0, section: 0)))
        // A whole screen further: all 20 cells leave and come back for the next 20 rows.
        try layoutTable.trySetContentOffset(CGPoint(x: 0, y: 44 * 20))
        #expect(layoutTable.visibleCells.contains { $0 === top })
        #expect(top.reuseCount == 1)
        withExtendedLifetime(source) {}
    }

    @Test func registrationRules() throws {
        let table = TableView()
        // Unregistered: UIKit's message; without an index path: nil.
        do {
            _ = try table.tryDequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
            Issue.record("dequeued an unregistered identifier")
        } catch {
            #expect(error.message.hasPrefix("unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier"))
            #expect(error.message.hasSuffix("(no identifier is registered)"))
        }
        // With registrations, the message lists them, so a typo shows beside the right name.
        let registered = TableView()
        try registered.tryRegister(TableViewCell.self, forCellReuseIdentifier: "BookCell")
        try registered.tryRegister(TableViewCell.self, forCellReuseIdentifier: "Header")
        do {
            _ = try registered.tryDequeueReusableCell(withIdentifier: "BokCell", for: IndexPath(row: 0, section: 0))
            Issue.record("dequeued an unregistered identifier")
        } catch {
            #expect(error.message.hasSuffix("(registered: 'BookCell', 'Header')"), "\(error.message)")
        }
        #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
        // An empty identifier is refused.
        #expect(throws: NibError.self) { try table.tryRegister(TableViewCell.self, forCellReuseIdentifier: "") }
        // Not a cell class.
        #expect(throws: NibError.self) { try table.tryRegister(Label.self, forCellReuseIdentifier: "X") }
        // The last registration wins; nil removes it.
        try table.tryRegister(TableViewCell.self, forCellReuseIdentifier: "X")
        try table.tryRegister(BareCell.self, forCellReuseIdentifier: "X")
        #expect(table.dequeueReusableCell(withIdentifier: "X") is BareCell)
        try table.tryRegister(nil as AnyClass?, forCellReuseIdentifier: "X")
        #expect(table.dequeueReusableCell(withIdentifier: "X") == nil)
    }

    @Test func nibsAreCheckedWhenRegistered() throws {
        let table = TableView()
        let twoObjects = try Nib(contentsOf: Fixtures.broken("cell-top-level-objects.xib"))
        do {
            try table.tryRegister(twoObjects, forCellReuseIdentifier: "TwoObjectsCell")
            Issue.record("registered a nib with two top-level objects")
        } catch {
            #expect(error.ruleID == "cell-top-level-objects")
            #expect(error.message.contains("invalid nib registered for identifier (TwoObjectsCell)"))
        }
        let mismatch = try Nib(contentsOf: Fixtures.broken("reuse-identifier-mismatch.xib"))
        do {
            try table.tryRegister(mismatch, forCellReuseIdentifier: "PriceCell")
            Issue.record("registered a nib under another identifier")
        } catch {
            #expect(error.message == "cell reuse identifier in nib (PriceCellIdentifier) does not match the identifier used to register the nib (PriceCell)")
            #expect(error.location?.line == 14)
        }
    }

    @Test func nibCellsComeFromTheirNib() throws {
        let table = Registrations.table()
        try table.tryRegister(try Nib(contentsOf: Fixtures.valid("BookCell.xib")), forCellReuseIdentifier: "BookCell")
        let cell = try #require(try table.tryDequeueReusableCell(withIdentifier: "BookCell", for: IndexPath(row: 0, section: 0)) as? BookCell)
        #expect(cell.titleLabel.text == "The Swift Programming Language")
        #expect(cell.reuseIdentifier == "BookCell")
    }

    /// UITableViewDataSource's `tableView(_:cellForRowAt:)` may return a cell it made itself
    /// (the classic `dequeueReusableCell(withIdentifier:) ?? UITableViewCell(style:reuseIdentifier:)`);
    /// only UICollectionView requires dequeued cells. A second dequeue for the row being laid out
    /// is UIKit's exception, even when the data source swallows it.
    @Test func selfMadeCellsAreLegalButDoubleDequeuesAreNot() throws {
        let (table, source) = table(rows: 3)
        source.misbehave = { table, _ in table.dequeueReusableCell(withIdentifier: "Unregistered") ?? TableViewCell(reuseIdentifier: "Made") }
        try table.tryReloadData()
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "Made" && $0.frame.width == 320 && $0.frame.height == 44 })
        let (other, twice) = self.table(rows: 3)
        twice.misbehave = { table, indexPath in
            _ = table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            return (try? table.tryDequeueReusableCell(withIdentifier: "Row", for: indexPath)) ?? TableViewCell(reuseIdentifier: "X")
        }
        #expect(throws: NibError.self) { try other.tryReloadData() }
    }

    @Test func sectionsAndHeaders() throws {
        let (table, source) = table(rows: 5, height: 300)
        source.sections = 3
        table.delegate = source
        table.sectionHeaderHeight = 30
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        try table.tryReloadData()
        #expect(abs(table.contentSize.height - 3 * (30 + 5 * 44)) < 0.001, "\(table.contentSize.height)")
        #expect(table.headerView(forSection: 0)?.tag == 0)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        try table.trySetContentOffset(CGPoint(x: 0, y: 250 + 30))
        #expect(table.headerView(forSection: 1) != nil)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 1)) == true)
    }
}

final class ItemsSource: CollectionViewDataSource {
    let items: Int
    init(items: Int) { self.items = items }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

@MainActor @Suite struct CollectionReuseTests {
    @Test func flowLayoutReusesCells() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.itemSize = CGSize(width: 100, height: 100)
        view.headerHeight = 40
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let source = ItemsSource(items: 3_000)
        view.dataSource = source
        try view.tryReloadData()
        // 3 columns of 100 with 10 between fit in 320; below a 40-point header, 480 high shows
        // the rows at 40, 150, 260 and 370.
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(view.frameForItem(at: IndexPath(item: 4, section: 0)) == CGRect(x: 110, y: 150, width: 100, height: 100))
        let onScreen = view.visibleCells.count
        #expect(onScreen == 12)
        var offset: CGFloat = 0
        while offset < view.contentSize.height - view.bounds.height {
            offset += 33
            try view.trySetContentOffset(CGPoint(x: 0, y: offset))
        }
        // Rows are 100 high, 110 apart, the first at 40. A 480-point window starting at o meets six
        // rows when (o - 40) mod 110 lies in (70, 100), which steps of 33 reach (77, 88, 99), and
        // never more: exactly 18 cells are made, and every other item reuses one.
        #expect(view.createdCellCount == 18)
        #expect(view.reusedCellCount == 3_000 - 18)
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 2_999, section: 0))
    }

    @Test func unregisteredAndSupplementaryErrors() {
        let view = CollectionView()
        #expect(throws: NibError.self) { try view.tryDequeueReusableCell(withReuseIdentifier: "X", for: IndexPath(item: 0, section: 0)) }
        #expect(throws: NibError.self) { try view.tryDequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "X", for: IndexPath(item: 0, section: 0)) }
        #expect(throws: NibError.self) { try view.tryRegister(CollectionViewCell.self, forCellWithReuseIdentifier: "") }
    }
}

/// A header/footer view class that declares no outlets.
final class OutletlessHeaderView: TableViewHeaderFooterView {}
/// A supplementary view class that declares no outlets.
final class OutletlessSupplementaryView: CollectionReusableView {}

/// Header, footer and supplementary nibs registered with their class name are checked as cell
/// nibs are: every connection against what the classes declare, at registration, and a refused
/// registration leaves the identifier as it was.
@MainActor @Suite struct ReusableViewRegistrationTests {
    static func nib(_ element: String, className: String, reuseIdentifier: String?) throws -> Nib {
        let reuse = reuseIdentifier.map { #" reuseIdentifier="\#($0)""# } ?? ""
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) contentMode="scaleToFill"\(reuse) id="hdr-00-001" customClass="\(className)" customModule="NibKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label text="Title" id="lbl-00-001">
                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                        </label>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </\(element)>
            </objects>
        </document>
        """
        return try Nib(data: Data(xib.utf8), name: className)
    }

    static func options() throws -> NibInstantiationOptions {
        let registry = ClassRegistry()
        try registry.register(OutletlessHeaderView.self)
        try registry.register(OutletlessSupplementaryView.self)
        return NibInstantiationOptions(registry: registry)
    }

    @Test func aHeaderFooterNibWithAnUndeclaredOutletIsRefused() throws {
        let table = TableView()
        table.nibOptions = try Self.options()
        let nib = try Self.nib("view", className: "OutletlessHeaderView", reuseIdentifier: nil)
        do {
            try table.tryRegister(nib, forHeaderFooterViewReuseIdentifier: "Header", className: "OutletlessHeaderView")
            Issue.record("an outlet the class does not declare was accepted")
        } catch {
            #expect(error.kind == .unknownOutlet)
            #expect(error.message.contains("titleLabel"))
            #expect(error.location?.line == 13)
        }
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
        // Without a class name only the cell contract is checked, as before.
        try table.tryRegister(nib, forHeaderFooterViewReuseIdentifier: "Header")
    }

    @Test func aSupplementaryNibWithAnUndeclaredOutletIsRefused() throws {
        let collection = CollectionView()
        collection.nibOptions = try Self.options()
        let kind = CollectionView.elementKindSectionHeader
        let nib = try Self.nib("collectionReusableView", className: "OutletlessSupplementaryView", reuseIdentifier: "Header")
        do {
            try collection.tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header", className: "OutletlessSupplementaryView")
            Issue.record("an outlet the class does not declare was accepted")
        } catch {
            #expect(error.kind == .unknownOutlet)
            #expect(error.message.contains("titleLabel"))
        }
        #expect(throws: NibError.self) {
            try collection.tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
        }
        try collection.tryRegister(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
}

/// A table cell class drawn in its nib as a plain view (a view whose class is set to it).
final class PlainViewCell: TableViewCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \PlainViewCell.titleLabel)] }
}

/// UIKit takes a registered nib's single top-level object as the cell when the loaded object is
/// one (`isKindOfClass:`), whatever element Interface Builder wrote: a plain `<view>` whose class
/// is a cell class is accepted, as nibcheck accepts it, and one whose class is no cell is refused.
@MainActor @Suite struct PlainViewCellNibTests {
    @Test func aPlainViewWhoseClassIsACellClassIsTheCell() throws {
        let registry = ClassRegistry()
        try registry.register(PlainViewCell.self)
        let table = TableView()
        table.nibOptions = NibInstantiationOptions(registry: registry)
        let nib = try ReusableViewRegistrationTests.nib("view", className: "PlainViewCell", reuseIdentifier: nil)
        try table.tryRegister(nib, forCellReuseIdentifier: "Plain")
        let cell = try table.tryDequeueReusableCell(withIdentifier: "Plain", for: IndexPath(row: 0, section: 0))
        #expect((cell as? PlainViewCell)?.titleLabel?.text == "Title")
    }

    @Test func aPlainViewWhoseClassIsNoCellIsRefused() throws {
        let registry = ClassRegistry()
        try registry.register(OutletlessHeaderView.self)
        let table = TableView()
        table.nibOptions = NibInstantiationOptions(registry: registry)
        let nib = try ReusableViewRegistrationTests.nib("view", className: "OutletlessHeaderView", reuseIdentifier: nil)
        do {
            try table.tryRegister(nib, forCellReuseIdentifier: "Plain")
            Issue.record("a header view's nib was registered as a table cell nib")
        } catch {
            #expect(error.diagnostics.map(\.ruleID) == [.cellTopLevelObjects], "\(error)")
        }
    }
}
