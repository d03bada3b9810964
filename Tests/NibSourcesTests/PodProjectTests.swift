import Foundation
import Testing
@testable import NibSources

/// A pod's example app (CocoaPods' `pod lib create` layout, IOS-Nordic-Thingy) keeps
/// `_Pods.xcodeproj`, a link to `Example/Pods/Pods.xcodeproj`, whose targets are the pods. Their
/// files are under `Pods/`, which is never read, so those targets are not modules whose sources
/// were read: a class nibcheck does not find in them is not unknown.
@Suite struct PodProjectTests {
    @Test func aPodsTargetIsNotAModuleWhoseSourcesWereRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-pods-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Example/App.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Example/Pods/Pods.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Example/Pods/Charts"), withIntermediateDirectories: true)
        try "import UIKit\nclass EnvironmentController: UIViewController {}\n"
            .write(to: root.appendingPathComponent("Example/Environment.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nopen class LineChartView: UIView {}\n"
            .write(to: root.appendingPathComponent("Example/Pods/Charts/LineChartView.swift"), atomically: true, encoding: .utf8)
        try Self.project(target: "App", file: "Environment.swift")
            .write(to: root.appendingPathComponent("Example/App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try Self.project(target: "Charts", file: "Charts/LineChartView.swift")
            .write(to: root.appendingPathComponent("Example/Pods/Pods.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("_Pods.xcodeproj").path,
                                       withDestinationPath: "Example/Pods/Pods.xcodeproj")

        var options = SourceReader.Options(paths: [root.path])
        options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
        let report = SourceReader(options: options).read()
        #expect(report.facts.modules == ["App"])
    }

    /// MYTableViewIndex: a pod's own repository, where `_Pods.xcodeproj` links to the example's
    /// Pods project, whose target compiles the pod's files at the repository's top
    /// (`../../Index/TableIndex.swift` from `Example/Pods`). The project names them from the
    /// folder it is in, not from the link's, and is read once however it is reached.
    @Test func aLinkedPodsProjectNamesItsFilesFromItsOwnFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-pod-link-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Example/Pods/Pods.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Index"), withIntermediateDirectories: true)
        try "import UIKit\n@objc(MYTableIndex) open class TableIndex: UIControl {}\n"
            .write(to: root.appendingPathComponent("Index/TableIndex.swift"), atomically: true, encoding: .utf8)
        try Self.project(target: "TableIndex", file: "../../Index/TableIndex.swift")
            .write(to: root.appendingPathComponent("Example/Pods/Pods.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: root.appendingPathComponent("Example/App.xcodeproj"), withIntermediateDirectories: true)
        try "import UIKit\nclass ListController: UIViewController {}\n"
            .write(to: root.appendingPathComponent("Example/List.swift"), atomically: true, encoding: .utf8)
        try Self.project(target: "App", file: "List.swift")
            .write(to: root.appendingPathComponent("Example/App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("_Pods.xcodeproj").path,
                                       withDestinationPath: "Example/Pods/Pods.xcodeproj")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Example/Again.xcodeproj").path,
                                       withDestinationPath: "Pods/Pods.xcodeproj")

        // The same, with the whole project reached through a link: its files are named by that way in.
        let linkedRoot = root.path + "-link"
        try manager.createSymbolicLink(atPath: linkedRoot, withDestinationPath: root.path)
        defer { try? manager.removeItem(atPath: linkedRoot) }
        for way in [root.path, linkedRoot] {
            var options = SourceReader.Options(paths: [way])
            options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
            let report = SourceReader(options: options).read()
            #expect(report.facts.modules == ["App", "TableIndex"], "\(way)")
            #expect(report.problems.isEmpty, "\(report.problems)")
        }
    }

    /// vk-ios-app: a development pod (`pod 'TTTAttributedLabel', :path => 'Components/…'`) is
    /// built by the Pods project, which the repository does not keep; its files are not dead
    /// files of the app's project, whose folder holds them.
    @Test func aDevelopmentPodsFilesAreBuilt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-dev-pods-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Components/TTTAttributedLabel/Source"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Components/Unused"), withIntermediateDirectories: true)
        try "import UIKit\nclass FeedController: UIViewController {}\n"
            .write(to: root.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        try "@implementation TTTAttributedLabel\n@end\n"
            .write(to: root.appendingPathComponent("Components/TTTAttributedLabel/Source/TTTAttributedLabel.m"), atomically: true, encoding: .utf8)
        try "@implementation UnusedLabel\n@end\n"
            .write(to: root.appendingPathComponent("Components/Unused/UnusedLabel.m"), atomically: true, encoding: .utf8)
        try Self.project(target: "App", file: "Feed.swift")
            .write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            target 'App' do
              use_frameworks!
              pod 'TTTAttributedLabel', :path => 'Components/TTTAttributedLabel'
              # pod 'Unused', :path => 'Components/Unused'
            end
            """.write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)

        var options = SourceReader.Options(paths: [root.path])
        options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
        let dead = Set(SourceReader(options: options).read().facts.sourcesBuiltByNoTarget.keys.map { ($0 as NSString).lastPathComponent })
        #expect(dead == ["UnusedLabel.m"])
    }

    /// `pod lib create`'s example: `Example/Podfile` names the library as `'../'`, a folder that
    /// holds the example app's project too. Its dead files stay dead.
    @Test func aPodFolderHoldingThePodfileIsNotTakenAsBuilt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-lib-pod-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Example/App.xcodeproj"), withIntermediateDirectories: true)
        try "@implementation FeedController\n@end\n"
            .write(to: root.appendingPathComponent("Example/Feed.m"), atomically: true, encoding: .utf8)
        try "@implementation OldController\n@end\n"
            .write(to: root.appendingPathComponent("Example/Old.m"), atomically: true, encoding: .utf8)
        try Self.project(target: "App", file: "Feed.m")
            .write(to: root.appendingPathComponent("Example/App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "target 'App' do\n  pod 'Lib', :path => '../'\nend\n"
            .write(to: root.appendingPathComponent("Example/Podfile"), atomically: true, encoding: .utf8)
        var options = SourceReader.Options(paths: [root.path])
        options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
        let dead = Set(SourceReader(options: options).read().facts.sourcesBuiltByNoTarget.keys.map { ($0 as NSString).lastPathComponent })
        #expect(dead == ["Old.m"])
    }

    /// An app whose repository also holds a podspec: the files the podspec's patterns match are
    /// the pod's, built; a pattern Ruby builds (`"#{dir}/*.pbobjc.{h,m}"`) matches nothing here.
    @Test func aRootPodspecBuildsWhatItsPatternsMatch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-podspec-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Kit/Views"), withIntermediateDirectories: true)
        for (path, text) in ["Feed.m": "@implementation FeedController\n@end\n", "Old.m": "@implementation OldController\n@end\n",
                             "Kit/Views/Badge.m": "@implementation Badge\n@end\n"] {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try Self.project(target: "App", file: "Feed.m").write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        func dead(podspec: String) throws -> Set<String> {
            try podspec.write(to: root.appendingPathComponent("Kit.podspec"), atomically: true, encoding: .utf8)
            var options = SourceReader.Options(paths: [root.path])
            options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
            return Set(SourceReader(options: options).read().facts.sourcesBuiltByNoTarget.keys.map { ($0 as NSString).lastPathComponent })
        }
        #expect(try dead(podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.{h,m}'\nend\n") == ["Old.m"])
        #expect(try dead(podspec: "Pod::Spec.new do |s|\n  dir = 'Kit'\n  s.source_files = \"#{dir}/**/*.{h,m}\"\nend\n") == ["Old.m", "Badge.m"])
    }

    /// A dead file inside an example app's folder, itself inside a library's: the example's
    /// project is the one named, the innermost that holds it.
    @Test func theInnermostProjectIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-nested-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Lib.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Sample/App.xcodeproj"), withIntermediateDirectories: true)
        try "@implementation Library\n@end\n".write(to: root.appendingPathComponent("Library.m"), atomically: true, encoding: .utf8)
        try "@implementation FeedController\n@end\n".write(to: root.appendingPathComponent("Sample/Feed.m"), atomically: true, encoding: .utf8)
        try "@implementation OldController\n@end\n".write(to: root.appendingPathComponent("Sample/Old.m"), atomically: true, encoding: .utf8)
        try Self.project(target: "Lib", file: "Library.m").write(to: root.appendingPathComponent("Lib.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try Self.project(target: "App", file: "Feed.m").write(to: root.appendingPathComponent("Sample/App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        var options = SourceReader.Options(paths: [root.path])
        options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
        let dead = SourceReader(options: options).read().facts.sourcesBuiltByNoTarget
        #expect(dead.count == 1 && dead.first.map { ($0.key as NSString).lastPathComponent == "Old.m" && $0.value == "App.xcodeproj" } == true, "\(dead)")
    }

    @Test func developmentPodFoldersAreReadInEitherSyntax() {
        let podfile = """
            pod 'TTTAttributedLabel', :path => 'Components/TTTAttributedLabel'
              pod "Texture", path: "Components/Texture"
            pod 'LoremIpsum', '= 1.0.0'
            # pod 'Chatto', :path => 'Components/Chatto'
            pod 'Broken', :path => 'Components/Broken
            pod 'Remote', '~> 2' # :path => 'Components/Remote'
            pod 'Hash', :path => 'Components/#Hash'
            """
        #expect(ProjectLayout.developmentPodFolders(in: podfile) == ["Components/TTTAttributedLabel", "Components/Texture", "Components/#Hash"])
        // Every pod line names its pod, a subspec its pod; a commented-out line none.
        #expect(ProjectLayout.podNames(in: podfile + "\npod 'Kit/Core'\n") == ["TTTAttributedLabel", "Texture", "LoremIpsum", "Broken", "Remote", "Hash", "Kit"])
    }

    /// A project with one target, `target`, that compiles `file`.
    static func project(target: String, file: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 50; rootObject = P1;
          objects = {
            P1 = { isa = PBXProject; mainGroup = G0; targets = ( T1 ); };
            G0 = { isa = PBXGroup; children = ( F1 ); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = \(file); sourceTree = "<group>"; };
            T1 = { isa = PBXNativeTarget; name = \(target); buildPhases = ( S1 ); buildConfigurationList = L1; };
            S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
          };
        }
        """
    }
}
