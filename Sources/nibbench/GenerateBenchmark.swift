import Foundation
import NibDocument
import NibGenerate

/// `nibbench generate PATHS...`: typed Swift for every nib under the paths (each parsed, then
/// generated for), against parsing them alone, alternating, best of 15 rounds. The goal: the
/// whole corpus in under 150 ms.
enum GenerateBenchmark {
    static func run(_ options: Benchmark.Options) {
        let files = Benchmark.load(options.paths)
        var bytes = 0
        var diagnostics = 0
        let times = Benchmark.compare({
            let documents = files.compactMap { try? Document(data: $0.data, file: $0.path) }
            let output = CodeGenerator(documents: documents).generate()
            bytes = output.text.utf8.count
            diagnostics = output.diagnostics.count
        }, against: {
            for file in files { _ = try? Document(data: file.data, file: file.path) }
        })
        print("generate: \(files.count) files, \(bytes) bytes of Swift, \(diagnostics) diagnostics")
        print("parse and generate: \(Benchmark.format(times.first * 1000)) ms; parse alone: \(Benchmark.format(times.second * 1000)) ms")
        print("generate ms=\(Benchmark.format(times.first * 1000)) parse-ms=\(Benchmark.format(times.second * 1000)) files=\(files.count)")
    }
}
