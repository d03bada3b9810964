import NibDocument
import NibSupport

/// Everything the source rules know about a project: what the sources declare, merged per class,
/// and what all the nibs read define and connect. Built once per lint run, after every nib was
/// parsed, and shared by the rules (read-only).
public final class ProjectFacts: Sendable {
    public let sources: SourceFacts
    public let classes: ClassIndex
    /// Base names of the nibs and storyboards read (`BookCell` for `BookCell.xib`).
    public let nibNames: Set<String>
    public let storyboardCount: Int
    public let reuseIdentifiers: Set<String>
    /// The reuse identifiers of the storyboards' prototype cells (table and collection view
    /// cells): a list holding one makes a cell for it, so its dequeue never returns nil.
    public let prototypeIdentifiers: Set<String>
    public let storyboardIdentifiers: Set<String>
    public let segueIdentifiers: Set<String>
    /// Class name → outlet properties some nib connects on an object of that class.
    public let connectedOutlets: [String: Set<String>]
    /// Outlets connected on a File's Owner whose owner cannot be known (no class, or a load that
    /// passes an owner nibcheck cannot place): any class may be the owner.
    public let outletsOnUnknownOwners: Set<String>
    /// Class names nibs use (customClass on objects and File's Owner).
    public let nibClasses: Set<String>
    /// Each action selector, with the project's classes the nibs send it to (each action's
    /// target's class, File's Owner's as the code passes it): one selector many classes are sent
    /// is one they share, as an extension of the UIKit class they all inherit declares it.
    public let actionReceivers: [String: Set<String>]
    /// True when the nibs read are all the project has (found by searching folders), so an
    /// outlet no nib connects is really unconnected. A nib a target builds that is not here
    /// leaves its own targets' nibs incomplete alone: see `nibsComplete(at:)`.
    public let nibsComplete: Bool

    /// How the code loads each nib, and with which owner.
    public let nibLoads: NibLoads
    /// `nibLoads.owners(of:)` of each `.xib` read, by its file: asked once per nib, for the
    /// facts below and for every rule.
    private let ownersByFile: [String: NibOwners]
    /// Storyboard view controllers without a Storyboard ID, by their class: the scene that code
    /// asking for an ID named after a class (`withIdentifier: @"ImageViewController"`) most
    /// likely means.
    public let viewControllersWithoutStoryboardID: [String: [Element]]
    /// Storyboard IDs that storyboard references ask for (`referencedIdentifier`).
    public let referencedStoryboardIdentifiers: Set<String>
    /// Storyboards that storyboard references lead to (`storyboardName`).
    public let referencedStoryboardNames: Set<String>
    /// Storyboards whose initial view controller a storyboard reference leads to (one that asks
    /// for no Storyboard ID).
    public let storyboardsReferencedWhole: Set<String>
    /// The app may restore state: a file a target compiles writes the app delegate's opt-in
    /// (`LiteralUse.Kind.stateRestoration`), or the sources were not all read. Without it UIKit
    /// never runs a restoration class's requests (`LiteralUse.runsOnlyInStateRestoration`).
    public let mayRestoreState: Bool

    /// What the code sets or calls on each name, anywhere in the sources: `titleLabel` →
    /// `textColor` for `cell.titleLabel.textColor = …` in a data source, `icon` → `kf.setImage`
    /// for `icon.kf.setImage(with:)`. By name alone, so a name two classes share counts for both:
    /// what asks it only stands down.
    public let membersSetOnNames: [String: Set<String>]
    /// What the code sets or calls on anything, anywhere in the sources, bare or through a name:
    /// `isUserInteractionEnabled` for `button.isUserInteractionEnabled = true`, for
    /// `$0.isUserInteractionEnabled = true` in a loop and for a class setting its own.
    public let membersSetAnywhere: Set<String>
    /// The modules whose code sets the tab bar item of a controller other than its own
    /// (`root.tabBarItem = UITabBarItem(…)`, `self.navigationController?.tabBarItem = …`, or
    /// Objective-C's `nav.tabBarItem = item;`; nil: a file of no known target): those apps give
    /// the controllers they make tabs of their items themselves (see `setsTabBarItems(byCodeOf:)`).
    private let modulesSettingTabBarItems: Set<String?>
    /// `membersSetAnywhere`, by the module of the code (nil: a file of no known target).
    private let membersSetByModule: [String?: Set<String>]
    /// The classes whose code may show the view of each name (see `ClassInfo.shownMembers`).
    public let classesShowing: [String: [ClassInfo]]
    /// The classes whose code may turn user interaction on on the view of each name (see
    /// `ClassInfo.interactionEnabledMembers`).
    public let classesEnablingInteraction: [String: [ClassInfo]]
    /// For each class whose object some nib makes a collection view's data source, the kinds of
    /// supplementary view those collection views' layouts may ask it for (`shownSupplementaryKinds(of:)`).
    /// A class absent here serves no collection view of the nibs (one the code makes or connects).
    public let supplementaryKindsShown: [String: Set<SupplementaryKind>]
    /// The project's image and color names by their lower-case form, for names that differ only
    /// in case.
    public let imageNamesByLowercase: [String: [String]]
    public let colorNamesByLowercase: [String: [String]]

    /// Which code uses which class's outlets.
    let outletUses: OutletUses
    /// The storyboards read (legacy archives aside), for `reachedStoryboardReferences`.
    private let storyboards: [Document]
    private let reachedReferences = Locked<Set<String>?>(nil)
    /// The storyboards each storyboard's references lead to, by the referring storyboard's
    /// file: all of them (`storyboardName`), and those whose initial controller they ask for.
    private let referencesByStoryboard: [String: (names: Set<String>, whole: Set<String>)]
    /// `reachedStoryboardNames`, found on first use.
    private let reachedNames = Locked<(names: Set<String>, whole: Set<String>)?>(nil)
    /// The classes XIBs name (every object but placeholders other than File's Owner).
    private let classesOutsideStoryboards: Set<String>
    /// `classesNibsMayMake`, found on first use.
    private let madeByNibs = Locked<Set<String>?>(nil)
    /// Every selector a class of the project declares, found on first use (`declaresSelector`).
    private let declaredSelectors = Locked<Set<String>?>(nil)
    /// For `helperMayAsk`, found on first use: the storyboard names each case of a `String` enum
    /// stands for (its own name and its raw values, lower-cased).
    private let storyboardCases = Locked<[String: Set<String>]?>(nil)
    /// The literal uses by kind and value, for `mayUse`.
    private let literalIndex: LiteralIndex
    /// The dequeues whose identifier is not known that may cast the cell, in the code's order
    /// (`castingDequeue`).
    private let castingComputedDequeues: [LiteralUse]

