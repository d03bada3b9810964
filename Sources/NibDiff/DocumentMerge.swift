import NibDocument

/// A three-way merge of a nib by object id, not by line: what each side changed since the base
/// is applied to the other, as trees of objects keyed by id (and, for values without an id, by
/// their key, key path or name).
///
/// - Edits to different objects or attributes merge: views added on both sides, a view moved on
///   one side while its text changes on the other, constraints added on both sides.
/// - What Interface Builder derives from the rest of the file (frames placed by constraints,
///   `misplaced`/`ambiguous`, `<resources>`, `<designables>`, the canvas) and the versions it
///   stamps are resolved, never reported: the side that changed them, ours where both did, and
///   the newer tools version. A root whose constraints both sides changed is then laid out again
///   from the merged constraints, where the layout engine reproduces both sides' saved frames
///   (`MergedFrames`).
/// - Order in `<subviews>` (z-order, a stack's arrangement) and among top-level objects is kept:
///   insertions at different places merge, insertions at the same place are a conflict, unless
///   they are subviews of a view that is no stack view, none saved over another (`frontToBackIsMoot`).
/// - Ids both sides minted alike for different kinds of object are renamed on their side, with
///   every reference; the same constraint added on both sides under two ids is kept once.
/// - A conflict (one attribute changed two ways, an object deleted on one side and edited on the
///   other, a reference to what the other side deleted, one outlet connected two ways) keeps
///   ours, so the result is always a well-formed document, and is reported with both values.
///
/// ```swift
/// let merge = try DocumentMerge(base: base, ours: ours, theirs: theirs).run()
/// if merge.conflicts.isEmpty { try merge.text.write(toFile: "Main.storyboard", atomically: true, encoding: .utf8) }
/// ```
public struct DocumentMerge: Sendable {
    /// The common ancestor (git's %O).
    public let base: Document
    /// Our version (git's %A), kept where the sides conflict.
    public let ours: Document
    /// Their version (git's %B).
    public let theirs: Document

    /// One place where the two sides could not both be kept; ours was.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// The line in the merged document the conflict is about; for what is only in theirs
        /// (and not in the result), the line in theirs, which the message says.
        public internal(set) var line: Int
        /// What the two sides did, with both values.
        public let message: String
        /// Whether `line` is theirs' (not mapped to the result).
        let inTheirs: Bool
        init(line: Int, message: String, inTheirs: Bool = false) {
            self.line = line
            self.message = message
            self.inTheirs = inTheirs
        }
        /// `LINE: conflict: MESSAGE`.
        public var description: String { "\(line): conflict: \(message)" }
    }

    /// The merged document's text, and the conflicts (empty for a clean merge).
    public struct Result: Sendable {
        /// The merged document, as Interface Builder writes one.
        public let text: String
        /// Where ours was kept over theirs; empty for a clean merge.
        public let conflicts: [Conflict]
    }

    /// Why two versions cannot be merged at all.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// What is wrong, and what to do.
        public let description: String
    }

    /// A merge of `ours` and `theirs`, both made from `base`; nothing is merged until `run()`.
    public init(base: Document, ours: Document, theirs: Document) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    /// Merges the three versions.
    public func run() throws(Refusal) -> Result {
        for (document, side) in [(base, "base"), (ours, "ours"), (theirs, "theirs")] where document.kind == .legacyArchive {
            throw Refusal(description: "\(document.file): the \(side) version is a legacy <archive> XIB (Xcode 4 or earlier), which nibcheck does not merge; open it in Xcode and save it as a document first")
        }
        var keep: [String: Bool] = [:]
        var oursPlaces: Set<String> = []
        func attempt() -> Merger.Output {
            var merger = Merger(base: MergeNode(base.root), ours: MergeNode(ours.root, isOurs: true), theirs: MergeNode(theirs.root),
                                autoLayout: ours.useAutolayout, keepDeleted: keep, oursPlaces: oursPlaces)
            return merger.merge()
        }
        var result = attempt()
        // Every object all three versions hold ends up in the result. Moves that put objects
        // inside each other (ours moves A into B, theirs B into A) would leave both nowhere:
        // those objects stay where ours put them, as a conflict.
        for _ in 0..<8 {
            let lost = result.lostObjects().subtracting(oursPlaces)
            guard !lost.isEmpty else { break }
            oursPlaces.formUnion(lost)
            result = attempt()
        }
        // A reference to an object the other side deleted: ours' references keep the object
        // (the deletion is the conflict); theirs' references go (ours is kept).
        for _ in 0..<8 {
            let resurrect = result.danglingReferences().filter { result.oursIDs.contains($0) && keep[$0] == nil }
            guard !resurrect.isEmpty else { break }
            for id in resurrect { keep[id] = true }
            result = attempt()
        }
        result.dropDanglingReferences()
        var conflicts = result.conflicts
        for id in result.lostObjects().sorted() {
            conflicts.append(Conflict(line: result.oursLines[id] ?? 0, message: "'\(id)' could not be placed (the sides moved it and its containers into each other); it is missing from the result, so restore it from ours"))
        }
        for id in keep.keys.sorted() {
            let line = result.oursLines[id] ?? 0
            conflicts.append(Conflict(line: line, message: "'\(id)' was deleted by theirs but ours still refers to it; ours is kept"))
        }
        var (text, oursLines) = result.root.documentText(declaration: ours.xmlDeclaration)
        if MergedFrames.relayout(&result.root, text: text, base: base, ours: ours, theirs: theirs) {
            (text, oursLines) = result.root.documentText(declaration: ours.xmlDeclaration)
        }
        for index in conflicts.indices where !conflicts[index].inTheirs {
            if let line = oursLines[conflicts[index].line] { conflicts[index].line = line }
        }
        conflicts.sort { left, right in left.line != right.line ? left.line < right.line : left.message < right.message }
        return Result(text: text, conflicts: conflicts)
    }
}

/// The merge itself, over the three versions' trees.
struct Merger {
    let base: MergeNode
    let ours: MergeNode
    var theirs: MergeNode
    let autoLayout: Bool
    /// Objects theirs deleted that ours refers to: kept, as a conflict.
    let keepDeleted: [String: Bool]
    /// Objects placed where ours has them whatever theirs did (moves that would nest them in
    /// each other), as a conflict.
    let oursPlaces: Set<String>

