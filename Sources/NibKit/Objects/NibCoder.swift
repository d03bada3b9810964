import Foundation
import NibDocument
import NibSupport

/// What `init?(coder:)` reads an object from: the element's record (its attributes and child
/// values, read from the XML once when the nib is compiled), what the object's classes decoded
/// from that record once per nib (`NibDecodedValue`), and the objects already made for its children
/// (subviews and keyed objects such as a cell's `contentView`), as `NSCoder` hands them to UIKit
/// classes. It is the `NSCoder` a nib's objects are made with, so UIKit's initializer compiles as
/// it is written; cast it to read the element:
///
/// ```swift
/// required init?(coder: NSCoder) {
///     rating = (coder as? NibCoder)?.int(forKey: "rating") ?? 0
///     super.init(coder: coder)
/// }
/// ```
///
/// An initializer that returns nil fails the nib's instantiation at its element, with the error
/// given to `failWithError(_:)` when there is one.
public final class NibCoder: NSCoder {
    /// The element's values, as read when the nib was compiled.
    public let record: ObjectRecord
    /// What the object's classes decoded from the record once per nib, by decoded type.
    @usableFromInline let decodedValues: DecodedValues
    /// Objects made for keyed child elements; a handful at most, so a list beats a dictionary.
    let keyedObjects: [(key: String, object: NibObject)]
    /// The objects of the element's `<subviews>`, in order, already made (NibKit's `subviews`
    /// reads them as views).
    let subviewObjects: [NibObject]
    /// What `failWithError(_:)` was given (`NSCoder.error`).
    private var failure: (any Error)?