    public init(sources: SourceFacts, documents: [Document], nibsComplete: Bool) {
        self.sources = sources
        var membersSetOnNames: [String: Set<String>] = [:]
        var membersSetByModule: [String?: Set<String>] = [:]
        var modulesSettingTabBarItems: Set<String?> = []
        for type in sources.types {
            var members: Set<String> = []
            let setsOthersItems = type.assignedNames.contains { name in
                // `self.tabBarItem` and a bare `tabBarItem` are the class's own.
                let parts = name.split(separator: "."), own = parts.first == "self" || parts.first == "super" ? 1 : 0
                return parts.dropFirst(own + 1).contains("tabBarItem")
            }
            if setsOthersItems {
                for module in sources.sharedSourceModules[type.location.file].map({ Array($0) }) ?? [type.module] {
                    modulesSettingTabBarItems.insert(module)
                }
            }
            for name in type.assignedNames.union(type.calledMembers) {
                guard let dot = name.firstIndex(of: ".") else { members.insert(name); continue }
                let member = name[name.index(after: dot)...]
                guard !member.isEmpty else { continue }
                members.insert(String(member))
                if dot != name.startIndex { membersSetOnNames[String(name[..<dot]), default: []].insert(String(member)) }
            }
            guard !members.isEmpty else { continue }
            let modules: [String?] = sources.sharedSourceModules[type.location.file].map { Array($0) } ?? [type.module]
            for module in modules {
                membersSetByModule[module, default: []].formUnion(members)
            }
        }
        self.membersSetOnNames = membersSetOnNames
        self.modulesSettingTabBarItems = modulesSettingTabBarItems
        self.membersSetAnywhere = membersSetByModule.values.reduce(into: []) { $0.formUnion($1) }
        self.membersSetByModule = membersSetByModule
        // A file no target compiles declares nothing the app has (unknown-custom-class reads
        // `sources.types` itself, to name the file).
        var built = sources.sourcesBuiltByNoTarget.isEmpty ? sources.types
            : sources.types.filter { sources.sourcesBuiltByNoTarget[$0.location.file] == nil }
        // An Objective-C class is in the app where a compiled file implements it: one whose
        // `@implementation` is only in files no target compiles is not, whatever its header
        // declares (Zebra's old cells, left beside the Swift rewrite). A class no file implements
        // (a binary framework's, known by its header) stays.
        if !sources.sourcesBuiltByNoTarget.isEmpty {
            var implementedInBuilt: Set<String> = [], implementedOnlyElsewhere: Set<String> = []
            for type in sources.types where type.language == .objectiveC && type.kind == .addition && Self.isImplementationFile(type.location.file) {
                if sources.sourcesBuiltByNoTarget[type.location.file] == nil { implementedInBuilt.insert(type.name) } else { implementedOnlyElsewhere.insert(type.name) }
            }
            let unbuilt = implementedOnlyElsewhere.subtracting(implementedInBuilt)
            if !unbuilt.isEmpty { built.removeAll { $0.language == .objectiveC && unbuilt.contains($0.name) } }
        }
        let classes = ClassIndex(built, sharedModules: sources.sharedSourceModules)
        self.classes = classes
        let computedCasts = sources.literals.filter { $0.kind == .dequeueReuseIdentifier && $0.mayCastTheCell && sources.value(of: $0) == nil }
        self.castingComputedDequeues = computedCasts
        self.literalIndex = LiteralIndex(sources, isViewController: { Self.isViewController($0, in: classes) }, isKnownClass: {
            classes.byName[$0]?.contains(where: \.isDeclared) == true || FrameworkClasses.isFrameworkClass($0)
        })
        var classesShowing: [String: [ClassInfo]] = [:]
        var classesEnablingInteraction: [String: [ClassInfo]] = [:]
        for infos in classes.byName.values {
            for info in infos {
                for name in info.shownMembers { classesShowing[name, default: []].append(info) }
                for name in info.interactionEnabledMembers { classesEnablingInteraction[name, default: []].append(info) }
            }
        }
        self.classesShowing = classesShowing
        self.classesEnablingInteraction = classesEnablingInteraction
        self.imageNamesByLowercase = CaseVariants.byLowercase(sources.images)
        self.colorNamesByLowercase = CaseVariants.byLowercase(sources.colors)
        let nibLoads = NibLoads(sources: sources, classes: classes)
        self.nibLoads = nibLoads
        var ownersByFile: [String: NibOwners] = [:]
        for document in documents where document.kind == .xib {
            ownersByFile[document.file] = nibLoads.owners(of: document)
        }
        self.ownersByFile = ownersByFile
        self.nibsComplete = nibsComplete
        var nibNames: Set<String> = []
        var storyboards = 0
        var reuse: Set<String> = []
        var prototypes: Set<String> = []
        var storyboardIDs: Set<String> = []
        var segues: Set<String> = []
        var connected: [String: Set<String>] = [:]
        var unknownOwners: Set<String> = []
        var nibClasses: Set<String> = []
        var actionReceivers: [String: Set<String>] = [:]
        var outsideStoryboards: Set<String> = []
        var referencedIDs: Set<String> = []
        var referencedNames: Set<String> = []
        var referencedWhole: Set<String> = []
        var referencesByStoryboard: [String: (names: Set<String>, whole: Set<String>)] = [:]
        var withoutStoryboardID: [String: [Element]] = [:]
        var supplementaryKindsShown: [String: Set<SupplementaryKind>] = [:]
        for document in documents {
            nibNames.insert(NibLoads.baseName(ofFile: document.file))
            if document.kind == .storyboard { storyboards += 1 }
            guard document.kind != .legacyArchive else { continue }
            for element in document.elements {
                if let identifier = element.reuseIdentifier {
                    reuse.insert(identifier)
                    if document.kind == .storyboard, element.name == "tableViewCell" || element.name == "collectionViewCell" { prototypes.insert(identifier) }
                }
                let storyboardID = element[attribute: "storyboardIdentifier"]
                if let storyboardID { storyboardIDs.insert(storyboardID) }
                if element.name == "viewControllerPlaceholder" {
                    if let identifier = element[attribute: "referencedIdentifier"] { referencedIDs.insert(identifier) }
                    if let name = element[attribute: "storyboardName"] {
                        referencedNames.insert(name)
                        referencesByStoryboard[document.file, default: ([], [])].names.insert(name)
                        if (element[attribute: "referencedIdentifier"] ?? "").isEmpty {
                            referencedWhole.insert(name)
                            referencesByStoryboard[document.file, default: ([], [])].whole.insert(name)
                        }
                    }
                }
                if element.name == "segue", let identifier = element[attribute: "identifier"] { segues.insert(identifier) }
                if element.name == "collectionView" {
                    if let sourceID = element.connections.first(where: { $0.kind == .outlet && $0.property == "dataSource" })?.destination {
                        if let dataSource = document.element(withID: sourceID)?.customClass {
                            supplementaryKindsShown[dataSource, default: []].formUnion(ProjectFacts.shownSupplementaryKinds(of: element))
                        }
                    } else if let holder = ProjectFacts.likelyDataSourceClass(of: element, in: document) {
                        // Its data source is set in code, most likely by the controller or owner
                        // holding it: whatever its layout gives, that class may be asked for both.
                        supplementaryKindsShown[holder, default: []].formUnion([.sectionHeader, .sectionFooter])
                    }
                }
                // The classes an action is checked against: a declared class's object, or File's
                // Owner as the code passes it; not First Responder, nor a nib no target builds.
                if element.name == "action", sources.nibsBuiltByNoTarget[document.file] == nil,
                   let selector = element[attribute: "selector"],
                   let targetID = element[attribute: "destination"] ?? element[attribute: "target"],
                   let target = document.element(withID: targetID), !target.isPlaceholder || target.isFilesOwner {
                    var receivers = target.customClass.map { [$0] } ?? []
                    if target.isFilesOwner, let owners = ownersByFile[document.file] {
                        let passed = Array(owners.certain.keys) + Array(owners.possible)
                        if !passed.isEmpty { receivers = passed }
                    }
                    for receiver in receivers where classes.unique(receiver) != nil {
                        actionReceivers[selector, default: []].insert(receiver)
                    }
                }
                let className = element.customClass
                if let className, !element.isPlaceholder || element.isFilesOwner {
                    nibClasses.insert(className)
                    if document.kind != .storyboard { outsideStoryboards.insert(className) }
                }
                if let className, document.kind == .storyboard, storyboardID?.isEmpty ?? true,
                   element[attribute: "sceneMemberID"] == "viewController", element.name != "viewControllerPlaceholder" {
                    withoutStoryboardID[className, default: []].append(element)
                }
                guard element.name == "connections", let source = element.parent else { continue }
                let outlets = source.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.property)
                if let sourceClass = source.customClass {
                    connected[sourceClass, default: []].formUnion(outlets)
                }
                // File's Owner's outlets are set on the object the code passes, whatever class
                // the nib names.
                if source.isFilesOwner {
                    let owners = ownersByFile[document.file] ?? NibOwners()
                    for owner in Set(owners.certain.keys).union(owners.possible) { connected[owner, default: []].formUnion(outlets) }
                    if owners.someUnknown || (source.customClass == nil && !owners.known) { unknownOwners.formUnion(outlets) }
                }
            }
        }
        self.nibNames = nibNames.union(sources.interfaceFileNames)
        self.storyboardCount = storyboards
        self.reuseIdentifiers = reuse
        self.prototypeIdentifiers = prototypes
        self.storyboardIdentifiers = storyboardIDs
        self.viewControllersWithoutStoryboardID = withoutStoryboardID
        self.segueIdentifiers = segues
        self.supplementaryKindsShown = supplementaryKindsShown
        self.connectedOutlets = connected
        self.outletsOnUnknownOwners = unknownOwners
        self.nibClasses = nibClasses
        self.actionReceivers = actionReceivers
        self.classesOutsideStoryboards = outsideStoryboards
        self.referencedStoryboardIdentifiers = referencedIDs
        self.storyboards = documents.filter { $0.kind == .storyboard }
        self.outletUses = OutletUses(sources)
        self.referencedStoryboardNames = referencedNames
        self.storyboardsReferencedWhole = referencedWhole
        self.referencesByStoryboard = referencesByStoryboard
        self.mayRestoreState = !Self.readInFull(sources) || Self.aBuiltFile(in: sources, writes: .stateRestoration)
    }

    /// What the code may pass as the owner of `document` (`NibLoads.owners(of:)`), read once
    /// per nib of the project.
    public func owners(of document: Document) -> NibOwners {
        ownersByFile[document.file] ?? nibLoads.owners(of: document)
    }

    /// Whether some class or extension of the project declares a method with `selector`.
    public func declaresSelector(_ selector: String) -> Bool {
        declaredSelectors.withLock { known in
            if known == nil {
                known = classes.byName.values.reduce(into: Set<String>()) { all, infos in
                    for info in infos { all.formUnion(info.selectors.keys) }
                }
            }
            return known?.contains(selector) == true
        }
    }

    /// The Swift and Objective-C sources were all read, so a use no file shows is no use: what
    /// the `may…` questions below need before they can answer no.
    var sourcesReadInFull: Bool { Self.readInFull(sources) }

    private static func readInFull(_ sources: SourceFacts) -> Bool {
        sources.swiftRead && sources.codeFound && sources.unreadNames.isEmpty
    }

    /// Some file a target compiles (or one of unknown membership) has a use of `kind`: the
    /// once-per-file marks, such as an initial controller asked for or state restoration.
    private static func aBuiltFile(in sources: SourceFacts, writes kind: LiteralUse.Kind) -> Bool {
        sources.literals.contains { $0.kind == kind && sources.sourcesBuiltByNoTarget[$0.location.file] == nil }
    }

    /// Some code may dequeue a cell with this reuse identifier: a literal or constant of that
    /// value, an identifier computed at run time, or a class's name that this identifier is.
    /// True whenever the sources were not read in full.
    /// `controller`: the names of the class chain of the scene controller whose list holds the
    /// prototype, when known: an identifier a view controller computes and dequeues from its
    /// own list (`self.tableView`) makes only its own scenes' prototypes (ssumobile's directory
    /// controller, dequeuing by Core Data entity names, makes none of the news scene's).
    /// `queue`: the queue the prototype is in, when asked for one: an identifier computed for
    /// another queue (a collection view's, a table's headers) makes no prototype of this one
    /// (ssumobile's home screen dequeues computed names from its collection view).
    /// `storyboard`: the storyboard of the prototype, when asked for one: another app's code
    /// dequeues from its own storyboards' lists.
    public func mayDequeue(reuseIdentifier identifier: String, from controller: Set<String>? = nil, queue: ReuseQueue? = nil,
                           in storyboard: Document? = nil) -> Bool {
        !sourcesReadInFull || mayUse(identifier, kind: .dequeueReuseIdentifier, storyboard: storyboard, performedBy: controller, queue: queue)
    }

    /// A registration by a scene controller's own code (an instance member of a class of
    /// `controller`, the names of its chain, in a target that copies `storyboard`) under the
    /// reuse identifier of one of its prototype cells, in `queue`, in a file a target compiles:
    /// it replaces the prototype the table or collection view decoded, so a dequeue makes the
    /// registered cell and never the prototype. Another app's class of the same name (each
    /// lesson of a course has its `ViewController`) registers for its own scenes.
    public func registration(replacingPrototype identifier: String, of controller: Set<String>, queue: ReuseQueue,
                             in storyboard: Document) -> LiteralUse? {
        literalIndex.uses(of: .registerReuseIdentifier, withValue: identifier).first { use in
            use.queue == queue && use.enclosingClass.map(controller.contains) == true
                && sources.sourcesBuiltByNoTarget[use.location.file] == nil
                && !nibLoads.isInAnotherTarget(use, than: storyboard)
        }
    }

    /// A dequeue in the code that may take a cell of reuse identifier `identifier` as a class:
    /// the first under that identifier, else the first whose identifier is not known (any, or a
    /// class's name, as a generic helper's `cellType.reuseIdentifier` gives, when `identifier`
    /// is one). In Objective-C only where it casts the cell (`(BookCell *)[tableView dequeue…]`),
    /// in Swift wherever the reader cannot tell that it takes the cell as it is
    /// (`LiteralUse.mayCastTheCell`). `plain`: the framework class chain of the object UIKit
    /// makes for the cell (most derived first); a dequeue that takes the cell as one of those
    /// classes (`UITableViewCell *cell = [tableView dequeue…]`) takes it as what it is.
    public func castingDequeue(reuseIdentifier identifier: String, plain: [String]) -> LiteralUse? {
        func takesMore(_ use: LiteralUse) -> Bool {
            use.mayCastTheCell && !(use.cellClass.map { UnknownClassFallback.satisfies(plain, $0) } ?? false)
        }
        let mayBeClassName = classes.byName[identifier] != nil
        return literalIndex.uses(of: .dequeueReuseIdentifier, withValue: identifier).first(where: takesMore)
            ?? castingComputedDequeues.first { (mayBeClassName || !$0.identifierIsClassName) && takesMore($0) }
    }

    /// The system, not the screen, sizes the initial view of `document`: it is the storyboard of
    /// an app extension whose view the system sizes (`SourceFacts.systemSizedExtensionStoryboards`),
    /// such as a Today widget, as tall as its constraints ask whatever its canvas.
    public func initialViewIsSizedBySystem(_ document: Document) -> Bool {
        document.kind == .storyboard && sources.systemSizedExtensionStoryboards.contains { $0.isFile(document.file) }
    }

    /// Some code may perform a segue with this identifier (a literal or constant of that value,
    /// or an identifier computed at run time from strings the app's code writes, or a `String`
    /// enum's raw value: BrightStart's and GaTBook's menus perform identifiers from lists of
    /// their own literals, never the old wizard's and AddBook's). True whenever the sources were
    /// not read in full.
    /// `controller`: the names of the class chain of the scene's controller the segue leaves
    /// from, when known: an identifier the code computes is performed on `self` only by that
    /// chain's code (bm_iOS's `performSegue(withIdentifier: segue, …)` in one table controller
    /// performs no other controller's segues). `storyboard`: the segue's, when known: another
    /// app's code performs its own storyboards' segues, even from a class of the same name (a
    /// repository of SDK samples, each app with its VponMenuTableViewController).
    public func mayPerform(segueIdentifier identifier: String, from controller: Set<String>? = nil, in storyboard: Document? = nil) -> Bool {
        !sourcesReadInFull || mayUse(identifier, kind: .segueIdentifier, computedFromWrittenStrings: true, storyboard: storyboard, performedBy: controller)
    }

    /// Which storyboards the apps start with is not known: no Info.plist read names one, and
    /// some app's or extension's Info.plist was not found or read (see
    /// `SourceFacts.startingStoryboardsKnown`).
    var startingStoryboardsUnknown: Bool {
        sources.infoPlistStoryboardNames.isEmpty && !sources.startingStoryboardsKnown
    }

    /// Something may load `storyboard`: an Info.plist (or a generated one), a storyboard
    /// reference, code that names it (`UIStoryboard(name:bundle:)` with a literal or constant
    /// of that value, R.swift's or SwiftGen's accessor for it, or a computed name where a built
    /// file writes it as a string), or a loader nibcheck does not read, given the name as a
    /// storyboard key's value (`storyboardKeyWriters(of:)`), unless that code runs in another
    /// app, whose bundle has its own storyboard of the name (xcoderDevOps's NewsPaper and SOS,
    /// each with a Login storyboard). True whenever the sources or nibs were not all read. In an
    /// app whose code names no storyboard at all, true when no Info.plist read names a main
    /// storyboard either and not every app's Info.plist was read (how it loads them is not
    /// known), and for a storyboard whose name a built file writes, or which is named after a
    /// class (a dependency's helper nibcheck does not follow may load it); one named nowhere is
    /// loaded by nothing (Inventory-Tracker's storyboard of a controller since rewritten under
    /// another name).
    public func mayLoad(_ storyboard: Document) -> Bool {
        mayLoad(storyboard, referencedNames: reachedStoryboardNames.names)
    }

    /// Some file may read the static property `property` (`Storyboards.favorite`, see
    /// `LiteralUse.runsWhenPropertyIsRead`), declared in `file`: a Swift file names it after its
    /// type, `Self` (or `type(of: self)`) or a subclass (`Storyboards.favorite`, `Self.favorite`, `Home.storyboard`),
    /// its own file names it again (bare, in lower case: see `SourceFacts.referencedNames`), or,
    /// for a framework type's extension (`UIStoryboard.favorite`), a file may read it as an
    /// implicit member (`.favorite`); or a file could not be read. An implicit `.favorite`
    /// elsewhere is taken for another type's (kDrive's `.favorite(file:)` API case), as is
    /// another type's member of the name (`UploadQueueID.photo`). Reads this misses (through a
    /// metatype value, Objective-C's) are why the finding says only that none was found.
    public func mayRead(_ property: String, declaredIn file: String) -> Bool {
        if !sources.swiftRead || !sources.unreadNames.isEmpty { return true }
        guard let dot = property.lastIndex(of: ".") else { return true }
        let type = String(property[..<dot]), name = String(property[property.index(after: dot)...])
        let member = "." + name, references = sources.typeMemberReferences
        if references.contains(property) || references.contains("Self" + member) { return true }
        for reference in references where reference.hasSuffix(member) && reference.count > member.count {
            let qualifier = String(reference.dropLast(member.count))
            if let subclass = classes.unique(qualifier), classes.chain(from: subclass).classes.dropFirst().contains(where: { $0.name == type }) {
                return true
            }
        }
        if sources.referencedNamesByFile[file]?.contains(name) == true { return true }
        let isFrameworkType = FrameworkClasses.isFrameworkClass(type)
        // A capitalized name, which `referencedNames` leaves out, may be named bare in its own type.
        if name.first.map({ !$0.isLowercase && $0 != "_" }) == true, !isFrameworkType { return true }
        return isFrameworkType && references.contains(member)
    }

    /// Where something may load `storyboard` only through a loader nibcheck does not read, given
    /// its name as a storyboard key's value, the files that give it (`storyboardKeyWriters(of:)`);
    /// empty otherwise. Which of its scenes that loader shows is not known, so a crash in any is
    /// not certain (material-components-ios's catalog, driven by a dependency, loads each
    /// example's storyboard by its metadata's `"storyboardName"`).
    public func onlyStoryboardKeyWriters(of storyboard: Document) -> [String] {
        let writers = storyboardKeyWriters(of: storyboard)
        guard !writers.isEmpty, !mayLoad(storyboard, referencedNames: reachedStoryboardNames.names, countingStoryboardKeys: false) else { return [] }
        return writers
    }

    /// The built files, of code that may run in `storyboard`'s app, that write its name as the
    /// value of a storyboard key or label (`"storyboardName": "Buttons"`, `storyboard:
    /// "Buttons"`), which whatever takes it loads a storyboard by.
    public func storyboardKeyWriters(of storyboard: Document) -> [String] {
        let name = NibLoads.baseName(ofFile: storyboard.file)
        return (sources.storyboardKeyedStringFiles[name] ?? []).filter { file in
            sources.sourcesBuiltByNoTarget[file] == nil && !nibLoads.isInAnotherApp(file: file, than: storyboard)
        }.sorted()
    }

    /// `mayLoad(_:)` as if the nibs the checkout lacks were not built: what the files that are
    /// there load (`SceneReach`'s scenes only a missing file could show).
    func mayLoadIgnoringMissingNibs(_ storyboard: Document) -> Bool {
        mayLoad(storyboard, referencedNames: reachedStoryboardNames.names, ignoringMissingNibs: true)
    }

    /// `mayLoad(_:)` where the storyboard references that may lead somewhere are those to
    /// `referencedNames`.
    /// `countingStoryboardKeys`: whether a loader given the name as a storyboard key's value counts.
    private func mayLoad(_ storyboard: Document, referencedNames: Set<String>, ignoringMissingNibs: Bool = false,
                         countingStoryboardKeys: Bool = true) -> Bool {
        let name = NibLoads.baseName(ofFile: storyboard.file)
        guard sourcesReadInFull, ignoringMissingNibs || nibsComplete(forStoryboardNamed: name) else { return true }
        if sources.infoPlistStoryboardNames.contains(name) || sources.infoPlistNibNames.contains(name)
            || referencedNames.contains(name) { return true }
        if countingStoryboardKeys, !storyboardKeyWriters(of: storyboard).isEmpty { return true }
        guard sources.literals.contains(where: { $0.kind == .storyboardName && sources.sourcesBuiltByNoTarget[$0.location.file] == nil }) else {
            return startingStoryboardsUnknown || sources.isWrittenByABuiltFile(name) || classes.byName[name] != nil
        }
        return mayUse(name, kind: .storyboardName, computedFromWrittenStrings: true, builtFilesOnly: true,
                      storyboard: storyboard)
    }

    /// Something may make the initial view controller of the storyboard named `name`: an
    /// Info.plist that names it (UIKit makes the main storyboard's, and the system shows the
    /// launch screen's), a storyboard reference to it
    /// that asks for no Storyboard ID, or code that asks some storyboard for its initial
    /// controller (which storyboard is not followed). A storyboard the code loads only to ask for
    /// Storyboard IDs never shows its initial scene (superapp-ios's Main.storyboard, whose
    /// initial side-menu controller no file declares). True whenever the sources or nibs were
    /// not all read, or no Info.plist read names a storyboard and not every app's Info.plist was
    /// read (which one UIKit starts with is then not known).
    public func mayShowInitialViewController(ofStoryboardNamed name: String, ignoringMissingNibs: Bool = false) -> Bool {
        guard sourcesReadInFull, ignoringMissingNibs || nibsComplete(forStoryboardNamed: name), !startingStoryboardsUnknown else { return true }
        if sources.infoPlistStoryboardNames.contains(name) || sources.infoPlistNibNames.contains(name)
            || reachedStoryboardNames.whole.contains(name) { return true }
        return Self.aBuiltFile(in: sources, writes: .initialViewController)
    }

    /// Some code or storyboard reference may ask a storyboard for the view controller with this
    /// Storyboard ID: a literal or constant of that value, an identifier computed at run time, a
    /// class's name that this identifier is, or a reference that names it. True whenever the
    /// sources were not read in full.
    /// `storyboard`: the storyboard the scene is in. A request that names another storyboard
    /// (`UIStoryboard(name: "Rooms", …)`) is not for it (superapp-ios's Main.storyboard, whose
    /// copy of a menu scene has the ID the code asks Rooms for), nor is a request by another
    /// app's code, which runs in that app's bundle (xcoderDevOps's NewsPaper asks its own Login
    /// storyboard for the RegisterVC that SOS's Login storyboard also names).
    public func mayInstantiate(storyboardIdentifier identifier: String, in storyboard: Document) -> Bool {
        mayInstantiate(storyboardIdentifier: identifier, in: storyboard, references: nil)
    }

    /// `references`: the Storyboard IDs storyboard references may ask for; nil for those of the
    /// references in scenes something may show (`reachedStoryboardReferences`).
    /// `ignoringMissingNibs`: as if the nibs the checkout lacks were not built.
    func mayInstantiate(storyboardIdentifier identifier: String, in storyboard: Document, references: Set<String>?,
                        ignoringMissingNibs: Bool = false) -> Bool {
        let name = NibLoads.baseName(ofFile: storyboard.file)
        guard sourcesReadInFull, ignoringMissingNibs || nibsComplete(forStoryboardNamed: name) else { return true }
        if (references ?? reachedStoryboardReferences).contains(identifier) { return true }
        // A computed identifier may be any, but one the code can only pass on from its own
        // literals (a helper's `withIdentifier: identifier`) is one of them: an ID no built file
        // writes as a string is asked for by nothing (green_ios's leftover scenes).
        return mayUse(identifier, kind: .storyboardIdentifier, computedFromWrittenStrings: true, builtFilesOnly: true,
                      storyboard: storyboard)
    }

    /// The storyboards that references in storyboards something may load lead to (`names`),
    /// and those whose initial controller such a reference asks for (`whole`): a reference in a
    /// storyboard nothing loads leads nowhere (GaTBook's old Login storyboard, whose reference
    /// to the old Register storyboard was all that named it). Reached from the code's and
    /// Info.plist's ways in, storyboard by storyboard, until no name is added. Computed once,
    /// on first use.
    var reachedStoryboardNames: (names: Set<String>, whole: Set<String>) {
        if let cached = reachedNames.withLock({ $0 }) { return cached }
        // Outside the lock, as `reachedStoryboardReferences`.
        // A storyboard loads if something loads it without a reference, or a reference in one
        // that loads names it: each referring storyboard is asked once, then followed by name
        // (linear in the references, however long their chain).
        var reached: (names: Set<String>, whole: Set<String>) = ([], [])
        let referring = storyboards.filter { referencesByStoryboard[$0.file] != nil }
        let referringByName = Dictionary(grouping: referring) { NibLoads.baseName(ofFile: $0.file) }
        var pending = referring.filter { mayLoad($0, referencedNames: []) }
        var loaded = Set(pending.map(\.file))
        while let document = pending.popLast() {
            guard let references = referencesByStoryboard[document.file] else { continue }
            reached.whole.formUnion(references.whole)
            for name in references.names where reached.names.insert(name).inserted {
                for next in referringByName[name] ?? [] where loaded.insert(next.file).inserted { pending.append(next) }
            }
        }
        reachedNames.withLock { $0 = reached }
        return reached
    }

    /// The Storyboard IDs that storyboard references in scenes something may show ask for: a
    /// reference only a scene nothing shows leads to shows nothing either (bm_iOS's Team and
    /// TempPlay storyboards, whose references to Main's city and arena pickers sit behind
    /// segues no code performs). Reached from the code's and Info.plist's ways in, storyboard
    /// by storyboard, until no reference is added. Computed once, on first use.
    var reachedStoryboardReferences: Set<String> {
        if let cached = reachedReferences.withLock({ $0 }) { return cached }
        // Computed outside the lock (two threads may both compute it, with the same result), so
        // that nothing it asks can wait on the lock.
        var references: Set<String> = []
        while true {
            var next: Set<String> = []
            for document in storyboards where !SceneReach.nothingLoads(document, project: self) {
                let reached = SceneReach.reachedScenes(in: document, project: self, references: references, placeholderScenesShown: false)
                for scene in document.scenes where reached.contains(scene.element) {
                    for object in scene.objects where object.name == "viewControllerPlaceholder" {
                        if let identifier = object[attribute: "referencedIdentifier"], !identifier.isEmpty { next.insert(identifier) }
                    }
                }
            }
            if next.isSubset(of: references) { break }
            references.formUnion(next)
        }
        reachedReferences.withLock { $0 = references }
        return references
    }

    /// The nibs read are all that the targets building `file` (a source file or a nib) have:
    /// every nib was found, and no nib a target builds is missing that may serve the file (see
    /// `UnseenNib.mayServe`), and the file is not code of an app that committed no nib
    /// (`SourceFacts.sourcesWithoutNibs`). A lesson repository's SliderDemo builds a
    /// Main.storyboard it never committed, which may define the Storyboard IDs and cells its own
    /// code asks for, and nothing of the other apps beside it.
    public func nibsComplete(at file: String) -> Bool {
        guard nibsComplete else { return false }
        guard !sources.sourcesWithoutNibs.isEmpty || !sources.builtNibsUnseen.isEmpty else { return true }
        let absolute = FileSystem.absolute(file)
        if sources.sourcesWithoutNibs.contains(absolute) { return false }
        let module = sources.sourceModules[file] ?? sources.nibModules[file]
        return !sources.builtNibsUnseen.values.contains { $0.mayServe(absolute, module: module) }
    }

    /// `nibsComplete(at:)` for every storyboard of that base name, and no storyboard a target
    /// builds under that name is missing.
    func nibsComplete(forStoryboardNamed name: String) -> Bool {
        guard nibsComplete else { return false }
        guard !sources.builtNibsUnseen.isEmpty else { return true }
        if sources.builtNibsUnseen.keys.contains(where: { NibLoads.baseName(ofFile: $0) == name }) { return false }
        return storyboards.allSatisfy { NibLoads.baseName(ofFile: $0.file) != name || nibsComplete(at: $0.file) }
    }

    /// `name` is a view controller class and nothing makes an object of it or of a subclass: no
    /// XIB names one, nor a storyboard in a scene something may show (ssumobile's boundary tool,
    /// a scene no segue or Storyboard ID request reaches), no code uses one as a value (`X()`,
    /// `X.self`, `[X alloc]`), writes its name as a string (`NSClassFromString`) or gives it to
    /// an object. False whenever the sources or nibs were not all read, or the sources do not
    /// declare the class once.
    public func nothingMakes(_ name: String) -> Bool {
        // Only a view controller: the system makes objects no file names (an `@main` app
        // delegate, a scene delegate an Info.plist names, a class `NSStringFromClass` hands
        // to UIApplicationMain), and what makes other objects is too varied to rule out.
        guard sourcesReadInFull, nibsComplete, isViewController(name),
              classes.byName[name]?.allSatisfy({ nibsComplete(at: $0.location.file) }) ?? true else { return false }
        var family: Set<String> = [name]
        for infos in classes.byName.values {
            for info in infos where classes.chain(from: info).classes.contains(where: { $0.name == name }) { family.insert(info.name) }
        }
        return family.isDisjoint(with: classesNibsMayMake) && family.isDisjoint(with: sources.valueNames)
            && family.isDisjoint(with: sources.swappedInClassNames) && family.allSatisfy { sources.identifierStringFiles[$0] == nil }
    }

    /// The classes the nibs name where loading them may make one: every XIB's, and a
    /// storyboard's outside the scenes nothing shows and the prototype cells nothing dequeues
    /// (`SceneReach`). Found on first use: only a finding that may be latent asks.
    private var classesNibsMayMake: Set<String> {
        if let known = madeByNibs.withLock({ $0 }) { return known }
        var made = classesOutsideStoryboards
        for document in storyboards {
            let reach = SceneReach(document, project: self)
            for element in document.elements {
                guard let className = element.customClass, !element.isPlaceholder, !made.contains(className),
                      !reach.isUnreachable(element) else { continue }
                made.insert(className)
            }
        }
        madeByNibs.withLock { $0 = made }
        return made
    }

    /// A use's queue is a cell queue other than the one asked about (a collection view's cells
    /// against a table's, or either against a header's or footer's): a dequeue there makes
    /// none of its prototypes. A use whose queue the reader could not tell (`.other`) may be any.
    private static func isOtherCellQueue(_ used: ReuseQueue?, than asked: ReuseQueue?) -> Bool {
        guard let used, let asked else { return false }
        return used != asked && used != .other
    }

    /// A use of `kind` in the sources is `identifier`, or may be: a literal or constant of that
    /// value; a class's name computed at run time, when `identifier` is a class's name; any other
    /// computed identifier, or with `computedFromWrittenStrings` one computed where a file of
    /// its own app writes `identifier` (see `isWritten(_:besides:)`). `builtFilesOnly`: uses in
    /// files no target compiles do not count. `storyboard`: the storyboard asked about, whose
    /// name the use may name and whose app the use must run in (see `isFor(_:_:)`).
    /// `performedBy`: for a segue, the class chain of the controller it leaves from (see
    /// `mayPerform(segueIdentifier:from:)`); for a dequeue, that of the controller whose scene
    /// holds the prototype, and `queue` its queue (see `mayDequeue(reuseIdentifier:from:queue:)`).
    private func mayUse(_ identifier: String, kind: LiteralUse.Kind, computedFromWrittenStrings: Bool = false, builtFilesOnly: Bool = false,
                        storyboard: Document? = nil, performedBy controller: Set<String>? = nil, queue: ReuseQueue? = nil) -> Bool {
        // A use of that value names it, unless it cannot run where the question is asked.
        for use in literalIndex.uses(of: kind, withValue: identifier) {
            // A collection view's dequeue makes no table cell, nor a table's a collection
            // view's (Flux's settings list: the one literal dequeue of its prototype's "cell" is
            // another controller's collection view's).
            if Self.isOtherCellQueue(use.queue, than: queue) { continue }
            if builtFilesOnly, sources.sourcesBuiltByNoTarget[use.location.file] != nil { continue }
            if use.runsOnlyInStateRestoration, !mayRestoreState { continue }
            if let storyboard, !isFor(storyboard, use) { continue }
            return true
        }
        // A use whose value is not known may name it.
        for entry in literalIndex.unvaluedUses(of: kind, from: controller) {
            let use = entry.use
            // Only between the two cell queues: a dequeue whose queue the reader could not tell
            // (`.other`) may be any.
            if Self.isOtherCellQueue(use.queue, than: queue), !entry.hasValue { continue }
            if builtFilesOnly, !entry.isBuilt { continue }
            // A performer no class is (a protocol's extension: the SegueHandlerType pattern)
            // may be any controller that adopts it.
            if let controller, let performer = use.performer, !controller.contains(performer), !entry.hasValue,
               entry.performerIsKnownClass { continue }
            // A view controller's own list holds its own scenes' prototypes; another object's
            // `tableView` property (a data source's) may be any controller's.
            if let controller, use.dequeuesFromOwnList, let owner = use.enclosingClass, !controller.contains(owner),
               !entry.hasValue, entry.enclosingClassIsViewController { continue }
            if use.runsOnlyInStateRestoration, !mayRestoreState { continue }
            if let storyboard, !isFor(storyboard, use) { continue }
            if let storyboard, use.storyboardIsEnumCase, use.identifierIsClassName,
               !helperMayAsk(storyboard, forClassNamed: identifier) { continue }
            // A generic helper nothing calls asks for nothing (Newsreels' `instantiateViewController<T>()`).
            if let function = use.askedThroughCallsOf, !sources.isCalled(function) { continue }
            if let accessor = use.generatedSceneAccessor {
                if GeneratedNibName.isSceneAccessor(accessor, of: identifier) { return true }
            } else if use.constant?.hasSuffix(".rawValue") == true, !use.identifierIsClassName {
                // `identifier.rawValue` (the SegueHandlerType pattern): a `String` enum's raw
                // value, or a string some file writes (a `RawRepresentable` struct's
                // `init(rawValue: "…")`); iOS-planckForiOS's manual segue `segueShowLog` is
                // neither.
                if sources.stringRawValues.contains(identifier) || sources.identifierStringFiles[identifier] != nil { return true }
            } else if use.identifierIsClassName
                        // A class method's own class: one the code sends it to by name.
                        ? classes.byName[identifier] != nil && (!use.identifierIsReceiverClassName || sources.valueNames.contains(identifier))
                        : !computedFromWrittenStrings || isWritten(identifier, besides: use) || sources.stringRawValues.contains(identifier) {
                return true
            }
        }
        return false
    }

    /// A file a target compiles, whose code may run beside `use`'s, writes `string`: a name the
    /// code computes from its own literals is one its own app writes, never another app's
    /// (xcoderDevOps's SOS picks its popups' Storyboard IDs from its own strings; only
    /// NewsPaper writes "RegisterVC"). Any built file, where the use's app is not known; a
    /// framework's or a file of unknown target may run in any app.
    private func isWritten(_ string: String, besides use: LiteralUse) -> Bool {
        let writers = (sources.identifierStringFiles[string] ?? []).filter { sources.sourcesBuiltByNoTarget[$0] == nil }
        let own = NibLoads.modules(ofFile: use.location.file, in: sources)
        guard !own.isEmpty, own.isSubset(of: sources.applicationModules) else { return !writers.isEmpty }
        return writers.contains { writer in
            let theirs = NibLoads.modules(ofFile: writer, in: sources)
            return theirs.isEmpty || !theirs.isDisjoint(with: own) || !theirs.isSubset(of: sources.applicationModules)
        }
    }

    /// The AppStoryboard helper, asked for the scene of the class named `name` (its Storyboard ID
    /// the class's name), may ask `storyboard`: a caller passes a case naming it beside the class
    /// (`HomeVC.instantiate(fromAppStoryboard: .Home)`, by the case's name or its raw value), or
    /// the calls name no storyboard for the class, or one passes the class on through a value.
    /// Newsreels asks Home for CommentsVC; the old copy of its scene in Schedule.storyboard,
    /// with outlets the class no longer has, is not shown by it.
    private func helperMayAsk(_ storyboard: Document, forClassNamed name: String) -> Bool {
        guard let cases = sources.classEnumCases[name], !cases.contains("*") else { return true }
        let known = storyboardCases.withLock { cached in
            if let cached { return cached }
            let storyboardNames = Set(storyboards.map { NibLoads.baseName(ofFile: $0.file).lowercased() })
            // `AppStoryboard.Home.rawValue` → `Home`: a case of a `String` enum, by its name and
            // raw value (`case main = "Main_iPhone"`); only those that name a storyboard.
            var names: [String: Set<String>] = [:]
            for (constant, value) in sources.stringConstants where constant.hasSuffix(".rawValue") {
                let parts = constant.split(separator: ".")
                guard parts.count >= 3 else { continue }
                let enumCase = String(parts[parts.count - 2])
                for candidate in [enumCase.lowercased(), value.lowercased()] where storyboardNames.contains(candidate) {
                    names[enumCase, default: []].insert(candidate)
                }
            }
            cached = names
            return names
        }
        // Only cases of a `String` enum that name a storyboard say where (`.dark` says nothing).
        let named = cases.compactMap { known[$0] }
        guard !named.isEmpty else { return true }
        let asked = NibLoads.baseName(ofFile: storyboard.file).lowercased()
        return named.contains { $0.contains(asked) }
    }

    /// A use may be for `storyboard`: it names no other storyboard, and runs in no other app's
    /// bundle.
    private func isFor(_ storyboard: Document, _ use: LiteralUse) -> Bool {
        if let asked = use.storyboard, NibLoads.baseName(asked) != NibLoads.baseName(ofFile: storyboard.file) { return false }
        return !nibLoads.isInAnotherApp(use, than: storyboard)
    }

    /// What the code that may run with `document` sets or calls on anything (see
    /// `membersSetAnywhere`): that of the targets that build it, of frameworks and of files of
    /// no known target; another app's code never touches this app's views. Everywhere, where
    /// the nib's targets are not known.
    public func membersSet(byCodeOf document: Document) -> Set<String> {
        guard let targets = sources.nibTargets[document.file], !targets.isEmpty else { return membersSetAnywhere }
        var members: Set<String> = []
        for (module, set) in membersSetByModule {
            guard let module else { members.formUnion(set); continue }
            if targets.contains(module) || !sources.applicationModules.contains(module) { members.formUnion(set) }
        }
        return members
    }

    /// Code that may run in `document`'s app sets the tab bar items of controllers other than
    /// its own (`modulesSettingTabBarItems`): code of a target that builds the nib, of no known
    /// target, or of a module that is no application (a framework the app links); any code
    /// where the nib's targets are not known, or are all frameworks, which any app may link
    /// (SwiftCommunity's feature frameworks, whose scenes the app's dashboard makes tabs of).
    public func setsTabBarItems(byCodeOf document: Document) -> Bool {
        guard let targets = sources.nibTargets[document.file], !targets.isEmpty,
              !targets.isDisjoint(with: sources.applicationModules) else { return !modulesSettingTabBarItems.isEmpty }
        return modulesSettingTabBarItems.contains { module in
            guard let module else { return true }
            return targets.contains(module) || !sources.applicationModules.contains(module)
        }
    }

    /// The sources declare `name` once, as a class whose chain reaches `UIViewController`.
    private func isViewController(_ name: String) -> Bool {
        Self.isViewController(name, in: classes)
    }

    private static func isViewController(_ name: String, in classes: ClassIndex) -> Bool {
        guard let info = classes.unique(name) else { return false }
        return classes.chain(from: info).framework.contains("UIViewController")
    }

    /// The module `customModuleProvider="target"` stands for in `document`, when the layout says.
    public func module(of document: Document) -> String? {
        sources.nibModules[document.file]
    }

    /// The class a nib object names: by name, in its module when the nib gives one the sources
    /// cover. Nil when the sources declare no such class.
    public func resolve(_ element: Element, in document: Document) -> ClassInfo? {
        guard let name = element.customClass else { return nil }
        return resolve(name, for: element, in: document)
    }

    /// A class name as a nib object means it: when several targets declare it, the one in the
    /// nib's own target (by file membership, which holds even where a module name set in an
    /// .xcconfig was not read), else the one in the module the nib names; nil when still ambiguous.
    public func resolve(_ name: String, for element: Element, in document: Document) -> ClassInfo? {
        let candidates = classes.byName[name]?.filter(\.isDeclared) ?? []
        if candidates.count <= 1 {
            // Another project's module of the nib's module's name is another app's: a lesson's
            // starter storyboard does not get the final app's class.
            if let only = candidates.first, ModuleName.areTwoApps(only.module, module(of: document)) { return nil }
            if let only = candidates.first, isAnotherAppsClass(only, for: element, in: document) { return nil }
            return candidates.first
        }
        // A nib that names no module has the runtime look the name up as it is, which finds an
        // Objective-C class; a Swift class is named with its module (doozer's login scene names
        // the app's Objective-C LoginViewController, beside a Swift one in an archived project
        // whose target has the same module name).
        if element.customModule == nil, element.customModuleProvider == nil {
            let objectiveC = candidates.filter { $0.language == .objectiveC }
            if objectiveC.count == 1 { return objectiveC[0] }
            // Several apps of a repository, each with its ViewController: the nib's own
            // target's Objective-C class, even beside a Swift one of a module of that name
            // (kaltura's TracksSample, beside PlayKitApp's Swift TracksSample target).
            if objectiveC.count > 1, let own = module(of: document) {
                let mine = objectiveC.filter { $0.isCompiled(into: own) }
                if mine.count == 1 { return mine[0] }
            }
        }
        if let own = module(of: document) {
            let mine = candidates.filter { $0.isCompiled(into: own) }
            if mine.count == 1 { return mine[0] }
        }
        return classes.unique(name, module: module(for: element, in: document))
    }

    /// Whether `info` is another app's class, where the nib object asks for its own module's: no
    /// app links another (xcoderDevOps's sample apps: SOS's Login.storyboard names a RegisterVC
    /// that only NewsPaper, another app of the repository, declares).
    public func isAnotherAppsClass(_ info: ClassInfo, for element: Element, in document: Document) -> Bool {
        guard let theirs = info.module, let own = module(of: document), theirs != own,
              sources.sharedSourceModules[info.location.file]?.contains(own) != true,
              sources.applicationModules.contains(theirs), module(for: element, in: document) == own else { return false }
        // A file that declares the name but that no target compiles may be the nib's own app's,
        // left out of a project file committed stale (chinaysun's MelbourneCafe: ReceiptView.swift
        // beside the storyboard, its outlets typed with it, a second app of the repository
        // declaring its own): not certain.
        return !sources.types.contains { $0.name == info.name && sources.sourcesBuiltByNoTarget[$0.location.file] != nil }
    }

    /// The module a nib object's class is looked up in: `customModule`, or the nib's own for
    /// `customModuleProvider="target"`; nil when unknown.
    /// Where two projects' targets build modules of one name, the facts name each with its
    /// project (`ModuleName`): the name a nib gives is its own project's.
    public func module(for element: Element, in document: Document) -> String? {
        if let named = element.customModule {
            if let own = module(of: document), own != named, ModuleName.base(own) == named { return own }
            return named
        }
        if element.customModuleProvider == "target" { return module(of: document) }
        return nil
    }

    /// An Objective-C implementation file (`.m`, `.mm`), where `@implementation` blocks live.
    static func isImplementationFile(_ file: String) -> Bool {
        file.hasSuffix(".m") || file.hasSuffix(".mm")
    }

    /// The constraints of `document` whose outlet the code of the outlet's owner collapses
    /// (`iconWidth.constant = 0`, `iconWidth.isActive = false`): a size the code takes away itself,
    /// as MirrorFly's document cells zero an icon's width each time they hide it.
    public func constraintsCollapsedByCode(in document: Document) -> Set<String> {
        Set(outlets(in: document, namedIn: \.collapsedConstraints) { document.element(withID: $0)?.name == "constraint" }.map(\.destination))
    }

    /// The views of `document` whose outlet the code of the outlet's owner may hide through
    /// (Swift's `badge.isHidden = !isNew`, Objective-C's `self.badge.hidden = YES`; not `= false`,
    /// which only shows it), with that outlet's name, by view id. Only the owner's class and its
    /// superclasses count: a view of another class that shares the outlet's name says nothing of
    /// this one. What hidden-arranged-view-conflict and undeclared-action both ask.
    public func outletsHiddenByCode(in document: Document) -> [String: String] {
        var result: [String: String] = [:]
        for outlet in outlets(in: document, namedIn: \.hiddenMembers) { result[outlet.destination] = outlet.property }
        return result
    }

    /// The views of `document` whose outlet the code of the outlet's owner turns user interaction
    /// off through (`buttonName.isUserInteractionEnabled = false`), with that outlet's name, by
    /// view id; as `outletsHiddenByCode`, only the owner's class and its superclasses count.
    public func outletsMadeUntouchableByCode(in document: Document) -> [String: String] {
        var result: [String: String] = [:]
        for outlet in outlets(in: document, namedIn: \.interactionDisabledMembers) { result[outlet.destination] = outlet.property }
        return result
    }

    /// The outlets of `document`, in order, whose destination `accepts` and whose name is in
    /// `names` of their owner's class or a superclass (the names the owner's code acts on).
    private func outlets(in document: Document, namedIn names: KeyPath<ClassInfo, Set<String>>,
                         accepts: (String) -> Bool = { _ in true }) -> [(property: String, destination: String)] {
        var result: [(property: String, destination: String)] = []
        for connections in document.elements(named: "connections") {
            guard let owner = connections.parent, let className = owner.customClass,
                  let info = classes.unique(className) else { continue }
            // The chain's names, read once per owner, and only for an outlet that may ask.
            var known: Set<String>?
            for outlet in owner.connections where outlet.kind == .outlet {
                guard let property = outlet.property, let destination = outlet.destination, accepts(destination) else { continue }
                if known == nil { known = classes.chain(from: info).classes.reduce(into: Set<String>()) { $0.formUnion($1[keyPath: names]) } }
                if known?.contains(property) == true { result.append((property, destination)) }
            }
        }
        return result
    }
}

