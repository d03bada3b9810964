import NibDocument

/// What the code may pass as a nib's owner (the object File's Owner stands for at run time),
/// gathered from every way the sources load that nib.
public struct NibOwners: Sendable, Equatable {
    /// How the code loads the nib was read: an iOS or tvOS `.xib`, sources read in full, and
    /// some nib load in them. Otherwise (AppKit's loads are not read, a storyboard makes its own
    /// view controllers, a library's app loads its nibs) File's Owner's class is taken at its word.
    public var known = false
    /// The owners' classes of loads that are this nib (by its name as a literal or constant, a
    /// view controller named after it), with one place that loads it so: each one crashes on a
    /// missing outlet.
    public var certain: [String: SourceLocation] = [:]
    /// The owners' classes of loads that may be this nib (a name computed at run time).
    public var possible: Set<String> = []
    /// Some load that is or may be this nib passes an owner nibcheck cannot place.
    public var someUnknown = false
    /// Some load is or may be this nib.
    public var loaded = false

    /// Nothing in the project loads the nib: what would break when it loads cannot happen yet.
    public var nothingLoads: Bool { known && !loaded }
    /// Every load passes no owner (a registered cell or view nib, `owner: nil`): File's Owner's
    /// outlets are never set, and its actions have a nil target.
    public var noOwner: Bool { known && loaded && certain.isEmpty && possible.isEmpty && !someUnknown }
}

/// The nib loads of a project by the nib they name, to answer `NibOwners` for a nib: loads by
/// literal (or constant) name, loads whose name is some class's name, loads whose name is not
/// known (which may be any nib), registrations, Info.plist's main and launch nibs, and UIKit's
/// default nib of a view controller made with no nib name (`nibName`: the class's name without
/// "Controller", else the class's name) unless it overrides `loadView()` or no code makes it.
public struct NibLoads: Sendable {
    /// A load that can be a nib, and the owner it passes.
    struct Load: Sendable {
        var owner: NibOwner
        var location: SourceLocation?
        /// For a view controller's default nib, the module of its class: UIKit looks the nib up
        /// in the bundle the running target has, so a nib that only another target copies (an
        /// app's nib named like an extension's view controller) may not be the one it finds.
        var defaultNibOfModule: String?
        /// A view controller's default nib, which UIKit looks up in the main bundle.
        var isDefaultNib = false
        /// For a load by name, the modules of the file that makes it: the code runs in that
        /// target's bundle, where `loadNibNamed("HeaderView")` finds its own target's
        /// HeaderView, not another app's of the same repository.
        var loaderModules: Set<String> = []
        /// A load that may be this nib rather than certainly is (see the Swift view controller's
        /// default nib without "Controller").
        var isOnlyPossible = false
        /// For a load named after `self`'s class at run time, the class whose code makes it: the
        /// nib it loads is named after that class or a subclass.
        var namedAfterSelfIn: String?
    }

