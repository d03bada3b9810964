import Foundation

/// One batch of updates to a table or collection view (`performBatchUpdates(_:completion:)`, or a
/// single `insertRows(at:with:)` and friends): what was deleted, inserted, reloaded and moved, and
/// UIKit's consistency check of it against the data source's counts before and after.
///
/// Deletions, reloads and move sources name index paths *before* the update; insertions and move
/// destinations name them *after*, as UIKit documents for `performBatchUpdates`.
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    /// Reconfigured items keep their cell: the data source is asked again, and the dequeue for the
    /// item returns the cell already shown (UIKit's `reconfigureRows(at:)`).
    var reconfiguredItems: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    /// The words of the view the update is for, for UIKit's messages.
    struct Vocabulary {
        /// `rows` or `items`.
        let items: String
        /// `table view` or `collection view`.
        let view: String
    }

    /// Adds another batch's changes to this one.
    mutating func formUnion(_ other: BatchUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        reconfiguredItems.formUnion(other.reconfiguredItems)
        moves.append(contentsOf: other.moves)
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty && moves.isEmpty
    }

    /// Where each section before the update is after it: nil for deleted sections.
    func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
        var map = [Int?](repeating: nil, count: oldCount)
        var target = 0
        for old in 0 ..< oldCount where !deletedSections.contains(old) {
            while insertedSections.contains(target) { target += 1 }
            map[old] = target
            target += 1
        }
        return map
    }

    /// UIKit's consistency check: an inconsistent update is the error UIKit raises, in its words.
    func validate(oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary) throws(NibError) {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            throw NibError(kind: .update, message: "Invalid update: invalid number of sections. The number of sections contained in the \(vocabulary.view) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(vocabulary.view) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted). Change the data source's counts, or the sections you insert and delete, so they agree.")
        }
        if let path = deletedItems.intersection(reloadedItems).min(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            throw NibError(kind: .update, message: "Invalid update: attempt to delete and reload the same index path (section \(path.section), \(vocabulary.items.dropLast()) \(path.item)); delete it or reload it, not both")
        }
        for path in deletedItems.union(reloadedItems).union(reconfiguredItems) where !Self.contains(path, counts: oldCounts) {
            throw NibError(kind: .update, message: "Invalid update: attempt to delete, reload or reconfigure \(vocabulary.items.dropLast()) \(path.item) from section \(path.section), which only contains \(Self.count(path.section, oldCounts)) \(vocabulary.items) before the update")
        }
        for path in insertedItems where !Self.contains(path, counts: newCounts) {
            throw NibError(kind: .update, message: "Invalid update: attempt to insert \(vocabulary.items.dropLast()) \(path.item) into section \(path.section), but there are only \(Self.count(path.section, newCounts)) \(vocabulary.items) in section \(path.section) after the update")
        }
        let map = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        for (old, new) in map.enumerated() {
            guard let new, !reloadedSections.contains(old) else { continue }
            let deleted = deletedItems.filter { $0.section == old }.count
            let inserted = insertedItems.filter { $0.section == new }.count
            let movedOut = moves.filter { $0.from.section == old && $0.to.section != new }.count
            let movedIn = moves.filter { $0.to.section == new && $0.from.section != old }.count
            let expected = oldCounts[old] - deleted + inserted - movedOut + movedIn
            guard newCounts[new] == expected else {
                throw NibError(kind: .update, message: "Invalid update: invalid number of \(vocabulary.items) in section \(new). The number of \(vocabulary.items) contained in an existing section after the update (\(newCounts[new])) must be equal to the number of \(vocabulary.items) contained in that section before the update (\(oldCounts[old])), plus or minus the number of \(vocabulary.items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(vocabulary.items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). Change the data source's counts, or the \(vocabulary.items) you insert and delete, so they agree.")
            }
        }
    }

    /// Where each item shown before the update is after it; nil when it was deleted, reloaded, or
    /// its section was deleted or reloaded (its cell must be asked for again).
    func itemMap(oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        let sections = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        var map: [IndexPath: IndexPath] = [:]
        let movedFrom = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let movedTo = Set(moves.map(\.to))
        for (old, newSection) in sections.enumerated() {
            guard let newSection, !reloadedSections.contains(old), newSection < newCounts.count else { continue }
            // Rows that stay in order fill the slots that insertions and moves leave free.
            var slot = 0
            for row in 0 ..< oldCounts[old] {
                let path = IndexPath(item: row, section: old)
                if deletedItems.contains(path) { continue }
                if let destination = movedFrom[path] {
                    map[path] = destination
                    continue
                }
                while insertedItems.contains(IndexPath(item: slot, section: newSection))
                        || movedTo.contains(IndexPath(item: slot, section: newSection)) {
                    slot += 1
                }
                if !reloadedItems.contains(path) { map[path] = IndexPath(item: slot, section: newSection) }
                slot += 1
            }
        }
        return map
    }

    private static func contains(_ path: IndexPath, counts: [Int]) -> Bool {
        path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }

    private static func count(_ section: Int, _ counts: [Int]) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }
}
