import Foundation

/// Something a control calls when an event happens: the nib's `<action>` target. UIKit sends
/// the selector through the Objective-C runtime; here the target receives its name.
public protocol ActionTarget: AnyObject {
    /// Handles `selector` (e.g. `favoriteTapped:`); returns false when it doesn't know it.
    func perform(_ selector: String, sender: Control) -> Bool
}

/// A control: a view with target/action pairs per event (`UIControl`).
open class Control: View {
    public struct TargetAction {
        public weak var target: AnyObject?
        /// The selector as the nib writes it, e.g. `favoriteTapped:`.
        public var action: String
        /// The event as the nib writes it, e.g. `touchUpInside`, `valueChanged`.
        public var event: String
    }

    public private(set) var targetActions: [TargetAction] = []
    public var isEnabled = true
    public var isSelected = false

    public required init(coder: NibCoder) throws {
        isEnabled = coder.record.builtIn.isEnabled
        isSelected = coder.record.builtIn.isSelected
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public func addTarget(_ target: AnyObject?, action: String, for event: String) {
        targetActions.append(TargetAction(target: target, action: action, event: event))
    }

    public func actions(forTarget target: AnyObject?, forEvent event: String) -> [String] {
        targetActions.filter { $0.target === target && $0.event == event }.map(\.action)
    }

    /// Sends the actions registered for `event` to their targets; returns how many handled it.
    @discardableResult
    public func sendActions(for event: String) -> Int {
        targetActions.filter { $0.event == event }.reduce(0) { handled, pair in
            handled + (((pair.target as? ActionTarget)?.perform(pair.action, sender: self) ?? false) ? 1 : 0)
        }
    }
}

/// `UILabel`.
open class Label: View {
    public var text: String?
    public var font: NibFont?
    public var textColor: NibColor?
    /// `natural`, `left`, `center`, `right`, `justified`.
    public var textAlignment = "natural"
    public var numberOfLines = 1
    public var lineBreakMode = "tailTruncation"

    public required init(coder: NibCoder) throws {
        // Decoded once per nib (see ObjectRecord), so instantiating again reads no dictionaries.
        let properties = coder.record.builtIn
        text = properties.text
        font = properties.font
        textColor = properties.textColor
        textAlignment = properties.textAlignment
        numberOfLines = properties.numberOfLines
        lineBreakMode = properties.lineBreakMode
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UIButton`: a title and an image per state.
open class Button: Control {
    public private(set) var titles: [String: String] = [:]
    public private(set) var images: [String: String] = [:]
    public var buttonType = "custom"

    public required init(coder: NibCoder) throws {
        buttonType = coder.record.builtIn.buttonType
        var titles: [String: String] = [:]
        var images: [String: String] = [:]
        for (state, title, image) in coder.record.states {
            titles[state] = title
            images[state] = image
        }
        self.titles = titles
        self.images = images
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public func title(for state: String) -> String? { titles[state] ?? titles["normal"] }
    public func setTitle(_ title: String?, for state: String) { titles[state] = title }
    public func image(for state: String) -> String? { images[state] ?? images["normal"] }
}

/// `UIImageView`: the image is its asset name.
open class ImageView: View {
    public var imageName: String?
    public var highlightedImageName: String?

    public required init(coder: NibCoder) throws {
        imageName = coder.record.builtIn.image
        highlightedImageName = coder.record.builtIn.highlightedImage
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UITextField`.
open class TextField: Control {
    public var text: String?
    public var placeholder: String?
    public var font: NibFont?
    public var textColor: NibColor?
    public var textAlignment = "natural"
    public var borderStyle = "none"

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        text = coder.string(forKey: "text")
        placeholder = coder.string(forKey: "placeholder")
        font = coder.font
        textColor = coder.color(forKey: "textColor")
        textAlignment = coder.string(forKey: "textAlignment") ?? "natural"
        borderStyle = coder.string(forKey: "borderStyle") ?? "none"
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UITextView`.
open class TextView: ScrollView {
    public var text: String?
    public var font: NibFont?
    public var textColor: NibColor?
    public var isEditable = true

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        text = coder.string(forKey: "text")
        font = coder.font
        textColor = coder.color(forKey: "textColor")
        isEditable = coder.bool(forKey: "editable") ?? true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UISwitch`.
open class Switch: Control {
    public var isOn = false

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        isOn = coder.bool(forKey: "on") ?? false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UISlider`.
open class Slider: Control {
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        value = Float(coder.double(forKey: "value") ?? 0)
        minimumValue = Float(coder.double(forKey: "minValue") ?? 0)
        maximumValue = Float(coder.double(forKey: "maxValue") ?? 1)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UIStackView`: in a XIB its arranged subviews are its `<subviews>`.
open class StackView: View {
    public var axis = "horizontal"
    public var spacing: CGFloat = 0
    public var alignment = "fill"
    public var distribution = "fill"
    public var arrangedSubviews: [View] { subviews }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        axis = coder.string(forKey: "axis") ?? "horizontal"
        spacing = CGFloat(coder.double(forKey: "spacing") ?? 0)
        alignment = coder.string(forKey: "alignment") ?? "fill"
        distribution = coder.string(forKey: "distribution") ?? "fill"
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UIScrollView`.
open class ScrollView: View {
    public var contentOffset: CGPoint = .zero {
        didSet { contentOffsetDidChange() }
    }
    public var contentSize: CGSize = .zero

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called after every change of `contentOffset`; table and collection views lay out here.
    open func contentOffsetDidChange() {}
}
