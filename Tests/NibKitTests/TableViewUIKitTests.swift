import Foundation
import NibKit
import NibTestSupport
import Testing

/// A data source and delegate that records what the table asks, in order.
private final class Recorder: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var heights: ((IndexPath) -> CGFloat)?
    var titles: [Int: String] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append("cellForRowAt \(indexPath.section).\(indexPath.row)")
        return tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights?(indexPath) ?? tableView.rowHeight }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
}

@MainActor @Suite(.serialized) struct TableViewUIKitTests {
    private func table(_ counts: [Int], height: CGFloat = 440, style: TableView.Style = .plain) -> (TableView, Recorder) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: height), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 44
        let recorder = Recorder(counts)
        table.dataSource = recorder
        table.delegate = recorder
        return (table, recorder)
    }

    /// `UITableView.automaticDimension` is -1, and rowHeight, estimatedRowHeight and the section
    /// header and footer heights default to it (UITableView documentation, "rowHeight").
    @Test func automaticDimensionIsUIKitsSentinelAndTheDefault() {
        let table = TableView()
        #expect(TableView.automaticDimension == -1)
        #expect(table.rowHeight == TableView.automaticDimension && table.estimatedRowHeight == TableView.automaticDimension)
        #expect(table.sectionHeaderHeight == TableView.automaticDimension && table.sectionFooterHeight == TableView.automaticDimension)
    }

    /// `dequeueReusableCell(withIdentifier:for:)` called outside a layout pass (a unit test sizing a
    /// cell) works, twice for the same index path, and the cells go back to the queue.
    @Test func dequeueOutsideLayoutMayRepeatAnIndexPath() throws {
        let (table, _) = table([5])
        let first = try table.tryDequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        let second = try table.tryDequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        #expect(first !== second)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    }

    @Test func anIndexPathOutsideTheDataIsAClearError() {
        let (table, recorder) = table([2, 3])
        defer { withExtendedLifetime(recorder) {} }
        do {
            _ = try table.tryDequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 7, section: 1))
            Issue.record("dequeued a row the data source does not have")
        } catch {
            #expect(error.kind == .dequeue)
            #expect(error.message.contains("outside the table's data (2 sections; rows per section: 2, 3)"))
        }
    }

    /// A placed cell is as wide as the table and as tall as its row; its content view fills it
    /// less the accessory ("UITableViewCell.contentView").
    @Test func cellsTakeTheTablesWidthAndTheirRowsHeight() throws {
        let (table, recorder) = table([3])
        recorder.heights = { CGFloat(30 + 10 * $0.row) }
        try table.tryReloadData()
        let cells = table.visibleCells
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 30), CGRect(x: 0, y: 30, width: 393, height: 40),
                                       CGRect(x: 0, y: 70, width: 393, height: 50)])
        #expect(cells.allSatisfy { $0.contentView.frame.size == $0.frame.size })
        let accessory = try table.tryDequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        accessory.accessoryType = .disclosureIndicator
        try table.tryDequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 1, section: 0)).frame = .zero
        #expect(table.contentSize.height == 120)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 70, width: 393, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 75)) == IndexPath(row: 2, section: 0))
    }

    /// Self-sizing rows (`automaticDimension`) are fitted by the layout engine at the table's
    /// width ("use Auto Layout to define your cell's height"): BookCell's constraints keep it at
    /// least 88 pt (its 72-pt cover with 8 pt around), which a short author fits in; an author
    /// label let to wrap makes its row taller.
    @Test func selfSizingRowsAreFittedByTheirConstraints() throws {
        let (table, source) = try BookCellRows.table(CGSize(width: 393, height: 800), rows: 3) { cell, indexPath in
            cell.authorLabel.numberOfLines = 0
            cell.authorLabel.text = indexPath.row == 1 ? String(repeating: "A very long author name ", count: 12) : "Apple Inc."
        }
        defer { withExtendedLifetime(source) {} }
        let heights = (0 ..< 3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == 88 && heights[2] == 88)
        #expect(heights[1] > 88 * 2)
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 393 })
        let tall = try #require(table.visibleCells.compactMap { $0 as? BookCell }.first { $0.authorLabel.text?.count ?? 0 > 20 })
        #expect(abs(tall.authorLabel.frame.maxY - (tall.contentView.frame.height - 12)) < 0.5)  // bottom 12 holds
        // Handed out laid out: right after the reload, the content view is as tall as its row.
        #expect(table.visibleCells.allSatisfy { abs($0.contentView.frame.height - $0.frame.height) < 0.5 })
        #expect(abs(tall.contentView.frame.height - heights[1]) < 0.5)
    }

    /// A cell whose constraints decide no height takes the height it was designed at in its
    /// nib, then UIKit's 44.
    @Test func selfSizingRowsWithoutConstraintsFallBackToTheNibsHeight() throws {
        let xib = CellFixtures.subtitleCell
        let nib = try Nib(data: Data(xib.utf8), name: "Subtitle")
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 800))
        try table.tryRegister(nib, forCellReuseIdentifier: "Subtitle")
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
            }
        }
        let source = Source()
        table.dataSource = source
        try table.tryReloadData()
        let designed = try #require(table.visibleCells.first?.designedHeight)
        #expect(table.contentSize.height == 2 * designed)
    }

    /// The delegate hears `cellForRowAt` → `willDisplay` for each row that appears, and
    /// `didEndDisplaying` when a row leaves ("tableView(_:willDisplay:forRowAt:)").
    @Test func delegateOrder() throws {
        let (table, recorder) = table([20], height: 88)
        try table.tryReloadData()
        #expect(recorder.log == ["cellForRowAt 0.0", "willDisplay 0.0", "cellForRowAt 0.1", "willDisplay 0.1"])
        recorder.log.removeAll()
        try table.trySetContentOffset(CGPoint(x: 0, y: 44))
        #expect(recorder.log == ["didEndDisplaying 0.0", "cellForRowAt 0.2", "willDisplay 0.2"])
    }

    /// A tap calls willSelectRowAt, deselects the previous row (didDeselectRowAt), then
    /// didSelectRowAt; `selectRow(at:animated:scrollPosition:)` calls no delegate method.
    @Test func selectionAsATapMakesIt() throws {
        let (table, recorder) = table([5])
        try table.tryReloadData()
        recorder.log.removeAll()
        table.tapRow(at: IndexPath(row: 1, section: 0))
        table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(recorder.log == ["willSelect 1", "didSelect 1", "willSelect 3", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        recorder.log.removeAll()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(recorder.log.isEmpty && table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.allowsMultipleSelection = true
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    }

    /// A section with a title gets a header; in a plain table it floats at the top while its
    /// section scrolls ("UITableView.Style.plain").
    @Test func titledHeadersFloatInPlainTables() throws {
        let (table, recorder) = table([10, 10], height: 200)
        recorder.titles = [0: "First", 1: "Second"]
        try table.tryReloadData()
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        try table.trySetContentOffset(CGPoint(x: 0, y: 100))
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        let grouped = self.table([10], height: 200, style: .grouped)
        grouped.1.titles = [0: "G"]
        try grouped.0.tryReloadData()
        try grouped.0.trySetContentOffset(CGPoint(x: 0, y: 100))
        #expect(grouped.0.headerView(forSection: 0) == nil)
    }

    /// `sectionHeaderTopPadding` puts space above each header, moving the section's rows down;
    /// sections without a header get none.
    @Test func headerTopPaddingIsAboveEachHeader() throws {
        let (table, recorder) = table([2, 2, 2], height: 600)
        recorder.titles = [0: "First", 2: "Third"]
        try table.tryReloadData()
        let rowBefore = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
        let secondSection = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        table.sectionHeaderTopPadding = 10
        try table.tryReloadData()
        #expect(table.headerView(forSection: 0)?.frame.minY == 10)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == rowBefore + 10)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == secondSection + 10)
        let third = try #require(table.headerView(forSection: 2))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == third.frame.maxY)
        #expect(third.frame.height == table.headerView(forSection: 0)?.frame.height)
    }

    /// Batch updates are checked against the data source's counts, with UIKit's message
    /// ("performBatchUpdates(_:completion:)").
    @Test func batchUpdatesAreCheckedWithUIKitsMessage() throws {
        let (table, recorder) = table([4])
        try table.tryReloadData()
        recorder.counts = [5]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 5)
        recorder.counts = [6]
        do {
            try table.tryPerformBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }
            Issue.record("accepted an update that does not add up")
        } catch {
            #expect(error.kind == .update)
            #expect(error.message.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (6) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
        }
    }

    /// Rows that survive an update keep their cells at their new index paths; deleted rows' cells
    /// go back to the queue.
    @Test func updatesKeepTheCellsOfRowsThatStay() throws {
        let (table, recorder) = table([4])
        try table.tryReloadData()
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        recorder.counts = [3]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
        recorder.counts = [3]
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === third)
    }

    /// Scrolling costs the rows on screen, not the rows above them: after the one measuring pass a
    /// scroll step asks no height of the delegate, and finds its rows in a million.
    @Test func layoutCostIsIndependentOfTheScrollPosition() throws {
        let (table, recorder) = table([1_000_000], height: 440)
        var asked = 0
        recorder.heights = { _ in
            asked += 1
            return 44
        }
        try table.tryReloadData()
        #expect(asked == 1_000_000)
        asked = 0
        try table.trySetContentOffset(CGPoint(x: 0, y: 44 * 999_990))
        #expect(asked == 0)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 999_990, section: 0))
    }
}

