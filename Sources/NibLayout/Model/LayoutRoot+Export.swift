extension LayoutRoot {
    /// The system as it stands, for handing to another solver (NibKit's benchmark exports it for
    /// kiwisolver): the constraints in the solver after the last solve (built at the saved size
    /// if the root was never solved), in the order they were added, and the root's width
    /// variable with the constraint that sets it. Broken constraints are not in the list.
    public func installedSystem() -> (constraints: [SolverConstraint], width: SolverVariable, widthConstraint: SolverConstraint?) {
        let solver = prepare(size: currentSize ?? savedSize)
        let constraints = entries.map(\.constraint).filter { solver.hasConstraint($0) }
        let width = views[0].width
        let widthConstraint = sizeConstraints.first { constraint in
            constraint.expression.terms.contains { $0.variable === width }
        }
        return (constraints, width, widthConstraint)
    }
}
