/// Running totals of a sequence of lengths (row heights, line heights) that can change one at a
/// time: a Fenwick tree. Where an item starts, which item covers an offset, and changing one
/// length all cost O(log n), so laying out a screenful of a million-row table costs the rows on
/// the screen, not the rows above it.
struct PrefixSums {
    private(set) var values: [Double]
    private var tree: [Double]

    init(_ values: [Double]) {
        self.values = values
        var tree = [Double](repeating: 0, count: values.count + 1)
        for (index, value) in values.enumerated() {
            let node = index + 1
            tree[node] += value
            let parent = node + (node & -node)
            if parent <= values.count { tree[parent] += tree[node] }
        }
        self.tree = tree
    }

    var count: Int { values.count }
    var total: Double { sum(upTo: values.count) }

    /// The sum of the first `count` values: where item `count` starts.
    func sum(upTo count: Int) -> Double {
        var node = min(max(0, count), values.count)
        var sum = 0.0
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    mutating func set(_ index: Int, to value: Double) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The first item whose end lies beyond `offset` (the item covering it), or `count` when
    /// `offset` is at or past the end.
    func index(covering offset: Double) -> Int {
        guard offset >= 0 else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position  // items 0 ..< position end at or before `offset`
    }
}
