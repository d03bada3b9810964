import Foundation

/// A view a table or collection view reuses (`UICollectionReusableView`; table cells and header
/// views share the behaviour): it has a reuse identifier and is told before it is handed out again.
public protocol ReusableCell: View {
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
}

/// `UITableViewCell`: subviews belong in `contentView`.
open class TableViewCell: View, ReusableCell {
    public let contentView: View
    public var reuseIdentifier: String?
    /// `default`, `none`, `blue`, `gray`.
    public var selectionStyle = "default"
    /// `none`, `disclosureIndicator`, `checkmark`, `detailButton`, `detailDisclosureButton`.
    public var accessoryType = "none"
    /// How often `prepareForReuse()` ran on this cell.
    public private(set) var reuseCount = 0

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public required init(coder: NibCoder) throws {
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        reuseIdentifier = coder.record.builtIn.reuseIdentifier
        selectionStyle = coder.record.builtIn.selectionStyle
        accessoryType = coder.record.builtIn.accessoryType
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
        try super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
        reuseIdentifier = coder.string(forKey: "reuseIdentifier")
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
        try super.init(coder: coder)
        reuseIdentifier = coder.string(forKey: "reuseIdentifier")
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
