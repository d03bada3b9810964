import Foundation

/// UIKit's name for `DiffableDataSourceSnapshot`, which has no `UI` prefix to drop.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot

/// The state of a diffable data source's data: sections and the items in each, by identifier
/// (`NSDiffableDataSourceSnapshot`). Identifiers must be unique across the snapshot: appending one
/// twice is UIKit's "supplied item identifiers are not unique" and traps at the caller's line.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The type identifying a section.
    public typealias Section = SectionIdentifierType
    /// The type identifying an item.
    public typealias Item = ItemIdentifierType

    private(set) var sections: [(id: Section, items: [Item])] = []
    private var sectionOfItem: [Item: Int] = [:]
    /// Items to reload (new cells) and to reconfigure (same cells, asked again) when applied.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// Items whose existing cells are asked again, without dequeuing new ones, when the snapshot is applied.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// Sections whose items all get new cells when the snapshot is applied.
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    /// The number of sections in the snapshot.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections together.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [Section] { sections.map(\.id) }
    /// Every item identifier, section by section, in order.
    public var itemIdentifiers: [Item] { sections.flatMap(\.items) }

    /// The number of items in the section; 0 when the snapshot has no such section.
    public func numberOfItems(inSection identifier: Section) -> Int { index(of: identifier).map { sections[$0].items.count } ?? 0 }
    /// The items of the section, in order; empty when the snapshot has no such section.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] { index(of: identifier).map { sections[$0].items } ?? [] }
    /// The section that holds the item, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier].map { sections[$0].id } }
    /// The section's position in the snapshot, or nil when it has no such section.
    public func indexOfSection(_ identifier: Section) -> Int? { index(of: identifier) }

    /// The item's position across the whole snapshot, as UIKit counts it.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let item = sections[section].items.firstIndex(of: identifier) else { return nil }
        return sections[..<section].reduce(0) { $0 + $1.items.count } + item
    }

    /// The item at `indexPath`, or nil when the snapshot has none there.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].items.count else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The number of items in the section at `index`; 0 for a section the snapshot does not have.
    func count(inSection index: Int) -> Int {
        index >= 0 && index < sections.count ? sections[index].items.count : 0
    }

    func indexPath(of item: Item) -> IndexPath? {
        guard let section = sectionOfItem[item], let index = sections[section].items.firstIndex(of: item) else { return nil }
        return IndexPath(item: index, section: section)
    }

    /// Every item's index path, in one pass.
    func indexPaths() -> [Item: IndexPath] {
        var paths: [Item: IndexPath] = [:]
        paths.reserveCapacity(sectionOfItem.count)
        for (section, entry) in sections.enumerated() {
            for (index, item) in entry.items.enumerated() { paths[item] = IndexPath(item: index, section: section) }
        }
        return paths
    }

    private func index(of section: Section) -> Int? { sections.firstIndex { $0.id == section } }

    // MARK: Sections

    /// Appends sections after the last; traps at the caller's line when an identifier is already in the snapshot.
    public mutating func appendSections(_ identifiers: [Section], file: StaticString = #fileID, line: UInt = #line) {
        insertSections(identifiers, at: sections.count, file: file, line: line)
    }

    /// Inserts sections before `beforeSection`; traps when `beforeSection` is not in the snapshot or an identifier already is.
    public mutating func insertSections(_ identifiers: [Section], beforeSection: Section, file: StaticString = #fileID, line: UInt = #line) {
        guard let index = index(of: beforeSection) else { missing("section", beforeSection, file, line) }
        insertSections(identifiers, at: index, file: file, line: line)
    }

    /// Inserts sections after `afterSection`; traps when `afterSection` is not in the snapshot or an identifier already is.
    public mutating func insertSections(_ identifiers: [Section], afterSection: Section, file: StaticString = #fileID, line: UInt = #line) {
        guard let index = index(of: afterSection) else { missing("section", afterSection, file, line) }
        insertSections(identifiers, at: index + 1, file: file, line: line)
    }

    /// Removes the sections and their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers)
        sections.removeAll { doomed.contains($0.id) }
        reindex()
    }

    /// Marks the sections so their items get new cells when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil, file: StaticString = #fileID, line: UInt = #line) {
        guard let index = section.map({ index(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            trap(NibError(kind: .update, message: "There are currently no sections in the data source. Please add a section first (appendSections(_:)) before appending items."), file: file, line: line)
        }
        insertItems(identifiers, inSection: index, at: sections[index].items.count, file: file, line: line)
    }

    /// Inserts items before `beforeItem`, in its section; traps when `beforeItem` is not in the snapshot or an identifier already is.
    public mutating func insertItems(_ identifiers: [Item], beforeItem: Item, file: StaticString = #fileID, line: UInt = #line) {
        guard let path = indexPath(of: beforeItem) else { missing("item", beforeItem, file, line) }
        insertItems(identifiers, inSection: path.section, at: path.item, file: file, line: line)
    }

    /// Inserts items after `afterItem`, in its section; traps when `afterItem` is not in the snapshot or an identifier already is.
    public mutating func insertItems(_ identifiers: [Item], afterItem: Item, file: StaticString = #fileID, line: UInt = #line) {
        guard let path = indexPath(of: afterItem) else { missing("item", afterItem, file, line) }
        insertItems(identifiers, inSection: path.section, at: path.item + 1, file: file, line: line)
    }

    /// Removes the items from whichever sections hold them; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [Item]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
        for item in identifiers { sectionOfItem[item] = nil }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections.removeAll()
        sectionOfItem.removeAll()
    }

    /// Moves an item to just before `toIdentifier`, in that item's section (`moveItem(_:beforeItem:)`);
    /// traps when either is not in the snapshot, or they are the same.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item, file: StaticString = #fileID, line: UInt = #line) {
        moveItem(identifier, nextTo: toIdentifier, after: false, file: file, line: line)
    }

    /// Moves an item to just after `toIdentifier`, in that item's section (`moveItem(_:afterItem:)`).
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item, file: StaticString = #fileID, line: UInt = #line) {
        moveItem(identifier, nextTo: toIdentifier, after: true, file: file, line: line)
    }

    /// Moves a section to just before `toIdentifier` (`moveSection(_:beforeSection:)`), with its items.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section, file: StaticString = #fileID, line: UInt = #line) {
        moveSection(identifier, nextTo: toIdentifier, after: false, file: file, line: line)
    }

    /// Moves a section to just after `toIdentifier` (`moveSection(_:afterSection:)`), with its items.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section, file: StaticString = #fileID, line: UInt = #line) {
        moveSection(identifier, nextTo: toIdentifier, after: true, file: file, line: line)
    }

    private mutating func moveItem(_ identifier: Item, nextTo anchor: Item, after: Bool, file: StaticString, line: UInt) {
        guard let from = indexPath(of: identifier) else { missing("item", identifier, file, line) }
        guard indexPath(of: anchor) != nil else { missing("item", anchor, file, line) }
        guard identifier != anchor else {
            trap(NibError(kind: .update, message: "Attempted to move item \(identifier) relative to itself; move it before or after another item"), file: file, line: line)
        }
        sections[from.section].items.remove(at: from.item)
        sectionOfItem[identifier] = nil
        guard let to = indexPath(of: anchor) else { missing("item", anchor, file, line) }
        insertItems([identifier], inSection: to.section, at: to.item + (after ? 1 : 0), file: file, line: line)
    }

    private mutating func moveSection(_ identifier: Section, nextTo anchor: Section, after: Bool, file: StaticString, line: UInt) {
        guard let from = index(of: identifier) else { missing("section", identifier, file, line) }
        guard index(of: anchor) != nil else { missing("section", anchor, file, line) }
        guard identifier != anchor else {
            trap(NibError(kind: .update, message: "Attempted to move section \(identifier) relative to itself; move it before or after another section"), file: file, line: line)
        }
        let section = sections.remove(at: from)
        guard let to = index(of: anchor) else { missing("section", anchor, file, line) }
        sections.insert(section, at: to + (after ? 1 : 0))
        reindex()
    }

    /// The items get new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [Item]) { reloadedItemIdentifiers.append(contentsOf: identifiers) }

    /// The items' cells are kept and configured again when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) { reconfiguredItemIdentifiers.append(contentsOf: identifiers) }

    /// The snapshot as it stands once applied: reloads and reconfigurations are done, so a copy
    /// taken afterwards (`snapshot()`) asks for none again, as UIKit's does.
    var applied: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Keeping identifiers unique

    private mutating func insertSections(_ identifiers: [Section], at index: Int, file: StaticString, line: UInt) {
        let existing = Set(sections.map(\.id))
        let duplicates = Self.duplicates(identifiers, existing: existing)
        if !duplicates.isEmpty {
            trap(NibError(kind: .update, message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}; give each section a distinct identifier"), file: file, line: line)
        }
        sections.insert(contentsOf: identifiers.map { ($0, [Item]()) }, at: index)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [Item], inSection section: Int, at index: Int, file: StaticString, line: UInt) {
        let duplicates = Self.duplicates(identifiers, existing: Set(sectionOfItem.keys))
        if !duplicates.isEmpty {
            trap(NibError(kind: .update, message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}; give each item a distinct identifier"), file: file, line: line)
        }
        sections[section].items.insert(contentsOf: identifiers, at: index)
        for item in identifiers { sectionOfItem[item] = section }
    }

    private static func duplicates<T: Hashable>(_ identifiers: [T], existing: Set<T>) -> [T] {
        var seen = existing
        var duplicates: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted { duplicates.append(identifier) }
        return duplicates
    }

    private mutating func reindex() {
        sectionOfItem.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() {
            for item in section.items { sectionOfItem[item] = index }
        }
    }

    private func missing<T>(_ what: String, _ identifier: T, _ file: StaticString, _ line: UInt) -> Never {
        trap(NibError(kind: .update, message: "Invalid \(what) identifier \(identifier): it is not in the snapshot; insert relative to an identifier the snapshot has"), file: file, line: line)
    }

    /// The batch update that turns `old` into `self`: sections and items deleted, inserted and
    /// moved by identifier, plus the reloads and reconfigurations this snapshot asks for. Items
    /// that keep their section and their order relative to each other stay; the fewest others
    /// move (those off the longest run in order).
    func update(from old: DiffableDataSourceSnapshot) -> BatchUpdate {
        var update = BatchUpdate()
        let newSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
        let oldSections = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.id, $0) })
        for (index, section) in old.sections.enumerated() where newSections[section.id] == nil { update.deletedSections.insert(index) }
        for (index, section) in sections.enumerated() where oldSections[section.id] == nil { update.insertedSections.insert(index) }
        for identifier in reloadedSectionIdentifiers { if let index = oldSections[identifier] { update.reloadedSections.insert(index) } }
        // Items, by where they were and where they are: each snapshot's positions mapped once,
        // as looking every item up by a scan of its section made applying quadratic.
        let oldPaths = old.indexPaths()
        let newPaths = indexPaths()
        var kept: [(old: IndexPath, new: IndexPath)] = []
        for (sectionIndex, section) in sections.enumerated() where oldSections[section.id] != nil {
            for (itemIndex, item) in section.items.enumerated() {
                let new = IndexPath(item: itemIndex, section: sectionIndex)
                if let oldPath = oldPaths[item], !update.deletedSections.contains(oldPath.section) {
                    kept.append((oldPath, new))
                } else {
                    update.insertedItems.insert(new)
                }
            }
        }
        for (sectionIndex, section) in old.sections.enumerated() where newSections[section.id] != nil {
            for (itemIndex, item) in section.items.enumerated() {
                let path = newPaths[item]
                if path == nil || update.insertedSections.contains(path!.section) {
                    update.deletedItems.insert(IndexPath(item: itemIndex, section: sectionIndex))
                }
            }
        }
        // Kept items stay when they keep their section and lie on the longest run in order.
        let staying = Self.longestIncreasingRun(kept.map { oldSections[old.sections[$0.old.section].id]! == newSections[sections[$0.new.section].id]! ? $0.old : nil },
                                                 sectionOf: { kept[$0].new.section })
        for (index, pair) in kept.enumerated() where !staying.contains(index) { update.moves.append((pair.old, pair.new)) }
        for item in reloadedItemIdentifiers { if let path = oldPaths[item] { update.reloadedItems.insert(path) } }
        for item in reconfiguredItemIdentifiers { if let path = oldPaths[item] { update.reconfiguredItems.insert(path) } }
        return update
    }

    /// Per new section, the kept items (given in new order, with their old index paths, nil when
    /// they changed section) that can stay: a longest run whose old positions increase.
    private static func longestIncreasingRun(_ oldPaths: [IndexPath?], sectionOf: (Int) -> Int) -> Set<Int> {
        var staying: Set<Int> = []
        var start = 0
        while start < oldPaths.count {
            var end = start
            while end < oldPaths.count, sectionOf(end) == sectionOf(start) { end += 1 }
            // Patience sorting over this section's candidates.
            var tails: [Int] = []  // indexes into oldPaths
            var previous = [Int](repeating: -1, count: end - start)
            for index in start ..< end {
                guard let path = oldPaths[index] else { continue }
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if oldPaths[tails[middle]]!.item < path.item { low = middle + 1 } else { high = middle }
                }
                previous[index - start] = low > 0 ? tails[low - 1] : -1
                if low == tails.count { tails.append(index) } else { tails[low] = index }
            }
            var cursor = tails.last ?? -1
            while cursor >= 0 {
                staying.insert(cursor)
                cursor = previous[cursor - start]
            }
            start = end
        }
        return staying
    }
}
