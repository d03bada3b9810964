// Row: one linear form of the tableau, `constant + Σ coefficient × symbol`.
//
// A row plays three roles:
//   * a tableau row: the basic symbol that owns it equals the form;
//   * a constraint being added: the form must equal zero;
//   * an objective: the form is the quantity being minimised.
// Cells are kept sorted by symbol so that lookups are binary searches and adding one row to
// another is a single linear merge. Rows are short (a handful of cells for a nib), so a sorted
// contiguous array beats any hashed map. `mask` is a 64-bit Bloom-style filter of the symbols
// present, letting tableau-wide scans ("which rows mention s?") skip most rows without touching
// their cells.

/// One non-zero coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

struct Row {
    /// Non-zero terms, sorted by `symbol.raw`, without duplicates.
    var cells: ContiguousArray<Cell>
    /// The constant term.
    var constant: Double
    /// Union of `maskBit` over the cells. May have extra bits, never misses one.
    var mask: UInt64

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
        self.mask = 0
    }

    /// An empty row with room for `capacity` cells, so that adding them allocates once.
    init(constant: Double, capacity: Int) {
        self.cells = []
        self.cells.reserveCapacity(capacity)
        self.constant = constant
        self.mask = 0
    }

    /// Cheap pre-test: `false` means the symbol is certainly absent.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool {
        mask & symbol.maskBit != 0
    }

    /// The index of `symbol` in `cells`, or `-(insertionPoint + 1)` when absent.
    @inline(__always)
    func search(_ symbol: Symbol) -> Int {
        let key = symbol.raw
        return cells.withUnsafeBufferPointer { buffer -> Int in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low &+ high) >> 1
                let probe = buffer[middle].symbol.raw
                if probe < key {
                    low = middle &+ 1
                } else if probe > key {
                    high = middle
                } else {
                    return middle
                }
            }
            return -(low &+ 1)
        }
    }

    /// The coefficient of `symbol`, or 0 if the row does not mention it.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = search(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// Whether every cell is a dummy marker (true for a row with no cells).
    var hasOnlyDummies: Bool {
        for cell in cells where !cell.symbol.isDummy { return false }
        return true
    }

    /// Rebuilds `mask` exactly from the cells.
    mutating func recomputeMask() {
        var bits: UInt64 = 0
        for cell in cells { bits |= cell.symbol.maskBit }
        mask = bits
    }

    /// Adds `coefficient × symbol`, merging with an existing term and dropping it if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let index = search(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if Tolerance.isNearZero(sum) {
                cells.remove(at: index)
                recomputeMask()
            } else {
                cells[index].coefficient = sum
            }
        } else if !Tolerance.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
            mask |= symbol.maskBit
        }
    }

    /// Drops the term of `symbol`, if any.
    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let index = search(symbol)
        if index >= 0 {
            cells.remove(at: index)
            recomputeMask()
        }
    }

    /// Multiplies the constant and every coefficient by −1.
    mutating func negate() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Reads the row as `0 = constant + a·symbol + rest` and rewrites it as
    /// `symbol = −(constant + rest) / a`. The symbol must be present.
    mutating func solve(for symbol: Symbol) {
        let index = search(symbol)
        precondition(index >= 0, "solving a row for a symbol it does not contain")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        var bits: UInt64 = 0
        cells.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices {
                buffer[position].coefficient *= factor
                bits |= buffer[position].symbol.maskBit
            }
        }
        mask = bits
    }

    /// Reads the row as `current = constant + a·entering + rest` (the row of basic symbol
    /// `current`) and rewrites it as the row of `entering`. `current` must be absent and
    /// `entering` present.
    mutating func solve(for entering: Symbol, replacing current: Symbol) {
        add(current, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (the form it equals): `self += a × row` where `a` was the
    /// coefficient of `symbol`, which is dropped. Returns whether the row changed.
    /// `row` must not mention `symbol`.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout ContiguousArray<Cell>) -> Bool {
        guard mayContain(symbol) else { return false }
        let index = search(symbol)
        guard index >= 0 else { return false }
        let factor = cells[index].coefficient
        merge(row, times: factor, dropping: symbol, scratch: &scratch)
        return true
    }

    /// `self += factor × other`, leaving out `dropped` (pass `.invalid` to keep everything).
    /// One linear merge of two sorted lists, written through a raw buffer into `scratch`
    /// (kept padded to the largest size needed so far), then copied back into `cells` with one
    /// block copy. A warmed-up solver does not allocate here.
    mutating func merge(_ other: Row, times factor: Double, dropping dropped: Symbol,
                        scratch: inout ContiguousArray<Cell>) {
        constant += other.constant * factor
        let bound = cells.count + other.cells.count
        if scratch.count < bound {
            scratch.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0),
                                                     count: bound - scratch.count))
        }
        let droppedRaw = dropped.raw
        var bits: UInt64 = 0
        var written = 0
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                scratch.withUnsafeMutableBufferPointer { output in
                    var i = 0
                    var j = 0
                    let mineCount = mine.count
                    let theirCount = theirs.count
                    while i < mineCount && j < theirCount {
                        let a = mine[i]
                        let b = theirs[j]
                        if a.symbol.raw < b.symbol.raw {
                            if a.symbol.raw != droppedRaw {
                                output[written] = a
                                written &+= 1
                                bits |= a.symbol.maskBit
                            }
                            i &+= 1
                        } else if a.symbol.raw > b.symbol.raw {
                            let product = b.coefficient * factor
                            if !Tolerance.isNearZero(product) {
                                output[written] = Cell(symbol: b.symbol, coefficient: product)
                                written &+= 1
                                bits |= b.symbol.maskBit
                            }
                            j &+= 1
                        } else {
                            let sum = a.coefficient + b.coefficient * factor
                            if !Tolerance.isNearZero(sum) && a.symbol.raw != droppedRaw {
                                output[written] = Cell(symbol: a.symbol, coefficient: sum)
                                written &+= 1
                                bits |= a.symbol.maskBit
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < mineCount {
                        let a = mine[i]
                        if a.symbol.raw != droppedRaw {
                            output[written] = a
                            written &+= 1
                            bits |= a.symbol.maskBit
                        }
                        i &+= 1
                    }
                    while j < theirCount {
                        let b = theirs[j]
                        let product = b.coefficient * factor
                        if !Tolerance.isNearZero(product) {
                            output[written] = Cell(symbol: b.symbol, coefficient: product)
                            written &+= 1
                            bits |= b.symbol.maskBit
                        }
                        j &+= 1
                    }
                }
            }
        }
        if cells.capacity < written {
            // Rows grow a cell or two at a time as symbols are substituted: room for half as
            // many again, so the next merges into this row write in place.
            var larger = ContiguousArray<Cell>()
            larger.reserveCapacity(written &+ (written >> 1) &+ 1)
            cells = larger
        }
        scratch.withUnsafeBufferPointer { output in
            cells.replaceSubrange(0..<cells.count, with: UnsafeBufferPointer(rebasing: output[0..<written]))
        }
        mask = bits
    }
}
