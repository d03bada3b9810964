import NibDocument

/// The semantic changes between two versions of a nib, matched by object id rather than by line.
///
/// Objects (every element with an `id`, and scenes by `sceneID`) are paired across the versions by
/// id: one only in the old version was removed, one only in the new was added (reported once, at
/// the outermost such object), and one under another parent was moved. Within a pair, attributes
/// are compared by name (so re-ordered attributes are no change) and the elements without ids by
/// their tag and key (`<rect key="frame">`, `<fontDescription key="fontDescription">`, a runtime
/// attribute by its key path), in order where a tag repeats. Keyed values are compared as
/// Interface Builder shows them, so a colour re-encoded from white to RGB is the same colour.
///
/// ```swift
/// let diff = DocumentDiff(old: try Document(contentsOfFile: "Old.xib"), new: try Document(contentsOfFile: "New.xib"))
/// for change in diff.changes() { print(change.kind, change.object ?? "document", change.attribute ?? "") }
/// ```
public struct DocumentDiff: Sendable {
    /// The version before the change.
    public let old: Document
    /// The version after it.
    public let new: Document

    /// The diff of two versions; nothing is compared until `changes(includingNoise:)`.
    public init(old: Document, new: Document) {
        self.old = old
        self.new = new
    }

    /// How the object a change belongs to is known in Interface Builder (`label "Title"`), from
    /// the new version where it is there; "the document" for the document's own attributes.
    public func name(of change: NibChange) -> String {
        guard let id = change.object else { return "the document" }
        let element = new.element(withID: id) ?? old.element(withID: id)
            ?? DocumentDiff.scene(id, in: new) ?? DocumentDiff.scene(id, in: old)
        return element.map { ElementDescription.object($0) } ?? id
    }

    /// The scene with this `sceneID` (scenes have no `id`).
    static func scene(_ sceneID: String, in document: Document) -> Element? {
        document.root.child(named: "scenes")?.children.first { $0.name == "scene" && $0[attribute: "sceneID"] == sceneID }
    }

    /// The changes, in the order of the lines they are on; what Interface Builder changes on its
    /// own when a file is opened and saved (`NibChange.isNoise`) only when `includingNoise`.
    public func changes(includingNoise: Bool = false) -> [NibChange] {
        var collector = Collector(old: old, new: new)
        collector.run()
        let changes = includingNoise ? collector.changes : collector.changes.filter { !$0.isNoise }
        return changes.enumerated().sorted { left, right in
            let a = left.element.newLine ?? left.element.oldLine ?? 0
            let b = right.element.newLine ?? right.element.oldLine ?? 0
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }
}

/// The identity objects are paired by: the id, or a scene's `sceneID`.
func identity(of element: Element) -> String? {
    // A `<device>`'s id names a device model, not an object.
    if element.name == "device" { return nil }
    if let id = element.id { return id }
    if element.name == "scene", let scene = element[attribute: "sceneID"] { return "scene:" + scene }
    return nil
}

/// The nearest element above `element` that has an identity.
func identifiedParent(of element: Element) -> Element? {
    var current = element.parent
    while let next = current {
        if identity(of: next) != nil { return next }
        current = next.parent
    }
    return nil
}

struct Collector {
    let old: Document
    let new: Document
    let oldObjects: [String: Element]
    let newObjects: [String: Element]
    let deviceChanged: Bool
    var changes: [NibChange] = []

    init(old: Document, new: Document) {
        self.old = old
        self.new = new
        oldObjects = Collector.objects(of: old)
        newObjects = Collector.objects(of: new)
        let oldDevice = old.root.child(named: "device").map(ElementDescription.attributes)
        let newDevice = new.root.child(named: "device").map(ElementDescription.attributes)
        deviceChanged = oldDevice != newDevice
    }

    /// Every object by identity; of duplicates (a broken file), the first.
    static func objects(of document: Document) -> [String: Element] {
        var objects: [String: Element] = [:]
        for element in document.elements {
            if let key = identity(of: element), objects[key] == nil { objects[key] = element }
        }
        return objects
    }