/// Diffable data sources turn snapshots into batch updates ("UITableViewDiffableDataSource").
@MainActor @Suite struct DiffableDataSourceTests {
    @Test func applyDrivesTheTable() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 44
        var configured: [String] = []
        let source = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            configured.append(item)
            return table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3 && configured == ["a", "b", "c"])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        configured.removeAll()
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(configured == ["d"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "d")
        #expect(source.indexPath(for: "c") == IndexPath(row: 1, section: 0))
        #expect(snapshot.indexOfItem("d") == 2 && snapshot.numberOfItems == 3)
    }

    /// A diffable data source subclass gives section titles and deletes rows with `override`,
    /// as UIKit code does, and the table calls its methods.
    @Test func aDiffableDataSourceSubclassIsCalled() throws {
        final class Titled: TableViewDiffableDataSource<String, String> {
            var committed: [IndexPath] = []
            override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                snapshot().sectionIdentifiers[section]
            }
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
            override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                committed.append(indexPath)
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let source = Titled(tableView: table) { table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "Row", for: indexPath) }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fiction"])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fiction")
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == false)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == true)
        table.commitEditing(forRowAt: IndexPath(row: 1, section: 0))
        #expect(source.committed == [IndexPath(row: 1, section: 0)])
    }

    /// Moving items and sections in a snapshot; applied, the table moves the rows and keeps
    /// their cells.
    @Test func snapshotsMoveItemsAndSections() throws {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["odd", "even"])
        snapshot.appendItems([1, 3, 5], toSection: "odd")
        snapshot.appendItems([2, 4], toSection: "even")
        snapshot.moveItem(5, beforeItem: 1)
        snapshot.moveItem(2, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "odd") == [5, 1, 3, 2])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "odd")
        snapshot.moveSection("even", beforeSection: "odd")
        #expect(snapshot.sectionIdentifiers == ["even", "odd"])
        #expect(snapshot.indexOfItem(4) == 0 && snapshot.indexOfItem(5) == 1)

        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 44
        let source = TableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        source.apply(snapshot)
        let cellOf5 = table.cellForRow(at: IndexPath(row: 0, section: 1))
        snapshot.moveItem(5, afterItem: 2)
        source.apply(snapshot)
        #expect(source.indexPath(for: 5) == IndexPath(row: 3, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1)) === cellOf5, "a moved row keeps its cell")
    }

    /// UIKit's checks (#24 item 3): an applied snapshot asks for no reconfiguration again, a
    /// batch may not delete and reload one row, and a cell registration made inside the cell
    /// provider is refused.
    @Test func reconfiguredItemsAreConsumedByApply() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        var configured: [String] = []
        let source = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            configured.append(item)
            return table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        snapshot.reconfigureItems(["b"])
        snapshot.reloadItems(["a"])
        configured.removeAll()
        source.apply(snapshot)
        #expect(Set(configured) == ["a", "b"])
        #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty && source.snapshot().reloadedItemIdentifiers.isEmpty)
        configured.removeAll()
        source.apply(source.snapshot())
        #expect(configured.isEmpty, "applying the current snapshot again configures nothing")
    }

    @Test func deletingAndReloadingOneRowInABatchIsRefused() throws {
        final class Rows: TableViewDataSource {
            var count = 5
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let rows = Rows()
        table.dataSource = rows
        table.reloadData()
        do {
            try table.tryPerformBatchUpdates {
                rows.count = 4
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            }
            Issue.record("deleted and reloaded one row")
        } catch {
            #expect(error.message.hasPrefix("Invalid update: attempt to delete and reload the same index path (section 0, row 1)"), "\(error)")
        }
    }

    @Test func aCellRegistrationMadeInsideTheCellProviderIsRefused() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
                let registration = CollectionView.CellRegistration<CollectionViewCell, String> { _, _, _ in }
                return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a"])
            source.apply(snapshot)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"), "\(text)")
        }
    }

    @Test func aCellRegistrationMadeUpFrontIsUsed() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var configured: [String] = []
        let registration = CollectionView.CellRegistration<CollectionViewCell, String> { _, _, item in configured.append(item) }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        #expect(configured == ["a", "b"])
    }

    @Test func applyToATableThatIsGoneDoesNotComplete() {
        var table: TableView? = TableView()
        let source = TableViewDiffableDataSource<Int, String>(tableView: table!) { _, _, _ in TableViewCell(reuseIdentifier: nil) }
        table = nil
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        var completed = false
        source.apply(snapshot) { completed = true }
        #expect(!completed)
    }
}

