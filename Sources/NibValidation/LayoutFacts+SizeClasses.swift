import NibDocument
import NibLayout

extension LayoutFacts {
    /// The required-constraint conflicts of one size class other than the device's.
    public struct SizeClassConflicts: Sendable {
        /// `wR,hR`: the size classes the conflicts hold under.
        public let sizeClasses: SizeClasses
        /// Every root's conflicts under them, roots in document order.
        public let conflicts: [LayoutConflict]
    }

    /// The conflicts among the file's constraints under each size class its variations install
    /// something else for (`LayoutSystem.otherSizeClasses(of:)`), solved on first use. Lint lays
    /// the file out on the canvas's device; a constraint installed only for an iPad (`wR,hR`)
    /// would otherwise never be solved. Each root is solved at its saved size, which is the
    /// canvas device's and not that size class's: a conflict with the root's size says nothing
    /// there, and the rule leaves those out.
    public var otherSizeClassConflicts: [SizeClassConflicts] {
        if let known = sizeClassConflictCache.withLock({ $0 }) { return known }
        var result: [SizeClassConflicts] = []
        if document.useAutolayout {
            for sizeClasses in LayoutSystem.otherSizeClasses(of: document) {
                var options = LayoutFacts.options
                options.sizeClasses = sizeClasses
                let system = LayoutSystem(document: document, options: options)
                let conflicts = system.roots.filter(LayoutFacts.canBeSolved).flatMap { $0.conflicts(at: nil) }
                if !conflicts.isEmpty { result.append(SizeClassConflicts(sizeClasses: sizeClasses, conflicts: conflicts)) }
            }
        }
        sizeClassConflictCache.withLock { $0 = result }
        return result
    }

    /// A root laid out whose saved frames are all finite numbers (one that is not is
    /// invalid-number's finding; there is nothing to solve).
    static func canBeSolved(_ root: LayoutRoot) -> Bool {
        root.isLaidOut && root.views.allSatisfy { view in
            [view.storedFrame.x, view.storedFrame.y, view.storedFrame.width, view.storedFrame.height].allSatisfy(\.isFinite)
        }
    }
}
