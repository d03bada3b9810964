import Foundation

/// The nibs that changed between two revisions of the git repository holding the current folder,
/// with their bytes at each: what `nibcheck diff --git REV1 REV2 [PATH...]` compares. The one
/// place nibcheck runs git: always with arguments (never a shell), a revision that could be read
/// as an option refused, and no external diff or textconv driver run.
struct GitRevisions {
    /// One nib that changed: its path from the repository's top, and its bytes before and after
    /// (nil where it did not exist).
    struct ChangedFile {
        var path: String
        var old: Data?
        var new: Data?
    }

    struct Failure: Error {
        var message: String
    }

    let old: String
    let new: String
    let top: String

    init(old: String, new: String) throws(Failure) {
        for revision in [old, new] where revision.hasPrefix("-") || revision.isEmpty || revision.contains("\0") {
            throw Failure(message: "'\(revision)' is not a revision")
        }
        self.old = old
        self.new = new
        let top = try GitRevisions.git(["rev-parse", "--show-toplevel"], in: FileManager.default.currentDirectoryPath)
        self.top = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The `.xib` and `.storyboard` files that differ between the revisions, under `paths` (the
    /// whole repository when empty), in git's order.
    func changedNibs(under paths: [String]) throws(Failure) -> [ChangedFile] {
        let cwd = FileManager.default.currentDirectoryPath
        let specs = paths.isEmpty ? [":(top)*.xib", ":(top)*.storyboard"] : paths
        let listing = try GitRevisions.git(["diff", "--no-ext-diff", "--no-textconv", "--no-renames", "--name-status", "-z",
                                            old, new, "--"] + specs, in: cwd)
        let fields = listing.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var files: [ChangedFile] = []
        var index = 0
        while index + 1 < fields.count {
            let status = fields[index]
            let path = fields[index + 1]
            index += 2
            guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else { continue }
            let before = status.hasPrefix("A") ? nil : try blob(old, path)
            let after = status.hasPrefix("D") ? nil : try blob(new, path)
            files.append(ChangedFile(path: path, old: before, new: after))
        }
        return files
    }

    func blob(_ revision: String, _ path: String) throws(Failure) -> Data {
        try GitRevisions.git(["cat-file", "blob", "\(revision):\(path)"], in: top)
    }

    /// git's standard output; its standard error as the failure when it exits non-zero.
    static func git(_ arguments: [String], in folder: String) throws(Failure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_EXTERNAL_DIFF"] = nil
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "git could not be run: \(error)")
        }
        // Standard error is read on another thread, so that neither pipe can fill and stall git.
        let collected = ErrorBytes()
        let reader = Thread { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: collected.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw Failure(message: "git \(arguments.first ?? "") failed: \(message.isEmpty ? "exit \(process.terminationStatus)" : message)")
        }
        return data
    }

    private final class ErrorBytes: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data ?? Data()
        }
    }
}
