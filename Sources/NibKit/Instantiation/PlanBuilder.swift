import Foundation
import NibDocument
import NibLayout

/// Compiles a document into the parts of an `InstantiationPlan`: one pass over the objects (an
/// explicit stack, not recursion, so nesting depth never overflows the thread's stack), then the
/// constraints and the connections.
@MainActor
final class PlanBuilder {
    typealias Reference = InstantiationPlan.Reference
    typealias ObjectStep = InstantiationPlan.ObjectStep
    typealias ConstraintStep = InstantiationPlan.ConstraintStep
    typealias OutletStep = InstantiationPlan.OutletStep
    typealias ActionStep = InstantiationPlan.ActionStep
    typealias RuntimeAttributeStep = InstantiationPlan.RuntimeAttributeStep

    private(set) var steps: [ObjectStep] = []
    private(set) var topLevel: [Int] = []
    private(set) var constraints: [ConstraintStep] = []
    private(set) var viewVariations: [(step: Int, variation: ViewVariation)] = []
    private(set) var outlets: [OutletStep] = []
    private(set) var actions: [ActionStep] = []
    private(set) var runtimeAttributes: [RuntimeAttributeStep] = []
    /// "Unknown class X in Interface Builder file." and the like, when falling back.
    private(set) var warnings: [String] = []

    private var stepByElement: [Int: Int] = [:]
    /// Object and constraint steps by Interface Builder id.
    private(set) var stepByID: [String: Int] = [:]
    private(set) var constraintByID: [String: Int] = [:]
    private let platform: Platform?
    private let document: Document
    private let scope: PlanScope

    /// Containers whose children are not objects of this nib in their own right.
    private static let skippedContainers: Set<String> = ["connections", "constraints", "userDefinedRuntimeAttributes", "resources"]

    init(document: Document, scope: PlanScope, registry: ClassRegistry, fallBack: Bool) throws(NibError) {
        self.document = document
        self.scope = scope
        platform = document.platform
        for object in scope.roots {
            topLevel.append(try makeSteps(for: object, registry: registry, fallBack: fallBack))
        }
        // The size classes' variations, read once for the constraints and the views: under
        // each combination, in `ConstraintVariation.index` order (none when the nib has none).
        let variations = PlanBuilder.combinations.compactMap { LayoutSystem.sizeClassVariations(of: document, sizeClasses: $0) }
        try planConstraints(variations)
        planViewVariations(variations)
        try planConnections()
    }

    /// Views some size-class variation installs differently or gives other attributes: each
    /// with its installation and attributes under every combination (a varied attribute's
    /// value where no variation gives one is the view's own, else UIKit's default).
    private func planViewVariations(_ everyCombination: [LayoutSystem.SizeClassVariations]) {
        guard everyCombination.count == 4 else { return }
        let defaults = ["hidden": "NO", "axis": "horizontal", "spacing": "0", "distribution": "fill", "alignment": "fill"]
        for (index, step) in steps.enumerated() where step.isView {
            let element = document.elements[step.elementIndex]
            guard let id = element.id,
                  everyCombination.contains(where: { $0.excludedIDs.contains(id) || $0.attributes[id] != nil }) else { continue }
            let names = Set(everyCombination.flatMap { $0.attributes[id]?.keys.map { $0 } ?? [] })
            let attributes = everyCombination.map { combination in
                Dictionary(uniqueKeysWithValues: names.map { name in
                    (name, combination.attributes[id]?[name] ?? element[attribute: name] ?? defaults[name] ?? "")
                })
            }
            viewVariations.append((index, ViewVariation(installed: everyCombination.map { !$0.excludedIDs.contains(id) },
                                                         attributes: attributes)))
        }
    }

    // MARK: Objects

    private func isObject(_ element: Element) -> Bool {
        if element.isPlaceholder { return false }
        if ElementClassTable.baseClassName(forElement: element.name, platform: platform) != nil { return true }
        // Elements NibKit does not know are still objects when they carry an id: kept as generic
        // views with their element name and attributes.
        return !ElementClassTable.isKnown(element.name) && element.id != nil
    }

