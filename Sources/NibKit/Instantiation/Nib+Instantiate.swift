import Foundation
import NibDocument

/// What one instantiation made.
public struct NibInstance {
    /// The nib's top-level objects, placeholders left out, in file order.
    public let topLevelObjects: [NibObject]
    /// What UIKit would do silently or differently, each with its file:line: fallbacks taken
    /// ("Unknown class X in Interface Builder file."), a `customModule` no registered class
    /// has, outlets and actions left unconnected because a placeholder had no object.
    public let warnings: [String]
    let objects: [NibObject]
    let constraints: [LayoutConstraint]
    let plan: InstantiationPlan

    /// The object made for the Interface Builder id `id` (views, other objects, constraints).
    public func object(withID id: String) -> NibObject? {
        if let index = plan.stepByID[id] { return objects[index] }
        if let index = plan.constraintByID[id] { return constraints[index] }
        return nil
    }

    /// Every object made, by its Interface Builder id.
    public var objectsByID: [String: NibObject] {
        var result: [String: NibObject] = [:]
        for (id, index) in plan.stepByID { result[id] = objects[index] }
        for (id, index) in plan.constraintByID { result[id] = constraints[index] }
        return result
    }
}

extension Nib {
    /// Instantiates the nib as `UINib.instantiate(withOwner:options:)` does: every object is made
    /// with `init(coder:)`; then every connection is made (outlets from File's Owner go to
    /// `owner`, connections of External Object placeholders to `externalObjects` by identifier),
    /// runtime attributes are set and actions recorded; then every object is sent
    /// `awakeFromNib()`. NibKit's `instantiate(withOwner:options:)` is the public face of this.
    @MainActor func instantiate(withOwner owner: AnyObject?, registry: ClassRegistry,
                             fallBackOnUnknownClasses: Bool,
                             externalObjects: [String: AnyObject] = [:]) throws(NibError) -> NibInstance {
        try plan(registry: registry, fallBackOnUnknownClasses: fallBackOnUnknownClasses)
            .instantiate(withOwner: owner, externalObjects: externalObjects)
    }
}

