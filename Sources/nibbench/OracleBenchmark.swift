import Foundation
import NibDocument
import NibLayout

/// `nibbench oracle PATH...`: how many views of the iOS/tvOS nibs under PATH NibLayout puts where
/// Interface Builder saved them (`SavedFrameOracle`), for measuring the engine on apps it was
/// never tuned on. `--misses FILE` writes every miss with its frames.
enum OracleBenchmark {
    static func run(_ arguments: [String]) {
        var paths: [String] = []
        var missesFile: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--misses", index + 1 < arguments.count {
                missesFile = arguments[index + 1]
                index += 2
                continue
            }
            paths.append(arguments[index])
            index += 1
        }
        guard !paths.isEmpty else { Benchmark.fail("usage: nibbench oracle PATH... [--misses FILE]") }
        var oracle = SavedFrameOracle()
        var files = 0
        for file in Benchmark.files(in: paths) {
            guard let document = try? Document(contentsOfFile: file) else { continue }
            files += 1
            oracle.add(document, name: file)
        }
        print("nibs: \(files)")
        print(oracle.summary)
        if let missesFile {
            try? (oracle.misses.joined(separator: "\n") + "\n").write(toFile: missesFile, atomically: true, encoding: .utf8)
        }
    }
}
