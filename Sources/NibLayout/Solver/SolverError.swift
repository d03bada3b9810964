// Errors thrown by `Solver`. Every throwing method leaves the solver as it was before the call.

/// What can go wrong when changing a `Solver`'s system.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint (`broken`) contradicts required constraints already in the solver.
    ///
    /// `conflicting` is a minimal set of those existing constraints: together with `broken` they
    /// cannot all hold, and removing any single one of them makes the rest plus `broken`
    /// satisfiable. It is ordered by the time the constraints were added.
    case unsatisfiable(conflicting: [SolverConstraint], broken: SolverConstraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(SolverConstraint)
    /// The constraint is not in the solver.
    case unknownConstraint(SolverConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(SolverVariable)
    /// The variable is not an edit variable.
    case unknownEditVariable(SolverVariable)
    /// Edit variables must have an optional strength (priority below 1000).
    case requiredEditStrength(SolverVariable)
    /// A priority must be greater than 0 (and is capped at 1000).
    case invalidStrength(Double)
    /// The solver has passed one of its `limits` and adds no more constraints.
    case tooLarge(SolverLimits)
    /// The tableau reached a state the algorithm rules out (e.g. an unbounded objective). This
    /// indicates a solver bug or a numerically degenerate system.
    case internalFailure(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .unsatisfiable(conflicting, broken):
            let list = conflicting.map(\.description).joined(separator: "; ")
            return "unsatisfiable constraint \(broken), conflicts with: \(list)"
        case let .duplicateConstraint(constraint):
            return "constraint already added: \(constraint)"
        case let .unknownConstraint(constraint):
            return "constraint not in the solver: \(constraint)"
        case let .duplicateEditVariable(variable):
            return "edit variable already added: \(variable)"
        case let .unknownEditVariable(variable):
            return "not an edit variable: \(variable)"
        case let .requiredEditStrength(variable):
            return "edit variable \(variable) needs a priority below 1000"
        case let .invalidStrength(priority):
            return "invalid priority \(priority): it must be greater than 0"
        case let .tooLarge(limits):
            return "the constraint system is too large: solving it passed \(limits)"
        case let .internalFailure(message):
            return "internal solver failure: \(message)"
        }
    }
}