@MainActor
extension InstantiationPlan {
    /// Makes the plan's objects and connects them (see `Nib.instantiate`). `outsideObjects`
    /// supplies the objects of the same document that another plan made (`Reference.outside`):
    /// a scene's other objects, for the plan of its view.
    /// `creating` makes the object with that id in place of its class's `init(coder:)`, from the
    /// same coder, when it returns one (a storyboard's `creator`).
    func instantiate(withOwner owner: AnyObject?, externalObjects: [String: AnyObject] = [:],
                             outsideObjects: (String) -> AnyObject? = { _ in nil },
                             creating: (id: String, make: (NibCoder) throws -> NibObject?)? = nil) throws(NibError) -> NibInstance {
        let plan = self

        // 1. Objects, children first, each through init(coder:).
        var objects: [NibObject] = []
        objects.reserveCapacity(plan.steps.count)
        try plan.steps.withUnsafeBufferPointer { (steps) throws(NibError) in
            for index in steps.indices {
                let creator = creating.flatMap { $0.id == steps[index].record.id ? $0.make : nil }
                objects.append(try Self.make(steps[index], objects: objects, creator: creator))
            }
        }

        // 2. Constraints, which outlets may point at.
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(plan.constraints.count)
        func resolve(_ reference: InstantiationPlan.Reference) -> AnyObject? {
            switch reference {
            case .object(let index): return objects[index]
            case .constraint(let index): return constraints[index]
            case .owner: return owner
            case .external(let identifier): return externalObjects[identifier]
            case .outside(let id): return outsideObjects(id)
            case .placeholder, .excluded: return nil
            }
        }
        // A view's constraints are consecutive in the plan: cast its object once, not once per
        // constraint (a protocol cast is a conformance lookup).
        // The steps are read in place: copying each one out of the array retained and released
        // every reference it holds (a measurable share of instantiating).
        var owner: (index: Int, holder: (any NibConstraintHolding)?) = (-1, nil)
        plan.constraints.withUnsafeBufferPointer { steps in
            for index in steps.indices {
                if owner.index != steps[index].owner {
                    owner = (steps[index].owner, objects[steps[index].owner] as? any NibConstraintHolding)
                }
                let constraint = LayoutConstraint(
                    firstItem: resolve(steps[index].first), holdingFirst: steps[index].firstHold,
                    firstAttribute: steps[index].firstAttribute,
                    secondItem: steps[index].second.flatMap(resolve), holdingSecond: steps[index].secondHold,
                    secondAttribute: steps[index].secondAttribute,
                    relation: steps[index].relation, multiplier: steps[index].multiplier, constant: steps[index].constant,
                    priority: steps[index].priority, identifier: steps[index].identifier)
                if steps[index].isInstalled { owner.holder?.installFromNib(constraint) }
                if let variation = steps[index].variation { owner.holder?.keepVaried(constraint, variation) }
                constraints.append(constraint)
            }
        }

        // Views the size classes install or dress differently, as the run time's default
        // traits (a phone in portrait) have them; a window with other traits applies them again.
        for (step, variation) in plan.viewVariations {
            (objects[step] as? any NibConstraintHolding)?.keepVaried(view: variation, applyingSlot: PlanBuilder.runtimeSlot)
        }

        // 3. Outlets, actions, runtime attributes.
        var warnings = plan.warnings
        try plan.outlets.withUnsafeBufferPointer { (steps) throws(NibError) in
            for index in steps.indices {
                try connect(steps[index], resolve: resolve, plan: plan, warnings: &warnings)
            }
        }
        for step in plan.actions {
            let target = resolve(step.target)
            if target == nil, let missing = Self.missingPlaceholder(step.target) {
                warnings.append("\(step.location): action '\(step.selector)' has no target: it is sent to \(missing)")
            }
            (objects[step.control] as? any NibActionSending)?.addTarget(target, action: step.selector, forNibEvent: step.event)
        }
        for step in plan.runtimeAttributes {
            do {
                try objects[step.object].setValue(step.value, forKeyPath: step.keyPath)
            } catch {
                let record = plan.steps[step.object].record
                throw NibError(kind: .decoding, location: record.location, objectID: record.id,
                               message: "setting runtime attribute '\(step.keyPath)' failed: \(error)",
                               underlying: error)
            }
        }

        // 4. Top-level views share their plan's solved layouts until they change.
        for (index, step) in plan.topLevel.enumerated() where plan.steps[step].isView {
            (objects[step] as? any NibConstraintHolding)?.solvedLayouts = plan.solvedLayouts[index]
        }

        // 5. awakeFromNib, in document order.
        for index in plan.wakeOrder { objects[index].awakeFromNib() }

        return NibInstance(topLevelObjects: plan.topLevel.map { objects[$0] }, warnings: warnings,
                           objects: objects, constraints: constraints, plan: plan)
    }

    /// Makes one object through `init(coder:)`, from its record and the objects made before it.
    private static func make(_ step: borrowing InstantiationPlan.ObjectStep, objects: [NibObject],
                             creator: ((NibCoder) throws -> NibObject?)?) throws(NibError) -> NibObject {
        let keyed = step.keyed.isEmpty ? [] : step.keyed.map { (key: $0.key, object: objects[$0.step]) }
        let subviews = step.subviews.isEmpty ? [] : step.subviews.map { objects[$0] }
        let coder = NibCoder(record: step.record, decodedValues: step.decoded, keyedObjects: keyed, subviewObjects: subviews)
        do {
            if let creator, let made = try creator(coder) { return made }
            if let made = step.type.init(coder: coder) { return made }
            throw coder.error ?? NibError(kind: .decoding, location: step.record.location, objectID: step.record.id,
                                          message: "init?(coder:) of \(String(reflecting: step.type)) returned nil")
        } catch let error as NibError {
            throw error
        } catch {
            throw NibError(kind: .decoding, location: step.record.location, objectID: step.record.id,
                           message: "\(creator == nil ? "init?(coder:) of \(String(reflecting: step.type))" : "the creator") failed: \(error)",
                           underlying: error)
        }
    }

