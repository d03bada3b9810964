import NibDocument

public struct UnknownCustomClassRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unknownCustomClass
    public let defaultSeverity = Severity.error
    public let summary = "A customClass names a class the sources or UIKit declare"
    public let explanation = """
        UIKit looks a customClass up by name when the nib loads. A class that was renamed or \
        deleted gives "Unknown class X in Interface Builder file." in the log, a plain UIView \
        instead, and usually a failed cast right after. With the sources read, every customClass \
        is looked up in them (in its module when the nib names one the sources cover). A class \
        without a module in a project with CocoaPods, Carthage or package dependencies may come \
        from those, so the rule stands down for it.
        """
    public let badExample = #"<view customClass="BookCel" customModule="Books" customModuleProvider="target" …>   // class BookCell in Books"#
    public let goodExample = #"<view customClass="BookCell" customModule="Books" customModuleProvider="target" …>"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"/>"#), swift: "class BadgeView: UIView {}", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeVeiw" id="a1"/>"#), swift: "class BadgeView: UIView {}", triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="UIStackView" id="a1"/>"#), swift: "class BadgeView: UIView {}", triggers: false),
    ]}

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for use in facts.customClasses {
            let element = use.element
            guard !element.isPlaceholder || element.isFilesOwner else { continue }
            let name = use.customClass
            if FrameworkClasses.isFrameworkClass(name) { continue }
            let module = project.module(for: element, in: document)
            if let module {
                // A module the sources do not cover is a dependency's: nothing to check against.
                guard project.sources.modules.contains(module) else { continue }
                if project.classes.lookup(name, module: module) != nil { continue }
            } else {
                if project.classes.lookup(name) != nil { continue }
                // A class without a module may come from a dependency nibcheck cannot see; not one
                // the nib says is its own target's (customModuleProvider="target").
                if project.sources.hasExternalDependencies, element.customModuleProvider != "target" { continue }
            }
            findings.append(Finding(
                element, "customClass '\(name)' names no class declared in the sources\(module.map { " of module \($0)" } ?? ""); \(document.platform == .macOS ? "AppKit" : "UIKit") logs \"Unknown class \(name) in Interface Builder file\" and makes a plain \(element.baseClassName ?? "object")",
                hint: "rename the class in Interface Builder's identity inspector to one the code declares"))
        }
    }
}

public struct UndeclaredOutletRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .undeclaredOutlet
    public let defaultSeverity = Severity.error
    public let summary = "Every outlet a nib connects is declared by the object's class"
    public let explanation = """
        Connecting an outlet sets a property by key-value coding. When the class (and its \
        superclasses in the sources) has no property of that name, loading the nib crashes: \
        "this class is not key value coding-compliant for the key titleLabel". It happens when a \
        property is renamed in code and not in the nib. A class chain that leaves the sources for \
        a superclass nibcheck cannot see makes the rule stand down, as does a class that \
        overrides setValue(_:forUndefinedKey:).
        """
    public let badExample = #"<outlet property="titelLabel" destination="Tl5-Hx-0Ke" id="…"/>   // @IBOutlet var titleLabel"#
    public let goodExample = #"<outlet property="titleLabel" destination="Tl5-Hx-0Ke" id="…"/>"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews><connections><outlet property="titleLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews><connections><outlet property="titelLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews><connections><outlet property="titelLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: ThirdPartyView { @IBOutlet var titleLabel: UILabel! }", triggers: false),
        // vlc-ios's tvOS settings: UIViewController's own focus outlet.
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<viewController customClass="SettingsController" id="a1"><view key="view" id="v1"><subviews><button id="b1"/></subviews></view><connections><outlet property="preferredFocusedView" destination="b1" id="o1"/></connections></viewController>"#),
                          swift: "class SettingsController: UIViewController {}", triggers: false),
    ]}

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (info, chain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document),
                  chain.isComplete, !chain.acceptsAnyKey else { continue }
            for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let key = connection.property, chain.property(key) == nil else { continue }
                let setter = "set" + key.prefix(1).uppercased() + key.dropFirst() + ":"
                if chain.method(setter) != nil { continue }
                if !chain.framework.isEmpty && FrameworkClasses.outletKeys.contains(key) { continue }
                findings.append(Finding(
                    connection.element, "outlet '\(key)' is connected on \(info.name), which declares no '\(key)' (declared at \(info.location)); loading crashes: \"this class is not key value coding-compliant for the key \(key)\"",
                    hint: "add @IBOutlet var \(key) to \(info.name), or reconnect the outlet to the property that replaced it"))
            }
        }
    }
}

