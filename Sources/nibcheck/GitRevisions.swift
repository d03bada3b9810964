import Foundation
import NibDocument

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
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_EXTERNAL_DIFF"] = nil
        let result: Subprocess.Result
        do {
            result = try Subprocess.run("/usr/bin/env", ["git"] + arguments, in: folder, environment: environment)
        } catch {
            throw Failure(message: "git could not be run: \(error)")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "git \(arguments.first ?? "") failed: \(message.isEmpty ? "exit \(result.status)" : message)")
        }
        return result.output
    }
}
