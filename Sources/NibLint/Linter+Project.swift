import Foundation
import NibDocument
import NibValidation

/// The lint run with sources: every nib is parsed first (the source rules need all of them: which
/// identifiers exist, which outlets are connected anywhere), then each is validated with the
/// project's facts, and the project rules report on the code.
extension Linter {
    /// A nib parsed, or why not.
    public struct ParsedFile: Sendable {
        public let file: String
        public let document: Document?
        /// The parse failure's diagnostic (empty when its rule is off); nil when the file could
        /// not be read at all.
        public let failure: [Diagnostic]?
    }

    /// Parses `files` on `configuration.jobs` threads, in order.
    public func parse(files: [String]) -> [ParsedFile] {
        let validator = configuration.validator
        let limits = configuration.limits
        let results = Slots<ParsedFile>(count: files.count)
        let jobs = max(1, min(configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = results.nextIndex() {
                let file = files[index]
                do throws(ParseError) {
                    let document = try Document(contentsOfFile: file, limits: limits)
                    results.store(ParsedFile(file: file, document: document, failure: []), at: index)
                } catch {
                    let failure: [Diagnostic]? = error.reason == .unreadable ? nil : (validator.diagnostic(for: error).map { [$0] } ?? [])
                    results.store(ParsedFile(file: file, document: nil, failure: failure), at: index)
                }
            }
        }
        return results.values.map { $0! }
    }

    /// Validates parsed nibs with the project's facts (nil: as `lint(files:)` does), and adds the
    /// project rules' findings.
    public func lint(parsed: [ParsedFile], project: ProjectFacts?, progress: (@Sendable (Int) -> Void)? = nil) -> Result {
        let validator = configuration.validator
        var context = configuration.context
        context.project = project
        let contextUsed = context
        let results = Slots<[Diagnostic]>(count: parsed.count)
        let jobs = max(1, min(configuration.jobs ?? ProcessInfo.processInfo.activeProcessorCount, parsed.count))
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = results.nextIndex() {
                let item = parsed[index]
                let findings = item.document.map { validator.validate($0, context: contextUsed) } ?? item.failure ?? []
                let done = results.store(findings, at: index)
                progress?(done)
            }
        }
        var result = Result(files: parsed.map(\.file))
        for (index, item) in parsed.enumerated() {
            if item.document == nil && item.failure == nil {
                result.ioErrors.append(item.file)
            } else {
                result.diagnostics += results.values[index] ?? []
            }
        }
        if let project { result.diagnostics += validator.validateProject(project) }
        result.diagnostics.sort(by: Diagnostic.inSourceOrder)
        return result
    }
}

/// Work handed out by index and results stored by index, under one lock.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < storage.count else { return nil }
        next += 1
        return next - 1
    }

    @discardableResult
    func store(_ value: Value, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
        done += 1
        return done
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