public struct OutletTypeMismatchRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .outletTypeMismatch
    public let defaultSeverity = Severity.error
    public let summary = "An outlet's declared type is the destination's class or a superclass"
    public let explanation = """
        Key-value coding sets an outlet whatever its type; the mismatch shows later, as a crash \
        when the code calls a UILabel method on the UIButton the nib connected. The destination's \
        class is its customClass (with its chain in the sources) or the class Interface Builder's \
        element stands for. Types the rule cannot place (protocols, typealiases, generics, \
        classes outside the sources) make it stand down.
        """
    public let badExample = #"@IBOutlet var titleLabel: UILabel!   →   <outlet property="titleLabel" destination="<a button>"/>"#
    public let goodExample = #"@IBOutlet var titleLabel: UILabel!   →   <outlet property="titleLabel" destination="<a label>"/>"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews><connections><outlet property="titleLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><button id="l1"/></subviews><connections><outlet property="titleLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><button id="l1"/></subviews><connections><outlet property="titleLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UIView! }", triggers: false),
        // wikipedia-ios WMFEmptyView.xib, vlc-ios VLCFullscreenMovieTVViewController.xib: the nib names the
        // runtime name of an @objc(Name) class, the outlet its Swift name, or the other way round.
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><button customClass="WMFAlignedImageButton" id="l1"/></subviews><connections><outlet property="button" destination="l1" id="o1"/></connections></view>"#),
                          swift: "@objc(WMFAlignedImageButton) class AlignedImageButton: UIButton {}\nclass BadgeView: UIView { @IBOutlet var button: AlignedImageButton! }", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><view customClass="VLCPulsingConeView" id="l1"/></subviews><connections><outlet property="cone" destination="l1" id="o1"/></connections></view>"#),
                          swift: "@objc(VLCPulsingConeView) class PulsingConeView: UIView {}\nclass BadgeView: UIView { @IBOutlet var cone: VLCPulsingConeView! }", triggers: false),
    ]}

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (info, chain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document) else { continue }
            for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let key = connection.property, let property = chain.property(key), property.isOutlet,
                      var type = property.typeName,
                      let destinationID = connection.destination, let destination = document.element(withID: destinationID) else { continue }
                if connection.kind == .outletCollection {
                    guard type.hasPrefix("["), type.hasSuffix("]") else { continue }
                    type = String(type.dropFirst().dropLast())
                } else if type.hasPrefix("[") {
                    continue
                }
                if let dot = type.lastIndex(of: ".") { type = String(type[type.index(after: dot)...]) }
                if ["Any", "AnyObject", "NSObject", "id"].contains(type) { continue }
                // The declared type must be a class the rule can place.
                guard project.classes.lookup(type) != nil || FrameworkClasses.superclass[type] != nil else { continue }
                // The destination's chain, complete up to the framework root.
                let destinationChain: ClassIndex.Chain?
                if let custom = destination.customClass {
                    if let info = project.resolve(custom, for: destination, in: document) {
                        destinationChain = project.classes.chain(from: info)
                    } else {
                        destinationChain = project.classes.chain(named: custom, module: project.module(for: destination, in: document))
                    }
                } else if let base = destination.baseClassName {
                    destinationChain = project.classes.chain(named: base, module: nil)
                } else {
                    destinationChain = nil
                }
                guard let destinationChain, destinationChain.isComplete,
                      destinationChain.framework.last == "NSObject" || destinationChain.classes.last?.superclass == nil else { continue }
                // A class answers to its Swift name and to its `@objc(Name)` runtime name.
                let declared = project.classes.lookup(type)
                guard !destinationChain.names.contains(type),
                      !destinationChain.classes.contains(where: { $0.objcName == type || $0.name == declared?.name }) else { continue }
                let destinationName = destination.customClass ?? destination.baseClassName ?? destination.name
                findings.append(Finding(
                    connection.element, "outlet '\(key)' of \(info.name) is declared as \(type) (\(property.location)) but connected to a \(destinationName)",
                    hint: "connect it to a \(type), or change the declared type to \(destinationName) or one of its superclasses"))
            }
        }
    }
}

