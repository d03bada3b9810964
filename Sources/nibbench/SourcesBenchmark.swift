import Foundation
import NibDocument
import NibLint
import NibSources

/// `nibbench sources PATH`: reading a project's sources as nibcheck does, on one core. The cold
/// run starts from an empty cache (every Swift file the byte scan lets through goes to
/// SourceKit); the warm run reads the same files again with the cache the cold run wrote.
enum SourcesBenchmark {
    static func run(_ arguments: [String]) {
        guard let path = arguments.first else { Benchmark.fail("usage: nibbench sources PATH") }
        let linter = Linter()
        let files = linter.discoverFiles([path]).files.map(\.name)
        var options = SourceReader.Options(paths: [path])
        options.nibFiles = files
        options.jobs = 1
        for file in files {
            guard let document = try? Document(contentsOfFile: file) else { continue }
            for element in document.elements {
                if let name = element.customClass { options.nibClassNames.insert(name) }
                if let identifier = element.storyboardIdentifier, !identifier.isEmpty { options.nibClassNames.insert(identifier) }
            }
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-sources-\(getpid()).cache")
        try? FileManager.default.removeItem(at: cache)
        defer { try? FileManager.default.removeItem(at: cache) }
        options.cacheFile = cache

        let coldStart = Date()
        let cold = SourceReader(options: options).read()
        let coldSeconds = Date().timeIntervalSince(coldStart)
        if let problem = cold.sourceKitProblem { Benchmark.fail("nibbench sources: \(problem)") }
        let warmStart = Date()
        let warm = SourceReader(options: options).read()
        let warmSeconds = Date().timeIntervalSince(warmStart)

        let n = max(cold.swiftFiles, 1)
        print("nibs: \(files.count), classes named by nibs: \(options.nibClassNames.count)")
        print("swift files: \(cold.swiftFiles), read through SourceKit (cold): \(cold.swiftFilesRead - cold.cacheHits), skipped by the byte scan: \(cold.swiftFiles - cold.swiftFilesRead); objective-c files: \(cold.objectiveCFiles)")
        print("warm: \(warm.cacheHits) of \(warm.swiftFilesRead) from the cache; declarations cold \(cold.facts.types.count), warm \(warm.facts.types.count); same facts: \(cold.facts == warm.facts ? "yes" : "NO")")
        print("warm/cold: \(Benchmark.format(warmSeconds / max(coldSeconds, 1e-9)))")
        print("sources swift-files=\(cold.swiftFiles) cold s=\(SourcesBenchmark.format3(coldSeconds)) warm s=\(SourcesBenchmark.format3(warmSeconds)) per-file ms=\(SourcesBenchmark.format3(coldSeconds * 1000 / Double(n)))")
    }
}

extension SourcesBenchmark {
    /// Three decimals, for seconds and milliseconds in the summary line.
    static func format3(_ value: Double) -> String { String(format: "%.3f", value) }
}
