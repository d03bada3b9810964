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
            Swift classes with an explicit @objc(Name), nor a storyboard controller that only \
            segue actions make (every segue to it names an @IBSegueAction, and nothing else \
            instantiates it): the code makes it. With the sources read (nibcheck's default), \
            the class's declaration decides; without them, names that start with an Objective-C style \
            prefix (two or more capitals, as in UILabel or MBProgressHUD) are taken to be Objective-C, \
            and the rule is off unless enabled.
            """,
        triggering: [
            RuleExample(#"↓<view customClass="LegacyBannerView" id="Bv1-aa-001"/>"#),
            RuleExample(CustomClassWithoutModuleRule.confirmationScenes(segueAction: false), file: "Main.storyboard",
                        note: "the same confirmation screen shown by a plain segue, which makes it from its class name",
                        project: CustomClassWithoutModuleRule.orderControllers),
            RuleExample(#"↓<view customClass="ViewController" id="Bv1-aa-001"/>"#,
                        note: "the app's own Swift ViewController, beside another sample app's that is @objc(ViewController)",
                        project: CustomClassWithoutModuleRule.twoSamples(objcInApp: false)),
        ],
        nonTriggering: [
            RuleExample(#"<view customClass="ViewController" id="Bv1-aa-001"/>"#,
                        note: "firebase's quickstart-ios messaging sample: its ViewController is @objc(ViewController), beside other sample apps' Swift ViewController classes",
                        project: CustomClassWithoutModuleRule.twoSamples(objcInApp: true)),
            RuleExample(#"<view customClass="LegacyBannerView" customModule="Banners" customModuleProvider="target" id="Bv1-aa-001"/>"#),
            RuleExample(#"<view customClass="MBProgressHUD" id="Bv1-aa-001"/>"#, note: "an Objective-C class: its runtime name has no module"),
            RuleExample(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerController"/>"#,
                        note: "File's Owner is never made from the nib, so its class is never looked up by name"),
            RuleExample(CustomClassWithoutModuleRule.confirmationScenes(segueAction: true), file: "Main.storyboard",
                        note: "quien697's OrderApp (Apple's Develop in Swift): a confirmation screen that only a segue action makes, in code",
                        project: CustomClassWithoutModuleRule.orderControllers),
        ])

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        let project = context.project.flatMap { $0.sources.swiftRead && $0.sources.codeFound ? $0 : nil }
        for use in facts.customClasses where use.customModule == nil && use.customModuleProvider == nil {
            // Placeholders, File's Owner included, are never made from the nib: no class is
            // looked up by name for them.
            guard !use.element.isPlaceholder else { continue }
            // A controller only segue actions make is made by the code, not looked up by name.
            if CustomClassWithoutModuleRule.isMadeBySegueActions(use.element, in: document, project: project) { continue }
            if let project {
                // Decided by the declaration: only a Swift class without @objc(ItsName) fails.
                // The class the nib's own app has, where several apps declare one of the name;
                // where which one is not known, every declaration of the name must fail.
                let candidates = project.resolve(use.element, in: document).map { [$0] }
                    ?? (project.classes.byName[use.customClass] ?? []).filter(\.isDeclared)
                guard !candidates.isEmpty,
                      candidates.allSatisfy({ $0.language == .swift && $0.objcName != use.customClass }) else { continue }
            } else if CustomClassWithoutModuleRule.looksLikeObjectiveC(use.customClass) {
                continue
            }
            findings.append(Finding(
                use.element, "customClass '\(use.customClass)' has no module; a Swift class will not be found at run time",
                hint: "tick 'Inherit Module From Target' in Interface Builder's identity inspector (customModuleProvider=\"target\"), or set the Module"))
        }
    }

    /// Whether the code makes `controller` whenever the storyboard shows it: every segue to it
    /// names a segue action (`destinationCreationSelector`, an @IBSegueAction that returns the
    /// controller it makes with the coder), and nothing else instantiates it (it is not the
    /// initial controller, and has no Storyboard ID the code may ask for). Apple's Develop in
    /// Swift OrderApp makes its confirmation screen so, `OrderConfirmationViewController(coder:
    /// minutesToPrepare:)`, whose customClass no module qualifies.
    static func isMadeBySegueActions(_ controller: Element, in document: Document, project: ProjectFacts?) -> Bool {
        guard let segues = SourceRuleSupport.onlySegues(showing: controller, in: document, project: project) else { return false }
        return !segues.isEmpty && segues.allSatisfy { !($0[attribute: "destinationCreationSelector"] ?? "").isEmpty }
    }

    /// Two sample apps of one repository, each with a Swift `ViewController`; the one in the app
    /// that builds Example.xib is `@objc(ViewController)` when `objcInApp`, else the other's is.
    static func twoSamples(objcInApp: Bool) -> [String: String] {
        let named = "import UIKit\n@objc(ViewController)\nclass ViewController: UIViewController {}\n"
        let plain = "import UIKit\nclass ViewController: UIViewController {}\n"
        return ExampleXcodeProject.twoApplications(app: ["ViewController.swift": objcInApp ? named : plain], resources: ["Example.xib"],
                                                   other: ["ViewController.swift": objcInApp ? plain : named])
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

    /// An order list that presents a confirmation screen, through the segue action
    /// `confirmOrder:sender:` when `segueAction`; the confirmation's customClass names no module.
    static func confirmationScenes(segueAction: Bool) -> String {
        let creation = segueAction ? #" destinationCreationSelector="confirmOrder:sender:""# : ""
        let marker = segueAction ? "" : "↓"
        return """
            <scene sceneID="Os1-aa-001">
                <objects>
                    <tableViewController id="Oc1-aa-001" customClass="OrderController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" id="Ot1-aa-001"/>
                        <connections>
                            <segue destination="Cc1-aa-001" kind="presentation" identifier="confirmOrder"\(creation) id="Og1-aa-001"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="Cs1-aa-001">
                <objects>
                    \(marker)<viewController id="Cc1-aa-001" customClass="OrderConfirmationViewController" sceneMemberID="viewController">
                        <view key="view" id="Cv1-aa-001"/>
                    </viewController>
                </objects>
            </scene>
            """
    }

    /// The order list, with its segue action, and the confirmation screen it makes.
    static let orderControllers = ["Order.swift": """
        import UIKit
        class OrderController: UITableViewController {
            @IBSegueAction func confirmOrder(_ coder: NSCoder, sender: Any?) -> OrderConfirmationViewController? {
                OrderConfirmationViewController(coder: coder, minutesToPrepare: 10)
            }
        }
        class OrderConfirmationViewController: UIViewController {
            let minutesToPrepare: Int
            init?(coder: NSCoder, minutesToPrepare: Int) {
                self.minutesToPrepare = minutesToPrepare
                super.init(coder: coder)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """]
}