public struct UndeclaredActionRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .undeclaredAction
    public let defaultSeverity = Severity.error
    public let summary = "Every action's selector is a method of its target's class"
    public let explanation = """
        A control sends its action's selector to the target: File's Owner or a custom-classed \
        object. When no class in the target's chain has a method with that selector (an \
        @IBAction or @objc method, named as the compiler names it: tapped(_:) is tapped:, \
        tapped(sender:) is tappedWithSender:), the tap crashes with "unrecognized selector sent \
        to instance". Actions sent to First Responder are not checked; a chain that leaves the \
        sources, or reaches AppKit, makes the rule stand down.
        """
    public let badExample = #"<action selector="favouriteTapped:" destination="-1" eventType="touchUpInside" id="…"/>   // @IBAction func favoriteTapped(_:)"#
    public let goodExample = #"<action selector="favoriteTapped:" destination="-1" eventType="touchUpInside" id="…"/>"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController"/><button id="b1"><connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="x1"/></connections></button>"#),
                          swift: "class BadgeController: UIViewController { @IBAction func tapped(_ sender: Any) {} }", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController"/><button id="b1"><connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="x1"/></connections></button>"#),
                          swift: "class BadgeController: UIViewController { @IBAction func tapped(sender: Any) {} }", triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeController"/><button id="b1"><connections><action selector="tappedWithSender:" destination="-1" eventType="touchUpInside" id="x1"/></connections></button>"#),
                          swift: "class BadgeController: UIViewController { @IBAction func tapped(sender: Any) {} }", triggers: false),
    ]}

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for action in document.elements(named: "action") {
            guard let selector = action[attribute: "selector"],
                  let targetID = action[attribute: "destination"] ?? action[attribute: "target"],
                  let target = document.element(withID: targetID),
                  let (info, chain) = SourceRuleSupport.checkedClass(of: target, project: project, document: document),
                  chain.isComplete, chain.method(selector) == nil else { continue }
            if let top = chain.frameworkTop, top.hasPrefix("NS") && top != "NSObject" { continue }
            if FrameworkClasses.actionSelectors.contains(selector) { continue }
            findings.append(Finding(
                action, "action '\(selector)' is sent to \(info.name), which has no method with that selector (declared at \(info.location)); the event crashes with \"unrecognized selector sent to instance\"",
                hint: "add @IBAction func for it to \(info.name) (a Swift method named \(SourceRuleSupport.swiftName(forSelector: selector))), or reconnect the action"))
        }
    }
}

extension SourceRuleSupport {
    /// `tapped:` → `tapped(_:)`, for hints.
    static func swiftName(forSelector selector: String) -> String {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first else { return selector + "()" }
        return first + "(" + (["_"] + pieces.dropFirst().map(String.init)).map { $0 + ":" }.joined() + ")"
    }
}

public struct UnconnectedOutletRule: ProjectRule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .unconnectedOutlet
    public let defaultSeverity = Severity.warning
    public let summary = "An implicitly unwrapped outlet of a nib's class is connected by some nib"
    public let explanation = """
        An @IBOutlet declared as UILabel! is nil until a nib sets it, and stays nil when no nib \
        does: the first use crashes with "unexpectedly found nil while implicitly unwrapping". \
        Reported for classes the nibs use (as a customClass or File's Owner), counting \
        connections made on subclasses too, and only when the nibs were found by searching \
        folders, so every nib of the project was read.
        """
    public let badExample = #"@IBOutlet var subtitleLabel: UILabel!   // no nib connects subtitleLabel"#
    public let goodExample = #"@IBOutlet var subtitleLabel: UILabel?   // or connect it"#
    public var examples: [SourceRuleExample] {[
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews><connections><outlet property="titleLabel" destination="l1" id="o1"/></connections></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: false),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel! }", triggers: true),
        SourceRuleExample(nib: SourceRuleSupport.xib(#"<view customClass="BadgeView" id="a1"><subviews><label id="l1"/></subviews></view>"#),
                          swift: "class BadgeView: UIView { @IBOutlet var titleLabel: UILabel? }", triggers: false),
    ]}

    public func check(project: ProjectFacts, findings: inout [ProjectFinding]) {
        guard project.nibsComplete, project.sources.swiftRead else { return }
        // For each class a nib uses, its chain: outlets connected on it count for every class above.
        var usedAbove: [String: Set<String>] = [:]  // class name → outlets connected on it or a subclass
        var used: Set<String> = []
        for name in project.nibClasses {
            guard let info = project.classes.unique(name) else { continue }
            let connected = project.connectedOutlets[name] ?? []
            for member in project.classes.chain(from: info).classes {
                used.insert(member.name)
                usedAbove[member.name, default: []].formUnion(connected)
            }
        }
        for (key, list) in project.classes.byName {
            for info in list where info.name == key && info.isDeclared && info.language == .swift && used.contains(info.name) {
                let connected = usedAbove[info.name] ?? []
                for property in info.properties.values.sorted(by: { $0.location.line < $1.location.line })
                where property.isOutlet && property.isImplicitlyUnwrapped && !connected.contains(property.name)
                    && !project.outletsOnUnknownOwners.contains(property.name) {
                    findings.append(ProjectFinding(
                        property.location, "outlet '\(property.name)' of \(info.name) is implicitly unwrapped but no nib connects it; it is nil at run time",
                        hint: "connect it in Interface Builder, or declare it optional (\(property.typeName ?? "Type")?)"))
                }
            }
        }
    }
}
