import Foundation
import NibDocument
import NibSources
import NibValidation
import NibSupport

/// One lint run as nibcheck runs it: the files found under the paths, the sources, projects and
/// asset catalogs read beside them, the facts, the rules, and a result. nibcheck, nibbench and the
/// tests all lint through this one pipeline.
///
/// ```swift
/// var options = LintSession.Options()
/// options.cachesSources = false
/// let result = LintSession(configuration: LintConfiguration(), paths: ["App"], options: options).run()
/// for diagnostic in result.lint.diagnostics { print(diagnostic) }
/// ```
public struct LintSession: Sendable {
    /// How the sources are read.
    public struct Options: Sendable {
        /// Whether the Swift and Objective-C sources, Xcode projects and asset catalogs under the
        /// paths are read, so that the nibs are checked against them (`--no-sources` turns it off).
        public var readsSources = true
        /// More folders of sources (`--sources PATH`).
        public var extraSourcePaths: [String] = []
        /// sourcekitd's path (`--sourcekit PATH`); searched for when nil.
        public var sourceKitPath: String?
        /// Whether what was read from each source file is cached in the user's cache folder.
        public var cachesSources = true
        /// The command that starts a supervised SourceKit worker (nibcheck passes itself); Swift
        /// is parsed in this process when nil, for callers that trust the sources.
        public var sourceKitWorker: [String]?
        /// The environment SourceKit is looked up in.
        public var environment: [String: String] = ProcessInfo.processInfo.environment

        /// Sources read, cached, with SourceKit searched for.
        public init() {}
    }

    /// What a run found.
    public struct Result: Sendable {
        /// The findings, the files checked and the I/O errors (discovery's included).
        public var lint: Linter.Result
        /// The files found, the paths that failed and the folders with no nib.
        public var discovery: FileDiscovery
        /// Sources that could not be read, each a line naming the file and what that costs.
        public var sourceProblems: [String] = []
        /// Why no Swift source was read (no sourcekitd), when that happened.
        public var sourceKitProblem: String?
        /// The asset catalogs the sources step found (nil when sources were not read): what a
        /// report draws images and colours from, without walking the project again.
        public var assetCatalogs: [String]?
    }

    /// What the sources step read: the declarations, and what could not be read.
    public struct Sources: Sendable {
        /// What the Swift and Objective-C sources, projects and asset catalogs declare.
        public var facts: SourceFacts
        /// Sources that could not be read, each a line naming the file and what that costs.
        public var problems: [String]
        /// Why no Swift source was read (no sourcekitd), when that happened.
        public var sourceKitProblem: String?
        /// The asset catalogs found under the paths.
        public var assetCatalogs: [String]
    }

    /// The settings the rules run with.
    public let configuration: LintConfiguration
    /// The files and folders to lint.
    public let paths: [String]
    /// How sources are read.
    public let options: Options

    /// A run over `paths`; nothing is read until `run()`.
    public init(configuration: LintConfiguration, paths: [String], options: Options = Options()) {
        self.configuration = configuration
        self.paths = paths
        self.options = options
    }

    /// The sources, projects and asset catalogs under the paths, read for `documents`: Swift files
    /// naming one of their classes (or one of `alsoNaming`) are parsed. The one sources step of
    /// every command that reads them.
    public func readSources(for documents: [Document], alsoNaming extraNames: Set<String> = []) -> Sources {
        var readOptions = SourceReader.Options(paths: paths + options.extraSourcePaths)
        readOptions.sourceKitPath = options.sourceKitPath
        readOptions.sourceKitWorker = options.sourceKitWorker
        readOptions.environment = options.environment
        readOptions.nibFiles = documents.map(\.file)
        readOptions.jobs = configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        readOptions.cacheFile = options.cachesSources ? SourceReader.defaultCacheFile(paths: readOptions.paths, environment: options.environment) : nil
        readOptions.nibClassNames = extraNames
        for document in documents {
            for element in document.elements { if let name = element.customClass { readOptions.nibClassNames.insert(name) } }
        }
        let report = SourceReader(options: readOptions).read()
        return Sources(facts: report.facts, problems: report.problems, sourceKitProblem: report.sourceKitProblem,
                       assetCatalogs: report.catalogs)
    }

    /// Finds, reads and checks everything; `progress` is told how many files are done, of how many.
    public func run(progress report: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Result {
        var linter = Linter(configuration: configuration)
        let discovery = linter.discoverFiles(paths)
        let files = discovery.files
        let total = files.count
        let progress = report.map { report in { @Sendable (done: Int) in report(done, total) } }
        guard options.readsSources else {
            var lint = linter.lint(files: files, progress: progress)
            lint.ioErrors = discovery.failures + lint.ioErrors
            return Result(lint: lint, discovery: discovery)
        }
        let parsed = linter.parse(files: files)
        let report = readSources(for: parsed.compactMap(\.document))
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
        let complete = paths.allSatisfy { FileSystem.kind(atPath: $0, linked: nil).map { $0 == .directory || $0 == .linkedDirectory } ?? false }
        let project = ProjectFacts(sources: report.facts, documents: parsed.compactMap(\.document), nibsComplete: complete)
        var lint = linter.lint(parsed: parsed, project: project, progress: progress)
        lint.ioErrors = discovery.failures + lint.ioErrors
        return Result(lint: lint, discovery: discovery, sourceProblems: report.problems, sourceKitProblem: report.sourceKitProblem,
                      assetCatalogs: report.assetCatalogs)
    }
}
