import Foundation
import NibTestSupport
import NibValidation
import Testing
@testable import NibSources

/// Issue #22: false findings seen on real apps, each as a minimal fixture of the real pattern.
@Suite struct PrecisionTests {
    /// A folder holding `Example.xib`, `Example.swift` and an asset catalog with one image set.
    static func lint(nib body: String, swift: String, _ name: String, files: [String: String] = [:]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-precision-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/play.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"images":[],"info":{"author":"xcode","version":1}}"#.write(to: folder.appendingPathComponent("Assets.xcassets/play.imageset/Contents.json"), atomically: true, encoding: .utf8)
        try Fixtures.xib(body).write(to: folder.appendingPathComponent("Example.xib"), atomically: true, encoding: .utf8)
        try ("import UIKit\n" + swift).write(to: folder.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return SourceLint.run([folder.path]).diagnostics
    }

    /// File's Owner is never made from the nib: its class is not looked up by name.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func filesOwnerNeedsNoModule() throws {
        let found = try PrecisionTests.lint(nib: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerController"/>
            <view contentMode="scaleToFill" customClass="PlayerView" id="v1"/>
            """, swift: "class PlayerController: UIViewController {}\nclass PlayerView: UIView {}\n", "owner")
        let flagged = found.filter { $0.ruleID == .customClassWithoutModule }.map(\.message)
        #expect(flagged.count == 1 && flagged.first?.contains("PlayerView") == true, "\(flagged)")
    }
}

extension PrecisionTests {
    /// Recall: `customModuleProvider="target"` says the class is the nib's own target's, so a
    /// project with dependencies (a Podfile, no .xcodeproj) does not excuse a renamed class.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aTargetClassMissingFromTheSourcesIsFoundDespiteDependencies() throws {
        let objects = """
            <view contentMode="scaleToFill" customClass="PlayerVeiw" customModuleProvider="target" id="v1"/>
            <view contentMode="scaleToFill" customClass="SomePodView" id="v2"/>
            """
        let found = try PrecisionTests.lint(nib: objects, swift: "class PlayerView: UIView {}\n", "target-recall", files: ["Podfile": "pod 'Something'\n"])
        let unknown = found.filter { $0.ruleID == .unknownCustomClass }.map(\.message)
        #expect(unknown.count == 1 && unknown.first?.contains("PlayerVeiw") == true, "\(unknown)")
    }

    /// The real UIKit check, from the code: a nib registered under another identifier than its
    /// cell's crashes at dequeue ("cell reuse identifier in nib (A) does not match the identifier
    /// used to register the nib (B)"); one registered under its own identifier is fine, whatever
    /// the class is called (pocket-casts registers "RadioButtonCellId" for RadioButtonCell).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason),
          arguments: [("Book", true), ("BookCellId", false)])
    func aRegistrationUnderAnotherIdentifierIsFound(_ registered: String, _ triggers: Bool) throws {
        let cell = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="BookCellId" customClass="BookCell" customModule="App" customModuleProvider="target" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="c1" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let swift = """
            class BookCell: UITableViewCell {}
            func setUp(_ tableView: UITableView) {
                tableView.register(UINib(nibName: "Example", bundle: nil), forCellReuseIdentifier: "\(registered)")
            }
            """
        let found = try PrecisionTests.lint(nib: cell, swift: swift, "registered-\(registered)").filter { $0.ruleID == .reuseIdentifierMismatch }
        #expect(found.isEmpty != triggers, "\(found)")
        if triggers { #expect(found.first?.message.contains("(BookCellId) does not match the identifier used to register the nib (Book)") == true, "\(found)") }
    }

    /// duckduckgo's shape: a storyboard in the project's folder that no target builds gives one
    /// info line, not its source errors; the nib the target builds is checked as before.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNibNoTargetBuildsGivesOneInfoLine() throws {
        let view = #"<view contentMode="scaleToFill" customClass="RenamedView" customModuleProvider="target" id="v1"/>"#
        let pbxproj = """
            // !$*UTF8*$!
            {
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); buildConfigurationList = L0; };
                G0 = { isa = PBXGroup; children = ( F1, F2, F3 ); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Example.xib; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = Dead.xib; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = Example.swift; sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L1; buildPhases = ( R1, S1 ); };
                R1 = { isa = PBXResourcesBuildPhase; files = ( B1 ); };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B3 ); };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B3 = { isa = PBXBuildFile; fileRef = F3; };
                L0 = { isa = XCConfigurationList; buildConfigurations = ( C0 ); };
                C0 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
              };
              rootObject = P1;
            }
            """
        let found = try PrecisionTests.lint(nib: view, swift: "class PlayerView: UIView {}\n", "dead",
                                            files: ["Dead.xib": Fixtures.xib(view), "App.xcodeproj/project.pbxproj": pbxproj])
        let byFile = Dictionary(grouping: found) { ($0.file as NSString).lastPathComponent }
        #expect(byFile["Example.xib"]?.map(\.ruleID) == [.unknownCustomClass], "\(found)")
        #expect(byFile["Dead.xib"]?.map(\.ruleID) == [.nibBuiltByNoTarget], "\(found)")
        #expect(byFile["Dead.xib"]?.first?.severity == .info)
    }

    /// Cause 15: a single file linted from an editor (with the project as --sources) still knows
    /// the project's other nibs by name, and does not judge identifiers defined in nibs it did
    /// not read.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aSingleFileKnowsTheProjectsOtherNibs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-single-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = Fixtures.xib(#"<view contentMode="scaleToFill" customClass="Shelf" customModuleProvider="target" id="v1"/>"#)
        let cell = Fixtures.xib(#"<tableViewCell contentMode="scaleToFill" reuseIdentifier="Book" id="c1"/>"#)
        try view.write(to: folder.appendingPathComponent("Shelf.xib"), atomically: true, encoding: .utf8)
        try cell.write(to: folder.appendingPathComponent("BookCell.xib"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            class Shelf: UIView {
                func setUp(_ table: UITableView, _ path: IndexPath) {
                    table.register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")
                    _ = table.dequeueReusableCell(withIdentifier: "Book", for: path)
                    _ = UINib(nibName: "Missing", bundle: nil)
                }
            }
            """.write(to: folder.appendingPathComponent("Shelf.swift"), atomically: true, encoding: .utf8)
        let run = try Nibcheck.run(["--no-config", folder.appendingPathComponent("Shelf.xib").path, "--sources", folder.path],
                                   environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        let rules = run.output.split(separator: "\n").compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
        // Only the nib that exists nowhere; BookCell is the project's, though not linted.
        #expect(rules == ["unknown-nib-name"], "\(run.output)")
        #expect(run.output.contains("'Missing'"), "\(run.output)")
    }

    /// One missing name loaded in several places of one file is one finding, at its first use,
    /// naming the others (ServusMDiPhoneApp loads a storyboard named `iPad` it lacks 208 times).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aMissingNameUsedAgainInAFileIsOneFinding() throws {
        let found = try PrecisionTests.lint(nib: #"<view contentMode="scaleToFill" id="v1"/>"#, swift: """
            class Dashboard: UIViewController {
                func patients() -> UIStoryboard { UIStoryboard(name: "iPad", bundle: nil) }
                func messages() -> UIStoryboard { UIStoryboard(name: "iPad", bundle: nil) }
                func profile() -> UIStoryboard { UIStoryboard(name: "iPad", bundle: nil) }
                func other() -> UINib { UINib(nibName: "Gone", bundle: nil) }
            }
            """, "grouped-names")
        let flagged = found.filter { $0.ruleID == .unknownNibName }
        #expect(flagged.count == 2, "\(flagged.map(\.message))")
        let iPad = flagged.first { $0.message.contains("'iPad'") }
        #expect(iPad?.location.line == 3 && iPad?.message.hasSuffix("(also at lines 4, 5)") == true, "\(flagged.map(\.message))")
    }

    /// Cause 9: with dependencies the tree does not hold, a missing image is said to be possibly
    /// theirs; without, it is missing.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [true, false])
    func anImageNotFoundMayComeFromADependency(_ withPods: Bool) throws {
        let found = try PrecisionTests.lint(nib: #"<imageView image="pod-icon" id="i1"/>"#, swift: "class Player: UIView {}\n",
                                            "dependency-\(withPods)", files: withPods ? ["Podfile": "pod 'Icons'\n"] : [:])
        let images = found.filter { $0.ruleID == .missingImage }.map(\.message)
        #expect(images.count == 1, "\(found)")
        #expect(images.first?.contains("may come from a dependency") == withPods, "\(images)")
    }

    /// A missing nib registered through a local (`let footer = UINib(nibName:…)`, then
    /// `register(footer, …)`) is loaded on the first dequeue of its identifier: where no code
    /// dequeues it, the finding says nothing loads it yet.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [true, false])
    func aMissingNibRegisteredUnderAnIdentifierNothingDequeuesIsNotLoadedYet(_ dequeued: Bool) throws {
        let found = try PrecisionTests.lint(nib: #"<view id="v1"/>"#, swift: """
            class DetailController: UIViewController {
                @IBOutlet var collection: UICollectionView!
                override func viewDidLoad() {
                    let footer = UINib(nibName: "PosterFooter",
                                       bundle: nil)
                    collection.register(footer, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                        withReuseIdentifier: "posterFooterID")
                    _ = UINib(nibName: "Example", bundle: nil)
                }
                func footer(at indexPath: IndexPath) -> UICollectionReusableView {
                    collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                withReuseIdentifier: "\(dequeued ? "posterFooterID" : "seperateFooter")", for: indexPath)
                }
            }
            """, "lazy-registration-\(dequeued)")
        let missing = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        #expect(missing.count == 1 && missing.first?.contains("'PosterFooter'") == true, "\(found)")
        #expect(missing.first?.contains("which no code dequeues, so nothing loads it yet") == !dequeued, "\(missing)")
    }

    /// A segue no storyboard has, performed on `self` by a class nothing makes, cannot crash
    /// yet, and the finding says so; performed by a class code makes, it crashes.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [true, false])
    func anUnknownSeguePerformedByAClassNothingMakesIsLatent(_ made: Bool) throws {
        let found = try PrecisionTests.lint(nib: #"<view id="v1"/>"#, swift: """
            class ServerUrlViewController: UIViewController {
                func next() { performSegue(withIdentifier: "toLogin", sender: nil) }
            }
            class LaunchController: UIViewController {
                func start() { \(made ? "present(ServerUrlViewController(), animated: true)" : "_ = UINib(nibName: \"Example\", bundle: nil)") }
            }
            """, "unmade-performer-\(made)", files: ["Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <view key="view" id="v1"/>
                                    <connections>
                                        <segue destination="c2" kind="show" identifier="toHome" id="g1"/>
                                    </connections>
                                </viewController>
                                <viewController id="c2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """])
        let segues = found.filter { $0.ruleID == .unknownSegueIdentifier }.map(\.message)
        #expect(segues.count == 1 && segues.first?.contains("'toLogin'") == true, "\(found)")
        #expect(segues.first?.contains("nothing makes a ServerUrlViewController") == !made, "\(segues)")
    }
}

