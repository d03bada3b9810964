// Tableau: the simplex state and the pivoting machinery of the Cassowary algorithm.
//
// The tableau is kept in "basic feasible solved form": every basic symbol owns one row expressing
// it in terms of non-basic ("parametric") symbols, which all sit at zero. So a basic symbol's
// value is its row's constant, and a parametric symbol's value is 0. Feasibility means every
// restricted (non-external) basic symbol has a non-negative constant. The objective row expresses
// the weighted error of all optional constraints in terms of the parametric symbols; the solution
// is optimal when no symbol that could enter the basis has a negative objective coefficient.
//
// Storage: rows live in one dense array (removal swaps the last row into the hole), with a
// parallel array of their basic symbols and a per-symbol table giving the row a symbol owns.
// This is a value type so that the hot loops see plain stored properties (no dynamic
// exclusivity checks), and so a throw-away copy costs nothing until used: phase one of a new
// row runs on one (a rejected constraint leaves the tableau untouched), and so does the
// ambiguity analysis.
//
// Two invariants of kiwi's design are relied on (they follow from how subjects and entering
// symbols are chosen): rows owned by restricted symbols never mention an external symbol, and
// neither does the objective. External symbols are unrestricted, so once basic they never leave
// the basis through a ratio test.

/// The symbols that let the solver find a constraint again in the tableau.
struct ConstraintTag {
    /// Slack (inequality), dummy (required equality) or positive error (optional equality).
    var marker: Symbol = .invalid
    /// The second error symbol of an optional constraint, if any.
    var other: Symbol = .invalid
}

/// Result of inserting a constraint's row.
enum Insertion {
    /// The row is part of the tableau.
    case inserted
    /// The row contradicts the required constraints; `markers` are the marker symbols of the
    /// constraints whose combination proves it (a superset of a minimal conflict).
    case conflict(markers: [Symbol])
}

struct Tableau {
    /// Rows, in no particular order.
    var rows = ContiguousArray<Row>()
    /// `basics[i]` is the basic symbol that owns `rows[i]`.
    var basics = ContiguousArray<Symbol>()
    /// For each symbol serial: the index of the row it owns; -1 when it is parametric; or
    /// `Tableau.fresh` (-2) while it has never been in any tableau row, in which case
    /// substituting it cannot change a row and the row scan is skipped. Most constraints of a
    /// view hierarchy are solved for a variable seen for the first time, so this matters.
    var rowOfSerial = ContiguousArray<Int32>()
    /// The weighted error of all optional constraints, in terms of parametric symbols.
    var objective = Row()
    /// The phase-one objective while a row is being added through an artificial variable.
    var artificial = Row()
    var artificialActive = false
    /// Basic symbols whose rows may have gone negative; repaired by `dualOptimize()`.
    var infeasible: [Symbol] = []
    /// Reused merge buffer (see `Row.merge`).
    var scratch = ContiguousArray<Cell>()
    /// Cells written and rows rewritten by substitutions so far: the solver's measure of its own
    /// effort, which `SolverLimits.work` bounds.
    var work = 0
    /// Cells in the rows now: the tableau's size, which `SolverLimits.cells` bounds.
    var cells = 0

    // MARK: Symbols and rows

    /// `rowOfSerial` value of a symbol that no tableau row has ever mentioned.
    static let fresh: Int32 = -2