/// One class with everything its declaration, extensions, categories and implementation add.
public struct ClassInfo: Sendable {
    public var name: String
    /// The module of the target that compiles the declaration's file (the first, when several do).
    public var module: String?
    /// Every other module whose target compiles the declaration's file too (a lesson's Sketch app
    /// compiles TableReview's AddViewController.swift: the class is TableReview's as much as
    /// Sketch's).
    public var otherModules: Set<String> = []
    public var language: TypeDeclaration.Language
    public var superclass: String?
    public var objcName: String?
    /// The class declaration's place (or the first addition's, when only those were read).
    public var location: SourceLocation
    public var isDeclared: Bool
    /// The properties by name: the first declaration of each, whatever its platforms.
    public var properties: [String: TypeDeclaration.Property] = [:]
    /// Later declarations of a name, each for other platforms (`#if os(macOS)` … `#elseif
    /// os(iOS)` …): what a nib of those platforms sets (`ClassIndex.Chain.property(_:platform:)`).
    public var platformVariants: [String: [TypeDeclaration.Property]] = [:]
    public var selectors: [String: TypeDeclaration.Method] = [:]
    /// The names the class's Swift declarations assign to (see `TypeDeclaration.assignedNames`).
    public var assignedNames: Set<String> = []
    /// The methods the class's Swift declarations call on a name (see `TypeDeclaration.calledMembers`).
    public var calledMembers: Set<String> = []
    /// The names whose view the class's code may hide (see `TypeDeclaration.hiddenMembers`).
    public var hiddenMembers: Set<String> = []
    /// The names whose view the class's code may show (see `TypeDeclaration.shownMembers`).
    public var shownMembers: Set<String> = []
    /// The names whose view the class's code turns user interaction off on (see
    /// `TypeDeclaration.interactionDisabledMembers`).
    public var interactionDisabledMembers: Set<String> = []
    /// The names whose view the class's code may turn user interaction on on.
    public var interactionEnabledMembers: Set<String> = []
    /// The names whose constraint the class's code collapses (see `TypeDeclaration.collapsedConstraints`).
    public var collapsedConstraints: Set<String> = []
    /// Declared in a file that imports NibKit (see `TypeDeclaration.writtenForNibKit`).
    public var writtenForNibKit = false
    /// The class's own `loadView` makes the view without calling super's or loading a nib
    /// itself (see `TypeDeclaration.loadsViewWithoutNib`).
    public var loadsViewWithoutNib = false
    /// NibKit: the outlet keys and action selectors the class lists.
    public var listedOutlets: Set<String> = []
    public var listedActions: Set<String> = []

