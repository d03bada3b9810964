import NibContract
import NibDocument

/// What happens to a nib object whose class the app does not have. UIKit (and AppKit) log
/// "Unknown class X in Interface Builder file." and make the element's base class instead: a
/// `UIButton` for a `<button>`, a `UIViewController` for a `<viewController>`. Loading goes on,
/// and the object works as that base class. It breaks only where something needs the missing
/// class, and each of these certainly does:
///
/// - an outlet, action or runtime attribute set on the object by key-value coding, or an action
///   sent to it, that the base class lacks (`setValue:forUndefinedKey:`, "unrecognized selector");
/// - an outlet that points at the object, typed as a class the base class is not (the unknown
///   class itself, usually), which the code uses: it then calls the missing class's members on
///   a base-class object;
/// - a cell the code dequeues under its identifier and takes as a class (`as! BookCell`,
///   `(BookCell *)`): the cast of the base cell fails (a Swift dequeue whose cell the reader
///   cannot follow counts as one: `DequeuedCellUse`). An Objective-C cast checks nothing, so a
///   cell dequeued by an identifier the code computes breaks only where the code sends it the
///   class's members, which may be other rows' cells: that may break, a warning.
///
/// Anything else (a button whose outlet is typed `UIButton`, a view no code reaches) loses only
/// what the class adds, its drawing or styling: a defect, not a crash. A view controller is no
/// exception: no code can cast to a class no file declares, so its screen runs as the base
/// controller (opentrace-ios's `HelpNavController`, a plain navigation controller).
enum UnknownClassFallback {
    /// The class the framework makes for `element` when its custom class is unknown: the tag's
    /// base class, and for a `<constraint>`, which is no object of the views' kind,
    /// NSLayoutConstraint (a route app's `SafeAreaLayoutConstraint`, a subclass its sources no
    /// longer declare, on constraints of four scenes).
    static func baseClass(of element: Element) -> String? {
        element.baseClassName ?? (element.name == "constraint" ? "NSLayoutConstraint" : nil)
    }

