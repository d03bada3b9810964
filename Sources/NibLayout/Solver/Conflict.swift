// Explaining an unsatisfiable required constraint with a minimal set of existing ones.
//
// Step 1, a certificate from the tableau. Every tableau row (and the phase-one objective) is a
// linear combination of the original constraint equations, and each constraint's marker symbol
// occurs in its own equation only. So the markers left in the row that proved the contradiction
// (the all-dummy row with a non-zero constant, or the phase-one objective that could not reach
// zero) name exactly the constraints that the proof combined.
//
// Step 2, minimisation. That set is sufficient but not necessarily minimal, so it is shrunk by
// deletion, re-checking satisfiability with a fresh solver holding only the candidates (required
// constraints only, so each check is a small, objective-free solve). Chunks are tried first, then
// single constraints; a constraint that survives the single pass was necessary when tested, and
// every later candidate set is a subset of that one, so the result is minimal: dropping any one
// member makes the rest plus the new constraint satisfiable.
//
// If the certificate does not verify (which only rounding could cause), the search starts from
// all required constraints instead.
//
// The shrinking is bounded: each check re-solves its candidates, so a conflict that needs most of
// a long chain (a ring of 1,000 constraints) would take a cubic number of steps to prove minimal.
// Past `minimisationBudget` constraints solved, the set found so far is returned, and a set of
// more than `minimisedConflictLimit` is returned as the certificate gave it: either still
// contradicts `broken`; only its minimality is left unproven.

extension Solver {
    /// A minimal subset of this solver's required constraints that contradicts `broken`.
    func minimalConflict(for broken: SolverConstraint, certificate markers: [Symbol]) -> [SolverConstraint] {
        var wanted = Set<Int>()
        for marker in markers { wanted.insert(marker.raw) }
        var required: [ConstraintRecord] = []
        var candidates: [ConstraintRecord] = []
        for record in records.values where record.constraint.strength.isRequired {
            required.append(record)
            if wanted.contains(record.tag.marker.raw) { candidates.append(record) }
        }
        required.sort { $0.order < $1.order }
        candidates.sort { $0.order < $1.order }

        var kept = candidates.map(\.constraint)
        switch isSatisfiable(kept, with: broken) {
        case false: break
        case true:
            kept = required.map(\.constraint)
            // The incremental and the fresh solve disagree (rounding), or the system is too
            // large to solve again: nothing to shrink.
            guard isSatisfiable(kept, with: broken) == false else { return kept }
        case nil: return kept
        }

        // A proof that combined more constraints than a person reads is returned as it is.
        if kept.count > Solver.minimisedConflictLimit { return kept }
        // Deletion by chunks, halving the chunk size down to single constraints.
        var chunk = max(1, kept.count / 2)
        var budget = Solver.minimisationBudget
        while true {
            var start = 0
            while start < kept.count {
                let end = min(start + chunk, kept.count)
                var trial = kept
                trial.removeSubrange(start..<end)
                budget -= trial.count
                if budget < 0 { return kept }
                switch isSatisfiable(trial, with: broken) {
                case false: kept = trial
                case true: start = end
                case nil: return kept
                }
            }
            if chunk == 1 { break }
            chunk = max(1, chunk / 2)
        }
        return kept
    }

    /// How many constraints the minimisation may solve in all, over its checks.
    static let minimisationBudget = 10_000
    /// The largest set of constraints that is shrunk to a minimal one.
    static let minimisedConflictLimit = 64

    /// Whether `constraints` (all required and mutually consistent) plus `extra` can all hold;
    /// nil when a fresh solver under this one's limits cannot tell.
    func isSatisfiable(_ constraints: [SolverConstraint], with extra: SolverConstraint) -> Bool? {
        let solver = Solver()
        solver.limits = limits
        do {
            for constraint in constraints {
                try solver.add(constraint, explainingConflicts: false)
            }
            try solver.add(extra, explainingConflicts: false)
            return true
        } catch .tooLarge {
            return nil
        } catch {
            return false
        }
    }
}