    /// `setValue(_:forUndefinedKey:)` overridden: any key is accepted.
    public var acceptsAnyKey: Bool { selectors["setValue:forUndefinedKey:"] != nil }
    /// An Objective-C class the sources declare but no `.m` or `.mm` here implements: a binary
    /// library's, known by its header (RevTwo's `librevtwo.a`), whose implementation's class
    /// extension may declare outlets and actions the header does not.
    public var implementationIsUnseen = false

    /// `module`'s target compiles the class.
    public func isCompiled(into module: String) -> Bool {
        self.module == module || otherModules.contains(module)
    }
}

/// The sources' classes by name, with their chains.
public struct ClassIndex: Sendable {
    public private(set) var byName: [String: [ClassInfo]] = [:]

    /// `sharedModules`: the modules of every target that compiles a file several compile, by path
    /// (`SourceFacts.sharedSourceModules`).
    init(_ types: [TypeDeclaration], sharedModules: [String: Set<String>] = [:]) {
        var merged: [String: [ClassInfo]] = [:]
        let implemented = Set(types.lazy.filter { $0.language == .objectiveC && $0.kind == .addition && ProjectFacts.isImplementationFile($0.location.file) }.map(\.name))
        // Declarations first, so additions find them.
        for type in types where type.kind == .classDeclaration {
            var info = ClassInfo(name: type.name, module: type.module, language: type.language,
                                 superclass: nil, objcName: type.objcName, location: type.location, isDeclared: true)
            // A framework class's header checked in (chat21's UIKit.framework) is UIKit's own.
            info.implementationIsUnseen = type.language == .objectiveC && !implemented.contains(type.name)
                && !FrameworkClasses.isFrameworkClass(type.name)
            if let modules = sharedModules[type.location.file] { info.otherModules = modules.subtracting(type.module.map { [$0] } ?? []) }
            if type.language == .objectiveC {
                info.superclass = type.inheritedTypes.first
            } else if let first = type.inheritedTypes.first {
                info.superclass = first
            }
            ClassIndex.add(type, to: &info)
            merged[type.name, default: []].append(info)
        }
        for type in types where type.kind == .addition {
            if var list = merged[type.name], !list.isEmpty {
                // An extension adds to the class of its module when there are several; an
                // Objective-C category, class extension or implementation to an Objective-C class
                // (doozer's LoginViewController.m, beside a Swift class of that name in another
                // project whose target shares its module name).
                let sameLanguage = list.indices.filter { list[$0].language == type.language }
                let pool = type.language == .objectiveC && !sameLanguage.isEmpty ? sameLanguage : Array(list.indices)
                // Objective-C headers belong to no module (no target compiles them): an
                // implementation goes with the interface beside it (kaltura's samples, eleven
                // apps each with a ViewController.h and .m), and gives it its module. Beside it
                // first: two targets of one module name may each implement their own class of
                // one name (cocos2d's simulator, an iOS and a Mac AppController in ios/ and mac/).
                let folder = ClassIndex.folder(of: type.location.file)
                let beside = type.language == .objectiveC ? pool.first { ClassIndex.folder(of: list[$0].location.file) == folder } : nil
                let target = beside
                    ?? pool.first { type.module != nil && list[$0].module == type.module }
                    ?? pool.first { list[$0].module == type.module } ?? pool[0]
                if type.language == .objectiveC, list[target].module == nil { list[target].module = type.module }
                ClassIndex.add(type, to: &list[target])
                if type.language == .objectiveC, list[target].superclass == nil, let superclass = type.inheritedTypes.first {
                    list[target].superclass = superclass
                }
                merged[type.name] = list
            } else {
                // Additions to a class the sources do not declare (a framework class, or one
                // whose declaration was not read): kept, but not a declaration.
                var info = ClassInfo(name: type.name, module: type.module, language: type.language,
                                     superclass: type.inheritedTypes.first, objcName: nil, location: type.location, isDeclared: false)
                if type.language == .swift { info.superclass = nil }
                ClassIndex.add(type, to: &info)
                merged[type.name] = [info]
            }
        }
        // `@objc(RuntimeName)` classes answer to their runtime name too.
        for (_, list) in merged {
            for info in list where info.objcName != nil && info.objcName != info.name {
                if merged[info.objcName!] == nil { byName[info.objcName!, default: []].append(info) }
            }
        }
        for (name, list) in merged { byName[name, default: []] += list }
    }