/// Cells a table's data source made itself, without a reuse identifier, have no queue to go
/// back to, but still leave the table when their row does.
@MainActor @Suite struct CellsWithoutIdentifierTests {
    final class MadeCells: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func theyLeaveTheTableOnReloadAndScroll() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        let source = MadeCells()
        table.dataSource = source
        table.reloadData()
        let shown = table.subviews.count
        #expect(shown == table.visibleCells.count && shown == 10)
        table.reloadData()
        #expect(table.subviews.count == shown)
        try table.trySetContentOffset(CGPoint(x: 0, y: 44 * 50))
        #expect(table.subviews.count == table.visibleCells.count)
        #expect(table.subviews.allSatisfy { ($0 as? TableViewCell).map { table.indexPath(for: $0) != nil } ?? true })
        #expect(table.visibleCells.first.flatMap(table.indexPath(for:)) == IndexPath(row: 50, section: 0))
        #expect(table.indexPath(for: TableViewCell(reuseIdentifier: nil)) == nil)
    }
}

/// `CollectionView.CellRegistration` with a nib is checked when it is made, and dequeues
/// configured cells ("UICollectionView.CellRegistration").
@MainActor @Suite struct CellRegistrationTests {
    final class Source: CollectionViewDataSource {
        let registration: CollectionView.CellRegistration<BookCollectionCell, String>
        var configured: [String] = []
        init(_ registration: CollectionView.CellRegistration<BookCollectionCell, String>) { self.registration = registration }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "item \(indexPath.item)")
        }
    }

    @Test func aNibRegistrationDequeuesConfiguredCells() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCollectionCell.xib"))
        var configured: [String] = []
        let registration = try CollectionView.CellRegistration<BookCollectionCell, String>(validatingCellNib: nib) { _, _, item in
            configured.append(item)
        }
        let collection = Registrations.collection(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = Source(registration)
        collection.dataSource = source
        try collection.tryReloadData()
        #expect(collection.visibleCells.count == 4 && collection.visibleCells.allSatisfy { $0 is BookCollectionCell })
        #expect(configured == ["item 0", "item 1", "item 2", "item 3"])
    }

    @Test func aNibThatIsNotACellIsRefusedAtCreation() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("ProfileView.xib"))
        #expect(throws: NibError.self) {
            _ = try CollectionView.CellRegistration<BookCollectionCell, String>(validatingCellNib: nib) { _, _, _ in }
        }
    }
}

