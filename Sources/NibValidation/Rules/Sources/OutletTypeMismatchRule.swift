import NibDocument

/// `outlet-type-mismatch`: An outlet's declared type is the destination's class or a superclass.
public struct OutletTypeMismatchRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "outlet-type-mismatch", severity: .warning,
        summary: "An outlet's declared type is the destination's class or a superclass",
        explanation: """
            Key-value coding sets an outlet whatever its type; the mismatch shows later, as a crash \
            when the code calls a UILabel method on the UIButton the nib connected. The destination's \
            class is its customClass (with its chain in the sources) or the class Interface Builder's \
            element stands for. Types the rule cannot place (protocols, typealiases, generics, \
            classes outside the sources) make it stand down. A warning: nibcheck does not follow which \
            members the code calls, and a call the connected class also answers does not crash.
            """,
        triggering: [
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        ↓<outlet property="titleLabel" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UILabel!\n}\n"]),
            sharedWithTheMac(iOSType: "UILabel", marked: true,
                             note: "of a class shared with a Mac app, the declaration iOS compiles is a label"),
        ],
        nonTriggering: [
            RuleExample("""
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Lv1-aa-001" customClass="LibraryViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lw1-aa-001">
                                <subviews>
                                    <collectionView dataMode="none" id="Lc1-aa-001">
                                        <collectionViewFlowLayout key="collectionViewLayout" id="Lf1-aa-001"/>
                                    </collectionView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="collectionView" destination="Lc1-aa-001" id="Lo1-aa-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                """, file: "Sources/Library/Library.storyboard",
                        note: "NibKit's own repository, whose sample app is a target of its package: NibKit's CollectionView, read from its sources, is UIKit's UICollectionView",
                        project: ["Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"NibKit\", targets: [.target(name: \"NibKit\"), .target(name: \"Library\", dependencies: [\"NibKit\"])])\n",
                                  "Sources/NibKit/CollectionView.swift": "open class View {}\nopen class ScrollView: View {}\nopen class CollectionView: ScrollView {}\nopen class ViewController {}\n",
                                  "Sources/Library/Library.swift": "import NibKit\nfinal class LibraryViewController: ViewController {\n    var collectionView: CollectionView!\n    override class var outlets: [Outlet] {\n        super.outlets + [Outlet(\"collectionView\", \\LibraryViewController.collectionView)]\n    }\n}\n"]),
            RuleExample("""
                <view customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "a superclass of UIButton",
                        project: ["Badge.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var titleLabel: UIView!\n}\n"]),
            sharedWithTheMac(iOSType: "UITextField", marked: false,
                             note: "eduVPN's controllers, shared with a Mac app: the outlet is declared once per platform (#if os(macOS) … #elseif os(iOS) …), and iOS compiles the UITextField"),
            RuleExample("""
                <view customClass="EmptyView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <button customClass="WMFAlignedImageButton" id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="button" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "wikipedia-ios WMFEmptyView.xib: the nib names the @objc(Name) runtime name, the outlet the Swift name",
                        project: ["Empty.swift": "import UIKit\n@objc(WMFAlignedImageButton) class AlignedImageButton: UIButton {}\nclass EmptyView: UIView {\n    @IBOutlet var button: AlignedImageButton!\n}\n"]),
            RuleExample("""
                <view customClass="MovieView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <view customClass="VLCPulsingConeView" id="Bb1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="cone" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """, note: "vlc-ios VLCFullscreenMovieTVViewController.xib: the outlet is typed with the runtime name",
                        project: ["Movie.swift": "import UIKit\n@objc(VLCPulsingConeView) class PulsingConeView: UIView {}\nclass MovieView: UIView {\n    @IBOutlet var cone: VLCPulsingConeView!\n}\n"]),
        ])

    /// A text field connected to `password` of a view class shared with a Mac app, which declares
    /// the outlet once per platform: an `NSSecureTextField` on the Mac, `iOSType` on iOS.
    private static func sharedWithTheMac(iOSType: String, marked: Bool, note: String) -> RuleExample {
        RuleExample("""
            <view customClass="CredentialsView" customModuleProvider="target" id="Ba1-aa-001">
                <subviews>
                    <textField id="Bb1-aa-001"/>
                </subviews>
                <connections>
                    \(marked ? "↓" : "")<outlet property="password" destination="Bb1-aa-001" id="Bo1-aa-001"/>
                </connections>
            </view>
            """, note: note,
                    project: ["Credentials.swift": "class CredentialsView: View {\n    #if os(macOS)\n    @IBOutlet var password: NSSecureTextField!\n    #elseif os(iOS)\n    @IBOutlet var password: \(iOSType)!\n    #endif\n}\n",
                              "Shims.swift": "#if os(macOS)\nimport AppKit\ntypealias View = NSView\n#else\nimport UIKit\ntypealias View = UIView\n#endif\n"])
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        guard let project = SourceRuleSupport.project(context, document) else { return }
        for connections in document.elements(named: "connections") {
            guard let source = connections.parent,
                  let (info, chain) = SourceRuleSupport.checkedClass(of: source, project: project, document: document) else { continue }
            for connection in source.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let key = connection.property, let property = chain.property(key, platform: document.platform), property.isOutlet,
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
                // NibKit's `Label` is UIKit's UILabel, unless the sources declare a Label (other
                // than NibKit's own, read when linting NibKit's repository).
                if chain.isNibKit, project.classes.lookup(type).map({ project.classes.isNibKitStandIn($0) }) ?? true,
                   FrameworkClasses.superclass["UI" + type] != nil { type = "UI" + type }
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
