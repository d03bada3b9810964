import Foundation
import NibDocument
import NibLayout

/// What `init(coder:)` reads an object from: the element's attributes and child values, decoded
/// once when the nib is compiled, and the objects already made for its children (subviews and
/// keyed objects such as a cell's `contentView`), as `NSCoder` hands them to UIKit classes.
///
/// ```swift
/// required init(coder: NibCoder) throws {
///     rating = coder.int(forKey: "rating") ?? 0
///     try super.init(coder: coder)
/// }
/// ```
public struct NibCoder {
    package let record: ObjectRecord
    /// Objects made for keyed child elements; a handful at most, so a list beats a dictionary.
    let keyedObjects: [(key: String, object: NibObject)]
    /// The objects of the element's `<subviews>`, in order, already made (NibKit's `subviews`
    /// reads them as views).
    package let subviewObjects: [NibObject]

    /// The element's tag, e.g. `tableViewCell`, `label`.
    public var elementName: String { record.elementName }
    public var objectID: String? { record.id }
    public var customClass: String? { record.customClass }
    /// Every attribute as written, in order: nothing in the file is lost.
    public var attributes: [Attribute] { record.attributes }
    /// Where the element is, for error messages.
    public var location: SourceLocation { record.location }

    /// An attribute, or a `<string key=…>` child (how Interface Builder writes long texts).
    public func string(forKey key: String) -> String? {
        record.values[key]
    }