    /// What a reference to a placeholder that has no object stands for, and what to change; nil
    /// for references that are never objects here (First Responder).
    private static func missingPlaceholder(_ reference: InstantiationPlan.Reference) -> String? {
        switch reference {
        case .owner: return "File's Owner, but the nib was instantiated without an owner; pass one to instantiate(withOwner:)"
        case .external(let identifier): return "the external object '\(identifier)', \(missingExternal(identifier))"
        case .object, .constraint, .placeholder, .outside, .excluded: return nil
        }
    }

    private static func missingExternal(_ identifier: String) -> String {
        "which instantiate was not given; pass it as NibInstantiationOptions.externalObjects[\"\(identifier)\"]"
    }

    /// Resolves an outlet's source and destinations, then connects them.
    private func connect(_ step: borrowing InstantiationPlan.OutletStep, resolve: (InstantiationPlan.Reference) -> AnyObject?,
                         plan: InstantiationPlan, warnings: inout [String]) throws(NibError) {
        guard let source = resolve(step.source) else {
            // No owner: UIKit skips File's Owner's outlets too. A missing external object is
            // a mistake worth a word.
            if case .external(let identifier) = step.source {
                warnings.append("\(step.location): outlet '\(step.property)' of the external object '\(identifier)' left unset: \(Self.missingExternal(identifier))")
            }
            return
        }
        var destinations: [AnyObject] = []
        destinations.reserveCapacity(step.destinations.count)
        for reference in step.destinations {
            if let destination = resolve(reference) {
                destinations.append(destination)
            } else if let missing = Self.missingPlaceholder(reference) {
                warnings.append("\(step.location): outlet '\(step.property)' left nil: it points at \(missing)")
            }
        }
        try connect(step, source: source, destinations: destinations, plan: plan, warnings: &warnings)
    }

    private func connect(_ step: borrowing InstantiationPlan.OutletStep, source: AnyObject, destinations: [AnyObject],
                         plan: InstantiationPlan, warnings: inout [String]) throws(NibError) {
        func fail(_ kind: NibError.Kind, _ message: String) -> NibError {
            NibError(kind: kind, location: step.location, objectID: step.objectID, message: message)
        }
        let sourceType: AnyObject.Type = type(of: source)
        let declared = step.outlet ?? (sourceType as? any OutletDeclaring.Type)?.outlets.last { $0.name == step.property }
        if let outlet = declared {
            if let wrongType = outlet.set(source, destinations) {
                // A destination made as a fallback can't be the type its real class would be:
                // keep the connection by name, as for undeclared outlets, and say so.
                let fallback = step.destinations.contains {
                    if case .object(let index) = $0 { return plan.steps[index].isFallback }
                    return false
                }
                if fallback, let object = source as? NibObject {
                    object.keepUndeclaredOutlet(step.property, destinations)
                    warnings.append("\(step.location): outlet '\(step.property)' left unset: its destination fell back to \(wrongType)")
                    return
                }
                throw fail(.outletType, ConnectionMessages.outletType(step.property, of: String(describing: sourceType), declaredAs: outlet.typeName, connectedTo: wrongType))
            }
            return
        }
        let requiresDeclaration: Bool
        switch step.source {
        case .object(let index): requiresDeclaration = plan.steps[index].requiresDeclaredOutlets
        case .owner: requiresDeclaration = plan.ownerRequiresDeclaredOutlets
        case .external: requiresDeclaration = true
        case .constraint, .placeholder, .outside, .excluded: requiresDeclaration = false
        }
        guard !requiresDeclaration, let object = source as? NibObject else {
            throw fail(.unknownOutlet, ConnectionMessages.unknownOutlet(step.property, of: sourceType))
        }
        object.keepUndeclaredOutlet(step.property, destinations)
    }
}
