import Foundation
import NibDocument
@testable import NibLint
import NibTestSupport
import NibValidation
import Testing

/// The inputs that stalled nibcheck (issue #10), each generated at the size that stalled it, must
/// now complete quickly. No absolute time is asserted (the machine is shared): each case's time
/// is compared with parsing the same bytes, measured alternately in the same process, and must
/// stay within about ten times the ratio the fixed code shows (measured in the optimized build the
/// suite runs in; the ratios are in the tests' output). Before the fixes these ran for minutes or
/// never finished.
///
/// The large cases are timed in one round (the whole suite must fit in CI's 10-second check); the
/// bounds leave room for that noise.
///
/// Case 6 of the issue (7,000 nested views overflowing the stack of NibKit's instantiation) is
/// tested with the instantiation rewrite that fixes it.
///
/// `.ci/run` runs this suite under a 10-second timeout.
@Suite(.serialized, .enabled(if: Timing.isOptimizedBuild, Comment(rawValue: Timing.optimizedBuildOnly)))
struct StallTests {
    /// The time of `work` over the time of parsing `floorBytes`, best of `rounds` alternate rounds.
    static func ratio(parsing floorBytes: Data, rounds: Int = 3, against work: () throws -> Void) throws -> (ratio: Double, work: Double, parse: Double) {
        let times = try Timing.bestOfAlternating(rounds: rounds, {
            _ = try Document(data: floorBytes, file: "floor.xib")
        }, work)
        return (times.b / max(times.a, 1e-6), times.b, times.a)
    }

    static func report(_ name: String, _ measured: (ratio: Double, work: Double, parse: Double)) -> Comment {
        Comment(rawValue: "\(name): \(String(format: "%.2f", measured.ratio))× the parse (\(String(format: "%.3f", measured.work)) s against \(String(format: "%.3f", measured.parse)) s)")
    }

    static func xib(_ objects: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\(objects)</objects>\n</document>\n"
    }

    /// 1. A million attributes on one element (9.9 MB): libxml2 2.9's duplicate check is
    /// quadratic (more than 10 minutes). Refused before libxml2 reads the tag; compared with
    /// parsing a real-shaped nib of the same size.
    @Test func aMillionAttributesOnOneElement() throws {
        let data = GeneratedInput.element(withAttributes: 1_000_000)
        #expect(data.count > 9_000_000)
        let floor = try GeneratedInput.realShapedXIB(atLeast: data.count)
        var error: ParseError?
        let measured = try Self.ratio(parsing: floor, rounds: 1) {
            do { _ = try Document(data: data, file: "attributes.xib") } catch let caught as ParseError { error = caught }
        }
        #expect(error?.reason == .tooManyAttributes)
        #expect(error?.line == 4 && error?.column == 9)
        #expect(measured.ratio < 1, Self.report("a million attributes", measured))
        print(Self.report("a million attributes", measured))
    }

    /// 2. 100,000 findings on one line: each column was found by scanning from the line's start.
    @Test func aHundredThousandFindingsOnOneLine() throws {
        let count = 100_000
        let data = Data(Self.xib((0 ..< count).map { "<view misplaced=\"YES\" id=\"v\($0)\"/>" }.joined()).utf8)
        let validator = Validator(rules: [try #require(Validator.rule(withID: .misplacedView))], severities: [.misplacedView: .warning])
        var findings: [Diagnostic] = []
        let measured = try Self.ratio(parsing: data, rounds: 1) {
            findings = validator.validate(try Document(data: data, file: "one-line.xib"), context: ValidationContext())
        }
        #expect(findings.count == count)
        #expect(findings.last?.line == 3)
        #expect(measured.ratio < 45, Self.report("100,000 findings on one line", measured))
        print(Self.report("100,000 findings on one line", measured))
    }

    /// 3. 100,000 distinct unknown element names: `elements(named:)` scanned every node per name
    /// (the unknown-element rule asks it once per name).
    @Test func aHundredThousandDistinctUnknownNames() throws {
        let count = 100_000
        let data = Data(Self.xib((0 ..< count).map { "\n<unknownThing\($0) id=\"u\($0)\"/>" }.joined()).utf8)
        let validator = Validator(rules: [try #require(Validator.rule(withID: .unknownElement))], severities: [.unknownElement: .info])
        var findings: [Diagnostic] = []
        let measured = try Self.ratio(parsing: data, rounds: 1) {
            findings = validator.validate(try Document(data: data, file: "names.xib"), context: ValidationContext())
        }
        #expect(findings.filter { $0.ruleID == .unknownElement }.count == count)
        #expect(measured.ratio < 30, Self.report("100,000 unknown names", measured))
        print(Self.report("100,000 unknown names", measured))
    }

    /// 4. The text report of a 101 KB one-line file on a terminal echoed the whole line for each
    /// finding: 454 MB of output and 913 MB of memory. Now a window per finding, streamed.
    @Test func theTextReportOfALongOneLineFile() throws {
        let views = (0 ..< 3_300).map { "<view misplaced=\"YES\" id=\"v\($0)\"/>" }.joined()
        let data = Data(Self.xib(views).replacingOccurrences(of: "\n", with: " ").utf8)
        #expect(data.count > 100_000)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stall-\(UUID().uuidString).xib")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = Linter().lint(files: [LintFile(url.path)])
        #expect(result.diagnostics.count >= 3_300)
        var output = ByteCounter()
        let measured = try Self.ratio(parsing: data) {
            output = ByteCounter()
            TextReporter(color: true, sourceLines: true).report(result, to: &output)
        }
        #expect(output.lines >= 3 * 3_300)
        // About three lines of at most a window each per finding, not a 101 KB line.
        #expect(output.longestLine < 400)
        #expect(output.bytes < 3_300 * 1_000)
        // Formatting 3,300 findings against parsing 101 KB: about 43× optimized.
        #expect(measured.ratio < 430, Self.report("text report of a 101 KB line", measured))
        print(Self.report("text report of a 101 KB line", measured))
    }

    /// 5. A FIFO named like a nib, given directly or met in a folder walk, blocked for ever. It is
    /// refused at once; compared with linting a real sample the same way.
    @Test(.timeLimit(.minutes(1))) func aFIFONamedLikeANib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Blocked.xib").path, 0o600) == 0)
        let linter = Linter()
        var result = Linter.Result()
        let sample = try Data(contentsOf: Fixtures.valid("BookCell.xib"))
        let measured = try Self.ratio(parsing: sample) {
            result = linter.lint(files: linter.discoverFiles([folder.path]).files)
        }
        #expect(result.ioErrors.map(\.reason) == ["is a FIFO, not a regular file"])
        #expect(measured.ratio < 3, Self.report("a FIFO", measured))
        print(Self.report("a FIFO", measured))
    }

    /// Counts what a reporter writes without keeping it.
    struct ByteCounter: TextOutputStream {
        var bytes = 0
        var lines = 0
        var longestLine = 0
        private var current = 0

        mutating func write(_ string: String) {
            bytes += string.utf8.count
            let pieces = string.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                current += piece.count
                if index < pieces.count - 1 {
                    lines += 1
                    longestLine = max(longestLine, current)
                    current = 0
                }
            }
        }
    }
}