    /// Why making `element`'s base class in place of its unknown class breaks the app (certainly,
    /// or only where code nibcheck cannot follow does so), or nil when nothing connected to the
    /// object needs the missing class.
    static func breakage(of element: Element, facts: DocumentFacts, in document: Document, project: ProjectFacts) -> Breakage? {
        let platform = document.platform
        let framework = platform == .macOS ? "AppKit" : "UIKit"
        guard let base = baseClass(of: element) else {
            // Not knowing what is made, nibcheck cannot promise a crash either (xDating's
            // `ReplaceSegue`, a custom segue's deleted class): a warning.
            return Breakage(text: "nibcheck does not know which class \(framework) makes for <\(element.name)>, so it cannot tell that nothing breaks",
                            isCertain: false)
        }
        let baseChain = FrameworkClasses.chain(from: base) ?? [base]
        let plain = "a plain \(base)"
        for connection in element.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let key = connection.property else { continue }
            if FrameworkMembers.hasOutlet(key, chain: baseChain, platform: platform) == true { continue }
            return Breakage(text: "its outlet '\(key)' (line \(connection.element.line)) is set by key-value coding on \(plain), which has no such key: loading crashes (setValue:forUndefinedKey:)")
        }
        for attribute in element.userDefinedRuntimeAttributes {
            guard let keyPath = attribute.keyPath else { continue }
            let key = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
            if key == "layer", ElementClassTable.isView(element.name, platform: platform) { continue }
            // Only a key the base class is known to lack is a certain crash: `alpha` on a plain
            // UIView is set as on any view (CSH-APP-IOS's dimming view), and so is a property the
            // app adds to every view (`extension UIView { @IBInspectable var cornerRadius … }`).
            guard FrameworkMembers.hasSettableKey(key, chain: baseChain, platform: platform) == false,
                  !Self.appExtensions(of: baseChain, project: project, declare: key) else { continue }
            return Breakage(text: "its runtime attribute '\(keyPath)' (line \(attribute.element.line)) is set by key-value coding on \(plain), which has no such key: loading crashes (setValue:forUndefinedKey:)")
        }
        if let dequeue = castingDequeue(of: element, plain: baseChain, project: project) {
            let identifier = element.reuseIdentifier ?? ""
            if let cellClass = dequeue.cellClass {
                // An Objective-C cast checks nothing: the cell breaks where the code sends it a
                // member of the class, and one dequeue of a computed identifier serves several
                // prototypes, each row as the code's branches take it (AMGitHubApplication's
                // `Cell%ld` cells, some of which get only a background colour).
                if dequeue.value == nil, dequeue.constant == nil, Self.isObjectiveC(dequeue.location.file) {
                    return Breakage(text: "the code dequeues it by an identifier it computes as a \(cellClass) (\(dequeue.location)), an Objective-C cast that checks nothing: \(plain) breaks where the code sends it what only a \(cellClass) has, which may be on another row's cell", isCertain: false)
                }
                return Breakage(text: "the code dequeues its reuse identifier '\(identifier)' as a \(cellClass) (\(dequeue.location)): \(plain) is no \(cellClass), and the code's use of it as one breaks")
            }
            return Breakage(text: "the code dequeues its reuse identifier '\(identifier)' in Swift (\(dequeue.location)) and passes the cell on to code nibcheck does not follow, which may take it as its class (as!, as?): \(plain) is not")
        }
        guard let id = element.id else { return nil }
        for reference in facts.references where reference.id == id {
            let connection = reference.element
            if connection.name == "action", reference.attribute == "destination" || reference.attribute == "target" {
                guard let selector = connection[attribute: "selector"],
                      FrameworkMembers.hasAction(selector, chain: baseChain, platform: platform) != true else { continue }
                return Breakage(text: "the action '\(selector)' (line \(connection.line)) is sent to it, and \(plain) has no such method: the event crashes (unrecognized selector)")
            }
            guard connection.name == "outlet" || connection.name == "outletCollection", reference.attribute == "destination",
                  let key = connection[attribute: "property"], let source = connection.parent?.parent else { continue }
            // An outlet of a class no file declares either (the nib outlived both, ProtonVPN's
            // ServerInfo.xib): no code uses it, so nothing takes the object as a class.
            if let ownerClass = source.customClass, !FrameworkClasses.isFrameworkClass(ownerClass),
               project.classes.lookup(ownerClass) == nil, !project.sources.mayDeclareUnseen(ownerClass) { continue }
            let ownerChain = project.resolve(source, in: document).map(project.classes.chain(from:))
            let outlet = ownerChain.flatMap { declaredOutlet(key, in: $0) }
            // The framework's own outlet of the owner (a view controller's `view`), which the
            // sources do not declare again: Interface Builder connects it only to an object of
            // the class the framework types it with, which the base class is
            // (MUHAMMADmuzamal's iOS-Learning: a root view of a misspelt class, `SecondVIewController`,
            // works as its controller's plain view).
            if outlet == nil, let framework = ownerChain?.framework, !framework.isEmpty,
               FrameworkMembers.hasOutlet(key, chain: framework, platform: platform) == true { continue }
            // A table view's data source and delegate are what UITableViewController is (and a
            // collection view's, UICollectionViewController): the base controller answers them
            // (ctmcquilkin's ParseTest, a list whose controller's file no target compiles).
            if outlet == nil, let conformer = Self.conformingController[source.name]?[key], baseChain.contains(conformer) { continue }
            let type = outlet?.property.typeName
            if let type, satisfies(baseChain, type) { continue }
            // An outlet no code uses takes the object as nothing (bm_iOS's `bottomView`, typed
            // with the class's successor, its only uses commented out). Asked of the class that
            // declares the property, under the property's own name (a superclass's, or
            // `noGroupsButton` for the key `NoGroupsButton`).
            if type != nil, let outlet, let declaring = outlet.declaring,
               !project.outletUses.isUsed(outlet.property.name, of: declaring.name),
               !project.outletUses.isUsed("_" + outlet.property.name, of: declaring.name) { continue }
            let owner = source.customClass ?? source.baseClassName ?? source.name
            return Breakage(text: "the outlet '\(key)' of \(owner) (line \(connection.line)) is set to \(plain)"
                + (type.map { ", but is typed \($0)" } ?? ", typed as nibcheck cannot check")
                + ": the code's use of it as that class breaks")
        }
        return nil
    }

    /// For a framework view's outlets typed with a protocol, by element and key, the framework
    /// controller that conforms to it.
    static let conformingController: [String: [String: String]] = [
        "tableView": ["dataSource": "UITableViewController", "delegate": "UITableViewController"],
        "collectionView": ["dataSource": "UICollectionViewController", "delegate": "UICollectionViewController"],
    ]

    /// Whether the app's own extensions or categories of a framework class in `chain` declare the
    /// property `key` (or its setter), which every object of that class then has.
    static func appExtensions(of chain: [String], project: ProjectFacts, declare key: String) -> Bool {
        guard !key.isEmpty else { return false }
        let setter = ClassIndex.Chain.keyValueCodingSetter(key)
        return chain.contains { name in
            project.classes.byName[name]?.contains { $0.properties[key] != nil || $0.selectors[setter] != nil } == true
        }
    }

    /// A dequeue in the code that may take the cell `element` as a class that `plain`, the
    /// chain of the object UIKit makes for it, is not (`ProjectFacts.castingDequeue(reuseIdentifier:plain:)`).
    static func castingDequeue(of element: Element, plain: [String], project: ProjectFacts) -> LiteralUse? {
        guard CellElements.topLevelCellNames.contains(element.name),
              let identifier = element.reuseIdentifier, !identifier.isEmpty else { return nil }
        return project.castingDequeue(reuseIdentifier: identifier, plain: plain)
    }

    /// The property the sources declare for the outlet `key` in the chain of the outlet's owner
    /// (its type as written: `UIButton`, `[UIButton]`), with the class of the chain that declares
    /// it; nil when the sources do not say (a framework object's outlet).
    /// Whether an outlet the compiled code declares, connected to `element`, is typed with
    /// `name` itself (`@property IBOutlet AGSMapView *mapView`): code that compiles with that
    /// type sees a declaration of it, in a framework it imports (OneMap-iOS_App's `#import
    /// <ArcGIS/ArcGIS.h>`, whose map view class no file here declares) when not in the sources.
    /// Not an Objective-C property of a class its file declares forward (`@class FBLoginView;`),
    /// which compiles with no declaration at all.
    static func isOutletType(_ name: String, of element: Element, facts: DocumentFacts, in document: Document,
                             project: ProjectFacts) -> Bool {
        guard let id = element.id else { return false }
        for reference in facts.references where reference.id == id && reference.attribute == "destination" {
            let connection = reference.element
            guard connection.name == "outlet" || connection.name == "outletCollection",
                  let key = connection[attribute: "property"], let source = connection.parent?.parent,
                  let chain = project.resolve(source, in: document).map(project.classes.chain(from:)),
                  let property = declaredOutlet(key, in: chain)?.property, let type = property.typeName,
                  satisfies([name], type), !satisfies([], type) else { continue }
            let file = property.location.file
            if file.hasSuffix(".swift") || project.sources.forwardDeclaredClassesByFile[file]?.contains(name) != true { return true }
        }
        return false
    }

    static func declaredOutlet(_ key: String, in chain: ClassIndex.Chain) -> (property: TypeDeclaration.Property, declaring: ClassInfo?)? {
        guard let property = chain.property(key) else { return nil }
        return (property, chain.classes.first { $0.properties[property.name] != nil })
    }

    /// Whether an object of the framework class `chain` (most derived first) may stand where
    /// `type` is written: the type is one of its classes, or the plain object types.
    static func satisfies(_ chain: [String], _ type: String) -> Bool {
        var name = Substring(type)
        while let first = name.first, first == "[" { name = name.dropFirst() }
        while let last = name.last, last == "]" || last == "!" || last == "?" || last == " " { name = name.dropLast() }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return chain.contains(String(name)) || ["AnyObject", "Any", "NSObject", "NSObjectProtocol", "id"].contains(name)
    }

    /// What breaks where the framework makes the base class, and whether it certainly does.
    struct Breakage {
        let text: String
        /// False where it breaks only if the code does something nibcheck cannot follow: a
        /// warning, not an error.
        var isCertain = true
    }

    static func isObjectiveC(_ file: String) -> Bool {
        file.hasSuffix(".m") || file.hasSuffix(".mm")
    }

    /// How a finding's message goes on after "makes a plain X": the breakage, or why none.
    static func outcome(_ breakage: Breakage?, className name: String) -> String {
        breakage.map { "; " + $0.text }
            ?? ", and nothing connected to it needs \(name) (no outlet the code uses typed with it, no action sent to it, no key set on it), so it works as that class without what \(name) adds"
    }
}