    private static func folder(of file: String) -> Substring {
        file.lastIndex(of: "/").map { file[..<$0] } ?? ""
    }

    private static func add(_ type: TypeDeclaration, to info: inout ClassInfo) {
        for property in type.properties {
            if let first = info.properties[property.name] {
                if first.platforms != property.platforms { info.platformVariants[property.name, default: []].append(property) }
            } else {
                info.properties[property.name] = property
            }
        }
        info.assignedNames.formUnion(type.assignedNames)
        info.calledMembers.formUnion(type.calledMembers)
        info.hiddenMembers.formUnion(type.hiddenMembers)
        info.shownMembers.formUnion(type.shownMembers)
        info.interactionDisabledMembers.formUnion(type.interactionDisabledMembers)
        info.interactionEnabledMembers.formUnion(type.interactionEnabledMembers)
        info.collapsedConstraints.formUnion(type.collapsedConstraints)
        info.writtenForNibKit = info.writtenForNibKit || type.writtenForNibKit
        info.loadsViewWithoutNib = info.loadsViewWithoutNib || type.loadsViewWithoutNib
        info.listedOutlets.formUnion(type.listedOutlets)
        info.listedActions.formUnion(type.listedActions)
        for method in type.methods where info.selectors[method.selector] == nil { info.selectors[method.selector] = method }
    }

