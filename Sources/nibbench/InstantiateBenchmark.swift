import Foundation
import NibKit

/// The cell class the benchmarks instantiate `Samples/Valid/BookCell.xib` as.
class BenchBookCell: TableViewCell {
    var coverImageView: ImageView!
    var titleLabel: Label!
    var authorLabel: Label!
    var favoriteButton: Button!

    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("coverImageView", \BenchBookCell.coverImageView),
            Outlet("titleLabel", \BenchBookCell.titleLabel),
            Outlet("authorLabel", \BenchBookCell.authorLabel),
            Outlet("favoriteButton", \BenchBookCell.favoriteButton),
        ]
    }
}

/// What a user's themed cell might read of its element: its identifier and row height, and the
/// colour and font of every view inside it (a theme to apply later), checked and converted.
struct BenchCellStyle: NibDecodedValue {
    let identifier: String
    let rowHeight: Double
    let colors: [String: Color]
    let fonts: [String: Font]
    init(record: ObjectRecord) throws {
        identifier = record.string(forKey: "reuseIdentifier") ?? record.customClass ?? record.elementName
        rowHeight = record.finiteDouble(forKey: "rowHeight") ?? record.rect(forKey: "frame")?.height.native ?? 44
        var colors: [String: Color] = [:]
        var fonts: [String: Font] = [:]
        for element in record.element.descendants {
            guard let id = element.id else { continue }
            for description in element.colors { if let color = Color(description) { colors[id + "." + (description.key ?? "")] = color } }
            if let font = element.font { fonts[id] = Font(font) }
        }
        self.colors = colors
        self.fonts = fonts
    }
}

/// `BookCell` decoding its style when the nib is compiled (listed in `decodedTypes`).
final class DecodingOnceCell: BenchBookCell {
    override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [BenchCellStyle.self] }
    var decodedStyle: BenchCellStyle?
    required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let decoded = coder.decodeValue(BenchCellStyle.self) else { return nil }
        decodedStyle = decoded
        super.init(coder: coder)
    }
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
}

/// `BookCell` decoding its style on first use (not listed), kept for the next instantiations.
final class DecodingOnFirstUseCell: BenchBookCell {
    var decodedStyle: BenchCellStyle?
    required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let decoded = coder.decodeValue(BenchCellStyle.self) else { return nil }
        decodedStyle = decoded
        super.init(coder: coder)
    }
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
}

enum BookCellFixture {
    static func load(_ options: Benchmark.Options) -> (data: Data, options: NibInstantiationOptions) {
        let path = options.paths.first ?? "Samples/Valid/BookCell.xib"
        guard let data = FileManager.default.contents(atPath: path) else {
            Benchmark.fail("nibbench: cannot read \(path) (run from the repository root, or pass the path)")
        }
        let registry = ClassRegistry()
        do { try registry.register(BenchBookCell.self, as: "BookCell") } catch { Benchmark.fail("\(error)") }
        return (data, NibInstantiationOptions(registry: registry))
    }
}

/// `nibbench instantiate [PATH]`: instantiating a compiled nib against parsing it from bytes and
/// instantiating it every time, in the same run.
// Main-actor isolated, as instantiating and reusing views is; nibbench runs them from its
// top-level code, which is on the main actor.
@MainActor
enum InstantiateBenchmark {
    static func run(_ options: Benchmark.Options) {
        let (data, nibOptions) = BookCellFixture.load(options)
        let count = options.repeatCount > 0 ? options.repeatCount : 20_000
        do {
            let nib = try Nib(data: data, name: "BookCell")
            _ = try nib.tryInstantiate(withOwner: nil, options: nibOptions)  // compile the plan once
            var made = 0
            let (compiled, reparse) = Benchmark.compare({
                for _ in 0..<count {
                    made += (try? nib.tryInstantiate(withOwner: nil, options: nibOptions).count) ?? 0
                }
            }, against: {
                for _ in 0..<(count / 20) {
                    let fresh = try? Nib(data: data, name: "BookCell")
                    made += (try? fresh?.tryInstantiate(withOwner: nil, options: nibOptions).count) ?? 0
                }
            })
            let compiledRate = Double(count) / compiled
            let reparseRate = Double(count / 20) / reparse
            print("nib: \(data.count) bytes, \(nib.document.elementCount) elements; \(count) compiled and \(count / 20) from-bytes instantiations per round (\(made) objects)")
            print("instantiate per-sec=\(Benchmark.format(compiledRate)) reparse per-sec=\(Benchmark.format(reparseRate)) ratio=\(Benchmark.format(compiledRate / reparseRate))")
            userClasses(data: data, count: count)
        } catch {
            Benchmark.fail("nibbench instantiate: \(error)")
        }
    }

