import Foundation
import NibKit
import NibTestSupport
import Synchronization

/// Records what happened to objects, in order, to check init → connect → awake. Each test that
/// reads one installs its own as `current` for the work it does: a shared log would collect
/// what other tests, running at the same time, instantiate.
final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
    @TaskLocal static var current: EventLog?
}

/// Declares its action the way the compiler checks (`actions`); ProfileView below uses the
/// `ActionTarget` string form, so both stay covered.
final class BookCell: TableViewCell {
    var coverImageView: ImageView!
    var titleLabel: Label!
    var authorLabel: Label!
    var favoriteButton: Button!
    var outletsSeenInInit: Bool?
    private(set) var favoriteTaps = 0

    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("coverImageView", \BookCell.coverImageView),
            Outlet("titleLabel", \BookCell.titleLabel),
            Outlet("authorLabel", \BookCell.authorLabel),
            Outlet("favoriteButton", \BookCell.favoriteButton),
        ]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        outletsSeenInInit = titleLabel != nil
        EventLog.current?.add("init BookCell")
    }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        EventLog.current?.add("awake BookCell titleLabel=\(titleLabel?.text ?? "nil")")
    }

    override class var actions: [ActionMethod] {
        super.actions + [ActionMethod("favoriteTapped:", BookCell.favoriteTapped)]
    }

    func favoriteTapped(_ sender: Button) {
        favoriteTaps += 1
    }
}

final class BookCollectionCell: CollectionViewCell {
    var coverImageView: ImageView!
    var titleLabel: Label!

    override class var outlets: [Outlet] {
        super.outlets + [Outlet("coverImageView", \BookCollectionCell.coverImageView), Outlet("titleLabel", \BookCollectionCell.titleLabel)]
    }
}

final class BookSectionHeader: CollectionReusableView {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \BookSectionHeader.titleLabel)] }
}

final class BookHeaderView: TableViewHeaderFooterView {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \BookHeaderView.titleLabel)] }
}

/// File's Owner of ProfileView.xib.
final class ProfileView: View, ActionTarget {
    var contentView: View!
    var avatarImageView: ImageView!
    var nameLabel: Label!
    var bioLabel: Label!
    var followButton: Button!
    var labels: [Label] = []
    private(set) var follows = 0

    override class var outlets: [Outlet] {
        super.outlets + [
            Outlet("contentView", \ProfileView.contentView),
            Outlet("avatarImageView", \ProfileView.avatarImageView),
            Outlet("nameLabel", \ProfileView.nameLabel),
            Outlet("bioLabel", \ProfileView.bioLabel),
            Outlet("followButton", \ProfileView.followButton),
            Outlet("labels", \ProfileView.labels),
        ]
    }

    func perform(_ selector: String, sender: Control) -> Bool {
        guard selector == "followTapped:" else { return false }
        follows += 1
        return true
    }
}

/// A class that declares an outlet with the wrong type.
final class WrongTypeCell: TableViewCell {
    var titleLabel: Button!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \WrongTypeCell.titleLabel)] }
}

/// A cell that declares `titleLabel` as a label, for a nib that connects it to a button.
final class LabelOutletCell: TableViewCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \LabelOutletCell.titleLabel)] }
}

/// A class with no outlets at all.
final class BareCell: TableViewCell {}

/// Not a view.
final class NotAView: NibObject {}

/// The sample classes in a registry of the tests' own. `ClassRegistry.shared` is the app's: no
/// test registers anything in it (ModuleBoundaryTests checks), so no test depends on another
/// having run first.
enum Registrations {
    static let registry: ClassRegistry = {
        let registry = ClassRegistry()
        for type in [BookCell.self, BookCollectionCell.self, BookSectionHeader.self, BookHeaderView.self, ProfileView.self] as [NibObject.Type] {
            try! registry.register(type)
        }
        return registry
    }()

    /// Instantiation with the tests' registry.
    static var options: NibInstantiationOptions { NibInstantiationOptions(registry: registry) }

    /// A table view whose cells are made with the tests' registry.
    @MainActor static func table(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: frame, style: style)
        table.nibOptions = options
        return table
    }

    /// A collection view whose cells are made with the tests' registry.
    @MainActor static func collection(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> CollectionView {
        let collection = CollectionView(frame: frame)
        collection.nibOptions = options
        return collection
    }
}

extension ClassRegistry {
    func register(_ type: NibObject.Type) throws(NibError) {
        func open<T: NibObject>(_ type: T.Type) throws(NibError) { try register(type, as: nil) }
        try open(type)
    }
}

/// A table of `rows` BookCell rows (the sample nib registered under "BookCell"), each cell
/// handed to `configure` before it is returned; keep the data source as long as the table.
final class BookCellRows: TableViewDataSource {
    let rows: Int
    let configure: (BookCell, IndexPath) -> Void

    init(_ rows: Int, configure: @escaping (BookCell, IndexPath) -> Void = { _, _ in }) {
        self.rows = rows
        self.configure = configure
    }

    /// A table of `size` showing `rows` BookCells; `rowHeight` nil leaves rows self-sizing.
    static func table(_ size: CGSize, rows: Int, rowHeight: CGFloat? = nil,
                      configure: @escaping (BookCell, IndexPath) -> Void = { _, _ in }) throws -> (TableView, BookCellRows) {
        let table = Registrations.table(frame: CGRect(origin: .zero, size: size))
        if let rowHeight { table.rowHeight = rowHeight }
        try table.tryRegister(try Nib(contentsOf: Fixtures.valid("BookCell.xib")), forCellReuseIdentifier: "BookCell")
        let source = BookCellRows(rows, configure: configure)
        table.dataSource = source
        try table.tryReloadData()
        return (table, source)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
        if let book = cell as? BookCell { configure(book, indexPath) }
        return cell
    }
}
