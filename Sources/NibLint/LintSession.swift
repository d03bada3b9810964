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
        readSources(for: documents, from: paths + options.extraSourcePaths, alsoNaming: extraNames)
    }

    /// The sources, projects and asset catalogs under `sourcePaths`, read for `documents`.
    func readSources(for documents: [Document], from sourcePaths: [String], alsoNaming extraNames: Set<String> = []) -> Sources {
        var readOptions = SourceReader.Options(paths: sourcePaths)
        readOptions.sourceKitPath = options.sourceKitPath
        readOptions.sourceKitWorker = options.sourceKitWorker
        readOptions.environment = options.environment
        readOptions.nibFiles = documents.map(\.file)
        readOptions.jobs = configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        readOptions.cacheFile = options.cachesSources ? SourceReader.defaultCacheFile(paths: readOptions.paths, environment: options.environment) : nil
        readOptions.nibClassNames = extraNames
        for document in documents {
            for element in document.elements {
                if let name = element.customClass { readOptions.nibClassNames.insert(name) }
                // A file that names a Storyboard ID may ask for it (through a helper of its own).
                if let identifier = element.storyboardIdentifier, !identifier.isEmpty { readOptions.nibClassNames.insert(identifier) }
            }
        }
        let report = SourceReader(options: readOptions).read()
        return Sources(facts: report.facts, problems: report.problems, sourceKitProblem: report.sourceKitProblem,
                       assetCatalogs: report.catalogs)
    }

    /// Finds, reads and checks everything; `progress` is told how many files are done, of how many.
    ///
    /// With sources read, each path given is checked in its project (`ProjectFolder`): the
    /// sources, projects, asset catalogs and other nibs of the project's whole folder are read,
    /// whichever path inside it was given, and findings are reported for the files under the paths
    /// given. Paths in no project are read as their own project, as before.
    public func run(progress report: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> Result {
        let linter = Linter(configuration: configuration)
        let discovery = linter.discoverFiles(paths)
        let total = discovery.files.count
        guard options.readsSources else {
            let progress = report.map { report in { @Sendable (done: Int) in report(done, total) } }
            var lint = linter.lint(files: discovery.files, progress: progress)
            lint.diagnostics = LocalizedCopies.fold(lint.diagnostics)
            lint.ioErrors = discovery.failures + lint.ioErrors
            return Result(lint: lint, discovery: discovery)
        }
        var projects: [ProjectFolder: [String]] = [:]
        var loose: [String] = []
        for path in paths {
            if let project = ProjectFolder.enclosing(path) { projects[project, default: []].append(path) } else { loose.append(path) }
        }

        var result = Result(lint: Linter.Result(), discovery: discovery, assetCatalogs: [])
        var done = 0
        var claimed: Set<[UInt8]> = []  // a file two paths find is checked once
        func progress(_ offset: Int) -> (@Sendable (Int) -> Void)? {
            report.map { report in { @Sendable (count: Int) in report(offset + count, total) } }
        }
        func unclaimed(_ paths: [String]) -> [LintFile] {
            linter.discoverFiles(paths).files.filter { claimed.insert(FileSystem.realPath(bytes: $0.path) ?? $0.path).inserted }
        }
        for project in projects.keys.sorted() {
            let given = projects[project]!
            // Named as given when a path given is the project's folder, so names stay as they were.
            let folder = given.first { FileSystem.realPath($0) == project.path } ?? project.displayPath
            let files = unclaimed(given)
            result.add(run(files: files, in: folder, reportingUnder: given + options.extraSourcePaths, progress: progress(done)))
            done += files.count
            result.lint.projectRoots.append(folder)
        }
        if !loose.isEmpty {
            result.add(run(files: unclaimed(loose), sourcePaths: loose + options.extraSourcePaths,
                           nibsComplete: nil, progress: progress(done)))
            result.lint.readPathsAsProject = true
        }
        if projects.count + (loose.isEmpty ? 0 : 1) > 1 {
            // Projects that overlap (one inside another) find the same sources' findings.
            var seen: Set<String> = []
            result.lint.diagnostics = result.lint.diagnostics.filter { diagnostic in
                let file = FileSystem.realPath(diagnostic.file) ?? diagnostic.file
                return seen.insert("\(file):\(diagnostic.line):\(diagnostic.column):\(diagnostic.ruleID):\(diagnostic.message)").inserted
            }
        }
        result.lint.files.sort()
        result.lint.diagnostics = LocalizedCopies.fold(result.lint.diagnostics)
        result.lint.diagnostics.sort(by: Diagnostic.inSourceOrder)
        result.lint.ioErrors = discovery.failures + result.lint.ioErrors
        return result
    }

    /// Checks `files` against everything the project folder `folder` holds, and keeps the findings
    /// on files under `reportedPaths`.
    private func run(files: [LintFile], in folder: String, reportingUnder reportedPaths: [String],
                     progress: (@Sendable (Int) -> Void)?) -> Result {
        // Every nib of the project (excluded ones too: they are still built), each named as the
        // paths given name it when it is one of `files`.
        var resolvedFiles: Set<[UInt8]> = []
        for file in files { if let resolved = FileSystem.realPath(bytes: file.path) { resolvedFiles.insert(resolved) } }
        let others = FileDiscovery(paths: [folder], excluding: []).files.filter { file in
            guard let resolved = FileSystem.realPath(bytes: file.path) else { return false }
            return !resolvedFiles.contains(resolved)
        }
        var part = run(files: files, others: others, sourcePaths: [folder] + options.extraSourcePaths, nibsComplete: true, progress: progress)
        let reported = reportedPaths.compactMap { FileSystem.realPath($0) }
        part.lint.diagnostics.removeAll { diagnostic in
            guard let resolved = FileSystem.realPath(diagnostic.file) else { return false }
            return !reported.contains { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        return part
    }

    /// Checks `files` with the sources under `sourcePaths` and the nibs `files` and `others` (only
    /// read, for what they define). `nibsComplete` nil: complete when every path given is a folder.
    private func run(files: [LintFile], others: [LintFile] = [], sourcePaths: [String], nibsComplete: Bool?,
                     progress: (@Sendable (Int) -> Void)?) -> Result {
        var linter = Linter(configuration: configuration)
        let parsed = linter.parse(files: files)
        let context = others.isEmpty ? [] : linter.parse(files: others).compactMap(\.document)
        let documents = parsed.compactMap(\.document) + context
        let report = readSources(for: documents, from: sourcePaths)
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
        let complete = nibsComplete
            ?? paths.allSatisfy { FileSystem.kind(atPath: $0, linked: nil).map { $0 == .directory || $0 == .linkedDirectory } ?? false }
        let project = ProjectFacts(sources: report.facts, documents: documents, nibsComplete: complete)
        let lint = linter.lint(parsed: parsed, project: project, progress: progress)
        return Result(lint: lint, discovery: FileDiscovery(), sourceProblems: report.problems, sourceKitProblem: report.sourceKitProblem,
                      assetCatalogs: report.assetCatalogs)
    }
}

extension LintSession.Result {
    /// Adds another part of the run's findings, files and problems.
    mutating func add(_ part: LintSession.Result) {
        lint.files += part.lint.files
        lint.diagnostics += part.lint.diagnostics
        lint.ioErrors += part.lint.ioErrors
        lint.sourceLines.merge(part.lint.sourceLines) { own, _ in own }
        lint.documents.merge(part.lint.documents) { own, _ in own }
        sourceProblems += part.sourceProblems.filter { !sourceProblems.contains($0) }
        if sourceKitProblem == nil { sourceKitProblem = part.sourceKitProblem }
        assetCatalogs = (assetCatalogs ?? []) + (part.assetCatalogs ?? []).filter { !(assetCatalogs ?? []).contains($0) }
    }
}
