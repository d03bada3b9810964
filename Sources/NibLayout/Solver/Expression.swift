// Linear expressions: a list of (variable, coefficient) terms plus a constant.
//
// Expressions are plain values built with initialisers and a few `adding…` methods; there are no
// operator overloads, which keeps type checking fast and call sites explicit. A variable may
// appear in several terms: the solver adds their coefficients when it reads the expression.

/// One summand of a linear expression: `coefficient × variable`.
public struct SolverTerm: Sendable {
    /// The variable of this term.
    public var variable: SolverVariable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
public struct SolverExpression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were given.
    public var terms: [SolverTerm]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from `(variable, coefficient)` pairs and a constant,
    /// e.g. `SolverExpression([(x, 1), (y, -2)], constant: 10)` for `x − 2y + 10`.
    public init(_ terms: [(SolverVariable, Double)], constant: Double = 0) {
        self.terms = terms.map { SolverTerm($0.0, $0.1) }
        self.constant = constant
    }

    /// Creates an expression from terms and a constant.
    public init(terms: [SolverTerm], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable` (coefficient 1, constant 0).
    public init(_ variable: SolverVariable) {
        self.terms = [SolverTerm(variable, 1)]
        self.constant = 0
    }

    /// Creates an expression with no variables.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Returns this expression plus `coefficient × variable`.
    public func adding(_ variable: SolverVariable, times coefficient: Double = 1) -> SolverExpression {
        var copy = self
        copy.terms.append(SolverTerm(variable, coefficient))
        return copy
    }

    /// Returns this expression plus `value`.
    public func adding(constant value: Double) -> SolverExpression {
        var copy = self
        copy.constant += value
        return copy
    }

    /// Returns this expression plus `factor × other`.
    public func adding(_ other: SolverExpression, times factor: Double = 1) -> SolverExpression {
        var copy = self
        copy.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms {
            copy.terms.append(SolverTerm(term.variable, term.coefficient * factor))
        }
        copy.constant += other.constant * factor
        return copy
    }

    /// Returns this expression minus `other`.
    public func subtracting(_ other: SolverExpression) -> SolverExpression {
        adding(other, times: -1)
    }

    /// Returns this expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> SolverExpression {
        SolverExpression(
            terms: terms.map { SolverTerm($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// A readable form such as `1*x + -2*y + 10`.
    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
