import Foundation
import NibDocument
import NibLint
import NibRender
import NibValidation

/// `nibbench render PATHS...`: drawing every root of every file as SVG (parse, lay out at the
/// saved size, write the SVG) against linting the same files (parse and every rule), over the
/// same bytes in memory, in the same run. The bound: rendering takes no more than twice
/// as long as linting. Ends with `render roots/s=<x> lint files/s=<y>`.
enum RenderBenchmark {
    static func run(_ options: Benchmark.Options) {
        let inputs = Benchmark.load(options.paths)
        guard !inputs.isEmpty else { Benchmark.fail("nibbench render: no .xib or .storyboard files given") }
        let totalBytes = inputs.reduce(0) { $0 + $1.data.count }
        let passes = options.repeatCount > 0 ? options.repeatCount : max(1, 5_000_000 / max(totalBytes, 1))
        let configuration = LintConfiguration()
        let validator = configuration.validator
        let context = configuration.context
        // Asset catalogs are found once per folder and cached, as nibcheck does.
        let assets = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, AssetCatalog.find(in: [($0.path as NSString).deletingLastPathComponent])) })

        var roots = 0
        var svgBytes = 0
        let (render, lint) = Benchmark.compare(rounds: 5, {
            roots = 0
            svgBytes = 0
            for _ in 0..<passes {
                for input in inputs {
                    guard let document = try? Document(data: input.data, file: input.path) else { continue }
                    let renderer = NibRenderer(document: document, options: RenderOptions(assets: assets[input.path]))
                    for root in renderer.render() {
                        roots += 1
                        svgBytes += root.svg.utf8.count
                    }
                }
            }
        }, against: {
            for _ in 0..<passes {
                for input in inputs {
                    do {
                        let document = try Document(data: input.data, file: input.path)
                        _ = validator.validate(document, context: context)
                    } catch let error as ParseError {
                        _ = validator.diagnostic(for: error)
                    } catch {}
                }
            }
        })
        let rootsPerPass = roots / passes
        print("files: \(inputs.count), bytes: \(totalBytes), passes: \(passes), roots per pass: \(rootsPerPass), SVG bytes per pass: \(svgBytes / passes)")
        print("render: \(Benchmark.format(render * 1000)) ms  lint: \(Benchmark.format(lint * 1000)) ms  render/lint time ratio=\(Benchmark.format(render / lint)) (bound: 2)")
        print("render roots/s=\(Benchmark.format(Double(roots) / render)) lint files/s=\(Benchmark.format(Double(inputs.count * passes) / lint))")
    }
}
