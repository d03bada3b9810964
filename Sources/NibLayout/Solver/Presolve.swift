// Presolve: required equalities solved for a variable seen for the first time are folded.
//
// Interface Builder writes mostly equalities between two edges (`edge = edge + c`), and nearly
// every one of them mentions a view edge no earlier constraint did. Such a constraint becomes the
// new variable's row, `a = b + c`, and the tableau never needs to find it again except to name
// it in a conflict or to take it out. For those two purposes every Cassowary tableau (kiwi's
// too) carries the constraint's dummy marker in its row, and from there into every row that
// substitutes `a`: a chain `x[i+1] = x[i] + 1` spells all i markers out in its i-th row, a
// quadratic tableau, and a nib's rows carry one marker for each constraint along each chain of
// edges.
//
// Folding leaves the marker out of the row. Nothing else changes: dummies never enter the basis
// and never decide a pivot (entering symbols skip them, and ratios are read from non-dummy
// columns), and each cell of a row is computed from the same column alone, so every other cell,
// every constant and every pivot is bit for bit what it is without folding. Values, optimal
// vertices and ambiguity are therefore identical.
//
// What the left-out markers would have said is recovered when it is needed, by replaying: the
// solver keeps the constraints it was given, in order, and before anything that reads markers
// (explaining a conflict, removing a constraint) or that the replay could not repeat (edit
// variables) it rebuilds the tableau from them without folding. The solver that results is the
// one that never folded, so the conflict it explains and the tableau left after a removal are
// exactly those; it goes on without folding. A layout built once and read (every rule of the
// linter, the oracle, the renderer) never pays for a replay; a root with a conflict pays one.
//
// `SolverLimits` count the folded solver's work and cells, which are smaller: a chain of
// thousands of constraints is now linear. A replay that passes the limits is reported as
// `.tooLarge`, as the unfolded solver would have been.

extension Solver {
    /// Whether the required equality whose row (in parametric symbols) is `row` can be folded:
    /// it is solved for an external symbol no tableau row has mentioned, so its marker would only
    /// ever be read through that new row.
    func canFold(_ row: Row) -> Bool {
        guard folding else { return false }
        for cell in row.cells where cell.symbol.isExternal && tableau.rowOfSerial[cell.symbol.serial] == Tableau.fresh {
            return true
        }
        return false
    }

    /// Ends folding: rebuilds the tableau without it if anything was folded. The solver then
    /// stands exactly where a solver given the same calls without folding would stand.
    /// - Throws: `.tooLarge` if that solver would have passed the limits; this one is then left
    ///   as it was (still folding).
    func unfold() throws(SolverError) {
        guard folding else { return }
        guard foldedCount > 0 else {
            folding = false
            history = []
            return
        }
        let faithful = Solver()
        faithful.limits = limits
        faithful.folding = false
        for (constraint, accepted) in history {
            do {
                try faithful.add(constraint, explainingConflicts: false)
            } catch {
                if case .tooLarge(let limits) = error { throw .tooLarge(limits) }
                // Refused the first time too (it is unsatisfiable either way); otherwise the two
                // solvers disagree, which only rounding could cause.
                guard !accepted else { throw .internalFailure("replaying the constraints refused one that was accepted") }
                continue
            }
            guard accepted else { throw .internalFailure("replaying the constraints accepted one that was refused") }
        }
        tableau = faithful.tableau
        variableTable = faithful.variableTable
        records = faithful.records
        nextOrder = faithful.nextOrder
        folding = false
        foldedCount = 0
        history = []
    }
}
