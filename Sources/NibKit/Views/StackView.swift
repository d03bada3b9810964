import Foundation
import NibDocument
import NibLayout

/// `UIStackView`: in a XIB its arranged subviews are its `<subviews>`.
open class StackView: View {
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
    /// UIKit's `UIStackView.Distribution`.
    public typealias Distribution = StackDistribution
    /// UIKit's `UIStackView.Alignment`.
    public typealias Alignment = StackAlignment

    /// The axis the arranged views are laid out along.
    public var axis: Axis = .horizontal {
        didSet { if axis != oldValue { invalidateLayoutSystem() } }
    }
    /// The space between arranged views.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { invalidateLayoutSystem() } }
    }
    /// How arranged views are placed across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateLayoutSystem() } }
    }
    /// How arranged views are sized along the axis.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateLayoutSystem() } }
    }
    /// The views the stack lays out, in order: a nib's stack arranges all its subviews; in code,
    /// `addArrangedSubview(_:)` and `insertArrangedSubview(_:at:)` arrange a view (and make it a
    /// subview), `removeArrangedSubview(_:)` stops arranging it (it stays a subview, as in
    /// UIKit), and removing it from the stack stops both.
    public private(set) var arrangedSubviews: [View] = []
    /// Whether the arrangement keeps inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateLayoutSystem() } }
    }

    /// Adds a view at the end of the arrangement (`addArrangedSubview(_:)`).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts a view in the arrangement at `index` (clamped to the arrangement), making it a
    /// subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        invalidateLayoutSystem()
    }

    /// Stops arranging a view; it stays a subview (remove it from its superview to take it away).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        invalidateLayoutSystem()
    }

    /// A subview leaving the stack leaves the arrangement too.
    override func willRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// Decodes a stack view, taking its axis, spacing, alignment and distribution from the nib.
    final class Decoded: NibDecodedValue {
        let axis: LayoutAxis
        let spacing: Double
        let alignment: StackAlignment
        let distribution: StackDistribution
        let isLayoutMarginsRelativeArrangement: Bool
        init(record: ObjectRecord) {
            axis = record.string(forKey: "axis").map(LayoutAxis.init(interfaceBuilderName:)) ?? .horizontal
            spacing = record.finiteDouble(forKey: "spacing") ?? record.element.stackSpacing
            alignment = record.string(forKey: "alignment").map(StackAlignment.init(interfaceBuilderName:)) ?? .fill
            distribution = record.string(forKey: "distribution").map(StackDistribution.init(interfaceBuilderName:)) ?? .fill
            isLayoutMarginsRelativeArrangement = record.element.isLayoutMarginsRelativeArrangement ?? (record.element.layoutMargins != nil)
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        axis = properties.axis
        spacing = CGFloat(properties.spacing)
        alignment = properties.alignment
        distribution = properties.distribution
        isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
        arrangedSubviews = coder.subviews
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view arranging `views`, in order (`init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A size-class variation's `axis`, `spacing`, `distribution` and `alignment` too.
    override func applyVariedAttributes(_ attributes: [String: String]) {
        super.applyVariedAttributes(attributes)
        if let value = attributes["axis"] { axis = LayoutAxis(interfaceBuilderName: value) }
        if let value = attributes["spacing"].flatMap(Double.init), value.isFinite { spacing = CGFloat(value) }
        if let value = attributes["distribution"] { distribution = StackDistribution(interfaceBuilderName: value) }
        if let value = attributes["alignment"] { alignment = StackAlignment(interfaceBuilderName: value) }
    }
}
