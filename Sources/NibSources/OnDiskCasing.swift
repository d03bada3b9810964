import Foundation
import NibDocument

/// Paths a project file names, spelt as the disk spells them.
///
/// Xcode builds on macOS, whose file systems ignore case by default: a group whose path is
/// `Smartlist` finds the folder `SmartList`, and the files under it are built. Read on Linux, or
/// compared as strings, the same path names nothing, and every file under it would look built by
/// no target. Each component below a project root is matched against its folder's listing:
/// exactly when the folder has that name, else the one entry that differs only in case.
/// Folders outside the roots are never listed; a component with no match, or more than one,
/// ends the correction and the rest is kept as written.
struct OnDiskCasing {
    let roots: [ProjectRoot]
    /// Folder → its entries' names, and its entries by lower-cased name (nil where two share one).
    private var listings: [String: (names: Set<String>, byLowercase: [String: String?])] = [:]

    init(roots: [ProjectRoot]) {
        self.roots = roots
    }

    /// `path` (absolute and standardized) with each component below a root in the disk's case.
    mutating func path(_ path: String) -> String {
        guard let root = roots.first(where: { $0.contains(resolved: path) }), path.count > root.path.count else { return path }
        var corrected = root.path
        let rest = path.dropFirst(root.path.count).split(separator: "/", omittingEmptySubsequences: true)
        for (index, component) in rest.enumerated() {
            guard let entry = entry(String(component), in: corrected) else {
                return rest[index...].reduce(corrected) { $0 + "/" + $1 }
            }
            corrected += (corrected.hasSuffix("/") ? "" : "/") + entry
        }
        return corrected
    }

    /// The entry of `folder` named `name`, or differing from it only in case when exactly one does.
    private mutating func entry(_ name: String, in folder: String) -> String? {
        let listing: (names: Set<String>, byLowercase: [String: String?])
        if let known = listings[folder] {
            listing = known
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            var byLowercase: [String: String?] = [:]
            for entry in names {
                let key = entry.lowercased()
                byLowercase[key] = byLowercase[key] == nil ? .some(entry) : .some(nil)
            }
            listing = (Set(names), byLowercase)
            listings[folder] = listing
        }
        if listing.names.contains(name) { return name }
        return listing.byLowercase[name.lowercased()] ?? nil
    }
}
