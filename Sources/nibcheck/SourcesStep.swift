import Foundation
import NibDocument
import NibLint
import NibSources
import NibValidation

/// `nibcheck lint` with the sources: reads the Swift and Objective-C code, Xcode projects and
/// asset catalogs found under the linted paths (and `--sources PATH`), and checks the nibs
/// against them. `--no-sources` turns it off.
struct SourcesOptions {
    var enabled = true
    var extraPaths: [String] = []
    var sourceKitPath: String?
}

enum SourcesStep {
    static func lint(configuration: LintConfiguration, files: [LintFile], paths: [String], options: SourcesOptions,
                     progress: (@Sendable (Int) -> Void)?) -> Linter.Result {
        var linter = Linter(configuration: configuration)
        guard options.enabled else { return linter.lint(files: files, progress: progress) }
        let parsed = linter.parse(files: files)
        var readOptions = SourceReader.Options(paths: paths + options.extraPaths)
        readOptions.sourceKitPath = options.sourceKitPath
        // Swift is parsed in supervised copies of this executable: a file that crashes or stalls
        // the Swift parser costs that file, not the run.
        readOptions.sourceKitWorker = [Bundle.main.executablePath ?? CommandLine.arguments[0], SourceKitWorkers.subcommand]
        readOptions.nibFiles = files.map(\.name)
        readOptions.jobs = configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        readOptions.cacheFile = SourceReader.defaultCacheFile(paths: readOptions.paths)
        for item in parsed {
            guard let document = item.document else { continue }
            for element in document.elements { if let name = element.customClass { readOptions.nibClassNames.insert(name) } }
        }
        let report = SourceReader(options: readOptions).read()
        for problem in report.problems { Output.error(PrintableName.oneLine("nibcheck: warning: \(problem)")) }
        if let problem = report.sourceKitProblem {
            Output.error(PrintableName.oneLine("nibcheck: \(problem); Swift sources not read, so the rules that need them are skipped (point --sourcekit or SOURCEKIT_PATH at libsourcekitdInProc.so)"))
        }
        // With the sources read, custom-class-without-module decides from declarations and is
        // worth a warning, unless the configuration says otherwise.
        let rule = RuleID.customClassWithoutModule
        if report.facts.swiftRead, report.facts.codeFound,
           !configuration.enabled.contains(rule), !configuration.disabled.contains(rule), configuration.severities[rule] == nil {
            var adjusted = configuration
            adjusted.severities[rule] = .warning
            linter = Linter(configuration: adjusted)
        }
        // Nibs found by searching folders are all the project's nibs; files named one by one
        // may not be.
        let complete = paths.allSatisfy { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let project = ProjectFacts(sources: report.facts, documents: parsed.compactMap(\.document), nibsComplete: complete)
        return linter.lint(parsed: parsed, project: project, progress: progress)
    }
}