    /// Each version's objects by identity: the node, where it is in its nearest enclosing object
    /// (`Merger.anchor(of:)`), and the path of its parent from the document's root.
    var baseObjects: [String: (node: MergeNode, parent: String, path: String)] = [:]
    var ourObjects: [String: (node: MergeNode, parent: String, path: String)] = [:]
    var theirObjects: [String: (node: MergeNode, parent: String, path: String)] = [:]
    /// Where each object ends up (its parent's anchor); absent for deleted objects.
    var placement: [String: String] = [:]
    /// The anchors of the places holding a moved object (see `markMovedObjectsAncestors()`).
    var anchorsHoldingMovedObjects: Set<String> = []
    var conflicts: [DocumentMerge.Conflict] = []

    init(base: MergeNode, ours: MergeNode, theirs: MergeNode, autoLayout: Bool, keepDeleted: [String: Bool], oursPlaces: Set<String> = []) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.autoLayout = autoLayout
        self.keepDeleted = keepDeleted
        self.oursPlaces = oursPlaces
    }

    struct Output {
        var root: MergeNode
        var conflicts: [DocumentMerge.Conflict]
        let oursIDs: Set<String>
        let oursLines: [String: Int]
        /// Identities added by theirs (for dropping what points at objects ours deleted).
        let theirsOnly: Set<String>
        /// The base's and theirs' objects by identity (for the roots theirs changed).
        let baseObjects: [String: (node: MergeNode, parent: String, path: String)]
        let theirObjects: [String: (node: MergeNode, parent: String, path: String)]

        /// Objects that base, ours and theirs all hold but the result does not: no side deleted
        /// them, so they must not be missing.
        func lostObjects() -> Set<String> {
            let present = Set(root.identities)
            return Set(baseObjects.keys.filter { oursIDs.contains($0) && theirObjects[$0] != nil && !present.contains($0) })
        }

        /// Ids referred to that no object of the result has.
        func danglingReferences() -> Set<String> {
            let present = Set(root.identities)
            var dangling: Set<String> = []
            Output.visitReferences(root) { _, _, value in if !present.contains(value) { dangling.insert(value) } }
            return dangling
        }

        /// Removes elements whose reference points at nothing (what theirs added pointing at an
        /// object ours deleted), each a conflict but a size-class mask's entry.
        mutating func dropDanglingReferences() {
            let present = Set(root.identities)
            var dropped: [DocumentMerge.Conflict] = []
            Output.prune(&root, present: present, dropped: &dropped)
            conflicts += dropped
        }

        static let referencing: Set<String> = ["destination", "target", "firstItem", "secondItem", "reference", "initialViewController"]

        static func visitReferences(_ node: MergeNode, _ body: (MergeNode, String, String) -> Void) {
            // Interface Builder's own lists (the segues its simulated metrics were inferred
            // from) are derived: a reference there to what a side deleted is dropped, not kept for.
            guard !Merger.derivedElements.contains(node.name) else { return }
            for attribute in node.attributes where referencing.contains(attribute.name) { body(node, attribute.name, attribute.value) }
            for child in node.children { visitReferences(child, body) }
        }

        static func prune(_ node: inout MergeNode, present: Set<String>, dropped: inout [DocumentMerge.Conflict]) {
            if Merger.derivedElements.contains(node.name) {
                node.children.removeAll { child in
                    child.attributes.contains { referencing.contains($0.name) && !present.contains($0.value) }
                }
                return
            }
            node.children.removeAll { child in
                guard ["outlet", "outletCollection", "action", "segue", "constraint", "include", "exclude"].contains(child.name) else { return false }
                guard let attribute = child.attributes.first(where: { referencing.contains($0.name) && !present.contains($0.value) }) else { return false }
                // A size class's mask that includes or excludes an object gone says nothing:
                // dropped without a conflict (Fresco's storyboard: theirs excluded constraints
                // from a variation, ours deleted them; the team's result has neither).
                if child.name == "include" || child.name == "exclude" { return true }
                dropped.append(DocumentMerge.Conflict(line: child.line, message: "theirs' \(child.name) (line \(child.line) of theirs) points at '\(attribute.value)', which ours deleted; ours is kept", inTheirs: !child.isOurs))
                return true
            }
            if node.name == "document", let initial = node[attribute: "initialViewController"], !present.contains(initial) {
                node.set("initialViewController", nil)
            }
            for index in node.children.indices { prune(&node.children[index], present: present, dropped: &dropped) }
        }
    }

    mutating func merge() -> Output {
        Merger.index(base, path: "", into: &baseObjects)
        Merger.index(ours, path: "", into: &ourObjects)
        Merger.index(theirs, path: "", into: &theirObjects)
        if renameTheirCollisions() {
            theirObjects = [:]
            Merger.index(theirs, path: "", into: &theirObjects)
        }
        collectContainerPlacedParts()
        placeObjects()
        markMovedObjectsAncestors()
        let root = mergeNode(base: base, ours: ours, theirs: theirs, parent: nil, owner: "the document", path: "", derived: false) ?? ours
        var merged = root
        resolveOutletsConnectedTwice(&merged)
        var lines: [String: Int] = [:]
        for (id, entry) in ourObjects { lines[id] = entry.node.line }
        return Output(root: merged, conflicts: conflicts, oursIDs: Set(ourObjects.keys), oursLines: lines,
                      theirsOnly: Set(theirObjects.keys).subtracting(ourObjects.keys).subtracting(baseObjects.keys),
                      baseObjects: baseObjects, theirObjects: theirObjects)
    }

    // MARK: Objects by identity

    static func index(_ node: MergeNode, path: String, into objects: inout [String: (node: MergeNode, parent: String, path: String)]) {
        for (key, child) in node.keyedChildren {
            if let identity = child.identity { objects[identity] = (child, anchor(of: path), path) }
            index(child, path: path + "/" + key, into: &objects)
        }
    }

    /// Where a path is inside its nearest enclosing object: `#jIo-Ln-NMX/constraints` for a
    /// label's constraints, wherever the label is (the whole path outside any object). An object
    /// stays where it was when only a container around it moves: GenesisVision's
    /// DefaultTableViewCell.xib, where one side added a height constraint to a label and the
    /// other wrapped the label's stack view in another, lost the constraint when objects were
    /// placed by their paths from the root.
    static func anchor(of path: String) -> String {
        guard let object = path.range(of: "/#", options: .backwards) else { return path }
        return String(path[path.index(after: object.lowerBound)...])
    }

    /// Ids both sides added for different kinds of object: theirs' are renamed. The same constraint
    /// added on both sides under two ids: theirs' takes ours' id, so it is kept once.
    /// Whether theirs' ids changed (so theirs must be indexed again).
    mutating func renameTheirCollisions() -> Bool {
        let (baseIDs, ourIDs, theirIDs) = (baseObjects, ourObjects, theirObjects)
        var rename: [String: String] = [:]
        var taken = Set(baseIDs.keys).union(ourIDs.keys).union(theirIDs.keys)
        for (id, their) in theirIDs where baseIDs[id] == nil && !id.hasPrefix("scene:") {
            // The same kind of object is one object both sides added (a commit picked onto both
            // branches, a view pasted with its id): merged as such, and where the two sides put
            // it in different places, a conflict (`placeObjects`), never two copies of it
            // (entourage-ios's feed item text view, added by both branches and then moved into a
            // stack on one: renamed, the app got two text views and theirs' edits were lost to
            // ours' copy). Another kind is another object that happens to have the id.
            guard let our = ourIDs[id], our.node.name != their.node.name else { continue }
            var counter = 0
            var fresh = ""
            repeat { counter += 1; fresh = Merger.freshID(from: id, counter) } while taken.contains(fresh)
            taken.insert(fresh)
            rename[id] = fresh
        }
        // Constraints and connections both added, saying the same thing in the same place: one.
        let sayable: Set<String> = ["constraint", "outlet", "outletCollection", "action"]
        var ourNewConstraints: [String: String] = [:]
        for (id, our) in ourIDs where baseIDs[id] == nil && theirIDs[id] == nil && sayable.contains(our.node.name) {
            ourNewConstraints[our.parent + "|" + our.node.name + "|" + Merger.constraintSignature(our.node)] = id
        }
        for (id, their) in theirIDs where baseIDs[id] == nil && ourIDs[id] == nil && sayable.contains(their.node.name) {
            if let our = ourNewConstraints[their.parent + "|" + their.node.name + "|" + Merger.constraintSignature(their.node)] { rename[id] = our }
        }
        if !rename.isEmpty { theirs.renameReferences(rename) }
        return !rename.isEmpty
    }

    /// An id in Interface Builder's shape made from a colliding one.
    static func freshID(from id: String, _ counter: Int) -> String {
        var hash: UInt64 = 1469598103934665603
        for byte in (id + "#" + String(counter)).utf8 { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var characters: [Character] = []
        for index in 0..<8 {
            characters.append(alphabet[Int(hash % UInt64(alphabet.count))])
            hash /= UInt64(alphabet.count)
            if index == 2 || index == 4 { characters.append("-") }
        }
        return String(characters)
    }

    static func constraintSignature(_ node: MergeNode) -> String {
        node.attributes.filter { $0.name != "id" }.map { $0.name + "=" + $0.value }.sorted().joined(separator: " ")
    }

    /// Geometry two sides wrote differently by less than this (in points) is one value: Interface
    /// Builder's resizing arithmetic leaves such dust (dealers-ios-app's autoresizing storyboard:
    /// a label at y = 425 on one branch and 425.00000311221379 on the other, heights 21 and
    /// 20.999999999999954), far below a pixel.
    static let geometryTolerance = 0.001

    /// Two geometry values (a frame, a size, a point, insets) that differ only by rounding dust:
    /// the same attributes and children, and every attribute that differs a number within
    /// `geometryTolerance` on both sides.
    static func sameGeometry(_ a: MergeNode, _ b: MergeNode) -> Bool {
        guard geometryValues.contains(a.name), a.name == b.name,
              Set(a.attributes.map(\.name)) == Set(b.attributes.map(\.name)),
              same(MergeNode.withoutAttributes(a), MergeNode.withoutAttributes(b)) else { return false }
        return a.attributes.allSatisfy { attribute in
            guard let other = b[attribute: attribute.name], other != attribute.value else { return true }
            return sameNumber(attribute.value, other)
        }
    }

    /// Two attribute values that are the same number but for rounding dust
    /// (`geometryTolerance`), as two Xcodes write one frame.
    static func sameNumber(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b, let x = Double(a), let y = Double(b), x.isFinite, y.isFinite else { return false }
        return abs(x - y) < geometryTolerance
    }

    /// Two nodes say the same thing (their lines aside).
    static func same(_ a: MergeNode, _ b: MergeNode) -> Bool {
        guard a.name == b.name, a.text == b.text, a.children.count == b.children.count,
              Set(a.attributes) == Set(b.attributes) else { return false }
        return zip(a.children, b.children).allSatisfy { same($0, $1) }
    }

    /// The places holding an object some side moved (its old and new parents, and their
    /// ancestors), by anchor: there a subtree one side left alone may still receive the other
    /// side's edits to that object, so it is merged node by node. By anchor, because the other
    /// side may have moved a container around them: ours moves a label between two views while
    /// theirs wraps both views in a new one and edits the label, and the merged tree's paths are
    /// neither side's.
    /// An object both sides added in different places counts as moved: each side's place is the
    /// other's "old" one.
    mutating func markMovedObjectsAncestors() {
        for (side, other) in [(ourObjects, theirObjects), (theirObjects, ourObjects)] {
            for (id, entry) in side {
                guard let was = baseObjects[id] ?? other[id], was.parent != entry.parent else { continue }
                for path in [was.path, entry.path] {
                    // Every prefix: two paths may share a prefix's anchor and not the prefix.
                    var prefix = Substring(path)
                    while true {
                        anchorsHoldingMovedObjects.insert(Merger.anchor(of: String(prefix)))
                        guard let slash = prefix.lastIndex(of: "/") else { break }
                        prefix = prefix[..<slash]
                    }
                }
            }
        }
    }

    /// Where each object ends up: the parent both sides agree on, or the one that moved it.
    mutating func placeObjects() {
        let all = Set(baseObjects.keys).union(ourObjects.keys).union(theirObjects.keys)
        for id in all.sorted() {
            let (b, o, t) = (baseObjects[id], ourObjects[id], theirObjects[id])
            switch (o, t) {
            case let (o?, t?):
                if oursPlaces.contains(id), o.parent != t.parent {
                    placement[id] = o.parent
                    conflicts.append(.init(line: o.node.line, message: "\(Merger.describe(o.node)) and another object were moved into each other by the two sides; ours is kept"))
                } else if o.parent == t.parent || t.parent == b?.parent {
                    placement[id] = o.parent
                } else if o.parent == b?.parent {
                    placement[id] = t.parent
                } else {
                    placement[id] = o.parent
                    conflicts.append(.init(line: o.node.line, message: "\(Merger.describe(o.node)) was moved to different places; ours is kept"))
                }
            case let (o?, nil):
                if let b {
                    // Theirs deleted it: kept if ours changed it (a conflict) or refers to it.
                    if keepDeleted[id] == true {
                        placement[id] = o.parent
                    } else if Merger.isEdit(from: b.node, to: o.node, besides: theirObjects) {
                        placement[id] = o.parent
                        conflicts.append(.init(line: o.node.line, message: "\(Merger.describe(o.node)) was edited by ours and deleted by theirs; ours (the edit) is kept"))
                    }
                } else {
                    placement[id] = o.parent
                }
            case let (nil, t?):
                if let b {
                    if Merger.isEdit(from: b.node, to: t.node, besides: ourObjects) {
                        conflicts.append(.init(line: t.node.line, message: "\(Merger.describe(t.node)) was deleted by ours and edited by theirs (line \(t.node.line) of theirs); ours (the deletion) is kept", inTheirs: true))
                    }
                } else {
                    placement[id] = t.parent
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Whether `edited` changes `base` in a way the other side's deletion of the object does not
    /// include: not in derived data nor only by taking parts out (`onlyRemoved(from:_:)`, which
    /// sets derived data aside), and not inside objects the
    /// deleting side still holds (`survivors`), which it moved out of the object before deleting
    /// it and which merge where they went (apturicovid's container view, deleted by one side
    /// after it moved the scroll view out; a label in that scroll view edited by the other).
    static func isEdit(from base: MergeNode, to edited: MergeNode, besides survivors: [String: (node: MergeNode, parent: String, path: String)]) -> Bool {
        func withoutSurvivors(_ node: MergeNode) -> MergeNode {
            var node = node
            node.children = node.children.filter { child in child.identity.map { survivors[$0] == nil } ?? true }.map(withoutSurvivors)
            return node
        }
        let (base, edited) = (withoutSurvivors(base), withoutSurvivors(edited))
        return !same(edited, base) && !onlyRemoved(from: base, edited)
    }

    static func describe(_ node: MergeNode) -> String {
        let label = node[attribute: "userLabel"] ?? node[attribute: "text"] ?? node[attribute: "customClass"]
        return "<\(node.name)> '\(node.identity ?? "?")'" + (label.map { " (\($0))" } ?? "")
    }

    // MARK: Merging a node

    /// Values made of several attributes that only mean something together.
    static let compoundValues: Set<String> = geometryValues.union(["fontDescription", "font", "color", "state"])
    /// The compound values that are geometry, in points.
    static let geometryValues: Set<String> = ["rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets"]

    /// Attributes Interface Builder sets on its own: a conflict over them is resolved to ours.
    static let derivedAttributes: Set<String> = ["misplaced", "ambiguous", "colorMatched", "canvasLocation"]
    /// Tool versions: the newer one wins, and a version one side stopped writing goes.
    static let versionAttributes: Set<String> = ["toolsVersion", "systemVersion", "version", "minToolsVersion"]
    /// Elements whose content Interface Builder derives or stamps: conflicts inside are resolved.
    /// `<animations/>` is the empty element Xcode 7 wrote into every view and later Xcodes drop.
    static let derivedElements: Set<String> = ["resources", "designables", "dependencies", "device", "simulatedMetricsContainer",
                                                "inferredMetricsTieBreakers", "customFonts", "animations"]

    /// Whether a subtree is data Interface Builder derives (so conflicts in it are resolved).
    /// `<classes>`, in files of Xcode 4 and 5, describes the classes the file uses as Interface
    /// Builder last read them from the headers, which it reads again: each side's classes and
    /// outlets are merged in (see `MergeNode.naturalKey`), and where both changed one, ours stands.
    func isDerived(_ node: MergeNode, parent: MergeNode?) -> Bool {
        if Merger.derivedElements.contains(node.name) || node.name.hasPrefix("simulated") || node.name == "classes" { return true }
        if let key = node[attribute: "key"], SaveNoise.keys.contains(key) { return true }
        guard Merger.isFrame(node), let parent else { return false }
        return isPlacedForIt(parent)
    }

    /// Whether something else than the file places `view` (its frames are derived): constraints,
    /// a table or collection view (its cells), a cell or effect view (its content view), a
    /// styled cell (its own labels) or a scroll view (AppKit's clip view, scrollers and document
    /// view).
    func isPlacedForIt(_ view: MergeNode) -> Bool {
        if autoLayout && view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" { return true }
        if Merger.placedByContainer.contains(view.name) { return true }
        // A controller's root view follows the device chosen in the canvas; the bars a
        // navigation or tab bar controller holds are placed by it; a cell's content view written
        // as a plain view (`<view key="contentView">`, Xcode 6 and 7) fills its cell.
        if let key = view[attribute: "key"], Merger.placedByController.contains(key) || key == "contentView" { return true }
        if let id = view.identity, styledCellParts.contains(id) { return true }
        return scrollViewParts.contains(view.identity ?? "")
    }

    /// `<rect key="frame">`.
    static func isFrame(_ node: MergeNode?) -> Bool {
        node?.name == "rect" && node?[attribute: "key"] == "frame"
    }

    /// Ids of the labels and image views a styled table cell lays out itself (its `textLabel`,
    /// `detailTextLabel`, `imageView`), and of AppKit scroll views' clip views, scrollers and
    /// document views, in any version.
    var styledCellParts: Set<String> = []
    var scrollViewParts: Set<String> = []

    mutating func collectContainerPlacedParts() {
        func walk(_ node: MergeNode, parent: MergeNode?) {
            if node.name == "tableViewCell", node[attribute: "style"] != nil {
                for key in ["textLabel", "detailTextLabel", "imageView"] { if let id = node[attribute: key] { styledCellParts.insert(id) } }
            }
            if let id = node.identity, ["clipView", "scroller"].contains(node.name) || parent?.name == "clipView" {
                scrollViewParts.insert(id)
            }
            for child in node.children { walk(child, parent: node.name == "subviews" || node.name == "documentView" ? parent : node) }
        }
        for root in [base, ours, theirs] { walk(root, parent: nil) }
    }

    /// Keys of views whose frames their controller sets: a scene's root view, and its bars.
    static let placedByController: Set<String> = ["view", "navigationBar", "toolbar", "tabBar"]

    /// The frame attributes of a view that its container sets, by the view's key, the others
    /// being the view's own: a table's header and footer views keep only the height they were
    /// given; a navigation item's title view keeps its size, and the bar places it (BolBox's
    /// and MyWallet's segmented title, saved at y 5.5 by one Xcode and 5.67 by another); so does
    /// a bar button item's custom view, which the bar lines up after the items before it (a
    /// toolbar's sort button, moved when a side resized it).
    static let attributesPlacedByContainer: [String: Set<String>] = [
        "tableHeaderView": ["x", "y", "width"], "tableFooterView": ["x", "y", "width"], "titleView": ["x", "y"],
        "customView": ["x", "y"],
    ]

    /// Views whose frames their container sets (a table's cells at their rows).
    static let placedByContainer: Set<String> = [
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// `node` without what Interface Builder derives or writes by version, at every depth: derived
    /// attributes and elements, frames and canvas keys gone, each value as what it means
    /// (`SaveNoise.meaning(of:attribute:in:)`).
    static func withoutDerivedData(_ node: MergeNode) -> MergeNode {
        var node = node
        node.attributes = SaveNoise.meanings(of: node.attributes.filter { !derivedAttributes.contains($0.name) }, in: node.name)
        node.children = node.children.filter { child in
            !Merger.isFrame(child) && !(child[attribute: "key"].map(SaveNoise.keys.contains) ?? false)
                && !derivedElements.contains(child.name)
        }.map(withoutDerivedData)
        return node
    }

    /// Whether `edited` is `base` with parts taken out, or nothing, and nothing else changed
    /// (derived data and how a value is written aside, `withoutDerivedData`, and the order of
    /// lists whose order means nothing, such as a size class's `<mask>`): an edit the other side's
    /// deletion of the whole already includes. Ours deleted a scene, theirs only moved it on the
    /// canvas, removed a tab bar item from it or re-sorted its size-class lists: the scene goes,
    /// cleanly.
    static func onlyRemoved(from base: MergeNode, _ edited: MergeNode) -> Bool {
        func within(_ base: MergeNode, _ edited: MergeNode) -> Bool {
            guard base.name == edited.name, base.text == edited.text, Set(base.attributes) == Set(edited.attributes) else { return false }
            // Each child of the edited version is one of the base's, in the same order, itself
            // only cut down; the base's other children are what was removed.
            let baseChildren = Dictionary(base.keyedChildren.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
            var order: [String] = []
            for (key, child) in edited.keyedChildren {
                guard let was = baseChildren[key], within(was, child) else { return false }
                order.append(key)
            }
            guard orderedContainers.contains(base.name) else { return true }
            let baseOrder = base.keyedChildren.map(\.key).filter(Set(order).contains)
            return baseOrder == order
        }
        return within(withoutDerivedData(base), withoutDerivedData(edited))
    }

    /// `parentInBase`: the node holding this one is in the base, so a keyed value the base lacks
    /// there is one the base left unset, not one nobody can say anything of.
    mutating func mergeNode(base b: MergeNode?, ours o: MergeNode?, theirs t: MergeNode?, parent: MergeNode?,
                            owner: String, path: String, derived: Bool, parentInBase: Bool = true) -> MergeNode? {
        guard let primary = o ?? t else { return nil }
        // A subtree one side left as the base had it is the other side's, whole: nothing in it can
        // conflict. Not where an object was moved in or out (its edits on the other side are
        // elsewhere), nor while objects theirs deleted are kept for ours (theirs' subtree drops them).
        if let o, let t, let b, !anchorsHoldingMovedObjects.contains(Merger.anchor(of: path)) {
            if t.hasSameContent(as: b) { return o }
            if o.hasSameContent(as: b), keepDeleted.isEmpty { return t }
        }
        var node = primary
        // How conflicts name the node: an object by itself, a value by its object and key.
        let named = primary.identity != nil ? Merger.describe(primary)
            : owner + " " + "<" + primary.name + (primary[attribute: "key"].map { " key=\"\($0)\"" } ?? "") + ">"
        let inDerived = derived || isDerived(primary, parent: parent)
        // A table's header or footer, a navigation item's title view: the container places
        // part of its frame (`attributesPlacedByContainer`).
        let derivedHere: Set<String> = Merger.isFrame(primary)
            ? (parent?[attribute: "key"]).flatMap { Merger.attributesPlacedByContainer[$0] } ?? [] : []
        // What Interface Builder stamps on its own (the device), changed both ways: ours, whole.
        if let o, let t, Merger.derivedElements.contains(primary.name), !o.hasSameContent(as: t),
           b.map({ !o.hasSameContent(as: $0) && !t.hasSameContent(as: $0) }) ?? true {
            return o
        }
        // A compound value (a font, a colour, a frame, a button's state) is one value: both sides
        // changed it, differently, so one side's is taken whole, never a mix of the two.
        if let o, let t, Merger.compoundValues.contains(primary.name), !o.hasSameContent(as: t),
           b.map({ !o.hasSameContent(as: $0) && !t.hasSameContent(as: $0) }) ?? true {
            // A side whose value is the base's but for rounding dust changed nothing: the other's.
            if let b, Merger.sameGeometry(o, b) { return t }
            if let b, Merger.sameGeometry(t, b) { return o }
            // A frame part of which its container places: only the rest, the view's own, can
            // conflict (a title view's size, a table header's height).
            if !inDerived, !derivedHere.isEmpty {
                let own = Set(o.attributes.map(\.name) + t.attributes.map(\.name)).subtracting(derivedHere).subtracting(["key"])
                for name in own.sorted() where o[attribute: name] != t[attribute: name]
                    && !Merger.sameNumber(o[attribute: name], t[attribute: name])
                    && o[attribute: name] != b?[attribute: name] && t[attribute: name] != b?[attribute: name] {
                    conflicts.append(.init(line: o.line, message: "\(named): '\(name)' was changed two ways: ours \(Merger.quoted(o[attribute: name])), theirs \(Merger.quoted(t[attribute: name])) (base \(Merger.quoted(b?[attribute: name]))); ours is kept"))
                }
                return o
            }
            if !inDerived && derivedHere.isEmpty && !Merger.sameGeometry(o, t) {
                // Named by the attributes that differ, where those are all that does.
                let differing = Set(o.attributes.map(\.name) + t.attributes.map(\.name)).filter { o[attribute: $0] != t[attribute: $0] }.sorted()
                if Merger.same(MergeNode.withoutAttributes(o), MergeNode.withoutAttributes(t)), !differing.isEmpty {
                    for name in differing {
                        conflicts.append(.init(line: o.line, message: "\(named): '\(name)' was changed two ways: ours \(Merger.quoted(o[attribute: name])), theirs \(Merger.quoted(t[attribute: name])) (base \(Merger.quoted(b?[attribute: name]))); ours is kept"))
                    }
                } else {
                    conflicts.append(.init(line: o.line, message: "\(named) was changed two ways (ours line \(o.line), theirs line \(t.line)); ours is kept whole"))
                }
            }
            return o
        }
        // An object both sides added (under one id, in one place), and what it holds, has no base
        // to tell an edit from a value left alone: a value one side wrote and the other did not is
        // two additions that disagree, not one side's edit (MedRep's MRServeViewController.xib,
        // added on both branches: a constraint with constant 50 on one and none on the other). A
        // keyed value both sides added to an object the base has (`<textInputTraits>` on an
        // existing field) is not: there the base left every attribute unset.
        let addedOnBoth = b == nil && o != nil && t != nil && (primary.identity != nil || !parentInBase)
        // Attributes, one by one, in ours' order and then theirs' new ones.
        var names: [String] = (o?.attributes ?? []).map(\.name)
        for attribute in (t?.attributes ?? []) where !names.contains(attribute.name) { names.append(attribute.name) }
        for attribute in (b?.attributes ?? []) where !names.contains(attribute.name) { names.append(attribute.name) }
        var attributes: [Attribute] = []
        for name in names {
            let (bv, ov, tv) = (b?[attribute: name], o?[attribute: name], t?[attribute: name])
            let value: String?
            if o == nil { value = tv } else if t == nil { value = ov } else {
                value = resolve(name: name, base: bv, ours: ov, theirs: tv, node: primary, named: named,
                                derived: inDerived || derivedHere.contains(name), baseKnown: !addedOnBoth)
            }
            if let value { attributes.append(Attribute(name: name, value: value)) }
        }
        node.attributes = attributes
        if o != nil, t != nil {
            node.text = resolve(name: "text", base: b?.text, ours: o?.text, theirs: t?.text, node: primary, named: named,
                                derived: inDerived, baseKnown: !addedOnBoth)
        }
        // A size class's frame of a view something else places is derived too (Fresco's
        // Main.storyboard: a constrained logo's frame for compact heights, added on both sides
        // with heights of 59 and 117).
        node.children = mergeChildren(base: b, ours: o, theirs: t, owner: primary.identity != nil ? named : owner,
                                      path: path, derived: inDerived,
                                      framesDerived: primary.name == "variation" && parent.map(isPlacedForIt) == true)
        if node.children.isEmpty, (o?.children.isEmpty ?? true), (t?.children.isEmpty ?? true) {
            // A leaf keeps its text.
        } else if !node.children.isEmpty {
            node.text = nil
        }
        return node
    }

    /// One value three ways: whichever side changed it, or ours with a conflict when both did.
    /// Without `baseKnown` (a node both sides added), two values that differ are both edits.
    mutating func resolve(name: String, base: String?, ours: String?, theirs: String?, node: MergeNode, named: String,
                          derived: Bool, baseKnown: Bool = true) -> String? {
        if ours == theirs { return ours }
        if baseKnown, ours == base { return theirs }
        if baseKnown, theirs == base { return ours }
        // Without a base, a value one side leaves out and the other writes as its default says
        // the same (a constraint's constant 0).
        if !baseKnown, let implied = ElementDescription.defaultValue(of: name, in: node.name) {
            if ours == nil, theirs == implied { return theirs }
            if theirs == nil, ours == implied { return ours }
        }
        if Merger.versionAttributes.contains(name) {
            // A side that no longer writes it saved with newer tools (Xcode stopped writing the
            // document's `systemVersion`): that side's absence wins.
            guard let o = ours, let t = theirs else { return nil }
            return Merger.newer(o, t)
        }
        if derived || Merger.derivedAttributes.contains(name) { return ours }
        let what = name == "text" ? "its text" : "'\(name)'"
        conflicts.append(.init(line: node.line, message: "\(named): \(what) was changed two ways: ours \(Merger.quoted(ours)), theirs \(Merger.quoted(theirs)) (base \(Merger.quoted(base))); ours is kept"))
        return ours
    }

    static func quoted(_ value: String?) -> String { value.map { "'\($0)'" } ?? "none" }

    /// The newer of two version strings (`22505` against `21507`, `13.0` against `12.4`).
    static func newer(_ a: String, _ b: String) -> String {
        let parts = { (text: String) in text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } }
        return parts(a).lexicographicallyPrecedes(parts(b)) ? b : a
    }

    // MARK: Merging a list of children

    /// Containers whose children's order is part of the design. A storyboard's `<scenes>` is not
    /// one: scenes are found by id, so two sides' new scenes merge, ours first, without a conflict.
    static let orderedContainers: Set<String> = ["subviews", "objects", "items", "segments", "arrangedSubviews"]

    /// `framesDerived`: a frame among the children is derived (a size-class variation's, of a
    /// view something else places).
    mutating func mergeChildren(base b: MergeNode?, ours o: MergeNode?, theirs t: MergeNode?, owner: String,
                                path: String, derived: Bool, framesDerived: Bool = false) -> [MergeNode] {
        let parent = o ?? t ?? b
        let anchor = Merger.anchor(of: path)
        // Keyed lists; objects only where they end up.
        func list(_ node: MergeNode?) -> [(key: String, node: MergeNode)] {
            (node?.keyedChildren ?? []).filter { entry in
                guard let identity = entry.node.identity else { return true }
                return placement[identity] == anchor
            }
        }
        let (bl, ol, tl) = (list(b), list(o), list(t))
        let bKeys = Dictionary(bl.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
        let oKeys = Dictionary(ol.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
        let tKeys = Dictionary(tl.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })

        /// A list that holds only objects (`<connections>`, `<subviews>`): each object in it is
        /// placed, kept or deleted on its own, so the list is where any of them ends up.
        func holdsObjectsOnly(_ node: MergeNode) -> Bool {
            node.attributes.isEmpty && node.text == nil && !node.children.isEmpty && node.children.allSatisfy { $0.identity != nil }
        }
        func holdsPlacedObjects(_ key: String) -> Bool {
            let here = Merger.anchor(of: path + "/" + key)
            return [oKeys[key], tKeys[key]].contains { node in
                node?.children.contains { child in child.identity.map { placement[$0] == here } ?? false } ?? false
            }
        }
        /// An autoresizing mask the removing side took out when it constrained the view
        /// (`translatesAutoresizingMaskIntoConstraints="NO"`): it no longer says anything.
        func maskOfAConstrainedView(_ node: MergeNode, removedBy side: MergeNode?) -> Bool {
            node.name == "autoresizingMask" && side?[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO"
        }

        // Which keys stay: objects by their placement (decided above), values three ways.
        func stays(_ key: String) -> Bool {
            if key.hasPrefix("#") { return true }  // placed here
            switch (oKeys[key], tKeys[key], bKeys[key]) {
            case (_?, _?, _): return true
            case (let o?, nil, let b?) where holdsObjectsOnly(o) || holdsObjectsOnly(b):
                return holdsPlacedObjects(key)
            case (nil, let t?, let b?) where holdsObjectsOnly(t) || holdsObjectsOnly(b):
                return holdsPlacedObjects(key)
            case (let o?, nil, _?) where maskOfAConstrainedView(o, removedBy: t):
                return false
            case (nil, let t?, _?) where maskOfAConstrainedView(t, removedBy: o):
                return false
            case (let o?, nil, let b?):
                // Theirs removed it: kept if ours changed it.
                if Merger.same(o, b) { return false }
                if !derived && !isDerived(o, parent: parent) && !(framesDerived && Merger.isFrame(o)) {
                    conflicts.append(.init(line: o.line, message: "<\(o.name)> \(o[attribute: "key"].map { "'\($0)' " } ?? "")was edited by ours and removed by theirs; ours is kept"))
                }
                return true
            case (nil, let t?, let b?):
                if !Merger.same(t, b) && !derived && !isDerived(t, parent: parent) && !(framesDerived && Merger.isFrame(t)) {
                    conflicts.append(.init(line: t.line, message: "<\(t.name)> \(t[attribute: "key"].map { "'\($0)' " } ?? "")was removed by ours and edited by theirs (line \(t.line) of theirs); ours (the removal) is kept", inTheirs: true))
                }
                return false
            case (_?, nil, nil), (nil, _?, nil): return true
            default: return false
            }
        }

        // A scene's `<objects>` (its controller, First Responder, Exit) are found by id; their
        // order means nothing, unlike a XIB's top-level objects.
        let ordered = (parent.map { Merger.orderedContainers.contains($0.name) } ?? false)
            && !(parent?.name == "objects" && path.contains("/#scene:"))
        let baseOrder = bl.map(\.key)
        let ourOrder = ol.map(\.key).filter(stays)
        let theirOrder = tl.map(\.key).filter(stays)
        // The skeleton: ours' order, unless only theirs reordered what both kept.
        let common = Set(ourOrder).intersection(theirOrder).intersection(baseOrder)
        let baseCommon = baseOrder.filter(common.contains)
        let ourCommon = ourOrder.filter(common.contains)
        let theirCommon = theirOrder.filter(common.contains)
        let sequence: [String]
        let clashes: [String?]
        if ourCommon == baseCommon && theirCommon != baseCommon {
            // Only theirs reordered: theirs' order, with ours' additions where ours put them.
            (sequence, clashes) = Merger.insertReporting(ourOrder, into: theirOrder, baseKeys: Set(baseOrder),
                                                         moved: Merger.moved(theirCommon, from: baseCommon), incomingFirst: true)
        } else {
            if ordered && ourCommon != baseCommon && theirCommon != baseCommon && ourCommon != theirCommon, let first = ol.first {
                conflicts.append(.init(line: first.node.line, message: "<\(parent?.name ?? "?")> was reordered two ways; ours' order is kept"))
            }
            (sequence, clashes) = Merger.insertReporting(theirOrder, into: ourOrder, baseKeys: Set(baseOrder),
                                                         moved: Merger.moved(ourCommon, from: baseCommon))
        }
        if ordered {
            let baseKeySet = Set(baseOrder)
            for anchor in clashes {
                if frontToBackIsMoot(after: anchor, in: sequence, baseKeys: baseKeySet, ourKeys: oKeys, theirKeys: tKeys, path: path) { continue }
                let line = anchor.flatMap { oKeys[$0]?.line } ?? ol.first?.node.line ?? parent?.line ?? 0
                conflicts.append(.init(line: line, message: "both sides inserted into <\(parent?.name ?? "?")> at the same place (after \(anchor.map { "'\($0)'" } ?? "the start")); ours come first"))
            }
        }

        var children: [MergeNode] = []
        var seen: Set<String> = []
        for key in sequence where seen.insert(key).inserted {
            let merged: MergeNode?
            if key.hasPrefix("#") {
                let id = String(key.dropFirst())
                merged = mergeNode(base: baseObjects[id]?.node, ours: ourObjects[id]?.node, theirs: theirObjects[id]?.node,
                                   parent: parent, owner: owner, path: path + "/" + key, derived: derived, parentInBase: b != nil)
            } else {
                let derivedFrame = framesDerived && [oKeys[key], tKeys[key], bKeys[key]].contains { Merger.isFrame($0) }
                merged = mergeNode(base: bKeys[key], ours: oKeys[key], theirs: tKeys[key], parent: parent,
                                   owner: owner, path: path + "/" + key, derived: derived || derivedFrame, parentInBase: b != nil)
            }
            if let merged { children.append(merged) }
        }
        return children
    }

    /// Both sides inserted subviews right after `anchor` (nil: at the start), and which side's go
    /// first shows nowhere: the subviews of a view that is no stack or split view (whose subviews
    /// are its arranged views or panes, in order), and no view one side added meets one the other side added in
    /// their saved frames. Order among subviews is only which is drawn over which, and views
    /// that don't overlap are not drawn over each other (two sides each adding a button under a
    /// form's last field). A view without a saved frame can't be told apart: the order stays a
    /// conflict.
    func frontToBackIsMoot(after anchor: String?, in sequence: [String], baseKeys: Set<String>,
                           ourKeys: [String: MergeNode], theirKeys: [String: MergeNode], path: String) -> Bool {
        let components = path.split(separator: "/")
        guard components.last?.hasPrefix("subviews[") == true, let owner = components.dropLast().last, owner.hasPrefix("#") else { return false }
        let ownerID = String(owner.dropFirst())
        let ownerNode = ourObjects[ownerID]?.node ?? theirObjects[ownerID]?.node ?? baseObjects[ownerID]?.node
        // A stack view's subviews are its arranged views and a split view's its panes, in order.
        guard let ownerNode, ownerNode.name != "stackView", ownerNode.name != "splitView" else { return false }
        // The run of added keys right after the anchor: both sides' additions there.
        var index = anchor.flatMap { sequence.firstIndex(of: $0).map { $0 + 1 } } ?? 0
        var ours: [Rect] = []
        var theirs: [Rect] = []
        while index < sequence.count, !baseKeys.contains(sequence[index]) {
            let key = sequence[index]
            let (our, their) = (ourKeys[key], theirKeys[key])
            // Added by both (one view under one id) or by neither: not two sides' views.
            guard (our == nil) != (their == nil), let node = our ?? their,
                  let frame = Merger.savedFrame(of: node) else { return false }
            if our != nil { ours.append(frame) } else { theirs.append(frame) }
            index += 1
        }
        guard !ours.isEmpty, !theirs.isEmpty else { return false }
        return !ours.contains { a in theirs.contains { b in Merger.overlap(a, b) } }
    }

    /// A view's saved frame (`<rect key="frame">`), when it has one.
    static func savedFrame(of view: MergeNode) -> Rect? {
        guard let rect = view.children.first(where: { Merger.isFrame($0) }),
              let x = rect[attribute: "x"].flatMap(Double.init), let y = rect[attribute: "y"].flatMap(Double.init),
              let width = rect[attribute: "width"].flatMap(Double.init), let height = rect[attribute: "height"].flatMap(Double.init),
              [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Two frames share some area (edges that only touch don't).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// The keys of `reordered` (a permutation of `base`) that its side moved: those outside the
    /// longest run that keeps base's order (as the diff finds moved siblings).
    static func moved(_ reordered: [String], from base: [String]) -> Set<String> {
        guard reordered != base else { return [] }
        let position = Dictionary(base.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let kept = Collector.longestIncreasingRun(reordered.map { position[$0] ?? -1 })
        return Set(reordered.indices.filter { !kept.contains($0) }.map { reordered[$0] })
    }

    /// `incoming`'s keys that `sequence` lacks, each placed after the key before it in
    /// `incoming` (at the start when none). Where the sequence's own side added keys right there
    /// too, ours come first: the incoming keys go after those additions, or before them when
    /// `incomingFirst` (`incoming` is ours). Returns the anchors where that happened (both sides
    /// inserted at the same place). A key is placed once (a broken file can list one twice).
    ///
    /// A key whose predecessor in `incoming` is one the sequence's side `moved` keeps its place
    /// before the key that follows it in `incoming` instead (at the end when none does): ours
    /// appended a loading overlay after the last subview, theirs moved that subview to the
    /// back; the overlay stays on top, not beside the moved view (sprocket_ios_app's camera
    /// screen).
    ///
    /// The result is a linked list with each key's node in a dictionary, so that finding a key,
    /// its anchor and inserting after it are constant time: searching and shifting an array for
    /// each insertion took a minute for 24,000 subviews.
    static func insertReporting(_ incoming: [String], into sequence: [String], baseKeys: Set<String>,
                                moved: Set<String> = [], incomingFirst: Bool = false) -> (merged: [String], clashes: [String?]) {
        // Node 0 is the head (before the first key); node i + 1 holds keys[i].
        var keys = sequence
        var next = Array(1...(sequence.count + 1))
        next[sequence.count] = -1
        var previousNode = Array(-1..<sequence.count)
        var tail = sequence.count
        var node: [String: Int] = [:]
        for (index, key) in sequence.enumerated() where node[key] == nil { node[key] = index + 1 }
        // For each position of `incoming`, the first later key already in the sequence that was
        // not moved: what a key after a moved one is placed before.
        var stableSuccessor = [String?](repeating: nil, count: incoming.count)
        if !moved.isEmpty {
            var following: String?
            for index in incoming.indices.reversed() {
                stableSuccessor[index] = following
                let key = incoming[index]
                if node[key] != nil, !moved.contains(key) { following = key }
            }
        }
        let incomingKeys = Set(incoming)
        // Node `n` holds a key the sequence's own side added (in neither the base nor `incoming`).
        func addedBySequenceSide(_ n: Int) -> Bool {
            !baseKeys.contains(keys[n - 1]) && !incomingKeys.contains(keys[n - 1])
        }
        var inserted: Set<String> = []
        var clashes: [String?] = []
        var previous: String?
        for (position, key) in incoming.enumerated() {
            if node[key] != nil {
                previous = key
                continue
            }
            var after: Int
            if let anchor = previous, moved.contains(anchor), !inserted.contains(anchor) {
                after = stableSuccessor[position].flatMap { node[$0] }.map { previousNode[$0] } ?? tail
                // The sequence's own additions right before that place: both sides inserted there.
                var probe = after
                while probe > 0, addedBySequenceSide(probe) { probe = previousNode[probe] }
                if probe != after {
                    clashes.append(previous)
                    if incomingFirst { after = probe }
                }
            } else {
                after = previous.flatMap { node[$0] } ?? 0
                if previous.map({ !inserted.contains($0) }) ?? true {
                    // The first key after an anchor of both: ours come first, the other side's
                    // own additions there after them.
                    var probe = after
                    while next[probe] >= 0, addedBySequenceSide(next[probe]) { probe = next[probe] }
                    if probe != after {
                        clashes.append(previous)
                        if !incomingFirst { after = probe }
                    }
                }
            }
            keys.append(key)
            let new = keys.count
            next.append(next[after])
            previousNode.append(after)
            if next[after] >= 0 { previousNode[next[after]] = new } else { tail = new }
            next[after] = new
            node[key] = new
            inserted.insert(key)
            previous = key
        }
        var merged: [String] = []
        merged.reserveCapacity(keys.count)
        var cursor = next[0]
        while cursor >= 0 {
            merged.append(keys[cursor - 1])
            cursor = next[cursor]
        }
        return (merged, clashes)
    }

    // MARK: After the merge

    /// One outlet property connected on both sides to different objects: ours is kept.
    mutating func resolveOutletsConnectedTwice(_ node: inout MergeNode) {
        if node.name == "connections" {
            var byProperty: [String: [Int]] = [:]
            for (index, child) in node.children.enumerated() where child.name == "outlet" {
                if let property = child[attribute: "property"] { byProperty[property, default: []].append(index) }
            }
            var drop: Set<Int> = []
            for (property, indexes) in byProperty where indexes.count > 1 {
                let ourIndex = indexes.first { ourObjects[node.children[$0].identity ?? ""] != nil } ?? indexes[0]
                let kept = node.children[ourIndex]
                for index in indexes where index != ourIndex {
                    let other = node.children[index]
                    drop.insert(index)
                    conflicts.append(.init(line: kept.line, message: "outlet '\(property)' was connected two ways: ours to '\(kept[attribute: "destination"] ?? "?")', theirs to '\(other[attribute: "destination"] ?? "?")'; ours is kept"))
                }
            }
            node.children = node.children.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
        }
        for index in node.children.indices { resolveOutletsConnectedTwice(&node.children[index]) }
    }
}
