import NibDocument

/// What the documents give the generator, gathered and checked: the conformances, the storyboards
/// and the segues, each with where it came from, and the diagnostics for what could not be had.
struct Model {
    /// A place in a document, for diagnostics.
    struct Place: Hashable, Comparable {
        var file: String
        var line: Int
        var column: Int

        init(_ element: Element) {
            file = element.document.file
            line = element.line
            column = element.column
        }

        static func < (a: Place, b: Place) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    }

    /// A class that gets `ReusableView` (with `identifier`), `NibLoadableView` (with `nibName`),
    /// or both.
    struct Conformance {
        var typeName: String
        var identifier: String?
        var nibName: String?
        var place: Place
    }

    struct Scene {
        var member: String
        var identifier: String
        var typeName: String
        var place: Place
    }

    struct Storyboard {
        var name: String
        var typeName: String
        var initial: (typeName: String, place: Place)?
        var scenes: [Scene] = []
        var place: Place
    }

    struct Segue {
        var member: String
        var identifier: String
        var place: Place
    }

    let options: CodeGenerator.Options
    var diagnostics: [CodeGenerator.Diagnostic] = []
    /// Per class (as written in the code), in the order first met.
    var conformances: [String: Conformance] = [:]
    var conformanceOrder: [String] = []
    /// Per storyboard name (localized copies are one storyboard).
    var storyboards: [String: Storyboard] = [:]
    var storyboardOrder: [String] = []
    /// Per controller class, its segues by identifier.
    var segues: [String: [String: Segue]] = [:]
    var segueOrder: [String] = []

    init(options: CodeGenerator.Options) {
        self.options = options
    }

    mutating func error(_ element: Element, _ message: String) {
        let place = Place(element)
        diagnostics.append(.init(file: place.file, line: place.line, column: place.column, severity: .error, message: message))
    }

    mutating func error(at place: Place, _ message: String) {
        diagnostics.append(.init(file: place.file, line: place.line, column: place.column, severity: .error, message: message))
    }

    // MARK: Types

    /// How the code names an object's class: its custom class, with the module the nib names
    /// when that is not the target's own (`customModuleProvider="target"`).
    func className(_ element: Element) -> String? {
        guard let custom = element.customClass, !custom.isEmpty else { return nil }
        if let module = element.customModule, !module.isEmpty, element.customModuleProvider != "target" {
            return module + "." + custom
        }
        return custom
    }

    /// The framework class Interface Builder makes for a controller element of this flavor.
    func frameworkController(_ element: Element) -> String {
        let uikit: [String: String] = [
            "tableViewController": "TableViewController", "collectionViewController": "CollectionViewController",
            "navigationController": "NavigationController", "tabBarController": "TabBarController",
            "splitViewController": "SplitViewController", "pageViewController": "PageViewController",
        ]
        switch options.flavor {
        case .nibkit:
            let known: Set<String> = ["TableViewController", "CollectionViewController", "NavigationController", "TabBarController"]
            return uikit[element.name].flatMap { known.contains($0) ? $0 : nil } ?? "ViewController"
        case .uikit:
            return "UI" + (uikit[element.name] ?? "ViewController")
        case .appkit:
            let appkit = ["windowController": "NSWindowController", "tabViewController": "NSTabViewController",
                          "splitViewController": "NSSplitViewController", "pagecontroller": "NSPageController"]
            return appkit[element.name] ?? "NSViewController"
        }
    }

    /// The file's name without folders, extension or device modifier (`BookCell~ipad.xib` is the
    /// nib `BookCell`): the name code loads it by.
    static func resourceName(_ file: String) -> String {
        NibResourceName.of(file: file)
    }

    // MARK: XIBs

