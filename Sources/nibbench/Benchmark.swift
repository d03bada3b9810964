import Foundation
import NibDocument
import NibLint

enum Benchmark {
    struct Options {
        var repeatCount = 0
        var paths: [String] = []
        /// `--first-wave-rules` (lint): only the 18 rules of the first wave, the set the lint
        /// ratio was first measured with, so the ratio compares like with like across versions.
        var firstWaveRules = false

        init(_ arguments: [String]) {
            var index = 0
            while index < arguments.count {
                if arguments[index] == "--repeat", index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
                    repeatCount = count
                    index += 2
                    continue
                }
                if arguments[index] == "--first-wave-rules" {
                    firstWaveRules = true
                    index += 1
                    continue
                }
                paths.append(arguments[index])
                index += 1
            }
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }

    /// Interface Builder files under the given paths (files as given, folders searched as
    /// nibcheck searches them, through the same discovery), sorted.
    static func files(in paths: [String]) -> [String] {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            fail("nibbench: no such file or folder: \(path)")
        }
        return Linter().discoverFiles(paths).files.map(\.name)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }

    static func load(_ paths: [String]) -> [(path: String, data: Data)] {
        files(in: paths).compactMap { path in
            FileManager.default.contents(atPath: path).map { (path, $0) }
        }
    }

    /// Seconds for one run of `body`.
    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Best-of-`rounds` seconds for two contenders, run alternately so that a slow spell of the
    /// machine (a shared host's neighbours, frequency changes) hits both alike.
    static func compare(rounds: Int = 15, _ first: () -> Void, against second: () -> Void) -> (first: Double, second: Double) {
        var best = (first: Double.infinity, second: Double.infinity)
        for _ in 0..<rounds {
            best.first = min(best.first, time(first))
            best.second = min(best.second, time(second))
        }
        return best
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
