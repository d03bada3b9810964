import Foundation
import NibDocument

/// A view a table or collection view reuses (`UICollectionReusableView`; table cells and header
/// views share the behaviour): it has a reuse identifier and is told before it is handed out again.
///
/// Internal: the reuse queues set `reuseIdentifier` through it, and nothing outside NibKit may
/// (an identifier routes a view back to its queue, so it is fixed once the view is made; UIKit
/// declares it read-only). The public classes below show it as `public internal(set)`.
@MainActor
protocol ReusableCell: View {
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
}

/// `UITableViewCell`: subviews belong in `contentView`.
open class TableViewCell: View, ReusableCell {
    override var isReusableView: Bool { true }

    /// UIKit's `UITableViewCell.CellStyle`.
    public typealias CellStyle = NibDocument.CellStyle
    /// UIKit's `UITableViewCell.SelectionStyle`.
    public typealias SelectionStyle = NibDocument.SelectionStyle
    /// UIKit's `UITableViewCell.AccessoryType`.
    public typealias AccessoryType = NibDocument.AccessoryType

    /// The view the cell's content goes in; a `contentConfiguration` replaces it with the view
    /// the configuration makes.
    public private(set) var contentView: View
    /// The identifier of the queue the cell goes back to: given when the cell is made (or by the
    /// nib), set by the table when it makes the cell for a registration, read-only after that.
    public internal(set) var reuseIdentifier: String?
    /// The built-in style the cell was made with (a nib cell without a `style` attribute, a
    /// custom cell, reads as `.default`).
    public let style: CellStyle
    /// How the cell looks when selected.
    public var selectionStyle: SelectionStyle = .default
    /// How many indentation steps the content is indented by (`indentationLevel`).
    public var indentationLevel = 0
    /// The width of one step (`indentationWidth`; UIKit's default, 10).
    public var indentationWidth: CGFloat = 10
    /// The separator's insets (`separatorInset`); nil: the table's.
    public var separatorInset: EdgeInsets?
    /// The accessory while the table is editing (`editingAccessoryType`).
    public var editingAccessoryType: AccessoryType = .none
    /// The cell's content as a configuration (`contentConfiguration`): setting one makes the view
    /// it makes the cell's `contentView`, in place of the one before (a configuration of the
    /// same kind updates that view), as UIKit does; nil puts an empty content view back.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            contentView = ContentConfigurationHost.contentView(showing: contentConfiguration, hadConfiguration: oldValue != nil,
                                                               replacing: contentView, in: self)
        }
    }

    /// The list configuration of the cell's style, to fill in and set as `contentConfiguration`
    /// (`defaultContentConfiguration()`): `.subtitle` a subtitle row, `.value1` a value row, the
    /// others a plain row.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        default: return .cell()
        }
    }

    /// How a table separates its rows (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable, Hashable {
        case none, singleLine, singleLineEtched
    }
    /// The editing control a row shows (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable, Hashable {
        case none, delete, insert
    }
    /// The control the row shows while its table is editing; the table sets it (`editingStyle`).
    public internal(set) var editingStyle: EditingStyle = .none
    /// Whether the cell is editing (`isEditing`); setting it is `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    /// Enters or leaves editing; the table calls it for its editable rows. Override to change
    /// what the cell shows (and call super).
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = editingState != editing
        editingState = editing
        if changed { setNeedsUpdateConfiguration() }
    }
    /// The standard accessory at the trailing edge; ignored while `accessoryView` is set.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { invalidateLayoutSystem() } }
    }
    /// A view at the trailing edge in place of the standard accessory (UIKit's "If the value of
    /// this property is not nil, the cell uses the given view for the accessory view and ignores
    /// the value of the accessoryType property"). It is a subview of the cell, not of
    /// `contentView`. A nib sets it with an `accessoryView` outlet.
    public var accessoryView: View? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            invalidateLayoutSystem()
        }
    }
    /// Whether the cell's row is selected (`UITableViewCell.isSelected`); setting it calls
    /// `setSelected(_:animated: false)`. A selected cell shows its `selectedBackgroundView`.
    public var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    /// Selects or deselects the cell; the table calls it when its row's selection changes, as
    /// UIKit does. Override to change what the cell shows (Xcode's cell template does), and
    /// call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selectedState != selected
        selectedState = selected
        selectedBackgroundView?.isHidden = !selected
        if changed { setNeedsUpdateConfiguration() }
    }
    /// Whether the cell is highlighted (`isHighlighted`); setting it calls
    /// `setHighlighted(_:animated: false)`.
    public var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false
    /// Highlights or unhighlights the cell; a tap on the row highlights it while the touch is
    /// down (before the selection), as UIKit does. Override it as `setSelected(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlightedState != highlighted
        highlightedState = highlighted
        if changed { setNeedsUpdateConfiguration() }
    }

    /// The cell's state, which its configurations are updated for (`configurationState`).
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
    /// Whether a change of state updates `contentConfiguration` with its `updated(for:)`
    /// (`automaticallyUpdatesContentConfiguration`; on by default).
    public var automaticallyUpdatesContentConfiguration = true
    /// Asks the cell to update its configurations for its current state
    /// (`setNeedsUpdateConfiguration()`); headless, it does so at once.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }
    /// Updates the cell's configurations for `state` (`updateConfiguration(using:)`): the content
    /// configuration's `updated(for:)`, when `automaticallyUpdatesContentConfiguration`. Override
    /// to configure the cell for its state; the cell calls it when its state changes.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
    }
    /// A view behind the content, as large as the cell (`backgroundView`).
    public var backgroundView: View? {
        didSet { replaceBackground(oldValue, with: backgroundView, above: nil) }
    }
    /// A view behind the content shown while the cell is selected, above `backgroundView`
    /// (`selectedBackgroundView`).
    public var selectedBackgroundView: View? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, above: backgroundView)
            selectedBackgroundView?.isHidden = !isSelected
        }
    }

    private func replaceBackground(_ old: View?, with new: View?, above: View?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        guard let new else { return }
        if let above, above.superview === self { insertSubview(new, aboveSubview: above) } else { insertSubview(new, at: 0) }
        new.frame = bounds
        setNeedsLayout()
    }

    /// The background views fill the cell; the style's views made in code take their places.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if laysOutStandardViews { layOutStandardViews() }
    }
    /// The height the cell was designed at: its nib's `rowHeight`, else its nib frame's height.
    public private(set) var designedHeight: CGFloat?
    /// How often `prepareForReuse()` ran on this cell.
    public private(set) var reuseCount = 0
    /// A static table's cell (a storyboard's `dataMode="static"`): made once with the table and
    /// handed out by its data source as it is, never dequeued.
    var isStaticTableCell = false

    /// The primary label, in `contentView`. Every style has one; like UIKit, the cell makes it
    /// when it is first asked for, unless the nib gave it (`textLabel="…"`).
    public var textLabel: Label? {
        if textLabelStorage == nil { textLabelStorage = addStandardView(TableViewCell.standardLabel(ofSize: 17)) }
        return textLabelStorage
    }
    /// The secondary label, for the styles that show one (`.value1`, `.value2`, `.subtitle`);
    /// nil for `.default` (UIKit: "UITableViewCell adds an appropriate label when you create the
    /// cell in a style that supports secondary labels").
    public var detailTextLabel: Label? {
        if detailTextLabelStorage == nil, TableViewCell.hasDetailTextLabel(style) {
            // A subtitle's detail is smaller (12 points, UIKit's on a phone).
            detailTextLabelStorage = addStandardView(TableViewCell.standardLabel(ofSize: style == .subtitle ? 12 : 17))
        }
        return detailTextLabelStorage
    }
    /// The image view at the leading edge, for every style but `.value2`, which has none.
    public var imageView: ImageView? {
        if imageViewStorage == nil, TableViewCell.hasImageView(style) {
            imageViewStorage = addStandardView(ImageView(frame: .zero))
        }
        return imageViewStorage
    }
    private var textLabelStorage: Label?
    private var detailTextLabelStorage: Label?
    private var imageViewStorage: ImageView?

    static func hasDetailTextLabel(_ style: CellStyle) -> Bool {
        switch style {
        case .value1, .value2, .subtitle: return true
        case .default, .unknown: return false
        }
    }

    static func hasImageView(_ style: CellStyle) -> Bool {
        style != .value2
    }

    private static func standardLabel(ofSize size: Double) -> Label {
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: size)
        return label
    }

    private func addStandardView<V: View>(_ view: V) -> V {
        contentView.addSubview(view)
        laysOutStandardViews = true
        setNeedsLayout()
        return view
    }
    /// Whether the cell made its style's labels or image view itself (in code, not a nib), and
    /// so places them in `layoutSubviews`, as UIKit's built-in styles do.
    private var laysOutStandardViews = false

    /// The frames of the style's views made in code, in the content view, as UIKit's built-in
    /// styles place them (its exact metrics are not documented; these are iOS's on a phone):
    /// the image view at the leading margin, sized to its image; `.default` the text label
    /// filling the rest; `.subtitle` the text over the detail, centred together; `.value1` the
    /// detail at the trailing edge beside the text; `.value2` the text in a narrow leading
    /// column and the detail after it. Labels are as tall as their text.
    private func layOutStandardViews() {
        let bounds = contentView.bounds
        let margin: CGFloat = 16
        var leading = margin
        if let imageView = imageViewStorage {
            let size = imageView.image == nil ? CGSize.zero : imageView.intrinsicContentSize
            let side = CGSize(width: max(0, size.width), height: max(0, size.height))
            imageView.frame = CGRect(x: margin, y: ((bounds.height - side.height) / 2).rounded(), width: side.width, height: side.height)
            if side.width > 0 { leading = imageView.frame.maxX + margin }
        }
        let available = max(0, bounds.width - leading - margin)
        func height(_ label: Label) -> CGFloat {
            let fitted = label.sizeThatFits(CGSize(width: available, height: 0)).height
            return fitted > 0 ? fitted : CGFloat((label.font?.pointSize ?? 17) * 1.2).rounded(.up)
        }
        func width(_ label: Label) -> CGFloat { min(available, label.sizeThatFits(CGSize(width: available, height: 0)).width) }
        let text = textLabelStorage
        let detail = TableViewCell.hasDetailTextLabel(style) ? detailTextLabelStorage : nil
        switch style {
        case .subtitle:
            let textHeight = text.map(height) ?? 0
            let detailHeight = detail.map(height) ?? 0
            var y = ((bounds.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: leading, y: y, width: available, height: textHeight)
            y += textHeight
            detail?.frame = CGRect(x: leading, y: y, width: available, height: detailHeight)
        case .value1:
            let detailWidth = detail.map(width) ?? 0
            if let detail {
                let detailHeight = height(detail)
                detail.frame = CGRect(x: bounds.width - margin - detailWidth, y: ((bounds.height - detailHeight) / 2).rounded(),
                                      width: detailWidth, height: detailHeight)
            }
            if let text {
                let textHeight = height(text)
                text.frame = CGRect(x: leading, y: ((bounds.height - textHeight) / 2).rounded(),
                                    width: max(0, available - detailWidth - (detailWidth > 0 ? 8 : 0)), height: textHeight)
            }
        case .value2:
            let column = (available * 0.25).rounded()
            if let text {
                let textHeight = height(text)
                text.frame = CGRect(x: leading, y: ((bounds.height - textHeight) / 2).rounded(), width: column, height: textHeight)
            }
            if let detail {
                let detailHeight = height(detail)
                detail.frame = CGRect(x: leading + column + 6, y: ((bounds.height - detailHeight) / 2).rounded(),
                                      width: max(0, available - column - 6), height: detailHeight)
            }
        case .default, .unknown:
            text?.frame = CGRect(x: leading, y: 0, width: available, height: bounds.height)
        }
    }

    /// A cell in one of the built-in styles (`init(style:reuseIdentifier:)`), as a table makes
    /// one for a registered class (with `.default`). Override this to make cells in code, with
    /// `required init?(coder: NSCoder)` beside it, as UIKit asks.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// A `.default` cell: `init(style: .default, reuseIdentifier:)`, through the class's own
    /// `init(style:reuseIdentifier:)` (its override, when it has one). A table makes the cells of a
    /// registered class with it, as UIKit sends `initWithStyle:reuseIdentifier:`. A subclass has it
    /// when it overrides both designated initializers, as UIKit's cells made in code do, or none.
    public required convenience init(reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    final class Decoded: NibDecodedValue {
        let reuseIdentifier: String?
        /// The row height Interface Builder sets (`rowHeight`), else the saved frame's height.
        let designedHeight: CGFloat?
        let cellStyle: CellStyle
        let selectionStyle: SelectionStyle
        let accessoryType: AccessoryType
        let indentationLevel: Int
        let indentationWidth: CGFloat
        let separatorInset: EdgeInsets?
        let editingAccessoryType: AccessoryType
        init(record: ObjectRecord) {
            indentationLevel = max(0, record.int(forKey: "indentationLevel") ?? 0)
            indentationWidth = CGFloat(record.finiteDouble(forKey: "indentationWidth") ?? 10)
            separatorInset = record.element.child(key: "separatorInset").flatMap(EdgeInsets.init(inset:))
            editingAccessoryType = record.string(forKey: "editingAccessoryType").map(AccessoryType.init(interfaceBuilderName:)) ?? .none
            reuseIdentifier = record.string(forKey: "reuseIdentifier")
            let frameHeight = record.rect(forKey: "frame")?.height ?? 0
            designedHeight = record.finiteDouble(forKey: "rowHeight").flatMap { $0 > 0 ? CGFloat($0) : nil } ?? (frameHeight > 0 ? frameHeight : nil)
            cellStyle = record.string(forKey: "style").map(CellStyle.init(interfaceBuilderName:)) ?? .default
            selectionStyle = record.string(forKey: "selectionStyle").map(SelectionStyle.init(interfaceBuilderName:)) ?? .default
            accessoryType = record.string(forKey: "accessoryType").map(AccessoryType.init(interfaceBuilderName:)) ?? .none
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        let contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        self.contentView = contentView
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        reuseIdentifier = properties.reuseIdentifier
        designedHeight = properties.designedHeight
        style = properties.cellStyle
        selectionStyle = properties.selectionStyle
        accessoryType = properties.accessoryType
        indentationLevel = properties.indentationLevel
        indentationWidth = properties.indentationWidth
        separatorInset = properties.separatorInset
        editingAccessoryType = properties.editingAccessoryType
        // Interface Builder writes a styled cell's views as subviews of the content view that the
        // cell names by id (`textLabel="…"`); a keyed child element is read too.
        func standardView<V: View>(_ key: String) -> V? {
            if let keyed = coder.object(forKey: key) as? V { return keyed }
            guard let id = coder.string(forKey: key) else { return nil }
            return contentView.allViews.first { $0.nibObjectID == id } as? V
        }
        textLabelStorage = standardView("textLabel")
        detailTextLabelStorage = standardView("detailTextLabel")
        imageViewStorage = standardView("imageView")
        super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
        for view in [textLabelStorage, detailTextLabelStorage, imageViewStorage] as [View?] {
            if let view, view.superview == nil { contentView.addSubview(view) }
        }
        // Keyed children (`<view key="backgroundView">`), behind the content view.
        let background = coder.object(forKey: "backgroundView") as? View
        let selected = coder.object(forKey: "selectedBackgroundView") as? View
        backgroundView = background
        replaceBackground(nil, with: background, above: nil)
        selectedBackgroundView = selected
        replaceBackground(nil, with: selected, above: background)
        selected?.isHidden = !isSelected
    }

    /// `accessoryView`, `backgroundView` and `selectedBackgroundView`, which a nib connects as
    /// outlets.
    open override class var outlets: [Outlet] {
        super.outlets + [Outlet("accessoryView", \TableViewCell.accessoryView),
                         Outlet("backgroundView", \TableViewCell.backgroundView),
                         Outlet("selectedBackgroundView", \TableViewCell.selectedBackgroundView)]
    }

    /// Called before the cell is handed out again by a dequeue. Call super when overriding.
    open func prepareForReuse() {
        reuseCount += 1
    }

    /// The height of a self-sizing row (`rowHeight` is `automaticDimension`) at `width`, as
    /// UIKit finds it: `systemLayoutSizeFitting` at that width (required) and the smallest height
    /// (`.fittingSizeLevel`), the content view's constraints deciding. When they decide nothing
    /// (the fitted height is 0: no constraints from top to bottom), the height the cell was
    /// designed at in its nib, else UIKit's default 44. Override to measure otherwise.
    open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let fitted = systemLayoutSizeFitting(CGSize(width: width, height: View.layoutFittingCompressedSize.height),
                                             withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height
        return fitted > 0.5 ? (fitted * 3).rounded(.up) / 3 : (designedHeight ?? 44)
    }

}

/// `UITableViewHeaderFooterView`.
open class TableViewHeaderFooterView: View, ReusableCell {
    override var isReusableView: Bool { true }

    public let contentView: View
    /// The identifier of the queue the view goes back to; read-only once the view is made.
    public internal(set) var reuseIdentifier: String?
    public private(set) var reuseCount = 0

    /// Override this to make the view in code (with `required init?(coder: NSCoder)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// What a table makes a registered header or footer class with: the class's own
    /// `init(reuseIdentifier:)` (its override, when it has one), as UIKit sends
    /// `initWithReuseIdentifier:`.
    public required convenience init(madeForReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        // Real XIBs draw header views as a plain <view>: its subviews are then the content.
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        reuseIdentifier = coder.string(forKey: "reuseIdentifier")
        super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
    }

    /// The title's label, in `contentView`, made when first asked for: a table shows a section
    /// title (`titleForHeaderInSection`) in one, as UIKit's `headerView(forSection:)?.textLabel`.
    public var textLabel: Label? {
        if textLabelStorage == nil {
            let label = Label(frame: .zero)
            contentView.addSubview(label)
            textLabelStorage = label
        }
        return textLabelStorage
    }
    private var textLabelStorage: Label?

    open func prepareForReuse() {
        reuseCount += 1
    }

    /// The content view fills the view; the title's label fills it within its layout margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        if let label = textLabelStorage {
            let margins = contentView.layoutMargins
            label.frame = CGRect(x: margins.left, y: 0, width: max(0, bounds.width - margins.left - margins.right), height: bounds.height)
        }
    }
}

