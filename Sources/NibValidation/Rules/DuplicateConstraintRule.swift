import NibContract
import NibDocument

/// `duplicate-constraint`: No view holds the same constraint twice.
public struct DuplicateConstraintRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "duplicate-constraint", severity: .warning,
        summary: "No view holds the same constraint twice",
        explanation: """
            Two constraints with the same items, attributes, relation, multiplier, constant and \
            priority add nothing but work for the layout engine, and when one is later edited the \
            other silently keeps the old layout, or conflicts with it at run time. The same \
            constraint held by a view and by one of its ancestors counts too, and so does one \
            written from its other side (a.bottom == b.bottom and b.bottom == a.bottom). Not reported: \
            placeholder constraints (removed at build time) and constraints installed in different \
            size classes. A warning: the layout is as intended until one of the two is edited. \
            The exact copies one view holds are one finding, at the first copy, naming the others \
            (a copy written from the other side, or held by another view, is reported on its own).
            """,
        triggering: [
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        ↓<constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                </view>
                """),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <button id="Ab1-aa-001">
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="c1"/>
                            </constraints>
                        </button>
                    </subviews>
                    <constraints>
                        ↓<constraint firstItem="Ab1-aa-001" firstAttribute="width" constant="44" id="c2"/>
                    </constraints>
                </view>
                """, note: "the same constraint on a view and on its parent (a button's own width and its parent's copy of it)"),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="height" relation="lessThanOrEqual" constant="64" id="c1"/>
                        ↓<constraint firstItem="Av1-aa-001" firstAttribute="height" relation="lessThanOrEqual" constant="64" id="c2"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="height" relation="lessThanOrEqual" constant="64" id="c3"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="height" relation="lessThanOrEqual" constant="64" id="c4"/>
                    </constraints>
                </view>
                """, note: "bm_iOS's storyboards: one constraint pasted four times is one finding, at the first copy, naming the others"),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="Av1-aa-001" secondAttribute="trailing" id="c1"/>
                        <constraint firstItem="Bv1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="bottom" id="c2"/>
                        ↓<constraint firstItem="Bv1-aa-001" firstAttribute="top" secondItem="Av1-aa-001" secondAttribute="bottom" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="Av1-aa-001" secondAttribute="trailing" id="c4"/>
                    </constraints>
                </view>
                """, note: "lifetrakiosapp's storyboards: a view whose constraints were all doubled is one finding, at the first copy, naming the others"),
            RuleExample("""
                <view id="Lv1-aa-001">
                    <subviews>
                        <imageView id="Li1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Li1-aa-001" firstAttribute="bottom" secondItem="Lv1-aa-001" secondAttribute="bottom" constant="-8" id="c1"/>
                        ↓<constraint firstAttribute="bottom" secondItem="Li1-aa-001" secondAttribute="bottom" constant="8" id="c2"/>
                    </constraints>
                </view>
                """, note: "ruuvi's LaunchScreen.storyboard: the same constraint written from its other side (the holder's bottom against its image view's)"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <subviews>
                        <label id="Hl1-aa-001"/>
                        <label id="Hl2-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hl1-aa-001" firstAttribute="baseline" secondItem="Hl2-aa-001" secondAttribute="baseline" id="c1"/>
                        ↓<constraint firstItem="Hl2-aa-001" firstAttribute="baseline" secondItem="Hl1-aa-001" secondAttribute="baseline" id="c2"/>
                        ↓<constraint firstItem="Hl2-aa-001" firstAttribute="baseline" secondItem="Hl1-aa-001" secondAttribute="baseline" id="c3"/>
                        <constraint firstItem="Hl1-aa-001" firstAttribute="baseline" secondItem="Hl2-aa-001" secondAttribute="baseline" id="c4"/>
                    </constraints>
                </view>
                """, note: "hoccer-xo-iphone's Main.storyboard: one baseline alignment written four times, twice each way round: the exact copies the view holds are one finding (at c3, naming c4), the one written from the other side another (c2)"),
        ],
        nonTriggering: [
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" placeholder="YES" id="c2"/>
                    </constraints>
                </view>
                """, note: "placeholder constraints are removed at build time"),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c1"/>
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="constraints">
                            <include reference="c1"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints">
                            <include reference="c2"/>
                        </mask>
                    </variation>
                </view>
                """, note: "installed in different size classes, never both at once"),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c1"/>
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
                </view>
                """, note: "edx-app-ios DiscussionNewCommentViewController.xib: left out of every size class, so never installed"),
            RuleExample("""
                <view id="Cv1-aa-001">
                    <subviews>
                        <button id="Ab1-aa-001">
                            <constraints>
                                <constraint firstAttribute="width" constant="44" id="c1"/>
                            </constraints>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Ab1-aa-001" firstAttribute="width" constant="48" id="c2"/>
                    </constraints>
                </view>
                """, note: "a view's own width and its parent's constraint on it, with another constant: a conflict, not a duplicate"),
            RuleExample("""
                <view id="Lv1-aa-001">
                    <subviews>
                        <imageView id="Li1-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Li1-aa-001" firstAttribute="bottom" secondItem="Lv1-aa-001" secondAttribute="bottom" constant="8" id="c1"/>
                        <constraint firstAttribute="bottom" secondItem="Li1-aa-001" secondAttribute="bottom" constant="8" id="c2"/>
                    </constraints>
                </view>
                """, note: "written from the other side with the same constant: 8 pt below the bottom and 8 pt above it, a conflict, not a duplicate"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard document.kind != .legacyArchive else { return }
        var found: [Finding] = []
        // Grouped by hashing what each constraint says (the document's index), so a view holding
        // 20,000 constraints costs one pass, not 200 million comparisons.
        let groups = document.sameConstraintGroups
        let installation = SizeClassInstallation.marks(in: document, maskKey: "constraints")
        // Each holder's copies: a view whose constraints were all doubled (lifetrakiosapp's
        // storyboards), or one constraint pasted three times (bm_iOS's), is one cause, one
        // finding at the first copy that names the others.
        var copies = OrderedGroups<Element, (copy: Element, of: Element)>()
        for group in groups {
            // Two constraints installed in different size classes (one for regular width, the
            // other for compact) are never active together: duplicates only within one set.
            var earliest: [Set<String>: Element] = [:]
            for constraint in group {
                let installed = constraint.id.flatMap { installation[$0] } ?? []
                if SizeClassInstallation.isNeverInstalled(installed) { continue }
                guard let earlier = earliest[installed] else {
                    earliest[installed] = constraint
                    continue
                }
                // Placeholder constraints are removed at build time; they duplicate on purpose.
                guard earlier[attribute: "placeholder"] != "YES" else { continue }
                let holder = constraint.parent ?? constraint
                copies.append((constraint, earlier), to: holder)
            }
        }
        // The constraints reported: the copies a grouped finding names count as reported, so
        // that the passes below do not report them again.
        var reported: Set<Element> = []
        for group in copies.groups {
            let all = group.values.sorted { ($0.copy.line, $0.copy.column) < ($1.copy.line, $1.copy.column) }
            guard let first = all.first else { continue }
            let others = all.dropFirst()
            let more = others.isEmpty ? ""
                : "; so \(others.count == 1 ? "does" : "do") " + ShortList.of(others) { "'\($0.copy.id ?? "")' (line \($0.copy.line), of '\($0.of.id ?? "")')" }
            found.append(Finding(
                first.copy, "constraint '\(first.copy.id ?? "")' duplicates constraint '\(first.of.id ?? "")' (line \(first.of.line))" + more,
                hint: others.isEmpty ? "delete one of the two" : "delete the copies"))
            reported.formUnion(others.map(\.copy))
        }
        reportAcrossHolders(document, installation: installation, findings: &found)
        reportReversed(document, installation: installation, findings: &found)
        // One finding per constraint, the first pass's (an exact copy before one written from
        // the other side), none for a copy a finding names: hoccer's four baseline constraints,
        // one written both ways round, are two findings (the view's exact copies, and the one
        // written from the other side), not four.
        findings += found.filter { reported.insert($0.element).inserted }
    }

    /// The same constraint written from its other side: `a.bottom == b.bottom` and
    /// `b.bottom == a.bottom` (ruuvi's launch screen: a holder's constraint without `firstItem`
    /// against its subview's), or `a ≤ b + 8` and `b ≥ a − 8`. Only where the multiplier is 1,
    /// so that swapping the sides changes nothing but the constant's sign and the relation's
    /// direction; pairs written the same way round are the passes above's.
    func reportReversed(_ document: Document, installation: [String: Set<String>], findings: inout [Finding]) {
        struct Key: Hashable {
            let first: String, firstAttribute: String, second: String, secondAttribute: String
            let relation: String, constant: Double, priority: String
            let installed: Set<String>
        }
        // Two constraints written from each other's sides name the same items and attributes,
        // in opposite orders (which side sorts first is decided by the items alone, as they
        // differ): a first pass marks the orders each such quadruple is written in, and only
        // constraints whose quadruple is written both ways are compared in full. Every pair the
        // full comparison matches is among them, in the same order, so the findings are those
        // of comparing them all.
        struct Sides: Hashable {
            let low: String, lowAttribute: String, high: String, highAttribute: String
        }
        var candidates: [(constraint: Constraint, first: String, firstAttribute: String, second: String, secondAttribute: String)] = []
        var orders: [Sides: UInt8] = [:]
        for list in document.elements(named: "constraints") {
            guard let holder = list.parent, holder.name != "variation", list.key == nil || list.key == "constraints" else { continue }
            for constraint in holder.constraints {
                let element = constraint.element
                guard let first = constraint.firstItem, let second = element[attribute: "secondItem"], first != second,
                      let firstAttribute = element[attribute: "firstAttribute"],
                      let secondAttribute = element[attribute: "secondAttribute"] else { continue }
                candidates.append((constraint, first, firstAttribute, second, secondAttribute))
            }
        }
        orders.reserveCapacity(candidates.count)
        for (_, first, firstAttribute, second, secondAttribute) in candidates {
            let sides = second < first
                ? Sides(low: second, lowAttribute: secondAttribute, high: first, highAttribute: firstAttribute)
                : Sides(low: first, lowAttribute: firstAttribute, high: second, highAttribute: secondAttribute)
            orders[sides, default: 0] |= second < first ? 2 : 1
        }
        guard orders.values.contains(3) else { return }
        var earliest: [Key: (constraint: Constraint, swapped: Bool)] = [:]
        for (constraint, first, firstAttribute, second, secondAttribute) in candidates {
            let element = constraint.element
            let sides = second < first
                ? Sides(low: second, lowAttribute: secondAttribute, high: first, highAttribute: firstAttribute)
                : Sides(low: first, lowAttribute: firstAttribute, high: second, highAttribute: secondAttribute)
            guard orders[sides] == 3, constraint.multiplier == 1,
                  element[attribute: "placeholder"] != "YES" else { continue }
            let installed = constraint.id.flatMap { installation[$0] } ?? []
            if SizeClassInstallation.isNeverInstalled(installed) { continue }
            let relation = element[attribute: "relation"] ?? "equal"
            let constant = element.double("constant") ?? 0
            let priority = element[attribute: "priority"] ?? "1000"
            // One orientation for both ways of writing it: the side whose item and attribute
            // sort first goes first.
            let swapped = (second, secondAttribute) < (first, firstAttribute)
            let key = swapped
                ? Key(first: second, firstAttribute: secondAttribute, second: first, secondAttribute: firstAttribute,
                      relation: relation == "lessThanOrEqual" ? "greaterThanOrEqual" : relation == "greaterThanOrEqual" ? "lessThanOrEqual" : relation,
                      constant: constant == 0 ? 0 : -constant, priority: priority, installed: installed)
                : Key(first: first, firstAttribute: firstAttribute, second: second, secondAttribute: secondAttribute,
                      relation: relation, constant: constant, priority: priority, installed: installed)
            guard let earlier = earliest[key] else {
                earliest[key] = (constraint, swapped)
                continue
            }
            guard earlier.swapped != swapped else { continue }
            let place = earlier.constraint.owner.documentIndex == constraint.owner.documentIndex ? "" : ", which \(CellElements.name(earlier.constraint.owner)) holds"
            findings.append(Finding(
                element, "constraint '\(constraint.id ?? "")' duplicates constraint '\(earlier.constraint.id ?? "")' (line \(earlier.constraint.element.line)\(place)), written from its other side",
                hint: "delete one of the two"))
        }
    }


    /// The same constraint held by two views (a view's own `width == 44`, and its parent's
    /// `view.width == 44`): UIKit installs both, as it does two on one view. Compared by what
    /// they say with each item resolved (a constraint without `firstItem` is about its holder);
    /// pairs on one holder are the grouping above's.
    func reportAcrossHolders(_ document: Document, installation: [String: Set<String>], findings: inout [Finding]) {
        struct Key: Hashable {
            let first: String, firstAttribute: String, second: String, secondAttribute: String
            let relation: String, multiplier: String, constant: Double, priority: String
            let installed: Set<String>
        }
        // Two constraints that say the same thing name the same items and first attribute: a
        // first pass counts those three for every constraint (three attribute reads, small
        // strings), and only constraints that share them with another are compared in full.
        // Any pair the full comparison matches is among them, in the same order, so the
        // findings are those of comparing every constraint (which was 5% of linting the corpus).
        struct Items: Hashable {
            let first: String, firstAttribute: String, second: String
        }
        // Each constraint's items and first attribute, read once for both passes.
        var read: [(constraint: Constraint, items: Items)] = []
        for list in document.elements(named: "constraints") {
            guard let holder = list.parent, holder.name != "variation", list.key == nil || list.key == "constraints" else { continue }
            for constraint in holder.constraints {
                guard let first = constraint.firstItem, let firstAttribute = constraint.element[attribute: "firstAttribute"] else { continue }
                read.append((constraint, Items(first: first, firstAttribute: firstAttribute, second: constraint.secondItem ?? "")))
            }
        }
        var sharing: [Items: Int] = [:]
        sharing.reserveCapacity(read.count)
        for (_, items) in read { sharing[items, default: 0] += 1 }
        guard sharing.values.contains(where: { $0 > 1 }) else { return }
        var earliest: [Key: Constraint] = [:]
        for (constraint, items) in read {
            let element = constraint.element
            guard sharing[items] ?? 0 > 1,
                  element[attribute: "placeholder"] != "YES",
                  !SizeClassInstallation.isNeverInstalled(constraint.id.flatMap { installation[$0] } ?? []) else { continue }
            let key = Key(first: items.first, firstAttribute: items.firstAttribute,
                          second: items.second, secondAttribute: element[attribute: "secondAttribute"] ?? "",
                          relation: element[attribute: "relation"] ?? "equal", multiplier: element[attribute: "multiplier"] ?? "1",
                          constant: element.double("constant") ?? 0, priority: element[attribute: "priority"] ?? "1000",
                          installed: constraint.id.flatMap { installation[$0] } ?? [])
            guard let earlier = earliest[key] else {
                earliest[key] = constraint
                continue
            }
            guard earlier.owner.documentIndex != constraint.owner.documentIndex else { continue }
            findings.append(Finding(
                element, "constraint '\(constraint.id ?? "")' duplicates constraint '\(earlier.id ?? "")' (line \(earlier.element.line)), which \(CellElements.name(earlier.owner)) holds",
                hint: "delete one of the two"))
        }
    }

    /// What names a constraint rather than describes it.
    static let identity: Set<String> = ["id", "identifier"]
}
