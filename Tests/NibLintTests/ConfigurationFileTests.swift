import Foundation
@testable import NibLint
import NibTestSupport
import Testing

/// `.nibcheck.json` is read strictly, every mistake names the file, and it can only lower limits.
@Suite(.serialized) struct ConfigurationFileTests {
    /// Runs nibcheck on a copy of a broken sample beside a configuration file holding `json`.
    func run(config json: String, _ arguments: [String] = []) throws -> Nibcheck.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Fixtures.broken("misplaced-view.xib"), to: folder.appendingPathComponent("A.xib"))
        try json.write(to: folder.appendingPathComponent(".nibcheck.json"), atomically: true, encoding: .utf8)
        return try Nibcheck.run(arguments + ["A.xib"], in: folder)
    }

    @Test(arguments: [
        (#"{"strict": 1}"#, "'strict' must be true or false, not a number"),
        (#"{"jobs": true}"#, "'jobs' must be a positive whole number, not true"),
        (#"{"max-depth": true}"#, "'max-depth' must be a positive whole number, not true"),
        (#"{"max-depth": 1.5}"#, "'max-depth' must be a positive whole number, not a number"),
        (#"{"disable": "misplaced-view"}"#, "'disable' must be a list of strings, not a string"),
        (#"{"severity": {"misplaced-view": 1}}"#, "'severity.misplaced-view' must be a string, not a number"),
        (#"{"strict": true, "strict": false}"#, "1:18: duplicate key 'strict' (not valid JSON)"),
        (#"{"disable": ["misplaced-view",]}"#, "1:31: trailing comma before ']' (not valid JSON)"),
        (#"{"strict": true,}"#, "1:17: trailing comma before '}' (not valid JSON)"),
        (#"{"disable": ["misplaced"]}"#, "unknown rule 'misplaced' (nibcheck rules lists them)"),
        (#"{"seververity": {}}"#, "unknown key 'seververity'"),
        (#"[]"#, "expected a JSON object of settings, found a list"),
    ])
    func wrongConfigurationIsAUsageErrorNamingTheFile(json: String, message: String) throws {
        let result = try run(config: json)
        #expect(result.status == 2, "\(json)")
        #expect(result.error.contains("/.nibcheck.json: \(message)"), "\(result.error)")
    }

    /// A repository's file raised the limits, and with a link to /dev/zero read 3.9 GB.
    @Test func aFileCanLowerLimitsButNotRaiseThem() throws {
        let raised = try run(config: #"{"max-file-size": 4000000000}"#)
        #expect(raised.status == 2)
        #expect(raised.error.contains("'max-file-size' can only lower the limit (67108864); raise it with --max-file-size"))
        #expect(try run(config: #"{"max-depth": 300}"#).status == 2)
        #expect(try run(config: #"{"max-attributes": 5000}"#).status == 2)
        let lowered = try run(config: #"{"max-file-size": 100}"#)
        #expect(lowered.status == 1)
        #expect(lowered.output.contains("file is larger than the limit of 100 bytes [resource-limit]"))
        // The command line may raise them.
        #expect(try run(config: "{}", ["--max-depth", "300"]).status == 0)
    }

    @Test func limitOptions() throws {
        let huge = try Nibcheck.run(["--max-file-size", "4294967296", "Samples/Valid"])
        #expect(huge.status == 2)
        #expect(huge.error.contains("--max-file-size can be at most 2147483647 bytes"))
        #expect(try Nibcheck.run(["--max-file-size", "2147483647", "Samples/Valid/BookCell.xib"]).status == 0)
        let attributes = try Nibcheck.run(["--max-attributes", "3", "Samples/Valid/BookCell.xib"])
        #expect(attributes.status == 1)
        #expect(attributes.output.hasPrefix("Samples/Valid/BookCell.xib:2:1: error: element has more than 3 attributes [resource-limit]"))
    }

    @Test func configAndNoConfigExcludeEachOther() throws {
        let run = try Nibcheck.run(["--config", "x.json", "--no-config", "Samples/Valid"])
        #expect(run.status == 2)
        #expect(run.error.contains("--config and --no-config exclude each other"))
    }

    @Test func strictJSON() throws {
        #expect(try StrictJSON.parse(Array(#" {"a": [1, -2.5e3, "\u00e9\ud83d\ude00", true, null]} "#.utf8))
                == .object([("a", .array([.number("1"), .number("-2.5e3"), .string("é😀"), .bool(true), .null]))]))
        for bad in ["{", "[1 2]", "01", "{'a': 1}", "[1,]", "\"\u{01}\"", "tru", "{} x", "// c\n{}"] {
            #expect(throws: StrictJSON.SyntaxError.self, "\(bad)") { try StrictJSON.parse(Array(bad.utf8)) }
        }
    }
}
