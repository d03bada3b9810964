// SolverVariable: an unknown of the layout system (an edge, a size, a centre).
//
// Why a final class and not a struct holding an integer id?
// A variable needs an identity that is unique across every solver and every thread. A struct
// would have to draw its id from process-wide mutable state (an atomic counter), and ids made by
// hand could collide between unrelated layouts. An object already has such an identity for free,
// with no shared state at all, and an immutable final class is `Sendable` without any locking.
// The cost of a reference (retain/release) is paid only while callers build expressions. Inside
// the solver, each variable is translated once, on first sight, into a dense integer symbol, and
// every hot loop (pivots, substitutions, edits) works on those integers only.

/// An unknown quantity that the solver assigns a value to, such as the leading edge or the width
/// of a view.
///
/// Two variables are equal only if they are the same object; the name is for messages only.
public final class SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// An optional name used in descriptions and error messages; it plays no part in identity.
    public let name: String?

    /// Creates a new variable, distinct from every other variable whatever its name.
    /// - Parameter name: a name for messages, such as `"titleLabel.width"`.
    public init(_ name: String? = nil) {
        self.name = name
    }

    /// Identity comparison: a variable equals only itself.
    public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
        lhs === rhs
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name if there is one, otherwise a label derived from the object's address.
    public var description: String {
        if let name { return name }
        return "var_" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }
}