/// Items in a line are spread as UIKit's flow layout spreads them: the interitem spacing is a
/// minimum, a line's spare space is shared between its gaps, and a lone item is centred
/// ("UICollectionViewFlowLayout.minimumInteritemSpacing").
@MainActor @Suite struct FlowLayoutTests {
    final class Items: CollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test func itemsAreSpreadAcrossTheLine() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.itemSize = CGSize(width: 90, height: 50)
        (collection.collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 0, right: 10)
        let items = Items(4)
        collection.dataSource = items
        try collection.tryReloadData()
        // 300 points for 3 items of 90: gaps of 15 (the minimum is 10); the fourth, alone, centred.
        let xs = (0 ..< 4).map { collection.frameForItem(at: IndexPath(item: $0, section: 0)).minX }
        #expect(xs == [10, 115, 220, 115])
        #expect(abs(collection.frameForItem(at: IndexPath(item: 3, section: 0)).minY - 65) < 0.001)
        #expect(collection.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 90, height: 50) && $0.contentView.frame.size == $0.frame.size })
    }

    /// A cell whose label's width decides its own.
    final class TagCell: CollectionViewCell {
        let label = Label(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                contentView.leadingAnchor.constraint(equalTo: leadingAnchor), contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
                contentView.topAnchor.constraint(equalTo: topAnchor), contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            ])
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class Tags: CollectionViewDataSource {
        let words: [String]
        init(_ words: [String]) { self.words = words }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = words[indexPath.item]
            return cell
        }
    }

    /// With an estimated item size, each cell is measured by its constraints when it is made
    /// (`preferredLayoutAttributesFitting(_:)`) and the items placed at those sizes
    /// ("UICollectionViewFlowLayout.estimatedItemSize", `automaticSize`).
    @Test func selfSizingItemsTakeTheSizeTheirCellsAskFor() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let layout = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        layout.minimumInteritemSpacing = 10
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let tags = Tags(["a", "a much longer tag", "mid tag"])
        collection.dataSource = tags
        try collection.tryReloadData()
        let frames = (0 ..< 3).map { collection.frameForItem(at: IndexPath(item: $0, section: 0)) }
        let short = Label(frame: .zero)
        short.text = "a"
        #expect(abs(frames[0].width - (short.intrinsicContentSize.width + 16)) < 0.34)
        #expect(frames[1].width > frames[2].width && frames[2].width > frames[0].width)
        #expect(frames.allSatisfy { abs($0.height - (short.intrinsicContentSize.height + 8)) < 0.34 })
        #expect(collection.visibleCells.map(\.frame) == frames)
        // Without the estimate, every item is the layout's itemSize.
        layout.estimatedItemSize = .zero
        try collection.tryReloadData()
        #expect(collection.frameForItem(at: IndexPath(item: 1, section: 0)).size == layout.itemSize)
    }

    /// Apps subclass the flow layout and size items in `prepare()` from the collection's width.
    final class TwoColumnLayout: CollectionViewFlowLayout {
        override init() {
            super.init()
            minimumInteritemSpacing = 0
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepare() {
            super.prepare()
            let width = collectionView?.bounds.width ?? 0
            itemSize = CGSize(width: width / 2, height: 40)
        }
    }

    @Test func aFlowLayoutSubclassSizesItsItemsInPrepare() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 480), collectionViewLayout: TwoColumnLayout())
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items(3)
        collection.dataSource = items
        try collection.tryReloadData()
        #expect(collection.frameForItem(at: IndexPath(item: 1, section: 0)) == CGRect(x: 150, y: 0, width: 150, height: 40))
        collection.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(collection.frameForItem(at: IndexPath(item: 1, section: 0)).width == 200)
    }

    /// A new layout takes effect at once, the cells on screen kept.
    @Test func aNewLayoutLaysTheItemsOutAtOnce() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.itemSize = CGSize(width: 90, height: 50)
        let items = Items(4)
        collection.dataSource = items
        try collection.tryReloadData()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let list = CollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 60)
        list.minimumLineSpacing = 0
        collection.setCollectionViewLayout(list, animated: true)
        #expect(collection.frameForItem(at: IndexPath(item: 2, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
    }
}

