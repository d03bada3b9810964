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

/// The built nibcheck, run as a process.
enum NibcheckProcess {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let path: String = {
        var candidates: [URL] = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(Fixtures.repositoryRoot.appendingPathComponent(".build/debug"))
        for folder in candidates where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("nibcheck").path) {
            return folder.appendingPathComponent("nibcheck").path
        }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/nibcheck").path
    }()

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-out-\(UUID().uuidString)")
        let error = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: error)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
                   standardError: (try? String(contentsOf: error, encoding: .utf8)) ?? "")
    }
}
