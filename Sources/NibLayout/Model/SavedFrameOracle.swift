import NibDocument

/// How many of a set of nibs' views NibLayout puts where Interface Builder saved them: the
/// oracle the layout engine is measured against (`OracleTests` on the corpus, `nibbench oracle`
/// on any folder). Every iOS/tvOS nib laid out with Auto Layout carries frames Apple's engine
/// computed; each root is solved at its saved size, and a view matches within 0.5 pt.
///
/// Counted: every view below a root except cell content views (the root's frame and a content
/// view's are inputs). Left out and counted apart: views Interface Builder flagged
/// (`misplaced`/`ambiguous`), stale views (saved frames violating a plain required constraint on
/// them, `LayoutRoot.savedFrameViolations`), views saved without a frame (nothing to compare
/// with: a document saved without frames, a dependency's example), and trees NibLayout cannot
/// size (a root holding constraints to items it does not model).
public struct SavedFrameOracle: Sendable {
    public private(set) var counted = 0
    public private(set) var matched = 0
    public private(set) var flagged = 0
    public private(set) var stale = 0
    /// Views saved without a frame.
    public private(set) var withoutFrame = 0
    public private(set) var unsizableTrees = 0
    public private(set) var viewsInUnsizableTrees = 0
    /// Of the counted views, those outside roots whose required constraints conflict, and how
    /// many of them matched. Which constraint the engine breaks in a conflict follows the order
    /// the constraints are installed in, which the file does not give: there the frames measure
    /// that order as much as the solve.
    public private(set) var countedOutsideConflicts = 0
    public private(set) var matchedOutsideConflicts = 0
    /// Every unflagged view, nothing else excluded.
    public private(set) var allUnflagged = 0
    public private(set) var allUnflaggedMatched = 0
    /// One line per miss: file, root, view, line, stored and solved frames, status.
    public private(set) var misses: [String] = []

    public init() {}

    /// Matched share of the counted views, in percent.
    public var share: Double { counted == 0 ? 0 : Double(matched) / Double(counted) * 100 }
    /// Matched share of the counted views outside roots with conflicts, in percent.
    public var shareOutsideConflicts: Double {
        countedOutsideConflicts == 0 ? 0 : Double(matchedOutsideConflicts) / Double(countedOutsideConflicts) * 100
    }
    /// Matched share of every unflagged view, in percent.
    public var allShare: Double { allUnflagged == 0 ? 0 : Double(allUnflaggedMatched) / Double(allUnflagged) * 100 }

    /// `oracle: M/N = P% (flagged …, stale …, without a frame …, unsizable trees …); outside roots
    /// with conflicts: …; all unflagged: …`.
    public var summary: String {
        "oracle: \(matched)/\(counted) = \(LayoutFormat.percent(share))% (flagged \(flagged), stale \(stale), without a frame \(withoutFrame), unsizable trees \(unsizableTrees) with \(viewsInUnsizableTrees) views); outside roots with conflicts: \(matchedOutsideConflicts)/\(countedOutsideConflicts) = \(LayoutFormat.percent(shareOutsideConflicts))%; all unflagged: \(allUnflaggedMatched)/\(allUnflagged) = \(LayoutFormat.percent(allShare))%"
    }

    /// Whether two frames agree within half a point, as Interface Builder's saved numbers do.
    public static func matches(_ a: Rect, _ b: Rect?) -> Bool {
        guard let b else { return false }
        return abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5
            && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    /// Adds `document`'s views (named `name` in misses); documents that are not iOS or tvOS nibs
    /// with Auto Layout add nothing.
    public mutating func add(_ document: Document, name: String) {
        guard document.useAutolayout, document.platform == .iOS || document.platform == .tvOS else { return }
        for root in LayoutSystem(document: document, options: .interfaceBuilder).roots {
            let solution = root.solve()
            let staleIDs = Set(root.savedFrameViolations().flatMap(\.viewIDs))
            let unsizable = !root.unresolvedConstraints.isEmpty
            if unsizable { unsizableTrees += 1 }
            for (view, solved) in zip(root.views, solution.views) where view.index != 0 {
                if view.element.name.hasSuffix("ContentView"), view.superviewIndex == 0 { continue }
                if view.element.isMarkedMisplaced || view.element.isMarkedAmbiguous {
                    flagged += 1
                    continue
                }
                if !view.hasStoredFrame {
                    withoutFrame += 1
                    continue
                }
                let ok = SavedFrameOracle.matches(view.storedFrame, solved.solved)
                allUnflagged += 1
                if ok { allUnflaggedMatched += 1 }
                if unsizable {
                    viewsInUnsizableTrees += 1
                    continue
                }
                if staleIDs.contains(view.id) {
                    stale += 1
                    continue
                }
                counted += 1
                if solution.conflicts.isEmpty {
                    countedOutsideConflicts += 1
                    if ok { matchedOutsideConflicts += 1 }
                }
                if ok {
                    matched += 1
                } else {
                    let frame = solved.solved.map(LayoutFormat.rect) ?? "nil"
                    misses.append("\(name)\t\(root.id)\t\(view.name)\tline \(view.element.line)\tstored \(LayoutFormat.rect(view.storedFrame))\tsolved \(frame)\t\(solved.status)")
                }
            }
        }
    }
}
