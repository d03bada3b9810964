import Foundation
import NibContract
import NibLint
import NibTestSupport
import NibValidation
import Testing

/// A finding in a scene nothing shows, a storyboard nothing loads or a nib nothing loads is true of
/// the file but never met on a device: it is info, and says why (entourage-ios's home scene,
/// replaced by another and kept in the storyboard, held 25 layout warnings).
@Suite struct LatentFindingTests {
    /// A box pinned twice to the same top (a duplicate constraint) in a view with id `root`.
    static func box(_ root: String) -> String {
        """
        <view key="view" contentMode="scaleToFill" id="\(root)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(root)-box">
                    <rect key="frame" x="0.0" y="20" width="375" height="40"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(root)-box" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="20" id="\(root)-c1"/>
                <constraint firstItem="\(root)-box" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="20" id="\(root)-c2"/>
                <constraint firstItem="\(root)-box" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="\(root)-c3"/>
                <constraint firstAttribute="trailing" secondItem="\(root)-box" secondAttribute="trailing" id="\(root)-c4"/>
                <constraint firstItem="\(root)-box" firstAttribute="height" constant="40" id="\(root)-c5"/>
            </constraints>
        </view>
        """
    }

    /// A storyboard whose initial scene and whose second scene (which nothing reaches) each hold
    /// the duplicate.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">\(box("r1"))</viewController></objects></scene>
                <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController">\(box("r2"))</viewController></objects></scene>
            </scenes>
        </document>
        """

    /// The duplicate-constraint findings of a project holding `files`, by file and line, with
    /// their severity and whether they say they are latent.
    static func findings(_ files: [String: String]) throws -> [String] {
        try diagnostics(files, rule: "duplicate-constraint").map { diagnostic in
            let note = diagnostic.message.hasSuffix("(latent: nothing shows this scene)") ? "unshown"
                : diagnostic.message.hasSuffix("(latent: nothing loads this storyboard)") ? "unloaded"
                : diagnostic.message.contains("(latent: a view of the scene beside its controller that no outlet reaches") ? "unreached" : ""
            return "\(URL(fileURLWithPath: diagnostic.file).lastPathComponent):\(diagnostic.line) \(diagnostic.severity) \(note)"
        }.sorted()
    }

    /// The findings of `rule` alone, linting a project that holds `files`.
    static func diagnostics(_ files: [String: String], rule ruleID: RuleID) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-latent-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(path)) }
        var configuration = LintConfiguration()
        for rule in Validator.allRules where rule.id != ruleID { configuration.severities[rule.id] = .some(nil) }
        var options = LintSession.Options()
        options.cachesSources = false
        return LintSession(configuration: configuration, paths: [folder.path], options: options).run().lint.diagnostics
            .filter { $0.ruleID == ruleID }
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aFindingInASceneNothingShowsIsInfo() throws {
        let code = "import UIKit\nclass Home: UIViewController {\n    func main() -> UIStoryboard { UIStoryboard(name: \"Main\", bundle: nil) }\n}\n"
        let found = try Self.findings(["Main.storyboard": Self.storyboard, "Home.swift": code])
        #expect(found.count == 2 && found[0].hasSuffix("warning ") && found[1].hasSuffix("info unshown"), "\(found)")
        // Loaded by nothing (the code loads another storyboard): both scenes are latent.
        let unloaded = try Self.findings(["Main.storyboard": Self.storyboard, "Home.swift": code.replacingOccurrences(of: "\"Main\"", with: "\"Other\"")])
        #expect(unloaded.count == 2 && unloaded.allSatisfy { $0.hasSuffix("info unloaded") }, "\(unloaded)")
        // Without code, nothing can be said: both stay warnings.
        let alone = try Self.findings(["Main.storyboard": Self.storyboard])
        #expect(alone.count == 2 && alone.allSatisfy { $0.hasSuffix("warning ") }, "\(alone)")
    }

    /// A storyboard no load call names, whose name a file writes as the value of a storyboard
    /// key (material-components-ios's examples: `"storyboardName": "Buttons"` in metadata a
    /// catalog, driven by a dependency, loads each example's storyboard by) may be loaded: its
    /// findings are not latent. A name written under another key, or in a comment, is not.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason),
          arguments: [
            ("Example.swift", "import UIKit\nclass Example: UIViewController {\n    @objc class func catalogMetadata() -> [String: Any] { [\"storyboardName\": \"Main\"] }\n}\n", true),
            ("Example.m", "#import <UIKit/UIKit.h>\n@implementation Example\n+ (NSDictionary *)catalogMetadata { return @{ @\"storyboardName\" : @\"Main\" }; }\n@end\n", true),
            ("Example.swift", "import UIKit\nfunc show() { Catalog.open(storyboard: \"Main\") }\n", true),
            ("Example.swift", "import UIKit\nclass Example: UIViewController {\n    @objc class func catalogMetadata() -> [String: Any] { [\"title\": \"Main\"] }\n}\n", false),
            ("Example.swift", "import UIKit\n// let metadata = [\"storyboardName\": \"Main\"]\n", false),
          ])
    func aStoryboardNamedUnderAStoryboardKeyMayLoad(file: String, code: String, mayLoad: Bool) throws {
        let other = "import UIKit\nclass Home: UIViewController {\n    func other() -> UIStoryboard { UIStoryboard(name: \"Other\", bundle: nil) }\n}\n"
        let found = try Self.findings(["Main.storyboard": Self.storyboard, "Home.swift": other, file: code])
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { $0.hasSuffix("unloaded") } == !mayLoad, "\(found)")
    }

    /// A storyboard only a loader nibcheck does not read may load (its name given under a
    /// storyboard key): which scenes it shows is not known, so a crash there is a warning that
    /// says so. Loaded by a call nibcheck reads, the crash is an error; loaded by nothing, latent.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason),
          arguments: [
            ("import UIKit\nfunc open() -> UIViewController? { UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() }\n", "error", "UIKit logs"),
            ("import UIKit\nclass Example: UIViewController {\n    @objc class func catalogMetadata() -> [String: Any] { [\"storyboardName\": \"Main\"] }\n}\n",
             "warning", "only code nibcheck does not read may load this storyboard"),
            ("import UIKit\nclass Example: UIViewController {}\n", "warning", "nothing loads this storyboard"),
          ])
    func aCrashInAStoryboardOnlyAnUnreadLoaderLoadsIsNotCertain(code: String, severity: String, saying: String) throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="GhostController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="r1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                        </label>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="l1" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let other = "import UIKit\nfunc other() -> UIStoryboard { UIStoryboard(name: \"Other\", bundle: nil) }\n"
        let found = try Self.diagnostics(["Main.storyboard": storyboard, "Other.swift": other, "Example.swift": code], rule: "unknown-custom-class")
        #expect(found.count == 1 && "\(found[0].severity)" == severity && found[0].message.contains(saying),
                "\(found.map { "\($0.severity): \($0.message)" })")
    }

    /// A view beside the scene's controller, in the scene's objects, that no outlet points at:
    /// the scene makes it and drops it (a bootcamp's employee scene and its spare stack of
    /// labels). With code or without, what is wrong in it is info; an outlet to it, or to a
    /// view inside it, lets the code show it.
    @Test(arguments: [("", "info unreached"), (#"<outlet property="spare" destination="r2" id="o1"/>"#, "warning "),
                      (#"<outlet property="spare" destination="r2-box" id="o1"/>"#, "warning ")])
    func aFindingInASceneViewNoOutletReachesIsInfo(_ outlet: String, _ expected: String) throws {
        let spare = Self.box("r2").replacingOccurrences(of: #"<view key="view" "#, with: "<view ")
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">\(Self.box("r1"))<connections>\(outlet)</connections></viewController>\(spare)</objects></scene>
                </scenes>
            </document>
            """
        let found = try Self.findings(["Main.storyboard": storyboard])
        #expect(found.count == 2 && found.filter { $0.hasSuffix(expected) }.count == (expected == "warning " ? 2 : 1), "\(found)")
    }
}
