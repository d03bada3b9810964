import Foundation
import NibLint
import NibSupport
import NibTestSupport
import NibValidation
import Testing

/// A nib's findings do not depend on which path inside its project was given: the project's
/// folder is found from the path, and its sources, layout and nibs are read.
@Suite struct ProjectRootTests {
    /// A package: `Views/` holds a nib whose class is declared in `Code/`, and a view class whose
    /// outlet only a nib in `Other/` connects.
    static func package(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-root-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        let files = [
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Shelf", targets: [.target(name: "Shelf")])

                """,
            "Sources/Shelf/Views/Card.xib": Fixtures.xib("""
                <view contentMode="scaleToFill" customClass="CardView" customModuleProvider="target" id="Ca1-aa-001">
                    <subviews>
                        <label text="Title" id="Cl1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="titel" destination="Cl1-aa-001" id="Co1-aa-001"/>
                    </connections>
                </view>
                """),
            "Sources/Shelf/Code/CardView.swift": "import UIKit\nclass CardView: UIView {\n    @IBOutlet var title: UILabel!\n}\n",
            "Sources/Shelf/Views/BadgeView.swift": "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var icon: UIImageView!\n}\n",
            "Sources/Shelf/Other/Badge.xib": Fixtures.xib("""
                <view contentMode="scaleToFill" customClass="BadgeView" customModuleProvider="target" id="Ba1-aa-001">
                    <subviews>
                        <imageView id="Bi1-aa-001"/>
                    </subviews>
                    <connections>
                        <outlet property="icon" destination="Bi1-aa-001" id="Bo1-aa-001"/>
                    </connections>
                </view>
                """),
        ]
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aSubfolderGetsTheFindingsTheWholeProjectGives() throws {
        let folder = try ProjectRootTests.package("subfolder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let views = folder.appendingPathComponent("Sources/Shelf/Views").path
        // A link out of the project is not read, whichever path was given: were it read, its
        // extension would declare the outlet.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-root-outside-\(getpid())")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try "import UIKit\nextension CardView {\n    @IBOutlet var titel: UILabel! { nil }\n}\n"
            .write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Shelf/Code/Secret.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        func findings(_ path: String) -> (all: [String], rules: [RuleID], roots: [String]) {
            var options = LintSession.Options()
            options.cachesSources = false
            let result = LintSession(configuration: LintConfiguration(), paths: [path], options: options).run().lint
            let under = result.diagnostics.filter { $0.file.hasPrefix(views + "/") }
            return (under.map { "\($0.file):\($0.line):\($0.column): \($0.ruleID) \($0.message)" }, under.map(\.ruleID), result.projectRoots)
        }
        let whole = findings(folder.path)
        let part = findings(views)
        // The outlet the class lacks is found (its class is declared outside Views/), and the
        // outlet that the nib outside Views/ connects is not said to be unconnected.
        #expect(whole.rules == [.undeclaredOutlet], "\(whole.all)")
        #expect(part.all == whole.all)
        #expect(part.roots == [folder.path] && whole.roots == [folder.path])
    }

    /// The walk up: a package is the project of its folder and its target folders, not of its
    /// other folders; an Xcode project is the project of everything below it; the walk stops at a
    /// repository's top.
    @Test func theWalkFindsTheNearestProjectInsideTheRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-walk-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.path
        for path in ["Repo/.git", "Repo/Sources/App/Views", "Repo/Samples/Loose", "Repo/Samples/Demo", "Repo/Apps/Mac/Mac.xcodeproj", "Repo/Apps/Mac/Views",
                     "Outer/Inner/.git", "Outer/Inner/Views", "Outer/Outer.xcodeproj"] {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
        try #"let package = Package(name: "R", targets: [.executableTarget(name: "Demo", path: "Samples/Demo")])"#
            .write(toFile: root + "/Repo/Package.swift", atomically: true, encoding: .utf8)
        let repo = try #require(FileSystem.realPath(root + "/Repo"))
        #expect(ProjectFolder.enclosing(root + "/Repo/Sources/App/Views") == ProjectFolder(path: repo, marker: "Package.swift"))
        #expect(ProjectFolder.enclosing(root + "/Repo") == ProjectFolder(path: repo, marker: "Package.swift"))
        #expect(ProjectFolder.enclosing(root + "/Repo/Samples/Demo") == ProjectFolder(path: repo, marker: "Package.swift"))
        #expect(ProjectFolder.enclosing(root + "/Repo/Samples/Loose") == nil)
        #expect(ProjectFolder.enclosing(root + "/Repo/Samples") == nil)
        #expect(ProjectFolder.enclosing(root + "/Repo/Apps/Mac/Views") == ProjectFolder(path: repo + "/Apps/Mac", marker: "Mac.xcodeproj"))
        // Outer.xcodeproj is above Inner's repository: never reached.
        #expect(ProjectFolder.enclosing(root + "/Outer/Inner/Views") == nil)
    }
}
