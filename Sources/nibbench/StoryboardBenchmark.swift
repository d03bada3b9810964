import Foundation
import NibKit

/// The controllers of Resources/Bookshelf.storyboard's detail scene and the scene it embeds.
final class BenchDetailViewController: ViewController {
    var titleLabel: Label!
    var summaryLabel: Label!
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("titleLabel", \BenchDetailViewController.titleLabel),
                         Outlet("summaryLabel", \BenchDetailViewController.summaryLabel)]
    }
}

final class BenchRatingViewController: ViewController {
    var ratingLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("ratingLabel", \BenchRatingViewController.ratingLabel)] }
}

/// `nibbench storyboard [FOLDER]`: making Bookshelf.storyboard's `BookDetail` scene (its
/// controller, its view, and the controller its container view embeds) from the storyboard's
/// cached, compiled scene plans, against finding, parsing, validating and compiling the
/// storyboard anew for every scene made, in the same run.
@MainActor
enum StoryboardBenchmark {
    static func run(_ options: Benchmark.Options) {
        let folder = URL(fileURLWithPath: options.paths.first ?? "Resources")
        let count = options.repeatCount > 0 ? options.repeatCount : 20_000
        let registry = ClassRegistry()
        do {
            try registry.register(BenchDetailViewController.self, as: "BookDetailViewController")
            try registry.register(BenchRatingViewController.self, as: "RatingViewController")
        } catch {
            Benchmark.fail("\(error)")
        }
        let nibOptions = NibInstantiationOptions(registry: registry)
        func makeScene(_ storyboard: Storyboard) -> Int {
            guard let controller = try? storyboard.tryInstantiateViewController(withIdentifier: "BookDetail"),
                  (try? controller.tryLoadViewIfNeeded()) != nil else { return 0 }
            return controller.view.allViews.count
        }
        let cached = Storyboard(name: "Bookshelf", loader: NibLoader(searchPaths: [folder], preferredLanguages: []), options: nibOptions)
        guard makeScene(cached) > 0 else {  // compiles the scene plans once
            Benchmark.fail("nibbench storyboard: cannot make the BookDetail scene of \(folder.path)/Bookshelf.storyboard (run from the repository root, or pass the folder)")
        }
        let reparseCount = max(1, count / 20)
        var views = 0
        let (compiled, reparse) = Benchmark.compare({
            for _ in 0..<count { views += makeScene(cached) }
        }, against: {
            for _ in 0..<reparseCount {
                // A loader of its own has an empty cache: the file is read, parsed, validated and
                // compiled again.
                let fresh = Storyboard(name: "Bookshelf", loader: NibLoader(searchPaths: [folder], preferredLanguages: []), options: nibOptions)
                views += makeScene(fresh)
            }
        })
        let compiledRate = Double(count) / compiled
        let reparseRate = Double(reparseCount) / reparse
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent("Bookshelf.storyboard")).count) ?? 0
        print("storyboard: Bookshelf.storyboard, \(bytes) bytes; scene BookDetail (controller, view, embedded controller); \(count) cached and \(reparseCount) re-parsed scenes per round (\(views) views)")
        print("storyboard scenes per-sec=\(Benchmark.format(compiledRate)) reparse per-sec=\(Benchmark.format(reparseRate)) ratio=\(Benchmark.format(compiledRate / reparseRate))")
    }
}
