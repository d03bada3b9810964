import NibDocument

/// The checks a nib must pass for the runtime to load it and to register it for reuse, written
/// once: NibKit runs them through `LoadContract` on every load and registration, and
/// NibValidation's rules of the same ids run them when linting (the cell rules with lint-mode
/// guesses of their own where there is no registration).
public enum ContractChecks {
    /// `cell-top-level-objects`. UIKit: "invalid nib registered for identifier (X) - nib must
    /// contain exactly one top level object which must be a UITableViewCell instance".
    /// `identifier` is the registration's, when there is one; `objects` are the nib's top-level
    /// objects.
    /// `isCellClass` tells whether a class a plain `<view>` names is a cell class (see
    /// `CellElements.isAcceptable`).
    public static func checkTopLevelObjects(_ objects: [Element], of document: Document, kind: CellRegistration.Kind,
                                            registeredAs identifier: String?, registeredAt place: String? = nil,
                                            isCellClass: CellElements.CellClassTest? = nil,
                                            findings: inout [Finding]) {
        if objects.count == 1, CellElements.isAcceptable(objects[0], as: kind, isCellClass: isCellClass) { return }
        let prefix = identifier.map { "invalid nib registered for identifier (\($0))\(place.map { " at \($0)" } ?? "") - nib" } ?? "cell nib"
        let rule = "\(prefix) must contain exactly one top level object which must be a \(kind.requiredClass) instance"
        guard !objects.isEmpty else {
            findings.append(Finding(document.objectsElement ?? document.root, "\(rule); it contains none",
                                    hint: "add a single \(kind.requiredClass) to the nib"))
            return
        }
        let listed = objects.map(CellElements.describe).joined(separator: ", ")
        // Point at the first object that is in the way: the first one that isn't the cell, or the
        // second object when every object is a cell.
        let cell = objects.first { CellElements.isAcceptable($0, as: kind, isCellClass: isCellClass) }
        let culprit = objects.first { $0 != cell } ?? objects[0]
        if objects.count == 1 {
            findings.append(Finding(culprit, "\(rule); found \(listed)",
                                    hint: "make the top-level object a \(kind.requiredClass) (or its subclass)"))
        } else {
            findings.append(Finding(culprit, "\(rule); found \(objects.count): \(listed)",
                                    hint: cell == nil
                                        ? "keep a single \(kind.requiredClass) at the top level of the nib"
                                        : "move the other objects into the cell's content view, or into a nib of their own"))
        }
    }

    /// `reuse-identifier-mismatch` against a registration. UIKit: "cell reuse identifier in nib
    /// (A) does not match the identifier used to register the nib (B)"; an empty identifier is
    /// accepted.
    public static func checkReuseIdentifier(_ objects: [Element], registration: CellRegistration, findings: inout [Finding]) {
        guard let cell = CellElements.cell(among: objects, kind: registration.kind),
              let identifier = cell.reuseIdentifier, !identifier.isEmpty,
              identifier != registration.reuseIdentifier else { return }
        findings.append(Finding(
            cell,
            "cell reuse identifier in nib (\(identifier)) does not match the identifier used to register the nib (\(registration.reuseIdentifier))",
            hint: "set the cell's Identifier to '\(registration.reuseIdentifier)' in Interface Builder, or register the nib under '\(identifier)'"))
    }

    /// `custom-class-mismatch`: the cell's class is the one the registration names (bare, or
    /// `Module.Class`). `module` is what `customModuleProvider="target"` stands for, if known.
    public static func checkCustomClass(_ objects: [Element], registration: CellRegistration, module: String?, findings: inout [Finding]) {
        guard let expected = registration.className,
              let cell = CellElements.cell(among: objects, kind: registration.kind) else { return }
        let (expectedModule, expectedClass) = split(expected)
        let actualClass = cell.customClass
        let actualModule = cell.customModule
            ?? (cell.customModuleProvider == "target" ? module : nil)
        let classMatches = actualClass == expectedClass
        let moduleMatches = expectedModule == nil || actualModule == nil || actualModule == expectedModule
        // A nib that names a module but a registration that can't say which module it is from
        // is fine; two different modules are not.
        if classMatches && moduleMatches { return }
        let actual = actualClass.map { name in actualModule.map { "\($0).\(name)" } ?? name }
            ?? (cell.baseClassName ?? cell.name)
        findings.append(Finding(
            cell, "cell class in nib (\(actual)) does not match the class it is registered for (\(expected))",
            hint: "set the cell's Class to '\(expectedClass)'\(expectedModule.map { " and Module to '\($0)'" } ?? "") in Interface Builder's identity inspector"))
    }

    /// `cell-subview-outside-content-view`: a cell's subviews live in its content view. With
    /// `topLevelObjects` (a nib made from part of a document), only the cells in that part.
    public static func checkSubviewsOutsideContentView(in document: Document, topLevelObjects: [Element]?, findings: inout [Finding]) {
        var cells = document.elements(named: "tableViewCell") + document.elements(named: "collectionViewCell")
        if let roots = topLevelObjects {
            // A nib made from part of a document answers for that part only.
            cells = cells.filter { cell in roots.contains { $0 == cell || $0.descendants.indices.contains(cell.documentIndex) } }
        }
        for cell in cells {
            for view in cell.subviews {
                findings.append(Finding(
                    view, "\(CellElements.name(view)) is a subview of the \(cell.name) itself, not of its content view",
                    hint: "move it into the cell's content view"))
            }
        }
    }

    /// `duplicate-id`: two objects with one id make every reference to it ambiguous.
    public static func checkDuplicateIDs(in document: Document, findings: inout [Finding]) {
        for (element, first) in document.duplicateIDs {
            findings.append(Finding(
                element, "id '\(element.id ?? "")' is already used by \(CellElements.describe(first))",
                hint: "give this \(element.name) a new id (Interface Builder assigns one when you copy and paste the object in the canvas)"))
        }
    }

    /// `dangling-reference`: outlets, actions, constraints and segues point at objects that
    /// exist. `references` are the document's (`ObjectReference.all(in:)`).
    public static func checkReferences(_ references: [ObjectReference], in document: Document, findings: inout [Finding]) {
        for reference in references where document.element(withID: reference.id) == nil {
            let element = reference.element
            let what: String
            switch element.name {
            case "outlet", "outletCollection":
                what = "\(element.name) '\(element[attribute: "property"] ?? "?")'"
            case "action":
                what = "action '\(element[attribute: "selector"] ?? "?")'"
            case "segue":
                what = "segue\(element[attribute: "identifier"].map { " '\($0)'" } ?? "")"
            case "constraint":
                what = "constraint \(reference.attribute)"
            default:
                what = reference.attribute == "initialViewController" ? "initialViewController" : element.name
            }
            findings.append(Finding(
                element, "\(what) points at id '\(reference.id)', which no object in this file has",
                hint: "reconnect it in Interface Builder, or remove it"))
        }
    }

    /// `Books.BookCell` → (`Books`, `BookCell`); `BookCell` → (nil, `BookCell`).
    static func split(_ name: String) -> (module: String?, name: String) {
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
