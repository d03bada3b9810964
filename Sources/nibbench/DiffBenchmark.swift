import Foundation
import NibDiff
import NibDocument

/// `nibbench diff OLD NEW`: the semantic diff of two versions (both parsed, then compared),
/// against parsing the two alone, alternating, best of 15 rounds. The goal: two 1 MB
/// storyboards in under 100 ms.
enum DiffBenchmark {
    static func run(_ arguments: [String]) {
        guard arguments.count == 2 else { Benchmark.fail("usage: nibbench diff OLD NEW") }
        let files = Benchmark.load(arguments)
        guard files.count == 2 else { Benchmark.fail("nibbench diff: could not read both files") }
        var changes = 0
        let times = Benchmark.compare({
            guard let old = try? Document(data: files[0].data, file: files[0].path),
                  let new = try? Document(data: files[1].data, file: files[1].path) else { return }
            changes = DocumentDiff(old: old, new: new).changes().count
        }, against: {
            _ = try? Document(data: files[0].data, file: files[0].path)
            _ = try? Document(data: files[1].data, file: files[1].path)
        })
        let bytes = files.reduce(0) { $0 + $1.data.count }
        print("diff: \(bytes) bytes in two files, \(changes) changes")
        print("parse and diff: \(Benchmark.format(times.first * 1000)) ms; parse alone: \(Benchmark.format(times.second * 1000)) ms")
        print("diff ms=\(Benchmark.format(times.first * 1000)) parse-ms=\(Benchmark.format(times.second * 1000)) changes=\(changes)")
    }
}