    /// Where a child object goes in its parent's `init(coder:)`.
    private enum Role {
        case subview
        /// By its `key`, or by the name of the container it is in without one (the bar button
        /// items in `<rightBarButtonItems>`: `coder.objects(forKey: "rightBarButtonItems")`).
        case keyed(String)
        /// An object inside its parent that is neither.
        case other
    }

    /// The objects directly inside `root` (looking through containers such as `<subviews>`, which
    /// are not objects), in document order, each with its role. Walked with an explicit stack:
    /// containers can nest as deep as a hostile file likes.
    private func childObjects(inContainer root: Element, inSubviews rootInSubviews: Bool) -> [(element: Element, role: Role)] {
        var found: [(element: Element, role: Role)] = []
        // Each entry: a container and how far through its children the walk is.
        var stack: [(children: [Element], next: Int, inSubviews: Bool, container: String?)] = [(Array(root.children), 0, rootInSubviews, nil)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            let child = stack[top].children[stack[top].next]
            stack[top].next += 1
            if scope.isExcluded(child) { continue }
            if isObject(child) {
                let role: Role = stack[top].inSubviews ? .subview : (child.key ?? stack[top].container).map { .keyed($0) } ?? .other
                found.append((child, role))
            } else if !PlanBuilder.skippedContainers.contains(child.name) {
                stack.append((Array(child.children), 0, child.name == "subviews", child.key == nil ? child.name : nil))
            }
        }
        return found
    }

