/// The sources' literal uses of each kind, arranged for `ProjectFacts.mayUse`, which rules ask
/// once per prototype, scene, segue or Storyboard ID: a walk over every use for each question
/// grew with their product (8,000 prototypes against 8,000 dequeues from another controller's
/// list took four and a half minutes).
/// - A use whose value is known is filed under that value: it names nothing else.
/// - The others (computed names, generated accessors) may name anything and are read for every
///   question, so each is kept once per way it can answer (thousands of computed dequeues in one
///   controller answer as one), with what the question asks of it found once.
struct LiteralIndex: Sendable {
    /// A use whose value is not known, with what `mayUse` asks of it.
    struct Unvalued: Sendable {
        let use: LiteralUse
        /// Its value is known (a generated accessor's may be): the filters that ask what a
        /// computed name may be pass it.
        let hasValue: Bool
        /// A file a target compiles holds it.
        let isBuilt: Bool
        /// The class whose member holds it is a view controller (asked of a dequeue from its own
        /// list only, the one question that reads it).
        let enclosingClassIsViewController: Bool
        /// Its performer is a class the sources declare or the framework's.
        let performerIsKnownClass: Bool

        /// The class whose chain alone runs it, as `mayUse` reads it: a segue's performer that
        /// is a known class, or the view controller whose own list a dequeue reads.
        var bound: String? {
            guard !hasValue else { return nil }
            if performerIsKnownClass, let performer = use.performer { return performer }
            if use.dequeuesFromOwnList, enclosingClassIsViewController { return use.enclosingClass }
            return nil
        }
    }

    private struct Uses: Sendable {
        var byValue: [String: [LiteralUse]] = [:]
        /// Those a question from a controller outside their class's chain skips (`bound`).
        var unvaluedByClass: [String: [Unvalued]] = [:]
        var unvaluedUnbound: [Unvalued] = []
    }

    /// What a use without a value answers with: two uses that agree on all of it answer every
    /// question alike.
    private struct Answer: Hashable {
        let kind: LiteralUse.Kind
        let hasValue: Bool
        let queue: ReuseQueue?
        let isBuilt: Bool
        let performer: String?
        let dequeuesFromOwnList: Bool
        let enclosingClass: String?
        let runsOnlyInStateRestoration: Bool
        let storyboard: String?
        let generatedSceneAccessor: String?
        let isRawValue: Bool
        let identifierIsClassName: Bool
        let identifierIsReceiverClassName: Bool
        let storyboardIsEnumCase: Bool
        let askedThroughCallsOf: String?
        /// The modules that compile the use's file: another app's code runs in its own bundle
        /// (`NibLoads.isInAnotherApp`).
        let modules: Set<String>
    }

    private let byKind: [LiteralUse.Kind: Uses]

    /// `isViewController` and `isKnownClass` answer for a class name, from the project's classes.
    init(_ sources: SourceFacts, isViewController: (String) -> Bool, isKnownClass: (String) -> Bool) {
        var byKind: [LiteralUse.Kind: Uses] = [:]
        var answers: Set<Answer> = []
        for use in sources.literals {
            let value = sources.value(of: use)
            // A generated accessor is matched by its name, not its value (`mayUse`).
            if use.generatedSceneAccessor == nil, let value {
                byKind[use.kind, default: Uses()].byValue[value, default: []].append(use)
                continue
            }
            let isBuilt = sources.sourcesBuiltByNoTarget[use.location.file] == nil
            let hasValue = value != nil
            // The enclosing class is read only for a dequeue from its own list: elsewhere, uses
            // in a thousand classes answer as one.
            let answer = Answer(kind: use.kind, hasValue: hasValue, queue: use.queue, isBuilt: isBuilt, performer: use.performer,
                                dequeuesFromOwnList: use.dequeuesFromOwnList,
                                enclosingClass: use.dequeuesFromOwnList ? use.enclosingClass : nil,
                                runsOnlyInStateRestoration: use.runsOnlyInStateRestoration, storyboard: use.storyboard,
                                generatedSceneAccessor: use.generatedSceneAccessor,
                                isRawValue: use.constant?.hasSuffix(".rawValue") == true,
                                identifierIsClassName: use.identifierIsClassName,
                                identifierIsReceiverClassName: use.identifierIsReceiverClassName,
                                storyboardIsEnumCase: use.storyboardIsEnumCase, askedThroughCallsOf: use.askedThroughCallsOf,
                                modules: NibLoads.modules(ofFile: use.location.file, in: sources))
            guard answers.insert(answer).inserted else { continue }
            let entry = Unvalued(use: use, hasValue: hasValue, isBuilt: isBuilt,
                                 enclosingClassIsViewController: use.dequeuesFromOwnList && use.enclosingClass.map(isViewController) == true,
                                 performerIsKnownClass: use.performer.map(isKnownClass) ?? false)
            if let bound = entry.bound {
                byKind[use.kind, default: Uses()].unvaluedByClass[bound, default: []].append(entry)
            } else {
                byKind[use.kind, default: Uses()].unvaluedUnbound.append(entry)
            }
        }
        self.byKind = byKind
    }

    /// The uses of `kind` whose value is `identifier`.
    func uses(of kind: LiteralUse.Kind, withValue identifier: String) -> [LiteralUse] {
        byKind[kind]?.byValue[identifier] ?? []
    }

    /// The uses of `kind` whose value is not known, one for each way of answering; asked from a
    /// controller (the names of its class chain), only those its chain may run. Joined, not
    /// concatenated: a question the first use answers copies nothing.
    func unvaluedUses(of kind: LiteralUse.Kind, from controller: Set<String>?) -> FlattenSequence<[[Unvalued]]> {
        guard let uses = byKind[kind] else { return [[Unvalued]]().joined() }
        guard let controller else { return ([uses.unvaluedUnbound] + uses.unvaluedByClass.values).joined() }
        return ([uses.unvaluedUnbound] + controller.compactMap { uses.unvaluedByClass[$0] }).joined()
    }
}
