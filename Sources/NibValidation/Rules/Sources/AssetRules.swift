import NibDocument

public struct MissingImageRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .missingImage
    public let defaultSeverity = Severity.warning
    public let summary = "An image a nib names is in an asset catalog, an image file or SF Symbols"
    public let explanation = """
        An image view, button state or bar item names its image; UIImage(named:) finds nothing for \
        a name no asset catalog or image file provides, and the view shows nothing, without a \
        word. Names the nib marks catalog="system" are SF Symbols. Checked when the sources \
        include at least one asset catalog or image file.
        """
    public let badExample = #"<imageView image="bookmark-filed" …/>   // Assets.xcassets has bookmark-filled.imageset"#
    public let goodExample = #"<imageView image="bookmark-filled" …/>"#
    public var examples: [SourceRuleExample] { [] }

    static let attributes = ["image", "highlightedImage", "backgroundImage", "selectedImage", "landscapeImage",
                             "largeContentSizeImage", "alternateImage", "onImage", "offImage"]

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = context.project, project.sources.assetsFound,
              project.sources.nibsBuiltByNoTarget[document.file] == nil else { return }
        var system: Set<String> = []
        for image in document.elements(named: "image") where image[attribute: "catalog"] == "system" {
            if let name = image[attribute: "name"] { system.insert(name) }
        }
        var reported: Set<String> = []
        for element in document.elements {
            // `<accessibilityTraits image="YES"/>` is the image trait, not an image's name.
            if element.name == "accessibilityTraits" { continue }
            let isResource = element.name == "image" && element.parent?.name == "resources"
            let names = isResource ? [element[attribute: "name"]] : MissingImageRule.attributes.map { element[attribute: $0] }
            for case let name? in names where !name.isEmpty {
                guard element[attribute: "catalog"] != "system", !system.contains(name),
                      !MissingImageRule.provided(name, by: project.sources.images, platform: document.platform),
                      reported.insert(name).inserted else { continue }
                // Pods, Carthage and packages bring catalogs nibcheck does not see: say so rather
                // than claim the image is missing.
                let message = project.sources.hasExternalDependencies
                    ? "image '\(name)' is not found here; it may come from a dependency (CocoaPods, Carthage or a package), else the view shows no image"
                    : "image '\(name)' is in no asset catalog or image file; the view shows no image"
                findings.append(Finding(element, message, hint: "add it to an asset catalog, or use the name of one that is there"))
            }
        }
    }

    static func provided(_ name: String, by images: Set<String>, platform: Platform?) -> Bool {
        if images.contains(name) { return true }
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if images.contains(last) { return true }
        // `icon.png` names the file; `icon` the set.
        if let dot = last.lastIndex(of: "."), images.contains(String(last[..<dot])) { return true }
        // AppKit's named images (NSActionTemplate, NSAddTemplate…).
        if platform == .macOS, name.hasPrefix("NS") { return true }
        return false
    }
}

public struct MissingColorRule: Rule, ExampleCarrying {
    public init() {}
    public let id: RuleID = .missingColor
    public let defaultSeverity = Severity.warning
    public let summary = "A named color a nib uses is a color set in an asset catalog"
    public let explanation = """
        A named color (<color name="Brand"/>, listed as <namedColor> in the nib's resources) is \
        looked up in the asset catalogs; a missing one leaves the property at its default. \
        System colors (systemColor, catalog="System") are not checked. Checked when the sources \
        include at least one asset catalog.
        """
    public let badExample = #"<color key="textColor" name="Brand"/>   // no Brand.colorset"#
    public let goodExample = #"<color key="textColor" name="BrandBlue"/>   // Assets.xcassets/BrandBlue.colorset"#
    public var examples: [SourceRuleExample] { [] }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = context.project, project.sources.assetsFound,
              project.sources.nibsBuiltByNoTarget[document.file] == nil else { return }
        var system: Set<String> = []
        for color in document.elements(named: "systemColor") { if let name = color[attribute: "name"] { system.insert(name) } }
        var reported: Set<String> = []
        for name in ["color", "namedColor"] {
            for element in document.elements(named: name) {
                guard let colorName = element[attribute: "name"], !colorName.isEmpty,
                      element[attribute: "catalog"] == nil, element[attribute: "systemColor"] == nil,
                      !system.contains(colorName), !project.sources.colors.contains(colorName),
                      reported.insert(colorName).inserted else { continue }
                let message = project.sources.hasExternalDependencies
                    ? "color '\(colorName)' is not found here; it may come from a dependency (CocoaPods, Carthage or a package), else the property keeps its default"
                    : "color '\(colorName)' is in no asset catalog's color sets; the property keeps its default"
                findings.append(Finding(element, message, hint: "add a color set named \(colorName), or use one that is there"))
            }
        }
    }
}
