import Foundation
import NibDocument
import NibValidation
import Synchronization

/// The lint run behind `nibcheck`: finds Interface Builder files, parses each once, runs every
/// enabled rule over it, on all cores, and returns the findings in a stable order.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    private let validator: Validator

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        self.validator = configuration.validator
    }

    /// What a run found.
    public struct Result: Sendable {
        /// The files checked, sorted.
        public var files: [String] = []
        /// Every finding, sorted by file, line and column.
        public var diagnostics: [Diagnostic] = []
        /// Paths that could not be read (or do not exist): I/O errors, not findings.
        public var ioErrors: [String] = []

        public func count(_ severity: Severity) -> Int {
            diagnostics.lazy.filter { $0.severity == severity }.count
        }

        /// 0 clean, 1 an error (or, when `strict`, a warning), 2 an I/O error.
        public func exitStatus(strict: Bool) -> Int32 {
            if !ioErrors.isEmpty { return 2 }
            let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            return failing ? 1 : 0
        }
    }

    // MARK: Finding files

    /// Folders never searched: build products, dependency checkouts, and hidden folders.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]

    /// `.xib` and `.storyboard` files under `paths` (files as given, folders searched recursively),
    /// sorted and without duplicates, and the paths that don't exist.
    public func collectFiles(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: Set<String> = []
        var missing: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if isDirectory.boolValue {
                walk(folder: path, relative: "", into: &files)
            } else {
                files.insert(path)
            }
        }
        return (files.sorted(), missing)
    }

    private func walk(folder: String, relative: String, into files: inout Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if isExcluded(relativePath, name: name) { continue }
            guard let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { continue }
            if values.isDirectory == true {
                // Symbolic links to folders are not followed: they can loop.
                guard values.isSymbolicLink != true, !name.hasPrefix("."), !Linter.skippedFolders.contains(name) else { continue }
                walk(folder: path, relative: relativePath, into: &files)
            } else if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
                files.insert(path)
            }
        }
    }

    /// An `--exclude` glob matches a path relative to the folder searched, or a file or folder name.
    private func isExcluded(_ relativePath: String, name: String) -> Bool {
        configuration.excludes.contains { glob in
            fnmatch(glob, relativePath, 0) == 0 || fnmatch(glob, name, 0) == 0
        }
    }

    // MARK: Linting

    /// Lints one file: its findings, or nil when it can't be read.
    public func lint(file: String) -> [Diagnostic]? {
        do {
            let document = try Document(contentsOfFile: file, limits: configuration.limits)
            return validator.validate(document, context: configuration.context)
        } catch {
            guard error.reason != .unreadable else { return nil }
            return validator.diagnostic(for: error).map { [$0] } ?? []
        }
    }

    /// Lints `files` on `configuration.jobs` threads (all cores by default). `progress` is called
    /// with the number of files done so far, from the worker threads.
    public func lint(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> Result {
        let jobs = max(1, min(configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        let state = SharedState(count: files.count)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = state.nextIndex() {
                let findings = lint(file: files[index])
                let done = state.store(findings, at: index)
                progress?(done)
            }
        }
        var result = Result(files: files)
        for (index, findings) in state.results.enumerated() {
            if let findings {
                result.diagnostics += findings
            } else {
                result.ioErrors.append(files[index])
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
            var results: [[Diagnostic]?]
        }

        private let state: Mutex<State>

        init(count: Int) {
            state = Mutex(State(results: Array(repeating: [], count: count)))
        }

        var results: [[Diagnostic]?] { state.withLock { $0.results } }

        func nextIndex() -> Int? {
            state.withLock { state in
                guard state.next < state.results.count else { return nil }
                state.next += 1
                return state.next - 1
            }
        }

        func store(_ findings: [Diagnostic]?, at index: Int) -> Int {
            state.withLock { state in
                state.results[index] = findings
                state.done += 1
                return state.done
            }
        }
    }
}
