/// A view a table or collection view reuses, identified by its type (first seed article):
/// conform a cell and `tableView.register(BookCell.self)` and
/// `let cell: BookCell = tableView.dequeueReusableCell(for: indexPath)` need no string.
///
/// ```swift
/// extension BookCell: ReusableView {}
/// ```
@MainActor
public protocol ReusableView: AnyObject {
    /// The identifier the type is registered and dequeued under; the bare class name by default.
    static var defaultReuseIdentifier: String { get }
}

extension ReusableView where Self: View {
    public static var defaultReuseIdentifier: String { String(describing: self) }
}
