import Foundation
import NibDocument
import NibLint
import NibSupport

/// The git checkout holding a folder, and git run on it with nothing taken from the tree under
/// review.
///
/// git finds its repository by walking up from the current folder, and it takes a folder holding
/// `HEAD`, `refs/` and `objects/` for a bare repository, whose `config` it then obeys
/// (`core.sshCommand`, `core.fsmonitor`, a promisor remote it fetches from). A pull request can
/// commit exactly such a folder. A `.git` entry, on the other hand, can never be committed (git
/// refuses the name in every tree), so the nearest `.git` above the folder is the checkout's own.
/// That one is passed to git explicitly, and git runs with bare repositories ignored unless named,
/// no transport at all, no pager, no fsmonitor, no hooks, no external diff and no textconv.
struct GitRepository {
    struct Failure: Error {
        var message: String
    }

    /// The top of the work tree: the folder holding `.git`.
    let top: String
    /// The `.git` entry itself: a folder, or a file naming one (a worktree or a submodule).
    let gitEntry: String

    /// The checkout whose `.git` is nearest above `folder` (or in it).
    ///
    /// A `.git` folder found below another checkout's top is refused: git never makes one there
    /// (a submodule or a second worktree gets a `.git` file), so it is not the checkout under review.
    static func enclosing(_ folder: String) throws(Failure) -> GitRepository {
        guard let start = FileSystem.realPath(folder) else {
            throw Failure(message: "\(PrintableName.oneLine(folder)): no such folder")
        }
        var found: (top: String, entry: String, isFile: Bool)?
        var current = start
        while true {
            let entry = (current == "/" ? "" : current) + "/.git"
            if let kind = GitRepository.entryKind(entry) {
                if let first = found {
                    guard first.isFile else {
                        throw Failure(message: "the repository at \(PrintableName.oneLine(first.top)) lies inside the checkout at "
                                      + "\(PrintableName.oneLine(current)), so it is not used; run nibcheck from the checkout's top")
                    }
                    break
                }
                found = (current, entry, kind == .file)
            }
            if current == "/" { break }
            let parent = (current as NSString).deletingLastPathComponent
            current = parent.isEmpty ? "/" : parent
        }
        guard let found else {
            throw Failure(message: "\(PrintableName.oneLine(start)) is not inside a git checkout (no .git folder above it)")
        }
        return GitRepository(top: found.top, gitEntry: found.entry)
    }

    private enum EntryKind { case folder, file }

    /// What the `.git` entry at `path` is: a folder with a `HEAD`, or a regular file starting
    /// `gitdir:`; nil for anything else, a link included.
    private static func entryKind(_ path: String) -> EntryKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            var head = stat()
            return lstat(path + "/HEAD", &head) == 0 ? .folder : nil
        case S_IFREG:
            guard let data = try? FileSystem.readRegularFile(Array(path.utf8), name: path, maxSize: 4096, followingLinks: false),
                  data.starts(with: Array("gitdir:".utf8)) else { return nil }
            return .file
        default:
            return nil
        }
    }

    /// Settings that switch off everything in git that could run a program or reach the network,
    /// whatever the repository's config says.
    static let safetySettings = [
        "safe.bareRepository=explicit", "protocol.allow=never", "core.fsmonitor=false", "core.hooksPath=/dev/null",
        "core.pager=cat", "core.sshCommand=false", "core.askPass=false", "credential.helper=",
    ]

    /// The environment git runs with: this process's, without any variable that would point git at
    /// another repository, config or program, and with lazy fetches and prompts off.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment["GIT_DIR"] = gitEntry
        environment["GIT_WORK_TREE"] = top
        environment["GIT_NO_LAZY_FETCH"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_PAGER"] = "cat"
        environment["GIT_ALLOW_PROTOCOL"] = ""
        return environment
    }

    /// git's standard output; its standard error as the failure when it exits non-zero.
    func git(_ arguments: [String], input: Data? = nil) throws(Failure) -> Data {
        let settings = GitRepository.safetySettings.flatMap { ["-c", $0] }
        let result: Subprocess.Result
        do {
            result = try Subprocess.run("/usr/bin/env", ["git", "--no-pager"] + settings + arguments,
                                        in: FileManager.default.currentDirectoryPath, environment: environment, input: input)
        } catch {
            throw Failure(message: "git could not be run: \(error)")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "git \(arguments.first ?? "") failed: "
                          + (message.isEmpty ? "exit \(result.status)" : PrintableName.oneLine(message)))
        }
        return result.output
    }

    /// The contents of the blobs `ids` (full object names), read in one `cat-file --batch`.
    func blobs(_ ids: [String]) throws(Failure) -> [String: Data] {
        let unique = Array(Set(ids)).sorted()
        guard !unique.isEmpty else { return [:] }
        let output = [UInt8](try git(["cat-file", "--batch"], input: Data(unique.map { $0 + "\n" }.joined().utf8)))
        var blobs: [String: Data] = [:]
        var position = 0
        // Each answer: "<id> blob <size>\n<bytes>\n", or "<id> missing\n".
        while position < output.count {
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[position ..< newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), size >= 0,
                  position + size <= output.count else {
                throw Failure(message: "git cat-file: object \(header.first ?? "?") could not be read")
            }
            blobs[String(header[0])] = Data(output[position ..< position + size])
            position += size + 1
        }
        return blobs
    }
}