    /// A fresh symbol of the given kind.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(serial: rowOfSerial.count, kind: kind)
        rowOfSerial.append(Tableau.fresh)
        return symbol
    }

    /// The index of the row owned by `symbol`, or a negative value if it is parametric.
    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int {
        Int(rowOfSerial[symbol.serial])
    }

    /// The current value of a symbol: its row's constant if basic, else 0.
    @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let index = rowIndex(of: symbol)
        return index >= 0 ? rows[index].constant : 0
    }

    mutating func appendRow(_ row: Row, basic: Symbol) {
        // Rows only ever receive cells copied from rows that are, or are about to be, in the
        // tableau, so marking the cells of each appended row keeps `fresh` exact.
        rowOfSerial.withUnsafeMutableBufferPointer { table in
            for cell in row.cells where table[cell.symbol.serial] == Tableau.fresh {
                table[cell.symbol.serial] = -1
            }
        }
        rowOfSerial[basic.serial] = Int32(truncatingIfNeeded: rows.count)
        cells &+= row.cells.count
        rows.append(row)
        basics.append(basic)
    }

    /// Removes and returns the row at `index`; the last row takes its place.
    mutating func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOfSerial[basics[index].serial] = Int32(truncatingIfNeeded: index)
        }
        rowOfSerial[basics[last].serial] = -1
        basics.removeLast()
        let row = rows.removeLast()
        cells &-= row.cells.count
        return row
    }

    /// Adds `coefficient × symbol` to a row being built, replacing a basic symbol by its row.
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double, into row: inout Row) {
        let index = rowIndex(of: symbol)
        if index >= 0 {
            row.merge(rows[index], times: coefficient, dropping: .invalid, scratch: &scratch)
            work &+= row.cells.count
        } else {
            row.add(symbol, coefficient)
        }
    }

    // MARK: Substitution and pivoting

    /// Replaces the parametric `symbol` by `row` everywhere: in every row, the objective and the
    /// phase-one objective. Restricted rows that turn negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if rowOfSerial[symbol.serial] != Tableau.fresh {
            // Work on raw buffers with the scratch and infeasible lists moved into locals, so
            // the loop has no uniqueness or exclusivity checks per row.
            let bit = symbol.maskBit
            var buffer = ContiguousArray<Cell>()
            swap(&buffer, &scratch)
            var pending: [Symbol] = []
            swap(&pending, &infeasible)
            var effort = 0
            var growth = 0
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                basics.withUnsafeBufferPointer { basicBuffer in
                    for index in 0..<rowBuffer.count where rowBuffer[index].mask & bit != 0 {
                        let before = rowBuffer[index].cells.count
                        if rowBuffer[index].substitute(symbol, with: row, scratch: &buffer) {
                            let after = rowBuffer[index].cells.count
                            effort &+= after &+ 1
                            growth &+= after &- before
                            let basic = basicBuffer[index]
                            if !basic.isExternal && rowBuffer[index].constant < 0 {
                                pending.append(basic)
                            }
                        }
                    }
                }
            }
            swap(&pending, &infeasible)
            swap(&buffer, &scratch)
            work &+= effort
            cells &+= growth
        }
        _ = objective.substitute(symbol, with: row, scratch: &scratch)
        if artificialActive {
            _ = artificial.substitute(symbol, with: row, scratch: &scratch)
        }
    }

    /// Makes `entering` basic in place of the owner of row `index`.
    mutating func pivot(rowAt index: Int, entering: Symbol) {
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
    }

    // MARK: Primal simplex

    /// Minimises the objective (or the phase-one objective) by primal simplex pivots.
    /// Requires a feasible tableau and keeps it feasible.
    mutating func optimize(phaseOne: Bool = false) throws(SolverError) {
        while true {
            let entering = phaseOne ? Tableau.enteringSymbol(of: artificial)
                                    : Tableau.enteringSymbol(of: objective)
            guard entering.isValid else { return }
            let leaving = leavingRow(for: entering)
            guard leaving >= 0 else {
                throw .internalFailure("the objective is unbounded")
            }
            pivot(rowAt: leaving, entering: entering)
        }
    }

    /// The lowest non-dummy symbol with a negative objective coefficient (Bland's rule), or
    /// `.invalid` when the objective is minimal.
    static func enteringSymbol(of objective: Row) -> Symbol {
        objective.cells.withUnsafeBufferPointer { cells -> Symbol in
            for cell in cells where cell.coefficient < 0 && !cell.symbol.isDummy {
                return cell.symbol
            }
            return .invalid
        }
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio test; ties go
    /// to the lowest basic symbol), or -1 if nothing limits it.
    func leavingRow(for entering: Symbol) -> Int {
        let bit = entering.maskBit
        var best = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int.max
        for index in rows.indices where rows[index].mask & bit != 0 {
            let basic = basics[index]
            if basic.isExternal { continue }
            let coefficient = rows[index].coefficient(of: entering)
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic.raw < bestBasic) {
                    best = index
                    bestRatio = ratio
                    bestBasic = basic.raw
                }
            }
        }
        return best
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed (edit values), keeping optimality: the dual
    /// simplex method, one queued infeasible row at a time.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let index = rowIndex(of: leaving)
            guard index >= 0 else { continue }
            let constant = rows[index].constant
            guard constant < 0 && !Tolerance.isNearZero(constant) else { continue }
            let entering = dualEnteringSymbol(for: rows[index])
            guard entering.isValid else {
                throw .internalFailure("the dual simplex found no entering symbol")
            }
            pivot(rowAt: index, entering: entering)
        }
    }

    /// The symbol of an infeasible row whose entry keeps the objective optimal: among positive
    /// non-dummy coefficients, the smallest ratio objective coefficient / row coefficient.
    func dualEnteringSymbol(for row: Row) -> Symbol {
        var entering = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering
    }

    // MARK: Adding a row

    /// Adds a constraint's row (already expressed in parametric symbols, constant >= 0).
    /// On `.conflict` the tableau is exactly as it was before the call.
    /// The row is taken (consumed), so that solving it for its subject rewrites its cells in
    /// place instead of copying them.
    mutating func insert(_ newRow: consuming Row, tag: ConstraintTag) throws(SolverError) -> Insertion {
        var row = newRow
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid && row.hasOnlyDummies {
            // Only required-equality markers remain: the row is either implied by the existing
            // constraints (constant 0) or contradicts them (the dummies say which ones).
            if !Tolerance.isNearZero(row.constant) {
                let markers = row.cells.map(\.symbol).filter { $0 != tag.marker }
                return .conflict(markers: markers)
            }
            subject = tag.marker
        }
        guard subject.isValid else {
            // Phase one pivots the whole tableau, so it runs on a copy (copy-on-write: the rows
            // are shared until touched) that replaces the tableau only if the row fits. A
            // rejected constraint thus leaves the tableau bit-for-bit as it was.
            var trial = self
            let result = try trial.insertWithArtificialVariable(row)
            if case .inserted = result { self = trial }
            return result
        }
        row.solve(for: subject)
        substitute(subject, with: row)
        appendRow(row, basic: subject)
        return .inserted
    }

    /// The symbol to solve a new row for: an external symbol if there is one, preferring one
    /// that no tableau row mentions yet (solving for it needs no substitution at all, which
    /// keeps rows short; any external is a valid choice since externals are unrestricted);
    /// otherwise a slack or error marker with a negative coefficient (entering it keeps the
    /// row's owner non-negative).
    func chooseSubject(_ row: Row, tag: ConstraintTag) -> Symbol {
        var firstExternal = Symbol.invalid
        for cell in row.cells where cell.symbol.isExternal {
            if rowOfSerial[cell.symbol.serial] == Tableau.fresh { return cell.symbol }
            if !firstExternal.isValid { firstExternal = cell.symbol }
        }
        if firstExternal.isValid { return firstExternal }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 {
            return tag.marker
        }
        if tag.other.isValid && tag.other.isPivotable && row.coefficient(of: tag.other) < 0 {
            return tag.other
        }
        return .invalid
    }

    /// Phase one: add the row owned by an artificial variable and minimise that variable. The
    /// row is satisfiable exactly when the minimum is zero. On `.conflict` the tableau is left
    /// in an equivalent but pivoted state; `insert` therefore calls this on a copy.
    mutating func insertWithArtificialVariable(_ row: Row) throws(SolverError) -> Insertion {
        let art = makeSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        artificialActive = true
        defer {
            artificialActive = false
            artificial = Row()
        }
        try optimize(phaseOne: true)

        if !Tolerance.isNearZero(artificial.constant) {
            // The final phase-one objective is `k + Σ cᵢ·pᵢ` with k > 0 and every cᵢ of a
            // restricted pᵢ non-negative: a certificate that the row cannot reach zero. Its
            // markers are those of the constraints combined in that proof.
            let markers = artificial.cells.map(\.symbol).filter { $0 != art && !$0.isExternal }
            return .conflict(markers: markers)
        }

        let artIndex = rowIndex(of: art)
        if artIndex >= 0 {
            // Still basic (at zero): hand its row to another symbol, or drop it if empty.
            var artRow = removeRow(at: artIndex)
            if artRow.cells.isEmpty { return .inserted }
            var entering = Symbol.invalid
            for cell in artRow.cells where cell.symbol.isPivotable {
                entering = cell.symbol
                break
            }
            if !entering.isValid {
                // Only dummies: the row is implied by required equalities. Keep it as the row
                // of one of them, as for a redundant equality.
                entering = artRow.cells[0].symbol
            }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, with: artRow)
            appendRow(artRow, basic: entering)
        }
        // The artificial variable is parametric now; fixing it at zero removes it.
        let bit = art.maskBit
        for index in rows.indices where rows[index].mask & bit != 0 {
            let before = rows[index].cells.count
            rows[index].remove(art)
            cells &+= rows[index].cells.count &- before
        }
        objective.remove(art)
        return .inserted
    }

    // MARK: Removing a row

    /// Removes the constraint identified by `tag` (whose error weight is `weight`).
    mutating func remove(tag: ConstraintTag, weight: Double) throws(SolverError) {
        // Take the constraint's errors out of the objective first, while they are still tied to
        // the rest of the tableau.
        if tag.marker.isError { removeErrorFromObjective(tag.marker, weight: weight) }
        if tag.other.isValid && tag.other.isError { removeErrorFromObjective(tag.other, weight: weight) }

        let markerRow = rowIndex(of: tag.marker)
        if markerRow >= 0 {
            _ = removeRow(at: markerRow)
        } else {
            let index = markerLeavingRow(for: tag.marker)
            if index >= 0 {
                let leaving = basics[index]
                var row = removeRow(at: index)
                row.solve(for: tag.marker, replacing: leaving)
                substitute(tag.marker, with: row)
            }
            // No row mentions the marker: the constraint was redundant and never shaped the
            // tableau, so there is nothing to take out.
        }
        try optimize()
        try dualOptimize()
    }

    /// `objective −= weight × error`, with `error` expanded if it is basic.
    mutating func removeErrorFromObjective(_ error: Symbol, weight: Double) {
        let index = rowIndex(of: error)
        if index >= 0 {
            objective.merge(rows[index], times: -weight, dropping: .invalid, scratch: &scratch)
        } else {
            objective.add(error, -weight)
        }
    }

    /// The row to pivot a parametric marker into, so that its row can then be dropped:
    /// 1. a restricted row where the marker has a negative coefficient, smallest −constant/coeff;
    /// 2. otherwise a restricted row with the smallest constant/coeff;
    /// 3. otherwise an external row mentioning the marker.
    /// Returns -1 if no row mentions the marker.
    func markerLeavingRow(for marker: Symbol) -> Int {
        let bit = marker.maskBit
        var first = -1, second = -1, third = -1
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for index in rows.indices where rows[index].mask & bit != 0 {
            let coefficient = rows[index].coefficient(of: marker)
            if coefficient == 0 { continue }
            if basics[index].isExternal {
                third = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = index
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = index
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third
    }

    // MARK: Edits

    /// Moves an edit constraint's target by `delta` and re-optimises with the dual simplex.
    mutating func applyEdit(delta: Double, tag: ConstraintTag) throws(SolverError) {
        // The edit equation is `v − value − e⁺ + e⁻ = 0`: the value enters every row exactly
        // as e⁺ does, so shifting it shifts each row by (its e⁺ coefficient) × delta.
        let plusRow = rowIndex(of: tag.marker)
        if plusRow >= 0 {
            rows[plusRow].constant -= delta
            if rows[plusRow].constant < 0 { infeasible.append(tag.marker) }
        } else {
            let minusRow = rowIndex(of: tag.other)
            if minusRow >= 0 {
                rows[minusRow].constant += delta
                if rows[minusRow].constant < 0 { infeasible.append(tag.other) }
            } else {
                let marker = tag.marker
                let bit = marker.maskBit
                let count = rows.count
                var index = 0
                while index < count {
                    if rows[index].mask & bit != 0 {
                        let coefficient = rows[index].coefficient(of: marker)
                        if coefficient != 0 {
                            rows[index].constant += delta * coefficient
                            let basic = basics[index]
                            if rows[index].constant < 0 && !basic.isExternal {
                                infeasible.append(basic)
                            }
                        }
                    }
                    index &+= 1
                }
            }
        }
        try dualOptimize()
    }
}
