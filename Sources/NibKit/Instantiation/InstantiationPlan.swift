import Foundation
import NibDocument

/// A nib compiled for instantiation: every object's class resolved and its element decoded into
/// an `ObjectRecord`, every connection turned into indexes. Instantiating it again does no XML
/// work: it only allocates objects and wires them.
final class InstantiationPlan: Sendable {
    // Every field is a `let`: the plan is shared between instantiations and threads. It is made
    // by `PlanBuilder`, on the main actor: it reads the classes' `outlets` and `actions`, which
    // are main-actor isolated as the classes are.

    /// What an id in a connection resolves to.
    enum Reference {
        case object(Int)
        case constraint(Int)
        case owner
        /// An `IBExternalObject` placeholder, by its identifier: the object comes from
        /// `externalObjects` (UIKit's `UINib.OptionsKey.externalObjects`).
        case external(String)
        /// First Responder and other placeholders: nothing to connect to in a nib on its own.
        case placeholder
        /// An object of the same document that another plan makes first (a scene's bar button
        /// item, seen from the plan of the scene's view), by id; the caller supplies it.
        case outside(String)
        /// An object inside a subtree this plan leaves out (see `PlanScope.excluded`).
        case excluded
    }

    struct ObjectStep {
        let record: ObjectRecord
        /// What the object's classes decoded from the record (`NibObject.decodedTypes`).
        let decoded: DecodedValues
        let type: NibObject.Type
        /// The element's document index, for document-order wake-up.
        let elementIndex: Int
        /// Steps of the `<subviews>`, in order.
        let subviews: [Int]
        /// Steps of keyed child objects (`contentView`, …).
        let keyed: [(key: String, step: Int)]
        /// A user class must declare its outlets; built-in classes keep undeclared ones by name.
        let requiresDeclaredOutlets: Bool
        let isView: Bool
        /// Made as its base class because its customClass is unknown (with the fallback option).
        let isFallback: Bool
    }

    struct ConstraintStep {
        let owner: Int
        let first: Reference
        let firstAttribute: LayoutAttribute
        let second: Reference?
        let secondAttribute: LayoutAttribute
        let relation: LayoutRelation
        let multiplier: Double
        let constant: Double
        let priority: LayoutPriority
        let identifier: String?
        let record: ObjectRecord
        /// How the constraint holds each item (see `LayoutConstraint`).
        let firstHold: LayoutConstraint.ItemHold
        let secondHold: LayoutConstraint.ItemHold
        /// False for a constraint the nib's size-class variations leave out under the run
        /// time's traits: it is made (outlets reach it) but not installed.
        let isInstalled: Bool
        /// Set for a constraint the variations treat differently under other size classes.
        let variation: ConstraintVariation?
    }

    struct OutletStep {
        let source: Reference
        /// The source class's declaration of the outlet, found when the plan is made; nil for
        /// File's Owner (its class is only known at instantiation) and undeclared outlets.
        let outlet: Outlet?
        let property: String
        let destinations: [Reference]
        let isCollection: Bool
        let location: SourceLocation
        let objectID: String?
    }

    struct ActionStep {
        let control: Int
        let target: Reference
        let selector: String
        let event: ControlEvent
        /// The `<action>` element's position, for errors about it.
        let location: SourceLocation
    }

    struct RuntimeAttributeStep {
        let object: Int
        let keyPath: String
        let value: NibValue
    }

    let steps: [ObjectStep]
    let topLevel: [Int]
    let constraints: [ConstraintStep]
    /// The views the nib's size-class variations install or give attributes differently under
    /// some size classes, by step.
    let viewVariations: [(step: Int, variation: ViewVariation)]
    let outlets: [OutletStep]
    let actions: [ActionStep]
    let runtimeAttributes: [RuntimeAttributeStep]
    /// Steps in document order, for `awakeFromNib`.
    let wakeOrder: [Int]
    /// "Unknown class X in Interface Builder file." and the like, when falling back.
    let warnings: [String]
    /// Object and constraint steps by Interface Builder id.
    let stepByID: [String: Int]
    let constraintByID: [String: Int]
    /// See `PlanScope.ownerRequiresDeclaredOutlets`.
    let ownerRequiresDeclaredOutlets: Bool
    /// One per top-level object, aligned with `topLevel`: its solved layouts.
    let solvedLayouts: [SolvedLayoutCache]

    @MainActor init(document: Document, scope: PlanScope, registry: ClassRegistry, fallBackOnUnknownClasses: Bool) throws(NibError) {
        let builder = try PlanBuilder(document: document, scope: scope, registry: registry, fallBack: fallBackOnUnknownClasses)
        ownerRequiresDeclaredOutlets = scope.ownerRequiresDeclaredOutlets
        steps = builder.steps
        topLevel = builder.topLevel
        constraints = builder.constraints
        viewVariations = builder.viewVariations
        outlets = builder.outlets
        actions = builder.actions
        runtimeAttributes = builder.runtimeAttributes
        wakeOrder = builder.steps.indices.sorted { builder.steps[$0].elementIndex < builder.steps[$1].elementIndex }
        warnings = builder.warnings
        stepByID = builder.stepByID
        constraintByID = builder.constraintByID
        solvedLayouts = builder.topLevel.map { _ in SolvedLayoutCache() }
    }
}