/// `UICollectionReusableView`: supplementary views (section headers and footers).
open class CollectionReusableView: View, ReusableCell {
    override var isReusableView: Bool { true }

    /// The identifier of the queue the view goes back to; read-only once the view is made.
    public internal(set) var reuseIdentifier: String?
    /// The kind of supplementary view it was last shown as (`representedElementKind` of its
    /// layout attributes); nil for cells.
    var elementKind: String?
    /// Whether the cell's item is selected (`UICollectionViewCell.isSelected`); the view sets it.
    /// Override it (`didSet`) to change what the cell shows, as in UIKit.
    open var isSelected = false
    /// Whether the cell is highlighted (`UICollectionViewCell.isHighlighted`): while a tap on its
    /// item is down.
    open var isHighlighted = false
    public private(set) var reuseCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// What a collection view makes a registered class with: the class's own `init(frame:)` (its
    /// override, when it has one), as UIKit sends `initWithFrame:`. A subclass has it when it
    /// overrides both designated initializers (`init(frame:)`, `init?(coder:)`), or none.
    public required convenience init(madeForReuseWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        reuseIdentifier = coder.string(forKey: "reuseIdentifier")
        super.init(coder: coder)
    }

    open func prepareForReuse() {
        reuseCount += 1
    }
}

/// `UICollectionViewCell`: subviews belong in `contentView`.
open class CollectionViewCell: CollectionReusableView {
    /// The view the cell's content goes in; a `contentConfiguration` replaces it.
    public private(set) var contentView: View

