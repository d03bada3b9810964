// The one place where the solver decides that a floating-point number is "zero".
//
// Every coefficient that comes out of a pivot, a substitution or an edit is compared with this
// tolerance. Keeping it in one spot means the tableau, the conflict explanation and the ambiguity
// test all agree on what counts as a cancelled term.

enum Tolerance {
    /// Absolute threshold under which a coefficient or a constant is treated as zero.
    ///
    /// Layout values are points (typically 0…10,000) and weights are priorities (≤ 1,000), so an
    /// absolute 1e-8 sits far below anything meaningful and far above accumulated rounding.
    static let epsilon: Double = 1e-8

    /// Whether `value` is indistinguishable from zero for the solver.
    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }
}
