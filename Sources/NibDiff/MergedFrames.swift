import NibDocument
import NibLayout

/// Frames of a merged Auto Layout document, laid out again from the merged constraints.
///
/// In an Auto Layout document a constrained view's saved frame is Interface Builder's last solve.
/// A frame only one side changed is that side's, as Interface Builder wrote it (the merge takes
/// it like any value). Where both sides changed the constraints of one root, neither side's
/// frames hold for the merged constraints (Interface Builder would open the file with views
/// marked misplaced): that root is laid out again, where the layout engine can stand in for
/// Interface Builder; elsewhere the merged frames are kept.
///
/// The engine stands in for a root only when it reproduces every frame ours and theirs saved in
/// it (no flagged view, no unresolved constraint, every frame within half a point): a solve that
/// gives 11 where Interface Builder saved 11.67 would move views neither side moved. The merged
/// root must then solve cleanly too (nothing ambiguous or unsatisfiable, nothing refused); only
/// the frames that moved are rewritten.
enum MergedFrames {
    /// Rewrites the stale frames of `merged` (whose text is `text`) in the roots whose
    /// constraints both sides changed. Whether any frame changed.
    static func relayout(_ merged: inout MergeNode, text: String, base: Document, ours: Document, theirs: Document) -> Bool {
        guard ours.useAutolayout, ours.platform == .iOS || ours.platform == .tvOS else { return false }
        let changedOnBoth = { (id: String) -> Bool in
            guard let was = constraints(of: id, in: base) else { return false }
            return constraints(of: id, in: ours).map { $0 != was } == true && constraints(of: id, in: theirs).map { $0 != was } == true
        }
        let oursTrusted = Set(LayoutSystem(document: ours, options: .interfaceBuilder, roots: changedOnBoth).roots
            .filter(reproducesSavedFrames).map(\.id))
        guard !oursTrusted.isEmpty else { return false }
        let trusted = Set(LayoutSystem(document: theirs, options: .interfaceBuilder, roots: oursTrusted.contains).roots
            .filter(reproducesSavedFrames).map(\.id))
        guard !trusted.isEmpty, let document = try? Document(string: text, file: ours.file) else { return false }
        var frames: [String: Rect] = [:]
        for root in LayoutSystem(document: document, options: .interfaceBuilder, roots: trusted.contains).roots {
            guard root.unresolvedConstraints.isEmpty else { continue }
            let solution = root.solve()
            guard solution.conflicts.isEmpty, solution.views.allSatisfy({ $0.status == .ok }) else { continue }
            for (view, solved) in zip(root.views, solution.views) where view.index != 0 && view.hasStoredFrame && !isCellContent(view) {
                guard !view.element.isMarkedMisplaced, !view.element.isMarkedAmbiguous, let frame = solved.solved, !SavedFrameOracle.matches(view.storedFrame, frame) else { continue }
                frames[view.id] = frame
            }
        }
        guard !frames.isEmpty else { return false }
        rewrite(&merged, frames)
        return true
    }

    /// The constraints inside the root with this id (its own and its subviews'), as a multiset of
    /// their attributes; nil when the document has no such root.
    static func constraints(of id: String, in document: Document) -> [String]? {
        guard let root = document.element(withID: id) else { return nil }
        var out: [String] = []
        func walk(_ element: Element) {
            if element.name == "constraint" {
                out.append(element.attributes.map { $0.name + "=" + $0.value }.sorted().joined(separator: " "))
            }
            for child in element.children { walk(child) }
        }
        walk(root)
        return out.sorted()
    }

    /// Whether the engine gives every frame the document saved in `root`.
    private static func reproducesSavedFrames(_ root: LayoutRoot) -> Bool {
        guard root.unresolvedConstraints.isEmpty,
              !root.views.contains(where: { $0.element.isMarkedMisplaced || $0.element.isMarkedAmbiguous }) else { return false }
        // The fast path, without statuses: an ambiguous or conflicting root that still gives every
        // saved frame reproduces them; the merged root is held to the statuses.
        for (view, frame) in zip(root.views, root.frames()) where view.index != 0 && !isCellContent(view) {
            if view.hasStoredFrame && !SavedFrameOracle.matches(view.storedFrame, frame) { return false }
        }
        return true
    }

    /// A cell's content view, whose saved frame Interface Builder does not keep to the solve.
    private static func isCellContent(_ view: LayoutView) -> Bool {
        view.element.name.hasSuffix("ContentView") && view.superviewIndex == 0
    }

    private static func rewrite(_ node: inout MergeNode, _ frames: [String: Rect]) {
        if let id = node[attribute: "id"], let frame = frames[id],
           let index = node.children.firstIndex(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }) {
            node.children[index].set("x", number(frame.x))
            node.children[index].set("y", number(frame.y))
            node.children[index].set("width", number(frame.width))
            node.children[index].set("height", number(frame.height))
        }
        for index in node.children.indices { rewrite(&node.children[index], frames) }
    }

    /// A coordinate as Interface Builder writes one: `0.0`, `16`, `20.5`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0.0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }
}
