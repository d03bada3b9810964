import Foundation
import NibDocument

/// Paths a project file names, spelt as the disk spells them.
///
/// Xcode builds on macOS, whose file systems ignore case by default: a group whose path is
/// `Smartlist` finds the folder `SmartList`, and the files under it are built. Read on Linux, or
/// compared as strings, the same path names nothing, and every file under it would look built by
/// no target. Each component below a project root is matched against its folder's listing:
/// exactly when the folder has that name, else an entry that differs only in case.
///
/// A repository committed from a Mac can hold one folder under two spellings (git keeps
/// `watch Extension/` and `Watch Extension/` apart, a Mac checks them out as one folder), so every
/// spelling is tried, the exact one first, and the first under which the whole path exists is
/// taken. A path that exists under none keeps the exact or only spelling of each component it
/// can, and the rest as written. A folder is listed only where it really lies inside a root (a
/// linked folder leading elsewhere is not), and at most `Self.spellingBudget` spellings are tried
/// per path.
struct OnDiskCasing {
    let roots: [ProjectRoot]
    /// Folder → its entries' names, and its entries by lower-cased name.
    private var listings: [String: (names: Set<String>, byLowercase: [String: [String]])] = [:]
    /// A hostile tree of folders that differ only in case would otherwise cost 2^depth looks.
    static let spellingBudget = 64

    init(roots: [ProjectRoot]) {
        self.roots = roots
    }

    /// `path` (absolute and standardized) with each component below a root in the disk's case:
    /// below its resolved path, or below the way it was reached (`ProjectRoot.entry`, a linked
    /// folder), which the path keeps.
    mutating func path(_ path: String) -> String {
        let base = roots.lazy.compactMap { root -> String? in
            if root.contains(resolved: path) { return root.path }
            return root.entry != root.path && path.hasPrefix(root.entry == "/" ? "/" : root.entry + "/") ? root.entry : nil
        }.first
        guard let base, path.count > base.count else { return path }
        let rest = path.dropFirst(base.count).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var budget = Self.spellingBudget
        if let existing = existing(rest[...], under: base, budget: &budget) { return existing }
        var corrected = base
        for (index, component) in rest.enumerated() {
            let spellings = entries(component, in: corrected)
            guard let entry = spellings.first, spellings.count == 1 || spellings.first == component else {
                return rest[index...].reduce(corrected) { $0 + "/" + $1 }
            }
            corrected = Self.joined(corrected, entry)
        }
        return corrected
    }

    /// `folder` followed by `components`, each in a spelling the disk has, when the whole path
    /// exists under one of them; nil when it does not, or the budget runs out.
    private mutating func existing(_ components: ArraySlice<String>, under folder: String, budget: inout Int) -> String? {
        guard let first = components.first else { return folder }
        for entry in entries(first, in: folder) {
            budget -= 1
            guard budget >= 0 else { return nil }
            if let found = existing(components.dropFirst(), under: Self.joined(folder, entry), budget: &budget) { return found }
        }
        return nil
    }

    /// The entries of `folder` named `name` or differing from it only in case, the exact one first.
    private mutating func entries(_ name: String, in folder: String) -> [String] {
        let listing: (names: Set<String>, byLowercase: [String: [String]])
        if let known = listings[folder] {
            listing = known
        } else {
            let inside = roots.contains { $0.resolve(folder) != nil }
            let names = inside ? (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] : []
            var byLowercase: [String: [String]] = [:]
            for entry in names.sorted() { byLowercase[entry.lowercased(), default: []].append(entry) }
            listing = (Set(names), byLowercase)
            listings[folder] = listing
        }
        let spellings = listing.byLowercase[name.lowercased()] ?? []
        guard listing.names.contains(name) else { return spellings }
        return [name] + spellings.filter { $0 != name }
    }

    private static func joined(_ folder: String, _ entry: String) -> String {
        folder + (folder.hasSuffix("/") ? "" : "/") + entry
    }
}
