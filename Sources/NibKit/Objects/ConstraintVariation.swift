/// How a nib's size-class variations treat one constraint under each combination of size
/// classes: whether it is installed, and its constant. A view keeps the constraints it holds
/// that vary, and installs them again when its window's traits change.
struct ConstraintVariation: Sendable, Hashable {
    /// Indexed by `index(horizontalRegular:verticalRegular:)`.
    let installed: [Bool]
    let constants: [Double]

    init(installed: [Bool], constants: [Double]) {
        self.installed = installed
        self.constants = constants
    }

    /// The slot of a combination: compact/compact, compact/regular, regular/compact, regular/regular.
    static func index(horizontalRegular: Bool, verticalRegular: Bool) -> Int {
        (horizontalRegular ? 2 : 0) + (verticalRegular ? 1 : 0)
    }
}
