/// Values grouped by key, the groups in the order their keys first came: how a rule makes one
/// finding per cause (at the first place, naming the others) from places found one by one.
struct OrderedGroups<Key: Hashable, Value> {
    private var indexByKey: [Key: Int] = [:]
    /// Each key with its values, in the order the keys first came.
    private(set) var groups: [(key: Key, values: [Value])] = []

    /// Adds `value` to the group of `key`, which is made last when it is new.
    mutating func append(_ value: Value, to key: Key) {
        if let index = indexByKey[key] {
            groups[index].values.append(value)
        } else {
            indexByKey[key] = groups.count
            groups.append((key, [value]))
        }
    }
}