extension TableViewUIKitTests {
    /// `reloadData` keeps the offset inside the new content: from 100 rows to 5 at offset 3000,
    /// the table shows its 5 rows instead of nothing, and the selection goes.
    @Test func reloadDataAfterShrinkingShowsTheRowsThatAreLeft() throws {
        let (table, recorder) = self.table([100])
        try table.tryReloadData()
        try table.trySetContentOffset(CGPoint(x: 0, y: 3000))
        table.selectRow(at: IndexPath(row: 70, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForVisibleRows?.first?.row == 68)
        recorder.counts = [5]
        try table.tryReloadData()
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3, 4])
        #expect(table.indexPathsForSelectedRows == nil, "reloadData deselects, as UIKit does")
        // A table still taller than its view keeps the largest offset it can.
        recorder.counts = [20]
        try table.tryReloadData()
        try table.trySetContentOffset(CGPoint(x: 0, y: 440))
        recorder.counts = [15]
        try table.tryReloadData()
        #expect(table.contentSize.height == CGFloat(15 * 44))
        #expect(table.contentOffset.y == table.contentSize.height - table.bounds.height, "\(table.contentOffset.y)")
    }

    /// `tableHeaderView` sits above the first section and `tableFooterView` below the last, each
    /// as wide as the table and as tall as its frame; the rows start below the header, the content
    /// holds both, and a point in the header is no row.
    @Test func tableHeaderAndFooterViewsFrameTheSections() throws {
        let (table, recorder) = self.table([30])
        defer { withExtendedLifetime(recorder) {} }
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        try table.tryReloadData()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.contentSize.height == CGFloat(100 + 30 * 44 + 60))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: CGFloat(100 + 30 * 44), width: 393, height: 60))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 101)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForVisibleRows?.count == 8, "440 points: the header and 8 rows (the eighth in part)")
        // Removing the header moves the rows up.
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    /// `beginUpdates()`/`endUpdates()` make one batch, checked as `performBatchUpdates` is; pairs
    /// nest, and the empty pair (UIKit's idiom for new row heights) asks for every height again.
    @Test func beginAndEndUpdatesMakeOneBatch() throws {
        let (table, recorder) = self.table([3])
        try table.tryReloadData()
        recorder.counts = [5]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        try table.tryEndUpdates()
        #expect(table.numberOfRows(inSection: 0) == 3, "the inner end applies nothing")
        try table.tryEndUpdates()
        #expect(table.numberOfRows(inSection: 0) == 5)
        // A batch that does not add up is UIKit's "Invalid update".
        recorder.counts = [7]
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        #expect(throws: NibError.self) { try table.tryEndUpdates() }
        // The empty pair re-measures: new heights take effect.
        recorder.counts = [5]
        try table.tryReloadData()
        recorder.heights = { _ in 60 }
        table.beginUpdates()
        try table.tryEndUpdates()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    }

    /// `contentInset` and the safe area make `adjustedContentInset` (a list adds the safe area's
    /// top and bottom unless told `.never`); the offset runs from minus its top to the content's
    /// end plus its bottom, and scrolling a row to the top puts it below the inset.
    @Test func contentInsetsAdjustTheScrollableRange() throws {
        let (table, recorder) = self.table([30])
        defer { withExtendedLifetime(recorder) {} }
        table.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        table.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        try table.tryReloadData()
        #expect(table.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 54, right: 0))
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == -57)
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 + 54 - 440))
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.adjustedContentInset == table.contentInset)
        // A reload that shrinks the content keeps the offset inside the adjusted range.
        recorder.counts = [3]
        try table.tryReloadData()
        #expect(table.contentOffset.y == -10)
    }

    @Test func aNibsScrollViewKeepsItsInsets() throws {
        let nib = try Nib(data: Data(Fixtures.xib("""
            <scrollView contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" id="Sv1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <inset key="contentInset" minX="0.0" minY="12" maxX="0.0" maxY="24"/>
                <inset key="scrollIndicatorInsets" minX="0.0" minY="12" maxX="0.0" maxY="0.0"/>
            </scrollView>
            """).utf8), name: "Scroll")
        let scroll = try #require(try nib.tryInstantiate(withOwner: nil).first as? ScrollView)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(scroll.contentInset == EdgeInsets(top: 12, left: 0, bottom: 24, right: 0))
        #expect(scroll.scrollIndicatorInsets.top == 12)
    }

    /// A cell's content configuration (`UIListContentConfiguration`): the style's default, filled
    /// in and set, shows its texts in a list content view that becomes the cell's content view;
    /// another of the same kind updates that view, nil removes it.
    @Test func contentConfigurationsShowInTheCell() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Dune"
        content.secondaryText = "Frank Herbert"
        content.textProperties.color = Color(named: "systemRedColor")
        cell.contentConfiguration = content
        let view = try #require(cell.contentView as? ListContentView)
        #expect(view.textLabel.text == "Dune" && view.secondaryTextLabel.text == "Frank Herbert")
        #expect(view.textLabel.textColor == Color(named: "systemRedColor"))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.contentView.frame = cell.bounds
        cell.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 320, height: 60))
        #expect(view.textLabel.frame.minX == 20 && view.secondaryTextLabel.frame.minY > view.textLabel.frame.maxY)
        content.text = "Emma"
        cell.contentConfiguration = content
        #expect(cell.contentView === view && view.textLabel.text == "Emma", "updated in place")
        cell.contentConfiguration = nil
        #expect(view.superview == nil)
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().layout == .sideBySide)
        let item = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        item.contentConfiguration = ListContentConfiguration.cell()
        #expect(item.contentView is ListContentView)
    }

    /// A configuration's image sits at the leading margin and moves the texts past it; images are
    /// values by name, symbol or not, for image views and buttons alike (`UIImage`).
    @Test func imagesShowInContentConfigurationsAndViews() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Starred"
        content.image = Image(systemName: "star.fill")
        cell.contentConfiguration = content
        let view = try #require(cell.contentView as? ListContentView)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentView.frame = cell.bounds
        view.frame = cell.bounds
        view.layoutIfNeeded()
        #expect(view.imageView.image == Image(systemName: "star.fill") && view.imageView.image?.isSymbolImage == true)
        #expect(view.imageView.frame.minX == 20 && view.imageView.frame.width > 0)
        #expect(view.textLabel.frame.minX == view.imageView.frame.maxX + content.imageToTextPadding)
        content.image = nil
        cell.contentConfiguration = content
        view.layoutIfNeeded()
        #expect(view.imageView.isHidden && view.textLabel.frame.minX == 20)

        // Samples/Valid's asset catalog has book-cover (UIKit: nil for a name the bundle lacks).
        let samples = try #require(Bundle(url: Fixtures.valid))
        #expect(Image(named: "") == nil && Image(named: "book-cover", in: samples, compatibleWith: nil)?.name == "book-cover")
        let imageView = ImageView(image: Image(named: "book-cover", in: samples, compatibleWith: nil))
        #expect(imageView.imageName == "book-cover" && imageView.image == "book-cover")
        let button = Button(frame: .zero)
        button.setImage(Image(systemName: "play"), for: .normal)
        #expect(button.image(for: .highlighted)?.name == "play" && button.image(for: .normal)?.isSymbolImage == true)
        #expect(button.images == [.normal: "play"])
    }
}

