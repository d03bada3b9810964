import NibDocument

/// `custom-class-without-module`: A Swift custom class names its module.
public struct CustomClassWithoutModuleRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "custom-class-without-module", severity: .info, enabledByDefault: false,
        summary: "A Swift custom class names its module",
        explanation: """
            UIKit looks a customClass up by name at run time. A Swift class's runtime name includes \
            its module, so without customModule (or customModuleProvider="target", which Xcode sets \
            for the file's own target) the lookup fails: "Unknown class BookCell in Interface Builder \
            file", and a plain UIView appears instead. Objective-C classes need no module, nor do \
            Swift classes with an explicit @objc(Name). With the sources read (nibcheck's default), \
            the class's declaration decides; without them, names that start with an Objective-C style \
            prefix (two or more capitals, as in UILabel or MBProgressHUD) are taken to be Objective-C, \
            and the rule is off unless enabled.
            """,
        triggering: [
            RuleExample(#"↓<view customClass="LegacyBannerView" id="Bv1-aa-001"/>"#),
        ],
        nonTriggering: [
            RuleExample(#"<view customClass="LegacyBannerView" customModule="Banners" customModuleProvider="target" id="Bv1-aa-001"/>"#),
            RuleExample(#"<view customClass="MBProgressHUD" id="Bv1-aa-001"/>"#, note: "an Objective-C class: its runtime name has no module"),
            RuleExample(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerController"/>"#,
                        note: "File's Owner is never made from the nib, so its class is never looked up by name"),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        let project = context.project.flatMap { $0.sources.swiftRead && $0.sources.codeFound ? $0 : nil }
        for use in facts.customClasses where use.customModule == nil && use.customModuleProvider == nil {
            // Placeholders, File's Owner included, are never made from the nib: no class is
            // looked up by name for them.
            guard !use.element.isPlaceholder else { continue }
            if let project {
                // Decided by the declaration: only a Swift class without @objc(ItsName) fails.
                guard let info = project.classes.lookup(use.customClass), info.language == .swift,
                      info.objcName != use.customClass else { continue }
            } else if CustomClassWithoutModuleRule.looksLikeObjectiveC(use.customClass) {
                continue
            }
            findings.append(Finding(
                use.element, "customClass '\(use.customClass)' has no module; a Swift class will not be found at run time",
                hint: "tick 'Inherit Module From Target' in Interface Builder's identity inspector (customModuleProvider=\"target\"), or set the Module"))
        }
    }

    /// `UILabel`, `NSView`, `MBProgressHUD`, `SWRevealViewController`: two capitals, then a third
    /// capital or the rest of a name. Swift classes conventionally carry no prefix.
    static func looksLikeObjectiveC(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3 else { return false }
        let upper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let lower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        return upper(bytes[0]) && upper(bytes[1]) && (upper(bytes[2]) || lower(bytes[2]))
    }
}
