/// A list in a finding's message: the first few items, then how many more, so that a cause with
/// hundreds of places still gives one readable line.
enum ShortList {
    /// `items` described, comma-separated: at most `limit` of them, then "and N more".
    static func of<Items: Collection>(_ items: Items, limit: Int = 5, _ describe: (Items.Element) -> String) -> String {
        let shown = items.prefix(limit).map(describe).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }

    /// `line 41` or `lines 28, 41`: the line numbers, each once, in order, at most `limit` of
    /// them then "and N more"; empty for none.
    static func lines(_ numbers: some Sequence<Int>, limit: Int = 5) -> String {
        // A set, not a search of the list: a hostile file may repeat one name on 100,000 lines.
        var seen: Set<Int> = []
        let lines = numbers.filter { seen.insert($0).inserted }
        guard !lines.isEmpty else { return "" }
        return "line\(lines.count == 1 ? "" : "s") " + of(lines, limit: limit) { String($0) }
    }
}