    public func bool(forKey key: String) -> Bool? {
        switch string(forKey: key) {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }

    /// A number; nil when absent or not a number. May be infinite or NaN if the file says so.
    public func double(forKey key: String) -> Double? { string(forKey: key).flatMap(Double.init) }
    /// An integer, written as one or as a number with no fractional part; nil when absent, not a
    /// number, fractional, or outside `Int`'s range (`1e300` is a number, but no `Int`).
    public func int(forKey key: String) -> Int? {
        guard let text = string(forKey: key) else { return nil }
        return Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
    }

    /// `<rect key=…>`, e.g. `frame`.
    public func rect(forKey key: String) -> CGRect? { record.rects[key] }
    /// `<color key=…>`, e.g. `backgroundColor`, `textColor`.
    public func color(forKey key: String) -> Color? { record.colors[key] }
    /// The font (`<fontDescription key="fontDescription">` or AppKit's `<font key="font">`).
    public var font: Font? { record.font }
    /// Attributes of another keyed child element, e.g. a button's `<state key="normal">`, or a
    /// view's `<accessibility key="accessibilityConfiguration">`.
    public func childAttributes(forKey key: String) -> [String: String]? { record.keyedChildren[key] }
    /// The keys of such child elements, in order (`normal`, `highlighted`, …).
    public func childKeys(named elementName: String) -> [String] {
        record.keyedChildNames.filter { $0.name == elementName }.map(\.key)
    }

    /// An object made for a keyed child element (`contentView`, `safeArea`, …).
    public func object(forKey key: String) -> NibObject? {
        keyedObjects.first { $0.key == key }?.object
    }
}

/// Everything about one object element that instantiation needs, read from the XML once.
package final class ObjectRecord: Sendable {
    // Written once in init, read-only after: safe to share between instantiations and threads.
    let elementName: String
    let id: String?
    let customClass: String?
    let attributes: [Attribute]
    /// Attributes and `<string key=…>` children in one map (an attribute wins over a child).
    let values: [String: String]
    let rects: [String: CGRect]
    let colors: [String: Color]
    let font: Font?
    let keyedChildren: [String: [String: String]]
    let keyedChildNames: [(name: String, key: String)]
    let location: SourceLocation

    init(element: Element) {
        elementName = element.name
        id = element.id
        customClass = element.customClass
        attributes = element.attributes
        var values: [String: String] = [:]
        for attribute in attributes where values[attribute.name] == nil { values[attribute.name] = attribute.value }
        var rects: [String: CGRect] = [:]
        var colors: [String: Color] = [:]
        var font: Font?
        var keyed: [String: [String: String]] = [:]
        var keyedNames: [(String, String)] = []
        for child in element.children {
            guard let key = child.key else { continue }
            switch child.name {
            case "string": if values[key] == nil { values[key] = child.text ?? "" }
            case "rect": if let rect = Rect(element: child) { rects[key] = CGRect(rect) }
            case "color": if let color = element.color(forKey: key).flatMap(Color.init) { colors[key] = color }
            case "fontDescription", "font": font = element.font.map(Font.init)
            default: break
            }
            var childValues: [String: String] = [:]
            for attribute in child.attributes { childValues[attribute.name] = attribute.value }
            keyed[key] = childValues
            keyedNames.append((child.name, key))
        }
        self.values = values
        self.rects = rects
        self.colors = colors
        self.font = font
        keyedChildren = keyed
        keyedChildNames = keyedNames
        location = element.location
        view = ViewProperties(values: values, rects: rects, colors: colors, accessibility: keyed["accessibilityConfiguration"])
        builtIn = BuiltInProperties(values: values, colors: colors, font: font)
        layout = ObjectRecord.isLaidOutView(element) ? LayoutProperties(element: element) : nil
        var states: [(state: ControlState, title: String?, image: String?)] = []
        for (name, key) in keyedNames where name == "state" {
            states.append((ControlState(interfaceBuilderName: key), keyed[key]?["title"], keyed[key]?["image"]))
        }
        self.states = states
    }

    /// What NibKit's own view subclasses read, decoded once per nib. Every built-in class follows
    /// the same pattern: its `init(coder:)` copies these fields into its stored properties before
    /// calling `super.init(coder:)` (initializing stores are plain writes; assignments after
    /// `super.init` pay a dynamic exclusivity check each, a measurable share of instantiation).
    package let builtIn: BuiltInProperties
    /// A button's `<state>` children, in order.
    package let states: [(state: ControlState, title: String?, image: String?)]

    package struct BuiltInProperties {
        // Text: labels, text fields, text views.
        package let text: String?
        package let placeholder: String?
        package let font: Font?
        package let textColor: Color?
        package let textAlignment: TextAlignment
        package let numberOfLines: Int
        package let lineBreakMode: LineBreakMode
        package let borderStyle: String
        package let isEditable: Bool
        // Controls.
        package let isEnabled: Bool
        package let isSelected: Bool
        package let isOn: Bool
        package let value: Float
        package let minimumValue: Float
        package let maximumValue: Float
        package let buttonType: String
        // Image views.
        package let image: String?
        package let highlightedImage: String?
        // Cells and reusable views.
        package let reuseIdentifier: String?
        package let cellStyle: CellStyle
        package let selectionStyle: SelectionStyle
        package let accessoryType: AccessoryType
        // Stack views.
        package let axis: LayoutAxis
        package let spacing: Double
        package let stackAlignment: StackAlignment
        package let distribution: StackDistribution
        // Tables.
        package let rowHeight: Double?
        package let sectionHeaderHeight: Double?
        package let sectionFooterHeight: Double?
        /// A table's `style` (`plain`, `grouped`, `insetGrouped`).
        package let tableStyle: String?

        init(values: [String: String], colors: [String: Color], font: Font?) {
            func number(_ key: String) -> Double? { values[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
            text = values["text"]
            placeholder = values["placeholder"]
            self.font = font
            textColor = colors["textColor"]
            textAlignment = values["textAlignment"].map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
            numberOfLines = number("numberOfLines").flatMap { Int(exactly: $0) }.map { max(0, $0) } ?? 1
            lineBreakMode = values["lineBreakMode"].map(LineBreakMode.init(interfaceBuilderName:)) ?? .byTruncatingTail
            borderStyle = values["borderStyle"] ?? "none"
            isEditable = values["editable"] != "NO"
            isEnabled = values["enabled"] != "NO"
            isSelected = values["selected"] == "YES"
            isOn = values["on"] == "YES"
            value = Float(number("value") ?? 0)
            minimumValue = Float(number("minValue") ?? 0)
            maximumValue = Float(number("maxValue") ?? 1)
            buttonType = values["buttonType"] ?? "custom"
            image = values["image"]
            highlightedImage = values["highlightedImage"]
            reuseIdentifier = values["reuseIdentifier"]
            cellStyle = values["style"].map(CellStyle.init(interfaceBuilderName:)) ?? .default
            selectionStyle = values["selectionStyle"].map(SelectionStyle.init(interfaceBuilderName:)) ?? .default
            accessoryType = values["accessoryType"].map(AccessoryType.init(interfaceBuilderName:)) ?? .none
            axis = values["axis"].map(LayoutAxis.init(interfaceBuilderName:)) ?? .horizontal
            spacing = number("spacing") ?? 0
            stackAlignment = values["alignment"].map(StackAlignment.init(interfaceBuilderName:)) ?? .fill
            distribution = values["distribution"].map(StackDistribution.init(interfaceBuilderName:)) ?? .fill
            rowHeight = number("rowHeight")
            sectionHeaderHeight = number("sectionHeaderHeight")
            sectionFooterHeight = number("sectionFooterHeight")
            tableStyle = values["style"]
        }
    }

    /// What every view reads, decoded once per nib rather than once per instantiation.
    package let view: ViewProperties
    /// What Auto Layout reads of a view; nil for elements that are not views.
    package let layout: LayoutProperties?

    /// Elements with a frame (views), or a view's keyed layout inputs.
    private static func isLaidOutView(_ element: Element) -> Bool {
        element.child(key: "frame") != nil || element.hasAttribute("translatesAutoresizingMaskIntoConstraints")
            || element.child(key: "autoresizingMask") != nil
    }

    /// A view's Auto Layout inputs as the nib gives them.
    package struct LayoutProperties {
        package let translatesAutoresizingMaskIntoConstraints: Bool
        package let autoresizingMask: AutoresizingMask
        package let contentHugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
        package let compressionResistance: (horizontal: LayoutPriority?, vertical: LayoutPriority?)
        /// The size Interface Builder's engine gave the view (see `IntrinsicContentSize(nibElement:)`).
        package let intrinsicContentSize: IntrinsicContentSize
        package let layoutMargins: NibDocument.EdgeInsets?
        package let preservesSuperviewLayoutMargins: Bool
        package let insetsLayoutMarginsFromSafeArea: Bool
        package let isLayoutMarginsRelativeArrangement: Bool?

        init(element: Element) {
            translatesAutoresizingMaskIntoConstraints = element.translatesAutoresizingMaskIntoConstraints
            autoresizingMask = element.autoresizingMask ?? []
            contentHugging = (element.contentHuggingPriority(for: .horizontal), element.contentHuggingPriority(for: .vertical))
            compressionResistance = (element.compressionResistancePriority(for: .horizontal),
                                     element.compressionResistancePriority(for: .vertical))
            intrinsicContentSize = IntrinsicContentSize(nibElement: element)
            layoutMargins = element.layoutMargins
            preservesSuperviewLayoutMargins = element.preservesSuperviewLayoutMargins
            insetsLayoutMarginsFromSafeArea = element.insetsLayoutMarginsFromSafeArea
            isLayoutMarginsRelativeArrangement = element.isLayoutMarginsRelativeArrangement
        }
    }

    package struct ViewProperties {
        package let frame: CGRect
        package let tag: Int
        package let isHidden: Bool
        package let alpha: CGFloat
        package let backgroundColor: Color?
        package let tintColor: Color?
        package let clipsToBounds: Bool
        package let contentMode: ContentMode
        package let isUserInteractionEnabled: Bool
        package let restorationIdentifier: String?
        package let accessibilityIdentifier: String?
        package let accessibilityLabel: String?

        init(values: [String: String], rects: [String: CGRect], colors: [String: Color], accessibility: [String: String]?) {
            frame = rects["frame"] ?? .zero
            tag = values["tag"].flatMap { Int($0) } ?? 0  // not a number, or out of Int's range: 0
            isHidden = values["hidden"] == "YES"
            alpha = CGFloat(values["alpha"].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 1)
            backgroundColor = colors["backgroundColor"]
            tintColor = colors["tintColor"]
            clipsToBounds = values["clipsSubviews"] == "YES"
            contentMode = values["contentMode"].map(ContentMode.init(interfaceBuilderName:)) ?? .scaleToFill
            isUserInteractionEnabled = values["userInteractionEnabled"] != "NO"
            restorationIdentifier = values["restorationIdentifier"]
            accessibilityIdentifier = accessibility?["identifier"]
            accessibilityLabel = accessibility?["label"]
        }
    }
}
