import NibDocument

/// An image or color that the project has, but only in asset catalogs (or files) that no target
/// building the nib copies: it is looked up in the nib's own bundle. A warning, with where it was
/// found: a target's membership is read from the project file, and a bundle the code passes
/// explicitly could still hold it.
enum AssetElsewhere {
    /// The first place holding the name, when every place is copied only by targets that do not
    /// build the nib; nil when any place is copied by one of them, or its targets are unknown.
    static func place(of places: [AssetPlace]?, for document: Document, project: ProjectFacts) -> AssetPlace? {
        guard let targets = project.sources.nibTargets[document.file], let places, let first = places.first,
              places.allSatisfy({ !$0.targets.isEmpty && $0.targets.isDisjoint(with: targets) }) else { return nil }
        return first
    }

    /// Whether a macOS nib built by no application target (a framework's or plug-in's) shows an
    /// image an application target copies: AppKit looks a nib's image up by name in the nib's
    /// own bundle and then, as `NSImage(named:)` does, in the running application's main bundle
    /// (Quicksilver's plug-ins show the app's images).
    static func inHostApplication(_ places: [AssetPlace]?, for document: Document, project: ProjectFacts) -> Bool {
        let applications = project.sources.applicationModules
        guard document.platform == .macOS, let places, let targets = project.sources.nibTargets[document.file],
              targets.isDisjoint(with: applications) else { return false }
        return places.contains { !$0.targets.isDisjoint(with: applications) }
    }

    /// How the nib's platform looks a named image up, for messages.
    static func imageLookup(_ document: Document) -> String {
        document.platform == .macOS ? "AppKit looks in the nib's own bundle and the application's"
            : "UIImage(named:) looks in the nib's own bundle"
    }

    /// `Widget/Assets.xcassets (target Widget)`.
    static func describe(_ place: AssetPlace) -> String {
        let targets = place.targets.sorted()
        return "\(place.path) (target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")))"
    }

    /// The nib's targets, for messages.
    static func targets(of document: Document, project: ProjectFacts) -> String {
        (project.sources.nibTargets[document.file] ?? []).sorted().joined(separator: ", ")
    }
}

/// The other uses of a missing image or color, listed in its one finding.
enum AssetUses {
    /// The finding for a missing `kind` (`image`, `color`) named `name`, where the project has
    /// a name it was likely meant to be (`byLowercase` is `ProjectFacts.imageNamesByLowercase`
    /// or `colorNamesByLowercase`), at `first`; `outcome` is what the view then shows ("the view
    /// shows no image"). Nil elsewhere. Hedged where dependencies may hold the exact name. The
    /// names it may have been meant as:
    /// - one differing only in case (`CaseVariants`), on iOS and tvOS: on macOS a loose image
    ///   file's name is looked up in a file system that usually ignores case;
    /// - one in a catalog folder that provides a namespace, whose assets are named with the
    ///   folder's name (a board game's `Background`, where its catalog's `Colors` folder makes
    ///   the colour `Colors/Background`).
    static func variantFinding(_ kind: String, _ name: String, in byLowercase: [String: [String]], at first: Element,
                               also others: ArraySlice<Element>, outcome: String, document: Document,
                               project: ProjectFacts) -> Finding? {
        let hedge = project.sources.hasExternalDependencies ? "; it may come from a dependency (CocoaPods, Carthage or a package), else " : ", so "
        if document.platform == .iOS || document.platform == .tvOS, let variant = CaseVariants.variant(of: name, in: byLowercase) {
            return Finding(first, "\(kind) '\(name)' is not found, but '\(variant)' is: \(kind) names match case by case" + hedge + outcome + alsoAt(others),
                           hint: "write '\(variant)'")
        }
        guard !name.contains("/"),
              let namespaced = byLowercase.values.joined().filter({ $0.hasSuffix("/" + name) }).sorted().first else { return nil }
        return Finding(first, "\(kind) '\(name)' is not found, but '\(namespaced)' is: its catalog folder provides a namespace, which its \(kind)s' names begin with" + hedge + outcome + alsoAt(others),
                       hint: "write '\(namespaced)'")
    }

    static func alsoAt(_ others: ArraySlice<Element>) -> String {
        let lines = self.lines(of: others)
        guard !lines.isEmpty else { return "" }
        return " (also used at \(lines))"
    }

    /// `line 41` or `lines 28, 41`: where `uses` are, each line once, in order, all of them;
    /// empty for none.
    static func lines<Uses: Collection<Element>>(of uses: Uses) -> String {
        ShortList.lines(uses.map(\.line), limit: .max)
    }
}
