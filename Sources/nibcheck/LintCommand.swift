import Foundation
import NibLint
import NibValidation

enum LintCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var format = OutputFormat.text
        var paths: [String] = []
        var configFile: String?
        var readConfig = true
        var sources = SourcesOptions()
        // Command-line settings are applied after the configuration file, so they win.
        var settings: [(inout LintConfiguration) throws -> Void] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
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
                settings.append { $0.limits.maxFileSize = size }
            case "--max-depth":
                let depth = try reader.number(for: argument)
                settings.append { $0.limits.maxDepth = depth }
            case "--config":
                configFile = try reader.value(for: argument)
            case "--no-config":
                readConfig = false
            case "--sources":
                sources.extraPaths.append(try reader.value(for: argument))
            case "--no-sources":
                sources.enabled = false
            case "--sourcekit":
                sources.sourceKitPath = try reader.value(for: argument)
            case "--verbose":
                settings.append { try $0.enable("unknown-element") }
            case "-h", "--help":
                Output.print(Command.help + "\n")
                return 0
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError("unknown option '\(argument)'")
            default:
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { throw UsageError("no paths given") }

        var configuration = LintConfiguration()
        do {
            if let configFile {
                try configuration.apply(file: URL(fileURLWithPath: configFile))
            } else if readConfig, let found = LintConfiguration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
                try configuration.apply(file: found)
            }
            for setting in settings { try setting(&configuration) }
        } catch let error as ConfigurationError {
            throw UsageError(error.description)
        }

        let linter = Linter(configuration: configuration)
        let (files, missing) = linter.collectFiles(paths)
        for path in missing { Output.error("nibcheck: \(path): no such file or folder") }

        let showProgress = Output.standardErrorIsTerminal && files.count >= 50
        let total = files.count
        var progress: (@Sendable (Int) -> Void)?
        if showProgress {
            progress = { done in
                if done % 10 == 0 || done == total {
                    Output.error("\u{1B}[2K\rchecking \(done)/\(total)…", newline: false)
                }
            }
        }
        var result = SourcesStep.lint(configuration: configuration, files: files, paths: paths.filter { !missing.contains($0) },
                                      options: sources, progress: progress)
        if showProgress { Output.error("\u{1B}[2K\r", newline: false) }
        for path in result.ioErrors { Output.error("nibcheck: \(path): cannot be read") }
        result.ioErrors += missing

        let reporter = format.reporter(color: Output.useColor, sourceLines: Output.standardOutputIsTerminal)
        Output.print(reporter.report(result))
        Output.error("checked \(result.files.count) files: \(result.count(.error)) errors, \(result.count(.warning)) warnings")
        return result.exitStatus(strict: configuration.strict)
    }
}