    /// Objects that stayed under one parent but changed places among its `<subviews>` (z-order,
    /// a stack's arrangement) or among the top-level objects: those not in the longest run of
    /// siblings kept in order, each as moved from one position to another.
    mutating func reportReordering() {
        for list in new.elements where list.name == "subviews" || list.name == "objects" {
            let parent = list.name == "objects" ? nil : identifiedParent(of: list)
            let oldList: Element?
            if let parent {
                guard let key = identity(of: parent), let was = oldObjects[key] else { continue }
                oldList = was.children.first { $0.name == list.name && $0.key == nil }
            } else {
                oldList = old.root.children.first { $0.name == "objects" }
            }
            guard let oldList else { continue }
            reportReorderingWithoutIDs(oldList, list, parent: parent)
            let newOrder = list.children.compactMap(identity)
            let oldOrder = oldList.children.compactMap(identity)
            let common = Set(newOrder).intersection(oldOrder)
            // Of a key written twice (a broken file), the first place counts, as in `objects(of:)`.
            var seenBefore = Set<String>(), seenAfter = Set<String>()
            let before = oldOrder.filter { common.contains($0) && seenBefore.insert($0).inserted }
            let after = newOrder.filter { common.contains($0) && seenAfter.insert($0).inserted }
            guard before != after else { continue }
            var oldPosition: [String: Int] = [:]
            for (position, key) in before.enumerated() { oldPosition[key] = position }
            let positions = after.map { oldPosition[$0] ?? 0 }
            let kept = Collector.longestIncreasingRun(positions)
            for (to, key) in after.enumerated() where !kept.contains(to) {
                guard let element = newObjects[key], let was = oldObjects[key], let from = oldPosition[key] else { continue }
                changes.append(NibChange(kind: .moved, object: element.id ?? key, element: element.name, attribute: "position",
                                         old: "\(from + 1) of \(before.count)", new: "\(to + 1) of \(after.count)",
                                         oldLine: was.line, newLine: element.line, isNoise: SaveNoise.isInsideNoise(element)))
            }
        }
    }

    /// Siblings without an id (views a hand-edited or generated file left without one) that
    /// only changed places: each one outside the longest run kept in order, as moved, named by
    /// the object that holds the list. Nothing is reported when they were edited too (they are
    /// then paired by tag and compared, as before).
    mutating func reportReorderingWithoutIDs(_ oldList: Element, _ newList: Element, parent: Element?) {
        let before = oldList.children.filter { identity(of: $0) == nil }
        let after = newList.children.filter { identity(of: $0) == nil }
        guard before.count > 1, before.count == after.count else { return }
        let oldSignatures = before.map(Collector.signature)
        let newSignatures = after.map(Collector.signature)
        guard oldSignatures != newSignatures, oldSignatures.sorted() == newSignatures.sorted() else { return }
        // Each new sibling at the old place of the first unused sibling with its signature.
        var unused: [String: [Int]] = [:]
        for (index, signature) in oldSignatures.enumerated().reversed() { unused[signature, default: []].append(index) }
        let positions = newSignatures.map { unused[$0]?.popLast() ?? 0 }
        let kept = Collector.longestIncreasingRun(positions)
        let owner = parent.flatMap { $0.id ?? identity(of: $0) }
        for (to, element) in after.enumerated() where !kept.contains(to) {
            changes.append(NibChange(kind: .moved, object: owner, element: element.name, attribute: "position",
                                     old: "\(positions[to] + 1) of \(before.count)", new: "\(to + 1) of \(after.count)",
                                     oldLine: before[positions[to]].line, newLine: element.line, isNoise: SaveNoise.isInsideNoise(element)))
        }
    }

    /// An element with everything in it, as one string: what tells two siblings without an id apart.
    static func signature(_ element: Element) -> String {
        var text = element.name + "("
        text += element.attributes.map { $0.name + "=" + $0.value }.sorted().joined(separator: ",")
        if let value = element.text { text += "|" + value }
        for child in element.children { text += signature(child) }
        return text + ")"
    }

    /// Whether the siblings without an id of two lists are the same ones, in another order.
    static func onlyReordered(_ before: Element, _ after: Element) -> Bool {
        let old = before.children.filter { identity(of: $0) == nil }.map(signature)
        let new = after.children.filter { identity(of: $0) == nil }.map(signature)
        return old != new && old.sorted() == new.sorted()
    }

