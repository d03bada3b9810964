/// A list in a finding's message: the first few items, then how many more, so that a cause with
/// hundreds of places still gives one readable line.
enum ShortList {
    /// `items` described, comma-separated: at most `limit` of them, then "and N more".
    static func of<Items: Collection>(_ items: Items, limit: Int = 5, _ describe: (Items.Element) -> String) -> String {
        let shown = items.prefix(limit).map(describe).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }
}
