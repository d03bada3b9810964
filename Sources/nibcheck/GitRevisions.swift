import Foundation
import NibDocument
import NibLint
import NibSupport

/// The nibs that changed between two revisions of the git repository holding the current folder,
/// with their bytes at each: what `nibcheck diff --git REV1 REV2 [PATH...]` compares.
///
/// The one place nibcheck runs git, and the tree under review is hostile: a pull request can
/// commit plain files that make a subfolder look like a bare repository (`HEAD`, `refs/`,
/// `objects/`, a `config` naming a command). So git is never left to find a repository, config or
/// hook by itself: `GitRepository` finds the checkout's own `.git` (which no commit can create),
/// passes it explicitly, and runs git with every way of running another program switched off.
struct GitRevisions {
    /// One nib that changed: its path from the repository's top (raw bytes: names need not be
    /// UTF-8), its printable name, and its bytes before and after (nil where it did not exist).
    struct ChangedFile {
        var path: [UInt8]
        var name: String
        var old: Data?
        var new: Data?
    }

    let old: String
    let new: String
    let repository: GitRepository

    init(old: String, new: String) throws(GitRepository.Failure) {
        for revision in [old, new] where revision.hasPrefix("-") || revision.isEmpty || revision.contains("\0") {
            throw GitRepository.Failure(message: "'\(revision)' is not a revision")
        }
        self.old = old
        self.new = new
        repository = try GitRepository.enclosing(FileManager.default.currentDirectoryPath)
    }

    /// The `.xib` and `.storyboard` files that differ between the revisions, under `paths` (the
    /// whole repository when empty), in git's order. Files that are not regular files at a
    /// revision (a link, a submodule) are named in `passedOver`, not compared.
    func changedNibs(under paths: [String], passedOver: inout [String]) throws(GitRepository.Failure) -> [ChangedFile] {
        let specs = paths.isEmpty ? [":(top)*.xib", ":(top)*.storyboard"] : paths
        // --raw gives each side's blob id, so no path is handed back to git: a name that is not
        // UTF-8 cannot be mangled on the way.
        let listing = try repository.git(["diff", "--raw", "-z", "--no-abbrev", "--no-renames", "--no-ext-diff", "--no-textconv",
                                          "--end-of-options", old, new, "--"] + specs)
        let fields = listing.split(separator: 0, omittingEmptySubsequences: true)
        var entries: [(path: [UInt8], oldBlob: String?, newBlob: String?)] = []
        var index = 0
        while index + 1 < fields.count {
            // ":OLDMODE NEWMODE OLDSHA NEWSHA STATUS", then the path.
            let meta = String(decoding: fields[index], as: UTF8.self).dropFirst().split(separator: " ")
            let path = Array(fields[index + 1])
            index += 2
            guard meta.count == 5, FileDiscovery.isInterfaceFile(path) else { continue }
            let name = PrintableName.oneLine(PrintableName.of(path))
            func blob(mode: Substring, sha: Substring) -> String? {
                if mode == "000000" { return nil }
                guard mode == "100644" || mode == "100755" else {
                    passedOver.append("\(name): not a regular file in one revision (mode \(mode)), not compared")
                    return nil
                }
                return String(sha)
            }
            let (oldBlob, newBlob) = (blob(mode: meta[0], sha: meta[2]), blob(mode: meta[1], sha: meta[3]))
            guard oldBlob != nil || newBlob != nil else { continue }
            entries.append((path, oldBlob, newBlob))
        }
        let blobs = try repository.blobs(entries.flatMap { [$0.oldBlob, $0.newBlob].compactMap { $0 } })
        return entries.map { entry in
            ChangedFile(path: entry.path, name: PrintableName.oneLine(PrintableName.of(entry.path)),
                        old: entry.oldBlob.flatMap { blobs[$0] }, new: entry.newBlob.flatMap { blobs[$0] })
        }
    }
}