    /// Plans `root`'s object and every object inside it, each after its child objects
    /// (post-order), so `init(coder:)` finds its subviews and keyed objects already made, as
    /// UIKit decodes them. Returns `root`'s step.
    private func makeSteps(for root: Element, registry: ClassRegistry, fallBack: Bool) throws(NibError) -> Int {
        struct Frame {
            let element: Element
            let role: Role
            let children: [(element: Element, role: Role)]
            var next = 0
            var subviews: [Int] = []
            var keyed: [(String, Int)] = []
        }
        var stack = [Frame(element: root, role: .other, children: childObjects(inContainer: root, inSubviews: false))]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let (child, role) = stack[top].children[stack[top].next]
                stack[top].next += 1
                stack.append(Frame(element: child, role: role, children: childObjects(inContainer: child, inSubviews: false)))
                continue
            }
            let frame = stack.removeLast()
            let step = try makeStep(for: frame.element, subviews: frame.subviews, keyed: frame.keyed,
                                    registry: registry, fallBack: fallBack)
            guard !stack.isEmpty else { return step }
            switch frame.role {
            case .subview: stack[stack.count - 1].subviews.append(step)
            case .keyed(let key): stack[stack.count - 1].keyed.append((key, step))
            case .other: break
            }
        }
    }

    /// Plans one object whose child objects are already planned.
    private func makeStep(for element: Element, subviews: [Int], keyed: [(String, Int)],
                          registry: ClassRegistry, fallBack: Bool) throws(NibError) -> Int {
        let isView = ElementClassTable.isView(element.name, platform: platform) || !ElementClassTable.isKnown(element.name)
        // An element with no class of its own is a generic view (or object): the registry's
        // `view`, kept with its element name and attributes.
        let base: NibObject.Type = registry.type(named: element.name)
            ?? (isView ? registry.type(named: "view") ?? NibObject.self : NibObject.self)
        var type = base
        var userClass = false
        var fellBack = false
        if let customClass = element.customClass {
            let resolved: NibObject.Type?
            do {
                resolved = try registry.resolve(customClass: customClass, module: element.customModule)
            } catch {
                throw NibError(.unknownClass, error.message, at: element)
            }
            if let found = resolved {
                guard !isView || found.isView else {
                    throw NibError(.unknownClass,
                                   "class \(String(reflecting: found)) (customClass '\(customClass)') is not a view, but <\(element.name)> makes a view; set its Class in Interface Builder to a View subclass, or make \(String(describing: found)) one",
                                   at: element)
                }
                type = found
                userClass = registry.isUserType(found)
                if userClass { warnAboutModule(of: element, customClass: customClass, resolvedTo: found) }
            } else if ElementClassTable.baseClassName(forElement: element.name, platform: platform) == customClass
                        || customClass.hasPrefix("UI") || customClass.hasPrefix("NS") {
                // A system class we don't model (UIResponder, NSObject, UIWindow…): its base stands in.
            } else if fallBack {
                fellBack = true
                warnings.append("\(element.location): Unknown class \(customClass) in Interface Builder file.")
            } else {
                throw NibError(.unknownClass,
                               "Unknown class \(customClass) in Interface Builder file; \(element.customModule.map { "no module \($0) of this program declares it: set the object's Module in Interface Builder to the one that does, or " } ?? "set the object's Module in Interface Builder (a Swift class is found by Module.Class), or ")register it with ClassRegistry.shared.register(\(customClass).self)",
                               at: element)
            }
        }
        let record = ObjectRecord(element: element)
        // What the classes decode once per nib (`NibDecodedValue`), here rather than per instantiation.
        let decoded: DecodedValues
        do {
            decoded = try DecodedValues(type.decodedTypes, record: record)
        } catch let error as NibError {
            throw error
        } catch {
            throw NibError(.decoding, "decoding <\(element.name)> for \(String(reflecting: type)) failed: \(error)", at: element, underlying: error)
        }
        steps.append(ObjectStep(record: record, decoded: decoded, type: type, elementIndex: element.documentIndex,
                                subviews: subviews, keyed: keyed, requiresDeclaredOutlets: userClass, isView: isView,
                                isFallback: fellBack))
        stepByElement[element.documentIndex] = steps.count - 1
        if let id = element.id { stepByID[id] = steps.count - 1 }
        return steps.count - 1
    }

    /// A nib that names its class's module explicitly (`customModule="Feed"` without
    /// `customModuleProvider="target"`) makes UIKit look the class up as `Feed.HeaderCell` and
    /// nothing else: when the registry has no such class and resolved the bare name to another
    /// module's, UIKit would not find the class. Instantiation goes on with the registry's class
    /// and says so. With `customModuleProvider="target"` the module is whichever target builds
    /// the nib, which a registry can't know, so any module is accepted.
    private func warnAboutModule(of element: Element, customClass: String, resolvedTo found: NibObject.Type) {
        guard let module = element.customModule, element.customModuleProvider != "target" else { return }
        let qualified = String(reflecting: found)
        guard qualified != "\(module).\(customClass)" else { return }
        let foundModule = qualified.split(separator: ".").first.map(String.init) ?? qualified
        warnings.append("\(element.location): customModule '\(module)' has no registered class \(customClass); \(qualified) stands in, but UIKit would not find the class (\"Unknown class \(module).\(customClass) in Interface Builder file.\"); set the object's Module to \(foundModule) in Interface Builder, or check Inherit Module From Target")
    }

    // MARK: Connections

    private func reference(to id: String) -> Reference? {
        if let constraint = constraintByID[id] { return .constraint(constraint) }
        guard let element = document.element(withID: id) else { return nil }
        if let step = stepByElement[element.documentIndex] { return .object(step) }
        if element == scope.owner || element.isFilesOwner { return .owner }
        if let identifier = PlanBuilder.externalObjectIdentifier(of: element) { return .external(identifier) }
        if scope.isExcluded(element) { return .excluded }
        if isObject(element) { return .outside(id) }
        return .placeholder
    }

    /// The identifier of an External Object placeholder (`<placeholder
    /// placeholderIdentifier="IBExternalObject" userLabel="…">`): the name Interface Builder
    /// shows for it, its `userLabel`, which is the key of `externalObjects`; its id when it has
    /// no label. Nil for other elements.
    static func externalObjectIdentifier(of element: Element) -> String? {
        guard element.name == "placeholder", element[attribute: "placeholderIdentifier"] == "IBExternalObject" else { return nil }
        return element[attribute: "userLabel"] ?? element.id
    }

    /// Whether a connection from `source` to `destination` is this plan's to make. Connections
    /// into excluded subtrees belong to the plan that makes them. File's Owner's connections to
    /// objects this plan does not make are made by the plan that does (a scene's controller
    /// plan connects the controller to the scene's other objects; the view's plan, to the views).
    private func makes(from source: Reference, to destination: Reference) -> Bool {
        switch (source, destination) {
        case (_, .excluded): return false
        case (.owner, .outside): return false
        default: return true
        }
    }

    /// The size classes a nib's constraints are installed for: a phone's in portrait, the
    /// traits a `Window` has unless told otherwise.
    static let runtimeSizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)
    /// Their slot among `combinations`.
    static let runtimeSlot = ConstraintVariation.index(horizontalRegular: runtimeSizeClasses.horizontal == .regular,
                                                       verticalRegular: runtimeSizeClasses.vertical == .regular)

    /// Each size-class combination, in `ConstraintVariation.index` order.
    static let combinations: [SizeClasses] = [
        SizeClasses(horizontal: .compact, vertical: .compact), SizeClasses(horizontal: .compact, vertical: .regular),
        SizeClasses(horizontal: .regular, vertical: .compact), SizeClasses(horizontal: .regular, vertical: .regular),
    ]

    private func planConstraints(_ everyCombination: [LayoutSystem.SizeClassVariations]) throws(NibError) {
        // Under the run time's default size classes, as the plan installs them.
        let variations = everyCombination.count == 4 ? everyCombination[PlanBuilder.runtimeSlot] : nil
        func variation(of id: String?, constant: Double) -> ConstraintVariation? {
            guard let id, everyCombination.count == 4,
                  everyCombination.contains(where: { $0.excludedIDs.contains(id) || $0.constants[id] != nil }) else { return nil }
            return ConstraintVariation(installed: everyCombination.map { !$0.excludedIDs.contains(id) },
                                       constants: everyCombination.map { $0.constants[id] ?? constant })
        }
        for (ownerIndex, step) in steps.enumerated() {
            let ownerElement = document.elements[step.elementIndex]
            let inside = ownerElement.descendants.indices
            // Items inside the owner's subtree strongly, the owner itself unowned (it holds the
            // constraint and clears it when it goes away), anything else weakly.
            func hold(_ reference: Reference?) -> LayoutConstraint.ItemHold {
                guard case .object(let index)? = reference else { return .weak }
                if index == ownerIndex { return .owner }
                return inside.contains(steps[index].elementIndex) ? .strong : .weak
            }
            for constraint in ownerElement.constraints {
                guard let firstID = constraint.firstItem, let first = reference(to: firstID) else {
                    throw NibError(.invalid, "constraint's first item '\(constraint.firstItem ?? "")' is not an object of this nib", at: constraint.element)
                }
                var second: Reference?
                if let secondID = constraint.secondItem {
                    guard let resolved = reference(to: secondID) else {
                        throw NibError(.invalid, "constraint's second item '\(secondID)' is not an object of this nib", at: constraint.element)
                    }
                    second = resolved
                }
                if let id = constraint.id { constraintByID[id] = constraints.count }
                constraints.append(ConstraintStep(
                    owner: ownerIndex, first: first, firstAttribute: constraint.firstAttribute ?? .notAnAttribute,
                    second: second, secondAttribute: constraint.secondAttribute ?? .notAnAttribute, relation: constraint.relation,
                    multiplier: constraint.multiplier,
                    constant: constraint.id.flatMap { variations?.constants[$0] } ?? constraint.constant, priority: constraint.priority,
                    identifier: constraint.identifier, record: ObjectRecord(element: constraint.element),
                    firstHold: hold(first), secondHold: hold(second),
                    isInstalled: !(constraint.id.map { variations?.excludedIDs.contains($0) ?? false } ?? false),
                    variation: variation(of: constraint.id, constant: constraint.constant)))
            }
        }
    }

    private func planConnections() throws(NibError) {
        var sources: [(Reference, Element)] = []
        if let owner = scope.owner { sources.append((.owner, owner)) }
        for placeholder in document.placeholders {
            if let identifier = PlanBuilder.externalObjectIdentifier(of: placeholder) { sources.append((.external(identifier), placeholder)) }
        }
        for (index, step) in steps.enumerated() { sources.append((.object(index), document.elements[step.elementIndex])) }
        for (source, element) in sources {
            // Outlet collections are one property filled from several entries.
            var collections: [String: (destinations: [Reference], first: Connection)] = [:]
            var collectionOrder: [String] = []
            for connection in element.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    guard let property = connection.property, let id = connection.destination else { continue }
                    guard let destination = reference(to: id) else {
                        throw NibError(.invalid, "outlet '\(property)' points at id '\(id)', which no object in this nib has", at: connection.element)
                    }
                    guard makes(from: source, to: destination) else { continue }
                    if connection.kind == .outlet {
                        outlets.append(OutletStep(source: source, outlet: declaredOutlet(property, of: source), property: property, destinations: [destination],
                                                  isCollection: false, location: connection.element.location, objectID: element.id))
                    } else {
                        if collections[property] == nil { collectionOrder.append(property) }
                        collections[property, default: ([], connection)].destinations.append(destination)
                    }
                case .action:
                    guard case let .object(control) = source, let selector = connection.selector else { continue }
                    let target = connection.destination.flatMap(reference(to:)) ?? .placeholder
                    guard makes(from: source, to: target) else { continue }
                    actions.append(ActionStep(control: control, target: target, selector: selector,
                                              event: connection.eventType ?? .primaryActionTriggered,
                                              location: connection.element.location))
                case .segue:
                    continue
                }
            }
            for property in collectionOrder {
                let (destinations, first) = collections[property]!
                outlets.append(OutletStep(source: source, outlet: declaredOutlet(property, of: source), property: property, destinations: destinations,
                                          isCollection: true, location: first.element.location, objectID: element.id))
            }
            if case let .object(index) = source {
                for attribute in element.userDefinedRuntimeAttributes {
                    guard let keyPath = attribute.keyPath else { continue }
                    runtimeAttributes.append(RuntimeAttributeStep(object: index, keyPath: keyPath,
                                                                  value: PlanBuilder.value(of: attribute)))
                }
            }
        }
    }

    private var outletsByStep: [Int: [Outlet]] = [:]

    private func declaredOutlet(_ property: String, of source: Reference) -> Outlet? {
        guard case .object(let index) = source else { return nil }
        if outletsByStep[index] == nil { outletsByStep[index] = steps[index].type.outlets }
        return outletsByStep[index]!.last { $0.name == property }
    }

    static func value(of attribute: RuntimeAttribute) -> NibValue {
        let valueElement = attribute.valueElement
        switch attribute.type {
        case "boolean": return .bool(attribute.value == "YES")
        case "number": return .number(Double(attribute.value ?? "") ?? 0)
        case "string", "localizedString": return .string(attribute.value ?? "")
        case "image": return .image(attribute.value ?? "")
        case "nil": return .nil
        case "color":
            if let element = valueElement, let color = element.parent?.color(forKey: "value").flatMap(Color.init) {
                return .color(color)
            }
        case "rect":
            if let element = valueElement, let rect = Rect(element: element) { return .rect(CGRect(rect)) }
        case "point":
            if let element = valueElement, let x = element.double("x"), let y = element.double("y") {
                return .point(CGPoint(x: x, y: y))
            }
        case "size":
            if let element = valueElement, let width = element.double("width"), let height = element.double("height") {
                return .size(CGSize(width: width, height: height))
            }
        case "range":
            // `Int(exactly:)`: a location of 1e300 or -1 is no range; it stays readable as `.other`
            // and the `invalid-number` rule reports it.
            if let element = valueElement, let location = element.double("location").flatMap({ Int(exactly: $0) }),
               let length = element.double("length").flatMap({ Int(exactly: $0) }), location >= 0, length >= 0 {
                return .range(location: location, length: length)
            }
        default:
            break
        }
        var attributes: [String: String] = [:]
        for item in (valueElement ?? attribute.element).attributes { attributes[item.name] = item.value }
        return .other(type: attribute.type ?? "", attributes: attributes)
    }
}
