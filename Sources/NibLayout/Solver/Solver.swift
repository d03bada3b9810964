// Solver: the public face of the incremental Cassowary solver.
//
// The algorithm is the one of Badros, Borning and Stuckey ("The Cassowary linear arithmetic
// constraint solving algorithm", 2001) in the formulation of kiwi: a simplex tableau kept in
// solved form, optional constraints turned into penalised error variables, primal simplex after
// each structural change and dual simplex after each edit. The tableau itself is in
// `Tableau.swift`; this type keeps the book-keeping around it (which constraint owns which
// symbols, which variables are edit variables) and the public API.
//
// Values are always current: every mutating call leaves the tableau solved, so `value(of:)` can be
// read at any time and there is no separate "update variables" step.

/// An incremental linear constraint solver with UIKit priorities.
///
/// Add required and optional constraints, read values with `value(of:)`, and re-solve cheaply
/// after changing an edit variable with `suggestValue(_:_:)`. A solver is not thread-safe; use
/// it from one thread (or actor) at a time.
public final class Solver {
    struct ConstraintRecord {
        let constraint: SolverConstraint
        let tag: ConstraintTag
        /// Insertion order, to report conflicts in a stable order.
        let order: Int
    }

    struct EditRecord {
        let constraint: SolverConstraint
        let tag: ConstraintTag
        var value: Double
    }

    // A solver is used from one thread at a time and never calls out to user code while it
    // holds one of these, so the dynamic exclusivity checks that Swift puts on class properties
    // would only cost time (they were a quarter of a relayout's time, in `value(of:)`).
    @exclusivity(unchecked) var tableau = Tableau() {
        // Any change to the tableau can change which symbols the optimum freezes. (`didSet`
        // without `oldValue` keeps mutations in place.)
        didSet { frozenSymbols = nil }
    }
    /// Which symbols the current optimum freezes (see `Ambiguity.swift`), computed once per
    /// tableau state: asking it per variable made checking every view quadratic.
    @exclusivity(unchecked) var frozenSymbols: ContiguousArray<Bool>?
    @exclusivity(unchecked) var variableTable = VariableTable()
    @exclusivity(unchecked) var records: [ObjectIdentifier: ConstraintRecord] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
    @exclusivity(unchecked) var nextOrder = 0
    /// Whether required equalities solved for a new variable are folded (see `Presolve.swift`):
    /// true until something reads the markers folding leaves out.
    @exclusivity(unchecked) var folding = true
    /// How many constraints were folded since folding began.
    @exclusivity(unchecked) var foldedCount = 0
    /// While folding: every constraint `add` was given (after the checks that change nothing),
    /// in order, and whether it was accepted, to replay without folding.
    @exclusivity(unchecked) var history: [(constraint: SolverConstraint, accepted: Bool)] = []

    /// How much the solver may do before it refuses further constraints with
    /// `SolverError.tooLarge`; nil (the default) sets no bound.
    public var limits: SolverLimits?
    /// Whether ties between priorities are broken upward (`Strength.objectiveWeight(forPriority:
    /// breakingTiesUpward:)`). Set before the first constraint is added.
    public var breaksPriorityTiesUpward = false

