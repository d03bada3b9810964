import Testing
@testable import NibLayout

// Folding required equalities solved for a new variable (Presolve.swift) must change nothing a
// caller can see: values, ambiguity, conflicts and what removal leaves are those of a solver that
// never folds. Only the tableau's size changes.

/// `Σ coefficient × variable + constant`.
private func expression(_ terms: [(SolverVariable, Double)], _ constant: Double) -> SolverExpression {
    SolverExpression(terms, constant: constant)
}

private struct Sequence64 {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// What a solver answers after one call: the error's shape, every value, every ambiguity.
private struct Observation: Equatable {
    var error: String?
    var conflicting: [Int]?
    var values: [Double]
    var ambiguous: [Bool]
}

private func observe(_ solver: Solver, _ variables: [SolverVariable], error: SolverError?) -> Observation {
    var conflicting: [Int]?
    if case let .unsatisfiable(set, _)? = error { conflicting = set.map { $0.tag ?? -1 } }
    return Observation(error: error.map { "\($0)" }, conflicting: conflicting,
                       values: variables.map { solver.value(of: $0) },
                       ambiguous: variables.map { solver.isAmbiguous($0) })
}

/// Runs the same random calls on a folding and a non-folding solver and compares every answer
/// exactly (bit for bit): chains of `a = b + c` and `a = k·b + c` as Interface Builder writes
/// them, pins, inequalities, optional preferences, contradictions, and removals.
@Test(arguments: [0x1D, 0x2E, 0x3F, 0x40, 0x51, 0x62])
func foldingAnswersExactlyAsTheUnfoldedSolver(seed: UInt64) throws {
    var random = Sequence64(state: seed)
    let variables = (0..<24).map { SolverVariable("v\($0)") }
    let folded = Solver()
    let plain = Solver()
    plain.folding = false
    folded.limits = SolverLimits(work: 1_000_000, cells: 100_000)
    plain.limits = folded.limits
    var added: [SolverConstraint] = []
    var foldedAny = false
    for step in 0..<90 {
        let constraint: SolverConstraint
        let a = variables[max(0, min(step / 3, variables.count - 1) - random.next(2) * random.next(4))]
        let b = variables[random.next(variables.count)]
        switch random.next(8) {
        case 0, 1, 2:
            constraint = SolverConstraint(expression([(a, 1), (b, -1)], Double(random.next(40)) - 20), .equal, tag: step)
        case 3:
            constraint = SolverConstraint(expression([(a, 1), (b, -[0.5, 2, 3][random.next(3)])], -Double(random.next(9))), .equal, tag: step)
        case 4:
            constraint = SolverConstraint(expression([(a, 1)], -Double(random.next(300))), .equal, tag: step)
        case 5:
            constraint = SolverConstraint(expression([(a, 1), (b, -1)], -Double(random.next(20))),
                                          random.next(2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual, tag: step)
        case 6:
            constraint = SolverConstraint(expression([(a, 1)], -Double(random.next(300))), .equal,
                                          strength: Strength(Double(1 + random.next(999))), tag: step)
        default:
            if !added.isEmpty && step > 30 {
                let removed = added.remove(at: random.next(added.count))
                var errors: [SolverError?] = []
                for solver in [folded, plain] {
                    do { try solver.removeConstraint(removed); errors.append(nil) } catch { errors.append(error) }
                }
                #expect(observe(folded, variables, error: errors[0]) == observe(plain, variables, error: errors[1]), "step \(step)")
                continue
            }
            constraint = SolverConstraint(expression([(a, 1), (b, 1)], -Double(random.next(100))), .equal, tag: step)
        }
        var errors: [SolverError?] = []
        for solver in [folded, plain] {
            do { try solver.addConstraint(constraint); errors.append(nil) } catch { errors.append(error) }
        }
        if errors[0] == nil { added.append(constraint) }
        foldedAny = foldedAny || folded.foldedCount > 0
        #expect(observe(folded, variables, error: errors[0]) == observe(plain, variables, error: errors[1]), "step \(step): \(constraint)")
        #expect(folded.tableau.cells <= plain.tableau.cells)
    }
    #expect(foldedAny)
    #expect(!folded.folding, "a removal or a conflict ends folding")
}

/// The quadratic chain: `x[i] = x[i-1] + 1` after a pin. Unfolded, the i-th row names every
/// earlier link's marker, so the tableau holds about n²/2 terms; folded, each row is
/// `x[i] = i − marker of the pin`, two terms, and the tableau grows linearly.
@Test func aChainOfEqualitiesIsLinearWhenFolded() throws {
    func chainCells(_ length: Int, folding: Bool) throws -> (cells: Int, work: Int, last: Double) {
        let solver = Solver()
        solver.folding = folding
        let x = (0..<length).map { SolverVariable("x\($0)") }
        try solver.addConstraint(SolverConstraint(expression([(x[0], 1)], 0), .equal))
        for index in 1..<length {
            try solver.addConstraint(SolverConstraint(expression([(x[index], 1), (x[index - 1], -1)], -1), .equal))
        }
        return (solver.tableau.cells, solver.tableau.work, solver.value(of: x[length - 1]))
    }
    let short = try chainCells(500, folding: true), long = try chainCells(1_000, folding: true)
    #expect(short.last == 499 && long.last == 999)
    #expect(long.cells <= 2 * short.cells + 2, "folded: \(short.cells) → \(long.cells) terms")
    #expect(long.cells <= 2_000)
    let unfoldedShort = try chainCells(500, folding: false), unfoldedLong = try chainCells(1_000, folding: false)
    #expect(unfoldedShort.last == 499 && unfoldedLong.last == 999)
    #expect(unfoldedLong.cells >= 4 * unfoldedShort.cells - 2_000, "unfolded: \(unfoldedShort.cells) → \(unfoldedLong.cells) terms")
}

/// A conflict found while folding is explained with the same minimal set as without folding,
/// and the solver goes on unfolded, unchanged by the rejected constraint.
@Test func aConflictWhileFoldingIsExplainedAsWithout() throws {
    let x = (0..<40).map { SolverVariable("x\($0)") }
    var chain = [SolverConstraint(expression([(x[0], 1)], 0), .equal, tag: 0)]
    for index in 1..<40 {
        chain.append(SolverConstraint(expression([(x[index], 1), (x[index - 1], -1)], -1), .equal, tag: index))
    }
    let noise = (1..<40).map { SolverConstraint(expression([(x[$0], 1)], -100), .lessThanOrEqual, tag: 100 + $0) }
    let broken = SolverConstraint(expression([(x[39], 1), (x[20], -1)], -5), .equal, tag: 999)
    var answers: [[Int]] = []
    for folding in [true, false] {
        let solver = Solver()
        solver.folding = folding
        for constraint in chain + noise { try solver.addConstraint(constraint) }
        // The pin and every link are folded.
        if folding { #expect(solver.foldedCount == 40) }
        do {
            try solver.addConstraint(broken)
            Issue.record("expected a conflict")
        } catch {
            guard case let .unsatisfiable(conflicting, reported) = error else {
                Issue.record("expected .unsatisfiable, got \(error)")
                continue
            }
            #expect(reported === broken)
            answers.append(conflicting.compactMap(\.tag).sorted())
        }
        #expect(!solver.folding)
        #expect(solver.value(of: x[39]) == 39)
    }
    #expect(answers.count == 2 && answers[0] == answers[1])
    #expect(answers.first == Array(21...39))
}