    private var byName: [String: [Load]] = [:]
    /// Loads whose name is some class's name, known at run time.
    private var byClassName: [Load] = []
    /// Loads whose name is not known: any nib.
    private var byAnyName: [Load] = []
    /// The declared classes' names.
    private let classNames: Set<String>
    /// The sources were read in full: a file that could not be read may load any nib.
    private let complete: Bool
    /// The code loads some nib itself (by name, by registration, from Info.plist): where it
    /// loads none, the loads are elsewhere, and "nothing loads it" would say nothing.
    private var hasLoads = false
    /// The sources: the targets that copy each nib, the compiled files that are not there
    /// (`BookViewController.swift` may load `BookView.xib`), the strings the code writes (a name
    /// it computes is one of them).
    private let sources: SourceFacts
    /// The classes, to tell whether a nib's namesake is a subclass of a loader's class.
    private let classes: ClassIndex
    init(sources: SourceFacts, classes: ClassIndex) {
        self.sources = sources
        self.classes = classes
        var names: Set<String> = []
        for (name, list) in classes.byName where list.contains(where: \.isDeclared) { names.insert(name) }
        classNames = names
        complete = sources.swiftRead && sources.unreadNames.isEmpty
        for use in sources.literals {
            switch use.kind {
            case .nibName:
                var load = Load(owner: use.owner ?? .unknown, location: use.location)
                load.loaderModules = NibLoads.modules(ofFile: use.location.file, in: sources)
                if let name = sources.value(of: use) {
                    byName[NibLoads.baseName(name), default: []].append(load)
                } else if use.identifierIsClassName {
                    if use.owner == .instanceOfClassNamedLikeTheNib { load.namedAfterSelfIn = use.enclosingClass }
                    byClassName.append(load)
                } else {
                    byAnyName.append(load)
                }
            case .registerReuseIdentifier:
                // UIKit instantiates a registered nib with no owner (NibKit's typed
                // registrations name their nib once the classes are read).
                if let nib = use.nibName { byName[NibLoads.baseName(nib), default: []].append(Load(owner: .none, location: use.location)) }
            default:
                break
            }
        }
        for name in sources.infoPlistNibNames {
            // The main nib's owner is the application, the launch screen's none: neither is a
            // class of the sources to check against.
            byName[NibLoads.baseName(name), default: []].append(Load(owner: .unknown, location: nil))
        }
        hasLoads = !byName.isEmpty || !byClassName.isEmpty || !byAnyName.isEmpty
        // A view controller made with no nib name loads the nib named after its class, without
        // "Controller" first (`BookViewController` → `BookView`, then `BookViewController`). A
        // chain that leaves the sources may be a view controller's too.
        // Each class of the name makes its own: two apps of a repository may each have a
        // SecondViewController, each loading its own SecondViewController.xib (a load from a
        // module that does not copy the nib is only possible, below).
        let declared = names.flatMap { name in (classes.byName[name] ?? []).filter(\.isDeclared).map { (name, $0) } }
        for (name, info) in declared {
            let chain = classes.chain(from: info)
            guard chain.framework.contains("UIViewController") || !chain.isComplete else { continue }
            // A view controller that makes its own view (`override func loadView()`, here or in
            // a superclass of the sources) loads no nib when its view is first asked for.
            if chain.viewMaker != nil { continue }
            // A view controller no code makes (no `BookViewController()`, `.self` or `alloc`
            // anywhere: a leftover, or one only a storyboard makes, which gives it the storyboard's
            // own view) never asks for its default nib; nor does one the code makes only with a
            // nib name (fearless's `NetworkInfoViewController(nib: R.nib.networkInfoViewController)`
            // is no load of its NetworkInfoView.xib, a view's).
            if complete, !sources.valueNamesMadeWithoutANib.contains(name) { continue }
            let load = Load(owner: .instance(of: name), location: info.location, defaultNibOfModule: info.module, isDefaultNib: true)
            byName[name, default: []].append(load)
            if name.hasSuffix("Controller"), name.count > "Controller".count {
                // UIKit documents this lookup first, but a Swift class's runtime name carries its
                // module (`App.BookViewController`), and shipped Swift apps keep a `BookView.xib`
                // owned by a view of that name beside `BookViewController.xib` without the crash
                // the documented order would give (muun's PinViewController): possible, not certain.
                var stripped = load
                stripped.isOnlyPossible = info.language == .swift
                byName[String(name.dropLast("Controller".count)), default: []].append(stripped)
            }
        }
    }

    /// `use` is in the code of a target that does not copy `document`, where both are known: it
    /// runs in that target's bundle, where a name finds that target's nib of the name, not this
    /// one (two apps of a repository, each with its CountryCell.xib).
    public func isInAnotherTarget(_ use: LiteralUse, than document: Document) -> Bool {
        NibLoads.isOutside(NibLoads.modules(ofFile: use.location.file, in: sources), of: sources.nibTargets[document.file] ?? [])
    }

    /// `use` is in the code of an application that does not copy `document`, where both are
    /// known: an app's code runs in its own bundle (`Bundle.main` is the app), so even a name it
    /// computes at run time finds its own nibs, never another app's (a course repository of
    /// hundreds of apps, a few of which load or register nibs by computed names). A framework's
    /// code may load from the app's bundle, so only an application's counts.
    public func isInAnotherApp(_ use: LiteralUse, than document: Document) -> Bool {
        isInAnotherApp(file: use.location.file, than: document)
    }

    /// The code of `file` runs in another application than `document` (see `isInAnotherApp`).
    func isInAnotherApp(file: String, than document: Document) -> Bool {
        runsInAnotherApp(NibLoads.modules(ofFile: file, in: sources), than: sources.nibTargets[document.file] ?? [])
    }

    /// Code of `modules` runs in an application none of `targets` is, those that copy a nib
    /// (see `isInAnotherApp`).
    private func runsInAnotherApp(_ modules: Set<String>, than targets: Set<String>) -> Bool {
        NibLoads.isOutside(modules, of: targets) && modules.isSubset(of: sources.applicationModules)
    }

    /// Every module that compiles `file`, which declares or implements a class or uses a
    /// literal: a folder every app of a project shares is each app's code (voximplant's demos
    /// build `Shared/UI` into each), not only the first target's. Objective-C headers, which no
    /// target compiles, have none.
    static func modules(ofFile file: String, in sources: SourceFacts) -> Set<String> {
        sources.sharedSourceModules[file] ?? sources.sourceModules[file].map { [$0] } ?? []
    }