    init(record: ObjectRecord, decodedValues: DecodedValues, keyedObjects: [(key: String, object: NibObject)], subviewObjects: [NibObject]) {
        self.record = record
        self.decodedValues = decodedValues
        self.keyedObjects = keyedObjects
        self.subviewObjects = subviewObjects
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    /// The error an initializer gave before it returned nil; the nib reports it at the element.
    public override var error: (any Error)? { failure }
    public override func failWithError(_ error: any Error) { failure = error }

    // NSCoder's keyed decoding, for UIKit code that reads its own keys from the element.
    public override func containsValue(forKey key: String) -> Bool {
        record.string(forKey: key) != nil || record.childAttributes(forKey: key) != nil
    }
    public override func decodeBool(forKey key: String) -> Bool { bool(forKey: key) ?? false }
    public override func decodeInteger(forKey key: String) -> Int { int(forKey: key) ?? 0 }
    public override func decodeDouble(forKey key: String) -> Double { double(forKey: key) ?? 0 }
    public override func decodeObject(forKey key: String) -> Any? { object(forKey: key) ?? string(forKey: key) }

    /// `decode(_:)` for a failable `init?(coder:)`: nil when decoding throws, the error kept
    /// (`failWithError(_:)`) for the nib's error.
    @inlinable
    public func decodeValue<T: NibDecodedValue>(_ type: T.Type) -> T? {
        do { return try decode(type) } catch { failWithError(error); return nil }
    }

    /// The element's tag, e.g. `tableViewCell`, `label`.
    public var elementName: String { record.elementName }
    public var objectID: String? { record.id }
    public var customClass: String? { record.customClass }
    /// Every attribute as written, in order: nothing in the file is lost.
    public var attributes: [Attribute] { record.attributes }
    /// Where the element is, for error messages.
    public var location: SourceLocation { record.location }

    /// `type` decoded from this object's element, once per object of the compiled nib: when the
    /// nib was compiled, if one of the object's classes lists `type` in its `decodedTypes`; else
    /// by the first instantiation that asks, and kept for the next ones (a failed decoding
    /// throws the same error each time).
    @inlinable
    public func decode<T: NibDecodedValue>(_ type: T.Type) throws -> T {
        if let value = decodedValues.value(type) { return value }
        return try record.decodedOnFirstUse(type)
    }

    /// An attribute, or a `<string key=…>` child (how Interface Builder writes long texts).
    public func string(forKey key: String) -> String? { record.string(forKey: key) }
    public func bool(forKey key: String) -> Bool? { record.bool(forKey: key) }
    /// A number; nil when absent or not a number. May be infinite or NaN if the file says so.
    public func double(forKey key: String) -> Double? { record.double(forKey: key) }
    /// An integer, written as one or as a number with no fractional part; nil when absent, not a
    /// number, fractional, or outside `Int`'s range (`1e300` is a number, but no `Int`).
    public func int(forKey key: String) -> Int? { record.int(forKey: key) }
    /// `<rect key=…>`, e.g. `frame`.
    public func rect(forKey key: String) -> CGRect? { record.rect(forKey: key) }
    /// `<color key=…>`, e.g. `backgroundColor`, `textColor`.
    public func color(forKey key: String) -> Color? { record.color(forKey: key) }
    /// The font (`<fontDescription key="fontDescription">` or AppKit's `<font key="font">`).
    public var font: Font? { record.font }
    /// Attributes of another keyed child element, e.g. a button's `<state key="normal">`, or a
    /// view's `<accessibility key="accessibilityConfiguration">`.
    public func childAttributes(forKey key: String) -> [String: String]? { record.childAttributes(forKey: key) }
    /// The keys of such child elements, in order (`normal`, `highlighted`, …).
    public func childKeys(named elementName: String) -> [String] { record.childKeys(named: elementName) }

    /// An object made for a keyed child element (`contentView`, `safeArea`, …).
    public func object(forKey key: String) -> NibObject? {
        keyedObjects.first { $0.key == key }?.object
    }

    /// The objects made for the elements in a container child without a key, in order
    /// (`objects(forKey: "rightBarButtonItems")`), or for several children with the same key.
    public func objects(forKey key: String) -> [NibObject] {
        keyedObjects.filter { $0.key == key }.map(\.object)
    }
}

/// A value a class decodes from its objects' elements once per object of a compiled nib, instead
/// of once per instantiation: `init(coder:)` reads it with `coder.decode(_:)`, and the plan keeps
/// it for the next instantiations. NibKit's classes, their subclasses and a user's classes all
/// decode this way; each class decodes its own values, so a subclass adds values without
/// knowing its superclass's. A class may list the types it decodes in `decodedTypes`, after its
/// superclass's, as it lists its outlets: they are then decoded when the nib is compiled, and a
/// decoding that throws fails the compilation at the element (otherwise the first
/// instantiation decodes, and fails there):
///
/// ```swift
/// final class RatingCell: TableViewCell {
///     struct Style: NibDecodedValue {
///         let stars: Int
///         init(record: ObjectRecord) throws { stars = record.int(forKey: "stars") ?? 5 }
///     }
///     override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Style.self] }
///
///     let stars: Int
///     required init?(coder: NSCoder) {
///         guard let stars = (coder as? NibCoder)?.decodeValue(Style.self)?.stars else { return nil }
///         self.stars = stars
///         super.init(coder: coder)
///     }
/// }
/// ```
///
/// A decoding that throws fails the nib's compilation (or instantiation), at the element, as a
/// `NibError`.
public protocol NibDecodedValue: Sendable {
    /// Decodes the value from an object's element.
    init(record: ObjectRecord) throws
}

/// The values an object's classes decoded, each boxed once so that reading one back is an
/// identity test and a downcast, with no dynamic cast of a value type.
@usableFromInline
struct DecodedValues: Sendable {
    // Inlinable reading: every built-in class reads its values through it on every instantiation,
    // and an unspecialized generic call across the module boundary costs a tenth of the total.
    @usableFromInline let entries: [(type: ObjectIdentifier, box: AnyDecodedBox)]

    static let none = DecodedValues(entries: [])

    private init(entries: [(type: ObjectIdentifier, box: AnyDecodedBox)]) { self.entries = entries }

    /// Decodes every type of `types` from `record` (a type listed twice, once).
    init(_ types: [any NibDecodedValue.Type], record: ObjectRecord) throws {
        var entries: [(type: ObjectIdentifier, box: AnyDecodedBox)] = []
        for type in types where !entries.contains(where: { $0.type == ObjectIdentifier(type) }) {
            entries.append((ObjectIdentifier(type), try DecodedValues.box(type, record)))
        }
        self.entries = entries
    }

    static func box<T: NibDecodedValue>(_ type: T.Type, _ record: ObjectRecord) throws -> AnyDecodedBox {
        DecodedBox(try T(record: record))
    }

    @inlinable
    func value<T: Sendable>(_ type: T.Type) -> T? {
        let key = ObjectIdentifier(type)
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].type == key {
                // The identifier was made from `T` itself, so the box is a DecodedBox<T>.
                return unsafeDowncast(entries[index].box, to: DecodedBox<T>.self).value
            }
            return nil
        }
    }
}

