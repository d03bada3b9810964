import Foundation
import NibDocument
import NibValidation
import NibSupport

/// The lint run behind `nibcheck`: finds Interface Builder files, parses each once, runs every
/// enabled rule over it, on all cores, and returns the findings in a stable order.
public struct Linter: Sendable {
    /// nibcheck's version, as `--version` and the SARIF report give it.
    public static let version = "0.1.0"

    /// The configuration the linter was made with.
    public let configuration: LintConfiguration
    private let validator: Validator

    /// A linter for `configuration`: its validator is built once, here.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        self.validator = configuration.validator
    }

    /// What a run found.
    public struct Result: Sendable {
        /// The files checked, by printable name, sorted.
        public var files: [String] = []
        /// Every finding, sorted by file, line and column.
        public var diagnostics: [Diagnostic] = []
        /// Paths that could not be read or listed (or do not exist): I/O errors, not findings.
        public var ioErrors: [IOFailure] = []
        /// The text of every line a finding points at, by file and line, taken from the document
        /// that was linted, so that reporters echoing source lines read nothing again.
        public var sourceLines: [String: [Int: String]] = [:]
        /// The documents of the files with findings, with the layout their rules solved: what a
        /// report draws, so that it neither reads nor solves anything again.
        public var documents: [String: LintedDocument] = [:]
        /// The project folders whose sources, projects, asset catalogs and nibs were read for the
        /// nibs checked (see `ProjectFolder`), as printed: relative to the current folder when
        /// inside or above it.
        public var projectRoots: [String] = []
        /// Whether some nibs were in no project folder, so the paths given were read as theirs.
        public var readPathsAsProject = false

        /// A result holding the given files, findings, I/O errors and source lines.
        public init(files: [String] = [], diagnostics: [Diagnostic] = [], ioErrors: [IOFailure] = [],
                    sourceLines: [String: [Int: String]] = [:]) {
            self.files = files
            self.diagnostics = diagnostics
            self.ioErrors = ioErrors
            self.sourceLines = sourceLines
        }

        /// The number of findings of `severity`.
        public func count(_ severity: Severity) -> Int {
            diagnostics.lazy.filter { $0.severity == severity }.count
        }

        /// The source line a finding points at, if the file was parsed far enough to have it.
        public func sourceLine(of diagnostic: Diagnostic) -> String? {
            sourceLines[diagnostic.file]?[diagnostic.line]
        }

        /// 0 clean, 1 an error (or, when `strict`, a warning), 2 an I/O error.
        public func exitStatus(strict: Bool) -> Int32 {
            if !ioErrors.isEmpty { return 2 }
            let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            return failing ? 1 : 0
        }
    }

    // MARK: Finding files

    /// The files under `paths` (files as given, folders searched recursively, `--exclude`
    /// honoured), and what could not be searched.
    public func discoverFiles(_ paths: [String]) -> FileDiscovery {
        FileDiscovery(paths: paths, excluding: configuration.excludes)
    }

    // MARK: Linting

    /// One file's findings and the source lines they point at, or why it could not be read.
    enum FileOutcome: Sendable {
        case checked([Diagnostic], sourceLines: [Int: String], document: LintedDocument? = nil)
        case unreadable(IOFailure)
    }

    /// A nib read and parsed, or what became of it when it could not be: every rule then runs
    /// on the document (with the project's facts, when the sources were read).
    public struct ParsedFile: Sendable {
        /// The file, as found.
        public let file: LintFile
        /// The document, when the file parsed.
        public let document: Document?
        /// Why there is no document: the parse error's finding, or the I/O error.
        let failure: FileOutcome?

        /// Why there is no document, ready to print (`file:line:col: error: …`, or `path: reason`);
        /// nil when the file parsed.
        public var failureDescription: String? {
            switch failure {
            case nil: return nil
            case .unreadable(let failure)?: return failure.description
            case .checked(let diagnostics, _, _)?: return diagnostics.first.map(\.description)
            }
        }

        /// Whether the file could not be read at all (an I/O error, not a parse error).
        public var isUnreadable: Bool {
            if case .unreadable? = failure { return true }
            return false
        }
    }

    /// Reads and parses one file.
    func parse(_ file: LintFile) -> ParsedFile {
        let data: Data
        do {
            data = try Document.contents(ofFileSystemPath: file.path, file: file.name, limits: configuration.limits)
        } catch {
            if error.reason == .unreadable {
                return ParsedFile(file: file, document: nil, failure: .unreadable(IOFailure(path: file.name, reason: error.message)))
            }
            return ParsedFile(file: file, document: nil, failure: .checked(validator.diagnostic(for: error).map { [$0] } ?? [], sourceLines: [:]))
        }
        do {
            return ParsedFile(file: file, document: try Document(data: data, file: file.name, limits: configuration.limits), failure: nil)
        } catch {
            guard let finding = validator.diagnostic(for: error) else {
                return ParsedFile(file: file, document: nil, failure: .checked([], sourceLines: [:]))
            }
            // The document never came to be; its bytes still hold the line the error is on.
            let utf8 = !(data.first == 0xFE || data.first == 0xFF || data.prefix(2).contains(0))
            let line = utf8 && error.reason != .unsupportedEncoding ? data.withUnsafeBytes { SourceText.line(finding.line, in: $0) } : nil
            return ParsedFile(file: file, document: nil, failure: .checked([finding], sourceLines: line.map { [finding.line: $0] } ?? [:]))
        }
    }

    /// Runs every rule on a parsed file, keeping the lines its findings point at.
    func check(_ parsed: ParsedFile, context: ValidationContext) -> FileOutcome {
        guard let document = parsed.document else { return parsed.failure ?? .checked([], sourceLines: [:]) }
        var context = context
        if document.kind == .storyboard { context.storyboardEntry = StoryboardEntry.find(for: document.file) }
        let facts = DocumentFacts(document)
        let findings = validator.validate(document, facts: facts, context: context)
        var lines: [Int: String] = [:]
        for line in Set(findings.map(\.line)) { lines[line] = document.sourceLine(line) }
        return .checked(findings, sourceLines: lines,
                        document: findings.isEmpty ? nil : LintedDocument(document: document, layout: facts.layout))
    }

    /// Lints `files` on `configuration.jobs` threads (all cores by default). `progress` is called
    /// with the number of files done so far, from the worker threads.
    public func lint(files: [LintFile], progress: (@Sendable (Int) -> Void)? = nil) -> Result {
        let context = configuration.context
        let outcomes = inParallel(files.count, progress: progress) { check(parse(files[$0]), context: context) }
        return result(files: files, outcomes: outcomes)
    }

    /// Parses `files` on `configuration.jobs` threads, in order (the first step of a lint with
    /// sources, whose rules need every nib before any is checked).
    public func parse(files: [LintFile]) -> [ParsedFile] {
        inParallel(files.count) { parse(files[$0]) }
    }

    /// Checks parsed nibs with the project's facts, and adds the project rules' findings.
    public func lint(parsed: [ParsedFile], project: ProjectFacts?, progress: (@Sendable (Int) -> Void)? = nil) -> Result {
        var context = configuration.context
        context.project = project
        let contextUsed = context
        let outcomes = inParallel(parsed.count, progress: progress) { check(parsed[$0], context: contextUsed) }
        var result = result(files: parsed.map(\.file), outcomes: outcomes)
        if let project {
            result.diagnostics += validator.validateProject(project)
            result.diagnostics.sort(by: Diagnostic.inSourceOrder)
        }
        return result
    }

    /// `work` for indexes 0 ..< count on `configuration.jobs` threads (all cores by default);
    /// `progress` hears how many are done, from the worker threads.
    private func inParallel<Value: Sendable>(_ count: Int, progress: (@Sendable (Int) -> Void)? = nil,
                                             _ work: @Sendable (Int) -> Value) -> [Value] {
        ParallelWork.map(count, jobs: configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                         progress: progress, work)
    }

    private func result(files: [LintFile], outcomes: [FileOutcome]) -> Result {
        var result = Result(files: files.map(\.name))
        for outcome in outcomes as [FileOutcome?] {
            switch outcome {
            case .checked(let findings, let lines, let document)?:
                result.diagnostics += findings
                if let file = findings.first?.file, !lines.isEmpty { result.sourceLines[file] = lines }
                if let document { result.documents[document.document.file] = document }
            case .unreadable(let failure)?:
                result.ioErrors.append(failure)
            case nil:
                break
            }
        }
        result.diagnostics.sort(by: Diagnostic.inSourceOrder)
        return result
    }
}

/// A linted document with findings, kept for the reporters: the parsed file and the layout its
/// rules solved (solved on first use, if no layout rule asked).
public struct LintedDocument: Sendable {
    /// The document as it was parsed and checked.
    public let document: Document
    /// Its layout: the roots the layout rules solved, and the system they were solved in.
    public let layout: LayoutFacts
}