    /// `modules` are known and none is among `targets`, those that copy a nib, where they are known.
    private static func isOutside(_ modules: Set<String>, of targets: Set<String>) -> Bool {
        !modules.isEmpty && !targets.isEmpty && modules.isDisjoint(with: targets)
    }

    /// A name as the code writes it, or a nib's file name, as UIKit looks the nib up (see
    /// `NibResourceName`): `Book.xib`, `Book.nib` and `Book~ipad` all load the nib `Book`.
    public static func baseName(_ name: String) -> String {
        NibResourceName.of(name)
    }

    /// The base name of the nib at `file` (`BookCell` for `Cells/BookCell~ipad.xib`).
    static func baseName(ofFile file: String) -> String {
        NibResourceName.of(file: file)
    }

    /// What the code may pass as the owner of `document`. Only UIKit's `.xib` files are
    /// answered: AppKit's nib loads (`NSNib`, `NSWindowController(windowNibName:)`) are not
    /// read, and a storyboard makes its own view controllers.
    public func owners(of document: Document) -> NibOwners {
        var owners = NibOwners()
        guard complete, hasLoads, document.kind == .xib, document.platform == .iOS || document.platform == .tvOS else { return owners }
        let name = NibLoads.baseName(ofFile: document.file)
        // A compiled file that is not there, named like the nib or its view controller, may be
        // what loads it.
        let missing = sources.namesOfMissingSources
        if missing.contains(name) || missing.contains(name + "Controller") { return owners }
        owners.known = true
        // A view controller's default nib, or a load by name in a class's code, when no target
        // that copies this nib compiles the class, is this nib only if its app's bundle happens
        // to hold it: possible, not certain (two apps in one repository, each with a HeaderView).
        let targets = sources.nibTargets[document.file] ?? []
        let inOtherTarget = { (load: Load) in NibLoads.isOutside(load.defaultNibOfModule.map { [$0] } ?? load.loaderModules, of: targets) }
        // A view controller made without a nib name looks its default nib up in the main
        // bundle, the app's, whichever module declares it: a nib only frameworks copy is found
        // so only where a framework's resources end up in the app (FileBrowser's FileBrowser.xib,
        // which its list controller loads by name from the framework's bundle, is no default
        // nib of the framework's FileBrowser navigation controller).
        let onlyFrameworksCopy = !targets.isEmpty && !sources.applicationModules.isEmpty
            && targets.isDisjoint(with: sources.applicationModules)
        let named = byName[name] ?? []
        let isCertain = { (load: Load) in
            !load.isOnlyPossible && !inOtherTarget(load) && !(load.isDefaultNib && onlyFrameworksCopy)
        }
        let certain = named.filter(isCertain)
        // A name computed at run time is a class's (a generic helper's `String(describing:
        // T.self)`, which the reader does not see at the load) or built from the strings the code
        // writes: a nib named after no class whose name no built file writes (TapUIKit-iOS's
        // cells of deleted classes, next to a loader that registers a fixed list of other
        // names) is not one of them.
        let computedMayBeIt = classNames.contains(name) || sources.isWrittenByABuiltFile(name)
        // `loadNibNamed(NSStringFromClass([self class]), owner: self)` in a class loads the nib
        // of that class or a subclass, not that of any class (qunarcorp's date picker view, whose
        // load is no cell's of the same kit).
        var byThisClassName: [Load] = []
        if classNames.contains(name) {
            let namesake = classes.unique(name).map(classes.chain(from:))
            byThisClassName = byClassName.filter { load in
                guard let loader = load.namedAfterSelfIn, let namesake, namesake.isComplete else { return true }
                return namesake.names.contains(loader)
            }
        }
        // Another app's computed loads find that app's nibs.
        let mayReachThisNib = { (load: Load) in !self.runsInAnotherApp(load.loaderModules, than: targets) }
        let possible = named.filter { !isCertain($0) } + byThisClassName.filter(mayReachThisNib)
            + (computedMayBeIt ? byAnyName.filter(mayReachThisNib) : [])
        owners.loaded = !certain.isEmpty || !possible.isEmpty
        for (loads, isCertain) in [(certain, true), (possible, false)] {
            for load in loads {
                let owner: String
                switch load.owner {
                case .none:
                    continue
                case .instance(let name) where classNames.contains(name):
                    owner = name
                case .instanceOfClassNamedLikeTheNib where classNames.contains(name):
                    owner = name
                default:
                    // `self` in a protocol extension or a struct, another object: not known.
                    owners.someUnknown = true
                    continue
                }
                // A load named after its owner's class is this nib when the class is the nib's namesake.
                if isCertain || load.owner == .instanceOfClassNamedLikeTheNib, let location = load.location {
                    if owners.certain[owner] == nil { owners.certain[owner] = location }
                } else {
                    owners.possible.insert(owner)
                }
            }
        }
        return owners
    }
}
