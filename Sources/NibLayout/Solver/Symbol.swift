// Symbol: a column of the simplex tableau, packed into one integer.
//
// The solver works with four kinds of unknowns:
//   external – a caller's SolverVariable; unrestricted in sign;
//   slack    – turns an inequality into an equation; must stay >= 0;
//   error    – how far an optional constraint is violated; must stay >= 0 and is penalised in the
//              objective;
//   dummy    – marks a required equality so it can be found and removed later; always 0 and
//              never allowed to enter the basis.
// A symbol is `serial << 2 | kind`. Serials are handed out densely from 0, so per-symbol tables
// are plain arrays indexed by `serial`, and sorting by the raw value sorts by creation order,
// which gives the pivoting rules a fixed, Bland-style order that avoids cycling.

struct Symbol: Equatable {
    /// The packed `serial << 2 | kind` value; -1 for "no symbol".
    let raw: Int

    /// The kind of unknown a symbol stands for (low two bits of `raw`).
    enum Kind: Int {
        case external = 0
        case slack = 1
        case error = 2
        case dummy = 3
    }

    @inline(__always)
    init(raw: Int) { self.raw = raw }

    @inline(__always)
    init(serial: Int, kind: Kind) { self.raw = serial << 2 | kind.rawValue }

    /// The absent symbol.
    static let invalid = Symbol(raw: -1)

    /// Whether this is a real symbol.
    @inline(__always) var isValid: Bool { raw >= 0 }
    /// Dense index for per-symbol tables.
    @inline(__always) var serial: Int { raw >> 2 }
    /// A caller's variable: unrestricted in sign.
    @inline(__always) var isExternal: Bool { raw & 3 == 0 }
    /// An error variable of an optional constraint.
    @inline(__always) var isError: Bool { raw & 3 == 2 }
    /// A dummy marker of a required equality (fixed at zero).
    @inline(__always) var isDummy: Bool { raw & 3 == 3 }
    /// Slack or error: a non-negative unknown that may enter and leave the basis freely.
    @inline(__always) var isPivotable: Bool { let k = raw & 3; return k == 1 || k == 2 }

    /// This symbol's bit in a row's 64-bit membership filter (see `Row.mask`).
    @inline(__always) var maskBit: UInt64 { 1 &<< UInt64(truncatingIfNeeded: serial & 63) }
}