extension PrecisionTests {
    /// WindMobile loads `IASKAppSettingsView` for InAppSettingsKit's settings controller, from a
    /// submodule not checked out: a view controller class the project does not declare, in a
    /// project with dependencies, may bring its nib. Without dependencies the nib is missing.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [true, false])
    func aNibLoadedForAnUndeclaredControllerMayBeADependencys(_ dependencies: Bool) throws {
        var files = ["Settings.m": """
            #import <UIKit/UIKit.h>
            UIViewController *settings(void) {
                return [[IASKAppSettingsViewController alloc] initWithNibName:@"IASKAppSettingsView" bundle:nil];
            }
            """]
        if dependencies { files["Podfile"] = "pod 'InAppSettingsKit'\n" }
        let found = try PrecisionTests.lint(nib: #"<view id="v1"/>"#, swift: "", "dependency-nib-\(dependencies)", files: files)
        let loads = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        #expect(loads.count == 1 && loads.first?.contains("'IASKAppSettingsView'") == true, "\(found)")
        #expect(loads.first?.contains("may be that dependency's nib") == dependencies, "\(loads)")
    }

    /// Trovebox loads `IASKAppSettingsView` for its own subclass of InAppSettingsKit's
    /// controller, a pod not checked in: the dependency's superclass may bring the nib, or
    /// ignore the name. A subclass of a UIKit controller gets no such hedge.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: ["IASKAppSettingsViewController", "UITableViewController"])
    func aNibLoadedForASubclassOfAnUndeclaredControllerMayBeADependencys(_ superclass: String) throws {
        let files = ["Settings.h": "#import <UIKit/UIKit.h>\n@interface PhotoSettingsViewController : \(superclass)\n@end\n",
                     "Settings.m": """
            #import "Settings.h"
            @implementation PhotoSettingsViewController
            @end
            UIViewController *settings(void) {
                return [[PhotoSettingsViewController alloc] initWithNibName:@"IASKAppSettingsView" bundle:nil];
            }
            """,
                     "Podfile": "pod 'InAppSettingsKit'\n"]
        let found = try PrecisionTests.lint(nib: #"<view id="v1"/>"#, swift: "", "dependency-subclass-nib-\(superclass)", files: files)
        let loads = found.filter { $0.ruleID == .unknownNibName }.map(\.message)
        #expect(loads.count == 1 && loads.first?.contains("'IASKAppSettingsView'") == true, "\(found)")
        #expect(loads.first?.contains("a subclass of IASKAppSettingsViewController, which this project does not declare") == (superclass == "IASKAppSettingsViewController"), "\(loads)")
    }
}

extension PrecisionTests {
    /// doozer's login scene names `LoginViewController` with no module: the app's Objective-C
    /// class, whose outlets and actions its header and its class extension declare. A Swift
    /// class of that name in an archived copy of an older project, whose target has the same
    /// module name, is neither the class the nib names nor the one its `.m` adds to.
    /// A `project.pbxproj` with one application target `name` copying `resources` and compiling
    /// `sources`, every file beside the project's folder.
    static func oneTargetProject(named name: String, resources: [String], sources: [String]) -> String {
        let files = resources + sources
        let references = files.enumerated().map { "F\($0.offset) = { isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
        let builds = files.enumerated().map { "B\($0.offset) = { isa = PBXBuildFile; fileRef = F\($0.offset); };" }
        let copied = resources.indices.map { "B\($0)" }.joined(separator: ", ")
        let compiled = sources.indices.map { "B\($0 + resources.count)" }.joined(separator: ", ")
        return """
            { archiveVersion = 1; objectVersion = 46; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = ( T1 ); };
                G1 = { isa = PBXGroup; children = ( \(files.indices.map { "F\($0)" }.joined(separator: ", ")) ); sourceTree = "<group>"; };
                \((references + builds).joined(separator: "\n    "))
                R1 = { isa = PBXResourcesBuildPhase; files = ( \(copied) ); };
                S1 = { isa = PBXSourcesBuildPhase; files = ( \(compiled) ); };
                T1 = { isa = PBXNativeTarget; name = \(name); productType = "com.apple.product-type.application"; buildPhases = ( R1, S1 ); };
              };
            }
            """
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aNibNamingNoModuleMeansTheObjectiveCClass() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" customClass="LoginViewController" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <label text="Status" id="l1"/>
                                        <button id="b1">
                                            <connections><action selector="loginTapped:" destination="c1" eventType="touchUpInside" id="a1"/></connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="statusLabel" destination="l1" id="o1"/>
                                    <outlet property="facebookButton" destination="b1" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let files = [
            "Main.storyboard": storyboard,
            "Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "LoginViewController.h": "#import <UIKit/UIKit.h>\n@interface LoginViewController : UIViewController\n@property (weak, nonatomic) IBOutlet UILabel *statusLabel;\n@end\n",
            "LoginViewController.m": "#import \"LoginViewController.h\"\n@interface LoginViewController ()\n@property (weak, nonatomic) IBOutlet UIButton *facebookButton;\n@end\n@implementation LoginViewController\n- (IBAction)loginTapped:(id)sender {}\n@end\n",
            "Doozer.xcodeproj/project.pbxproj": Self.oneTargetProject(named: "Doozer", resources: ["Main.storyboard"], sources: ["LoginViewController.m"]),
            "Archive/Doozer.xcodeproj/project.pbxproj": Self.oneTargetProject(named: "Doozer", resources: [], sources: ["LoginViewController.swift"]),
            "Archive/LoginViewController.swift": "import UIKit\nclass LoginViewController: UIViewController {\n    @IBOutlet weak var button: UIButton!\n}\n",
        ]
        let found = try PrecisionTests.lint(nib: #"<view id="x1"/>"#, swift: "", "objc-over-archived-swift", files: files)
        let wrong = found.filter { $0.ruleID == .undeclaredOutlet || $0.ruleID == .undeclaredAction }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}

extension PrecisionTests {
    /// FitnessApp-iOS-Swift checks in SwiftGen's storyboard code (StoryBoardConstants.swift): its
    /// helper instantiates `self.rawValue`, and each accessor's body names its own scene, so every
    /// scene looked asked for. The generated file asks for nothing itself; the app's calls of the
    /// accessors do, the scene's own or the generic `viewController(identifier:)`. A scene the app
    /// asks for still crashes (an error); one only the generated file names is shown by nothing
    /// (a warning that says so).
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason), arguments: [
        "present(StoryboardScene.Main.instantiateDrawerViewController(), animated: true)",
        "present(StoryboardScene.Main.viewController(identifier: .DrawerViewControllerScene), animated: true)",
        nil,
    ])
    func swiftGensOwnStoryboardCodeAsksForNoScene(_ call: String?) throws {
        let called = call != nil
        let generated = """
            // Generated using SwiftGen, by O.Halligon — https://github.com/AliSoftware/SwiftGen

            import UIKit

            protocol StoryboardSceneType {
              static var storyboardName: String { get }
            }

            extension StoryboardSceneType {
              static func storyboard() -> UIStoryboard {
                return UIStoryboard(name: self.storyboardName, bundle: nil)
              }
            }

            extension StoryboardSceneType where Self: RawRepresentable, Self.RawValue == String {
              func viewController() -> UIViewController {
                return Self.storyboard().instantiateViewController(withIdentifier: self.rawValue)
              }
              static func viewController(identifier: Self) -> UIViewController {
                return identifier.viewController()
              }
            }

            struct StoryboardScene {
              enum Main: String, StoryboardSceneType {
                static let storyboardName = "Main"

                case DrawerViewControllerScene = "DrawerViewController"
                static func instantiateDrawerViewController() -> DrawerViewController {
                  guard let vc = StoryboardScene.Main.DrawerViewControllerScene.viewController() as? DrawerViewController
                  else {
                    fatalError("ViewController 'DrawerViewController' is not of the expected class DrawerViewController.")
                  }
                  return vc
                }
              }
            }
            """
        let found = try PrecisionTests.lint(nib: #"<view id="v1"/>"#, swift: """
            class DrawerViewController: UIViewController {}
            class LaunchController: UIViewController {
                func start() { \(call ?? "_ = UINib(nibName: \"Example\", bundle: nil)") }
            }
            """, "swiftgen-\(call?.count ?? 0)", files: [
                "StoryboardConstants.swift": generated,
                "Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#,
                "Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="c0">
                    <scenes>
                        <scene sceneID="s0">
                            <objects>
                                <viewController id="c0" customClass="LaunchController" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v0"/>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="DrawerViewController" id="c1" customClass="DrawerViewController" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v2"/>
                                    <connections>
                                        <outlet property="tableView" destination="v2" id="o1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """])
        let outlets = found.filter { $0.ruleID == .undeclaredOutlet }
        #expect(outlets.count == 1 && outlets.first?.message.contains("'tableView'") == true, "\(found)")
        #expect(outlets.first?.severity == (called ? .error : .warning), "\(outlets)")
    }
}