    /// The cell's content as a configuration, as `TableViewCell.contentConfiguration`.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            contentView = ContentConfigurationHost.contentView(showing: contentConfiguration, hadConfiguration: oldValue != nil,
                                                               replacing: contentView, in: self)
        }
    }

    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        contentView = coder.object(forKey: "contentView") as? View ?? View(frame: coder.rect(forKey: "frame") ?? .zero)
        super.init(coder: coder)
        if contentView.superview == nil { addSubview(contentView) }
    }

    /// The size a self-sizing cell asks for (its flow layout has an `estimatedItemSize`):
    /// `layoutAttributes` with the size its constraints give it from the estimate
    /// (`systemLayoutSizeFitting` at `.fittingSizeLevel` both ways), rounded up to a pixel; a
    /// dimension they leave undecided keeps the estimate's. Override to size otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let estimate = layoutAttributes.frame.size
        let fitted = systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        func pixel(_ value: CGFloat, else fallback: CGFloat) -> CGFloat { value > 0.5 && value.isFinite ? (value * 3).rounded(.up) / 3 : fallback }
        let size = CGSize(width: pixel(fitted.width, else: estimate.width), height: pixel(fitted.height, else: estimate.height))
        return CollectionViewLayoutAttributes(indexPath: layoutAttributes.indexPath, frame: CGRect(origin: layoutAttributes.frame.origin, size: size),
                                              representedElementKind: layoutAttributes.representedElementKind)
    }
}

