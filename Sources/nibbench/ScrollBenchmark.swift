import Foundation
import NibKit

/// `nibbench scroll`: a 1,000,000-row table scrolled end to end, one screen at a time, first with
/// heights from the delegate (every row asked once, then kept as running totals) and then with a
/// fixed `rowHeight`. Both include the reload that measures the table. The ratio says what the
/// delegate's heights cost: at least 0.5 means they cost at most twice fixed heights, however
/// far the table scrolls.
@MainActor
enum ScrollBenchmark {
    static let rows = 1_000_000

    final class Source: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { ScrollBenchmark.rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    /// A table of `rows` rows scrolled to the end a screen at a time; returns the screens shown.
    static func scroll(delegateHeights: Bool, source: Source) -> Int {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 44
        table.dataSource = source
        if delegateHeights { table.delegate = source }
        do { try table.tryReloadData() } catch { Benchmark.fail("\(error)") }
        var screens = 1
        var offset: CGFloat = 0
        let end = table.contentSize.height - table.bounds.height
        while offset < end {
            offset = min(end, offset + table.bounds.height)
            do { try table.trySetContentOffset(CGPoint(x: 0, y: offset)) } catch { Benchmark.fail("\(error)") }
            screens += 1
        }
        return screens
    }

    static func run(_ options: Benchmark.Options) {
        let source = Source()
        var screens = 0
        let rounds = max(1, options.repeatCount == 0 ? 3 : options.repeatCount)
        let (delegate, fixed) = Benchmark.compare(rounds: rounds, {
            screens = scroll(delegateHeights: true, source: source)
        }, against: {
            screens = scroll(delegateHeights: false, source: source)
        })
        print("scrolled \(rows) rows end to end, \(screens) screens of 852 points, best of \(rounds) alternating rounds")
        print("delegate heights: \(Benchmark.format(delegate)) s, fixed heights: \(Benchmark.format(fixed)) s")
        let delegatePerSecond = Double(rows) / delegate
        let fixedPerSecond = Double(rows) / fixed
        print("scroll rows=\(rows) delegate-heights per-sec=\(Benchmark.format(delegatePerSecond)) fixed per-sec=\(Benchmark.format(fixedPerSecond)) ratio=\(Benchmark.format(delegatePerSecond / fixedPerSecond))")
    }
}
