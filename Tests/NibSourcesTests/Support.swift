import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing
@testable import NibSources

/// Whether sourcekitd can be loaded here; tests that need it are skipped (not passed) without it.
enum SourceKitAvailability {
    static let problem: String? = {
        do throws(SourceKit.LoadError) {
            _ = try SourceKit.load()
            return nil
        } catch {
            return error.description
        }
    }()
    static var isAvailable: Bool { problem == nil }
    static var reason: Comment { Comment(rawValue: "needs SourceKit: \(problem ?? "")") }
}

/// A lint run with sources, in process, as nibcheck does it (default rules, no cache unless asked).
enum SourceLint {
    static func run(_ paths: [String], cache: Bool = false, configuration: LintConfiguration = LintConfiguration()) -> Linter.Result {
        var adjusted = configuration
        adjusted.severities[.customClassWithoutModule] = .warning
        let linter = Linter(configuration: adjusted)
        let files = linter.discoverFiles(paths).files
        let parsed = linter.parse(files: files)
        var options = SourceReader.Options(paths: paths)
        options.nibFiles = files.map(\.name)
        options.cacheFile = cache ? SourceReader.defaultCacheFile(paths: paths) : nil
        for item in parsed {
            guard let document = item.document else { continue }
            for element in document.elements { if let name = element.customClass { options.nibClassNames.insert(name) } }
        }
        let report = SourceReader(options: options).read()
        let project = ProjectFacts(sources: report.facts, documents: parsed.compactMap(\.document), nibsComplete: true)
        return linter.lint(parsed: parsed, project: project)
    }
}
