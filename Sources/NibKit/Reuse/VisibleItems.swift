import Foundation

/// What a table or collection view shows: the items on screen by index path, and UIKit's rules for
/// asking the data source for the ones that scroll in. One engine under both views, so the rules
/// (and their bugs) can't drift apart.
///
/// During layout the view asks its data source for one index path at a time (`request`); a
/// dequeue for that index path is recorded, and a second dequeue for it, or a dequeue for an index
/// path already on screen, is UIKit's "Attempted to dequeue multiple cells for the same index path".
/// Outside layout (a unit test calling `dequeueReusableCell(withIdentifier:for:)` itself) nothing
/// is recorded and a dequeue always works, as in UIKit.
@MainActor
final class VisibleItems<Item: View> {
    /// Where the items on screen go: index paths in increasing order, each with its frame. A
    /// sorted list rather than a dictionary: a layout pass meets a handful of index paths, and
    /// hashing `IndexPath`s was a measurable share of a scroll step.
    typealias Placements = [(indexPath: IndexPath, frame: CGRect)]

    /// The items on screen.
    private(set) var items: [IndexPath: Item] = [:]
    /// The index path being asked of the data source, what was dequeued for it so far, and the
    /// first rule it broke (kept, so a data source that swallows the error with `try?` still
    /// fails the layout pass, as UIKit's exception would).
    private var request: (indexPath: IndexPath, dequeued: Item?, violation: NibError?)?

    var isRequesting: Bool { request != nil }

    /// Checks a dequeue for `indexPath` against the layout pass in progress, if any.
    func checkDequeue(for indexPath: IndexPath, message: @autoclosure () -> String) throws(NibError) {
        guard let current = request else { return }
        if current.indexPath == indexPath ? current.dequeued != nil : items[indexPath] != nil {
            let error = NibError(kind: .dequeue, message: message())
            if current.violation == nil { request?.violation = error }
            throw error
        }
    }

    /// Records a dequeue made while the data source is asked for `indexPath`.
    func recordDequeue(_ item: Item, for indexPath: IndexPath) {
        if request?.indexPath == indexPath { request?.dequeued = item }
    }

    /// Brings the items on screen to `wanted`: items that left are handed to `remove` (in index
    /// path order, before any is asked for, so entering rows can reuse them), then every entering
    /// index path is asked of `ask` (in order) and given its frame. `requireDequeued`: the item
    /// returned must be the one dequeued for its index path (UICollectionView's rule; a table
    /// accepts a cell its data source made itself).
    func update(wanted: Placements, in container: View, requireDequeued: Bool, notDequeuedMessage: (IndexPath) -> String,
                ask: (IndexPath) throws(NibError) -> Item?, remove: (Item, IndexPath) -> Void,
                willDisplay: (Item, IndexPath) -> Void) throws(NibError) {
        let leaving = items.keys.filter { !VisibleItems.contains(wanted, $0) }
        for indexPath in leaving.count > 1 ? leaving.sorted() : leaving {
            let item = items.removeValue(forKey: indexPath)!
            remove(item, indexPath)
        }
        var entering: [(indexPath: IndexPath, frame: CGRect)] = []
        for placement in wanted {
            if let item = items[placement.indexPath] {
                if item.frame != placement.frame { item.frame = placement.frame }
            } else {
                entering.append(placement)
            }
        }
        for (indexPath, frame) in entering {
            request = (indexPath, nil, nil)
            let asked: Item?
            do {
                asked = try ask(indexPath)
            } catch {
                request = nil
                throw error
            }
            let dequeued = request?.dequeued
            let violation = request?.violation
            request = nil
            if let violation { throw violation }
            guard let item = asked else { continue }
            if requireDequeued, dequeued !== item {
                throw NibError(kind: .dequeue, message: notDequeuedMessage(indexPath))
            }
            item.frame = frame
            container.addSubview(item)
            items[indexPath] = item
            willDisplay(item, indexPath)
        }
    }

    /// Whether `placements` (sorted) has `indexPath`: a binary search.
    static func contains(_ placements: Placements, _ indexPath: IndexPath) -> Bool {
        var low = 0, high = placements.count
        while low < high {
            let middle = (low + high) / 2
            if placements[middle].indexPath < indexPath { low = middle + 1 } else { high = middle }
        }
        return low < placements.count && placements[low].indexPath == indexPath
    }

    /// Takes every item off screen (reload, or a batch update remapping them).
    func removeAll(_ remove: (Item, IndexPath) -> Void) {
        for indexPath in items.keys.sorted() {
            remove(items[indexPath]!, indexPath)
        }
        items.removeAll()
    }

    /// Replaces the on-screen set after a batch update: each item moves to its new index path;
    /// those mapped to nil (deleted or reloaded) are handed to `remove`.
    func remap(_ newIndexPath: (IndexPath) -> IndexPath?, remove: (Item, IndexPath) -> Void) {
        var moved: [IndexPath: Item] = [:]
        for indexPath in items.keys.sorted() {
            let item = items[indexPath]!
            if let target = newIndexPath(indexPath) {
                moved[target] = item
            } else {
                remove(item, indexPath)
            }
        }
        items = moved
    }
}
