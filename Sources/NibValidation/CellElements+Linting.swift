import NibContract
import NibDocument

// What only linting needs to know about cells: with no registration to say what a XIB is, whether
// it looks like a cell nib; with a context, which objects and kind to check.
extension CellElements {
    /// Without a registration, whether `document` is a XIB meant to be registered as a cell (and
    /// so held to the cell contract), rather than a XIB that merely holds a cell.
    ///
    /// UIKit only checks "exactly one top-level object, which must be a cell" when a nib is
    /// registered for reuse (`register(_:forCellReuseIdentifier:)` and friends), and it
    /// instantiates a registered nib with no owner. A XIB loaded with `loadNibNamed(_:owner:)` or
    /// `instantiate(withOwner:)` may hold any number of top-level objects, cells among them, and
    /// the code picks what it needs from the array. Lint mode can't see the registration call, so
    /// it judges from the file:
    ///
    /// - Exactly one top-level cell. With several cells no registration could take "the" cell,
    ///   so the XIB is a collection loaded whole.
    /// - File's Owner has no class, or the cell's own class. A registered nib never gets an owner;
    ///   a File's Owner of another class says the XIB is loaded by that class.
    /// - Everything beside the cell is a stray: gesture recognizers (Interface Builder puts a
    ///   recognizer dropped on a cell at the top level, and the crash that follows is the classic
    ///   cell-nib mistake), or at most one view that holds nothing (no subviews, no connections,
    ///   no outlet or action pointing at it): a view dropped beside the cell by accident. A view
    ///   with content, or several views, make the XIB a container of views that happens to
    ///   include a cell, which is legal, and is left alone.
    ///
    /// A registration, when there is one, settles it: the contract applies in full.
    static func looksLikeCellNib(_ document: Document, facts: DocumentFacts) -> Bool {
        let objects = document.objects
        let cells = objects.filter { topLevelCellNames.contains($0.name) }
        guard cells.count == 1, let cell = cells.first else { return false }
        if let ownerClass = document.filesOwner?.customClass, ownerClass != cell.customClass { return false }
        // Gesture recognizers are always strays; of the rest, at most one empty view may be.
        let rest = objects.filter { $0 != cell && !$0.name.hasSuffix("GestureRecognizer") }
        guard rest.count <= 1 else { return false }
        guard let view = rest.first else { return true }
        guard ElementClassTable.isView(view.name, platform: document.platform),
              view.subviews.isEmpty, view.connections.isEmpty else { return false }
        guard let id = view.id else { return true }
        return !facts.references.contains { $0.attribute == "destination" && $0.id == id }
    }

    /// The kind to check `document` as: the registration's, else what its top level implies.
    static func kind(of document: Document, context: ValidationContext) -> CellRegistration.Kind? {
        context.registration?.kind ?? inferredKind(of: document)
    }

    /// The nib's top-level objects: the context's, when the nib is part of a document (a
    /// storyboard's prototype cell), else the document's.
    static func topLevelObjects(of document: Document, context: ValidationContext) -> [Element] {
        context.topLevelObjects ?? document.objects
    }
}