/// A collection view cell for a list (`UICollectionViewListCell`), as a list layout shows it.
open class CollectionViewListCell: CollectionViewCell {
    /// The list configuration of a list row, to fill in and set as `contentConfiguration`
    /// (`defaultContentConfiguration()`).
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }
}

/// Makes a cell's content configuration its content view, as UIKit does.
@MainActor
enum ContentConfigurationHost {
    /// The content view showing `configuration`: `current` updated when it shows a configuration
    /// of the same kind, else the configuration's new view (an empty view for nil, after a
    /// configuration), put in the cell where `current` was, at its frame.
    static func contentView(showing configuration: (any ContentConfiguration)?, hadConfiguration: Bool,
                            replacing current: View, in cell: View) -> View {
        let replacement: View
        if let configuration {
            if let shown = current as? View & ContentView,
               ObjectIdentifier(type(of: shown.configuration)) == ObjectIdentifier(type(of: configuration)) {
                shown.configuration = configuration
                return current
            }
            replacement = configuration.makeContentView()
        } else {
            guard hadConfiguration else { return current }
            replacement = View(frame: .zero)
        }
        replacement.frame = current.frame
        replacement.autoresizingMask = current.autoresizingMask
        let index = cell.subviews.firstIndex { $0 === current } ?? cell.subviews.count
        current.removeFromSuperview()
        cell.insertSubview(replacement, at: index)
        return replacement
    }
}
