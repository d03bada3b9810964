import NibDocument

/// The messages of connection errors, shared by instantiation (which finds them while connecting)
/// and `checkConnections` (which finds them at registration), so both read the same.
enum ConnectionMessages {
    /// UIKit's key-value coding error, and the line that declares the outlet.
    static func unknownOutlet(_ property: String, of sourceType: AnyObject.Type) -> String {
        let name = String(describing: sourceType)
        return "[<\(String(reflecting: sourceType))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (declare it: override class var outlets: [Outlet] { super.outlets + [Outlet(\"\(property)\", \\\(name).\(property))] })"
    }

    static func outletType(_ property: String, of source: String, declaredAs declared: String, connectedTo actual: String) -> String {
        "outlet '\(property)' of \(source) is declared as \(declared), but the nib connects it to a \(actual); declare the property as \(actual) (or a superclass of it), or connect it to a \(declared) in Interface Builder"
    }

    /// UIKit's wording for the crash this would be when the control fires, and the line that
    /// declares the action.
    static func unknownAction(_ selector: String, of targetType: AnyObject.Type, sentBy control: String) -> String {
        let name = String(describing: targetType)
        let method = selector.split(separator: ":").first.map(String.init) ?? selector
        return "-[\(String(reflecting: targetType)) \(selector)]: unrecognized selector sent to instance (the nib's \(control) sends '\(selector)', which \(name) does not declare, so UIKit would crash when the control fires). (declare it: override class var actions: [ActionMethod] { super.actions + [ActionMethod(\"\(selector)\", \(name).\(method))] }, or remove the connection in Interface Builder)"
    }

    static func actionType(_ selector: String, of target: String, takes sender: String, sentBy control: String) -> String {
        "action '\(selector)' of \(target) takes a \(sender), but the nib sends it from a \(control); declare the method's sender as \(control) (or a superclass of it, or Any), or connect the action from a \(sender) in Interface Builder"
    }
}

extension Nib {
    /// Checks every outlet and action the nib connects against what the classes involved
    /// declare, without making an object: the nib's objects' classes come from `registry` (their
    /// `customClass`, as instantiation resolves it), File's Owner's from `owner` (its connections
    /// are skipped when nil, as instantiating with no owner skips them). Throws the first problem
    /// with the error instantiation gives for it:
    ///
    /// - `.unknownOutlet`: a user class (one registered with `register(_:)`) that doesn't declare
    ///   the outlet; NibKit's own classes keep undeclared outlets by name, as instantiation does.
    /// - `.outletType`: a declared outlet whose destination's class is not the property's type.
    /// - `.unknownAction`: an action sent to a user class that declares no method for it and can't
    ///   be sent selectors by name (`dispatchesByName`, NibKit's `ActionTarget`).
    /// - `.actionType`: a method whose sender type is not the class of the control that sends it.
    ///
    /// The undeclared action is checked here, and not when instantiating: UIKit loads such a nib
    /// without complaint and only crashes ("unrecognized selector sent to instance") when the
    /// control fires, so instantiation, which mirrors loading, accepts it; but registration is
    /// where NibKit checks what UIKit checks late, and a tap that crashes is exactly that.
    @MainActor func checkConnections(owner: AnyObject.Type?, registry: ClassRegistry, fallBackOnUnknownClasses: Bool,
                                  dispatchesByName: (AnyObject.Type) -> Bool) throws(NibError) {
        let plan = try plan(registry: registry, fallBackOnUnknownClasses: fallBackOnUnknownClasses)

        /// The class an object of the nib will have, when it can be known now.
        func objectClass(_ reference: InstantiationPlan.Reference) -> AnyObject.Type? {
            switch reference {
            case .object(let index): return plan.steps[index].isFallback ? nil : plan.steps[index].type
            case .constraint: return LayoutConstraint.self
            case .owner: return owner
            case .placeholder, .external, .outside, .excluded: return nil
            }
        }
        func requiresDeclarations(_ reference: InstantiationPlan.Reference) -> Bool {
            switch reference {
            case .object(let index): return plan.steps[index].requiresDeclaredOutlets
            case .owner: return owner != nil
            case .constraint, .placeholder, .external, .outside, .excluded: return false
            }
        }

        for step in plan.outlets {
            guard let sourceType = objectClass(step.source) else { continue }
            let declared = step.outlet ?? (sourceType as? any OutletDeclaring.Type)?.outlets.last { $0.name == step.property }
            guard let outlet = declared else {
                if requiresDeclarations(step.source) {
                    throw NibError(kind: .unknownOutlet, location: step.location, objectID: step.objectID,
                                   message: ConnectionMessages.unknownOutlet(step.property, of: sourceType))
                }
                continue
            }
            for destination in step.destinations {
                guard let destinationType = objectClass(destination), !outlet.accepts(destinationType) else { continue }
                throw NibError(kind: .outletType, location: step.location, objectID: step.objectID,
                               message: ConnectionMessages.outletType(step.property, of: String(describing: sourceType),
                                                                      declaredAs: outlet.typeName,
                                                                      connectedTo: String(describing: destinationType)))
            }
        }

        for step in plan.actions {
            guard let targetType = objectClass(step.target) else { continue }
            let control = plan.steps[step.control]
            let controlName = String(describing: control.type)
            if let action = ActionMethod.declared(step.selector, by: targetType) {
                if !control.isFallback, !action.acceptsSender(control.type) {
                    throw NibError(kind: .actionType, location: step.location, objectID: control.record.id,
                                   message: ConnectionMessages.actionType(step.selector, of: String(describing: targetType),
                                                                          takes: action.senderTypeName ?? "", sentBy: controlName))
                }
            } else if requiresDeclarations(step.target), !dispatchesByName(targetType) {
                throw NibError(kind: .unknownAction, location: step.location, objectID: control.record.id,
                               message: ConnectionMessages.unknownAction(step.selector, of: targetType, sentBy: controlName))
            }
        }
    }
}
