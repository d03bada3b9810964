// Ambiguity: is a variable's value forced, or could another optimal solution move it?
//
// At the optimum the objective reads `F = F* + Σ cⱼ·pⱼ` over the parametric symbols pⱼ, with
// every cⱼ >= 0. The optimal solutions are exactly the feasible points where F stays at F*:
//   * a parametric pⱼ with cⱼ > 0 must stay 0 ("frozen"), and so must every dummy;
//   * a parametric pⱼ with cⱼ = 0 may move (slack and error symbols only upwards), as long as
//     every restricted basic symbol stays >= 0;
//   * a parametric external symbol is unconstrained: restricted rows and the objective never
//     mention externals, so it can move freely.
// A variable is ambiguous when it takes more than one value on that set.
//
// Cheap cases are answered from the variable's own row: a parametric variable, or a row that
// mentions a parametric external, is ambiguous; a row whose parameters are all frozen (or
// dummies) is determined. Otherwise a small LP decides: on a copy of the tableau, maximise and
// then minimise the variable's row, letting only zero-cost symbols enter (Bland's rule, so
// degenerate pivots cannot cycle). The variable is ambiguous if either direction moves it by more
// than the caller's margin (the tolerance by default), or is unbounded.

extension Solver {
    /// Whether `variable` could take a different value in another optimal solution, i.e.
    /// whether the constraints and their weighted objective leave it undetermined.
    ///
    /// A variable the solver has never seen is ambiguous (nothing constrains it). Cost: reading
    /// the variable's row; in the degenerate cases, a few pivots on a copy of the tableau.
    ///
    /// `margin`: how far another optimal solution must move the variable for it to count. Zero
    /// (the solver's tolerance) asks the exact question; a caller whose constants are rounded
    /// measurements passes their rounding, so that a tie the rounding made is not ambiguity.
    public func isAmbiguous(_ variable: SolverVariable, beyond margin: Double = 0) -> Bool {
        guard let symbol = variableTable.symbol(of: variable) else { return true }
        let frozen = frozenSymbols ?? tableau.frozenSymbols()
        frozenSymbols = frozen
        return tableau.isAmbiguous(symbol, frozen: frozen, margin: margin)
    }
}

extension Tableau {
    /// Per symbol serial: whether the optimum freezes it (a positive cost in the objective).
    func frozenSymbols() -> ContiguousArray<Bool> {
        var frozen = ContiguousArray<Bool>(repeating: false, count: rowOfSerial.count)
        for cell in objective.cells where cell.coefficient > Tolerance.epsilon {
            frozen[cell.symbol.serial] = true
        }
        return frozen
    }

    /// See `Solver.isAmbiguous(_:)`; `frozen` is `frozenSymbols()` of this tableau.
    func isAmbiguous(_ symbol: Symbol, frozen: ContiguousArray<Bool>, margin: Double) -> Bool {
        let index = rowIndex(of: symbol)
        guard index >= 0 else { return true }  // a free parameter
        let row = rows[index]
        var movable = false
        for cell in row.cells {
            if cell.symbol.isExternal { return true }
            if !cell.symbol.isDummy && !frozen[cell.symbol.serial] { movable = true }
        }
        guard movable else { return false }
        return canMove(row, direction: 1, frozen: frozen, margin: margin)
            || canMove(row, direction: -1, frozen: frozen, margin: margin)
    }

    /// Whether `row` (a basic symbol's form) can grow (`direction` 1) or shrink (-1) by more than
    /// `margin` on the optimal face, by simplex pivots on a copy of the tableau.
    func canMove(_ row: Row, direction: Double, frozen: ContiguousArray<Bool>, margin: Double) -> Bool {
        var copy = self
        var goal = row
        if direction > 0 { goal.negate() }  // grow the row ⇔ minimise its negation
        copy.objective = goal
        copy.artificialActive = false
        let start = goal.constant
        // Bland's rule terminates; the bound only guards against rounding trouble.
        var budget = 4 * (rows.count + 16)
        while budget > 0 {
            budget -= 1
            var entering = Symbol.invalid
            for cell in copy.objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
                if cell.symbol.serial < frozen.count && frozen[cell.symbol.serial] { continue }
                entering = cell.symbol
                break
            }
            guard entering.isValid else { break }
            let leaving = copy.leavingRow(for: entering)
            guard leaving >= 0 else { return true }  // unbounded in that direction
            copy.pivot(rowAt: leaving, entering: entering)
            if copy.objective.constant < start - max(margin, Tolerance.epsilon * max(1, abs(start))) {
                return true
            }
        }
        return false
    }
}
