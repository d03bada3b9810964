// SolverLimits: how much a solver may do on one system before it gives up.
//
// The simplex tableau of a chain or ring of constraints grows with the square of its length
// (not a chain of equalities each solved for a new variable: see Presolve.swift), and every pivot rewrites the rows that mention the entering symbol, so a hostile file with a
// ring of thousands of constraints costs minutes and gigabytes. Both costs are counted as the
// solver goes: `work` in cells written and rows rewritten, `cells` in the terms the tableau holds
// now. Past either, `addConstraint` throws `SolverError.tooLarge` and the solver stays as it was.

/// Bounds on a solver's effort and size.
public struct SolverLimits: Sendable, Hashable, CustomStringConvertible {
    /// Cells written and rows rewritten, over the solver's life.
    public var work: Int
    /// Terms held by the tableau at once (16 bytes each).
    public var cells: Int

    public init(work: Int, cells: Int) {
        self.work = work
        self.cells = cells
    }

    /// The limits for one layout root read from a file: about a second of solving and 128 MB.
    /// The largest root of the visible corpus did 37,040 steps and the largest of three real
    /// apps 87,642 (measured before the presolve, which only lowers them); a fill-equally stack of 500 labels does 265 million and stays within them.
    /// A ring of 1,000 constraints (670 million steps) or a chain of 5,000 (a tableau of 12
    /// million terms) passes them.
    public static let untrustedFile = SolverLimits(work: 400_000_000, cells: 8_000_000)

    /// `400000000 steps or 8000000 terms`
    public var description: String { "\(work) steps or \(cells) terms" }
}
