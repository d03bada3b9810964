// SolverConstraint: one linear relation handed to the solver.

/// The relation between a constraint's expression and zero.
public enum SolverRelation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear constraint `expression (== | <= | >=) 0` with a strength.
///
/// Constraints are objects: the solver tracks them by identity, so the same instance is what you
/// pass to `Solver.removeConstraint(_:)`. Two constraints with equal contents are still distinct.
public final class SolverConstraint: Sendable, CustomStringConvertible {
    /// The left-hand side; the right-hand side is zero.
    public let expression: SolverExpression
    /// How `expression` relates to zero.
    public let relation: SolverRelation
    /// The strength (UIKit priority) of the constraint.
    public let strength: Strength
    /// A caller-chosen number, e.g. the index of the nib constraint this one was made from, so a
    /// conflict reported by the solver can be traced back to its source. The solver ignores it.
    public let tag: Int?

    /// Creates `expression relation 0`.
    public init(_ expression: SolverExpression, _ relation: SolverRelation,
                strength: Strength = .required, tag: Int? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }

    /// Creates `lhs relation rhs`, stored as `lhs − rhs relation 0`.
    public convenience init(_ lhs: SolverExpression, _ relation: SolverRelation, _ rhs: SolverExpression,
                            strength: Strength = .required, tag: Int? = nil) {
        self.init(lhs.subtracting(rhs), relation, strength: strength, tag: tag)
    }

    /// A readable form such as `1*x + -10 >= 0 @required #3`.
    public var description: String {
        var text = "\(expression) \(relation) 0 @\(strength)"
        if let tag { text += " #\(tag)" }
        return text
    }
}
