import Foundation
import NibDocument

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
    let record: ObjectRecord
    /// Objects made for keyed child elements; a handful at most, so a list beats a dictionary.
    let keyedObjects: [(key: String, object: NibObject)]
    /// The views of the element's `<subviews>`, in order, already made.
    public let subviews: [View]

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

    public func double(forKey key: String) -> Double? { string(forKey: key).flatMap(Double.init) }
    public func int(forKey key: String) -> Int? { string(forKey: key).flatMap { Int($0) ?? Double($0).map { Int($0) } } }

    /// `<rect key=…>`, e.g. `frame`.
    public func rect(forKey key: String) -> CGRect? { record.rects[key] }
    /// `<color key=…>`, e.g. `backgroundColor`, `textColor`.
    public func color(forKey key: String) -> NibColor? { record.colors[key] }
    /// The font (`<fontDescription key="fontDescription">` or AppKit's `<font key="font">`).
    public var font: NibFont? { record.font }
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
final class ObjectRecord: @unchecked Sendable {
    // Written once in init, read-only after: safe to share between instantiations and threads.
    let elementName: String
    let id: String?
    let customClass: String?
    let attributes: [Attribute]
    /// Attributes and `<string key=…>` children in one map (an attribute wins over a child).
    let values: [String: String]
    let rects: [String: CGRect]
    let colors: [String: NibColor]
    let font: NibFont?
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
        var colors: [String: NibColor] = [:]
        var font: NibFont?
        var keyed: [String: [String: String]] = [:]
        var keyedNames: [(String, String)] = []
        for child in element.children {
            guard let key = child.key else { continue }
            switch child.name {
            case "string": if values[key] == nil { values[key] = child.text ?? "" }
            case "rect": if let rect = Rect(element: child) { rects[key] = CGRect(rect) }
            case "color": if let color = element.color(forKey: key).flatMap(NibColor.init) { colors[key] = color }
            case "fontDescription", "font": font = element.font.map(NibFont.init)
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
        var states: [(state: String, title: String?, image: String?)] = []
        for (name, key) in keyedNames where name == "state" {
            states.append((key, keyed[key]?["title"], keyed[key]?["image"]))
        }
        self.states = states
    }

    /// What NibKit's own view subclasses read (labels, controls, image views, cells), decoded once
    /// per nib.
    let builtIn: BuiltInProperties
    /// A button's `<state>` children, in order.
    let states: [(state: String, title: String?, image: String?)]

    struct BuiltInProperties {
        let text: String?
        let font: NibFont?
        let textColor: NibColor?
        let textAlignment: String
        let numberOfLines: Int
        let lineBreakMode: String
        let isEnabled: Bool
        let isSelected: Bool
        let image: String?
        let highlightedImage: String?
        let reuseIdentifier: String?
        let selectionStyle: String
        let accessoryType: String
        let buttonType: String

        init(values: [String: String], colors: [String: NibColor], font: NibFont?) {
            text = values["text"]
            self.font = font
            textColor = colors["textColor"]
            textAlignment = values["textAlignment"] ?? "natural"
            numberOfLines = values["numberOfLines"].flatMap { Int($0) } ?? 1
            lineBreakMode = values["lineBreakMode"] ?? "tailTruncation"
            isEnabled = values["enabled"] != "NO"
            isSelected = values["selected"] == "YES"
            image = values["image"]
            highlightedImage = values["highlightedImage"]
            reuseIdentifier = values["reuseIdentifier"]
            selectionStyle = values["selectionStyle"] ?? "default"
            accessoryType = values["accessoryType"] ?? "none"
            buttonType = values["buttonType"] ?? "custom"
        }
    }

    /// What every view reads, decoded once per nib rather than once per instantiation.
    let view: ViewProperties

    struct ViewProperties {
        let frame: CGRect
        let tag: Int
        let isHidden: Bool
        let alpha: CGFloat
        let backgroundColor: NibColor?
        let tintColor: NibColor?
        let clipsToBounds: Bool
        let contentMode: String
        let isUserInteractionEnabled: Bool
        let restorationIdentifier: String?
        let accessibilityIdentifier: String?
        let accessibilityLabel: String?

        init(values: [String: String], rects: [String: CGRect], colors: [String: NibColor], accessibility: [String: String]?) {
            frame = rects["frame"] ?? .zero
            tag = values["tag"].flatMap { Int($0) } ?? 0
            isHidden = values["hidden"] == "YES"
            alpha = CGFloat(values["alpha"].flatMap(Double.init) ?? 1)
            backgroundColor = colors["backgroundColor"]
            tintColor = colors["tintColor"]
            clipsToBounds = values["clipsSubviews"] == "YES"
            contentMode = values["contentMode"] ?? "scaleToFill"
            isUserInteractionEnabled = values["userInteractionEnabled"] != "NO"
            restorationIdentifier = values["restorationIdentifier"]
            accessibilityIdentifier = accessibility?["identifier"]
            accessibilityLabel = accessibility?["label"]
        }
    }
}
