import Foundation
import NibDocument

/// What a cell shows, as a value the cell turns into its content (`UIContentConfiguration`).
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
}

/// A view that shows a content configuration (`UIContentView`).
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
    private var list: ListContentConfiguration

    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    private struct NotFromANib: Error, CustomStringConvertible {
        var description: String { "a ListContentView is made by its configuration, not by a nib" }
    }

    public required init(coder: NibCoder) throws {
        throw NotFromANib()
    }

    public override init(frame: CGRect) {
        list = ListContentConfiguration()
        super.init(frame: frame)
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
        setNeedsLayout()
    }

    /// The texts within the margins: stacked (the secondary below), or side by side (the
    /// secondary at the trailing edge), each label at its measured height.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let margins = list.directionalLayoutMargins
        let width = max(0, bounds.width - margins.left - margins.right)
        let textHeight = list.text == nil ? 0 : textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let secondaryHeight = list.secondaryText == nil ? 0 : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        switch list.layout {
        case .stacked:
            textLabel.frame = CGRect(x: margins.left, y: margins.top, width: width, height: textHeight)
            let gap = list.text == nil || list.secondaryText == nil ? 0 : list.textToSecondaryTextVerticalPadding
            secondaryTextLabel.frame = CGRect(x: margins.left, y: margins.top + textHeight + gap, width: width, height: secondaryHeight)
        case .sideBySide:
            let half = width / 2
            textLabel.frame = CGRect(x: margins.left, y: margins.top, width: half, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: margins.left + half, y: margins.top, width: half, height: secondaryHeight)
            secondaryTextLabel.textAlignment = .right
        }
    }
}
