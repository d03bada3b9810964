import Foundation
import NibDocument
import NibLint
import NibRender
import NibSources
import NibValidation
import NibSupport

enum LintCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var format = OutputFormat.text
        var paths: [String] = []
        var configFile: String?
        var readConfig = true
        var baselineFile: String?
        var writeBaselineFile: String?
        var sources = LintSession.Options()
        // Command-line settings are applied after the configuration file, so they win.
        var settings: [(inout LintConfiguration) throws -> Void] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case _ where reader.isOperand:
                paths.append(argument)
            case "--format":
                let name = try reader.value(for: argument)
                guard let chosen = OutputFormat(rawValue: name) else {
                    throw UsageError("unknown format '\(name)': use \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                format = chosen
            case "--enable":
                let rule = try reader.value(for: argument)
                settings.append { try $0.enable(rule) }
            case "--disable":
                let rule = try reader.value(for: argument)
                settings.append { try $0.disable(rule) }
            case "--severity":
                let assignment = try reader.value(for: argument)
                settings.append { try $0.setSeverity(assignment) }
            case "--strict":
                settings.append { $0.strict = true }
            case "--jobs":
                let jobs = try reader.number(for: argument)
                settings.append { $0.jobs = jobs }
            case "--exclude":
                let glob = try reader.value(for: argument)
                settings.append { $0.excludes.append(glob) }
            case "--reuse-identifier":
                let convention = try reader.value(for: argument)
                settings.append { try $0.setReuseIdentifierConvention(convention) }
            case "--max-file-size":
                let size = try reader.number(for: argument)
                guard size <= ParseLimits.largestFileSize else {
                    throw UsageError("--max-file-size can be at most \(ParseLimits.largestFileSize) bytes, got \(size)")
                }
                settings.append { $0.limits.maxFileSize = size }
            case "--max-depth":
                let depth = try reader.number(for: argument)
                settings.append { $0.limits.maxDepth = depth }
            case "--max-attributes":
                let count = try reader.number(for: argument)
                settings.append { $0.limits.maxAttributes = count }
            case "--baseline":
                baselineFile = try reader.value(for: argument)
            case "--write-baseline":
                writeBaselineFile = try reader.value(for: argument)
            case "--config":
                configFile = try reader.value(for: argument)
            case "--no-config":
                readConfig = false
            case "--sources":
                sources.extraSourcePaths.append(try reader.value(for: argument))
            case "--no-sources":
                sources.readsSources = false
            case "--sourcekit":
                sources.sourceKitPath = try reader.value(for: argument)
            case "--verbose":
                settings.append { try $0.enable("unknown-element") }
            case "-h", "--help":
                Output.print(Command.help + "\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)' (after --, it would be a path)")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { throw UsageError("no paths given") }
        if configFile != nil && !readConfig { throw UsageError("--config and --no-config exclude each other") }

        var configuration = LintConfiguration()
        var baseline: Baseline?
        do {
            if let configFile {
                try configuration.apply(file: URL(fileURLWithPath: configFile))
            } else if readConfig, let found = LintConfiguration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
                try configuration.apply(file: found)
            }
            for setting in settings { try setting(&configuration) }
            if let baselineFile { baseline = try Baseline(contentsOf: URL(fileURLWithPath: baselineFile)) }
        } catch let error as ConfigurationError {
            throw UsageError(error.description)
        }

        // Progress on a terminal, for runs long enough to want it.
        let progress: @Sendable (Int, Int) -> Void = { done, total in
            if total >= 50, done % 10 == 0 || done == total { Output.error("\u{1B}[2K\rchecking \(done)/\(total)…", newline: false) }
        }
        var options = sources
        options.sourceKitWorker = Command.sourceKitWorker
        let run = LintSession(configuration: configuration, paths: paths, options: options)
            .run(progress: Output.standardErrorIsTerminal ? progress : nil)
        if Output.standardErrorIsTerminal, run.discovery.files.count >= 50 { Output.error("\u{1B}[2K\r", newline: false) }
        let discovery = run.discovery
        for folder in discovery.foldersWithoutFiles {
            Output.error(PrintableName.oneLine("nibcheck: warning: \(folder): no .xib or .storyboard files found"))
        }
        for problem in run.sourceProblems { Output.error(PrintableName.oneLine("nibcheck: warning: \(problem)")) }
        if let problem = run.sourceKitProblem {
            Output.error(PrintableName.oneLine("nibcheck: \(problem); Swift sources not read, so the rules that need them are skipped (point --sourcekit or SOURCEKIT_PATH at libsourcekitdInProc.so)"))
        }
        var result = run.lint
        for failure in result.ioErrors { Output.error(PrintableName.oneLine("nibcheck: \(failure)")) }

        if let writeBaselineFile {
            let text = Baseline(result).text
            do {
                try FileSystem.replaceFile(at: writeBaselineFile, with: Data(text.utf8))
            } catch {
                Output.error("nibcheck: " + PrintableName.oneLine(error.description))
                return 2
            }
            Output.error(PrintableName.oneLine("wrote a baseline of \(Output.count(result.diagnostics.count, "finding")) to \(writeBaselineFile)"))
            return result.ioErrors.isEmpty ? 0 : 2
        }
        let hidden = baseline.map { $0.filter(&result) } ?? 0

        let reporter: any Reporter
        if format == .html {
            // The pictures draw the catalogs of the linted tree, its project and --sources, nothing
            // above. The sources step found them already when it ran; otherwise they are looked
            // for here.
            let folders = paths + sources.extraSourcePaths + result.projectRoots
            reporter = HTMLReporter(assets: run.assetCatalogs.map { AssetCatalog(found: $0, in: folders) } ?? AssetCatalog.find(in: folders))
        } else {
            reporter = format.reporter(color: Output.useColor, sourceLines: Output.standardOutputIsTerminal)
        }
        reporter.report(result, to: &Output.standardOutput)
        Output.flush()
        var summary = "checked \(Output.count(result.files.count, "file")): \(Output.count(result.count(.error), "error")), "
            + Output.count(result.count(.warning), "warning")
        if baseline != nil { summary += " (\(hidden) in the baseline)" }
        if let project = projectLine(result) { Output.error(PrintableName.oneLine(project)) }
        Output.error(summary)
        if configuration.strict && !discovery.foldersWithoutFiles.isEmpty { return 2 }
        return result.exitStatus(strict: configuration.strict)
    }

    /// Which project folders the sources were read from, one line before the summary; nil when
    /// none was found (or sources were not read): the paths given were then read alone, as the
    /// project of a folder of loose nibs.
    static func projectLine(_ result: Linter.Result) -> String? {
        let roots = result.projectRoots
        guard !roots.isEmpty else { return nil }
        return (roots.count == 1 ? "project root: " : "project roots: ") + roots.joined(separator: ", ")
            + (result.readPathsAsProject ? "; none for the other paths, which were read alone" : "")
    }
}