    /// The declared class named `name`: in `module` when given and declared there, else the only
    /// one of that name (or the first, when several modules declare it and none was asked for).
    public func lookup(_ name: String, module: String? = nil) -> ClassInfo? {
        guard let list = byName[name]?.filter({ $0.isDeclared && !ModuleName.areTwoApps($0.module, module) }), !list.isEmpty else { return nil }
        if let module, let exact = list.first(where: { $0.isCompiled(into: module) }) { return exact }
        return list.first
    }

    /// The one declared class a nib object can mean, or nil when there is none or several (two
    /// targets declaring the same name in one module, as iOS and macOS apps of a project do):
    /// the rules that need a class's members stand down rather than pick one.
    public func unique(_ name: String, module: String? = nil) -> ClassInfo? {
        guard var list = byName[name]?.filter({ $0.isDeclared && !ModuleName.areTwoApps($0.module, module) }), !list.isEmpty else { return nil }
        if let module {
            let inModule = list.filter { $0.isCompiled(into: module) }
            if !inModule.isEmpty { list = inModule }
        }
        return list.count == 1 ? list[0] : nil
    }

    /// A class's chain: the sources' classes from it upwards, then, when the chain reaches a
    /// framework class, that class's framework ancestors.
    public struct Chain: Sendable {
        public var classes: [ClassInfo] = []
        /// The framework classes above the sources' classes (`UITableViewCell`, `UIView`, …).
        public var framework: [String] = []
        /// False when the chain leaves the sources for a class nibcheck cannot see: a
        /// third-party superclass, or a framework class not in `FrameworkClasses`.
        public var isComplete = true
        /// The chain reaches the framework through a NibKit class (`TableViewCell` for
        /// `UITableViewCell`): NibKit's loader sets only the outlets the classes list and sends
        /// only the actions they list, by name, with no key-value coding and no selector lookup.
        public var isNibKit = false

