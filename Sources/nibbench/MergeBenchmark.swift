import Foundation
import NibDiff
import NibDocument

/// `nibbench merge BASE OURS THEIRS`: the three-way merge (the three versions parsed, merged and
/// written) against parsing the three alone, alternating, best of 15 rounds. The goal:
/// two 1 MB storyboards and their base in under 100 ms.
enum MergeBenchmark {
    static func run(_ arguments: [String]) {
        guard arguments.count == 3 else { Benchmark.fail("usage: nibbench merge BASE OURS THEIRS") }
        let files = Benchmark.load(arguments)
        guard files.count == 3 else { Benchmark.fail("nibbench merge: could not read the three files") }
        var conflicts = 0
        var written = 0
        let times = Benchmark.compare({
            let documents = files.compactMap { try? Document(data: $0.data, file: $0.path) }
            guard documents.count == 3, let result = try? DocumentMerge(base: documents[0], ours: documents[1], theirs: documents[2]).run() else { return }
            conflicts = result.conflicts.count
            written = result.text.utf8.count
        }, against: {
            for file in files { _ = try? Document(data: file.data, file: file.path) }
        })
        let bytes = files.reduce(0) { $0 + $1.data.count }
        print("merge: \(bytes) bytes in three files, \(written) bytes written, \(conflicts) conflicts")
        print("merge ms=\(Benchmark.format(times.first * 1000)) parse-ms=\(Benchmark.format(times.second * 1000)) conflicts=\(conflicts)")
    }
}
