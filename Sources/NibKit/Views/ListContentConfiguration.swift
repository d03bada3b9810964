import Foundation
import NibDocument
import NibLayout

/// What a cell shows, as a value the cell turns into its content (`UIContentConfiguration`).
public protocol ContentConfiguration {
    /// A new view showing this configuration (on the main actor, as every view is made).
    @MainActor func makeContentView() -> View & ContentView
    /// The configuration for a state of its cell (`updated(for:)`): a cell that shows it calls
    /// this when its state changes (selected, highlighted, editing) and shows the result. This
    /// configuration itself unless implemented.
    func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
    public func updated(for state: any ConfigurationState) -> Self { self }
}

/// The state a view's configuration is updated for (`UIConfigurationState`).
public protocol ConfigurationState {
    /// The traits the view has.
    var traitCollection: TraitCollection { get set }
}

/// A cell's state, which its configurations are updated for (`UICellConfigurationState`).
public struct CellConfigurationState: ConfigurationState {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A view that shows a content configuration (`UIContentView`).
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
}

/// A list row's content: a text, a secondary text and how each looks
/// (`UIListContentConfiguration`). A cell's `defaultContentConfiguration()` gives the one of its
/// style; setting it as the cell's `contentConfiguration` shows it.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How one of the texts looks (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// nil is the style's font.
        public var font: Font?
        /// nil is the style's colour.
        public var color: Color?
        /// 0 means as many lines as needed.
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
    }

    /// Where the secondary text goes.
    public enum Layout: Hashable, Sendable {
        /// Below the text (`cell()`, `subtitleCell()`).
        case stacked
        /// At the trailing edge, beside the text (`valueCell()`).
        case sideBySide
    }

    public var text: String?
    public var secondaryText: String?
    /// The image at the leading edge, before the texts (`image`).
    public var image: Image?
    /// The space between the image and the texts, in points (`imageToTextPadding`; UIKit's
    /// default is not documented, and 16 is NibKit's).
    public var imageToTextPadding: CGFloat = 16
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17))
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: Color(named: "secondaryLabelColor"))
    /// The space between the texts, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The insets of the texts from the cell's edges (`directionalLayoutMargins`).
    public var directionalLayoutMargins = EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)
    public var layout = Layout.stacked

    /// The plain row (`UIListContentConfiguration.cell()`).
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A row with a smaller secondary text below (`subtitleCell()`).
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 12)
        return configuration
    }
    /// A row with its value at the trailing edge (`valueCell()`).
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.layout = .sideBySide
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        return configuration
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

/// The view a `ListContentConfiguration` makes (`UIListContentView`): a label for the text and one
/// for the secondary text, laid out as the configuration says.
public final class ListContentView: View, ContentView {
    /// The label showing the text.
    public let textLabel = Label(frame: .zero)
    /// The label showing the secondary text.
    public let secondaryTextLabel = Label(frame: .zero)
    /// The view showing the image (UIKit keeps its own private; NibKit shows it for checking).
    public let imageView = ImageView(frame: .zero)
    private var list: ListContentConfiguration

    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    private struct NotFromANib: Error, CustomStringConvertible {
        var description: String { "a ListContentView is made by its configuration, not by a nib" }
    }

    public required init?(coder: NSCoder) {
        coder.failWithError(NotFromANib())
        return nil
    }

    public override init(frame: CGRect) {
        list = ListContentConfiguration()
        super.init(frame: frame)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown; a configuration of another kind is ignored, as UIKit's view
    /// expects its own.
    public var configuration: any ContentConfiguration {
        get { list }
        set {
            guard let newValue = newValue as? ListContentConfiguration else { return }
            list = newValue
            apply()
        }
    }

    private func apply() {
        for (label, text, properties) in [(textLabel, list.text, list.textProperties),
                                          (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = properties.alignment
            label.isHidden = text == nil
        }
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        setNeedsLayout()
    }

    /// The image at the leading margin, then the texts: stacked (the secondary below), or side by
    /// side (the secondary at the trailing edge), each label at its measured height. NibKit knows
    /// no image's pixel size: the image is a square as tall as the text's first line (about what
    /// a symbol at the text's font is), centred on the texts.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let margins = list.directionalLayoutMargins
        let unbounded = CGFloat.greatestFiniteMagnitude
        let imageSide = list.image == nil ? 0
            : CGFloat(textMeasuring.size(of: "X", font: FontMetrics(pointSize: list.textProperties.font?.pointSize ?? 17),
                                         maximumWidth: nil, numberOfLines: 1).height)
        let leading = margins.left + (list.image == nil ? 0 : imageSide + max(0, list.imageToTextPadding))
        let width = max(0, bounds.width - leading - margins.right)
        let textHeight = list.text == nil ? 0 : textLabel.sizeThatFits(CGSize(width: width, height: unbounded)).height
        let secondaryHeight = list.secondaryText == nil ? 0 : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: unbounded)).height
        let textsHeight: CGFloat
        switch list.layout {
        case .stacked:
            textLabel.frame = CGRect(x: leading, y: margins.top, width: width, height: textHeight)
            let gap = list.text == nil || list.secondaryText == nil ? 0 : list.textToSecondaryTextVerticalPadding
            secondaryTextLabel.frame = CGRect(x: leading, y: margins.top + textHeight + gap, width: width, height: secondaryHeight)
            textsHeight = textHeight + gap + secondaryHeight
        case .sideBySide:
            let half = width / 2
            textLabel.frame = CGRect(x: leading, y: margins.top, width: half, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: leading + half, y: margins.top, width: half, height: secondaryHeight)
            secondaryTextLabel.textAlignment = .right
            textsHeight = max(textHeight, secondaryHeight)
        }
        imageView.frame = CGRect(x: margins.left, y: margins.top + max(0, textsHeight - imageSide) / 2,
                                 width: imageSide, height: imageSide)
    }
}
