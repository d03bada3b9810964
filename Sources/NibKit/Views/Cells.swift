import Foundation
import NibDocument

/// A view a table or collection view reuses (`UICollectionReusableView`; table cells and header
/// views share the behaviour): it has a reuse identifier and is told before it is handed out again.
public protocol ReusableCell: View {
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
}

/// `UITableViewCell`: subviews belong in `contentView`.
open class TableViewCell: View, ReusableCell {
    /// UIKit's `UITableViewCell.CellStyle`.
    public typealias CellStyle = NibDocument.CellStyle
    /// UIKit's `UITableViewCell.SelectionStyle`.
    public typealias SelectionStyle = NibDocument.SelectionStyle
    /// UIKit's `UITableViewCell.AccessoryType`.
    public typealias AccessoryType = NibDocument.AccessoryType

    /// The view the cell's content goes in.
    public let contentView: View
    /// The identifier of the queue the cell goes back to.
    public var reuseIdentifier: String?
    /// The built-in style the cell was made with.
    public let style: CellStyle
    /// How the cell looks when selected.
    public var selectionStyle: SelectionStyle = .default
    /// The standard accessory at the trailing edge.
    public var accessoryType: AccessoryType = .none
    /// How often `prepareForReuse()` ran on this cell.
    public private(set) var reuseCount = 0
    /// A static table's cell (a storyboard's `dataMode="static"`): made once with the table and
    /// handed out by its data source as it is, never dequeued.
    var isStaticTableCell = false

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        style = .default
        contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public required init(coder: NibCoder) throws {
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        let properties = coder.record.builtIn
        reuseIdentifier = properties.reuseIdentifier
        style = properties.cellStyle
        selectionStyle = properties.selectionStyle
        accessoryType = properties.accessoryType
        try super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
    }

    /// Called before the cell is handed out again by a dequeue. Call super when overriding.
    open func prepareForReuse() {
        reuseCount += 1
    }
}

/// `UITableViewHeaderFooterView`.
open class TableViewHeaderFooterView: View, ReusableCell {
    public let contentView: View
    public var reuseIdentifier: String?
    public private(set) var reuseCount = 0

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init(coder: NibCoder) throws {
        // Real XIBs draw header views as a plain <view>: its subviews are then the content.
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        reuseIdentifier = coder.record.builtIn.reuseIdentifier
        try super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
    }

    open func prepareForReuse() {
        reuseCount += 1
    }
}

/// `UICollectionReusableView`: supplementary views (section headers and footers).
open class CollectionReusableView: View, ReusableCell {
    public var reuseIdentifier: String?
    public private(set) var reuseCount = 0

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NibCoder) throws {
        reuseIdentifier = coder.record.builtIn.reuseIdentifier
        try super.init(coder: coder)
    }

    open func prepareForReuse() {
        reuseCount += 1
    }
}

/// `UICollectionViewCell`: subviews belong in `contentView`.
open class CollectionViewCell: CollectionReusableView {
    public let contentView: View

    public required init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init(coder: NibCoder) throws {
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        try super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
    }
}
