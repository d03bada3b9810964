import Foundation

/// nibbench: NibKit's measurements, run in release mode (`swift run -c release nibbench …`).
/// Each subcommand prints what it measured and ends with one machine-readable line.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    Benchmark.fail("usage: nibbench parse|lint|instantiate|reuse|scroll|layout|render|storyboard [--repeat N] PATHS... | nibbench sources PATH | nibbench diff OLD NEW | nibbench merge BASE OURS THEIRS | nibbench oracle PATH... [--misses FILE] | nibbench generate PATHS...")
}
let options = Benchmark.Options(Array(arguments.dropFirst()))
switch command {
case "parse": ParseBenchmark.run(options)
case "lint": LintBenchmark.run(options)
case "instantiate": InstantiateBenchmark.run(options)
case "reuse": ReuseBenchmark.run(options)
case "scroll": ScrollBenchmark.run(options)
case "layout": LayoutBenchmark.run(Array(arguments.dropFirst()))
case "render": RenderBenchmark.run(options)
case "sources": SourcesBenchmark.run(Array(arguments.dropFirst()))
case "storyboard": StoryboardBenchmark.run(options)
case "diff": DiffBenchmark.run(Array(arguments.dropFirst()))
case "merge": MergeBenchmark.run(Array(arguments.dropFirst()))
case "oracle": OracleBenchmark.run(Array(arguments.dropFirst()))
case "generate": GenerateBenchmark.run(options)
default: Benchmark.fail("nibbench: unknown benchmark '\(command)'")
}
