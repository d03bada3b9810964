import Foundation
import NibDocument
import NibValidation
import Synchronization

/// The lint run behind `nibcheck`: finds Interface Builder files, parses each once, runs every
/// enabled rule over it, on all cores, and returns the findings in a stable order.
public struct Linter: Sendable {
    /// nibcheck's version, as `--version` and the SARIF report give it.
    public static let version = "0.1.0"

    public let configuration: LintConfiguration
    private let validator: Validator

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

        public init(files: [String] = [], diagnostics: [Diagnostic] = [], ioErrors: [IOFailure] = [],
                    sourceLines: [String: [Int: String]] = [:]) {
            self.files = files
            self.diagnostics = diagnostics
            self.ioErrors = ioErrors
            self.sourceLines = sourceLines
        }

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
    enum FileOutcome {
        case checked([Diagnostic], sourceLines: [Int: String])
        case unreadable(IOFailure)
    }

    func lint(_ file: LintFile) -> FileOutcome {
        let data: Data
        do {
            data = try Document.contents(ofFileSystemPath: file.path, file: file.name, limits: configuration.limits)
        } catch {
            if error.reason == .unreadable { return .unreadable(IOFailure(path: file.name, reason: error.message)) }
            return .checked(validator.diagnostic(for: error).map { [$0] } ?? [], sourceLines: [:])
        }
        do {
            let document = try Document(data: data, file: file.name, limits: configuration.limits)
            let findings = validator.validate(document, context: configuration.context)
            var lines: [Int: String] = [:]
            for line in Set(findings.map(\.line)) { lines[line] = document.sourceLine(line) }
            return .checked(findings, sourceLines: lines)
        } catch {
            guard let finding = validator.diagnostic(for: error) else { return .checked([], sourceLines: [:]) }
            // The document never came to be; its bytes still hold the line the error is on.
            let utf8 = !(data.first == 0xFE || data.first == 0xFF || data.prefix(2).contains(0))
            let line = Linter.line(finding.line, of: data, utf8: utf8 && error.reason != .unsupportedEncoding)
            return .checked([finding], sourceLines: line.map { [finding.line: $0] } ?? [:])
        }
    }

    /// Line `number` (1-based) of UTF-8 `data`, without its line break.
    static func line(_ number: Int, of data: Data, utf8: Bool) -> String? {
        guard utf8, number >= 1 else { return nil }
        return data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            for _ in 1 ..< number {
                guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
                start = newline + 1
            }
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return String(decoding: bytes[start ..< end], as: UTF8.self)
        }
    }

    /// Lints `files` on `configuration.jobs` threads (all cores by default). `progress` is called
    /// with the number of files done so far, from the worker threads.
    public func lint(files: [LintFile], progress: (@Sendable (Int) -> Void)? = nil) -> Result {
        let jobs = max(1, min(configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        let state = SharedState(count: files.count)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = state.nextIndex() {
                let outcome = lint(files[index])
                let done = state.store(outcome, at: index)
                progress?(done)
            }
        }
        var result = Result(files: files.map(\.name))
        for outcome in state.results {
            switch outcome {
            case .checked(let findings, let lines)?:
                result.diagnostics += findings
                if let file = findings.first?.file, !lines.isEmpty { result.sourceLines[file] = lines }
            case .unreadable(let failure)?:
                result.ioErrors.append(failure)
            case nil:
                break
            }
        }
        result.diagnostics.sort(by: Diagnostic.inSourceOrder)
        return result
    }

    /// Work handed out and results collected under one lock: files are coarse units, so the lock
    /// is taken twice per file and never contended for long.
    private final class SharedState: Sendable {
        private struct State {
            var next = 0
            var done = 0
            var results: [FileOutcome?]
        }

        private let state: Mutex<State>

        init(count: Int) {
            state = Mutex(State(results: Array(repeating: nil, count: count)))
        }

        var results: [FileOutcome?] { state.withLock { $0.results } }

        func nextIndex() -> Int? {
            state.withLock { state in
                guard state.next < state.results.count else { return nil }
                state.next += 1
                return state.next - 1
            }
        }

        func store(_ outcome: FileOutcome, at index: Int) -> Int {
            state.withLock { state in
                state.results[index] = outcome
                state.done += 1
                return state.done
            }
        }
    }
}