    func weight(of strength: Strength) -> Double {
        Strength.objectiveWeight(forPriority: strength.priority, breakingTiesUpward: breaksPriorityTiesUpward)
    }

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it is already in the solver,
    ///   `.invalidStrength` if its priority is not positive, and `.unsatisfiable` if it is
    ///   required and contradicts the required constraints already present; the error then lists
    ///   a minimal set of those. The solver is unchanged when this throws.
    public func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        try add(constraint, explainingConflicts: true)
    }

    /// Removes a constraint previously added, and re-solves.
    /// - Throws: `SolverError.unknownConstraint` if the constraint is not in the solver.
    public func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] != nil else { throw .unknownConstraint(constraint) }
        // Removal reads the constraint's marker: first take the tableau to where it would be
        // without folding.
        try unfold()
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .internalFailure("a constraint was lost replaying the solver")
        }
        try tableau.remove(tag: record.tag, weight: weight(of: constraint.strength))
    }

    /// Whether `constraint` (this very object) is in the solver.
    public func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver, including one per edit variable.
    public var constraintCount: Int { records.count }

    /// The core of `addConstraint`. With `explainingConflicts == false` an unsatisfiable
    /// constraint is reported with an empty `conflicting` list (used by the conflict search).
    func add(_ constraint: SolverConstraint, explainingConflicts: Bool) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        let strength = constraint.strength
        guard strength.priority > 0 else { throw .invalidStrength(strength.priority) }
        if let limits, tableau.work > limits.work || tableau.cells > limits.cells { throw .tooLarge(limits) }
        // From here on symbols may be made, so a replay must see this call, accepted or not.
        let logged = folding
        if logged { history.append((constraint, false)) }

        // Express the constraint in the current parametric symbols.
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count &+ 3)
        for term in constraint.expression.terms where !Tolerance.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            tableau.accumulate(symbol, term.coefficient, into: &row)
        }

        // Add the marker, slack and error symbols that make it an equation.
        var tag = ConstraintTag()
        let weight = weight(of: strength)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0;  expr >= 0  ⇔  expr − slack = 0 (slack >= 0).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            tag.marker = slack
            row.add(slack, sign)
            if !strength.isRequired {
                // An optional inequality may be violated by `error`, at a cost.
                let error = tableau.makeSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                tableau.objective.add(error, weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                tag.marker = dummy
                if canFold(row) {
                    foldedCount += 1
                } else {
                    row.add(dummy, 1)
                }
            } else {
                // expr = e⁺ − e⁻, both penalised.
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                tableau.objective.add(plus, weight)
                tableau.objective.add(minus, weight)
            }
        }
        if row.constant < 0 { row.negate() }

        switch try tableau.insert(consume row, tag: tag) {
        case .inserted:
            break
        case .conflict(let markers):
            if explainingConflicts && foldedCount > 0 {
                // The certificate lacks the folded markers: explain it as the unfolded solver.
                try unfold()
                try add(constraint, explainingConflicts: true)
                throw .internalFailure("a constraint conflicted only while equalities were folded")
            }
            let conflicting = explainingConflicts
                ? minimalConflict(for: constraint, certificate: markers) : []
            throw .unsatisfiable(conflicting: conflicting, broken: constraint)
        }
        if logged { history[history.count - 1].accepted = true }
        records[key] = ConstraintRecord(constraint: constraint, tag: tag, order: nextOrder)
        nextOrder += 1
        try tableau.optimize()
        try tableau.dualOptimize()
    }

    /// The tableau symbol of a variable, created on first sight.
    @inline(__always)
    func symbol(for variable: SolverVariable) -> Symbol {
        variableTable.symbol(of: variable) { tableau.makeSymbol(.external) }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a variable whose desired value is set with
    /// `suggestValue(_:_:)` and held with the given optional strength. Until the first
    /// suggestion the desired value is 0.
    /// - Throws: `.duplicateEditVariable`, `.requiredEditStrength` for priority 1000, or
    ///   `.invalidStrength` for a non-positive priority.
    public func addEditVariable(_ variable: SolverVariable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        // Suggestions are not replayed: edit variables end folding.
        try unfold()
        let constraint = SolverConstraint(SolverExpression(variable), .equal, strength: strength)
        try add(constraint, explainingConflicts: false)
        guard let record = records[ObjectIdentifier(constraint)] else {
            throw .internalFailure("edit constraint was not recorded")
        }
        edits[key] = EditRecord(constraint: constraint, tag: record.tag, value: 0)
    }

    /// Stops treating `variable` as an edit variable and removes its edit constraint.
    /// - Throws: `.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let record = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(record.constraint)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Sets the desired value of an edit variable and re-solves incrementally: the change is
    /// pushed into the tableau's constants and repaired with the dual simplex, without rebuilding
    /// anything.
    /// - Throws: `.unknownEditVariable` if `variable` is not an edit variable.
    public func suggestValue(_ variable: SolverVariable, _ value: Double) throws(SolverError) {
        guard let index = edits.index(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edits.values[index].value
        edits.values[index].value = value
        try tableau.applyEdit(delta: delta, tag: edits.values[index].tag)
    }

    // MARK: Values

    /// The value of `variable` in the current solution (0 for a variable the solver has never
    /// seen). Always up to date: every mutating call leaves the system solved.
    public func value(of variable: SolverVariable) -> Double {
        guard let symbol = variableTable.symbol(of: variable) else { return 0 }
        return tableau.value(of: symbol)
    }

    /// Removes every constraint and edit variable, returning to the state of a new solver.
    public func reset() {
        tableau = Tableau()
        variableTable = VariableTable()
        records.removeAll()
        edits.removeAll()
        nextOrder = 0
        folding = true
        foldedCount = 0
        history = []
    }
}
