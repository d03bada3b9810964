import Foundation
import NibDocument
import NibLint
import NibValidation

/// `nibbench lint`: the whole lint of each file (parse + every rule) against parsing alone, over
/// the same bytes in memory, in the same run. The ratio says what all rules together cost.
enum LintBenchmark {
    /// The rules of the first wave (BENCHMARKS.md's first lint table was measured with these).
    static let firstWave: Set<RuleID> = [
        .parseError, .emptyFile, .resourceLimit, .legacyFormat, .cellTopLevelObjects, .reuseIdentifierMismatch,
        .customClassMismatch, .cellSubviewOutsideContentView, .duplicateID, .danglingReference, .missingReuseIdentifier,
        .duplicateReuseIdentifier, .customClassWithoutModule, .filesOwnerOutletsWithoutClass, .duplicateConstraint,
        .misplacedView, .ambiguousView, .unknownElement,
    ]

    static func run(_ options: Benchmark.Options) {
        let inputs = Benchmark.load(options.paths)
        guard !inputs.isEmpty else { Benchmark.fail("nibbench lint: no .xib or .storyboard files given") }
        let totalBytes = inputs.reduce(0) { $0 + $1.data.count }
        let passes = options.repeatCount > 0 ? options.repeatCount : max(1, 20_000_000 / max(totalBytes, 1))
        var configuration = LintConfiguration()
        if options.firstWaveRules {
            for rule in Validator.allRules where !firstWave.contains(rule.id) { configuration.disabled.insert(rule.id) }
        }
        let validator = configuration.validator
        let context = configuration.context

        var findings = 0
        let (lint, parse) = Benchmark.compare({
            findings = 0
            for _ in 0..<passes {
                for input in inputs {
                    do {
                        let document = try Document(data: input.data, file: input.path)
                        findings += validator.validate(document, context: context).count
                    } catch let error as ParseError {
                        findings += validator.diagnostic(for: error) == nil ? 0 : 1
                    } catch {}
                }
            }
        }, against: {
            for _ in 0..<passes {
                for input in inputs { _ = try? Document(data: input.data, file: input.path) }
            }
        })
        let megabytes = Double(totalBytes * passes) / 1_000_000
        let filesPerSecond = Double(inputs.count * passes) / lint
        print("files: \(inputs.count), bytes: \(totalBytes), passes: \(passes), findings per pass: \(findings / passes)")
        print("lint: \(Benchmark.format(lint * 1000)) ms (\(Benchmark.format(filesPerSecond)) files/s)  parse only: \(Benchmark.format(parse * 1000)) ms")
        print("lint MB/s=\(Benchmark.format(megabytes / lint)) parse MB/s=\(Benchmark.format(megabytes / parse)) ratio=\(Benchmark.format(parse / lint))")
    }
}