// @unchecked: the subclass holds one `let` of a Sendable type.
@usableFromInline
class AnyDecodedBox: @unchecked Sendable {}

@usableFromInline
final class DecodedBox<T: Sendable>: AnyDecodedBox, @unchecked Sendable {
    @usableFromInline let value: T
    init(_ value: T) { self.value = value }
}

/// Everything about one object element that instantiation needs, read from the XML once: its
/// name, id and class, every attribute, and its child values by key. Shared by every
/// instantiation of a compiled nib (and between threads), so it never changes.
public final class ObjectRecord: Sendable {
    /// The element's tag, e.g. `tableViewCell`, `label`.
    public let elementName: String
    /// The Interface Builder object id.
    public let id: String?
    /// The element's `customClass`.
    public let customClass: String?
    /// Every attribute as written, in order.
    public let attributes: [Attribute]
    /// Where the element is, for error messages.
    public let location: SourceLocation
    /// Attributes and `<string key=…>` children in one map (an attribute wins over a child).
    let values: [String: String]
    let rects: [String: CGRect]
    let colors: [String: Color]
    /// The font (`<fontDescription key="fontDescription">` or AppKit's `<font key="font">`).
    public let font: Font?
    let keyedChildren: [String: [String: String]]
    let keyedChildNames: [(name: String, key: String)]
    /// The element, for decoding what the values above do not carry (a view's Auto Layout
    /// inputs). Valid while the document lives; plans keep their document.
    public let element: Element
    /// What `NibCoder.decode(_:)` decoded on first use (types no class of the object lists in
    /// `decodedTypes`), by type, for the instantiations after it.
    private let decodedLater = Locked<[ObjectIdentifier: Result<AnyDecodedBox, any Error>]>([:])

    /// `type` decoded from this record by the first caller, kept for the next. Decoded outside
    /// the lock (a decoding is the caller's code): two first callers at once may both decode,
    /// and both get the value kept first.
    @usableFromInline
    func decodedOnFirstUse<T: NibDecodedValue>(_ type: T.Type) throws -> T {
        let key = ObjectIdentifier(type)
        let kept = decodedLater.withLock { $0[key] } ?? {
            let made = Result { () throws -> AnyDecodedBox in try DecodedValues.box(type, self) }
            return decodedLater.withLock { decoded in
                if let first = decoded[key] { return first }
                decoded[key] = made
                return made
            }
        }()
        // The entry was made from `T` itself, so the box is a DecodedBox<T>.
        return unsafeDowncast(try kept.get(), to: DecodedBox<T>.self).value
    }

    init(element: Element) {
        self.element = element
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
    }

    /// An attribute, or a `<string key=…>` child (how Interface Builder writes long texts).
    public func string(forKey key: String) -> String? { values[key] }

    /// `YES`/`true` or `NO`/`false`; nil when absent or anything else.
    public func bool(forKey key: String) -> Bool? {
        switch values[key] {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }

    /// A number; nil when absent or not a number. May be infinite or NaN if the file says so.
    public func double(forKey key: String) -> Double? { values[key].flatMap(Double.init) }

    /// A finite number; nil when absent, not a number, infinite or NaN.
    public func finiteDouble(forKey key: String) -> Double? { double(forKey: key).flatMap { $0.isFinite ? $0 : nil } }

    /// An integer, written as one or as a number with no fractional part; nil when absent, not a
    /// number, fractional, or outside `Int`'s range (`1e300` is a number, but no `Int`).
    public func int(forKey key: String) -> Int? {
        guard let text = values[key] else { return nil }
        return Int(text) ?? Double(text).flatMap { Int(exactly: $0) }
    }

    /// `<rect key=…>`, e.g. `frame`.
    public func rect(forKey key: String) -> CGRect? { rects[key] }
    /// `<color key=…>`, e.g. `backgroundColor`, `textColor`.
    public func color(forKey key: String) -> Color? { colors[key] }
    /// Attributes of another keyed child element, e.g. a button's `<state key="normal">`, or a
    /// view's `<accessibility key="accessibilityConfiguration">`.
    public func childAttributes(forKey key: String) -> [String: String]? { keyedChildren[key] }
    /// The keys of such child elements, in order (`normal`, `highlighted`, …).
    public func childKeys(named elementName: String) -> [String] {
        keyedChildNames.filter { $0.name == elementName }.map(\.key)
    }
}