    /// The indexes of a longest strictly increasing subsequence of `values` (distinct old
    /// positions, in new order): the siblings that kept their order, the rest moved. Patience
    /// sorting, n log n: a longest-common-subsequence table of every pair of positions took
    /// 26 s and 3.2 GB for 20,000 reordered siblings.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        // tails[k]: the index of the smallest value ending an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            kept.insert(index)
            index = previous[index]
        }
        return kept
    }

    mutating func run() {
        compare(old.root, new.root, owner: nil, prefix: "")
        reportReordering()
        for key in oldObjects.keys.sorted() where newObjects[key] == nil {
            guard let element = oldObjects[key] else { continue }
            // Reported once, at the outermost removed object.
            if let parent = identifiedParent(of: element), let parentKey = identity(of: parent), newObjects[parentKey] == nil { continue }
            changes.append(NibChange(kind: .removed, object: element.id ?? element[attribute: "sceneID"] ?? key, element: element.name,
                                     old: ElementDescription.object(element), oldLine: element.line,
                                     isNoise: SaveNoise.isInsideNoise(element)))
        }
        for key in newObjects.keys.sorted() {
            guard let element = newObjects[key] else { continue }
            guard let before = oldObjects[key] else {
                if let parent = identifiedParent(of: element), let parentKey = identity(of: parent), oldObjects[parentKey] == nil { continue }
                changes.append(NibChange(kind: .added, object: element.id ?? element[attribute: "sceneID"] ?? key, element: element.name,
                                         new: ElementDescription.object(element), newLine: element.line,
                                         isNoise: SaveNoise.isInsideNoise(element)))
                continue
            }
            let oldParent = identifiedParent(of: before).flatMap(identity)
            let newParent = identifiedParent(of: element).flatMap(identity)
            if oldParent != newParent {
                changes.append(NibChange(kind: .moved, object: element.id ?? element[attribute: "sceneID"] ?? key, element: element.name,
                                         old: identifiedParent(of: before).map { ElementDescription.named($0) },
                                         new: identifiedParent(of: element).map { ElementDescription.named($0) },
                                         oldLine: before.line, newLine: element.line,
                                         isNoise: SaveNoise.isInsideNoise(element)))
            }
            if before.name != element.name {
                changes.append(NibChange(kind: .changed, object: element.id ?? element[attribute: "sceneID"] ?? key, element: element.name, attribute: "element",
                                         old: before.name, new: element.name, oldLine: before.line, newLine: element.line))
            }
            // A constraint or connection that reads differently is one change, the whole sentence
            // before and after (an attribute the sentence does not show is compared alone).
            if ElementDescription.sentences.contains(element.name) && before.name == element.name
                && !before.hasSameAttributes(as: element) {
                let was = ElementDescription.object(before)
                let now = ElementDescription.object(element)
                if was != now {
                    changes.append(NibChange(kind: .changed, object: element.id ?? key, element: element.name,
                                             old: was, new: now, oldLine: before.line, newLine: element.line,
                                             isNoise: SaveNoise.isInsideNoise(element)))
                    compareChildren(before, element, owner: element.id ?? key, prefix: "")
                    continue
                }
            }
            compare(before, element, owner: element.id ?? element[attribute: "sceneID"] ?? key, prefix: "")
        }
    }

    /// Compares two elements that are the same object or the same keyed part of one: their
    /// attributes, then the children without an identity (those with one are paired globally).
    mutating func compare(_ before: Element, _ after: Element, owner: String?, prefix: String) {
        if !before.hasSameAttributes(as: after) { compareAttributes(before, after, owner: owner, prefix: prefix) }
        if before.children.isEmpty && after.children.isEmpty && before.text != after.text {
            changes.append(change(.changed, before, after, owner: owner, attribute: prefix + "text",
                                  old: before.text.map(ElementDescription.quoted), new: after.text.map(ElementDescription.quoted),
                                  noise: SaveNoise.isInsideNoise(after)))
        }
        compareChildren(before, after, owner: owner, prefix: prefix)
    }

    /// The attributes of two elements whose attributes differ, name by name.
    mutating func compareAttributes(_ before: Element, _ after: Element, owner: String?, prefix: String) {
        let noise = SaveNoise.isInsideNoise(after)
        var oldValues: [String: String] = [:]
        for attribute in before.attributes where oldValues[attribute.name] == nil { oldValues[attribute.name] = attribute.value }
        var newValues: [String: String] = [:]
        for attribute in after.attributes where newValues[attribute.name] == nil { newValues[attribute.name] = attribute.value }
        // In the new file's order, then what only the old file writes.
        var names: [String] = []
        for attribute in after.attributes where !names.contains(attribute.name) { names.append(attribute.name) }
        for attribute in before.attributes where newValues[attribute.name] == nil && !names.contains(attribute.name) { names.append(attribute.name) }
        // An id is what pairs objects, not a value; but a `<device>`'s id (its model) is one.
        for name in names where (name != "id" || identity(of: after) == nil) && name != "sceneID" && name != "key" {
            let was = oldValues[name]
            let now = newValues[name]
            guard was != now else { continue }
            // An attribute left out takes its default: a constraint's constant 0, relation equal.
            let implied = ElementDescription.defaultValue(of: name, in: after.name)
            changes.append(change(.changed, before, after, owner: owner, attribute: prefix + name,
                                  old: (was ?? implied).map { display($0, name, in: before) },
                                  new: (now ?? implied).map { display($0, name, in: after) },
                                  noise: noise || SaveNoise.attributes.contains(name)
                                      || SaveNoise.meaning(of: was, attribute: name, in: after.name) == SaveNoise.meaning(of: now, attribute: name, in: after.name)))
        }
    }

    /// Pairs the children without an identity by tag and key (in order where they repeat).
    mutating func compareChildren(_ before: Element, _ after: Element, owner: String?, prefix: String) {
        func groups(_ element: Element) -> [String: [Element]] {
            var groups: [String: [Element]] = [:]
            for child in element.children where identity(of: child) == nil {
                groups[pairingKey(child), default: []].append(child)
            }
            return groups
        }
        // The same siblings without an id in another order: the move is reported as such
        // (`reportReorderingWithoutIDs`), not as each place's values changing.
        if ["subviews", "objects", "arrangedSubviews"].contains(after.name), Collector.onlyReordered(before, after) { return }
        // A size-class variation's mask is a set of references, which Interface Builder writes
        // in any order (MedRep's MRShareDetailViewController.xib): what it gained and lost is
        // the change, never a place whose reference changed.
        if after.name == "mask" {
            func items(_ element: Element) -> [String: Element] {
                var items: [String: Element] = [:]
                for child in element.children where identity(of: child) == nil {
                    items[child.name + "\u{1F}" + child.attributes.map { $0.name + "=" + $0.value }.joined(separator: ",")] = child
                }
                return items
            }
            // An item is named by what it refers to: `constraint label.top = view.top (Ct1-aa-001)`.
            func named(_ item: Element) -> String {
                guard let id = item[attribute: "reference"] else { return describe(item) }
                return item.document.element(withID: id).map { ElementDescription.object($0) + " (\(id))" } ?? id
            }
            let (was, now) = (items(before), items(after))
            for key in was.keys.sorted() where now[key] == nil {
                let item = was[key]!
                changes.append(NibChange(kind: .removed, object: owner ?? reference(item), element: item.name, attribute: prefix + item.name,
                                         old: named(item), oldLine: item.line, isNoise: SaveNoise.isInsideNoise(item)))
            }
            for key in now.keys.sorted() where was[key] == nil {
                let item = now[key]!
                changes.append(NibChange(kind: .added, object: owner ?? reference(item), element: item.name, attribute: prefix + item.name,
                                         new: named(item), newLine: item.line, isNoise: SaveNoise.isInsideNoise(item)))
            }
            return
        }
        let oldGroups = groups(before)
        let newGroups = groups(after)
        for key in Set(oldGroups.keys).union(newGroups.keys).sorted() {
            let olds = oldGroups[key] ?? []
            let news = newGroups[key] ?? []
            for index in 0 ..< max(olds.count, news.count) {
                switch (index < olds.count ? olds[index] : nil, index < news.count ? news[index] : nil) {
                case let (was?, now?):
                    compareValue(was, now, owner: owner ?? reference(now), prefix: prefix)
                case let (was?, nil) where !isContainer(was):
                    changes.append(NibChange(kind: .removed, object: owner ?? resourceName(was) ?? reference(was), element: was.name,
                                             attribute: was.key.map { prefix + $0 }, old: describe(was), oldLine: was.line,
                                             isNoise: SaveNoise.isInsideNoise(was)))
                case let (nil, now?) where !isContainer(now):
                    changes.append(NibChange(kind: .added, object: owner ?? resourceName(now) ?? reference(now), element: now.name,
                                             attribute: now.key.map { prefix + $0 }, new: describe(now), newLine: now.line,
                                             isNoise: SaveNoise.isInsideNoise(now)))
                default:
                    break
                }
            }
        }
    }

    /// A keyed value (frame, colour, font, a `<string>`) compared as the inspector shows it; any
    /// other pair of children compared attribute by attribute, inside the same object.
    mutating func compareValue(_ before: Element, _ after: Element, owner: String?, prefix: String) {
        if let key = after.key, isValue(after) {
            let was = ElementDescription.value(before)
            let now = ElementDescription.value(after)
            guard was != now || before.attributes != after.attributes || before.text != after.text else { return }
            // The same value written another way (white 1 and RGB 1 1 1) is a re-encoding.
            let noise = SaveNoise.isInsideNoise(after) || was == now
                || SaveNoise.isDerivedFrame(after, deviceChanged: deviceChanged)
            changes.append(change(.changed, before, after, owner: owner ?? resourceName(after), attribute: prefix + key,
                                  old: was, new: now, noise: noise))
            return
        }
        // A runtime attribute is named by its key path: `layer.cornerRadius.value`.
        let nested = (after.key ?? after[attribute: "keyPath"]).map { prefix + $0 + "." } ?? prefix
        compare(before, after, owner: owner ?? resourceName(after), prefix: nested)
    }

    /// Tag and key: what pairs a child without an identity with its counterpart.
    func pairingKey(_ element: Element) -> String {
        let natural = element.key ?? element[attribute: "keyPath"] ?? resourceName(element) ?? ""
        return element.name + "\u{1F}" + natural
    }

    /// The object an element without an id stands for: a segue written again where it is only
    /// referred to (`<segue reference="…"/>` in `<inferredMetricsTieBreakers>`) is that segue.
    func reference(_ element: Element) -> String? {
        element[attribute: "reference"]
    }

    /// A resource's name (`<image name=…>`, `<namedColor name=…>`), for resources only.
    func resourceName(_ element: Element) -> String? {
        element.parent?.name == "resources" ? element[attribute: "name"] : nil
    }

    /// A list without anything of its own (`<subviews>`, `<constraints>`, `<connections>`): its
    /// objects are reported one by one, so it is not reported itself.
    func isContainer(_ element: Element) -> Bool {
        element.key == nil && element.attributes.isEmpty && !element.children.isEmpty
            && element.children.allSatisfy { identity(of: $0) != nil }
    }

    /// A value element: a typed keyed value (a frame, colour, font, text or number).
    func isValue(_ element: Element) -> Bool {
        ElementDescription.valueElements.contains(element.name)
    }

    func describe(_ element: Element) -> String {
        element.key != nil && isValue(element) ? ElementDescription.value(element) : ElementDescription.object(element)
    }

    /// An attribute's value as the inspector shows it: text quoted, a reference to another object
    /// by that object's name in the same version.
    func display(_ value: String, _ attribute: String, in element: Element) -> String {
        if ["firstItem", "secondItem", "destination"].contains(attribute), let target = element.document.element(withID: value) {
            return ElementDescription.itemName(target)
        }
        return ElementDescription.textAttributes.contains(attribute) ? ElementDescription.quoted(value) : value
    }

    func change(_ kind: NibChange.Kind, _ before: Element, _ after: Element, owner: String?, attribute: String,
                old: String?, new: String?, noise: Bool) -> NibChange {
        NibChange(kind: kind, object: owner, element: after.name, attribute: attribute, old: old, new: new,
                  oldLine: before.line, newLine: after.line, isNoise: noise)
    }
}