        public var names: Set<String> { Set(classes.map(\.name) + framework) }
        public var frameworkTop: String? { framework.first }

        /// The class of the chain that makes its own view, overriding `loadView()` without
        /// calling super's: a view controller's view is then not loaded from a nib or
        /// storyboard. A `loadView` that calls super's passes on to the next class up (to
        /// UIKit's, which loads the nib). Not a framework class whose header the repository
        /// holds (chat21's checked-in UIKit.framework declares UIViewController's own `loadView`).
        public var viewMaker: ClassInfo? {
            classes.first { $0.loadsViewWithoutNib && !FrameworkClasses.isFrameworkClass($0.name) }
        }

        /// The property an outlet named `name` sets. Key-value coding capitalizes the key's first
        /// letter to find the setter (`NoGroupsButton` and `noGroupsButton` both call
        /// `setNoGroupsButton:`), so a key that differs only in that letter's case finds it too.
        /// Of a name declared once per platform, the declaration `platform` compiles; none where
        /// every declaration is inside an `#if` that `platform` does not compile (nil: any
        /// platform, the first declaration).
        public func property(_ name: String, platform: Platform? = nil) -> TypeDeclaration.Property? {
            func declared(_ info: ClassInfo, _ name: String) -> TypeDeclaration.Property? {
                guard let first = info.properties[name] else { return nil }
                if first.platforms.includes(platform) { return first }
                return info.platformVariants[name]?.first { $0.platforms.includes(platform) }
            }
            if isNibKit {
                for info in classes where info.listedOutlets.contains(name) { if let property = declared(info, name) { return property } }
                return nil
            }
            for info in classes { if let property = declared(info, name) { return property } }
            let key = Chain.keyValueCodingKey(name)
            for info in classes {
                for other in info.properties.keys where Chain.keyValueCodingKey(other) == key {
                    if let property = declared(info, other) { return property }
                }
            }
            // Without a setter, key-value coding sets the instance variable `_key` or `key`, and
            // an Objective-C property `name` synthesizes `_name`: Alfresco's PIN screen connects
            // `_titleLabel` to its property `titleLabel`'s variable.
            for info in classes where info.language == .objectiveC {
                if name.hasPrefix("_"), let property = info.properties[String(name.dropFirst())] { return property }
                if let property = info.properties["_" + name] { return property }
            }
            return nil
        }