    static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "tableCellView",
    ]

    mutating func addXIB(_ document: Document) {
        let objects = document.objects
        let cells = objects.filter { Model.cellElements.contains($0.name) }
        let nibName = Model.resourceName(document.file)
        if !cells.isEmpty {
            guard objects.count == 1, let cell = cells.first else {
                // UIKit's registration takes the nib's first top-level object; what it is depends
                // on the order Interface Builder saved them in.
                let extra = objects.first { $0 != cells.first } ?? objects[1]
                error(extra, "a cell XIB must hold one top-level object, and this one holds \(objects.count) (\(objects.map(\.name).joined(separator: ", "))); move this \(extra.name) to a nib of its own or delete it")
                return
            }
            guard let typeName = className(cell) else { return }
            let identifier = cell[attribute: "reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
                ?? cell[attribute: "identifier"].flatMap { $0.isEmpty ? nil : $0 }
            add(Conformance(typeName: typeName, identifier: identifier ?? Model.plainName(typeName), nibName: nibName, place: Place(cell)))
            return
        }
        // A view with its own nib: one top-level view with a class, in a nib no controller owns
        // (a File's Owner with a class loads the nib itself: its view is not loaded by type).
        let views = objects.filter { $0.name != "customObject" && !$0.name.hasSuffix("Controller") && $0.name != "gestureRecognizer" }
        guard views.count == 1, objects.count == 1, let view = views.first, let typeName = className(view),
              document.filesOwner?.customClass == nil else { return }
        if let known = conformances[typeName], let knownNib = known.nibName, knownNib != nibName, known.identifier == nil {
            // A view class at the top of several nibs is loaded by name, not by type.
            let place = Place(view)
            diagnostics.append(.init(file: place.file, line: place.line, column: place.column, severity: .info,
                                     message: "\(typeName) is also the top-level view of \(knownNib); NibLoadableView names one nib, so none is generated for it"))
            conformances[typeName]?.nibName = nil
            return
        }
        guard conformances[typeName]?.nibName == nil || conformances[typeName]?.identifier != nil else { return }
        add(Conformance(typeName: typeName, identifier: nil, nibName: nibName, place: Place(view)))
    }

    /// A class name without its module.
    static func plainName(_ typeName: String) -> String {
        String(typeName.split(separator: ".").last ?? Substring(typeName))
    }

    /// Adds a conformance, or checks it against the one the class already has: the same class
    /// under two identifiers or two nibs is an error at both places.
    mutating func add(_ conformance: Conformance) {
        guard let known = conformances[conformance.typeName] else {
            conformances[conformance.typeName] = conformance
            conformanceOrder.append(conformance.typeName)
            return
        }
        var merged = known
        if let identifier = conformance.identifier {
            if let existing = known.identifier, existing != identifier {
                let message = "\(conformance.typeName) is used under two reuse identifiers, '\(existing)' (\(known.place.file):\(known.place.line)) and '\(identifier)' (\(conformance.place.file):\(conformance.place.line)); give both the same identifier"
                error(at: known.place, message)
                error(at: conformance.place, message)
                conformances[conformance.typeName]?.identifier = nil
                conformances[conformance.typeName]?.nibName = nil
                return
            }
            merged.identifier = identifier
        }
        if let nibName = conformance.nibName {
            if let existing = known.nibName, existing != nibName {
                let message = "\(conformance.typeName) is the top-level view of two nibs, '\(existing)' and '\(nibName)': NibLoadableView names one; keep the class in one nib"
                error(at: known.place, message)
                error(at: conformance.place, message)
                conformances[conformance.typeName]?.identifier = nil
                conformances[conformance.typeName]?.nibName = nil
                return
            }
            merged.nibName = nibName
        }
        conformances[conformance.typeName] = merged
    }

    // MARK: Storyboards

    mutating func addStoryboard(_ document: Document) {
        // A watchOS storyboard's controllers are WatchKit's, made by the system, never by code.
        guard document.platform != .watchOS else { return }
        let name = Model.resourceName(document.file)
        guard let typeName = SwiftName.type(name) else {
            error(document.root, "the storyboard name '\(name)' has no letter or digit to make a Swift name of; rename the file")
            return
        }
        var storyboard = storyboards[name] ?? Storyboard(name: name, typeName: typeName, place: Place(document.root))
        if storyboards[name] == nil { storyboardOrder.append(name) }
        let initialID = document.initialViewControllerID
        for scene in document.scenes {
            guard let controller = scene.objects.first(where: { $0.id != nil && ($0.name.hasSuffix("Controller") || $0.name == "viewController") }) else { continue }
            let typeName = className(controller) ?? frameworkController(controller)
            if let initialID, controller.id == initialID, storyboard.initial == nil {
                storyboard.initial = (typeName, Place(controller))
            }
            if let identifier = controller[attribute: "storyboardIdentifier"], !identifier.isEmpty {
                if let member = SwiftName.member(identifier) {
                    if !storyboard.scenes.contains(where: { $0.identifier == identifier && $0.typeName == typeName }) {
                        storyboard.scenes.append(Scene(member: member, identifier: identifier, typeName: typeName, place: Place(controller)))
                    }
                } else {
                    error(controller, "the Storyboard ID '\(identifier)' has no letter or digit to make a Swift name of; give the scene another Storyboard ID")
                }
            }
            // Segues from anywhere in the scene, on the scene's controller class.
            if let controllerClass = className(controller) {
                for segue in Model.segues(in: scene.element) {
                    guard let identifier = segue[attribute: "identifier"], !identifier.isEmpty else { continue }
                    addSegue(identifier, of: controllerClass, at: segue)
                }
            }
            // Prototype cells and reusable views with a class.
            for cell in Model.descendants(of: scene.element) where Model.cellElements.contains(cell.name) {
                guard let cellClass = className(cell), let identifier = cell[attribute: "reuseIdentifier"], !identifier.isEmpty else { continue }
                add(Conformance(typeName: cellClass, identifier: identifier, nibName: nil, place: Place(cell)))
            }
        }
        if let initialID, storyboard.initial == nil {
            error(document.root, "the initial view controller '\(initialID)' is no scene's controller, so it has no class to type instantiateInitialViewController() with; choose the initial scene again in Interface Builder (Is Initial View Controller)")
        }
        storyboards[name] = storyboard
    }

    static func descendants(of element: Element) -> [Element] {
        var result: [Element] = []
        var pending = Array(element.children.reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        return result
    }

    static func segues(in element: Element) -> [Element] {
        descendants(of: element).filter { $0.name == "segue" && $0[attribute: "kind"] != "relationship" && $0[attribute: "kind"] != "embed" }
    }

    mutating func addSegue(_ identifier: String, of controllerClass: String, at element: Element) {
        guard let member = SwiftName.member(identifier) else {
            error(element, "the segue identifier '\(identifier)' has no letter or digit to make a Swift name of; give the segue another identifier")
            return
        }
        if segues[controllerClass] == nil { segueOrder.append(controllerClass) }
        if segues[controllerClass]?[identifier] == nil {
            segues[controllerClass, default: [:]][identifier] = Segue(member: member, identifier: identifier, place: Place(element))
        }
    }

    // MARK: Checks across inputs

    /// Name clashes (two inputs that make the same Swift name in one scope) become errors at
    /// both places, and neither is generated; classes the sources already conform are left out.
    mutating func resolve() {
        // Storyboard enums.
        var byType: [String: [String]] = [:]
        for name in storyboardOrder { byType[storyboards[name]!.typeName, default: []].append(name) }
        for (typeName, names) in byType where names.count > 1 {
            let message = "the storyboards \(names.map { "'\($0)'" }.joined(separator: " and ")) both make the Swift name Storyboards.\(typeName); rename one of the files"
            for name in names {
                error(at: storyboards[name]!.place, message)
                storyboards[name] = nil
            }
        }
        storyboardOrder.removeAll { storyboards[$0] == nil }
        // Scene functions within a storyboard.
        for name in storyboardOrder {
            var storyboard = storyboards[name]!
            let reserved: Set<String> = ["storyboard", "instantiateInitialViewController", "tryInstantiateInitialViewController"]
            var byMember: [String: [Scene]] = [:]
            for scene in storyboard.scenes { byMember[scene.member, default: []].append(scene) }
            var dropped: Set<String> = []
            for (member, scenes) in byMember where scenes.count > 1 || reserved.contains(member) {
                let message = scenes.count > 1
                    ? "the Storyboard IDs \(scenes.map { "'\($0.identifier)'" }.joined(separator: " and ")) both make the Swift name \(storyboard.typeName).\(member)(); give the scenes Storyboard IDs that differ in more than case and punctuation"
                    : "the Storyboard ID '\(scenes[0].identifier)' makes the Swift name \(member)(), which the storyboard's enum uses itself; give the scene another Storyboard ID"
                for scene in scenes { error(at: scene.place, message) }
                dropped.insert(member)
            }
            storyboard.scenes.removeAll { dropped.contains($0.member) }
            storyboards[name] = storyboard
        }
        // Segue cases within a class.
        for controllerClass in segueOrder {
            var byMember: [String: [Segue]] = [:]
            for segue in segues[controllerClass]!.values { byMember[segue.member, default: []].append(segue) }
            for (_, clashing) in byMember where clashing.count > 1 {
                let sorted = clashing.sorted { $0.place < $1.place }
                let message = "the segue identifiers \(sorted.map { "'\($0.identifier)'" }.joined(separator: " and ")) of \(controllerClass) both make the case SegueIdentifier.\(sorted[0].member); give the segues identifiers that differ in more than case and punctuation"
                for segue in sorted {
                    error(at: segue.place, message)
                    segues[controllerClass]?[segue.identifier] = nil
                }
            }
        }
        // Conformances the sources already declare.
        for typeName in conformanceOrder {
            guard let conformance = conformances[typeName] else { continue }
            let declared = options.declaredConformances[Model.plainName(typeName)] ?? []
            // A hand-written ReusableView without its own identifier registers and dequeues the
            // class's name: the seed articles' crash, when the nib says another.
            if declared.contains("ReusableView"), let identifier = conformance.identifier, identifier != Model.plainName(typeName),
               !options.declaredReuseIdentifiers.contains(Model.plainName(typeName)) {
                let place = conformance.place
                var diagnostic = CodeGenerator.Diagnostic(
                    file: place.file, line: place.line, column: place.column, severity: .error,
                    message: "\(typeName) declares ReusableView in the sources without a defaultReuseIdentifier, so it is registered and dequeued as '\(Model.plainName(typeName))', but this cell's reuse identifier is '\(identifier)' and dequeueing it crashes; set the identifier to '\(Model.plainName(typeName))' here, or delete the hand-written conformance and use the generated one")
                diagnostic.rule = "reuse-identifier-mismatch"
                diagnostics.append(diagnostic)
            }
            let wantsReuse = conformance.identifier != nil && !declared.contains("ReusableView")
            let wantsNib = conformance.nibName != nil && !declared.contains("NibLoadableView")
            if !declared.isEmpty {
                let place = conformance.place
                diagnostics.append(.init(file: place.file, line: place.line, column: place.column, severity: .info,
                                         message: "\(typeName) already declares \(declared.sorted().joined(separator: " and ")) in the sources, so none is generated for it"))
            }
            conformances[typeName]?.identifier = wantsReuse ? conformance.identifier : nil
            conformances[typeName]?.nibName = wantsNib ? conformance.nibName : nil
        }
        diagnostics.sort { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }
}
