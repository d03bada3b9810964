import Foundation
import NibDocument
import NibKit
import NibTestSupport
import NibValidation
import Testing

/// Deterministic mutations of every sample, each run through parse, validation and lenient
/// instantiation: every case must end in a document (and whatever it instantiates to) or in an
/// error with a position. A crash fails the whole run.
@MainActor @Suite struct MutationTests {
    nonisolated static let samples: [URL] = Fixtures.interfaceFiles(in: Fixtures.valid) + Fixtures.interfaceFiles(in: Fixtures.broken)
    /// The samples with bytes to damage (the empty-file fixture has none).
    nonisolated static let nonEmptySamples: [URL] = samples.filter { (try? Data(contentsOf: $0).isEmpty) == false }

    /// The parameterized tests below pass vacuously on an empty list: make sure they have work.
    @Test func thereAreSamplesToMutate() {
        #expect(Self.samples.count >= 27, "\(Self.samples.map(\.lastPathComponent))")
        #expect(Self.nonEmptySamples.count == Self.samples.count - 1)
    }

    /// The number of lines of `bytes`, as positions count them (a last line without a newline counts).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// The whole path from bytes to objects; returns what happened, for counting.
    @discardableResult
    static func exercise(_ bytes: [UInt8], name: String = "mutant.xib") -> String {
        bytes.withUnsafeBufferPointer { exercise($0, lines: lineCount(bytes), name: name) }
    }

    /// `exercise` on bytes of `lines` lines, without copying them.
    static func exercise(_ bytes: UnsafeBufferPointer<UInt8>, lines: Int, name: String = "mutant.xib") -> String {
        let document: Document
        do {
            document = try Document(bytes: bytes, file: name)
        } catch {
            #expect((1 ... lines).contains(error.line) && error.column >= 1, "\(error)")
            #expect(!error.message.isEmpty)
            return "parse error"
        }
        let diagnostics = Validator().validate(document)
        for diagnostic in diagnostics {
            #expect((1 ... lines).contains(diagnostic.line) && diagnostic.column >= 1, "\(diagnostic)")
        }
        guard document.kind == .xib else { return "not a nib" }
        do {
            let nib = try Nib(document: document, name: "mutant")
            _ = try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(fallBackOnUnknownClasses: true, registry: ClassRegistry()))
            return "instantiated"
        } catch {
            // Refusals point into the file, like parse errors and diagnostics.
            let location = error.location
            #expect(location.map { (1 ... lines).contains($0.line) && $0.column >= 1 } == true, "\(error)")
            return "refused"
        }
    }

    /// Every prefix of every sample: quadratic in each file's size, so it runs in the optimized
    /// job with the timing suites (.ci/run), where it takes seconds instead of a minute.
    @Test(.enabled(if: Timing.isOptimizedBuild, "parses every prefix of every sample: runs in the optimized job (swift test -c release, see .ci/run)"),
          arguments: samples)
    func truncatedAtEveryByte(_ url: URL) throws {
        let bytes = Array(try Data(contentsOf: url))
        var outcomes: [String: Int] = [:]
        // Each prefix is parsed in place, and its line count kept as the prefix grows: copying
        // and counting every prefix afresh cost as much as parsing it.
        bytes.withUnsafeBufferPointer { buffer in
            var lines = 1
            for end in 0 ... buffer.count {
                if end > 0 && buffer[end - 1] == 0x0A { lines += 1 }
                outcomes[Self.exercise(UnsafeBufferPointer(rebasing: buffer[..<end]), lines: lines), default: 0] += 1
            }
        }
        // Only the whole file (or the file minus trailing whitespace) can still parse.
        #expect((outcomes["parse error"] ?? 0) >= bytes.count - 2 || bytes.isEmpty, "\(url.lastPathComponent): \(outcomes)")
    }

    @Test(arguments: nonEmptySamples)
    func seededRandomDamage(_ url: URL) throws {
        let original = Array(try Data(contentsOf: url))
        var generator = SplitMix64(seed: UInt64(original.count) &* 0x9E37_79B9)
        let insertions: [[UInt8]] = [Array("<".utf8), Array("&".utf8), Array("\"".utf8), Array("'".utf8), [0],
                                     Array("</".utf8), Array("&amp".utf8), Array("]]>".utf8), [0xFF, 0xFE]]
        for round in 0 ..< 300 {
            var bytes = original
            switch round % 3 {
            case 0:
                for _ in 0 ..< 1 + Int(generator.next() % 4) {
                    let index = Int(generator.next() % UInt64(bytes.count))
                    bytes[index] ^= UInt8(1 << (generator.next() % 8))
                }
            case 1:
                let index = Int(generator.next() % UInt64(bytes.count + 1))
                bytes.insert(contentsOf: insertions[Int(generator.next() % UInt64(insertions.count))], at: index)
            default:
                let start = Int(generator.next() % UInt64(bytes.count))
                let length = min(bytes.count - start, 1 + Int(generator.next() % 40))
                bytes.removeSubrange(start ..< start + length)
            }
            Self.exercise(bytes)
        }
    }
}
