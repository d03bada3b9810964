import Foundation
import NibDocument
import NibKit
import NibTestSupport
import Testing

/// Every enumerated value a valid sample writes decodes to a value NibKit knows, never to
/// `.unknown`, and the instantiated object holds that value. The names are UIKit's:
/// "UIView.ContentMode", "NSTextAlignment", "NSLineBreakMode", "UIControl.Event",
/// "UIControl.State", "UITableViewCell.CellStyle"/"SelectionStyle"/"AccessoryType",
/// "NSLayoutConstraint.Axis", "UIStackView.Distribution"/"Alignment",
/// "NSLayoutConstraint.Attribute"/"Relation".
@MainActor @Suite struct SampleValueTests {
    nonisolated static let samples: [String] = Fixtures.interfaceFiles(in: Fixtures.valid).map(\.lastPathComponent)

    /// One value the sample writes: where, which attribute, what it decoded to.
    struct Written: CustomStringConvertible {
        let element: Element
        let attribute: String
        let raw: String
        let known: Bool
        let decoded: any InterfaceBuilderValue
        var description: String { "\(element.location) <\(element.name) \(attribute)=\"\(raw)\">" }
    }

    /// Every enumerated value in `document`, decoded with the type UIKit gives it.
    static func writtenValues(in document: Document) -> [Written] {
        var found: [Written] = []
        func add<V: InterfaceBuilderValue>(_ element: Element, _ attribute: String, _ raw: String?, as type: V.Type) {
            guard let raw else { return }
            let value = V(interfaceBuilderName: raw)
            found.append(Written(element: element, attribute: attribute, raw: raw, known: value.isKnown, decoded: value))
        }
        let iOS = document.platform == .iOS
        for element in document.elements {
            let value = { (name: String) in element[attribute: name] }
            if iOS {
                add(element, "contentMode", value("contentMode"), as: ContentMode.self)
                add(element, "textAlignment", value("textAlignment"), as: TextAlignment.self)
                add(element, "lineBreakMode", value("lineBreakMode"), as: LineBreakMode.self)
            }
            switch element.name {
            case "action": add(element, "eventType", value("eventType"), as: ControlEvent.self)
            case "state" where element.parent?.name == "button": add(element, "key", element.key, as: ControlState.self)
            case "tableViewCell":
                add(element, "style", value("style"), as: CellStyle.self)
                add(element, "selectionStyle", value("selectionStyle"), as: SelectionStyle.self)
                add(element, "accessoryType", value("accessoryType"), as: AccessoryType.self)
            case "stackView":
                add(element, "axis", value("axis"), as: LayoutAxis.self)
                add(element, "distribution", value("distribution"), as: StackDistribution.self)
                add(element, "alignment", value("alignment"), as: StackAlignment.self)
            case "constraint":
                add(element, "firstAttribute", value("firstAttribute"), as: LayoutAttribute.self)
                add(element, "secondAttribute", value("secondAttribute"), as: LayoutAttribute.self)
                add(element, "relation", value("relation"), as: LayoutRelation.self)
            default: break
            }
        }
        return found
    }

    @Test(arguments: samples)
    func everyValueTheSampleWritesIsKnown(sample: String) throws {
        let document = try Document(contentsOf: Fixtures.valid(sample))
        for written in Self.writtenValues(in: document) {
            #expect(written.known, "\(written) decodes to unknown")
        }
    }

    @Test func theSamplesWriteEveryKindChecked() throws {
        // So that the test above checks something of each kind the samples use.
        var attributes: Set<String> = []
        for sample in Self.samples {
            let document = try Document(contentsOf: Fixtures.valid(sample))
            attributes.formUnion(Self.writtenValues(in: document).map { "\($0.element.name == "state" ? "state" : $0.attribute)" })
        }
        for kind in ["contentMode", "textAlignment", "lineBreakMode", "eventType", "state", "selectionStyle", "axis",
                     "firstAttribute", "relation"] {
            #expect(attributes.contains(kind), "no sample writes \(kind)")
        }
    }

    /// The objects made from the sample carry the decoded values.
    @Test(arguments: samples.filter { $0.hasSuffix(".xib") && $0 != "MacPreferences.xib" && $0 != "LegacyCell.xib" })
    func instantiatedObjectsHoldTheDecodedValues(sample: String) throws {
        let nib = try Nib(contentsOf: Fixtures.valid(sample))
        let instance = try nib.instantiateWithDetails(withOwner: ProfileView(frame: .zero),
                                                      options: NibInstantiationOptions(fallBackOnUnknownClasses: true, registry: Registrations.registry))
        var compared = 0
        for written in Self.writtenValues(in: nib.document) {
            let owner = written.element.name == "action" || written.element.name == "state"
                ? written.element.ancestors.first { $0.id != nil } : written.element
            guard let id = owner?.id, let object = instance.object(withID: id) else { continue }
            compared += 1
            switch (written.attribute, object) {
            case ("contentMode", let view as View): #expect(view.contentMode == written.decoded as? ContentMode, "\(written)")
            case ("textAlignment", let label as Label): #expect(label.textAlignment == written.decoded as? TextAlignment, "\(written)")
            case ("lineBreakMode", let label as Label): #expect(label.lineBreakMode == written.decoded as? LineBreakMode, "\(written)")
            case ("eventType", let control as Control):
                #expect(control.targetActions.contains { $0.eventName == written.decoded as? ControlEvent && !$0.events.isEmpty }, "\(written)")
            case ("key", let button as Button):
                let name = try #require(written.decoded as? ControlState)
                let state = try #require(Control.State(name))
                #expect(button.title(for: state) != nil, "\(written)")
            case ("style", let cell as TableViewCell): #expect(cell.style == written.decoded as? CellStyle, "\(written)")
            case ("selectionStyle", let cell as TableViewCell): #expect(cell.selectionStyle == written.decoded as? SelectionStyle, "\(written)")
            case ("accessoryType", let cell as TableViewCell): #expect(cell.accessoryType == written.decoded as? AccessoryType, "\(written)")
            case ("axis", let stack as StackView): #expect(stack.axis == written.decoded as? LayoutAxis, "\(written)")
            case ("distribution", let stack as StackView): #expect(stack.distribution == written.decoded as? StackDistribution, "\(written)")
            case ("alignment", let stack as StackView): #expect(stack.alignment == written.decoded as? StackAlignment, "\(written)")
            case ("firstAttribute", let constraint as LayoutConstraint): #expect(constraint.firstAttribute == written.decoded as? LayoutAttribute, "\(written)")
            case ("secondAttribute", let constraint as LayoutConstraint): #expect(constraint.secondAttribute == written.decoded as? LayoutAttribute, "\(written)")
            case ("relation", let constraint as LayoutConstraint): #expect(constraint.relation == written.decoded as? LayoutRelation, "\(written)")
            default: compared -= 1
            }
        }
        #expect(compared > 0, "no value of \(sample) was compared with its object")
    }
}
