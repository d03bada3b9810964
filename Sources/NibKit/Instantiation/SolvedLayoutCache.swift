import Foundation
import NibDocument
import NibSupport

/// The frames a nib's top-level view was laid out with, by size, shared by every instance of a
/// compiled plan: the first instance laid out at a size solves its system; the next ones, still
/// as the nib made them, take the frames without solving (UIKit keeps no such cache; it is how
/// NibKit's compiled plan keeps "the solved system of a nib"). NibKit's views fill and read it;
/// an instance forgets it as soon as anything that layout reads changes.
final class SolvedLayoutCache: Sendable {
    /// What a solution depends on besides the nib: the root's size, a variant the runtime
    /// defines (whether the view is a controller's), and how its text is measured.
    struct Key: Hashable, Sendable {
        let width: Double
        let height: Double
        let variant: Int
        let textMeasurer: TextMeasurer

        init(width: Double, height: Double, variant: Int, textMeasurer: TextMeasurer) {
            self.width = width
            self.height = height
            self.variant = variant
            self.textMeasurer = textMeasurer
        }
    }

    /// A few sizes at most (a table's width, a fitting size): a short list, newest last.
    private static let capacity = 8
    private let storage = Locked<[(key: Key, frames: [CGRect])]>([])

    init() {}

    /// The frames of the island's views below the root, in the runtime's pre-order.
    func frames(for key: Key) -> [CGRect]? {
        storage.withLock { entries in entries.last { $0.key == key }?.frames }
    }

    func store(_ frames: [CGRect], for key: Key) {
        storage.withLock { entries in
            entries.removeAll { $0.key == key }
            if entries.count == SolvedLayoutCache.capacity { entries.removeFirst() }
            entries.append((key, frames))
        }
    }
}