        /// `name` with its first letter uppercased: what key-value coding's setter lookup sees.
        public static func keyValueCodingKey(_ name: String) -> String {
            name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The setter key-value coding calls for `name`: `setTitleLabel:`.
        public static func keyValueCodingSetter(_ name: String) -> String {
            "set" + keyValueCodingKey(name) + ":"
        }

        public func method(_ selector: String) -> TypeDeclaration.Method? {
            for info in classes where !isNibKit || info.listedActions.contains(selector) {
                if let method = info.selectors[selector] { return method }
            }
            return nil
        }

        /// A Swift method whose selector is `selector` as Swift 2 names it, which leaves the first
        /// argument label out: `switchAction:` is `switchAction(sender:)`'s, which Swift 3 and
        /// later name `switchActionWithSender:`. The later pieces are the same in both.
        public func swift2Method(_ selector: String) -> TypeDeclaration.Method? {
            guard !isNibKit, let colon = selector.firstIndex(of: ":") else { return nil }
            let base = selector[..<colon]
            let rest = selector[colon...]
            for info in classes where info.language == .swift {
                for (written, method) in info.selectors where written.hasPrefix(base) {
                    let label = written.dropFirst(base.count)
                    guard let first = label.first, first.isUppercase, let end = label.firstIndex(of: ":"),
                          label[end...] == rest else { continue }
                    return method
                }
            }
            return nil
        }

        public var acceptsAnyKey: Bool { classes.contains(where: \.acceptsAnyKey) }
        /// A class of the chain has members nibcheck cannot see (`ClassInfo.implementationIsUnseen`).
        public var membersMayBeUnseen: Bool { classes.contains(where: \.implementationIsUnseen) }
    }

    /// The module of NibKit's own classes, read when the project is NibKit's own repository.
    public static let nibKitModule = "NibKit"

    /// Whether `info` is NibKit's own class for a UIKit one, declared in NibKit's sources
    /// (`CollectionView` for `UICollectionView`): it stands for the UIKit class, as NibKit's
    /// classes do where the sources are not read.
    public func isNibKitStandIn(_ info: ClassInfo) -> Bool {
        info.module == ClassIndex.nibKitModule && FrameworkClasses.superclass["UI" + info.name] != nil
    }

    public func chain(from start: ClassInfo) -> Chain {
        var chain = Chain()
        var current: ClassInfo? = start
        var seen: Set<String> = []
        while let info = current {
            guard seen.insert(info.name).inserted else { chain.isComplete = false; break }
            chain.classes.append(info)
            guard var superclass = info.superclass else {
                // A Swift class with no superclass cannot be in a nib; an Objective-C root class
                // ends the chain.
                break
            }
            if let dot = superclass.lastIndex(of: ".") { superclass = String(superclass[superclass.index(after: dot)...]) }
            let declared = unique(superclass, module: info.module)
            if let next = declared, !isNibKitStandIn(next) {
                current = next
            } else if let framework = FrameworkClasses.chain(from: superclass) {
                chain.framework = framework
                chain.classes += additions(to: framework)
                current = nil
            } else if info.writtenForNibKit || declared != nil, let framework = FrameworkClasses.chain(from: "UI" + superclass) {
                // NibKit's `TableViewCell`, `ViewController`: UIKit's classes without the prefix.
                chain.framework = framework
                chain.isNibKit = true
                current = nil
            } else {
                chain.isComplete = false
                current = nil
            }
        }
        return chain
    }

    /// The chain of the class an element names, sources first, or of its framework base class.
    public func chain(named name: String, module: String?) -> Chain? {
        if let info = unique(name, module: module) { return chain(from: info) }
        if lookup(name, module: module) != nil { return Chain(classes: [], framework: [], isComplete: false) }
        if let framework = FrameworkClasses.chain(from: name) {
            return Chain(classes: additions(to: framework), framework: framework, isComplete: true)
        }
        return nil
    }

    /// The sources' extensions and categories of the framework classes `framework`: what they
    /// add, every subclass has (ivpn's `extension UIViewController { @IBAction func
    /// dismissViewController(_:) }`, the action of seven close buttons in as many scenes).
    private func additions(to framework: [String]) -> [ClassInfo] {
        framework.flatMap { name in byName[name]?.filter { !$0.isDeclared } ?? [] }
    }
}