    /// The same nib as a user's cell class that decodes its own values: listed in `decodedTypes`
    /// (decoded when the plan is compiled) against decoded by the first `init(coder:)` and kept
    /// (a locked lookup on each instantiation after it).
    static func userClasses(data: Data, count: Int) {
        do {
            let once = ClassRegistry()
            try once.register(DecodingOnceCell.self, as: "BookCell")
            let each = ClassRegistry()
            try each.register(DecodingOnFirstUseCell.self, as: "BookCell")
            let nib = try Nib(data: data, name: "BookCell")
            let (onceOptions, eachOptions) = (NibInstantiationOptions(registry: once), NibInstantiationOptions(registry: each))
            _ = try nib.tryInstantiate(withOwner: nil, options: onceOptions)
            _ = try nib.tryInstantiate(withOwner: nil, options: eachOptions)
            var made = 0
            let (decodedOnce, decodedEachTime) = Benchmark.compare({
                for _ in 0..<count { made += (try? nib.tryInstantiate(withOwner: nil, options: onceOptions).count) ?? 0 }
            }, against: {
                for _ in 0..<count { made += (try? nib.tryInstantiate(withOwner: nil, options: eachOptions).count) ?? 0 }
            })
            print("user class decoding listed per-sec=\(Benchmark.format(Double(count) / decodedOnce)) on first use per-sec=\(Benchmark.format(Double(count) / decodedEachTime)) ratio=\(Benchmark.format(decodedEachTime / decodedOnce)) (\(made) objects)")
        } catch {
            Benchmark.fail("nibbench instantiate: \(error)")
        }
    }
}

/// `nibbench reuse [PATH]`: a table view scrolling one row at a time through a one-row window, so
/// each step puts one cell back in its queue and dequeues it again (`prepareForReuse()` and the
/// cell's layout pass included), against what a table without a queue would do for every row:
/// instantiate a fresh cell from the nib, size it for the row and lay it out.
@MainActor
enum ReuseBenchmark {
    final class Source: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
        }
    }

    static func run(_ options: Benchmark.Options) {
        let (data, nibOptions) = BookCellFixture.load(options)
        let count = options.repeatCount > 0 ? options.repeatCount : 20_000
        do {
            let nib = try Nib(data: data, name: "BookCell")
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 88))
            table.rowHeight = 88
            table.nibOptions = nibOptions
            try table.tryRegister(nib, forCellReuseIdentifier: "BookCell")
            let source = Source()
            table.dataSource = source
            try table.tryReloadData()
            var row = 0
            var failures = 0
            let (pooled, fresh) = Benchmark.compare({
                for _ in 0..<count {
                    row += 1
                    do { try table.trySetContentOffset(CGPoint(x: 0, y: CGFloat(row % 999_000) * 88)) } catch { failures += 1 }
                }
            }, against: {
                for _ in 0..<(count / 10) {
                    guard let cell = try? nib.tryInstantiate(withOwner: nil, options: nibOptions).first as? BenchBookCell else {
                        failures += 1
                        continue
                    }
                    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 88)
                    cell.layoutIfNeeded()
                }
            })
            withExtendedLifetime(source) {}
            let pooledRate = Double(count) / pooled
            let freshRate = Double(count / 10) / fresh
            print("\(count) scroll steps per round; cells made by the table: \(table.createdCellCount), served from its queue: \(table.reusedCellCount), failures: \(failures)")
            print("reuse per-sec=\(Benchmark.format(pooledRate)) fresh per-sec=\(Benchmark.format(freshRate)) ratio=\(Benchmark.format(pooledRate / freshRate))")
        } catch {
            Benchmark.fail("nibbench reuse: \(error)")
        }
    }
}
