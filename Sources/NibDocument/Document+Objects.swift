/// What kind of Interface Builder file a document is.
public enum DocumentKind: String, Sendable, Equatable {
    /// A modern `.xib`: `<document type="….XIB">`.
    case xib
    /// A storyboard: `<document type="….Storyboard.XIB">` (or `….Storyboard` for tvOS/watchOS).
    case storyboard
    /// A pre-Xcode-5 `<archive>`: readable as a tree, but it should be re-saved in Xcode.
    case legacyArchive
}

/// The platform a document targets, from its `targetRuntime` (or a legacy archive's `type`).
public enum Platform: String, Sendable, Equatable {
    case iOS, tvOS, watchOS, macOS
}

/// A storyboard scene: its objects (view controllers and friends) and its placeholders.
public struct Scene: Sendable, Hashable {
    /// The `<scene>` element itself.
    public let element: Element
    /// The scene's `sceneID` attribute, when it has one.
    public var sceneID: String? { element[attribute: "sceneID"] }
    /// The scene's objects other than placeholders (its view controller and friends), in document order.
    public let objects: [Element]
    /// The scene's placeholders (First Responder, Exit, and the like), in document order.
    public let placeholders: [Element]
}

extension Document {
    /// Worked out once, when the document is built (rules ask for it per element).
    public var kind: DocumentKind { storage.kind }

    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB` and friends.
    public var type: String? { root[attribute: "type"] }
    /// The root's `version` attribute: the file format version.
    public var version: String? { root[attribute: "version"] }
    /// The root's `toolsVersion` attribute: the Interface Builder version that last saved the file.
    public var toolsVersion: String? { root[attribute: "toolsVersion"] }
    /// The root's `targetRuntime` attribute, e.g. `iOS.CocoaTouch`.
    public var targetRuntime: String? { root[attribute: "targetRuntime"] }

    /// The platform worked out from `targetRuntime` (or a legacy archive's `type`) when the document is built; nil when it names none NibKit knows.
    public var platform: Platform? { storage.platform }

    /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
    public var useAutolayout: Bool { root[attribute: "useAutolayout"] == "YES" }
    /// Whether the document uses trait variations (`useTraitCollections="YES"`).
    public var useTraitCollections: Bool { root[attribute: "useTraitCollections"] == "YES" }
    /// Whether the document uses safe area layout guides (`useSafeAreas="YES"`).
    public var useSafeAreas: Bool { root[attribute: "useSafeAreas"] == "YES" }

    /// A storyboard's initial view controller id, if it names one.
    public var initialViewControllerID: String? { root[attribute: "initialViewController"] }

    /// The `<objects>` element of a modern document.
    public var objectsElement: Element? { root.child(named: "objects") }

    /// The top-level objects of a XIB, without placeholders (File's Owner, First Responder, the
    /// macOS Application object): the objects `instantiate` returns. For a storyboard, the
    /// objects of every scene, in order.
    public var objects: [Element] {
        if kind == .storyboard { return scenes.flatMap(\.objects) }
        return objectsElement?.children.filter { !$0.isPlaceholder } ?? []
    }

    /// File's Owner, First Responder and (macOS) Application in a XIB.
    public var placeholders: [Element] {
        objectsElement?.children.filter(\.isPlaceholder) ?? []
    }

    /// The File's Owner placeholder: `IBFilesOwner` on iOS, `customObject id="-2"` on macOS.
    public var filesOwner: Element? {
        placeholders.first { $0.isFilesOwner }
    }

    /// A storyboard's scenes, in document order; empty for a XIB.
    public var scenes: [Scene] {
        guard let scenes = root.child(named: "scenes") else { return [] }
        return scenes.children(named: "scene").map { scene in
            let members = scene.child(named: "objects").map { Array($0.children) } ?? []
            return Scene(element: scene,
                         objects: members.filter { !$0.isPlaceholder },
                         placeholders: members.filter(\.isPlaceholder))
        }
    }
}

extension DocumentKind {
    init(rootName: String, type: String?) {
        if rootName == "archive" {
            self = .legacyArchive
        } else {
            self = (type ?? "").hasSubstring("Storyboard") ? .storyboard : .xib
        }
    }
}

extension Platform {
    init?(targetRuntime: String?, type: String?) {
        let runtime = targetRuntime ?? type ?? ""
        if runtime.hasPrefix("iOS") || runtime.hasSubstring("CocoaTouch") {
            self = .iOS
        } else if runtime.hasSubstring("AppleTV") {
            self = .tvOS
        } else if runtime.lowercased().hasSubstring("watchkit") {
            self = .watchOS
        } else if runtime.hasSubstring("MacOSX") || runtime.hasSubstring("Cocoa") {
            self = .macOS
        } else {
            return nil
        }
    }
}

extension Element {
    /// Placeholders stand for objects that exist outside the nib; they are never instantiated.
    public var isPlaceholder: Bool {
        switch name {
        case "placeholder", "exit":
            return true
        case "customObject":
            // macOS XIBs write File's Owner, First Responder and Application as customObjects
            // with these fixed ids.
            if let id, id == "-1" || id == "-2" || id == "-3" { return document.kind == .xib }
            return isSceneMemberPlaceholder
        default:
            return isSceneMemberPlaceholder
        }
    }

    private var isSceneMemberPlaceholder: Bool {
        let member = self[attribute: "sceneMemberID"]
        return member == "firstResponder" || member == "exit"
    }

    /// True for the File's Owner placeholder (iOS `IBFilesOwner`, macOS `customObject id="-2"`).
    public var isFilesOwner: Bool {
        if name == "placeholder" { return self[attribute: "placeholderIdentifier"] == "IBFilesOwner" }
        return name == "customObject" && id == "-2" && document.kind == .xib
    }
}

extension String {
    /// A plain byte search: Foundation's `contains` and the standard library's generic one are
    /// both slow enough to show up when run once per document.
    func hasSubstring(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        for start in 0 ... haystack.count - pattern.count where haystack[start] == pattern[0] {
            if haystack[start ..< start + pattern.count].elementsEqual(pattern) { return true }
        }
        return false
    }
}
