// VariableTable: the solver's map from a caller's variable object to its tableau symbol.
//
// Looked up once per term when a constraint is added and once per `value(of:)` call, so it is a
// small open-addressing hash table keyed by object address (linear probing, Fibonacci hashing)
// rather than a `Dictionary`, whose general-purpose SipHash costs several times more per lookup.
// The table keeps a strong reference to each variable, so an address can never be reused by a
// different object while it is a key. Variables are never removed (as in kiwi): a variable that
// no constraint mentions any more simply reads as a free parameter.

struct VariableTable {
    /// Every variable seen, in the order first seen.
    private(set) var variables = ContiguousArray<SolverVariable>()
    /// `symbols[i]` is the symbol of `variables[i]`.
    private(set) var symbols = ContiguousArray<Symbol>()
    /// Open-addressing slots: object address (0 = empty) and index into `variables`.
    private var slotKeys = ContiguousArray<UInt>(repeating: 0, count: 64)
    private var slotIndices = ContiguousArray<Int32>(repeating: -1, count: 64)

    @inline(__always)
    private static func address(of variable: SolverVariable) -> UInt {
        UInt(bitPattern: ObjectIdentifier(variable))
    }

    @inline(__always)
    private func firstSlot(for key: UInt) -> Int {
        // Multiply by 2^64/φ and keep the high bits: spreads aligned addresses evenly.
        let shift = UInt(UInt.bitWidth - slotKeys.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The symbol of `variable`, or `nil` if the solver has never seen it.
    @inline(__always)
    func symbol(of variable: SolverVariable) -> Symbol? {
        let key = VariableTable.address(of: variable)
        let mask = slotKeys.count - 1
        var slot = firstSlot(for: key)
        while true {
            let probe = slotKeys[slot]
            if probe == key { return symbols[Int(slotIndices[slot])] }
            if probe == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// The symbol of `variable`, created with `make` on first sight.
    @inline(__always)
    mutating func symbol(of variable: SolverVariable, orMake make: () -> Symbol) -> Symbol {
        let key = VariableTable.address(of: variable)
        let mask = slotKeys.count - 1
        var slot = firstSlot(for: key)
        while true {
            let probe = slotKeys[slot]
            if probe == key { return symbols[Int(slotIndices[slot])] }
            if probe == 0 { break }
            slot = (slot &+ 1) & mask
        }
        let symbol = make()
        slotKeys[slot] = key
        slotIndices[slot] = Int32(truncatingIfNeeded: variables.count)
        variables.append(variable)
        symbols.append(symbol)
        if variables.count * 2 > slotKeys.count { grow() }
        return symbol
    }

    /// Doubles the slot arrays and re-inserts every key (load factor stays at most 1/2).
    private mutating func grow() {
        let capacity = slotKeys.count * 2
        slotKeys = ContiguousArray(repeating: 0, count: capacity)
        slotIndices = ContiguousArray(repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, variable) in variables.enumerated() {
            let key = VariableTable.address(of: variable)
            var slot = firstSlot(for: key)
            while slotKeys[slot] != 0 { slot = (slot &+ 1) & mask }
            slotKeys[slot] = key
            slotIndices[slot] = Int32(truncatingIfNeeded: index)
        }
    }
}
